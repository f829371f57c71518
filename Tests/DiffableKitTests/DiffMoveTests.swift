import Testing

@testable import DiffableKit

@Suite("Diff: moves are a minimum, with a fixed tie-break")
struct DiffMoveTests {
  @Test func anItemTakenFromTheFrontToTheBackIsOneMove() throws {
    let old = try makeSnapshot(["A": [1, 2, 3, 4]])
    let new = try makeSnapshot(["A": [2, 3, 4, 1]])
    var expected = Diff()
    expected.movedItems = [Diff.Move(id: 1, from: path(0, 0), to: path(0, 3))]
    #expect(Diff(from: old, to: new) == expected)
  }

  @Test func reversingThreeItemsIsTwoMovesKeepingTheLastOne() throws {
    let old = try makeSnapshot(["A": ["a", "b", "c"]])
    let new = try makeSnapshot(["A": ["c", "b", "a"]])
    var expected = Diff()
    // Old rows in new order are [2, 1, 0]: the tie-break keeps the last element, a.
    expected.movedItems = [
      Diff.Move(id: "b", from: path(0, 1), to: path(0, 1)),
      Diff.Move(id: "c", from: path(0, 2), to: path(0, 0)),
    ]
    #expect(Diff(from: old, to: new) == expected)
  }

  @Test func swappingTwoNeighboursMovesTheOneNowFirst() throws {
    let old = try makeSnapshot(["A": [1, 2, 3]])
    let new = try makeSnapshot(["A": [2, 1, 3]])
    #expect(Diff(from: old, to: new).movedItems == [Diff.Move(id: 2, from: path(0, 1), to: path(0, 0))])
  }

  @Test func aSectionTakenFromTheBackToTheFrontIsOneSectionMove() throws {
    let old = try makeSnapshot(["A": [1], "B": [2], "C": [3]])
    let new = try makeSnapshot(["C": [3], "A": [1], "B": [2]])
    var expected = Diff()
    expected.movedSections = [Diff.Move(id: "C", from: 2, to: 0)]
    #expect(Diff(from: old, to: new) == expected)
  }

  @Test func itemsInAMovedSectionAreNotMovesWhenTheirOrderHolds() throws {
    let old = try makeSnapshot(["A": [1, 2], "B": [3, 4]])
    let new = try makeSnapshot(["B": [3, 4], "A": [1, 2]])
    let diff = Diff(from: old, to: new)
    #expect(diff.movedSections.count == 1)
    #expect(diff.movedItems.isEmpty)
  }

  @Test func anItemChangingSectionIsAlwaysAMove() throws {
    let old = try makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
    let new = try makeSnapshot(["A": [1, 3], "B": [4, 2, 5]])
    var expected = Diff()
    expected.movedItems = [Diff.Move(id: 2, from: path(0, 1), to: path(1, 1))]
    #expect(Diff(from: old, to: new) == expected)
  }

  @Test func anItemChangingSectionAtTheSameRowIsStillAMove() throws {
    let old = try makeSnapshot(["A": [1], "B": [2]])
    let new = try makeSnapshot(["A": [2], "B": [1]])
    #expect(
      Diff(from: old, to: new).movedItems == [
        Diff.Move(id: 1, from: path(0, 0), to: path(1, 0)),
        Diff.Move(id: 2, from: path(1, 0), to: path(0, 0)),
      ])
  }

  @Test func movesAreSortedByTheirOldPosition() throws {
    let old = try makeSnapshot(["A": [1, 2, 3], "B": [4, 5, 6]])
    let new = try makeSnapshot(["A": [6, 1, 4], "B": [3, 5, 2]])
    let froms = Diff(from: old, to: new).movedItems.map(\.from)
    #expect(froms == froms.sorted())
    #expect(froms.count == 4)  // 6, 4, 3 and 2 change section; 1 and 5 stay
  }

  @Test func anUnchangedSnapshotHasAnEmptyDiff() throws {
    let snapshot = try makeSnapshot(["A": [1, 2, 3], "B": [4]])
    #expect(Diff(from: snapshot, to: snapshot).isEmpty)
    #expect(Diff(from: Snapshot(), to: Snapshot()).isEmpty)
  }
}
