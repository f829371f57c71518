import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Tests aimed at mistakes the rest of the suite let through: each fails if its part of the
/// shell is broken in the way its name says.
@Suite("Tests that catch known mutations")
struct MutationKillerTests {
  // MARK: The prompt goes on after an error

  @Test func anInteractiveShellGoesOnAfterAnErrorWithBailOn() {
    var lines: [String] = []
    let shell = Shell { lines.append($0) }
    #expect(shell.session.settings.bail)
    shell.run("appendItems 1", interactive: true)
    #expect(lines.first?.hasPrefix("error: ") == true)
    #expect(shell.hadFailure)
    #expect(!shell.isStopped)
    shell.run("appendSections main; appendItems 1", interactive: true)
    shell.run("numberOfItems", interactive: true)
    #expect(lines.last == "1")
    #expect(shell.session.state.working.numberOfItems == 1)
    // A parse error does not stop it either.
    shell.run("appendItems (", interactive: true)
    shell.run("numberOfSections", interactive: true)
    #expect(lines.last == "1")
    #expect(!shell.isStopped)
  }

  @Test func aScriptStopsAtItsFirstErrorWithBailOn() {
    let (lines, shell) = runScript("appendItems 1\necho reached\n")
    #expect(shell.isStopped)
    #expect(!lines.contains("reached"))
  }

  // MARK: The caret under a typed line

  @Test(arguments: [0, 10, 3])
  func theCaretOfATypedLineStandsUnderTheColumnBehindThePrompt(promptWidth: Int) throws {
    var lines: [String] = []
    let shell = Shell { lines.append($0) }
    shell.promptWidth = promptWidth
    // Column 17: the end of the line, where the section identifier after 'to' is missing.
    shell.run("appendItems 1 to", interactive: true)
    try #require(lines.count >= 2)
    #expect(lines[1] == String(repeating: " ", count: promptWidth + 16) + "^")
    lines = []
    // Column 1.
    shell.run("]", interactive: true)
    try #require(lines.count >= 2)
    #expect(lines[1] == String(repeating: " ", count: promptWidth) + "^")
  }

  @Test func theCaretOfAContinuedTypedLineIsUnderItsOwnLine() throws {
    var lines: [String] = []
    let shell = Shell { lines.append($0) }
    shell.promptWidth = 10
    shell.run("appendSections main;\nappendItems 1 to", interactive: true)
    try #require(lines.count >= 3, "\(lines)")
    #expect(lines[1] == "    appendItems 1 to")
    #expect(lines[2] == "    " + String(repeating: " ", count: 16) + "^")
  }

  // MARK: Classic mode's reload fallback

  @Test func aRowMovingOutOfADeletedSectionOrIntoAnInsertedOneReloadsData() {
    let outOfDeleted = BatchUpdate([
      .deleteSections([0]), .moveRow(IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)),
    ])
    let intoInserted = BatchUpdate([
      .insertSections([1]), .moveRow(IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)),
    ])
    let plainMove = BatchUpdate([
      .moveRow(IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    ])
    let elsewhere = BatchUpdate([
      .deleteSections([2]), .insertSections([3]),
      .moveRow(IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)),
    ])
    #expect(UpdateDescription.reloadsData(outOfDeleted))
    #expect(UpdateDescription.reloadsData(intoInserted))
    #expect(!UpdateDescription.reloadsData(plainMove))
    #expect(!UpdateDescription.reloadsData(elsewhere))
  }

  @Test func theSessionSaysWhenTheTableReloadedInsteadOfAnimating() {
    var driver = ClassicDriver([
      "appendSections a b", "appendItems 1 2 to a", "appendItems 3 to b", "mode classic",
      "deleteSections a", "insertSections c before b", "appendItems 1 to c",
    ])
    // Row [0, 0] (item 1) moves out of deleted section 0 into inserted section 0 (c):
    // UIKit skips the row counts and reloads.
    let outcome = driver.run(
      "tableView.performBatchUpdates { deleteSections 0; insertSections 0; moveRow [0, 0] [0, 0] }")
    #expect(outcome.ok, "\(outcome.error?.message ?? "")")
    #expect(ClassicDriver.text(outcome).first?.contains("reloaded all its data instead of animating") == true)
  }

  // MARK: The undo history's bounds

  @Test func theStepLimitForgetsTheOldestSteps() {
    var history = UndoHistory(stepLimit: 3)
    for step in 0..<10 { history.push("step \(step)", SessionState()) }
    #expect(history.count == 3)
    #expect(history.popLast()?.command == "step 9")
    history.push("again", SessionState())
    #expect(history.count == 3)
  }
}
