import DiffableEngine
import DiffableKit
import Foundation

/// A table view's data source that is the program's own object, as the session asks it for the
/// length of one call: its methods run as the table asks.
final class ProgramRows: TableViewDataSource {
  private let dataSource: any UITableViewDataSource
  private let tableView: UITableView

  init(dataSource: any UITableViewDataSource, tableView: UITableView) {
    (self.dataSource, self.tableView) = (dataSource, tableView)
  }

  var numberOfSections: Int { dataSource.numberOfSections(in: tableView) }

  func numberOfRows(inSection section: Int) -> Int {
    dataSource.tableView(tableView, numberOfRowsInSection: section)
  }

  func cell(at indexPath: DiffableKit.IndexPath) -> Cell {
    let cell = dataSource.tableView(
      tableView, cellForRowAt: Foundation.IndexPath(row: indexPath.row, section: indexPath.section))
    return Cell(item: SnapshotIdentifier(.string(cell.shownText)), content: cell.shownText)
  }

  func title(forSection section: Int) -> String? {
    dataSource.tableView(tableView, titleForHeaderInSection: section)
  }
}

extension Foundation.IndexPath {
  /// The session's index path of this one.
  var kit: DiffableKit.IndexPath { DiffableKit.IndexPath(row: row, section: section) }
}

extension DiffableSession {
  /// A call of a table whose data source is the program's (nil: its load), checked against what
  /// `rows` answers: false when the session refused it (it printed why, at the call's `place`, as
  /// the interpreter reports it at the statement's line).
  func programTable(_ command: TableViewCommand?, rows: any TableViewDataSource, at place: SourcePlace?)
    -> Bool
  {
    let client = ClientRows(rows)  // compiled code cannot fail as it answers: it would have crashed
    let operation: EngineOperation =
      command.map { .programTableCall($0, rows: client) } ?? .loadProgramTable(rows: client)
    return perform(operation, at: place)
  }
}
