import DiffableKit

// The table view of a client's program whose own object is its `UITableViewDataSource`: the
// program's `tableView.*` calls, checked as classic mode's are (``ClassicCalls``) against the
// answers of the program's methods, which the client gives as a `TableViewDataSource` for the
// length of the call. A failed check is the app's crash; nothing changes, and the client takes
// back the entry that made it.

extension SessionState {
  /// The program's table loads: it asks the data source for every section, row and cell.
  package mutating func loadProgramTable(from client: ClientRows) throws(SessionError) -> Outcome {
    let table = ClassicTable(loadedFrom: client.rows)
    if client.hasFailed() { throw .programDataSourceFailed }
    programTable = table
    return Outcome(
      command: APIMember.tableViewReloadData.name,
      body: .text([
        "the table view loaded its rows from its data source (the program's): "
          + ClassicDrawing.counts(table.table.rowCounts)
      ]))
  }

  /// One `tableView.*` call of the program's table, whose data source answers as `client` does.
  package mutating func tellProgramTable(_ command: TableViewCommand, client: ClientRows) throws(SessionError)
    -> Outcome
  {
    try tell(command, rows: client.rows, client: client)
  }

  private mutating func tell(_ command: TableViewCommand, rows: some TableViewDataSource, client: ClientRows)
    throws(SessionError) -> Outcome
  {
    var calls = ClassicCalls(
      table: programTable ?? ClassicTable(loadedFrom: rows), model: rows, describesModel: "its data source"
    ) { error, unchanged in
      .programTableCrash(error, dataSourceUnchanged: unchanged)
    }
    let outcome: Outcome
    do {
      outcome = try calls.tell(command, matchesModel: { _ in nil })
    } catch {
      // What the data source's code did wrong comes first.
      if client.hasFailed() { throw .programDataSourceFailed }
      throw error
    }
    if client.hasFailed() { throw .programDataSourceFailed }
    programTable = calls.table
    return outcome
  }
}
