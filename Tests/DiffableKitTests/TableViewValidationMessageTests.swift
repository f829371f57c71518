import Testing

@testable import DiffableKit

/// Every UITableView batch-update message (docs/UIKIT.md §3.2), produced by a batch that earns it.
@Suite struct TableViewRangeAndConflictMessages {
  let abc = [["a", "b", "c"]]

  @Test func deletingAndReloadingOneRowIsRejected() {
    let error = failure(abc, [.deleteRows([path(0, 1)]), .reloadRows([path(0, 1)])], after: [["a", "c"]])
    #expect(error?.code == "deleteAndReload")
    #expect(error?.reason == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
  }

  @Test func deletingAndReloadingOneSectionPrintsTheSectionIndexPath() {
    let error = failure([["a"], ["b"]], [.reloadSections([0]), .deleteSections([0])], after: [["b"]])
    #expect(
      error?.reason
        == "attempt to delete and reload the same index path ({length = 2, path = 0 - 9223372036854775807})")
  }

  @Test func deletingTheRowAMoveStartsFromIsRejected() {
    let error = failure(
      abc, [.moveRow(path(0, 0), to: path(0, 1)), .deleteRows([path(0, 0)])], after: [["b", "c"]])
    #expect(error?.code == "deleteAndMoveRow")
    #expect(
      error?.reason
        == "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})")
  }

  @Test func reloadingTheRowAMoveStartsFromIsADeleteAndMove() {
    let error = failure(abc, [.reloadRows([path(0, 2)]), .moveRow(path(0, 2), to: path(0, 0))], after: abc)
    #expect(
      error?.reason
        == "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 2})")
  }

  @Test func deletingTheSectionAMoveStartsFromIsRejected() {
    let error = failure([["a"], ["b"]], [.deleteSections([0]), .moveSection(0, to: 1)], after: [["b"]])
    #expect(error?.code == "deleteAndMoveSection")
    #expect(error?.reason == "attempt to perform a delete and a move from the same section (0)")
  }

  @Test func insertingWhereAMoveGoesIsRejected() {
    let error = failure(
      abc, [.insertRows([path(0, 1)]), .moveRow(path(0, 0), to: path(0, 1))], after: [["b", "a", "x", "c"]])
    #expect(error?.code == "insertAndMoveRow")
    #expect(
      error?.reason
        == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 1})")
  }

  @Test func insertingTheSectionAMoveGoesToIsRejected() {
    let error = failure(
      [["a"], ["b"]], [.moveSection(0, to: 1), .insertSections([1])], after: [["b"], ["x"], ["a"]])
    #expect(error?.code == "insertAndMoveSection")
    #expect(error?.reason == "attempt to perform an insert and a move to the same section (1)")
  }

  @Test func deletingASectionTheTableDoesNotHaveIsRejected() {
    let error = failure(abc, [.deleteSections([3])], after: abc)
    #expect(error?.code == "deleteSectionOutOfRange")
    #expect(error?.reason == "attempt to delete section 3, but there are only 1 sections before the update")
  }

  @Test func deletingARowOfAMissingSectionIsRejected() {
    let error = failure(abc, [.deleteRows([path(2, 0)])], after: abc)
    #expect(error?.code == "deleteRowInMissingSection")
    #expect(
      error?.reason
        == "attempt to delete row 0 from section 2, but there are only 1 sections before the update")
  }

  @Test func deletingBeyondTheRowsBeforeTheUpdateIsRejected() {
    // The text a Mac Catalyst run reproduces (docs/UIKIT.md §3.2).
    let error = failure([labels("r", 20)], [.deleteRows([path(0, 99)])], after: [labels("r", 19)])
    #expect(error?.code == "deleteRowOutOfRange")
    #expect(
      error?.reason == "attempt to delete row 99 from section 0 which only contains 20 rows before the update"
    )
  }

  @Test func reloadingBeyondTheRowsIsReportedAsADelete() {
    let error = failure(abc, [.reloadRows([path(0, 3)])], after: abc)
    #expect(
      error?.reason == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
  }

  @Test func insertingASectionBeyondTheSectionsAfterTheUpdateIsRejected() {
    let error = failure(abc, [.insertSections([4])], after: [["a", "b", "c"], ["x"]])
    #expect(error?.code == "insertSectionOutOfRange")
    #expect(error?.reason == "attempt to insert section 4 but there are only 2 sections after the update")
  }

  @Test func insertingARowIntoAMissingSectionIsRejected() {
    let error = failure(abc, [.insertRows([path(3, 0)])], after: abc)
    #expect(error?.code == "insertRowInMissingSection")
    #expect(
      error?.reason
        == "attempt to insert row 0 into section 3, but there are only 1 sections after the update")
  }

  @Test func insertingBeyondTheRowsAfterTheUpdateIsRejected() {
    let error = failure([labels("r", 20)], [.insertRows([path(0, 100)])], after: [labels("r", 21)])
    #expect(error?.code == "insertRowOutOfRange")
    #expect(
      error?.reason
        == "attempt to insert row 100 into section 0, but there are only 21 rows in section 0 after the update"
    )
  }

  @Test func movingASectionTheTableDoesNotHaveIsRejected() {
    let error = failure(abc, [.moveSection(5, to: 0)], after: abc)
    #expect(error?.code == "moveSectionFromOutOfRange")
    #expect(error?.reason == "attempt to move section 5, but there are only 1 sections before the update")
  }

  @Test func movingASectionBeyondTheSectionsAfterTheUpdateKeepsUIKitsTypo() {
    let error = failure([["a"], ["b"]], [.moveSection(0, to: 3)], after: [["b"], ["a"]])
    #expect(error?.code == "moveSectionToOutOfRange")
    #expect(
      error?.reason
        == "attempt to to move section 0 to section 3, but there are only 2 sections after the update")
  }

  @Test func movingARowOutOfAMissingSectionIsRejected() {
    let error = failure(abc, [.moveRow(path(2, 0), to: path(0, 0))], after: abc)
    #expect(error?.code == "moveRowFromMissingSection")
    #expect(
      error?.reason
        == "attempt to move index path ({length = 2, path = 2 - 0}) from a section that does not exist - there are only 1 sections before the update"
    )
  }

  @Test func movingARowTheSectionDoesNotHaveIsRejected() {
    let error = failure(abc, [.moveRow(path(0, 7), to: path(0, 0))], after: abc)
    #expect(error?.code == "moveRowFromOutOfRange")
    #expect(
      error?.reason
        == "attempt to move index path ({length = 2, path = 0 - 7}) that does not exist - there are only 3 rows in section 0 before the update"
    )
  }

  @Test func movingARowIntoAMissingSectionIsRejected() {
    let error = failure(abc, [.moveRow(path(0, 0), to: path(4, 0))], after: abc)
    #expect(error?.code == "moveRowToMissingSection")
    #expect(
      error?.reason
        == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 4 - 0}) in section that does not exist - there are only 1 sections after the update"
    )
  }

  @Test func movingARowBeyondTheRowsAfterTheUpdateIsRejected() {
    let error = failure(abc, [.moveRow(path(0, 0), to: path(0, 9))], after: abc)
    #expect(error?.code == "moveRowToOutOfRange")
    #expect(
      error?.reason
        == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - 9}) that does not exist - there are only 3 rows in section 0 after the update"
    )
  }

  @Test func movingOneSectionToTwoPlacesIsRejected() {
    let error = failure(
      [["a"], ["b"], ["c"]], [.moveSection(0, to: 1), .moveSection(0, to: 2)], after: [["b"], ["a"], ["c"]])
    #expect(error?.code == "moveSectionToBoth")
    #expect(error?.reason == "attempt to move section 0 to both section 1 and section 2")
  }

  @Test func movingOneRowToTwoPlacesIsRejected() {
    let error = failure(
      abc, [.moveRow(path(0, 0), to: path(0, 1)), .moveRow(path(0, 0), to: path(0, 2))], after: abc)
    #expect(error?.code == "moveRowToBoth")
    #expect(
      error?.reason
        == "attempt to move row at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and {length = 2, path = 0 - 2}"
    )
  }

  @Test func movingTwoSectionsToOnePlaceIsRejected() {
    let error = failure(
      [["a"], ["b"], ["c"]], [.moveSection(1, to: 2), .moveSection(0, to: 2)], after: [["a"], ["b"], ["c"]])
    #expect(error?.code == "moveBothSectionsTo")
    #expect(error?.reason == "attempt to move both section 0 and section 1 to section 2")
  }

  @Test func movingTwoRowsToOnePlaceIsRejected() {
    let error = failure(
      abc, [.moveRow(path(0, 0), to: path(0, 2)), .moveRow(path(0, 1), to: path(0, 2))], after: abc)
    #expect(error?.code == "moveBothRowsTo")
    #expect(
      error?.reason
        == "attempt to move both row at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to {length = 2, path = 0 - 2}"
    )
  }
}

