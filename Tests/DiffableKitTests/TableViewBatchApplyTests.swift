import Testing

@testable import DiffableKit

/// Batches UITableView accepts, and what the table shows after them: fresh cells (`v2`) for
/// inserted, reloaded and reconfigured rows, the old cell (`v1`) for every other row.
@Suite struct TableViewAppliesValidBatches {
  @Test func mixedDeletesInsertsMovesAndReloadsAcrossSections() throws {
    let table = try applying(
      [["a", "b", "c", "d"], ["e", "f"], ["g"]],
      [
        .reloadRows([path(0, 2)]), .insertSections([3]), .moveRow(path(0, 3), to: path(1, 3)),
        .deleteRows([path(0, 1)]), .insertRows([path(1, 0)]),
      ],
      after: [["a", "c"], ["x", "e", "f", "d"], ["g"], ["h"]])
    #expect(table.contents == [["a v1", "c v2"], ["x v2", "e v1", "f v1", "d v1"], ["g v1"], ["h v2"]])
    #expect(table.titles == ["S0 v1", "S1 v1", "S2 v1", "S3 v2"])
  }

  @Test func callOrderDoesNotMatterDeletesAreBeforeAndInsertsAfter() throws {
    let before = [["a", "b", "c"]]
    let after = [["x", "b", "y"]]
    let one = try applying(
      before, [.deleteRows([path(0, 0), path(0, 2)]), .insertRows([path(0, 0), path(0, 2)])], after: after)
    let other = try applying(
      before, [.insertRows([path(0, 2), path(0, 0)]), .deleteRows([path(0, 2), path(0, 0)])], after: after)
    #expect(one.contents == [["x v2", "b v1", "y v2"]])
    #expect(other == one)
  }

  @Test func movedRowsKeepTheirCellSoAStaleCellStaysStale() throws {
    let table = try applying(
      [["a", "b", "c"]], [.moveRow(path(0, 0), to: path(0, 2))], after: [["b", "c", "a"]])
    #expect(table.contents == [["b v1", "c v1", "a v1"]])
    #expect(table.cell(at: path(0, 2))?.item == SnapshotIdentifier(.string("a")))
  }

  @Test func reloadedRowsGetAFreshCellWhereTheyLand() throws {
    // The reload names the row before the update; an insert above pushes it down.
    let table = try applying(
      [["a", "b"]], [.reloadRows([path(0, 1)]), .insertRows([path(0, 0)])], after: [["x", "a", "b"]])
    #expect(table.contents == [["x v2", "a v1", "b v2"]])
  }

