extension TableView {
  /// Replaces every section and row with the data source's current content (`reloadData()`):
  /// every cell is rendered afresh.
  /// - Complexity: O(rows after).
  public mutating func reloadData(from dataSource: some TableViewDataSource) {
    sections = (0..<dataSource.numberOfSections).map { Self.freshSection($0, from: dataSource) }
    hasPerformedInitialUpdate = true
  }

  /// Checks `update` as UITableView's `endUpdates` / `performBatchUpdates` does, against the
  /// rows on screen (before) and `dataSource`'s counts (after), without changing anything.
  /// - Throws: ``TableViewError`` with UIKit's reason for the first check that fails.
  /// - Complexity: see ``performBatchUpdates(_:dataSource:)``.
  public func validate(_ update: BatchUpdate, dataSource: some TableViewDataSource) throws(TableViewError) {
    _ = try update.validated(against: self, dataSource: dataSource)
  }

  /// Validates `update` as UITableView does (`performBatchUpdates(_:completion:)`, or the
  /// calls between `beginUpdates()` and `endUpdates()`), against the rows on screen before
  /// and the data source's counts after, then applies it.
  ///
  /// Deletes, reloads and reconfigures name positions before the update, inserts positions
  /// after it, moves go from before to after, whatever the order of the calls. Applying:
  /// deleted rows and sections go; inserted and reloaded rows (a reload is a delete plus an
  /// insert) get a fresh cell from `dataSource` at their new position; reconfigured rows get
  /// new content from `dataSource`; moved and untouched rows keep the cell they had, so a
  /// stale cell stays stale. Inserted and reloaded sections take their title and rows from
  /// `dataSource`. When a row moves out of a deleted section or into an inserted one, UIKit
  /// skips the row counts and reloads the whole table, and so does this.
  ///
  /// ```swift
  /// try table.performBatchUpdates(BatchUpdate([.deleteRows([IndexPath(row: 0, section: 0)])]),
  ///                               dataSource: model)
  /// ```
  /// - Throws: ``TableViewError`` with UIKit's reason (the `NSInternalInconsistencyException`
  ///   the app would die of), or ``TableViewError/unplaceableRows(section:)`` for a batch that
  ///   passed the checks but cannot be laid out (a bug of the simulation); the table is then
  ///   unchanged.
  /// - Complexity: O(n log n) in the updates, plus O(rows) of the sections they touch, plus
  ///   O(reloads × (deletes + inserts)) to place reloaded rows as UIKit does.
  public mutating func performBatchUpdates(
    _ update: BatchUpdate, dataSource: some TableViewDataSource
  ) throws(TableViewError) {
    let batch = try update.validated(against: self, dataSource: dataSource)
    if batch.reloadsData {
      reloadData(from: dataSource)
    } else {
      try apply(batch, dataSource: dataSource)
      hasPerformedInitialUpdate = true
    }
  }

  static func freshSection(_ section: Int, from dataSource: some TableViewDataSource) -> Section {
    Section(
      title: dataSource.title(forSection: section),
      rows: (0..<dataSource.numberOfRows(inSection: section)).map {
        dataSource.cell(at: IndexPath(row: $0, section: section))
      })
  }
}
