import DiffableKit

/// Why an entry did not run to its end: the source was refused before running, or the program
/// trapped while running. The message text lives here, in one place.
public struct InterpreterError: Error, Equatable, CustomStringConvertible {
  /// The stage that stopped the entry.
  public enum Stage: Sendable, Equatable {
    /// The parser's own diagnostics.
    case syntax
    /// Refused before running: an unknown name, a wrong label, something diffable does not run.
    case check
    /// A runtime trap, as Swift's `Fatal error: ...`, or a limit (recursion, memory, interruption).
    case runtime
  }

  /// Which stage stopped the entry.
  public var stage: Stage
  /// The message without its place, in the compiler's or the runtime's words.
  public var message: String
  /// Where in the entry the problem is.
  public var location: SourceLocation
  /// The parser's fix-it for a syntax error (`insert ']'`), if it has one.
  public var fixIt: String?
  /// How to fix it, when the message alone does not say (`write .apples or Section.apples`).
  public var fix: String?
  /// What a snapshot method raised, with the method's name, for the front end to phrase its fix.
  public var snapshotFailure: (error: SnapshotError, method: String)? {
    get { snapshotError.map { ($0, snapshotMethod ?? "") } }
    set { (snapshotError, snapshotMethod) = (newValue?.error, newValue?.method) }
  }
  private var snapshotError: SnapshotError?
  private var snapshotMethod: String?
  /// Whether UIKit raised (the app's crash on a device), not Swift.
  public private(set) var isUncaughtException = false

  /// `LINE:COLUMN: message`, as the compiler and the runtime write it.
  public var description: String { "\(location): \(message)" }

  init(_ stage: Stage, _ message: String, at location: SourceLocation) {
    self.stage = stage
    self.message = message
    self.location = location
  }

  // MARK: - Refusals and checks

  static func unsupported(_ what: String, at location: SourceLocation) -> Self {
    Self(.check, "diffable does not run \(what) yet", at: location)
  }

  static func notInScope(_ name: String, caseOf owner: String? = nil, at location: SourceLocation) -> Self {
    let hint = owner.map { "; did you mean '.\(name)' (a case of \($0))?" } ?? ""
    var error = Self(.check, "cannot find '\(name)' in scope" + hint, at: location)
    error.fix = owner.map { "write .\(name) or \($0).\(name)" }
    return error
  }

  /// `==` between two values of a type that is not Equatable (`P`, `Result<Int, any Error>`).
  static func notEquatable(_ type: String, at location: SourceLocation) -> Self {
    Self(.check, "binary operator '==' cannot be applied to two '\(type)' operands", at: location)
  }

  /// A call of a throwing function or method (`Result.get()`) outside `try`.
  static func unmarkedThrowingCall(at location: SourceLocation) -> Self {
    Self(.check, "call can throw but is not marked with 'try'", at: location)
  }

  static func checkFailed(_ message: String, at location: SourceLocation) -> Self {
    Self(.check, message, at: location)
  }

  /// A closure that declares another number of parameters than the function type it is given
  /// for (`contextual closure type '(Int) -> Void' expects 1 argument, but 2 were used in closure
  /// body`), at its brace.
  static func closureArity(_ expected: String, _ count: Int, used: Int, at location: SourceLocation) -> Self {
    checkFailed(
      "contextual closure type '\(expected)' expects \(count) argument\(count == 1 ? "" : "s"), but \(used) "
        + "\(used == 1 ? "was" : "were") used in closure body", at: location)
  }

  /// A binary operator Swift declares for no pair of these two types (`1 + 2.0`, `ids += names`).
  static func operands(of name: String, _ left: String, _ right: String, at location: SourceLocation) -> Self
  {
    Self(
      .check, "binary operator '\(name)' cannot be applied to operands of type '\(left)' and '\(right)'",
      at: location)
  }

  /// A call none of whose overloads by type takes its arguments (`k(true)` with `k(_: Int)` and
  /// `k(_: String)`); `callee` is swiftc's name for it (`global function 'k'`, `initializer `).
  static func noExactMatches(calling callee: String, at location: SourceLocation) -> Self {
    Self(.check, "no exact matches in call to \(callee)", at: location)
  }

  /// A call several overloads by type take alike (`f(1, 1)` with `f(Int, Double)` and
  /// `f(Double, Int)`).
  static func ambiguousUse(of name: String, at location: SourceLocation) -> Self {
    Self(.check, "ambiguous use of '\(name)'", at: location)
  }

  /// A library method none of whose overloads takes these arguments (`ids.append(contentsOf: names)`).
  static func noExactMatches(instanceMethod name: String, at location: SourceLocation) -> Self {
    noExactMatches(calling: Evaluator.OverloadKind.instanceMethod.callee(name), at: location)
  }

  // MARK: - Traps

  /// Ctrl-C stopped the program at `location` (the shell reports it as it reports any interruption).
  static func interrupted(at location: SourceLocation) -> Self {
    Self(.runtime, interruptedMessage, at: location)
  }

  private static let interruptedMessage = "interrupted"

  /// Whether Ctrl-C stopped the program, rather than an error of its code.
  public var isInterruption: Bool { stage == .runtime && message == Self.interruptedMessage }

  /// A runtime trap with Swift's wording: `Fatal error: Index out of range`.
  static func fatal(_ message: String, at location: SourceLocation) -> Self {
    Self(.runtime, "Fatal error: \(message)", at: location)
  }

  /// A limit of the interpreter rather than of Swift (recursion depth, memory, interruption).
  static func limit(_ message: String, at location: SourceLocation) -> Self {
    Self(.runtime, message, at: location)
  }

  /// What UIKit raises for a call it refuses: the app's crash, with the reason it logs.
  static func uncaughtException(_ reason: String, at location: SourceLocation) -> Self {
    var error = Self(
      .runtime,
      "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'",
      at: location)
    error.isUncaughtException = true
    return error
  }

  /// The session refused a UIKit call and has reported why: the entry stops there.
  static func reported(at location: SourceLocation) -> Self {
    Self(.runtime, "the session refused this call (reported above)", at: location)
  }

  /// A UIKit call in an interpreter that no session drives.
  static func noUIKitHost(at location: SourceLocation) -> Self {
    Self(.check, "UIKit calls need a session: run this in diffable", at: location)
  }

  static func overflow(_ operation: String, at location: SourceLocation) -> Self {
    fatal("arithmetic overflow in '\(operation)'", at: location)
  }
}