  @Test func aReloadIsPlacedByDeletesAndInsertsNotByMoves() {
    // UIKit computes where a reloaded row lands from the batch's deletes and inserts only:
    // here it lands on [0, 2], where the move also goes.
    let error = failure(
      [["a", "b", "c"]], [.moveRow(path(0, 0), to: path(0, 2)), .reloadRows([path(0, 2)])],
      after: [["b", "c", "a"]])
    #expect(
      error?.reason
        == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 2})")
  }

  @Test func reconfiguredRowsGetNewContentAtTheirNewPlace() throws {
    let table = try applying(
      [["a", "b", "c"]], [.reconfigureRows([path(0, 1)]), .deleteRows([path(0, 0)])], after: [["b", "c"]])
    #expect(table.contents == [["b v2", "c v1"]])
  }

  /// The rows the batch does not name fill the places left as runs, which break at each
  /// deleted, moved-away and reconfigured row (the layout of ``TableView/apply``).
  @Test func remainingRowsRunAroundDeletedMovedAndReconfiguredRows() throws {
    let table = try applying(
      [["a", "b", "c", "d", "e", "f", "g", "h"]],
      [
        .reconfigureRows([path(0, 2), path(0, 3), path(0, 7)]), .deleteRows([path(0, 1), path(0, 5)]),
        .moveRow(path(0, 6), to: path(0, 0)), .insertRows([path(0, 3)]),
      ],
      after: [["g", "a", "c", "x", "d", "e", "h"]])
    #expect(table.contents == [["g v1", "a v1", "c v2", "x v2", "d v2", "e v1", "h v2"]])
  }

  @Test func aMovedAndReconfiguredRowIsRenderedAgain() throws {
    let table = try applying(
      [["a", "b"], ["c"]], [.moveRow(path(0, 0), to: path(1, 1)), .reconfigureRows([path(0, 0)])],
      after: [["b"], ["c", "a"]])
    #expect(table.contents == [["b v1"], ["c v1", "a v2"]])
  }

  @Test func sectionMovesCarryTheirRowsAndTitles() throws {
    let table = try applying([["a"], ["b"], ["c"]], [.moveSection(0, to: 2)], after: [["b"], ["c"], ["a"]])
    #expect(table.contents == [["b v1"], ["c v1"], ["a v1"]])
    #expect(table.titles == ["S1 v1", "S2 v1", "S0 v1"])
  }

  @Test func reloadedSectionsTakeTitleAndRowsFromTheDataSource() throws {
    let table = try applying([["a"], ["b", "c"]], [.reloadSections([1])], after: [["a"], ["b", "c", "d"]])
    #expect(table.contents == [["a v1"], ["b v2", "c v2", "d v2"]])
    #expect(table.titles == ["S0 v1", "S1 v2"])
  }

  @Test func aReloadBelowAnInsertedSectionLandsInTheShiftedSection() throws {
    let table = try applying(
      [["a"]], [.reloadRows([path(0, 0)]), .insertSections([0])], after: [["n"], ["a"]])
    #expect(table.contents == [["n v2"], ["a v2"]])
    #expect(table.titles == ["S0 v2", "S0 v1"])
  }

  @Test func rowDeletesInsideADeletedSectionAreSwallowed() throws {
    let table = try applying(
      [["a", "b"], ["c"]], [.deleteRows([path(0, 1), path(0, 7)]), .deleteSections([0])], after: [["c"]])
    #expect(table.contents == [["c v1"]])
  }

  @Test func rowInsertsInsideAnInsertedSectionAreSwallowed() throws {
    let table = try applying(
      [["a"]], [.insertRows([path(1, 0), path(1, 1)]), .insertSections([1])], after: [["a"], ["x", "y"]])
    #expect(table.contents == [["a v1"], ["x v2", "y v2"]])
  }

  @Test func aRowDeletedTwiceCountsOnce() throws {
    let table = try applying(
      [["a", "b"]], [.deleteRows([path(0, 0)]), .deleteRows([path(0, 0)])], after: [["b"]])
    #expect(table.contents == [["b v1"]])
  }

  @Test func theSameMoveTwiceCountsOnce() throws {
    let move = TableViewCall.moveRow(path(0, 0), to: path(0, 1))
    let table = try applying([["a", "b"]], [move, move], after: [["b", "a"]])
    #expect(table.contents == [["b v1", "a v1"]])
  }

  @Test func aRowMovingOutOfADeletedSectionMakesUIKitReloadEverything() throws {
    // UIKit skips the row counts in this case and falls back to reloadData.
    let table = try applying(
      [["a", "b"], ["c"]], [.deleteSections([0]), .moveRow(path(0, 0), to: path(0, 1))],
      after: [["c", "a", "q"]])
    #expect(table.contents == [["c v2", "a v2", "q v2"]])
  }

  @Test func anEmptyBatchOnAnUnchangedModelChangesNothing() throws {
    let before = table([["a"], ["b"]])
    var after = before
    try after.performBatchUpdates(BatchUpdate(), dataSource: LabelModel([["a"], ["b"]], version: 2))
    #expect(after == before)
  }
}

/// A batch UITableView rejects leaves the table as it was.
@Suite struct TableViewFailedUpdates {
  @Test func aRejectedBatchChangesNothing() {
    let before = table([["a", "b", "c"]])
    var after = before
    #expect(throws: TableViewError.self) {
      try after.performBatchUpdates(
        BatchUpdate([.reloadRows([path(0, 1)]), .deleteRows([path(0, 0)])]),
        dataSource: LabelModel([["a", "b", "c"]], version: 2))
    }
    #expect(after == before)
  }

  @Test func validateChecksWithoutApplying() throws {
    let table = table([["a", "b", "c"]])
    let model = LabelModel([["b", "c"]], version: 2)
    try table.validate(BatchUpdate([.deleteRows([path(0, 0)])]), dataSource: model)
    #expect(
      throws: TableViewError.invalidNumberOfRows(
        section: 0, after: 2, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    ) {
      try table.validate(BatchUpdate(), dataSource: model)
    }
    #expect(table.contents == [["a v1", "b v1", "c v1"]])
  }
}

