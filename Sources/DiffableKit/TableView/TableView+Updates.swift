// PLACEHOLDER: batch-update validation is being written in its own change; this stub keeps
// the package building until it lands.
extension TableView {
  /// Replaces every section and row with the data source's current content (`reloadData()`).
  public mutating func reloadData(from dataSource: some TableViewDataSource) {
    sections = (0..<dataSource.numberOfSections).map { section in
      Section(
        title: dataSource.title(forSection: section),
        rows: (0..<dataSource.numberOfRows(inSection: section)).map {
          dataSource.cell(at: IndexPath(row: $0, section: section))
        })
    }
  }

  /// Validates `update` as UITableView does against the table's rows before and the data
  /// source's counts after, then applies it: deleted rows go, inserted and reloaded rows get
  /// fresh cells from `dataSource`, reconfigured rows get new content in the same cell, and
  /// moved rows carry their cells along unchanged.
  /// - Throws: ``TableViewError`` with UIKit's reason; the table is then unchanged.
  public mutating func performBatchUpdates(
    _ update: BatchUpdate, dataSource: some TableViewDataSource
  ) throws(TableViewError) {
    fatalError("performBatchUpdates is not implemented yet")
  }
}
