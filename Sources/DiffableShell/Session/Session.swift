import DiffableKit

/// The interpreter: a parsed ``Command`` goes in, an ``Outcome`` comes out.
///
/// Every command runs on a copy of the state, which replaces the state only when the command
/// succeeded; a failed command changes nothing, with one exception, the relaunch rule: in
/// classic mode an update that fails UITableView's checks is the app's crash, and the
/// relaunched app's table reloads from the model. That failure is reported as an error and
/// its relaunch is committed as a step of its own (``ShellError/relaunchesApp``), which
/// `undo` takes back. State-changing commands can be undone, up to ``undoLimit`` steps at
/// any size (the states share what commands did not change).
///
/// ```swift
/// var session = Session()
/// session.execute(.appendSections([.symbol("main")]))
/// session.execute(.appendItems([.int(1), .int(2)], toSection: nil))
/// let outcome = session.execute(.apply(animatingDifferences: true))
/// ```
public struct Session: Sendable {
  /// The current state.
  public private(set) var state = SessionState()
  /// The current settings.
  public var settings: Settings
  private var undoStack = UndoHistory()
  private var redoStack: [(command: String, state: SessionState)] = []
  /// Whether `show` said once why the sections have no header titles (not part of undo).
  private var hasExplainedHeaders = false
  /// The most states kept for undo.
  public static let undoLimit = 200

  /// A new session.
  public init(settings: Settings = Settings()) {
    self.settings = settings
  }

  /// Runs one command. The long ones (apply, diff, show, print, explain) ask `interruption`
  /// inside their loops; when it asks to stop, the outcome is ``ShellError/interrupted`` and
  /// the state is as before the command.
  public mutating func execute(_ command: Command, interruption: Interruption = .never) -> Outcome {
    let (command, isTried) = command.withoutTry
    var outcome = dispatch(command, interruption: interruption)
    if isTried { outcome.isTried = true }
    return outcome
  }

  /// Runs `perform` on a copy of the state; the copy replaces the state when the command
  /// returned and the catalog says it changes state (then it is recorded for undo).
  ///
  /// What the catalog says about the command is applied here, before `perform` runs: the
  /// profile's iOS must have its API (``CommandSpec/introduced``), and in classic mode its
  /// ``CommandSpec/classic`` policy decides whether `perform` (its diffable-mode behaviour)
  /// runs, runs as a model edit, or is an error; `tableView.*` calls need classic mode.
  mutating func transact(
    _ command: Command, _ perform: (inout SessionState, Settings) throws(ShellError) -> Outcome
  ) -> Outcome {
    var next = state
    let settings = settings
    let spec = command.kind.spec
    do throws(ShellError) {
      if let introduced = Self.introduced(command), settings.iOS < introduced.version {
        throw .unavailable(introduced, iOS: settings.iOS)
      }
      let outcome: Outcome
      switch (next.classic != nil, spec.classic) {
      case (false, .classicOnly): throw .notInClassicMode(command: command.name)
      case (false, _), (true, .sameInBothModes), (true, .classicOnly): outcome = try perform(&next, settings)
      case (true, .editsModel):
        outcome = try next.editModel { state throws(ShellError) in try perform(&state, settings) }
      case (true, .rejectsMarks): throw .markInClassicMode(command.kind)
      case (true, .needsDiffableDataSource): throw .noDiffableDataSource(command: command.name)
      case (true, .printsModel):
        outcome = Outcome(command: command.name, body: .text(ClassicDrawing.modelLines(of: next)))
      }
      if spec.changesState { commit(next, as: command.name) }
      return outcome
    } catch {
      if error.relaunchesApp {
        // The relaunch rule: UIKit's crash in classic mode is a failure, yet it changes the
        // state, as the relaunched app's table reloads from the model. That step is taken
        // here, from the state before the command, and committed like a command.
        var relaunched = state
        relaunched.relaunchAfterCrash()
        commit(relaunched, as: command.name)
      }
      return Outcome(command: command.name, error: error)
    }
  }

