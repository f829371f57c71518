import DiffableEngine
import Foundation

/// The one place that chooses the Swift front end the executable, its lessons, `check` and the
/// tests use, while the interpreter (``InterpretedFrontEnd``) takes over from the statement
/// shapes of ``SwiftFrontEnd``.
public enum SwiftFrontEnds {
  /// Whether the interpreter is the standard front end: `DIFFABLE_SWIFT_FRONT_END=interpreter`
  /// chooses it for a whole run (the tests and transcripts measure the gap this way).
  public static var interpreterIsStandard: Bool {
    ProcessInfo.processInfo.environment["DIFFABLE_SWIFT_FRONT_END"] == "interpreter"
  }

  /// A fresh Swift front end of the standard kind, or the interpreter when `interpreter` is set.
  public static func standard(interpreter: Bool = false) -> any FrontEnd {
    interpreter || interpreterIsStandard ? InterpretedFrontEnd() : SwiftFrontEnd()
  }
}
