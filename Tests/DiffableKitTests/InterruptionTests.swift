import Synchronization
import Testing

@testable import DiffableKit

/// An interruption whose check answers yes once, at its call number `after + 1`, asked at
/// every turn of a loop (stride 1), and which counts its calls.
final class FiringInterruption: Sendable {
  private final class Calls: Sendable {
    let count = Mutex(0)
  }
  private let calls = Calls()
  let interruption: Interruption

  init(after count: Int, stride: Int = 1) {
    interruption = Interruption(stride: stride) { [calls] in
      calls.count.withLock { calls in
        calls += 1
        return calls == count + 1
      }
    }
  }

  /// How many times the check was asked.
  var checks: Int { calls.count.withLock { $0 } }
}

private func items(_ range: Range<Int>) -> [SnapshotIdentifier] { range.map { SnapshotIdentifier(.int($0)) } }

/// One section `main` holding `items`.
private func snapshot(_ items: [SnapshotIdentifier]) throws -> Snapshot {
  var snapshot = Snapshot()
  try snapshot.appendSections([SnapshotIdentifier(.symbol("main"))])
  try snapshot.appendItems(items, toSection: nil)
  return snapshot
}

/// 20,000 items, then every third one moved to the end and some deleted and inserted.
private func shuffledPair() throws -> (old: Snapshot, new: Snapshot) {
  let old = try snapshot(items(0..<20_000))
  var order = items(0..<20_000).enumerated().filter { $0.offset % 7 != 0 }.map(\.element)
  let moved = order.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
  order = order.enumerated().filter { $0.offset % 3 != 0 }.map(\.element) + moved + items(30_000..<31_000)
  return (old, try snapshot(order))
}

@Suite("An interruption stops the diff and the table view, which change nothing")
struct InterruptionTests {
  /// `tick(_:)` counts a run of turns at once: one check when the run reaches the stride.
  @Test func aCounterCountsARunOfTurnsAtOnce() throws {
    let firing = FiringInterruption(after: 1, stride: 10)
    var counter = firing.interruption.counter()
    try counter.tick(9)
    #expect(firing.checks == 0)
    try counter.tick(25)
    #expect(firing.checks == 1)
    var stopped = false
    do { try counter.tick(10) } catch { stopped = true }
    #expect(stopped && firing.checks == 2)
  }

  @Test func aCounterAsksOnceEveryStrideTurns() throws {
    let firing = FiringInterruption(after: 1_000_000, stride: 100)
    var counter = firing.interruption.counter()
    for _ in 0..<1_000 { try counter.tick() }
    #expect(firing.checks == 10)
  }

  @Test func neverIsNeverAsked() throws {
    var counter = Interruption.never.counter()
    for _ in 0..<100_000 { try counter.tick() }
    #expect(throws: Never.self) { try Interruption.never.checkpoint() }
  }

  /// Fired after 0, 1, 2, 4, ... checks, the diff either throws or gives what it gives
  /// uninterrupted: it stops in each of its steps and loops on the way.
  @Test func theUIKitDiffStopsAtEachCheckOrFinishesTheSame() throws {
    let (old, new) = try shuffledPair()
    let expected = Diff(uikitFrom: old, to: new)
    var interruptedAt: [Int] = []
    var after = 0
    while true {
      let firing = FiringInterruption(after: after)
      do {
        let diff = try Diff(uikitFrom: old, to: new, interruption: firing.interruption)
        #expect(diff == expected)
        break
      } catch {
        interruptedAt.append(after)
      }
      after = after == 0 ? 1 : after * 2
    }
    #expect(interruptedAt.count > 5, "the diff of 20,000 items asks more than a few times")
  }

  @Test func anInterruptedApplyLeavesTheDataSourceAsItWas() throws {
    let (old, new) = try shuffledPair()
    var dataSource = DataSource()
    _ = try dataSource.apply(old) { item, _ in item.description }
    let before = dataSource
    var stoppedIn = 0
    var after = 0
    while true {
      var attempt = before
      let firing = FiringInterruption(after: after)
      do {
        _ = try attempt.apply(new, interruption: firing.interruption) { item, _ in item.description }
        var expected = before
        _ = try expected.apply(new) { item, _ in item.description }
        #expect(attempt == expected)
        break
      } catch {
        #expect(error == .interrupted)
        #expect(attempt == before)
        stoppedIn += 1
      }
      after = after == 0 ? 1 : after * 2
    }
    #expect(stoppedIn > 5)
  }

  @Test func anInterruptedReloadLeavesTheDataSourceAsItWas() throws {
    var dataSource = DataSource()
    _ = try dataSource.apply(try snapshot(items(0..<10))) { item, _ in item.description }
    let before = dataSource
    let firing = FiringInterruption(after: 3)
    #expect(throws: Interrupted.self) {
      try dataSource.applyUsingReloadData(
        try snapshot(items(0..<10_000)), interruption: firing.interruption
      ) { item, _ in item.description }
    }
    #expect(dataSource == before)
  }

  @Test func anInterruptedLayoutLeavesTheTableAsItWas() throws {
    var dataSource = DataSource()
    _ = try dataSource.apply(try snapshot(items(0..<10_000))) { item, _ in item.description }
    var table = dataSource.tableView
    let before = table
    let rows = SnapshotRows(snapshot: try snapshot(items(0..<10_001))) { item, _ in item.description }
    let update = BatchUpdate([.insertRows([IndexPath(row: 10_000, section: 0)])])
    #expect(throws: TableViewError.interrupted) {
      try table.performBatchUpdates(
        update, dataSource: rows, interruption: FiringInterruption(after: 2).interruption)
    }
    #expect(table == before)
    #expect(TableViewError.interrupted.isUIKitException == false)
  }
}
