import Testing

@testable import DiffableKit

@Suite("Diff: items inside inserted or deleted sections come and go with them")
struct DiffSectionTests {
  @Test func sectionsInsertedAndDeletedListNoneOfTheirItems() throws {
    let old = try makeSnapshot(["A": [1, 2], "B": [3, 4]])
    let new = try makeSnapshot(["B": [3, 4], "C": [5, 6]])
    var expected = Diff()
    expected.deletedSections = [Diff.Change(id: "A", at: 0)]
    expected.insertedSections = [Diff.Change(id: "C", at: 1)]
    #expect(Diff(from: old, to: new) == expected)
  }

  @Test func anItemGoingIntoAnInsertedSectionIsADelete() throws {
    let old = try makeSnapshot(["A": [1, 2, 3]])
    let new = try makeSnapshot(["A": [1, 3], "C": [2, 9]])
    var expected = Diff()
    expected.insertedSections = [Diff.Change(id: "C", at: 1)]
    expected.deletedItems = [Diff.Change(id: 2, at: path(0, 1))]
    #expect(Diff(from: old, to: new) == expected)
  }

  @Test func anItemLeavingADeletedSectionIsAnInsert() throws {
    let old = try makeSnapshot(["A": [1], "D": [2, 3]])
    let new = try makeSnapshot(["A": [1, 2]])
    var expected = Diff()
    expected.deletedSections = [Diff.Change(id: "D", at: 1)]
    expected.insertedItems = [Diff.Change(id: 2, at: path(0, 1))]
    #expect(Diff(from: old, to: new) == expected)
  }

  @Test func anItemFromADeletedIntoAnInsertedSectionIsNotListed() throws {
    let old = try makeSnapshot(["D": [1, 2]])
    let new = try makeSnapshot(["C": [2]])
    var expected = Diff()
    expected.deletedSections = [Diff.Change(id: "D", at: 0)]
    expected.insertedSections = [Diff.Change(id: "C", at: 0)]
    #expect(Diff(from: old, to: new) == expected)
  }

  @Test func insertsAndDeletesAreSortedAndUseTheirOwnSnapshotsPositions() throws {
    let old = try makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
    let new = try makeSnapshot(["N": [], "A": [7, 1, 3], "B": [5, 8]])
    let diff = Diff(from: old, to: new)
    #expect(diff.insertedSections == [Diff.Change(id: "N", at: 0)])
    #expect(diff.deletedItems == [Diff.Change(id: 2, at: path(0, 1)), Diff.Change(id: 4, at: path(1, 0))])
    #expect(diff.insertedItems == [Diff.Change(id: 7, at: path(1, 0)), Diff.Change(id: 8, at: path(2, 1))])
    #expect(diff.movedItems.isEmpty && diff.movedSections.isEmpty)
  }
}
