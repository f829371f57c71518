/// Whether the person asked to stop the running command (Ctrl-C), asked at safe points: between
/// the lines of a script, and in the long loops that can check it.
///
/// The layers below the executable never see signals: the executable owns the signal handler
/// and passes a check that reads (and clears) the flag the handler sets.
///
/// ```swift
/// let interruption = Interruption { flag.exchange(false, ordering: .relaxed) }
/// if interruption.isRequested() { /* undo the command, print "interrupted" */ }
/// ```
public struct Interruption: Sendable {
  private let check: @Sendable () -> Bool

  /// An interruption that asks `check`; `check` returns true once per request.
  public init(_ check: @escaping @Sendable () -> Bool) {
    self.check = check
  }

  /// Never interrupts (tests, the fuzzer, transcripts).
  public static let never = Interruption { false }

  /// Whether an interruption was requested since the last call.
  public func isRequested() -> Bool { check() }
}
