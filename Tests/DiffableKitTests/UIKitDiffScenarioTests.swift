import Testing

@testable import DiffableKit

/// The numbered points of issue 11, each with the exact diff UIKit's differ sends.
@Suite("UIKit's diff: the flat item list, boundary moves, same-index section moves")
struct UIKitDiffScenarioTests {
  private func move(_ id: SnapshotIdentifier, _ from: IndexPath, _ to: IndexPath) -> Diff.Move<IndexPath> {
    Diff.Move(id: id, from: from, to: to)
  }

  @Test func rowsRideAlongWithAMovedSection() throws {
    let old = try makeSnapshot(["a": [1, 2], "b": [3, 4], "c": [5, 6]])
    let new = try makeSnapshot(["c": [5, 6], "a": [1, 2], "b": [3, 4]])
    var expected = Diff()
    expected.movedSections = [Diff.Move(id: "c", from: 2, to: 0)]
    expected.movedItems = [move(5, path(2, 0), path(0, 0)), move(6, path(2, 1), path(0, 1))]
    expected.movedItemReasons = [.rodeWithSection, .rodeWithSection]
    #expect(Diff(uikitFrom: old, to: new) == expected)
    #expect(
      Diff(uikitFrom: old, to: new).batchUpdate.calls == [
        .moveSection(2, to: 0), .moveRow(path(2, 0), to: path(0, 0)), .moveRow(path(2, 1), to: path(0, 1)),
      ])
    // The minimal differ needs no row calls.
    #expect(Diff(from: old, to: new).movedItems.isEmpty)
  }

  @Test func anItemLeavingADeletedSectionIsAMove() throws {
    let old = try makeSnapshot(["A": [1], "D": [2, 3]])
    let new = try makeSnapshot(["A": [1, 2]])
    var expected = Diff()
    expected.deletedSections = [Diff.Change(id: "D", at: 1)]
    expected.movedItems = [move(2, path(1, 0), path(0, 1))]
    expected.movedItemReasons = [.sectionChanged]
    let diff = Diff(uikitFrom: old, to: new)
    #expect(diff == expected)
    #expect(
      diff.reloadFallback
        == ReloadFallback(row: move(2, path(1, 0), path(0, 1)), kind: .outOfDeletedSection))
  }

  @Test func anItemEnteringAnInsertedSectionIsAMove() throws {
    let old = try makeSnapshot(["A": [1, 2, 3]])
    let new = try makeSnapshot(["A": [1, 3], "C": [2, 9]])
    var expected = Diff()
    expected.insertedSections = [Diff.Change(id: "C", at: 1)]
    // Flat [1, 2, 3] -> [1, 3, 2, 9]: at 2 against 3 both have one step to travel, and the tie
    // moves the old one, 2 (which also changed section); 3 stays.
    expected.movedItems = [move(2, path(0, 1), path(1, 0))]
    expected.movedItemReasons = [.sectionChanged]
    let diff = Diff(uikitFrom: old, to: new)
    #expect(diff == expected)
    #expect(diff.reloadFallback?.kind == .intoInsertedSection)
    #expect(diff.reloadFallback?.row?.id == 2)
  }

  @Test func regroupingAListIntoNewSectionsMovesEveryRegroupedItem() throws {
    // Lesson 06's first step: one section split into three new ones.
    let old = try makeSnapshot(["all": [1, 2, 3, 4, 5, 6]])
    let new = try makeSnapshot(["odd": [1, 3, 5], "even": [2, 4, 6]])
    let diff = Diff(uikitFrom: old, to: new)
    #expect(diff.deletedSections == [Diff.Change(id: "all", at: 0)])
    #expect(diff.insertedSections == [Diff.Change(id: "odd", at: 0), Diff.Change(id: "even", at: 1)])
    #expect(diff.movedItems.count == 6)
    #expect(diff.insertedItems.isEmpty && diff.deletedItems.isEmpty)
    #expect(diff.reloadFallback?.moveCount == 6)
  }

  @Test func aSectionMoveToTheSameIndexIsADeleteAndAnInsert() throws {
    let old = try makeSnapshot(["a": [], "b": [], "c": []])
    let new = try makeSnapshot(["c": [], "b": [], "a": []])
    var expected = Diff()
    expected.deletedSections = [Diff.Change(id: "b", at: 1)]
    expected.insertedSections = [Diff.Change(id: "b", at: 1)]
    // The walk of [a, b, c] -> [c, b, a] moves a (0 → 2) and b (1 → 1: its index kept).
    expected.movedSections = [Diff.Move(id: "a", from: 0, to: 2)]
    #expect(Diff(uikitFrom: old, to: new) == expected)
    #expect(
      Diff(uikitFrom: old, to: new).batchUpdate.calls == [
        .moveSection(0, to: 2), .deleteSections([1]), .insertSections([1]),
      ])
  }

  @Test func aMoveOutOfASameIndexReinsertedSectionMakesTheTableReload() throws {
    let old = try makeSnapshot(["a": [1], "b": [2], "c": [3]])
    let new = try makeSnapshot(["c": [3], "b": [2], "a": [1]])
    let diff = Diff(uikitFrom: old, to: new)
    // Flat [1, 2, 3] -> [3, 2, 1]: the walk moves 1 and 2 and keeps 3; 2's section b is
    // deleted and inserted again at index 1, so its move leaves a deleted section.
    #expect(diff.movedItems == [move(1, path(0, 0), path(2, 0)), move(2, path(1, 0), path(1, 0))])
    #expect(diff.movedItemReasons == [.rodeWithSection, .rodeWithSection])
    #expect(diff.reloadFallback?.row?.id == 2)
    var dataSource = DataSource()
    _ = try dataSource.apply(old) { item, _ in "old \(item)" }
    _ = try dataSource.apply(new) { item, _ in "new \(item)" }
    #expect(
      dataSource.tableView.sections.map { $0.rows.map(\.content) } == [["new 3"], ["new 2"], ["new 1"]])
  }

  @Test func theTableReloadsWhenARowMovesOutOfADeletedSection() throws {
    var dataSource = DataSource()
    _ = try dataSource.apply(try makeSnapshot(["A": [1], "D": [2, 3]])) { item, _ in "old \(item)" }
    let diff = try dataSource.apply(try makeSnapshot(["A": [1, 2]])) { item, _ in "new \(item)" }
    #expect(diff.reloadFallback != nil)
    // reloadData renders every cell afresh, the row that stayed too.
    #expect(dataSource.tableView.sections.map { $0.rows.map(\.content) } == [["new 1", "new 2"]])
  }

  @Test func theMinimalDifferStaysAvailable() throws {
    let old = try makeSnapshot(["A": [1], "D": [2, 3]])
    let new = try makeSnapshot(["A": [1, 2]])
    #expect(Differ.minimal.diff(from: old, to: new) == Diff(from: old, to: new))
    #expect(Differ.uikit.diff(from: old, to: new) == Diff(uikitFrom: old, to: new))
    #expect(Diff(from: old, to: new).reloadFallback == nil)
  }

  @Test func aFlatMoveInsideOneSectionIsTheSameAsTheMinimalOne() throws {
    let old = try makeSnapshot(["A": [1, 2, 3, 4]])
    let new = try makeSnapshot(["A": [4, 1, 2, 3]])
    #expect(Diff(uikitFrom: old, to: new).movedItems == [move(4, path(0, 3), path(0, 0))])
    #expect(Diff(uikitFrom: old, to: new).movedItemReasons == [.flatOrderChanged])
  }

  @Test func aBoundaryMoveTheFlatListDoesNotSee() throws {
    let old = try makeSnapshot(["a": [1, 2], "b": [3]])
    let new = try makeSnapshot(["a": [1], "b": [2, 3]])
    let diff = Diff(uikitFrom: old, to: new)
    #expect(diff.movedItems == [move(2, path(0, 1), path(1, 0))])
    #expect(diff.movedItemReasons == [.sectionChanged])
  }

  @Test func theItemsOfTheFirstOfTwoSwappedSectionsRideAlongWithIt() throws {
    let old = try makeSnapshot(["toBuy": [1, 2], "basket": [3, 4, 5, 6]])
    let new = try makeSnapshot(["basket": [3, 4, 5, 6], "toBuy": [1, 2]])
    let diff = Diff(uikitFrom: old, to: new)
    // Two sections swapped: a tie, so the old one under the cursor, toBuy, moves.
    #expect(diff.movedSections == [Diff.Move(id: "toBuy", from: 0, to: 1)])
    #expect(diff.movedItems == [move(1, path(0, 0), path(1, 0)), move(2, path(0, 1), path(1, 1))])
    #expect(diff.movedItemReasons == [.rodeWithSection, .rodeWithSection])
  }

  @Test func anItemThatChangedOrderInItsShiftedSectionMovedForItsOwnSake() throws {
    let old = try makeSnapshot(["a": [1, 2]])
    let new = try makeSnapshot(["new": [9], "a": [2, 1]])
    let diff = Diff(uikitFrom: old, to: new)
    // Flat [1, 2] -> [9, 2, 1]: the tie moves 1, and the walk of a's own items [1, 2] -> [2, 1]
    // moves 1 too: it moved for its own sake.
    #expect(diff.movedItems == [move(1, path(0, 0), path(1, 1))])
    #expect(diff.movedItemReasons == [.flatOrderChanged])
  }

  @Test func numbersAreIdentifiersAsAnyHashableComparesThem() throws {
    #expect(SnapshotIdentifier(.int(1)) == SnapshotIdentifier(.double(1.0)))
    #expect(SnapshotIdentifier(.int(1)).hashValue == SnapshotIdentifier(.double(1.0)).hashValue)
    #expect(SnapshotIdentifier(.int(0)) == SnapshotIdentifier(.double(-0.0)))
    #expect(SnapshotIdentifier(.int(1)) != SnapshotIdentifier(.double(1.5)))
    #expect(SnapshotIdentifier(.int(1)) != SnapshotIdentifier(.bool(true)))
    #expect(SnapshotIdentifier(.int(1)) != SnapshotIdentifier(.string("1")))
    #expect(SnapshotIdentifier(.int(1)) != SnapshotIdentifier(.symbol("one")))
    var snapshot = try makeSnapshot(["A": []])
    #expect(throws: SnapshotError.self) {
      try snapshot.appendItems([SnapshotIdentifier(.int(1)), SnapshotIdentifier(.double(1.0))])
    }
    try snapshot.appendItems([
      SnapshotIdentifier(.int(1)), SnapshotIdentifier(.string("1")), SnapshotIdentifier(.symbol("one")),
    ])
    #expect(snapshot.numberOfItems == 3)
  }
}
