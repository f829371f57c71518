/// Every command of the language, one case each, in the order `help` lists them.
///
/// A kind's ``spec`` (in `CommandCatalog.swift`) is the one place that says how the command
/// is spelt, which family it belongs to, its help, its iOS availability, whether it changes
/// the session's state and what it does in classic mode. The parser, `help`, completion,
/// availability and the session's dispatch read it; every switch over the kinds is
/// exhaustive, so a new case does not compile until each of them says what it does.
///
/// ```swift
/// CommandKind(spelling: "EXIT")  // .quit
/// CommandKind.quit.spec.name     // "quit"
/// ```
public enum CommandKind: Hashable, Sendable, CaseIterable {
  // Types
  case declareStruct, setHash, setEqual, cell
  // Swift's declarations and bindings (made by the Swift front end, never typed as words)
  case swiftDeclaration, swiftBinding
  // Snapshot edits
  case appendSections, insertSections, deleteSections, moveSection, reloadSections
  case appendItems, insertItems, moveItem, deleteItems, deleteAllItems, reloadItems, reconfigureItems
  // Queries
  case numberOfSections, numberOfItems, sectionIdentifiers, itemIdentifiers, indexOfSection, indexOfItem
  case sectionIdentifierContainingItem, itemIdentifierFor, indexPathFor
  case reloadedItemIdentifiers, reconfiguredItemIdentifiers, reloadedSectionIdentifiers
  // Data source
  case apply, applySnapshotUsingReloadData, diff, new, snapshot, show, print, explain
  // Classic table view
  case mode
  case tableViewDeleteRows, tableViewInsertRows, tableViewMoveRow, tableViewReloadRows
  case tableViewReconfigureRows, tableViewInsertSections, tableViewDeleteSections
  case tableViewMoveSection, tableViewReloadSections, tableViewReloadData, tableViewBeginUpdates
  case tableViewEndUpdates, tableViewPerformBatchUpdates
  // Session
  case undo, redo, help, source, lesson, export, echo, set, reset, quit

  /// The `UITableView` method a `tableView.*` kind calls (`insertRows`), `nil` for the others.
  var tableViewMethod: Substring? {
    let prefix = "tableView."
    let name = spec.name
    return name.hasPrefix(prefix) ? name.dropFirst(prefix.count) : nil
  }

  /// Every spelling a person may type for the command: its name, then its aliases (none for
  /// the kinds only Swift input makes).
  var spellings: [String] { isWrittenInSwift ? [] : [spec.name] + spec.aliases }

  /// Whether what the command prints is prose for people (`help`, `explain`), which a terminal
  /// may wrap at blanks, rather than data kept whole (a diff, `show`, `echo`).
  var printsProse: Bool { self == .help || self == .explain }

  /// Whether only the Swift front end makes commands of this kind (no word spells it).
  public var isWrittenInSwift: Bool { self == .swiftDeclaration || self == .swiftBinding }

  private static let bySpelling: [String: CommandKind] = {
    var table: [String: CommandKind] = [:]
    for kind in allCases {
      for spelling in kind.spellings {
        let previous = table.updateValue(kind, forKey: spelling.lowercased())
        precondition(previous == nil, "two commands are spelt '\(spelling)'")
      }
    }
    return table
  }()

  private static let byTableViewMethod: [String: CommandKind] = Dictionary(
    uniqueKeysWithValues: allCases.compactMap { kind in kind.tableViewMethod.map { ($0.lowercased(), kind) } }
  )

  /// The command spelt `word` (its name or an alias, `tableView.` prefix included for the
  /// table view's methods), in any case.
  public init?(spelling word: String) {
    guard let kind = Self.bySpelling[word.lowercased()] else { return nil }
    self = kind
  }

  /// The command a line starts with: any spelling but the `tableView.*` methods, which need
  /// their receiver.
  init?(commandWord word: String) {
    guard let kind = Self.bySpelling[word.lowercased()], kind.tableViewMethod == nil else { return nil }
    self = kind
  }

