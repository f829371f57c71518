import DiffableKit

// The `tableView.*` calls of classic mode (``ClassicCalls`` against the model). A failed check
// is the app's crash: the error carries UIKit's exception line, and the table reloads from the
// model as a relaunched app's would.

extension SessionState {
  /// Runs one `tableView.*` command (classic mode only).
  package mutating func tell(_ command: TableViewCommand) throws(SessionError) -> Outcome {
    guard let classic else { throw .notInClassicMode(command: command.member.name) }
    let model = ModelRows(self)
    var calls = ClassicCalls(table: classic, model: model, describesModel: "the model") {
      error, modelUnchanged in
      .classicCrash(error, modelUnchanged: modelUnchanged, modelRowCounts: model.rowCounts)
    }
    let outcome = try calls.tell(command, matchesModel: { $0.matches(model) })
    self.classic = calls.table
    return outcome
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
