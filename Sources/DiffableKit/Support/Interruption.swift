import Synchronization

/// Whether the person asked to stop the running command (Ctrl-C), asked at safe points: between
/// the lines of a script, and every ``stride`` turns of the long loops (the diff, the table
/// view's layout, drawing and export) through an ``InterruptionCounter``.
///
/// The layers below the executable never see signals: the executable owns the signal handler
/// and passes a check that reads (and clears) the flag the handler sets. A loop that finds the
/// request throws ``Interrupted``; what it was building is dropped, so the command changes
/// nothing.
///
/// ```swift
/// let interruption = Interruption { flag.exchange(false, ordering: .relaxed) }
/// var counter = interruption.counter()
/// for item in items {
///   try counter.tick()  // asks `check` once every 4,096 turns
///   ...
/// }
/// ```
public struct Interruption: Sendable {
  private let check: @Sendable () -> Bool
  /// How many turns of a loop pass between two checks (at least 1).
  public let stride: Int

  /// An interruption that asks `check` once every `stride` turns of a loop; `check` returns
  /// true once per request.
  public init(stride: Int = 4_096, _ check: @escaping @Sendable () -> Bool) {
    self.check = check
    self.stride = max(1, stride)
  }

  /// Never interrupts (tests, the fuzzer, transcripts).
  public static let never = Interruption(stride: .max) { false }

  /// Answers yes once, at its check number `count + 1`, asked at every turn of a loop
  /// (stride 1): stops a command at a chosen safe point (tests, reproducible experiments).
  public static func afterChecks(_ count: Int) -> Interruption {
    final class Calls: Sendable { let count = Mutex(0) }
    let calls = Calls()
    return Interruption(stride: 1) {
      calls.count.withLock { calls in
        calls += 1
        return calls == count + 1
      }
    }
  }

  /// Whether an interruption was requested since the last call.
  public func isRequested() -> Bool { check() }

  /// Throws ``Interrupted`` when an interruption was requested: for a safe point outside a
  /// long loop (between two steps of a command).
  public func checkpoint() throws(Interrupted) {
    if check() { throw Interrupted() }
  }

  /// A counter for one loop: its ``InterruptionCounter/tick()`` asks this interruption once
  /// every ``stride`` calls.
  public func counter() -> InterruptionCounter { InterruptionCounter(self) }
}

/// Counts the turns of a long loop and asks its ``Interruption`` once every
/// ``Interruption/stride`` of them, so that a check costs a decrement and a comparison.
public struct InterruptionCounter: Sendable {
  private let interruption: Interruption
  private var left: Int

  init(_ interruption: Interruption) {
    self.interruption = interruption
    self.left = interruption.stride
  }

  /// Counts one turn; every ``Interruption/stride`` turns asks whether to stop.
  /// - Throws: ``Interrupted`` when an interruption was requested.
  @inline(__always)
  public mutating func tick() throws(Interrupted) {
    left &-= 1
    if left > 0 { return }
    left = interruption.stride
    try interruption.checkpoint()
  }

  /// Counts `turns` turns at once (a run of rows handled together); asks whether to stop
  /// when they reach or pass the next ``Interruption/stride``.
  /// - Throws: ``Interrupted`` when an interruption was requested.
  @inline(__always)
  public mutating func tick(_ turns: Int) throws(Interrupted) {
    left &-= turns
    if left > 0 { return }
    left = interruption.stride
    try interruption.checkpoint()
  }
}

/// Thrown by a loop that found an ``Interruption`` request: the command stops, and whatever it
/// was building is dropped.
public struct Interrupted: Error, Hashable, Sendable {
  /// The error.
  public init() {}
}

extension Interruption {
  /// Runs `body` with ``never``, for the entry points that cannot be interrupted: it cannot
  /// throw then.
  public static func uninterrupted<Result>(_ body: (Interruption) throws(Interrupted) -> Result) -> Result {
    do {
      return try body(.never)
    } catch {
      preconditionFailure("Interruption.never asked to stop")
    }
  }
}
