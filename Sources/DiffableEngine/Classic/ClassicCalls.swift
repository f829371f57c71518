import DiffableKit

/// The `tableView.*` calls of a table told by hand, against its data source: classic mode's
/// model (the working snapshot), or a client's program that is the table's
/// `UITableViewDataSource`. A call outside a batch is its own update; the calls between
/// `beginUpdates` and `endUpdates`, or inside `performBatchUpdates { }`, are one update. Each
/// update is checked by the same validator as diffable mode's apply
/// (`TableView.performBatchUpdates(_:dataSource:)`: docs/UIKIT.md §3), against the rows on screen
/// before and the data source's answers after. A failed check is the app's crash (`crash`).
struct ClassicCalls<Model: TableViewDataSource> {
  /// The table, changed by the calls that pass.
  var table: ClassicTable
  /// What the table asks for its rows.
  let model: Model
  /// How the outcomes name the data source ("the model").
  let describesModel: String
  /// The error of a failed check, and whether the data source's counts had not changed.
  let crash: (TableViewError, _ modelUnchanged: Bool) -> SessionError

  init(
    table: ClassicTable, model: Model, describesModel: String,
    crash: @escaping (TableViewError, _ modelUnchanged: Bool) -> SessionError
  ) {
    (self.table, self.model, self.describesModel, self.crash) = (table, model, describesModel, crash)
  }

  /// The data source's row counts by section: `[3, 1]`.
  var modelRowCounts: [Int] { (0..<model.numberOfSections).map(model.numberOfRows(inSection:)) }

  /// Runs one command; `matchesModel` says whether a table shows the data source (nil: not
  /// compared).
  mutating func tell(_ command: TableViewCommand, matchesModel: (TableView) -> Bool?) throws(SessionError)
    -> Outcome
  {
    let name = command.member.name
    switch command {
    case .beginUpdates:
      var batch = table.openBatch ?? OpenBatch(depth: 0)
      batch.depth += 1
      table.openBatch = batch
      let line =
        batch.depth == 1
        ? "the table view gathers the next calls into one update, checked at tableView.endUpdates"
        : "nested tableView.beginUpdates (depth \(batch.depth)): UIKit treats nested batches as one, "
          + "checked at the outermost tableView.endUpdates"
      return Outcome(command: name, body: .text([line]))
    case .endUpdates:
      guard var batch = table.openBatch else { throw .endWithoutBegin }
      batch.depth -= 1
      if batch.depth > 0 {
        table.openBatch = batch
        return Outcome(
          command: name,
          body: .text([
            "closes the nested tableView.beginUpdates; the batch (\(SnapshotDrawing.plural(batch.calls.count, "call"))) "
              + "is checked at the outermost tableView.endUpdates"
          ]))
      }
      table.openBatch = nil
      return try runUpdate(BatchUpdate(batch.calls), command: name, matchesModel: matchesModel)
    case .reloadData:
      if table.openBatch != nil { throw .reloadDataInBatch }
      table.table.reloadData(from: model)
      return Outcome(
        command: name,
        body: .text([
          "the table view asked \(describesModel) for everything again and rendered every cell afresh, without "
            + "animation: \(ClassicDrawing.counts(modelRowCounts))"
        ]))
    case .performBatchUpdates(let inner):
      let calls = try SessionState.flatten(inner)
      if table.openBatch != nil { return record(calls, command: name) }
      return try runUpdate(BatchUpdate(calls), command: name, matchesModel: matchesModel)
    default:
      guard let call = command.call else { return Outcome(command: name) }
      if table.openBatch != nil { return record([call], command: name) }
      return try runUpdate(BatchUpdate([call]), command: name, matchesModel: matchesModel)
    }
  }

  /// Adds calls to the open batch (they are checked at `endUpdates`).
  private mutating func record(_ calls: [TableViewCall], command: String) -> Outcome {
    table.openBatch?.calls += calls
    let count = table.openBatch?.calls.count ?? 0
    let what = calls.isEmpty ? "nothing" : calls.map(\.text).joined(separator: "; ")
    return Outcome(
      command: command,
      body: .text([
        "recorded \(what); the batch holds \(SnapshotDrawing.plural(count, "call")), checked against "
          + "\(describesModel) at tableView.endUpdates"
      ]))
  }

  /// Checks `update` against the table (before) and the data source (after) and applies it.
  /// - Throws: `crash`'s error when a check fails: the app's crash; nothing changes here.
  private mutating func runUpdate(
    _ update: BatchUpdate, command: String, matchesModel: (TableView) -> Bool?
  ) throws(SessionError) -> Outcome {
    let before = table.table
    var after = before
    do {
      try after.performBatchUpdates(update, dataSource: model)
    } catch {
      throw crash(error, !update.calls.isEmpty && before.rowCounts == modelRowCounts)
    }
    table.table = after
    return Outcome(
      command: command,
      body: .text(
        UpdateDescription.lines(of: update, before: before, after: after, matchesModel: matchesModel(after))))
  }
}
