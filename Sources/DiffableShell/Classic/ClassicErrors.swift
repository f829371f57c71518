import DiffableKit

/// Classic mode's errors: UIKit's crash when an update fails its checks, and diffable's own
/// errors for calls that have no meaning in the current mode or batch.
enum ClassicErrors {
  /// UIKit's uncaught-exception line, as the console of a crashed app shows it.
  static func terminatingLine(_ reason: String) -> String {
    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
  }

  /// An update that failed UITableView's checks: the app's crash, after which the table
  /// reloaded from the model (the caller does that).
  static func crash(_ error: TableViewError, update: BatchUpdate, before: TableView, model: ModelRows)
    -> ShellError
  {
    ShellError(
      code: error.code, message: terminatingLine(error.reason),
      fix: fix(for: error, update: update, before: before, model: model), isUIKitException: true,
      consequence: "here the app relaunched: the table view reloaded from the model "
        + "(\(ClassicDrawing.counts(model.rowCounts))); `undo` steps back to before the crash")
  }

  /// The plain sentence under a crash: what the check means and how to get it right.
  static func fix(for error: TableViewError, update: BatchUpdate, before: TableView, model: ModelRows)
    -> String
  {
    switch error.code {
    case "invalidNumberOfRows", "invalidNumberOfSections":
      if !update.calls.isEmpty && before.rowCounts == model.rowCounts {
        return "the model still has the rows the table shows, so the table was told of a change the model "
          + "has not made: change the model first (deleteItems, appendItems, ...), then tell the table, or "
          + "do both between tableView.beginUpdates and tableView.endUpdates"
      }
      return "after the update the table asks the model for its counts, and each must equal the count "
        + "before plus the inserts, minus the deletes, plus the moves in, minus the moves out: the calls "
        + "must describe exactly what changed in the model (`show` compares model and table before you call)"
    case "deleteAndReload", "deleteAndMoveRow", "deleteAndMoveSection", "insertAndMoveRow",
      "insertAndMoveSection", "moveRowToBoth", "moveSectionToBoth", "moveBothRowsTo", "moveBothSectionsTo":
      return "one update may touch a position only once: a row that is deleted or reloaded cannot also "
        + "move, a move cannot land where a row is inserted, and two moves cannot share a source or a "
        + "destination"
    default:
      return "deletes, reloads and move sources name positions in the table before the update; inserts "
        + "and move destinations name positions in the model after it (`show` lists both)"
    }
  }

  /// A `tableView.*` call in diffable mode.
  static func notInClassicMode(_ command: Command) -> ShellError {
    ShellError(
      code: "notInClassicMode",
      message: "\(command.name) is for classic mode: in diffable mode the "
        + "UITableViewDiffableDataSource tells the table view itself",
      fix: "`mode classic` to tell the table by hand, or change the snapshot and apply")
  }

  /// `reloadItems`, `reconfigureItems`, `reloadSections` in classic mode: marks that only a
  /// diffable data source reads.
  static func markInClassicMode(_ command: Command) -> ShellError {
    let call = command.kind == .reloadSections ? "tableView.reloadSections 0" : "tableView.reloadRows [0, 1]"
    return ShellError(
      code: "classicMode",
      message: "\(command.name) marks a snapshot for a diffable data source's next apply; in classic mode "
        + "no apply reads it",
      fix: "tell the table directly, e.g. \(call), or `mode diffable` to use snapshots")
  }

  /// A command of the diffable data source in classic mode.
  static func noDiffableDataSource(_ command: Command) -> ShellError {
    ShellError(
      code: "classicMode",
      message: "\(command.name) belongs to UITableViewDiffableDataSource, and in classic mode the table's "
        + "data source is a plain UITableViewDataSource over the model",
      fix: "tell the table with tableView.* calls (`show` compares model and table), or `mode diffable`")
  }

  /// `mode diffable` while `beginUpdates` is open.
  static func openBatchAtModeChange(_ batch: OpenBatch) -> ShellError {
    ShellError(
      code: "openBatch",
      message: "tableView.beginUpdates is still open (\(SnapshotDrawing.plural(batch.calls.count, "call")) "
        + "recorded): the table cannot change data source in the middle of an update",
      fix: "close it with tableView.endUpdates (which checks the calls), or undo back to before beginUpdates")
  }

  /// A script or session that ended while `beginUpdates` was open.
  static func unclosedBatch(_ batch: OpenBatch, at end: String) -> ShellError {
    let calls =
      switch batch.calls.count {
      case 0: "no calls were recorded"
      case 1: "its 1 call was never checked"
      case let count: "its \(count) calls were never checked"
      }
    return ShellError(
      code: "openBatch", message: "\(end) inside tableView.beginUpdates: \(calls)",
      fix: "end every tableView.beginUpdates with tableView.endUpdates")
  }

  /// The warning of `reset` when it throws away an open batch.
  static func discardedBatch(_ batch: OpenBatch) -> String {
    "the open tableView.beginUpdates batch (\(SnapshotDrawing.plural(batch.calls.count, "call"))) was "
      + "discarded unchecked"
  }

  /// `endUpdates` with no batch open.
  static let endWithoutBegin = ShellError(
    code: "noOpenBatch",
    message: "tableView.endUpdates without tableView.beginUpdates: there is no batch to end",
    fix: "open one with tableView.beginUpdates, or make a single call: it is its own update")

  /// `reloadData` inside a batch.
  static let reloadDataInBatch = ShellError(
    code: "reloadDataInBatch",
    message:
      "tableView.reloadData inside a batch update: UIKit does not define what the pending calls do then",
    fix: "end the batch first (tableView.endUpdates), then reloadData")

  /// A `performBatchUpdates` block whose `beginUpdates` and `endUpdates` do not pair up.
  static func unbalancedBlock(_ what: String) -> ShellError {
    ShellError(
      code: "unbalancedBatch", message: "\(what) inside tableView.performBatchUpdates { }",
      fix:
        "pair every beginUpdates with an endUpdates inside the block, or leave both out: the block is already one update"
    )
  }
}
