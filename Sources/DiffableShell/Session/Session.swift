import DiffableKit

/// Settings that shape output and behaviour; they are not part of undo.
public struct Settings: Hashable, Sendable {
  /// The output format.
  public var format: OutputFormat = .text
  /// Whether text output is coloured.
  public var color = false
  /// Whether a script stops at the first failed command.
  public var bail = true
  /// The UIKit behaviour profile (13 to 18 and 26; default 26).
  public var iOS = BehaviourProfile.latest

  /// The default settings.
  public init() {}
}

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
  /// returned and the catalog says it changes state (then it is recorded for undo). The
  /// profile's availability and the classic-mode policy are checked first.
  mutating func transact(
    _ command: Command, _ perform: (inout SessionState, Settings) throws(ShellError) -> Outcome
  ) -> Outcome {
    var next = state
    let settings = settings
    do {
      try Availability.check(command, iOS: settings.iOS)
      let outcome = try next.run(command) { state throws(ShellError) in try perform(&state, settings) }
      if command.kind.spec.changesState { commit(next, as: command.name) }
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
    var outcome = Outcome(command: "reset", body: .text(["a new session: no types, no sections, no items"]))
    if let openBatch { outcome.warnings.append(ClassicWarnings.discardedBatch(openBatch)) }
    return outcome
  }

  mutating func undo() -> Outcome {
    guard let last = undoStack.popLast() else {
      return Outcome(
        command: "undo",
        error: .nothingToUndo)
    }
    redoStack.append((last.command, state))
    state = last.state
    return Outcome(command: "undo", body: .text(["undid \(last.command)"]))
  }

  mutating func redo() -> Outcome {
    guard let next = redoStack.popLast() else {
      return Outcome(
        command: "redo",
        error: .nothingToRedo)
    }
    undoStack.push(next.command, state)
    state = next.state
    return Outcome(command: "redo", body: .text(["redid \(next.command)"]))
  }

  mutating func set(_ setting: Setting) -> Outcome {
    switch setting {
    case .bail(let on): settings.bail = on
    case .format(let format): settings.format = format
    case .color(let on): settings.color = on
    case .ios(let version):
      guard BehaviourProfile.versions.contains(version) else {
        return Outcome(command: "set", error: .unsupportedVersion(version))
      }
      settings.iOS = version
      return Outcome(command: "set", body: .text(BehaviourProfile.setLines(iOS: version)))
    }
    return Outcome(command: "set")
  }
}
