import Testing

@testable import DiffableKit

/// The snapshot's storage: persistent trees with labels. Random edits are checked against
/// plain arrays, with the internal bookkeeping checked after each, and copies are checked to
/// keep their value whatever is done to the original.
@Suite("Snapshot storage: persistent trees, labels, shared copies")
struct PersistentSnapshotTests {
  /// Arrays of the same edits, the model the snapshot must match.
  private struct Model {
    var sections: [SnapshotIdentifier] = []
    var items: [[SnapshotIdentifier]] = []

    mutating func remove(_ item: SnapshotIdentifier) -> SnapshotIdentifier? {
      for index in items.indices {
        if let row = items[index].firstIndex(of: item) { return items[index].remove(at: row) }
      }
      return nil
    }

    func position(of item: SnapshotIdentifier) -> (section: Int, row: Int)? {
      for index in items.indices {
        if let row = items[index].firstIndex(of: item) { return (index, row) }
      }
      return nil
    }
  }

  private func check(_ snapshot: Snapshot, _ model: Model, _ step: Int) {
    #expect(snapshot.sectionIdentifiers == model.sections, "step \(step)")
    #expect(snapshot.itemIdentifiersBySection == model.items, "step \(step)")
    let problems = SnapshotAtomicityTests.invariantViolations(snapshot)
    #expect(problems.isEmpty, "step \(step): \(problems)")
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomEditsMatchArrays(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    func below(_ bound: Int) -> Int { Int(random.next(upperBound: UInt64(bound))) }
    var snapshot = Snapshot()
    var model = Model()
    var serial = 0
    let sectionNames = (0..<4).map { SnapshotIdentifier(.string("s\($0)")) }
    try snapshot.appendSections(sectionNames)
    model.sections = sectionNames
    model.items = Array(repeating: [], count: sectionNames.count)
    var history: [(Snapshot, Model)] = []
    for step in 0..<1_500 {
      let present = model.items.flatMap { $0 }
      func anyItem() -> SnapshotIdentifier { present[below(present.count)] }
      let roll = below(10)
      switch roll {
      case 0..<3 where present.count < 400 || present.isEmpty:
        let count = below(70) + 1
        let items = (0..<count).map { _ -> SnapshotIdentifier in
          serial += 1
          return SnapshotIdentifier(.int(serial))
        }
        let section = below(sectionNames.count)
        try snapshot.appendItems(items, toSection: sectionNames[section])
        model.items[section] += items
      case 0..<5 where !present.isEmpty:
        // Inserts at one place again and again, to wear the gap down and force relabels.
        let destination = present.count > 3 ? present[present.count / 2] : anyItem()
        let after = below(2) == 0
        serial += 1
        let item = SnapshotIdentifier(.int(serial))
        try snapshot.insertItems([item], after ? .after(destination) : .before(destination))
        let (section, row) = model.position(of: destination)!
        model.items[section].insert(item, at: after ? row + 1 : row)
      case 5..<7 where present.count > 1:
        let item = anyItem()
        var destination = anyItem()
        while destination == item { destination = anyItem() }
        let after = below(2) == 0
        try snapshot.moveItem(item, after ? .after(destination) : .before(destination))
        let stored = model.remove(item)!
        let (section, row) = model.position(of: destination)!
        model.items[section].insert(stored, at: after ? row + 1 : row)
      case 7..<9 where !present.isEmpty:
        let doomed = Array(Set((0..<below(40) + 1).map { _ in anyItem() }))
        try snapshot.deleteItems(doomed)
        for item in doomed { _ = model.remove(item) }
      default:
        // Undo: a copy kept earlier still holds its value.
        if let (old, oldModel) = history.isEmpty ? nil : history[below(history.count)] {
          check(old, oldModel, step)
        }
      }
      if step.isMultiple(of: 25) { history.append((snapshot, model)) }
      check(snapshot, model, step)
    }
    for (old, oldModel) in history { check(old, oldModel, -1) }
  }

  @Test func insertsAtTheFrontAndAtOneSpotRelabel() throws {
    var snapshot = Snapshot()
    try snapshot.appendSections(["main"])
    try snapshot.appendItems([0, 1_000_000])
    var expected: [SnapshotIdentifier] = [0, 1_000_000]
    // 200 inserts right after 0, each before the previous one: the gap halves each time.
    var previous: SnapshotIdentifier = 1_000_000
    for value in 1...200 {
      let item = SnapshotIdentifier(.int(value))
      try snapshot.insertItems([item], .before(previous))
      expected.insert(item, at: expected.firstIndex(of: previous)!)
      previous = item
    }
    // And 100 at the very front.
    for value in 1_000_001...1_000_100 {
      let item = SnapshotIdentifier(.int(value))
      try snapshot.insertItems([item], .before(expected[0]))
      expected.insert(item, at: 0)
    }
    #expect(try snapshot.itemIdentifiers(inSection: "main") == expected)
    #expect(SnapshotAtomicityTests.invariantViolations(snapshot).isEmpty)
  }

  @Test func aCopyKeepsItsValueAndEqualityIgnoresLabels() throws {
    var built = Snapshot()
    try built.appendSections(["main"])
    try built.appendItems((0..<1_000).map { SnapshotIdentifier(.int($0)) })
    let copy = built
    try built.moveItem(0, .after(999))
    try built.deleteItems([5])
    #expect(copy.numberOfItems == 1_000)
    #expect(try copy.itemIdentifiers(inSection: "main") == (0..<1_000).map { SnapshotIdentifier(.int($0)) })
    #expect(built.indexPath(of: 0) == IndexPath(row: 998, section: 0))
    // The same items reached by other edits (other labels) are equal, and hash alike.
    var other = Snapshot()
    try other.appendSections(["main"])
    try other.appendItems((1..<1_000).filter { $0 != 5 }.map { SnapshotIdentifier(.int($0)) })
    try other.appendItems([0])
    #expect(other == built)
    #expect(other.hashValue == built.hashValue)
    #expect(other != copy)
  }
}
