extension TableView {
  /// Replaces every section and row with the data source's current content (`reloadData()`):
  /// every cell is rendered afresh.
  /// - Complexity: O(rows after).
  public mutating func reloadData(from dataSource: some TableViewDataSource) {
    Interruption.uninterrupted { (never) throws(Interrupted) in
      try reloadData(from: dataSource, interruption: never)
    }
  }

  /// `reloadData()`, asking `interruption` every ``Interruption/stride`` rows.
  /// - Throws: ``Interrupted`` when it asked to stop; the table is then unchanged.
  /// - Complexity: O(rows after).
  public mutating func reloadData(
    from dataSource: some TableViewDataSource, interruption: Interruption
  ) throws(Interrupted) {
    var counter = interruption.counter()
    var fresh: [Section] = []
    fresh.reserveCapacity(dataSource.numberOfSections)
    for section in 0..<dataSource.numberOfSections {
      fresh.append(try Self.freshSection(section, from: dataSource, counter: &counter))
    }
    sections = fresh
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
  ///   With an `interruption`, the layout asks it every ``Interruption/stride`` rows and throws
  ///   ``TableViewError/interrupted`` when it asked to stop; the table is then unchanged.
  public mutating func performBatchUpdates(
    _ update: BatchUpdate, dataSource: some TableViewDataSource, interruption: Interruption = .never
  ) throws(TableViewError) {
    let batch = try update.validated(against: self, dataSource: dataSource)
    if interruption.isRequested() { throw .interrupted }
    if batch.reloadsData {
      do {
        try reloadData(from: dataSource, interruption: interruption)
      } catch {
        throw .interrupted
      }
    } else {
      try apply(batch, dataSource: dataSource, interruption: interruption)
      hasPerformedInitialUpdate = true
    }
  }

  static func freshSection(
    _ section: Int, from dataSource: some TableViewDataSource, counter: inout InterruptionCounter
  ) throws(Interrupted) -> Section {
    let rows = try dataSource.cells(inSection: section, counter: &counter)
    return Section(title: dataSource.title(forSection: section), rows: rows)
  }
}
