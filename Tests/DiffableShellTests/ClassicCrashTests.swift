import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// The crash diffable data sources removed: `invalid number of rows in section 0` with
/// (3) after, (3) before, (0 inserted, 1 deleted).
@Suite("Classic mode: the famous crash")
struct ClassicCrashTests {
  static let famousReason =
    "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
    + "after the update (3) must be equal to the number of rows contained in that section before the update "
    + "(3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and "
    + "plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
  static let famousLine =
    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(famousReason)'"

  @Test func tellingTheTableBeforeTheModelCrashes() {
    // tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    // items.remove(at: 0)      // too late: the single call was checked at once
    var driver = ClassicDriver(ClassicDriver.threeRows)
    let outcome = driver.run("tableView.deleteRows [0, 0]")
    #expect(outcome.error?.message == Self.famousLine)
    #expect(outcome.error?.code == "invalidNumberOfRows")
    #expect(
      outcome.error?.fix(phrasedBy: ShortSyntaxPhrasing())?.hasPrefix(
        "the model still has the rows the table shows") == true)
  }

  @Test func forgettingTheModelInsideABatchCrashesAtEndUpdates() {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    driver.run("tableView.beginUpdates; tableView.deleteRows [0, 0]")
    let outcome = driver.run("tableView.endUpdates")
    #expect(outcome.error?.message == Self.famousLine)
  }

  @Test func forgettingTheModelInPerformBatchUpdatesCrashes() {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    #expect(
      driver.run("tableView.performBatchUpdates { deleteRows [0, 0] }").error?.message == Self.famousLine)
  }

  @Test func theModelFirstThenTheTablePasses() {
    // The issue's sequence: the model loses its first row and the table is told nothing;
    // then deleteRows [0, 0]. The table counts 3 before (what it last loaded) and the model
    // 2 after, which is 3 - 1: UIKit accepts this update, and so does diffable.
    var driver = ClassicDriver(ClassicDriver.threeRows)
    driver.run("deleteItems 1")
    #expect(driver.table == [["1", "2", "3"]])
    let outcome = driver.run("tableView.deleteRows [0, 0]")
    #expect(outcome.ok)
    #expect(driver.table == [["2", "3"]])
    #expect(
      ClassicDriver.text(outcome) == [
        "the table view animated the update: 1 row deleted; the table view now matches the model",
        "  deleteRows  [0, 0]  1",
      ])
  }

  @Test func theRelaunchedAppShowsTheModelAndUndoGoesBackToBeforeTheCrash() {
    var driver = ClassicDriver(ClassicDriver.threeRows + ["tableView.beginUpdates", "deleteItems 1"])
    driver.run("tableView.deleteRows [0, 0]; tableView.deleteRows [0, 1]")
    let outcome = driver.run("tableView.endUpdates")
    #expect(outcome.error?.code == "invalidNumberOfRows")
    #expect(
      outcome.error?.consequence
        == "here the app relaunched: the table view reloaded from the model (1 section, 2 rows); `undo` steps "
        + "back to before the crash")
    #expect(driver.table == [["2", "3"]])
    #expect(driver.session.state.classic?.openBatch == nil)
    #expect(driver.run("undo").ok)
    #expect(driver.table == [["1", "2", "3"]])
    #expect(driver.session.state.classic?.openBatch?.calls.count == 2)
  }

  @Test func anEmptyBatchStillChecksTheCounts() {
    // beginUpdates/endUpdates with nothing inside (the row-height trick) after a model change.
    var driver = ClassicDriver(ClassicDriver.threeRows + ["appendItems 4"])
    let outcome = driver.run("tableView.beginUpdates; tableView.endUpdates")
    #expect(outcome.error?.message.contains("after the update (4)") == true)
    #expect(outcome.error?.message.contains("(0 inserted, 0 deleted)") == true)
  }

  @Test func theTextOutputShowsTheCrashTheRelaunchAndTheFix() {
    var lines: [String] = []
    let shell = Shell(output: { lines.append($0) })
    shell.runScript(
      ClassicDriver.threeRows.joined(separator: "\n") + "\ntableView.deleteRows [0, 0]\n", name: "crash")
    #expect(shell.hadFailure)
    let relaunch: String =
      "  in an app: an uncaught NSInternalInconsistencyException (a crash); here the app relaunched: the table "
      + "view reloaded from the model (1 section, 3 rows); `undo` steps back to before the crash"
    let fix: String =
      "  fix: the model still has the rows the table shows, so the table was told of a change the model has "
      + "not made: change the model first (deleteItems, appendItems, ...), then tell the table, or do both "
      + "between tableView.beginUpdates and tableView.endUpdates"
    let expected: [String] = [
      "crash:4: error: " + Self.famousLine, "    tableView.deleteRows [0, 0]", relaunch, fix,
    ]
    #expect(Array(lines.suffix(4)) == expected)
  }

  @Test func theJSONOutputCarriesTheValidatorsCode() {
    var lines: [String] = []
    var settings = Settings()
    settings.format = .json
    let shell = Shell(settings: settings, output: { lines.append($0) })
    shell.runScript(
      (ClassicDriver.threeRows + ["tableView.deleteRows [0, 0]"]).joined(separator: "\n"), name: "j")
    let last = lines.last ?? ""
    #expect(
      last.hasPrefix(
        #"{"ok": false, "command": "tableView.deleteRows", "error": {"code": "invalidNumberOfRows""#))
    #expect(last.contains(#""consequence": "here the app relaunched"#))
  }

  @Test func aCrashUnderTryDoesNotFailTheScript() {
    let shell = Shell(output: { _ in })
    shell.runScript(
      (ClassicDriver.threeRows + ["try? tableView.deleteRows [0, 0]", "show"]).joined(separator: "\n"),
      name: "t")
    #expect(!shell.hadFailure)
    #expect(shell.session.state.classic?.table.rowCounts == [3])
  }
}

