import DiffableEngine

/// The command names of the ``CommandKind`` catalog as lists, for `help`, tab completion
/// and the "did you mean" of a mistyped command, with the nearest-name search they share.
/// Names are matched without regard to case, as docs/LANGUAGE.md says.
///
/// ```swift
/// CommandNames.all.filter { $0.hasPrefix("tableView.insert") }
/// // ["tableView.insertRows", "tableView.insertSections"]
/// ```
public enum CommandNames {
  /// Every spelling of every command, in the catalog's order (aliases after their name).
  public static let all: [String] = CommandKind.allCases.flatMap(\.spellings)

  /// `UITableView` methods of classic mode, without the `tableView.` prefix.
  static let tableViewMethods: [String] = CommandKind.allCases.compactMap {
    $0.tableViewMethod.map(String.init)
  }

  /// The candidate nearest to `word` by edit distance (case ignored, a swap of neighbours
  /// counting as one edit), when it is close enough to be a typo of it.
  ///
  /// - Complexity: O(*c* · *n* · *m*) for *c* candidates of length *m* and `word` of length *n*;
  ///   words longer than 40 characters get no suggestion.
  static func nearest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(word.lowercased().utf8)
    guard typed.count >= 3, typed.count <= 40 else { return nil }
    let allowed = max(1, min(3, typed.count / 4))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let spelled = Array(candidate.lowercased().utf8)
      guard abs(spelled.count - typed.count) <= allowed else { continue }
      let distance = editDistance(typed, spelled)
      if distance <= allowed, distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The command a mistyped `word` most likely meant; a `UITableView` method written without
  /// its prefix (`insertRows`) suggests the prefixed name.
  static func suggestion(for word: String) -> String? {
    if let kind = CommandKind(tableViewMethod: word), CommandKind(commandWord: word) == nil {
      return kind.spec.name
    }
    return nearest(to: word, among: all)
      ?? nearest(to: word, among: tableViewMethods).map { "tableView." + $0 }
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
  /// two neighbours each cost one.
  private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