/// Indexes no UIKit call could carry fail the range checks instead of crashing the shell.
@Suite struct TableViewWildIndexes {
  @Test func aNegativeRowIsOutOfRange() {
    let error = failure([["a", "b", "c"]], [.deleteRows([path(0, -1)])], after: [["a", "b"]])
    #expect(
      error?.reason == "attempt to delete row -1 from section 0 which only contains 3 rows before the update")
  }

  @Test func aHugeReloadNextToASectionInsertDoesNotTrap() {
    let error = failure(
      [["a"]], [.reloadRows([path(Int.max, 0)]), .insertSections([0])], after: [["n"], ["a"]])
    #expect(error?.code == "deleteRowInMissingSection")
  }
}

/// Which error wins when a batch has several: the first check UIKit reaches (reloads, then
/// deletes last position first, inserts first position first, moves, then the counts).
@Suite struct TableViewCheckOrder {
  @Test func deletesAreCheckedBeforeInserts() {
    let error = failure([["a"]], [.insertRows([path(0, 9)]), .deleteRows([path(0, 5)])], after: [["a"]])
    #expect(error?.code == "deleteRowOutOfRange")
  }

  @Test func deletesAreCheckedLastPositionFirst() {
    let error = failure([["a", "b", "c"]], [.deleteRows([path(0, 5), path(3, 0)])], after: [["a"]])
    #expect(
      error?.reason
        == "attempt to delete row 0 from section 3, but there are only 1 sections before the update")
  }

  @Test func insertsAreCheckedFirstPositionFirst() {
    let error = failure([["a"]], [.insertRows([path(3, 0), path(0, 5)])], after: [["a"]])
    #expect(
      error?.reason
        == "attempt to insert row 5 into section 0, but there are only 1 rows in section 0 after the update")
  }

  @Test func aMoveConflictOfADeleteComesBeforeItsRange() {
    let error = failure(
      [["a"]], [.deleteRows([path(0, 4)]), .moveRow(path(0, 4), to: path(0, 0))], after: [["a"]])
    #expect(error?.code == "deleteAndMoveRow")
  }

  @Test func insertsAreCheckedBeforeMoves() {
    let error = failure(
      [["a"]], [.moveRow(path(0, 5), to: path(0, 0)), .insertRows([path(0, 7)])], after: [["a"]])
    #expect(error?.code == "insertRowOutOfRange")
  }

  @Test func aMovesRangeIsCheckedBeforeItsConflicts() {
    let inRangeFirst = failure(
      [["a", "b"]], [.moveRow(path(0, 0), to: path(0, 1)), .moveRow(path(0, 0), to: path(0, 9))],
      after: [["a", "b"]])
    #expect(inRangeFirst?.code == "moveRowToBoth")
    let outOfRangeFirst = failure(
      [["a", "b"]], [.moveRow(path(0, 0), to: path(0, 9)), .moveRow(path(0, 0), to: path(0, 1))],
      after: [["a", "b"]])
    #expect(outOfRangeFirst?.code == "moveRowToOutOfRange")
  }

  @Test func reloadConflictsComeFirst() {
    let error = failure(
      [["a"]], [.deleteSections([4]), .deleteRows([path(0, 0)]), .reloadRows([path(0, 0)])], after: [["a"]])
    #expect(error?.code == "deleteAndReload")
  }

  @Test func rangeChecksComeBeforeCounts() {
    let error = failure([["a"]], [.deleteRows([path(0, 3)])], after: [])
    #expect(error?.code == "deleteRowOutOfRange")
  }

  @Test func rowCountsAreCheckedBySectionAfterTheUpdate() {
    let error = failure([["a"], ["b"]], [.insertRows([path(1, 0)])], after: [["a", "x"], ["y", "b"]])
    #expect(error?.reason.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
  }

  @Test func aSectionDeletedThriceCountsTwiceAsInUIKit() {
    // UIKit's clean-up drops one repeat and then steps over the next (UIKIT quirk kept).
    let twice = failure([["a"], ["b"]], [.deleteSections([0]), .deleteSections([0])], after: [["b"]])
    #expect(twice == nil)
    let thrice = failure(
      [["a"], ["b"], ["c"]], Array(repeating: .deleteSections([0]), count: 3), after: [["b"], ["c"]])
    #expect(thrice?.reason.contains("(0 inserted, 2 deleted)") == true)
  }
}
