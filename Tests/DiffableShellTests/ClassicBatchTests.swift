import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("Classic mode: updates that must pass")
struct ClassicBatchTests {
  /// Four sections; the edits below delete, insert and move rows (one across sections),
  /// delete one section, insert another, and leave a reload for the rows of a section
  /// that no move touches.
  static let setup = [
    "appendSections main extra gone third", "appendItems 1 2 3 4 to main", "appendItems 5 6 7 to extra",
    "appendItems 20 to gone", "appendItems 10 11 12 to third", "mode classic",
  ]
  static let modelEdits = [
    "deleteItems 2", "moveItem 4 before 1", "moveItem 6 before 3", "appendItems 8 to extra",
    "insertItems 9 after 5", "deleteSections gone", "appendSections fresh", "appendItems 30 31 to fresh",
    "deleteItems 10", "appendItems 13 to third",
  ]
  static let calls = [
    "deleteRows [0, 1]", "moveRow [0, 3] [0, 0]", "moveRow [1, 1] [0, 2]", "insertRows [1, 1] [1, 3]",
    "deleteSections 2", "insertSections 3", "deleteRows [3, 0]", "insertRows [2, 2]", "reloadRows [3, 2]",
  ]
  static let expected = [["4", "1", "6", "3"], ["5", "9", "7", "8"], ["11", "12", "13"], ["30", "31"]]

  @Test func mixedCallsAcrossSectionsPassInOnePerformBatchUpdates() {
    var driver = ClassicDriver(Self.setup + Self.modelEdits)
    let outcome = driver.run("tableView.performBatchUpdates { " + Self.calls.joined(separator: "; ") + " }")
    #expect(outcome.ok, "\(outcome.error?.message ?? "")")
    #expect(driver.table == Self.expected)
    #expect(driver.tableMatchesModel)
    #expect(
      ClassicDriver.text(outcome).first
        == "the table view animated the update: 1 section deleted, 1 section inserted, 2 rows deleted, "
        + "3 rows inserted, 2 rows moved, 1 row reloaded; the table view now matches the model")
  }

  @Test func theSameCallsPassBetweenBeginAndEndUpdatesWithTheModelEditedInBetween() {
    var driver = ClassicDriver(Self.setup + ["tableView.beginUpdates"])
    // Calls and edits interleaved, in an order no update would accept one by one.
    for (index, call) in Self.calls.enumerated() {
      #expect(driver.run("tableView." + call).ok)
      #expect(driver.run(Self.modelEdits[index]).ok)
    }
    for edit in Self.modelEdits.dropFirst(Self.calls.count) { #expect(driver.run(edit).ok) }
    #expect(driver.table == [["1", "2", "3", "4"], ["5", "6", "7"], ["20"], ["10", "11", "12"]])
    let outcome = driver.run("tableView.endUpdates")
    #expect(outcome.ok, "\(outcome.error?.message ?? "")")
    #expect(driver.table == Self.expected)
  }

  @Test func movedRowsKeepTheirCellsAndReloadedRowsGetFreshOnes() {
    var driver = ClassicDriver([
      "struct Song { id, title } hash(id) equal(id)", "cell Song \"{title}\"", "appendSections main other",
      "appendItems Song(1, \"Intro\") Song(2, \"Verse\") to main",
      "appendItems Song(3, \"Outro\") Song(4, \"Solo\") to other", "mode classic",
    ])
    // Same identities, new titles: the model renders new content, the table keeps its cells.
    driver.run(
      "new; appendSections main other; appendItems Song(1, \"Opening\") Song(2, \"Bridge\") to main; "
        + "appendItems Song(4, \"Riff\") Song(3, \"Coda\") to other")
    let outcome = driver.run("tableView.performBatchUpdates { reloadRows [0, 1]; moveRow [1, 1] [1, 0] }")
    #expect(outcome.ok, "\(outcome.error?.message ?? "")")
    #expect(driver.table == [["Intro", "Bridge"], ["Solo", "Outro"]])
    #expect(!driver.tableMatchesModel, "the moved and untouched rows show their old content")
  }

  @Test func eachCallOutsideABatchIsItsOwnUpdate() {
    var driver = ClassicDriver(ClassicDriver.threeRows + ["appendItems 4"])
    #expect(driver.run("tableView.insertRows [0, 3]").ok)
    #expect(driver.run("deleteItems 2").ok)
    #expect(driver.run("tableView.deleteRows [0, 1]").ok)
    #expect(driver.table == [["1", "3", "4"]])
    #expect(driver.run("undo").ok)
    #expect(driver.table == [["1", "2", "3", "4"]], "undo steps back over one update")
  }

  @Test func nestedBatchesAreCheckedAtTheOutermostEndUpdates() {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    driver.run("tableView.beginUpdates; tableView.beginUpdates; deleteItems 1; tableView.deleteRows [0, 0]")
    let inner = driver.run("tableView.endUpdates")
    #expect(inner.ok)
    #expect(driver.table == [["1", "2", "3"]], "the inner endUpdates checks nothing yet")
    driver.run("appendItems 4; tableView.performBatchUpdates { insertRows [0, 2] }")
    #expect(driver.session.state.classic?.openBatch?.calls.count == 2, "a block inside a batch joins it")
    #expect(driver.run("tableView.endUpdates").ok)
    #expect(driver.table == [["2", "3", "4"]])
  }

  @Test func reloadDataShowsTheModelWithoutChecks() {
    var driver = ClassicDriver(ClassicDriver.threeRows + ["deleteItems 1 2", "appendSections more"])
    let outcome = driver.run("tableView.reloadData")
    #expect(outcome.ok)
    #expect(driver.table == [["3"], []])
    #expect(driver.tableMatchesModel)
  }

  @Test func theDiffOfAnyModelEditIsAnUpdateTheTableAccepts() throws {
    // Whatever the model edits, the calls a diffable data source would make pass classic
    // mode's checks and leave the table showing the model: the same validator, both ways.
    var generator = SplitMix64(seed: 0xC1A5_51C)
    for _ in 0..<40 {
      var driver = ClassicDriver([
        "appendSections s0 s1 s2", "appendItems 0 1 2 3 to s0", "appendItems 4 5 to s1",
      ])
      driver.run("appendItems 6 7 8 to s2; mode classic")
      let old = driver.session.state.working
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        let item = Int.random(in: 0...11, using: &generator)
        let other = Int.random(in: 0...8, using: &generator)
        let section = Int.random(in: 0...3, using: &generator)
        let edits = [
          "try? deleteItems \(item)", "try? appendItems \(item) to s\(section)",
          "try? moveItem \(item) before \(other)",
          "try? moveItem \(item) after \(other)", "try? deleteSections s\(section)",
          "try? appendSections s\(section + 4)", "try? moveSection s\(section) before s\(other % 3)",
        ]
        driver.run(edits[Int.random(in: 0..<edits.count, using: &generator)])
      }
      let update = Diff(from: old, to: driver.session.state.working).batchUpdate
      guard !update.calls.isEmpty else { continue }
      let outcome = driver.run(update.text)
      #expect(outcome.ok, "\(update.text): \(outcome.error?.message ?? "")")
      #expect(driver.tableMatchesModel, "\(update.text)")
    }
  }
}
