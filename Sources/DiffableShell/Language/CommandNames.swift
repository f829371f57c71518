/// The names of the language's commands, spelt as the Swift API spells them.
///
/// One list serves `help`, tab completion and the "did you mean" of a mistyped command.
/// Names are matched without regard to case, as LANGUAGE.md says.
///
/// ```swift
/// CommandNames.all.filter { $0.hasPrefix("tableView.insert") }
/// // ["tableView.insertRows", "tableView.insertSections"]
/// ```
public enum CommandNames {
  /// Every command name, grouped as in LANGUAGE.md: types, snapshot edits, queries, the data
  /// source, the classic table view (`tableView.insertRows`, ...), and the session.
  public static let all: [String] =
    types + snapshotEdits + queries + dataSource + tableView.map { "tableView." + $0 } + session

  /// Declarations of struct types and their rules.
  static let types = ["struct", "hash", "equal", "cell"]

  /// Commands that edit the working snapshot, as `NSDiffableDataSourceSnapshot` names them.
  static let snapshotEdits = [
    "appendSections", "insertSections", "deleteSections", "moveSection", "reloadSections",
    "appendItems", "insertItems", "moveItem", "deleteItems", "deleteAllItems", "reloadItems",
    "reconfigureItems",
  ]

  /// Queries of the snapshot and the data source.
  static let queries = [
    "numberOfSections", "numberOfItems", "sectionIdentifiers", "itemIdentifiers", "indexOfSection",
    "indexOfItem", "sectionIdentifier", "itemIdentifier", "indexPath", "reloadedItemIdentifiers",
    "reconfiguredItemIdentifiers", "reloadedSectionIdentifiers",
  ]

  /// Commands of the data source and of the session's state.
  static let dataSource = [
    "apply", "applySnapshotUsingReloadData", "diff", "new", "snapshot", "show", "print", "explain",
    "undo", "redo", "mode",
  ]

  /// `UITableView` methods of classic mode, without the `tableView.` prefix.
  static let tableView = [
    "insertRows", "deleteRows", "moveRow", "reloadRows", "reconfigureRows", "insertSections",
    "deleteSections", "moveSection", "reloadSections", "reloadData", "beginUpdates", "endUpdates",
    "performBatchUpdates",
  ]

  /// Commands of the session itself.
  static let session = ["help", "source", "lesson", "export", "echo", "set", "reset", "quit", "exit"]

  /// The family of a command, which decides how its arguments are read.
  enum Family {
    case type, snapshotEdit, query, dataSource, session
  }

  private static let commandsByLowercasedName: [String: (name: String, family: Family)] = {
    let families: [([String], Family)] = [
      (types, .type), (snapshotEdits, .snapshotEdit), (queries, .query), (dataSource, .dataSource),
      (session, .session),
    ]
    return Dictionary(
      uniqueKeysWithValues: families.flatMap { names, family in names.map { ($0.lowercased(), ($0, family)) }
      })
  }()

  private static let tableViewByLowercasedName = Dictionary(
    uniqueKeysWithValues: tableView.map { ($0.lowercased(), $0) })

  /// The canonical spelling of the command `word` (not a `tableView.` method), any case.
  static func command(_ word: String) -> String? {
    commandsByLowercasedName[word.lowercased()]?.name
  }

  /// The canonical spelling of the command `word` and its family, any case.
  static func commandAndFamily(_ word: String) -> (name: String, family: Family)? {
    commandsByLowercasedName[word.lowercased()]
  }

  /// The canonical spelling of the `UITableView` method `word`, any case.
  static func tableViewMethod(_ word: String) -> String? {
    tableViewByLowercasedName[word.lowercased()]
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
    if let method = tableViewMethod(word), command(word) == nil { return "tableView." + method }
    return nearest(to: word, among: all) ?? nearest(to: word, among: tableView).map { "tableView." + $0 }
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
