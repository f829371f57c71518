import DiffableKit

/// The table view of classic mode: a `UITableView` whose data source is a plain
/// `UITableViewDataSource` over the model (the working snapshot), told of changes only by
/// `tableView.*` calls. The session holds one while in classic mode and none in diffable mode.
///
/// The model and the table can disagree: snapshot commands change the model at once and
/// tell the table nothing, as `items.remove(at: 0)` tells a real table nothing. The next
/// update is checked against the rows the table shows (before) and the model (after).
public struct ClassicTable: Hashable, Sendable {
  /// The sections and rows on screen, each row with the cell it was last given.
  public var table: TableView
  /// The calls gathered since `tableView.beginUpdates`, or `nil` outside a batch.
  public var openBatch: OpenBatch?

  /// A table freshly loaded from `model`, as a table that has just been given its data
  /// source reloads.
  init(loadedFrom model: some TableViewDataSource) {
    var table = TableView()
    table.reloadData(from: model)
    self.table = table
  }
}

/// The calls between `tableView.beginUpdates` and its `tableView.endUpdates`.
public struct OpenBatch: Hashable, Sendable {
  /// How many `beginUpdates` are open: UIKit treats nested batches as one, checked when the
  /// outermost `endUpdates` comes.
  public var depth = 1
  /// The calls, in the order they were made.
  public var calls: [TableViewCall] = []
}

extension SessionState {
  /// Whether the table view is told by `apply` (diffable) or by `tableView.*` calls (classic).
  public var mode: TableMode { classic == nil ? .diffable : .classic }

  /// The program's own table (its data source is the program's object), when it is the one a
  /// person sees: no diffable data source has drawn rows.
  package var programTableOnScreen: ClassicTable? {
    guard classic == nil, let programTable, dataSource.tableView.numberOfSections == 0 else { return nil }
    return programTable
  }

  /// The table view a person sees: classic mode's, the program's own, or the diffable data
  /// source's.
  public var tableOnScreen: TableView {
    classic?.table ?? programTableOnScreen?.table ?? snapshots.dataSource.tableView
  }
}
