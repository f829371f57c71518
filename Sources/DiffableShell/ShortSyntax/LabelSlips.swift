import DiffableEngine
import DiffableKit

/// Catches a mistyped label in the short syntax, where bare words are symbols:
/// `appendItems 6 in main` appends `6`, `in` and `main`, which is rarely what was meant.
enum LabelSlips {
  /// Words people write for `to` before a section name.
  static let labelLike: Set<String> = ["in", "into", "section", "insection", "tosection", "onto", "at"]

  /// A warning when the last item written names an existing section (and the word before
  /// it looks like a label): `did you mean 'to main'?`. A section that is the String of the
  /// word (made in Swift: `appendSections(["main"])`) is named as written, quoted.
  static func warning(items: [ValueExpression], in snapshot: Snapshot, registry: TypeRegistry) -> String? {
    guard case .symbol(let last) = items.last else { return nil }
    let named = registry.identifier(for: .symbol(last))
    guard
      let section = snapshot.contains(section: named)
        ? last : snapshot.sectionIdentifiers.first(where: { Self.spells($0.value, last) })?.value.description
    else { return nil }
    if items.count >= 2, case .symbol(let word) = items[items.count - 2],
      labelLike.contains(word.lowercased())
    {
      return
        "'\(word)' and '\(last)' were appended as items, and \(section) is a section; did you mean 'to \(section)'?"
    }
    return "'\(last)' was appended as an item, but \(section) is a section; did you mean 'to \(section)'?"
  }

  /// A hint when bare words name nothing in `snapshot` while their Strings do (sections or
  /// items made in Swift, `appendSections(["main"])`): in the short syntax `main` is a symbol,
  /// `"main"` the String. `resolve` reads a word as the command did.
  static func quotingHint(
    for expressions: [ValueExpression], in snapshot: Snapshot,
    resolve: (ValueExpression) -> SnapshotIdentifier?
  ) -> String? {
    var words: [String] = []
    for case .symbol(let word) in expressions where !words.contains(word) {
      guard let symbol = resolve(.symbol(word)), !snapshot.contains(section: symbol),
        !snapshot.contains(item: symbol), let string = resolve(.string(word)),
        snapshot.contains(section: string) || snapshot.contains(item: string)
      else { continue }
      words.append(word)
    }
    guard !words.isEmpty else { return nil }
    let quoted = words.map { "\"\($0)\"" }.joined(separator: ", ")
    return
      "\(words.joined(separator: ", ")) \(words.count == 1 ? "is a bare word, a symbol" : "are bare words, symbols"), "
      + "but this snapshot holds the String\(words.count == 1 ? "" : "s") \(quoted) (made in Swift): write \(quoted), quoted"
  }

  /// Whether `word` is how `value` reads without quotes.
  private static func spells(_ value: Value, _ word: String) -> Bool {
    if case .string(let text) = value { return text == word }
    return value.description == word
  }
}