  /// The first iOS version that has what `command` calls, when it is later than 13 (as the
  /// catalog says); for a `performBatchUpdates` block, the first call inside that needs one.
  static func introduced(_ command: Command) -> IntroducedAPI? {
    if let introduced = command.kind.spec.introduced { return introduced }
    guard case .tableView(.performBatchUpdates(let calls)) = command.withoutTry.command else { return nil }
    return calls.lazy.compactMap { introduced(.tableView($0)) }.first
  }

  /// Makes `next` the state, recording the current one for undo under `name`.
  private mutating func commit(_ next: SessionState, as name: String) {
    undoStack.push(name, state)
    if !redoStack.isEmpty { redoStack = [] }
    state = next
  }

  /// The next `UUID()` of the session's seeded sequence.
  public mutating func nextUUID() -> String { state.uuids.next() }

  /// The next number of the session's seeded random sequence.
  public mutating func nextRandom() -> UInt64 { state.random.next() }

  mutating func reset() -> Outcome {
    let openBatch = state.classic?.openBatch
    state = SessionState()
    undoStack.removeAll()
    redoStack = []
    var outcome = Outcome(.reset, body: .text(["a new session: no types, no sections, no items"]))
    if let openBatch { outcome.warnings.append(ClassicWarnings.discardedBatch(openBatch)) }
    return outcome
  }

  mutating func undo() -> Outcome {
    guard let last = undoStack.popLast() else {
      return Outcome(
        .undo,
        error: .nothingToUndo)
    }
    redoStack.append((last.command, state))
    state = last.state
    return Outcome(.undo, body: .text(["undid \(last.command)"]))
  }

  mutating func redo() -> Outcome {
    guard let next = redoStack.popLast() else {
      return Outcome(
        .redo,
        error: .nothingToRedo)
    }
    undoStack.push(next.command, state)
    state = next.state
    return Outcome(.redo, body: .text(["redid \(next.command)"]))
  }

  mutating func set(_ setting: Setting) -> Outcome {
    switch setting {
    case .bail(let on): settings.bail = on
    case .format(let format): settings.format = format
    case .color(let on): settings.color = on
    case .ios(let version):
      guard BehaviourProfile.versions.contains(version) else {
        return Outcome(.set, error: .unsupportedVersion(version))
      }
      settings.iOS = version
      return Outcome(.set, body: .text(BehaviourProfile.setLines(iOS: version)))
    }
    return Outcome(.set)
  }
}

// The session's one switch over the commands: each command's behaviour, or where it lives.
// It is exhaustive, so a new command does not compile until it says what it does; whether
// it changes state, its availability and what it does in classic mode come from the
// catalog (``CommandSpec``), applied by `transact`.

