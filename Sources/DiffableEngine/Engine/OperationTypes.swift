import DiffableKit

// The plain values operations carry: a Hashable rule's fields, a classic table call, a
// setting, the table's mode.

/// A client's answers as a table view's data source (its program's `numberOfSections(in:)`,
/// `tableView(_:numberOfRowsInSection:)`, `tableView(_:cellForRowAt:)`), for the length of one
/// operation: the engine asks them only while it runs it. Equal by identity.
public final class ClientRows: Hashable, @unchecked Sendable {
  /// The answers.
  public let rows: any TableViewDataSource
  /// Whether the client's code failed as it answered (the client reports why; the operation
  /// then fails).
  public let hasFailed: () -> Bool

  /// The client's answers `rows`.
  public init(_ rows: any TableViewDataSource, hasFailed: @escaping () -> Bool = { false }) {
    (self.rows, self.hasFailed) = (rows, hasFailed)
  }

  /// The same answers: the same object.
  public static func == (lhs: ClientRows, rhs: ClientRows) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A cell a client's program changed itself, and what it shows now.
public struct EditedCell: Hashable, Sendable {
  /// The row the cell is in.
  public var path: IndexPath
  /// What the cell shows now.
  public var content: String

  /// A changed cell.
  public init(path: IndexPath, content: String) {
    (self.path, self.content) = (path, content)
  }
}

/// Which fields a Hashable rule uses.
public enum FieldSelection: Hashable, Sendable {
  /// `*`: every field.
  case all
  /// The named fields.
  case fields([String])
}

/// A `tableView.*` call of classic mode.
public indirect enum TableViewCommand: Hashable, Sendable {
  /// `tableView.insertRows [0, 1] ...`
  case insertRows([IndexPath])
  /// `tableView.deleteRows [0, 1] ...`
  case deleteRows([IndexPath])
  /// `tableView.moveRow [0, 1] [0, 3]` (also `at: [0, 1] to: [0, 3]`)
  case moveRow(IndexPath, to: IndexPath)
  /// `tableView.reloadRows [0, 1] ...`
  case reloadRows([IndexPath])
  /// `tableView.reconfigureRows [0, 1] ...` (iOS 15+)
  case reconfigureRows([IndexPath])
  /// `tableView.insertSections 0 1`
  case insertSections([Int])
  /// `tableView.deleteSections 0 1`
  case deleteSections([Int])
  /// `tableView.moveSection 0 2` (also `0 toSection: 2`)
  case moveSection(Int, to: Int)
  /// `tableView.reloadSections 0 1`
  case reloadSections([Int])
  /// `tableView.reloadData`
  case reloadData
  /// `tableView.beginUpdates`
  case beginUpdates
  /// `tableView.endUpdates`
  case endUpdates
  /// `tableView.performBatchUpdates { ... }` with the calls inside the braces.
  case performBatchUpdates([TableViewCommand])
}

/// A session setting (`set NAME VALUE`).
public enum Setting: Hashable, Sendable {
  /// `set bail on|off`
  case bail(Bool)
  /// `set format text|json`
  case format(OutputFormat)
  /// `set color on|off`
  case color(Bool)
  /// `set ios N`
  case ios(Int)
}

/// The output format.
public enum OutputFormat: String, Hashable, Sendable {
  /// Text for people.
  case text
  /// JSON Lines (one object per command).
  case json
}

/// `mode classic` / `mode diffable`.
public enum TableMode: String, Hashable, Sendable {
  /// A plain `UITableViewDataSource` over the model; the table is told by `tableView.*` calls.
  case classic
  /// A `UITableViewDiffableDataSource`: the table is told by `apply`.
  case diffable
}

extension TableViewCommand {
  /// The UITableView method it calls.
  public var member: APIMember {
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
}
