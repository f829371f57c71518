import Testing

@testable import DiffableKit

/// A batch that passed the checks but cannot be laid out is reported, not hidden behind
/// fresh cells (which would erase the stale cells the tool is there to show).
@Suite("Table view: a batch that cannot be laid out is reported")
struct TableViewLayoutFailureTests {
  /// A validated batch that inserts row 5 into a section the model gives 3 rows: no place.
  static let outOfRange = ValidatedBatchUpdate(
    deletes: [], inserts: [.insert(IndexPath(row: 5, section: 0))], moves: [], reconfigures: [],
    oldSection: [0], reloadsData: false)

  /// Two moves to the same place: the second finds it taken.
  static let placeTakenTwice = ValidatedBatchUpdate(
    deletes: [],
    inserts: [],
    moves: [
      .move(IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)),
      .move(IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 0)),
    ],
    reconfigures: [], oldSection: [0], reloadsData: false)

  @Test(arguments: [outOfRange, placeTakenTwice])
  func theLayoutFailureIsThrownAndTheTableIsUnchanged(_ batch: ValidatedBatchUpdate) {
    var shown = table([["a", "b", "c"]])
    let before = shown
    #expect(throws: TableViewError.unplaceableRows(section: 0)) {
      try shown.apply(batch, dataSource: LabelModel([["a", "b", "c"]], version: 2))
    }
    #expect(shown == before)
    #expect(shown.contents == [["a v1", "b v1", "c v1"]])
  }

  @Test func itIsDiffablesOwnReportNotAUIKitException() {
    let error = TableViewError.unplaceableRows(section: 2)
    #expect(!error.isUIKitException)
    #expect(error.code == "unplaceableRows")
    #expect(error.reason.contains("section 2"))
  }

  @Test func aConsistentBatchStillKeepsStaleCells() throws {
    // The same path for a batch that adds up: moved and untouched rows keep their cells.
    var shown = table([["a", "b", "c"]])
    let batch = ValidatedBatchUpdate(
      deletes: [], inserts: [],
      moves: [.move(IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))],
      reconfigures: [], oldSection: [0], reloadsData: false)
    try shown.apply(batch, dataSource: LabelModel([["b", "c", "a"]], version: 2))
    #expect(shown.contents == [["b v1", "c v1", "a v1"]])
  }
}
