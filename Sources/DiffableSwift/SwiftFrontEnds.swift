import DiffableEngine
import Foundation

/// The one place that chooses the Swift front end the executable, its lessons, `check` and the
/// tests use: the interpreter (``InterpretedFrontEnd``), which runs the program as written.
/// ``SwiftFrontEnd``'s statement shapes remain for one step, for comparison, until they are
/// deleted.
public enum SwiftFrontEnds {
  /// Whether the statement shapes of ``SwiftFrontEnd`` are chosen instead, for a whole run
  /// (`DIFFABLE_SWIFT_FRONT_END=shapes`), to compare the two on the same tests and transcripts.
  public static var shapesAreChosen: Bool {
    ProcessInfo.processInfo.environment["DIFFABLE_SWIFT_FRONT_END"] == "shapes"
  }

  /// A fresh Swift front end: the interpreter, unless the shapes are chosen.
  public static func standard() -> any FrontEnd {
    shapesAreChosen ? SwiftFrontEnd() : InterpretedFrontEnd()
  }
}
