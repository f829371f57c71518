import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// The relaunch rule (``Session``): a failed command changes nothing, except UIKit's crash in
/// classic mode, after which the relaunched app's table reloads from the model. The session
/// commits that relaunch as a step of its own, which undo takes back.
@Suite("The relaunch rule")
struct RelaunchRuleTests {
  @Test func aCrashCommitsTheRelaunchAsOneUndoableStep() {
    var driver = ClassicDriver(ClassicDriver.threeRows + ["deleteItems 1"])
    let before = driver.session.state
    let outcome = driver.run("tableView.deleteRows [0, 0] [0, 1]")
    #expect(!outcome.ok)
    #expect(outcome.error?.relaunchesApp == true)
    // The state is the one before the command, relaunched: the table shows the model.
    var relaunched = before
    relaunched.relaunchAfterCrash()
    #expect(driver.session.state.classic == relaunched.classic)
    #expect(driver.table == [["2", "3"]])
    #expect(driver.session.state.working == before.working)
    // One step back is the state before the crash.
    #expect(ClassicDriver.text(driver.run("undo")) == ["undid tableView.deleteRows"])
    #expect(driver.session.state.classic == before.classic)
    #expect(driver.table == [["1", "2", "3"]])
    // And redo relaunches again.
    #expect(driver.run("redo").ok)
    #expect(driver.table == [["2", "3"]])
  }

  @Test func theRelaunchDiscardsTheOpenBatch() {
    var driver = ClassicDriver(
      ClassicDriver.threeRows + ["tableView.beginUpdates", "tableView.deleteRows [0, 0]"])
    #expect(driver.run("tableView.endUpdates").error?.relaunchesApp == true)
    #expect(driver.session.state.classic?.openBatch == nil)
    #expect(driver.run("undo").ok)
    #expect(driver.session.state.classic?.openBatch?.calls.count == 1)
  }

  @Test func otherFailuresChangeNothing() {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    let before = driver.session.state
    for line in ["tableView.endUpdates", "reloadItems 1", "apply", "appendItems 9 to nowhere"] {
      let outcome = driver.run(line)
      #expect(!outcome.ok, "\(line)")
      #expect(outcome.error?.relaunchesApp == false)
      #expect(driver.session.state.classic == before.classic, "\(line)")
      #expect(driver.session.state.working == before.working, "\(line)")
    }
    // Nothing was committed by the failures: undo steps over the setup instead.
    #expect(ClassicDriver.text(driver.run("undo")) == ["undid mode"])
  }

  @Test func aLayoutFailureIsNotACrashAndDoesNotRelaunch() {
    let error = SessionError.classicCrash(
      .unplaceableRows(section: 0), modelUnchanged: false, modelRowCounts: [3])
    #expect(!error.relaunchesApp)
    #expect(!error.isUIKitException)
    #expect(error.consequence == nil)
    #expect(error.fix(phrasedBy: ShortSyntaxPhrasing())?.contains("bug in diffable") == true)
  }
}
