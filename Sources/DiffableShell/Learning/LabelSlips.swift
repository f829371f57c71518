import DiffableKit

/// Catches a mistyped label in the short syntax, where bare words are symbols:
/// `appendItems 6 in main` appends `6`, `in` and `main`, which is rarely what was meant.
enum LabelSlips {
  /// Words people write for `to` before a section name.
  static let labelLike: Set<String> = ["in", "into", "section", "insection", "tosection", "onto", "at"]

  /// A warning when the last item written names an existing section (and the word before
  /// it looks like a label): `did you mean 'to main'?`.
  static func warning(items: [ValueExpression], in snapshot: Snapshot, registry: TypeRegistry) -> String? {
    guard case .symbol(let last) = items.last else { return nil }
    let named = registry.identifier(for: .symbol(last))
    let namesSection =
      snapshot.contains(section: named)
      || snapshot.sectionIdentifiers.contains { $0.value.description == last }
    guard namesSection else { return nil }
    if items.count >= 2, case .symbol(let word) = items[items.count - 2],
      labelLike.contains(word.lowercased())
    {
      return
        "'\(word)' and '\(last)' were appended as items, and \(last) is a section; did you mean 'to \(last)'?"
    }
    return "'\(last)' was appended as an item, but it names a section; did you mean 'to \(last)'?"
  }
}
