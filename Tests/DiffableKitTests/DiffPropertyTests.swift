import Testing

@testable import DiffableKit

@Suite("Diff: on random snapshot pairs, replaying the diff gives the new snapshot")
struct DiffPropertyTests {
  /// How big the random snapshots are: many small cases find corner cases; a few large ones
  /// exercise long sections (and the longest-increasing-subsequence search on them).
  struct Size: Sendable, CustomTestStringConvertible {
    var sections: Int
    var items: Int
    var cases: Int
    static let small = Size(sections: 8, items: 40, cases: 3_000)
    static let large = Size(sections: 6, items: 600, cases: 60)
    var testDescription: String { "\(cases) pairs of up to \(sections) sections, \(items) items" }
  }

  /// A random pair of snapshots: sections and items deleted, inserted, reordered and moved
  /// across sections, with marks (some of them on identifiers the new snapshot lacks).
  static func randomPair(_ random: inout SplitMix64, _ size: Size) throws -> (
    old: Snapshot, new: Snapshot
  ) {
    func roll(_ percent: UInt64) -> Bool { random.next(upperBound: 100 as UInt64) < percent }
    let sectionPool = (0..<size.sections).map { SnapshotIdentifier(.symbol("s\($0)")) }.shuffled(
      using: &random)
    let itemPool = (0..<size.items).map { SnapshotIdentifier(.int($0)) }.shuffled(using: &random)
    let oldSectionCount = Int(random.next(upperBound: UInt64(size.sections * 3 / 4)))
    var oldLayout = Layout(sections: Array(sectionPool[..<oldSectionCount]), items: [])
    oldLayout.items = Array(repeating: [], count: oldSectionCount)
    var nextItem = 0
    if oldSectionCount > 0 {
      for _ in 0..<Int(random.next(upperBound: UInt64(size.items * 5 / 8))) {
        oldLayout.items[Int(random.next(upperBound: UInt64(oldSectionCount)))].append(itemPool[nextItem])
        nextItem += 1
      }
    }

    var new = oldLayout
    // Sections: delete some, insert unused ones at random places, move some.
    for index in new.sections.indices.reversed() where roll(20) {
      new.sections.remove(at: index)
      new.items.remove(at: index)
    }
    for section in sectionPool[oldSectionCount...] where roll(25) {
      let at = Int(random.next(upperBound: UInt64(new.sections.count + 1)))
      new.sections.insert(section, at: at)
      new.items.insert([], at: at)
    }
    for _ in 0..<Int(random.next(upperBound: 3 as UInt64)) where new.sections.count > 1 {
      let from = Int(random.next(upperBound: UInt64(new.sections.count)))
      let section = new.sections.remove(at: from)
      let items = new.items.remove(at: from)
      let to = Int(random.next(upperBound: UInt64(new.sections.count + 1)))
      new.sections.insert(section, at: to)
      new.items.insert(items, at: to)
    }
    // Items: reverse a stretch of some sections, delete some, move some anywhere (often into another section), add new ones.
    // Items of deleted sections may come back, as when a person moves them out first.
    let orphans = zip(oldLayout.sections, oldLayout.items).filter { !new.sections.contains($0.0) }
      .flatMap(\.1)
    var moving: [SnapshotIdentifier] = orphans.filter { _ in roll(40) }
    for section in new.items.indices {
      if roll(25) && new.items[section].count > 1 {
        let bounds = (0..<2).map { _ in Int(random.next(upperBound: UInt64(new.items[section].count))) }
        new.items[section][bounds.min()!...bounds.max()!].reverse()
      }
      new.items[section].removeAll { _ in roll(15) }
      new.items[section].removeAll { item in
        guard roll(20) else { return false }
        moving.append(item)
        return true
      }
    }
    for _ in 0..<Int(random.next(upperBound: UInt64(size.items / 8))) where nextItem < itemPool.count {
      moving.append(itemPool[nextItem])
      nextItem += 1
    }
    if !new.sections.isEmpty {
      for item in moving.shuffled(using: &random) {
        let section = Int(random.next(upperBound: UInt64(new.sections.count)))
        let row = Int(random.next(upperBound: UInt64(new.items[section].count + 1)))
        new.items[section].insert(item, at: row)
      }
    }

    var newSnapshot = try makeSnapshot(zip(new.sections, new.items).map { ($0, $1) })
    // Marks, set directly so that some name identifiers the new snapshot lacks.
    let markable = itemPool.filter { _ in roll(15) }
    newSnapshot.reloadedItems = .init(markable.filter { _ in roll(50) })
    newSnapshot.reconfiguredItems = .init(markable.filter { _ in roll(50) })
    newSnapshot.reloadedSections = .init(sectionPool.filter { _ in roll(20) })
    let oldSnapshot = try makeSnapshot(zip(oldLayout.sections, oldLayout.items).map { ($0, $1) })
    return (oldSnapshot, newSnapshot)
  }

