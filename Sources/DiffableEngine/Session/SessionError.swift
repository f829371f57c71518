import DiffableKit

/// Why a command failed, as a typed value: each case carries what its message needs.
///
/// UIKit's own texts stay in DiffableKit (``SnapshotError``, ``TableViewError``); diffable's
/// explanations and fix sentences are all in `SessionError+Text.swift`, which gives each case
/// its stable JSON ``code``, its ``message``, its ``fix``, the ``crashNote`` under a UIKit
/// exception, and what the failure means (``isUIKitException``, ``relaunchesApp``). The
/// renderers print those.
///
/// Its cases are boxed (`indirect`): an ``Outcome`` holds an optional error, and a value the
/// size of the largest case would make every outcome of every line that many bytes.
public indirect enum SessionError: Error, Hashable, Sendable {
  // MARK: The language
  /// `error`, placed at `column` of the entry (a front end places its commands' errors), its
  /// message led by `place` when given (the `LINE:COLUMN` of a block typed at the prompt).
  case located(SessionError, column: Int, place: String?)
  /// A line that does not parse.
  case parse(ParseError)
  /// `help TOPIC` of no command; `nearest` is a close spelling.
  case unknownHelpTopic(String, nearest: String?)
  /// `source` or `quit` given to a ``Session`` without the ``Shell`` that runs them.
  case runByScriptRunner(command: String)
  /// `set ios N` of a version diffable has no profile for.
  case unsupportedVersion(Int)
  /// An error a client language found before the engine ran (the Swift interpreter's errors,
  /// swift-syntax's diagnostics), with its own texts.
  case diagnostic(Diagnostic)
  /// A Swift line that uses a name bound to something other than a snapshot as one.
  case notASnapshot(String)
  /// The person pressed Ctrl-C (``Interruption``): the command stopped at a safe point and
  /// changed nothing; a script stops.
  case interrupted

  // MARK: Script files
  /// A script path that does not exist.
  case fileNotFound(path: String)
  /// A script path that is a directory.
  case notAFile(path: String)
  /// A script that cannot be opened or read; `reason` is the system's, when known.
  case unreadableFile(path: String, reason: String?)
  /// Standard input (or another descriptor) that is closed.
  case closedInput(name: String)
  /// A script with NUL bytes.
  case binaryFile(path: String)
  /// A script over the size limit (in MB).
  case fileTooLarge(path: String, limitMB: Int)
  /// A script that is not UTF-8, with the first line that is not.
  case invalidUTF8(path: String, line: Int)
  /// Standard input that is not UTF-8, with the first line that is not.
  case standardInputNotUTF8(name: String, line: Int)
  /// `lesson NAME` of no lesson; `nearest` is a close name, `count` how many there are.
  case unknownLesson(String, nearest: String?, count: Int)
  /// `export` to a file that cannot be written.
  case cannotWrite(path: String, reason: String, fix: String)
  /// `source` of a script already being run.
  case sourceCycle(path: String)
  /// `source` nested deeper than the limit.
  case sourceTooDeep(limit: Int)
  /// `source` ran more lines, counting every script it sourced in turn, than the bound.
  case sourceTooLong(limit: Int)

  // MARK: Types, values and cells
  /// A redeclaration that changes the fields of a type in use.
  case typeInUse(String)
  /// A `struct` declaration DiffableKit rejects.
  case invalidDeclaration(TypeError)
  /// `hash T` / `equal T` of an undeclared type.
  case ruleForUnknownType(String)
  /// A `hash` / `equal` rule DiffableKit rejects.
  case invalidRule(TypeError)
  /// `cell T` of a type that is neither declared nor built in.
  case cellForUnknownType(String, builtIn: [String])
  /// A struct value of an undeclared type.
  case valueOfUnknownType(String, declared: [String])
  /// A struct value with too few or too many arguments.
  case wrongArgumentCount(type: StructType, given: Int)
  /// A struct value whose label does not match the field in its place.
  case wrongLabel(String, field: String, type: StructType)
  /// A cell template longer than the limit.
  case templateTooLong(length: Int, limit: Int)
  /// A cell template with a `{` that is not closed.
  case unclosedPlaceholder
  /// A cell template placeholder that names no field.
  case unknownPlaceholder(String, type: String, fields: [String])
  /// A rule change under which two identifiers of a snapshot become equal.
  case ruleMakesIdentifiersEqual(SnapshotError)

  // MARK: Snapshots and the data source
  /// A snapshot or data source call UIKit rejects, under the profile of `iOS`.
  case snapshot(SnapshotError, iOS: Int, command: APIMember)
  /// Identifiers that are `==` but hash differently, found at apply; `equalityFields` are the
  /// fields `==` of their type compares.
  case hashContract(
    SnapshotIdentifier, SnapshotIdentifier, kind: IdentifierKind, equalityFields: [String]?, iOS: Int)
  /// An engine diff the table view rejected: a bug in diffable.
  case diffDidNotValidate(TableViewError)
  /// A client's cell provider returned no cell for `item` at the index path, as UIKit forbids.
  case nilCell(SnapshotIdentifier, at: IndexPath)
  /// A client's cell provider failed for `item` at the index path (the client said why).
  case cellProviderFailed(SnapshotIdentifier, at: IndexPath)
  /// An API the profile's iOS does not have yet.
  case unavailable(IntroducedAPI, iOS: Int)
  /// `explain` before any apply.
  case nothingToExplain
  /// `undo` with nothing to undo.
  case nothingToUndo
  /// `redo` with nothing to redo.
  case nothingToRedo

  // MARK: Classic mode
  /// An update that failed UITableView's checks: the app's crash, after which the table
  /// relaunched, reloaded from the model with `modelRowCounts`. `modelUnchanged` says the
  /// calls told of a change the model had not made.
  case classicCrash(TableViewError, modelUnchanged: Bool, modelRowCounts: [Int])
  /// An update of a table whose data source is a client's program that failed UITableView's
  /// checks: the app's crash. `dataSourceUnchanged` says the calls told of a change the data
  /// source's answers had not made. Nothing changed (the client takes back its entry).
  case programTableCrash(TableViewError, dataSourceUnchanged: Bool)
  /// The code of a client's program that is a table's data source failed as the table asked it
  /// for its rows (the client reports why).
  case programDataSourceFailed
  /// A `tableView.*` call in diffable mode.
  case notInClassicMode(command: String)
  /// `reloadItems`, `reconfigureItems`, `reloadSections` in classic mode.
  case markInClassicMode(String)
  /// A command of the diffable data source in classic mode.
  case noDiffableDataSource(command: String)
  /// `mode diffable` while `tableView.beginUpdates` is open with `calls` recorded.
  case openBatchAtModeChange(calls: Int)
  /// A script or session that ended (`end` says which) inside `tableView.beginUpdates`.
  case unclosedBatch(calls: Int, end: String)
  /// `tableView.endUpdates` without `tableView.beginUpdates`.
  case endWithoutBegin
  /// `tableView.reloadData` inside a batch.
  case reloadDataInBatch
  /// A `performBatchUpdates` block whose `beginUpdates` and `endUpdates` do not pair up.
  case unbalancedBlock(missingBegin: Bool)

  /// Whether this is ``interrupted`` (placed or not): Ctrl-C, which `try?` does not swallow.
  public var isInterruption: Bool {
    if case .located(let error, _, _) = self { return error.isInterruption }
    return self == .interrupted
  }
}

/// Runs `body`, turning its ``Interrupted`` into ``SessionError/interrupted``.
package func interruptible<Result>(_ body: () throws(Interrupted) -> Result) throws(SessionError) -> Result {
  do {
    return try body()
  } catch {
    throw .interrupted
  }
}
