import Foundation

/// Runs work on a thread with a large stack, so that deep (but bounded) recursion in the parser
/// and the evaluator never reaches the end of the caller's stack.
///
/// The threads are kept and reused: making one per entry (a 512 MB mapping, its guard page, its
/// first pages faulted in, then all of it unmapped) cost more than parsing and running a short
/// line of Swift. A thread that is busy is not shared: a caller that finds none idle (another
/// thread's entry) gets a new one, kept afterwards. Work started on such a thread with no larger
/// stack asked for runs right there: a whole script run on one hands no entry over.
public enum LargeStack {
  /// Runs `body` on a thread with `stackSize` bytes of stack and waits for it.
  public static func run<T>(stackSize: Int, _ body: @escaping () throws -> T) throws -> T {
    if StackThread.currentStackSize >= stackSize { return try body() }
    let result = UncheckedBox<Result<T, any Error>?>(nil)
    let work = UncheckedBox(body)
    let worker = StackThreads.shared.take(stackSize: stackSize)
    worker.run { result.value = Result { try work.value() } }
    StackThreads.shared.giveBack(worker)
    return try result.value!.get()
  }
}

/// The idle threads, by stack size.
private final class StackThreads: @unchecked Sendable {
  static let shared = StackThreads()
  private let lock = NSLock()
  private var idle: [Int: [StackThread]] = [:]

  func take(stackSize: Int) -> StackThread {
    lock.withLock { idle[stackSize]?.popLast() } ?? StackThread(stackSize: stackSize)
  }

  func giveBack(_ thread: StackThread) {
    lock.withLock { idle[thread.stackSize, default: []].append(thread) }
  }
}

/// A thread that runs one job at a time, handed to it by ``run(_:)``, which waits for the end.
private final class StackThread: @unchecked Sendable {
  let stackSize: Int
  private let posted = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  /// Written by the caller before `posted` is signalled, read by the thread after; one job at a
  /// time (the thread is out of the idle list while it runs).
  private var job: (() -> Void)?

  /// The stack size of the stack thread running the caller, or 0 on any other thread.
  static var currentStackSize: Int { Int(bitPattern: pthread_getspecific(stackSizeKey)) }

  /// The key under which each stack thread keeps its stack size.
  private static let stackSizeKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  init(stackSize: Int) {
    self.stackSize = stackSize
    let thread = Thread { [unowned self] in
      pthread_setspecific(Self.stackSizeKey, UnsafeRawPointer(bitPattern: stackSize))
      while true {
        posted.wait()
        job?()
        job = nil
        finished.signal()
      }
    }
    thread.stackSize = stackSize
    thread.start()
  }

  func run(_ job: @escaping () -> Void) {
    self.job = job
    posted.signal()
    finished.wait()
  }
}

/// A value handed to another thread that waits for it: only one thread touches it at a time.
final class UncheckedBox<T>: @unchecked Sendable {
  var value: T
  init(_ value: T) { self.value = value }
}
