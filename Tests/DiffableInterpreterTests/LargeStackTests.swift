import Foundation
import Testing

@testable import DiffableInterpreter

/// The threads with a large stack that entries run on: kept and reused, work started on one runs
/// there, and a busy one is never shared.
@Suite("The large stack's threads")
struct LargeStackTests {
  @Test func workStartedOnALargeStackRunsThere() throws {
    let (outer, inner) = try LargeStack.run(stackSize: 1 << 26) { () -> (pthread_t, pthread_t) in
      (pthread_self(), try LargeStack.run(stackSize: 1 << 26) { pthread_self() })
    }
    #expect(pthread_equal(outer, inner) != 0)
    #expect(pthread_equal(outer, pthread_self()) == 0)
  }

  @Test func aLargerStackThanTheCallersIsAnotherThread() throws {
    let (outer, inner) = try LargeStack.run(stackSize: 1 << 26) { () -> (pthread_t, pthread_t) in
      (pthread_self(), try LargeStack.run(stackSize: 1 << 27) { pthread_self() })
    }
    #expect(pthread_equal(outer, inner) == 0)
  }

  /// Two callers at once each get a thread: each job waits until the other has started, which
  /// one shared thread could never do.
  @Test func callersAtTheSameTimeEachGetAThread() {
    let started = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    let metTheOther = [UncheckedBox(false), UncheckedBox(false)]
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let (mine, other) = index == 0 ? started : (started.1, started.0)
      let met = try? LargeStack.run(stackSize: 1 << 26) { () -> Bool in
        mine.signal()
        return other.wait(timeout: .now() + 30) == .success
      }
      metTheOther[index].value = met ?? false
    }
    #expect(metTheOther.map(\.value) == [true, true])
  }

  @Test func anErrorOfTheWorkReachesTheCaller() {
    struct Failure: Error {}
    #expect(throws: Failure.self) { try LargeStack.run(stackSize: 1 << 26) { throw Failure() } }
  }
}
