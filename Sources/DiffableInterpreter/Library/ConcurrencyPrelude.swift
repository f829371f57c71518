/// Swift concurrency as diffable runs it: on one thread, with nothing running alongside the
/// program. An `async` function runs to its end when called, so each `await` finds its value
/// ready; a `Task`'s work runs after the entry that made it, in order with the work of
/// `DispatchQueue.main.async` (as the main actor runs it once the code that started it returns);
/// `Task.sleep` does not wait (diffable keeps no clock, as for `asyncAfter`); `MainActor.run`
/// runs its closure there and then. A task's error is kept in the task, as Swift keeps it, so it
/// stops the task's work and nothing else. `cancel()` marks the task; its work still runs, and
/// `Task.isCancelled` inside it is false (a choice: the work has not started when the mark is made,
/// and nothing here interrupts it).
///
/// A program that declares its own `Task` (a to-do list's) replaces this one.
extension UIKitPrelude {
  static let concurrencySource = """
    final class Task {
      private(set) var isCancelled = false
      private var operation: (() throws -> Any)?
      private var outcome: Result<Any, Error>?
      init(priority: TaskPriority? = nil, operation: @escaping () throws -> Any) {
        self.operation = operation
        DispatchQueue.main.async { self.runIfPending() }
      }
      static func detached(priority: TaskPriority? = nil, operation: @escaping () throws -> Any) -> Task {
        Task(priority: priority, operation: operation)
      }
      /// `await task.value`: the work runs now if it has not yet, and its result or error is given.
      var value: Any {
        get throws {
          runIfPending()
          return try outcome!.get()
        }
      }
      var result: Result<Any, Error> {
        runIfPending()
        return outcome!
      }
      private func runIfPending() {
        guard let work = operation else { return }
        operation = nil
        outcome = Result { try work() }
      }
      func cancel() { isCancelled = true }
      static var isCancelled: Bool { false }
      static func checkCancellation() throws {}
      static func sleep(nanoseconds: Int) throws {}
      static func sleep(for duration: Duration) throws {}
      static func yield() {}
    }
    enum TaskPriority {
      case high, medium, low, userInitiated, utility, background
    }
    struct Duration {
      let seconds: Double
      static func seconds(_ value: Double) -> Duration { Duration(seconds: value) }
      static func milliseconds(_ value: Double) -> Duration { Duration(seconds: value / 1000) }
    }
    enum MainActor {
      static func run<T>(_ body: () throws -> T) rethrows -> T { try body() }
    }

    """
}