/// The count rules UITableView checks last: sections, then the rows of each surviving section.
@Suite struct TableViewCountRuleMessages {
  @Test func aDeletionTheModelDidNotMakeIsTheFamousCrash() {
    // The model still has three rows, but the table was told one was deleted.
    let error = failure([["a", "b", "c"]], [.deleteRows([path(0, 0)])], after: [["a", "b", "c"]])
    #expect(error?.code == "invalidNumberOfRows")
    #expect(
      error?.reason
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    )
  }

  @Test func aDeletionTheModelMadeToo() throws {
    let table = try applying([["a", "b", "c"]], [.deleteRows([path(0, 0)])], after: [["b", "c"]])
    #expect(table.contents == [["b v1", "c v1"]])
  }

  @Test func aModelChangeTheTableWasNotToldAbout() {
    let error = failure([["a", "b", "c"]], [], after: [["b", "c"]])
    #expect(
      error?.reason
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    )
  }

  @Test func aReloadCountsAsOneInsertedAndOneDeleted() {
    let error = failure([["a", "b"]], [.reloadRows([path(0, 0)])], after: [["a"]])
    #expect(
      error?.reason
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    )
  }

  @Test func aRowMovedToAnotherSectionCountsAsMovedOutAndIn() {
    let error = failure(
      [["a", "b"], ["c"]], [.moveRow(path(0, 0), to: path(1, 0))], after: [["a", "b"], ["c"]])
    #expect(
      error?.reason
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out)."
    )
  }

  @Test func theSectionIsNumberedAsItIsAfterTheUpdate() {
    // Old section 1 is section 0 once section 0 is gone.
    let error = failure([["x"], ["a", "b", "c"]], [.deleteSections([0])], after: [["a", "b", "c", "d"]])
    #expect(
      error?.reason
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    )
  }

  @Test func aSectionDeletionTheModelDidNotMake() {
    let error = failure([["a"], ["b"]], [.deleteSections([1])], after: [["a"], ["b"]])
    #expect(error?.code == "invalidNumberOfSections")
    #expect(
      error?.reason
        == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
    )
  }

  @Test func sectionsAreCheckedBeforeRows() {
    let error = failure([["a"], ["b"]], [.insertSections([1])], after: [["a", "z"], ["b"]])
    #expect(error?.code == "invalidNumberOfSections")
    #expect(error?.reason.contains("(1 inserted, 0 deleted)") == true)
  }
}
