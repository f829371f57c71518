import DiffableEngine
import DiffableInterpreter
import DiffableKit

/// One entry's link between the program and the shell: UIKit calls become engine operations,
/// printed text becomes print outcomes, errors become diagnostics at their place.
final class HostBridge: UIKitHost {
  let host: any EntryHost
  let location: InputLocation
  let interactive: Bool
  /// What the program printed since its last line ended.
  var pending = ""
  /// Whether the session refused a call and reported why (the entry's error is not reported again).
  private(set) var reportedRefusal = false
  /// Reports an error of the program at its place (in the entry whose code it is in).
  var reportError: (InterpreterError) -> Void = { _ in }
  /// Where the session's refusal of a call the program made at a place is shown (in the entry
  /// whose code it is in).
  var place: (SourceLocation) -> EntryPlace? = { _ in nil }
  /// Whether the failed entry had changed the program before its error (taken back with it).
  var tookBackChanges = false

  init(host: any EntryHost, location: InputLocation, interactive: Bool) {
    (self.host, self.location, self.interactive) = (host, location, interactive)
  }

  func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool, cells: ProgramCells?, at location: SourceLocation
  ) -> Bool {
    perform(.applyValue(snapshot, animatingDifferences: animatingDifferences), cells: cells, at: location)
  }

  func applyUsingReloadData(_ snapshot: Snapshot, cells: ProgramCells?, at location: SourceLocation) -> Bool {
    perform(.applyValueUsingReloadData(snapshot), cells: cells, at: location)
  }

  func reloadData(cells: ProgramCells?, at location: SourceLocation) -> Bool {
    perform(.reloadData, cells: cells, at: location)
  }

  func editCells(_ cells: [(path: IndexPath, content: String)], at location: SourceLocation) -> Bool {
    perform(.editCells(cells.map { EditedCell(path: $0.path, content: $0.content) }), at: location)
  }

  func programTable(
    _ call: ProgramTableCall?, rows: any TableViewDataSource, failure: @escaping () -> InterpreterError?,
    at location: SourceLocation
  ) -> Bool {
    let client = ClientRows(rows, hasFailed: { failure() != nil })
    let ok = perform(
      call.map { .programTableCall(Self.command(of: $0), rows: client) } ?? .loadProgramTable(rows: client),
      at: location)
    // Why the program's data source failed, under the session's report of the call it stopped.
    if let failure = failure() { reportError(failure) }
    return ok
  }

  /// The session's command of a program's table call.
  private static func command(of call: ProgramTableCall) -> TableViewCommand {
    switch call {
    case .reloadData: .reloadData
    case .beginUpdates: .beginUpdates
    case .endUpdates: .endUpdates
    case .performBatchUpdates(let calls): .performBatchUpdates(calls.map(command))
    case .update(.insertRows(let paths)): .insertRows(paths)
    case .update(.deleteRows(let paths)): .deleteRows(paths)
    case .update(.moveRow(let from, let to)): .moveRow(from, to: to)
    case .update(.reloadRows(let paths)): .reloadRows(paths)
    case .update(.reconfigureRows(let paths)): .reconfigureRows(paths)
    case .update(.insertSections(let sections)): .insertSections(sections)
    case .update(.deleteSections(let sections)): .deleteSections(sections)
    case .update(.moveSection(let from, let to)): .moveSection(from, to: to)
    case .update(.reloadSections(let sections)): .reloadSections(sections)
    }
  }

  func programTableRowCounts() -> [Int]? {
    host.session.state.programTable.map { $0.table.sections.map(\.rows.count) }
  }

  func appliedSnapshot() -> Snapshot { host.session.state.dataSource.snapshot }

  func showSectionTitles(_ titles: [String?], at location: SourceLocation) -> Bool {
    perform(.sectionTitles(titles), at: location)
  }

  func declare(structure: StructType, at location: SourceLocation) -> Bool {
    declare(.structure(structure), at: location)
  }

  func declare(executedRule: ExecutedRule, at location: SourceLocation) -> Bool {
    declare(.executedRule(executedRule), at: location)
  }

  func declare(enumeration: EnumType, at location: SourceLocation) -> Bool {
    declare(.enumeration(enumeration), at: location)
  }

  func declare(alias: String, for target: String, at location: SourceLocation) -> Bool {
    declare(.alias(name: alias, target: target), at: location)
  }

  /// A declaration the session refuses is reported, and the program goes on (its type is then
  /// run as code): unlike a refused call, it does not stop the entry, so a later error of the
  /// entry is still reported.
  private func declare(_ declaration: Declaration, at call: SourceLocation) -> Bool {
    flush()
    return host.perform(.declare(declaration), at: location, place: place(call), interactive: interactive).ok
  }

  func identifier(for value: Value) -> SnapshotIdentifier {
    host.session.state.registry.identifier(for: value)
  }

  /// The short syntax's working snapshot, unless a Swift value of another kind holds its name.
  func workingSnapshot() -> WorkingSnapshot? {
    let state = host.session.state
    let name = SnapshotsAndTable.workingName
    guard state.isSnapshot(name) else { return nil }
    let types = state.bindings.elementTypes[name]
    return WorkingSnapshot(state.working, sectionType: types?.section, itemType: types?.item)
  }

  /// The program's `snapshot` becomes the short syntax's working snapshot.
  func keepWorkingSnapshot(_ working: WorkingSnapshot) -> Bool {
    var types: SnapshotElementTypes?
    if let section = working.sectionType, let item = working.itemType {
      types = SnapshotElementTypes(section: section, item: item)
    }
    return perform(
      .bindSnapshot(SnapshotsAndTable.workingName, .value(working.snapshot, types), mutable: true), at: nil)
  }

  /// UIKit's console log, as the session prints the short syntax's: a warning of the edit.
  func log(_ warning: String, in method: String) {
    flush()
    var outcome = Outcome(command: method)
    outcome.warnings = [warning]
    host.report(outcome, at: location, interactive: interactive)
  }

  /// Performs the operation the program's call at `call` made, whose refusal is shown there.
  private func perform(_ operation: EngineOperation, cells: ProgramCells? = nil, at call: SourceLocation?)
    -> Bool
  {
    flush()
    let provider = cells.map(CellsOfProgram.init)
    let ok = host.perform(
      operation, at: location, place: call.flatMap(place), interactive: interactive, cells: provider
    ).ok
    // Why the cell provider failed, under the engine's report of the apply it stopped (not while
    // the engine runs the apply: the shell is not to be re-entered then).
    if let failure = provider?.failure { reportError(failure) }
    if !ok { reportedRefusal = true }
    return ok
  }

  /// Text the program printed: each whole line is reported as it ends.
  func print(_ text: String) {
    pending += text
    while let newline = pending.firstIndex(of: "\n") {
      let line = String(pending[..<newline])
      pending = String(pending[pending.index(after: newline)...])
      host.report(Outcome(command: "print", body: .text([line])), at: location, interactive: interactive)
    }
  }

  /// Reports what the program printed without ending the line.
  func flush() {
    guard !pending.isEmpty else { return }
    let line = pending
    pending = ""
    host.report(Outcome(command: "print", body: .text([line])), at: location, interactive: interactive)
  }

  /// Reports an interpreter error at its place in the entry `text` found at `place`
  /// (`LINE:COLUMN:` when typed).
  func report(_ error: InterpreterError, in text: String, at entryLocation: InputLocation) {
    let place = error.location
    let column = EntryColumn.of(line: place.line, utf8Column: place.column, in: text)
    let prefix = entryLocation.isInteractive ? "\(place.line):\(place.column): " : ""
    var fix = error.fix ?? error.fixIt.map { "fix-it: \($0)" }
    if let (raised, method) = error.snapshotFailure, let member = APIMember(rawValue: method) {
      // UIKit's exception, with the engine's fix in Swift's words.
      fix = SessionError.snapshot(raised, iOS: host.session.settings.iOS, command: member)
        .fix(phrasedBy: SwiftPhrasing())
    }
    if fix == nil && error.stage == .syntax { fix = "check the Swift near the caret" }
    let id = error.isUncaughtException ? Diagnostic.uncaughtExceptionID : "swift"
    let diagnostic = Diagnostic(id: id, message: prefix + error.message, fix: fix, column: column)
    var outcome = Outcome(command: "swift", error: .diagnostic(diagnostic))
    outcome.tookBackChanges = tookBackChanges
    host.report(outcome, at: entryLocation, interactive: interactive)
  }
}

/// The program's cell provider as the engine asks for cells; the first error of its code is
/// kept for the bridge to report once the engine is done.
final class CellsOfProgram: CellProviding {
  let cells: ProgramCells
  private(set) var failure: InterpreterError?

  init(_ cells: ProgramCells) { self.cells = cells }

  func cell(for item: SnapshotIdentifier, at indexPath: IndexPath) -> ProvidedCell {
    switch cells.cell(for: item, at: indexPath) {
    case .text(let text): return .text(text)
    case .none: return .none
    case .failed(let error):
      failure = error
      return .failed
    }
  }
}
