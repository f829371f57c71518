import Testing

@testable import DiffableKit

@Suite("Diff: reload and reconfigure marks are listed at new positions")
struct DiffRefreshTests {
  /// Old `A: [1, 2, 3, 4], B: [10]`; new `A: [2, 3, 5, 1], B: [10], C: [20]` with 1 moved,
  /// 4 deleted, 5 inserted, section C inserted; marks set on the new snapshot, some of them
  /// on identifiers deleted afterwards.
  private func snapshots() throws -> (old: Snapshot, new: Snapshot) {
    let old = try makeSnapshot(["A": [1, 2, 3, 4], "B": [10]])
    var new = try makeSnapshot(["A": [2, 3, 5, 1, 4], "B": [10], "C": [20], "D": [30]])
    try new.reloadItems([4, 1, 5, 30])
    try new.reconfigureItems([20, 2])
    try new.reloadSections(["C", "D", "B"])
    try new.deleteItems([4])
    try new.deleteSections(["D"])
    return (old, new)
  }

  @Test func marksOnStayedMovedAndInsertedItemsAreListedSortedByNewPosition() throws {
    let (old, new) = try snapshots()
    let diff = Diff(from: old, to: new)
    #expect(diff.reloadedItems == [Diff.Change(id: 5, at: path(0, 2)), Diff.Change(id: 1, at: path(0, 3))])
    #expect(
      diff.reconfiguredItems == [Diff.Change(id: 2, at: path(0, 0)), Diff.Change(id: 20, at: path(2, 0))])
    #expect(diff.reloadedSections == [Diff.Change(id: "B", at: 1), Diff.Change(id: "C", at: 2)])
  }

  @Test func marksDoNotChangeTheStructuralDiff() throws {
    let (old, new) = try snapshots()
    var expected = Diff()
    expected.insertedSections = [Diff.Change(id: "C", at: 2)]
    expected.deletedItems = [Diff.Change(id: 4, at: path(0, 3))]
    expected.insertedItems = [Diff.Change(id: 5, at: path(0, 2))]
    expected.movedItems = [Diff.Move(id: 1, from: path(0, 0), to: path(0, 3))]
    let diff = Diff(from: old, to: new)
    #expect(diff.deletedSections == expected.deletedSections)
    #expect(diff.insertedSections == expected.insertedSections)
    #expect(diff.movedSections == expected.movedSections)
    #expect(diff.deletedItems == expected.deletedItems)
    #expect(diff.insertedItems == expected.insertedItems)
    #expect(diff.movedItems == expected.movedItems)
  }

  @Test func marksOfAnUnchangedSnapshotAreItsWholeDiff() throws {
    let old = try makeSnapshot(["A": [1, 2]])
    var new = old
    try new.reloadItems([2])
    var expected = Diff()
    expected.reloadedItems = [Diff.Change(id: 2, at: path(0, 1))]
    #expect(Diff(from: old, to: new) == expected)
    #expect(!expected.isEmpty && expected.isStructurallyEmpty)
  }

  @Test func marksOnTheOldSnapshotAreIgnored() throws {
    var old = try makeSnapshot(["A": [1, 2]])
    try old.reloadItems([1])
    try old.reloadSections(["A"])
    #expect(Diff(from: old, to: old.withoutMarks).isEmpty)
  }
}
