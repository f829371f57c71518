import DiffableKit

/// The engine's session: typed operations go in (``EngineOperation`` from a front end, or a
/// client's own transaction), an ``Outcome`` comes out. It knows no language: the short
/// syntax's commands (DiffableShell) and Swift (DiffableSwift) are its clients.
///
/// Every operation runs on a copy of the state, which replaces the state only when the
/// operation succeeded (an item edit of a snapshot runs in place instead, as its edit changes
/// nothing when it fails: ``transactInPlace(name:rules:snapshot:_:)``); a failed one changes
/// nothing, with one exception, the relaunch rule:
/// in classic mode an update that fails UITableView's checks is the app's crash, and the
/// relaunched app's table reloads from the model. That failure is reported as an error and
/// its relaunch is committed as a step of its own (``SessionError/relaunchesApp``), which
/// `undo` takes back. An entry (``beginEntry()``) is one step however many operations it
/// runs. Steps can be undone, up to ``undoLimit`` at any size (the states share what steps
/// did not change).
///
/// ```swift
/// var session = Session()
/// session.beginEntry()
/// session.perform(.edit(.appendSections([.symbol("main")]), snapshot: "snapshot"), phrasing: words)
/// session.perform(.edit(.appendItems([.int(1), .int(2)], toSection: nil), snapshot: "snapshot"), phrasing: words)
/// let outcome = session.perform(.apply(snapshot: "snapshot", animatingDifferences: true), phrasing: words)
/// session.endEntry(named: "the first apply", failed: !outcome.ok)
/// ```
public struct Session: Sendable {
  /// The current state.
  public internal(set) var state = SessionState()
  /// The current settings.
  public var settings: Settings
  var undoStack = UndoHistory()
  var redoStack: [UndoStep] = []
  /// The entry being run, when one is open (``beginEntry()``).
  var entry: OpenEntry?
  /// Whether `show` said once why the sections have no header titles (not part of undo).
  public var hasExplainedHeaders = false
  /// The most states kept for undo.
  public static let undoLimit = 200

  /// A new session.
  public init(settings: Settings = Settings()) {
    self.settings = settings
  }

  /// Runs `perform` on a copy of the state under `rules`, outcomes and errors named `name`:
  /// the profile's iOS must have the API (``TransactionRules/introduced``), and in classic mode
  /// the rules' ``ClassicPolicy`` decides whether `perform` (its diffable-mode behaviour) runs,
  /// runs as a model edit, or is an error. The copy replaces the state, as a step of undo, when
  /// `perform` returned and the rules say the operation changes state.
  package mutating func transact(
    name: String, rules: TransactionRules,
    _ perform: (inout SessionState, Settings) throws(SessionError) -> Outcome
  ) -> Outcome {
    var next = state
    let settings = settings
    do throws(SessionError) {
      if let introduced = rules.introduced, settings.iOS < introduced.version {
        throw .unavailable(introduced, iOS: settings.iOS)
      }
      let outcome: Outcome
      switch (next.classic != nil, rules.classic) {
      case (false, .classicOnly): throw .notInClassicMode(command: name)
      case (false, _), (true, .sameInBothModes), (true, .classicOnly): outcome = try perform(&next, settings)
      case (true, .editsModel):
        outcome = try next.editModel { state throws(SessionError) in try perform(&state, settings) }
      case (true, .rejectsMarks): throw .markInClassicMode(name)
      case (true, .needsDiffableDataSource): throw .noDiffableDataSource(command: name)
      case (true, .printsModel):
        outcome = Outcome(command: name, body: .text(ClassicDrawing.modelLines(of: next)))
      }
      if rules.changesState { commit(state: next, as: name) }
      return outcome
    } catch {
      if error.relaunchesApp {
        // The relaunch rule: UIKit's crash in classic mode is a failure, yet it changes the
        // state, as the relaunched app's table reloads from the model. That step is taken
        // here, from the state before the command, and committed like a command.
        var relaunched = state
        relaunched.relaunchAfterCrash()
        commit(state: relaunched, as: name)
      }
      return Outcome(command: name, error: error)
    }
  }

  /// Runs `perform`, an item edit of the snapshot named `snapshot` (``SnapshotEdit/movesOnlyItsItems``),
  /// on the state itself rather than a copy, as ``transact(name:rules:_:)`` runs an operation:
  /// `perform` returns the moves its edit recorded, which undo keeps (``StateChange/items(_:)``),
  /// and must leave the state as it found it when it throws, but for the seeded sequences its
  /// words may have drawn from, which are put back here. In classic mode, where an edit is a
  /// model edit, it runs as ``transact(name:rules:_:)`` runs it.
  package mutating func transactInPlace(
    name: String, rules: TransactionRules, snapshot: String,
    _ perform: (inout SessionState, Settings) throws(SessionError) -> (Outcome, ItemMoves?)
  ) -> Outcome {
    guard state.classic == nil, rules.changesState, rules.classic != .classicOnly else {
      return transact(name: name, rules: rules) { state, settings throws(SessionError) in
        try perform(&state, settings).0
      }
    }
    let (uuids, random) = (state.uuids, state.random)
    do throws(SessionError) {
      if let introduced = rules.introduced, settings.iOS < introduced.version {
        throw .unavailable(introduced, iOS: settings.iOS)
      }
      let (outcome, recorded) = try perform(&state, settings)
      guard let moves = recorded else {
        preconditionFailure("\(name) ran in place without recording its moves")
      }
      commit(.items(ItemChange(snapshot: snapshot, moves: moves, uuids: uuids, random: random)), as: name)
      return outcome
    } catch {
      (state.uuids, state.random) = (uuids, random)
      return Outcome(command: name, error: error)
    }
  }

  /// The next `UUID()` of the session's seeded sequence.
  public mutating func nextUUID() -> String { state.uuids.next() }

  /// The next number of the session's seeded random sequence.
  public mutating func nextRandom() -> UInt64 { state.random.next() }

  package mutating func reset() -> Outcome {
    noteHistoryRewrite()
    let openBatch = state.classic?.openBatch
    state = SessionState()
    undoStack.removeAll()
    redoStack = []
    var outcome = Outcome(.reset, body: .text(["a new session: no types, no sections, no items"]))
    if let openBatch { outcome.warnings.append(ClassicWarnings.discardedBatch(openBatch)) }
    return outcome
  }

  package mutating func undo() -> Outcome {
    noteHistoryRewrite()
    guard var last = undoStack.popLast() else {
      return Outcome(
        .undo,
        error: .nothingToUndo)
    }
    last.undo(&state)
    let command = last.command
    redoStack.append(last)
    return Outcome(.undo, body: .text(["undid \(command)"]))
  }

  package mutating func redo() -> Outcome {
    noteHistoryRewrite()
    guard var next = redoStack.popLast() else {
      return Outcome(
        .redo,
        error: .nothingToRedo)
    }
    next.redo(&state)
    let command = next.command
    undoStack.push(next)
    return Outcome(.redo, body: .text(["redid \(command)"]))
  }

  package mutating func set(_ setting: Setting) -> Outcome {
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