extension Session {
  /// Runs `command` (already without `try?`); the long ones ask `interruption` (Ctrl-C).
  mutating func dispatch(_ command: Command, interruption: Interruption = .never) -> Outcome {
    let name = command.name
    switch command {
    // Types
    case .declareStruct(let typeName, let fields, let hash, let equal):
      return transact(command) { state, _ throws(ShellError) in
        try state.declareStruct(typeName, fields: fields, hash: hash, equal: equal)
      }
    case .setHash(let typeName, let selection):
      return transact(command) { state, _ throws(ShellError) in
        try state.changeRule(of: typeName, hash: selection, equal: nil)
      }
    case .setEqual(let typeName, let selection):
      return transact(command) { state, _ throws(ShellError) in
        try state.changeRule(of: typeName, hash: nil, equal: selection)
      }
    case .cell(let typeName, let template):
      return transact(command) { state, _ throws(ShellError) in
        try state.declareCell(typeName, template: template)
      }
    case .declare(let declaration):
      return transact(command) { state, _ throws(ShellError) in try state.declare(declaration) }
    case .bind(let bindingName, let binding):
      return transact(command) { state, _ throws(ShellError) in try state.bind(bindingName, binding) }

    // Snapshot edits
    case .appendSections(let sections):
      return edit(command) { state in
        try state.snapshots.working.appendSections(try state.identifiers(sections))
        return EditEffect()
      }
    case .insertSections(let sections, let placement):
      return edit(command, naming: [placement.anchor]) { state in
        let ids = try state.identifiers(sections)
        try state.snapshots.working.insertSections(ids, try state.placement(placement))
        return EditEffect()
      }
    case .deleteSections(let sections):
      return edit(command, naming: sections) { state in
        EditEffect(absent: try state.snapshots.working.deleteSections(try state.identifiers(sections)))
      }
    case .moveSection(let section, let placement):
      return edit(command, naming: [section, placement.anchor]) { state in
        let id = try state.identifier(section)
        try state.snapshots.working.moveSection(id, try state.placement(placement))
        return EditEffect()
      }
    case .reloadSections(let sections):
      return edit(command, naming: sections) { state in
        try state.snapshots.working.reloadSections(try state.identifiers(sections))
        return EditEffect()
      }
    case .appendItems(let items, let section):
      return edit(command, naming: section.map { [$0] } ?? []) { state in
        let ids = try state.identifiers(items)
        let target = try section.map { expression throws(ShellError) in try state.identifier(expression) }
        let slip =
          section == nil
          ? LabelSlips.warning(items: items, in: state.snapshots.working, registry: state.types.registry)
          : nil
        var effect = EditEffect(warnings: try state.snapshots.working.appendItems(ids, toSection: target))
        effect.slip = slip
        return effect
      }
    case .insertItems(let items, let placement):
      return edit(command, naming: [placement.anchor]) { state in
        let ids = try state.identifiers(items)
        return EditEffect(
          warnings: try state.snapshots.working.insertItems(ids, try state.placement(placement)))
      }
    case .moveItem(let item, let placement):
      return edit(command, naming: [item, placement.anchor]) { state in
        let id = try state.identifier(item)
        try state.snapshots.working.moveItem(id, try state.placement(placement))
        return EditEffect()
      }
    case .deleteItems(let items):
      return edit(command, naming: items) { state in
        EditEffect(absent: try state.snapshots.working.deleteItems(try state.identifiers(items)))
      }
    case .deleteAllItems:
      return edit(command) { state in
        state.snapshots.working.deleteAllItems()
        return EditEffect()
      }
    case .reloadItems(let items):
      return edit(command, naming: items) { state in
        try state.snapshots.working.reloadItems(try state.identifiers(items))
        return EditEffect()
      }
    case .reconfigureItems(let items):
      return edit(command, naming: items) { state in
        try state.snapshots.working.reconfigureItems(try state.identifiers(items))
        return EditEffect()
      }

    // Queries
    case .query(let query):
      return transact(command) { state, settings throws(ShellError) in
        Outcome(command: name, body: .result(try state.answer(query, settings: settings)))
      }

    // Data source
    case .apply(let animated):
      return transact(command) { state, settings throws(ShellError) in
        let (outcome, change) = try state.snapshots.apply(
          animated: animated, types: state.types, settings: settings, interruption: interruption)
        state.lastApply = change
        return outcome
      }
    case .applySnapshotUsingReloadData:
      return transact(command) { state, settings throws(ShellError) in
        try state.snapshots.checkHashContract(state.types.registry, settings: settings)
        let (outcome, change) = try state.snapshots.applyUsingReloadData(
          command: .applySnapshotUsingReloadData, types: state.types, settings: settings,
          interruption: interruption)
        state.lastApply = change
        return outcome
      }
    case .diff(let minimal):
      return transact(command) { state, settings throws(ShellError) in
        try state.snapshots.preview(
          differ: minimal ? .minimal : .uikit, settings: settings, interruption: interruption)
      }
    case .new:
      return transact(command) { state, _ throws(ShellError) in
        state.snapshots.working = Snapshot()
        return Outcome(command: name)
      }
    case .snapshot:
      return transact(command) { state, _ throws(ShellError) in
        state.snapshots.working = state.snapshots.dataSource.snapshot.withoutMarks
        return Outcome(command: name)
      }
    case .show:
      let explainingHeaders = !hasExplainedHeaders && state.drawsSectionsWithoutTitles
      let outcome = transact(command) { state, _ throws(ShellError) in
        let lines = try interruptible { () throws(Interrupted) in
          try TableDrawing.lines(of: state, explainingHeaders: explainingHeaders, interruption: interruption)
        }
        return Outcome(command: name, body: .text(lines))
      }
      if explainingHeaders && outcome.error == nil { hasExplainedHeaders = true }
      return outcome
    case .print:
      return transact(command) { state, _ throws(ShellError) in
        let lines = try interruptible { () throws(Interrupted) in
          try SnapshotDrawing.lines(of: state, interruption: interruption)
        }
        return Outcome(command: name, body: .text(lines))
      }
    case .explain(let item):
      return transact(command) { state, settings throws(ShellError) in
        try state.explain(item, settings: settings, interruption: interruption)
      }

    // Classic table view
    case .mode(let mode):
      return transact(command) { state, _ throws(ShellError) in try state.switchMode(to: mode) }
    case .headers(let titles):
      return transact(command) { state, _ throws(ShellError) in state.declareHeaders(titles) }
    case .tableView(let call):
      return transact(command) { state, _ throws(ShellError) in try state.tell(call) }

    // Session
    case .undo: return undo()
    case .redo: return redo()
    case .help(let topic):
      return transact(command) { state, settings throws(ShellError) in
        try Help.outcome(for: topic, iOS: settings.iOS, mode: state.mode)
      }
    case .source, .lesson, .export, .quit:
      // The script runner (``Shell``) runs these; a Session driven alone cannot.
      return Outcome(command: name, error: .runByScriptRunner(command: name))
    case .echo(let text):
      return transact(command) { _, _ throws(ShellError) in Outcome(command: name, body: .text([text])) }
    case .set(let setting): return set(setting)
    case .reset: return reset()
    case .tryOptional(let inner): return dispatch(inner)
    }
  }