  static func forEachRandomPair(
    _ size: Size, cases: Int? = nil, _ body: (_ seed: UInt64, _ old: Snapshot, _ new: Snapshot) throws -> Void
  ) throws {
    for seed in 0..<UInt64(cases ?? size.cases) {
      var random = SplitMix64(seed: seed)
      let (old, new) = try randomPair(&random, size)
      try body(seed, old, new)
    }
  }

  @Test(arguments: [Size.small, .large])
  func replayingTheDiffOnTheOldSnapshotGivesTheNewOne(size: Size) throws {
    try Self.forEachRandomPair(size) { seed, old, new in
      let diff = Diff(from: old, to: new)
      do {
        let replayed = try replay(diff, on: Layout(old), sectionsFrom: Layout(new))
        #expect(replayed == Layout(new), "seed \(seed): \(Layout(old)) -> \(Layout(new))")
      } catch {
        Issue.record("seed \(seed): \(error); \(Layout(old)) -> \(Layout(new)); \(diff)")
      }
    }
  }

  @Test(arguments: [Size.small, .large])
  func theNumberOfMovesIsTheMinimum(size: Size) throws {
    try Self.forEachRandomPair(size) { seed, old, new in
      let diff = Diff(from: old, to: new)
      let minimum = minimumMoves(from: Layout(old), to: Layout(new))
      #expect(diff.movedSections.count == minimum.sections, "seed \(seed)")
      #expect(diff.movedItems.count == minimum.items, "seed \(seed)")
    }
  }
  @Test(arguments: [Size.small, .large])
  func theMovedItemCountIsTheDiffsWithoutListingIt(size: Size) throws {
    try Self.forEachRandomPair(size) { seed, old, new in
      let count = Diff.minimalMovedItemCount(from: old, to: new)
      #expect(count == Diff(from: old, to: new).movedItems.count, "seed \(seed)")
    }
  }

  @Test func everyListIsSortedAndNamesWhatIsAtItsPosition() throws {
    try Self.forEachRandomPair(.small) { seed, old, new in
      let diff = Diff(from: old, to: new)
      let isSorted = [
        diff.deletedSections.map(\.at) == diff.deletedSections.map(\.at).sorted(),
        diff.insertedSections.map(\.at) == diff.insertedSections.map(\.at).sorted(),
        diff.movedSections.map(\.from) == diff.movedSections.map(\.from).sorted(),
        diff.reloadedSections.map(\.at) == diff.reloadedSections.map(\.at).sorted(),
        diff.deletedItems.map(\.at) == diff.deletedItems.map(\.at).sorted(),
        diff.insertedItems.map(\.at) == diff.insertedItems.map(\.at).sorted(),
        diff.movedItems.map(\.from) == diff.movedItems.map(\.from).sorted(),
        diff.reloadedItems.map(\.at) == diff.reloadedItems.map(\.at).sorted(),
        diff.reconfiguredItems.map(\.at) == diff.reconfiguredItems.map(\.at).sorted(),
      ]
      #expect(isSorted.allSatisfy { $0 }, "seed \(seed): \(isSorted)")
      for change in diff.reloadedItems + diff.reconfiguredItems {
        #expect(new.itemIdentifier(at: change.at) == change.id, "seed \(seed)")
      }
      for change in diff.reloadedSections {
        #expect(new.sectionIdentifiers[change.at] == change.id, "seed \(seed)")
      }
      // Every mark on an identifier the new snapshot holds is listed, and no other.
      #expect(
        Set(diff.reloadedItems.map(\.id)) == Set(new.reloadedItemIdentifiers.filter(new.contains(item:))))
      #expect(
        Set(diff.reconfiguredItems.map(\.id))
          == Set(new.reconfiguredItemIdentifiers.filter(new.contains(item:))))
      #expect(
        Set(diff.reloadedSections.map(\.id))
          == Set(new.reloadedSectionIdentifiers.filter(new.contains(section:))))
    }
  }

  @Test func theSameSnapshotsAlwaysGiveTheSameDiff() throws {
    try Self.forEachRandomPair(.small, cases: 500) { seed, old, new in
      var random = SplitMix64(seed: seed)
      let (oldAgain, newAgain) = try Self.randomPair(&random, .small)
      #expect(Diff(from: old, to: new) == Diff(from: oldAgain, to: newAgain), "seed \(seed)")
    }
  }
}
