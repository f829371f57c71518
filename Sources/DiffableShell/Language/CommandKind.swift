import DiffableEngine

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
///
/// A kind's raw value is its place among the cases, which indexes the catalog.
public enum CommandKind: Int, Hashable, Sendable, CaseIterable {
  // Types
  case declareStruct, setHash, setEqual, cell
  // Snapshot edits
  case appendSections, insertSections, deleteSections, moveSection, reloadSections
  case appendItems, insertItems, moveItem, deleteItems, deleteAllItems, reloadItems, reconfigureItems
  // Queries
  case numberOfSections, numberOfItems, sectionIdentifiers, itemIdentifiers, indexOfSection, indexOfItem
  case sectionIdentifierContainingItem, itemIdentifierFor, indexPathFor
  case reloadedItemIdentifiers, reconfiguredItemIdentifiers, reloadedSectionIdentifiers
  // Data source
  case apply, applySnapshotUsingReloadData, diff, new, snapshot, show, print, explain, headers
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

  /// Every spelling a person may type for the command: its name, then its aliases.
  var spellings: [String] { [spec.name] + spec.aliases }

  /// Whether what the command prints is prose for people (`help`, `explain`), which a terminal
  /// may wrap at blanks, rather than data kept whole (a diff, `show`, `echo`).
  var printsProse: Bool { self == .help || self == .explain }

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
    case .headers: .headers
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

extension CommandKind {
  /// The command that calls `member` (every ``APIMember`` has one: the catalog names its
  /// commands after the members they call).
  init(calling member: APIMember) {
    guard let kind = Self.kindCallingMember[member] else { preconditionFailure("no command calls \(member)") }
    self = kind
  }

  private static let kindCallingMember: [APIMember: CommandKind] = Dictionary(
    uniqueKeysWithValues: APIMember.allCases.compactMap { member in
      allCases.first { $0.spec.name == member.name }.map { (member, $0) }
    })
}

extension TableViewCommand {
  /// The call's kind: the command that calls the same UITableView method.
  public var kind: CommandKind { CommandKind(calling: member) }

  /// The UITableView method name (`insertRows`).
  public var name: String { String(kind.tableViewMethod ?? "") }
}

/// What the catalog says about one command: how it is spelt, its family, its help, the iOS
/// version that introduced it, whether it changes the session's state, what it does in
/// classic mode and what completion offers after it.
public struct CommandSpec: Sendable {
  /// The canonical name (`appendItems`, `tableView.moveRow`): JSON's `command`, help's topic.
  public let name: String
  /// Other spellings accepted for the command (`exit` for `quit`), matched in any case.
  public let aliases: [String]
  /// The family, which is also the group `help` lists it under.
  public let family: CommandFamily
  /// What `help NAME` prints.
  public let help: HelpText
  /// The iOS version that introduced the API, when later than the oldest profile.
  public let introduced: IntroducedAPI?
  /// Whether the command can change the session's state, and so is recorded for undo.
  public let changesState: Bool
  /// What the command does while the table is in classic mode.
  public let classic: ClassicPolicy
  /// What tab completion offers after the command's name.
  public let completes: ArgumentCompletion

  init(
    _ name: String, _ family: CommandFamily, changesState: Bool, introduced: IntroducedAPI? = nil,
    classic: ClassicPolicy = .sameInBothModes, completes: ArgumentCompletion = .identifiers,
    aliases: [String] = [], syntax: String, swift: String, summary: String, example: String,
    details: [String] = []
  ) {
    self.name = name
    self.aliases = aliases
    self.family = family
    self.help = HelpText(syntax: syntax, swift: swift, summary: summary, example: example, details: details)
    self.introduced = introduced
    self.changesState = changesState
    self.classic = classic
    self.completes = completes
  }

  /// The spec of a command that calls `api`: its name, availability, classic policy and
  /// whether it changes state are the engine's (``APIMember``).
  init(
    api: APIMember, _ family: CommandFamily, completes: ArgumentCompletion = .identifiers,
    syntax: String, swift: String, summary: String, example: String, details: [String] = []
  ) {
    self.init(
      api.name, family, changesState: api.changesState, introduced: api.introduced, classic: api.classic,
      completes: completes, syntax: syntax, swift: swift, summary: summary, example: example, details: details
    )
  }
}

/// The families of commands, in the order `help` lists them.
public enum CommandFamily: String, Hashable, Sendable, CaseIterable {
  case types = "Types"
  case snapshot = "Snapshot"
  case queries = "Queries"
  case dataSource = "Data source"
  case classicTableView = "Classic table view"
  case session = "Session"

  /// The group heading `help` prints.
  public var title: String { rawValue }
}

/// One command's help: what `help COMMAND` prints.
public struct HelpText: Hashable, Sendable {
  /// The syntax, with metavariables in capitals.
  public let syntax: String
  /// The Swift API it stands for.
  public let swift: String
  /// What it does, in one line.
  public let summary: String
  /// A line that runs.
  public let example: String
  /// More lines after the example, for a command whose behaviour needs them (`help apply`).
  public var details: [String] = []
}

/// What tab completion offers after a command's name.
public enum ArgumentCompletion: Hashable, Sendable {
  /// Declared type names.
  case typeNames
  /// Section identifiers and labels.
  case sections
  /// Section and item identifiers, type constructors and labels.
  case identifiers
}