@Suite("Classic mode: batches left open, and calls out of place")
struct ClassicOpenBatchTests {
  @Test func modeDiffableRefusesWhileABatchIsOpen() {
    var driver = ClassicDriver(
      ClassicDriver.threeRows + ["tableView.beginUpdates", "tableView.deleteRows [0, 0]"])
    let outcome = driver.run("mode diffable")
    #expect(outcome.error?.code == "openBatch")
    #expect(
      outcome.error?.message.hasPrefix("tableView.beginUpdates is still open (1 call recorded)") == true)
    #expect(driver.session.state.mode == .classic)
  }

  @Test func resetDiscardsAnOpenBatchWithAWarning() {
    var driver = ClassicDriver(ClassicDriver.threeRows + ["tableView.beginUpdates"])
    let outcome = driver.run("reset")
    #expect(outcome.warnings == ["the open tableView.beginUpdates batch (0 calls) was discarded unchecked"])
    #expect(driver.session.state.mode == .diffable)
  }

  @Test func aScriptThatEndsInsideABatchFails() {
    var lines: [String] = []
    let shell = Shell(output: { lines.append($0) })
    shell.runScript(
      (ClassicDriver.threeRows + ["tableView.beginUpdates", "tableView.deleteRows [0, 0]"]).joined(
        separator: "\n"),
      name: "open.diffable")
    #expect(shell.hadFailure)
    #expect(
      lines.first { $0.hasPrefix("error:") }
        == "error: the script open.diffable ended inside tableView.beginUpdates: its 1 call was never checked"
    )
  }

  @Test func aSourcedScriptMayLeaveTheBatchToItsCaller() throws {
    let shell = Shell(output: { _ in })
    shell.runScript("mode classic\ntableView.beginUpdates", name: "part", topLevel: false)
    #expect(!shell.hadFailure)
  }

  @Test func endUpdatesWithoutBeginUpdatesFails() {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    #expect(driver.run("tableView.endUpdates").error?.code == "noOpenBatch")
  }

  @Test(arguments: [
    "tableView.beginUpdates; tableView.reloadData",
    "tableView.performBatchUpdates { deleteRows [0, 0]; reloadData }",
  ])
  func reloadDataInsideABatchFails(line: String) {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    #expect(driver.run(line).error?.code == "reloadDataInBatch")
  }

  @Test(arguments: [
    "tableView.performBatchUpdates { beginUpdates }", "tableView.performBatchUpdates { endUpdates }",
  ])
  func unbalancedBeginAndEndInsideABlockFail(line: String) {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    #expect(driver.run(line).error?.code == "unbalancedBatch")
  }
}
