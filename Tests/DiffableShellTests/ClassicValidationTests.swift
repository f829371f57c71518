import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Each of UITableView's checks (docs/UIKIT.md §3.2), failed through classic mode's commands: the
/// app's crash line with UIKit's reason, verbatim, the code for JSON, and the relaunch.
@Suite("Classic mode: every UITableView check fails with UIKit's message")
struct ClassicValidationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let line: String
    let code: String
    let reason: String
    var testDescription: String { code }
  }

  /// Model and table: section 0 `main` with 1 2 3, section 1 `extra` with 4 5.
  static let setup = [
    "appendSections main extra", "appendItems 1 2 3 to main", "appendItems 4 5 to extra", "mode classic",
  ]

  static let cases: [Case] = [
    Case(
      line: "tableView.performBatchUpdates { deleteRows [0, 0]; reloadRows [0, 0] }", code: "deleteAndReload",
      reason: "attempt to delete and reload the same index path ({length = 2, path = 0 - 0})"),
    Case(
      line: "tableView.performBatchUpdates { deleteRows [0, 1]; moveRow [0, 1] [0, 0] }",
      code: "deleteAndMoveRow",
      reason: "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})"),
    Case(
      line: "tableView.performBatchUpdates { deleteSections 1; moveSection 1 0 }",
      code: "deleteAndMoveSection",
      reason: "attempt to perform a delete and a move from the same section (1)"),
    Case(
      line: "tableView.performBatchUpdates { insertRows [0, 0]; moveRow [0, 2] [0, 0] }",
      code: "insertAndMoveRow",
      reason: "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})"),
    Case(
      line: "tableView.performBatchUpdates { insertSections 0; moveSection 1 0 }",
      code: "insertAndMoveSection",
      reason: "attempt to perform an insert and a move to the same section (0)"),
    Case(
      line: "tableView.deleteSections 5", code: "deleteSectionOutOfRange",
      reason: "attempt to delete section 5, but there are only 2 sections before the update"),
    Case(
      line: "tableView.deleteRows [5, 0]", code: "deleteRowInMissingSection",
      reason: "attempt to delete row 0 from section 5, but there are only 2 sections before the update"),
    Case(
      line: "tableView.deleteRows [0, 7]", code: "deleteRowOutOfRange",
      reason: "attempt to delete row 7 from section 0 which only contains 3 rows before the update"),
    Case(
      line: "tableView.insertSections 4", code: "insertSectionOutOfRange",
      reason: "attempt to insert section 4 but there are only 2 sections after the update"),
    Case(
      line: "tableView.insertRows [3, 0]", code: "insertRowInMissingSection",
      reason: "attempt to insert row 0 into section 3, but there are only 2 sections after the update"),
    Case(
      line: "tableView.insertRows [0, 9]", code: "insertRowOutOfRange",
      reason:
        "attempt to insert row 9 into section 0, but there are only 3 rows in section 0 after the update"),
    Case(
      line: "tableView.moveSection 4 0", code: "moveSectionFromOutOfRange",
      reason: "attempt to move section 4, but there are only 2 sections before the update"),
    Case(
      line: "tableView.moveSection 0 4", code: "moveSectionToOutOfRange",
      reason: "attempt to to move section 0 to section 4, but there are only 2 sections after the update"),
    Case(
      line: "tableView.moveRow [4, 0] [0, 0]", code: "moveRowFromMissingSection",
      reason: "attempt to move index path ({length = 2, path = 4 - 0}) from a section that does not exist - "
        + "there are only 2 sections before the update"),
    Case(
      line: "tableView.moveRow [0, 5] [0, 0]", code: "moveRowFromOutOfRange",
      reason:
        "attempt to move index path ({length = 2, path = 0 - 5}) that does not exist - there are only 3 "
        + "rows in section 0 before the update"),
    Case(
      line: "tableView.moveRow [0, 0] [4, 0]", code: "moveRowToMissingSection",
      reason:
        "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 4 - 0}) "
        + "in section that does not exist - there are only 2 sections after the update"),
    Case(
      line: "tableView.moveRow [0, 0] [0, 5]", code: "moveRowToOutOfRange",
      reason:
        "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - 5}) "
        + "that does not exist - there are only 3 rows in section 0 after the update"),
    Case(
      line: "tableView.performBatchUpdates { moveSection 0 1; moveSection 0 0 }", code: "moveSectionToBoth",
      reason: "attempt to move section 0 to both section 1 and section 0"),
    Case(
      line: "tableView.performBatchUpdates { moveRow [0, 0] [0, 1]; moveRow [0, 0] [0, 2] }",
      code: "moveRowToBoth",
      reason:
        "attempt to move row at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} "
        + "and {length = 2, path = 0 - 2}"),
    Case(
      line: "tableView.performBatchUpdates { moveSection 0 1; moveSection 1 1 }", code: "moveBothSectionsTo",
      reason: "attempt to move both section 0 and section 1 to section 1"),
    Case(
      line: "tableView.performBatchUpdates { moveRow [0, 0] [0, 2]; moveRow [0, 1] [0, 2] }",
      code: "moveBothRowsTo",
      reason:
        "attempt to move both row at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} "
        + "to {length = 2, path = 0 - 2}"),
    Case(
      line: "tableView.deleteSections 1", code: "invalidNumberOfSections",
      reason:
        "Invalid update: invalid number of sections. The number of sections contained in the table view "
        + "after the update (2) must be equal to the number of sections contained in the table view before the "
        + "update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."),
    Case(
      line: "tableView.insertRows [1, 0]", code: "invalidNumberOfRows",
      reason:
        "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing "
        + "section after the update (2) must be equal to the number of rows contained in that section before the "
        + "update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 "
        + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved "
        + "out)."),
  ]

  @Test(arguments: cases)
  func aFailingUpdateCrashesWithUIKitsReason(_ testCase: Case) {
    var driver = ClassicDriver(Self.setup)
    let outcome = driver.run(testCase.line)
    #expect(outcome.error?.code == testCase.code)
    #expect(
      outcome.error?.message
        == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '"
        + testCase.reason + "'")
    #expect(outcome.error?.isUIKitException == true)
    #expect(outcome.error?.consequence?.hasPrefix("here the app relaunched") == true)
    #expect(driver.table == [["1", "2", "3"], ["4", "5"]], "relaunched from the model")
  }

  @Test(arguments: cases)
  func theSameChecksRunAtEndUpdates(_ testCase: Case) throws {
    var driver = ClassicDriver(Self.setup + ["tableView.beginUpdates"])
    let commands = try CommandParser.parse(testCase.line)
    guard case .tableView(let call) = try #require(commands.first) else {
      Issue.record("not a table view call")
      return
    }
    let calls = try SessionState.flatten([call])
    for call in calls { #expect(driver.run("tableView." + call.text).ok) }
    let outcome = driver.run("tableView.endUpdates")
    #expect(outcome.error?.code == testCase.code)
    #expect(outcome.error?.message.hasSuffix("reason: '" + testCase.reason + "'") == true)
    #expect(driver.session.state.classic?.openBatch == nil, "the relaunched app has no open batch")
  }

  @Test func theCheckCodesAreTheValidatorsOwn() {
    // One implementation: classic mode reports exactly what DiffableKit's validator throws.
    let model = ClassicDriver(Self.setup).session.state
    for testCase in Self.cases {
      guard case .tableView(let command) = try? CommandParser.parse(testCase.line).first,
        let calls = try? SessionState.flatten([command])
      else {
        Issue.record("\(testCase.line) is not a table view call")
        continue
      }
      let error = #expect(throws: TableViewError.self) {
        try model.classic?.table.validate(BatchUpdate(calls), dataSource: ModelRows(model))
      }
      #expect(error?.code == testCase.code)
      #expect(error?.reason == testCase.reason)
    }
  }
}
