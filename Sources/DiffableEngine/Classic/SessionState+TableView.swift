import DiffableKit

// The `tableView.*` calls of classic mode. A call outside a batch is its own update; the
// calls between `beginUpdates` and `endUpdates`, or inside `performBatchUpdates { }`, are one
// update. Each update is checked by the same validator as diffable mode's apply
// (`TableView.performBatchUpdates(_:dataSource:)`: docs/UIKIT.md §3), against the rows on screen
// before and the model after. A failed check is the app's crash: the error carries UIKit's
// exception line, and the table reloads from the model as a relaunched app's would.

extension SessionState {
  /// Runs one `tableView.*` command (classic mode only).
  package mutating func tell(_ command: TableViewCommand) throws(SessionError) -> Outcome {
    guard var classic else { throw .notInClassicMode(command: command.member.name) }
    let name = command.member.name
    switch command {
    case .beginUpdates:
      var batch = classic.openBatch ?? OpenBatch(depth: 0)
      batch.depth += 1
      classic.openBatch = batch
      self.classic = classic
      let line =
        batch.depth == 1
        ? "the table view gathers the next calls into one update, checked at tableView.endUpdates"
        : "nested tableView.beginUpdates (depth \(batch.depth)): UIKit treats nested batches as one, "
          + "checked at the outermost tableView.endUpdates"
      return Outcome(command: name, body: .text([line]))
    case .endUpdates:
      guard var batch = classic.openBatch else { throw .endWithoutBegin }
      batch.depth -= 1
      if batch.depth > 0 {
        classic.openBatch = batch
        self.classic = classic
        return Outcome(
          command: name,
          body: .text([
            "closes the nested tableView.beginUpdates; the batch (\(SnapshotDrawing.plural(batch.calls.count, "call"))) "
              + "is checked at the outermost tableView.endUpdates"
          ]))
      }
      classic.openBatch = nil
      return try runUpdate(BatchUpdate(batch.calls), in: classic, command: name)
    case .reloadData:
      if classic.openBatch != nil { throw .reloadDataInBatch }
      let model = ModelRows(self)
      classic.table.reloadData(from: model)
      self.classic = classic
      return Outcome(
        command: name,
        body: .text([
          "the table view asked the model for everything again and rendered every cell afresh, without "
            + "animation: \(ClassicDrawing.counts(model.rowCounts))"
        ]))
    case .performBatchUpdates(let inner):
      let calls = try Self.flatten(inner)
      if classic.openBatch != nil { return record(calls, command: name) }
      return try runUpdate(BatchUpdate(calls), in: classic, command: name)
    case .insertRows(let paths): return try call(.insertRows(paths), in: classic, command: name)
    case .deleteRows(let paths): return try call(.deleteRows(paths), in: classic, command: name)
    case .moveRow(let from, let to): return try call(.moveRow(from, to: to), in: classic, command: name)
    case .reloadRows(let paths): return try call(.reloadRows(paths), in: classic, command: name)
    case .reconfigureRows(let paths): return try call(.reconfigureRows(paths), in: classic, command: name)
    case .insertSections(let sections): return try call(.insertSections(sections), in: classic, command: name)
    case .deleteSections(let sections): return try call(.deleteSections(sections), in: classic, command: name)
    case .moveSection(let from, let to):
      return try call(.moveSection(from, to: to), in: classic, command: name)
    case .reloadSections(let sections): return try call(.reloadSections(sections), in: classic, command: name)
    }
  }

  /// One call: recorded in the open batch, or its own update.
  private mutating func call(_ call: TableViewCall, in classic: ClassicTable, command: String)
    throws(SessionError)
    -> Outcome
  {
    if classic.openBatch != nil { return record([call], command: command) }
    return try runUpdate(BatchUpdate([call]), in: classic, command: command)
  }

  /// Adds calls to the open batch (they are checked at `endUpdates`).
  private mutating func record(_ calls: [TableViewCall], command: String) -> Outcome {
    classic?.openBatch?.calls += calls
    let count = classic?.openBatch?.calls.count ?? 0
    let what = calls.isEmpty ? "nothing" : calls.map(\.text).joined(separator: "; ")
    return Outcome(
      command: command,
      body: .text([
        "recorded \(what); the batch holds \(SnapshotDrawing.plural(count, "call")), checked against the model "
          + "at tableView.endUpdates"
      ]))
  }

  /// Checks `update` against the table (before) and the model (after) and applies it.
  /// - Throws: ``SessionError/classicCrash(_:modelUnchanged:modelRowCounts:)`` when a check
  ///   fails: the app's crash. Nothing changes here; the session then commits the relaunch
  ///   (``relaunchAfterCrash()``) as a step of its own.
  private mutating func runUpdate(_ update: BatchUpdate, in classic: ClassicTable, command: String)
    throws(SessionError) -> Outcome
  {
    var classic = classic
    let model = ModelRows(self)
    let before = classic.table
    var table = before
    do {
      try table.performBatchUpdates(update, dataSource: model)
    } catch {
      let modelUnchanged = !update.calls.isEmpty && before.rowCounts == model.rowCounts
      throw .classicCrash(error, modelUnchanged: modelUnchanged, modelRowCounts: model.rowCounts)
    }
    classic.table = table
    self.classic = classic
    return Outcome(
      command: command,
      body: .text(UpdateDescription.lines(of: update, before: before, after: table, model: model)))
  }

  /// What a crashed app does when it is launched again: its table view loads the model
  /// afresh, and any open `beginUpdates` batch is gone. The session runs this after a
  /// ``SessionError/classicCrash(_:modelUnchanged:modelRowCounts:)`` and commits it as a step
  /// `undo` can take back (see ``Session``).
  mutating func relaunchAfterCrash() {
    guard var classic else { return }
    classic.openBatch = nil
    classic.table.reloadData(from: ModelRows(self))
    self.classic = classic
  }

  /// The calls of a `performBatchUpdates` block, nested blocks and balanced
  /// `beginUpdates` / `endUpdates` pairs flattened into it, as UIKit folds nested batches
  /// into the outer one.
  static func flatten(_ commands: [TableViewCommand]) throws(SessionError) -> [TableViewCall] {
    var calls: [TableViewCall] = []
    var depth = 0
    func walk(_ commands: [TableViewCommand]) throws(SessionError) {
      for command in commands {
        switch command {
        case .performBatchUpdates(let inner): try walk(inner)
        case .beginUpdates: depth += 1
        case .endUpdates:
          guard depth > 0 else {
            throw .unbalancedBlock(missingBegin: true)
          }
          depth -= 1
        case .reloadData: throw .reloadDataInBatch
        default:
          if let call = command.call { calls.append(call) }
        }
      }
    }
    try walk(commands)
    guard depth == 0 else {
      throw .unbalancedBlock(missingBegin: false)
    }
    return calls
  }
}
