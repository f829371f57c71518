import Foundation

/// Runs work on a thread of its own with a large stack, so that deep (but bounded) recursion in
/// the parser and the evaluator never reaches the end of the caller's stack. (The Swift front end
/// that the interpreter replaces runs its entries on one too.)
public enum LargeStack {
  /// Runs `body` on a new thread with `stackSize` bytes of stack and waits for it.
  public static func run<T>(stackSize: Int, _ body: @escaping () throws -> T) throws -> T {
    let result = UncheckedBox<Result<T, any Error>?>(nil)
    let work = UncheckedBox(body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      result.value = Result { try work.value() }
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return try result.value!.get()
  }
}

/// A value handed to another thread that waits for it: only one thread touches it at a time.
final class UncheckedBox<T>: @unchecked Sendable {
  var value: T
  init(_ value: T) { self.value = value }
}