  /// A snapshot edit: `change` edits the working snapshot of the state's copy; UIKit's errors
  /// become ``ShellError``s with a fix, absent identifiers a hint.
  ///
  /// - Parameter words: the identifiers the command names, for a hint when a bare word fails
  ///   where its String would have been found (``LabelSlips/quotingHint(for:in:resolve:)``).
  private mutating func edit(
    _ command: Command, naming words: [ValueExpression] = [],
    _ change: (inout SessionState) throws -> EditEffect
  ) -> Outcome {
    var outcome = transact(command) { state, settings throws(ShellError) in
      var outcome = Outcome(command: command.name)
      let effect: EditEffect
      do {
        effect = try change(&state)
      } catch let error as SnapshotError {
        throw .snapshot(error, iOS: settings.iOS, command: command.kind)
      } catch let error as ShellError {
        throw error
      } catch {
        preconditionFailure("unexpected error \(error)")
      }
      outcome.warnings = effect.warnings.map(\.message) + (effect.slip.map { [$0] } ?? [])
      let absent = effect.absent
      if !absent.isEmpty {
        let kind = command.kind == .deleteSections ? "section" : "item"
        let list = absent.map(\.description).joined(separator: ", ")
        outcome.hints.append(
          "\(list) \(absent.count == 1 ? "is" : "are") not in the snapshot: UIKit ignores a delete of an absent "
            + "\(kind) silently, so nothing was deleted for \(absent.count == 1 ? "it" : "them")")
      }
      return outcome
    }
    // Read in the state after the command: unchanged when it failed, and a word a delete
    // found absent was absent before it too.
    if !outcome.ok || !outcome.hints.isEmpty,
      let hint = LabelSlips.quotingHint(
        for: words, in: state.snapshots.working,
        resolve: { [state] expression in
          var resolver = state
          return try? resolver.identifier(expression)
        })
    {
      outcome.hints.append(hint)
    }
    return outcome
  }
}

/// What a snapshot edit reports besides the change itself.
struct EditEffect {
  /// Identifiers a delete named that were not there (UIKit ignores them).
  var absent: [Identifier] = []
  /// Things UIKit only logs.
  var warnings: [SnapshotWarning] = []
  /// A short-syntax word that looks like a mistyped label (see ``LabelSlips``).
  var slip: String?
}
