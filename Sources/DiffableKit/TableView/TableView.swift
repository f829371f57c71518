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
  /// Freshly rendered cells for every row of `section`, top to bottom, `counter` ticking once
  /// per row (by default, ``cell(at:)`` of each row in turn).
  func cells(inSection section: Int, counter: inout InterruptionCounter) throws(Interrupted) -> RowList
}

extension TableViewDataSource {
  /// The cells of `section`, asked row by row.
  public func cells(inSection section: Int, counter: inout InterruptionCounter) throws(Interrupted) -> RowList
  {
    var rows = RowList.Builder()
    for row in 0..<numberOfRows(inSection: section) {
      try counter.tick()
      rows.append(cell(at: IndexPath(row: row, section: section)))
    }
    return rows.finish()
  }
}

/// A simulated `UITableView`: the sections and rows on screen, each row holding the cell it
/// was last given. Batch updates are validated with UITableView's rules and messages before
/// anything changes.
public struct TableView: Hashable, Sendable {
  /// One section on screen.
  public struct Section: Hashable, Sendable {
    /// The header title, as the data source gave it.
    public var title: String?
    /// The rows, top to bottom (chunks shared between tables: see ``RowList``).
    public var rows: RowList
    /// Creates a section.
    public init(title: String?, rows: RowList) {
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

/// An update UITableView rejects: which check failed, with the numbers its message names.
/// UIKit's exception reason (``reason``) and the stable ``code`` are in
/// `TableViewError+UIKit.swift`, the one place of these texts.
public enum TableViewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A row index of `NSNotFound` (`Int.max`): UIKit keeps that row for index paths that stand
  /// for a whole section, so such a call would be taken for a section update.
  case rowIsNotFound(IndexPath)

  /// A reload and a delete of the same index path (or of the same section).
  case deleteAndReload(IndexPath)

  /// A delete (or reload) of the row or section a move starts from.
  case deleteAndMove(IndexPath, isSection: Bool)

  /// An insert at the row or section a move goes to.
  case insertAndMove(IndexPath, isSection: Bool)

  /// `deleteSections` of a section the table does not have.
  case deleteSectionOutOfRange(Int, sectionsBefore: Int)

  /// `deleteRows` in a section the table does not have.
  case deleteRowInMissingSection(IndexPath, sectionsBefore: Int)

  /// `deleteRows` beyond the rows of a section.
  case deleteRowOutOfRange(IndexPath, rowsBefore: Int)

  /// `insertSections` beyond the sections the data source has after the update.
  case insertSectionOutOfRange(Int, sectionsAfter: Int)

  /// `insertRows` into a section the data source does not have after the update.
  case insertRowInMissingSection(IndexPath, sectionsAfter: Int)

  /// `insertRows` beyond the rows the data source has in that section after the update.
  case insertRowOutOfRange(IndexPath, rowsAfter: Int)

  /// `moveSection` from a section the table does not have.
  case moveSectionFromOutOfRange(Int, sectionsBefore: Int)

  /// `moveSection` to a section the data source does not have after the update.
  case moveSectionToOutOfRange(Int, to: Int, sectionsAfter: Int)

  /// `moveRow` from a section the table does not have.
  case moveRowFromMissingSection(IndexPath, sectionsBefore: Int)

  /// `moveRow` from a row the table does not have.
  case moveRowFromOutOfRange(IndexPath, rowsBefore: Int)

  /// `moveRow` into a section the data source does not have after the update.
  case moveRowToMissingSection(IndexPath, to: IndexPath, sectionsAfter: Int)

  /// `moveRow` beyond the rows the data source has in that section after the update.
  case moveRowToOutOfRange(IndexPath, to: IndexPath, rowsAfter: Int)

  /// Two `moveSection` calls from one section to two places.
  case moveSectionToBoth(Int, Int, Int)

  /// Two `moveRow` calls from one index path to two places.
  case moveRowToBoth(IndexPath, IndexPath, IndexPath)

  /// Two `moveSection` calls from two sections to one place.
  case moveBothSectionsTo(Int, Int, Int)

  /// Two `moveRow` calls from two index paths to one place.
  case moveBothRowsTo(IndexPath, IndexPath, IndexPath)

  /// The data source's section count disagrees with the updates.
  case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)

  /// The data source's row count of a surviving section disagrees with the updates.
  /// `section` is the section's index after the update, as UIKit prints it.
  case invalidNumberOfRows(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)

  /// Not one of UIKit's checks: a batch that passed them, but whose rows in `section` (after
  /// the update) cannot all be placed. UIKit would animate into an undefined state; the
  /// simulation reports it instead of rendering fresh cells (see ``isUIKitException``).
  case unplaceableRows(section: Int)

  /// Not one of UIKit's checks: the person asked to stop (``Interruption``) while the table
  /// was laid out; the table is unchanged.
  case interrupted
}
