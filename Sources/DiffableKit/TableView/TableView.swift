/// One row of the simulated table view: the item it shows and the content the cell provider
/// rendered for it when the row was last inserted, reloaded or reconfigured.
public struct Cell: Hashable, Sendable {
  /// The item as it was when the cell was rendered (its fields may since have changed).
  public var item: Identifier
  /// The rendered content.
  public var content: String

  /// Creates a cell.
  public init(item: Identifier, content: String) {
    self.item = item
    self.content = content
  }
}

/// What a table view asks of its data source: counts, and a cell for a new or reloaded row.
public protocol TableViewDataSource {
  /// The number of sections the data source has now.
  var numberOfSections: Int { get }
  /// The number of rows in `section` now.
  func numberOfRows(inSection section: Int) -> Int
  /// A freshly rendered cell for the row at `indexPath` (in the data source's current state).
  func cell(at indexPath: IndexPath) -> Cell
  /// The header title of `section`, if any.
  func title(forSection section: Int) -> String?
}

/// A simulated `UITableView`: the sections and rows on screen, each row holding the cell it
/// was last given. Batch updates are validated with UITableView's rules and messages before
/// anything changes.
public struct TableView: Hashable, Sendable {
  /// One section on screen.
  public struct Section: Hashable, Sendable {
    /// The header title, as the data source gave it.
    public var title: String?
    /// The rows, top to bottom.
    public var rows: [Cell]
    /// Creates a section.
    public init(title: String?, rows: [Cell]) {
      self.title = title
      self.rows = rows
    }
  }

  /// The sections on screen, top to bottom.
  public internal(set) var sections: [Section] = []

  /// Whether the table has performed its initial update (a `reloadData` or a batch). Until
  /// then, a non-animated diffable apply reloads the table instead of diffing into it
  /// (iOS 15+, docs/UIKIT.md §4.4).
  public internal(set) var hasPerformedInitialUpdate = false

  /// An empty table view.
  public init() {}

  /// The number of sections on screen.
  public var numberOfSections: Int { sections.count }

  /// The number of rows on screen in `section`.
  public func numberOfRows(inSection section: Int) -> Int { sections[section].rows.count }

  /// The cell at `indexPath`, if the table has that row.
  public func cell(at indexPath: IndexPath) -> Cell? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].rows.indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section].rows[indexPath.row]
  }
}

/// One `UITableView` update call, as made inside `performBatchUpdates` (or alone).
public enum TableViewCall: Hashable, Sendable {
  /// `deleteSections(_:with:)`, indexes before the update.
  case deleteSections([Int])
  /// `insertSections(_:with:)`, indexes after the update.
  case insertSections([Int])
  /// `moveSection(_:toSection:)`, old index to new index.
  case moveSection(Int, to: Int)
  /// `reloadSections(_:with:)`, indexes before the update.
  case reloadSections([Int])
  /// `deleteRows(at:with:)`, index paths before the update.
  case deleteRows([IndexPath])
  /// `insertRows(at:with:)`, index paths after the update.
  case insertRows([IndexPath])
  /// `moveRow(at:to:)`, old index path to new index path.
  case moveRow(IndexPath, to: IndexPath)
  /// `reloadRows(at:with:)`, index paths before the update.
  case reloadRows([IndexPath])
  /// `reconfigureRows(at:)` (iOS 15+), index paths before the update.
  case reconfigureRows([IndexPath])
}

/// The calls of one `performBatchUpdates` block, in the order they were made.
public struct BatchUpdate: Hashable, Sendable {
  /// The calls, in order.
  public var calls: [TableViewCall]
  /// Creates a batch from its calls.
  public init(_ calls: [TableViewCall] = []) { self.calls = calls }
}

/// An update UITableView rejects: the reason of the `NSInternalInconsistencyException`.
public struct TableViewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// UIKit's exception reason, exactly.
  public var reason: String
  /// A stable camelCase code for JSON output (`invalidNumberOfRows`, `deleteRowOutOfRange`, ...).
  public var code: String
  /// Creates an error.
  public init(code: String, reason: String) {
    self.code = code
    self.reason = reason
  }
  /// The reason.
  public var description: String { reason }
}
