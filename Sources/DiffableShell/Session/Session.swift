import DiffableKit

/// Settings that shape output and behaviour; they are not part of undo.
public struct Settings: Hashable, Sendable {
  /// The output format.
  public var format: OutputFormat = .text
  /// Whether text output is coloured.
  public var color = false
  /// Whether a script stops at the first failed command.
  public var bail = true
  /// The UIKit behaviour profile (13 to 18).
  public var iOS = 18

  /// The default settings.
  public init() {}
}

/// The interpreter: a parsed ``Command`` goes in, an ``Outcome`` comes out.
///
/// Every command runs on a copy of the state, which replaces the state only when the command
/// succeeded; a failed command changes nothing. State-changing commands can be undone, up to
/// ``undoLimit`` steps at any size (the states share what commands did not change).
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

  /// Runs one command.
  public mutating func execute(_ command: Command) -> Outcome {
    switch command {
    case .tryOptional(let inner):
      var outcome = execute(inner)
      outcome.isTried = true
      return outcome
    case .undo: return undo()
    case .redo: return redo()
    case .set(let setting): return set(setting)
    case .reset:
      let openBatch = state.classic?.openBatch
      state = SessionState()
      undoStack.removeAll()
      redoStack = []
      var outcome = Outcome(command: "reset", body: .text(["a new session: no types, no sections, no items"]))
      if let openBatch { outcome.warnings.append(ClassicErrors.discardedBatch(openBatch)) }
      return outcome
    default:
      var next = state
      let name = command.name
      do {
        let outcome = try next.perform(command, settings: settings)
        if command.changesState {
          undoStack.push(name, state)
          if !redoStack.isEmpty { redoStack = [] }
          state = next
        }
        return outcome
      } catch {
        return Outcome(command: name, error: error)
      }
    }
  }

  private mutating func undo() -> Outcome {
    guard let last = undoStack.popLast() else {
      return Outcome(
        command: "undo",
        error: ShellError(
          code: "nothingToUndo", message: "nothing to undo",
          fix: "undo steps back over commands that changed something"))
    }
    redoStack.append((last.command, state))
    state = last.state
    return Outcome(command: "undo", body: .text(["undid \(last.command)"]))
  }

  private mutating func redo() -> Outcome {
    guard let next = redoStack.popLast() else {
      return Outcome(
        command: "redo",
        error: ShellError(
          code: "nothingToRedo", message: "nothing to redo", fix: "redo replays what undo stepped back over"))
    }
    undoStack.push(next.command, state)
    state = next.state
    return Outcome(command: "redo", body: .text(["redid \(next.command)"]))
  }

  private mutating func set(_ setting: Setting) -> Outcome {
    switch setting {
    case .bail(let on): settings.bail = on
    case .format(let format): settings.format = format
    case .color(let on): settings.color = on
    case .ios(let version):
      guard (13...18).contains(version) else {
        return Outcome(
          command: "set",
          error: ShellError(
            code: "unsupportedVersion", message: "iOS \(version) is not a behaviour profile diffable knows",
            fix: "choose a version from 13 to 18"))
      }
      settings.iOS = version
      return Outcome(command: "set", body: .text(BehaviourProfile.setLines(iOS: version)))
    }
    return Outcome(command: "set")
  }
}