  /// The `tableView.*` command for the method `word` (`insertRows`), in any case.
  init?(tableViewMethod word: String) {
    guard let kind = Self.byTableViewMethod[word.lowercased()] else { return nil }
    self = kind
  }
}

extension Command {
  /// The command's kind; `try? X` is of the kind of `X`.
  public var kind: CommandKind {
    switch self {
    case .declareStruct: .declareStruct
    case .setHash: .setHash
    case .setEqual: .setEqual
    case .cell: .cell
    case .declare: .swiftDeclaration
    case .bind: .swiftBinding
    case .appendSections: .appendSections
    case .insertSections: .insertSections
    case .deleteSections: .deleteSections
    case .moveSection: .moveSection
    case .reloadSections: .reloadSections
    case .appendItems: .appendItems
    case .insertItems: .insertItems
    case .moveItem: .moveItem
    case .deleteItems: .deleteItems
    case .deleteAllItems: .deleteAllItems
    case .reloadItems: .reloadItems
    case .reconfigureItems: .reconfigureItems
    case .query(let query): query.kind
    case .apply: .apply
    case .applySnapshotUsingReloadData: .applySnapshotUsingReloadData
    case .diff: .diff
    case .new: .new
    case .snapshot: .snapshot
    case .show: .show
    case .print: .print
    case .explain: .explain
    case .undo: .undo
    case .redo: .redo
    case .mode: .mode
    case .tableView(let call): call.kind
    case .help: .help
    case .source: .source
    case .lesson: .lesson
    case .export: .export
    case .echo: .echo
    case .set: .set
    case .reset: .reset
    case .quit: .quit
    case .tryOptional(let inner): inner.kind
    }
  }

  /// The canonical name JSON output and messages use (`appendItems`, `tableView.moveRow`).
  public var name: String { kind.spec.name }

  /// The command without its `try?` wrappers, and whether it had any: the one place that
  /// unwraps `try?` (the session and the script runner both ask it).
  public var withoutTry: (command: Command, isTried: Bool) {
    var command = self
    var isTried = false
    while case .tryOptional(let inner) = command {
      command = inner
      isTried = true
    }
    return (command, isTried)
  }
}

extension Query {
  /// The query's kind.
  public var kind: CommandKind {
    switch self {
    case .numberOfSections: .numberOfSections
    case .numberOfItems: .numberOfItems
    case .sectionIdentifiers: .sectionIdentifiers
    case .itemIdentifiers: .itemIdentifiers
    case .indexOfSection: .indexOfSection
    case .indexOfItem: .indexOfItem
    case .sectionIdentifierContainingItem: .sectionIdentifierContainingItem
    case .itemIdentifierFor: .itemIdentifierFor
    case .indexPathFor: .indexPathFor
    case .reloadedItemIdentifiers: .reloadedItemIdentifiers
    case .reconfiguredItemIdentifiers: .reconfiguredItemIdentifiers
    case .reloadedSectionIdentifiers: .reloadedSectionIdentifiers
    }
  }

  /// The query's canonical name.
  public var name: String { kind.spec.name }
}

extension TableViewCommand {
  /// The call's kind.
  public var kind: CommandKind {
    switch self {
    case .insertRows: .tableViewInsertRows
    case .deleteRows: .tableViewDeleteRows
    case .moveRow: .tableViewMoveRow
    case .reloadRows: .tableViewReloadRows
    case .reconfigureRows: .tableViewReconfigureRows
    case .insertSections: .tableViewInsertSections
    case .deleteSections: .tableViewDeleteSections
    case .moveSection: .tableViewMoveSection
    case .reloadSections: .tableViewReloadSections
    case .reloadData: .tableViewReloadData
    case .beginUpdates: .tableViewBeginUpdates
    case .endUpdates: .tableViewEndUpdates
    case .performBatchUpdates: .tableViewPerformBatchUpdates
    }
  }

  /// The UITableView method name (`insertRows`).
  public var name: String { String(kind.tableViewMethod ?? "") }
}
