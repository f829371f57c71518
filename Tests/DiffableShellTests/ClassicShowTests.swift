import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("Classic mode: show and print")
struct ClassicShowTests {
  @Test func aTableThatMatchesTheModelIsDrawnAlone() {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    #expect(
      ClassicDriver.text(driver.run("show")) == [
        "the table view matches the model:", "section 0: main", "  [0, 0]  1", "  [0, 1]  2", "  [0, 2]  3",
      ])
  }

  @Test func aTableThatDisagreesIsDrawnBesideTheModelWithTheDifferencesMarked() {
    var driver = ClassicDriver(ClassicDriver.threeRows + ["deleteItems 1"])
    #expect(
      ClassicDriver.text(driver.run("show")) == [
        "the model and the table view disagree: the table has not been told of every change",
        "model (what the data source answers) | table view (on screen)",
        "section 0: main                      | section 0: main",
        "  [0, 0]  2                          ≠   [0, 0]  1",
        "  [0, 1]  3                          ≠   [0, 1]  2",
        "                                     ≠   [0, 2]  3",
        "rows by section: model [2], table view [3]; the next update is checked against the table's counts "
          + "before and the model's after",
      ])
  }

  @Test func sectionsOnOneSideOnlyAreMarked() {
    var driver = ClassicDriver(ClassicDriver.threeRows + ["appendSections more"])
    let lines = ClassicDriver.text(driver.run("show"))
    #expect(lines.contains("section 1: more                      ≠"))
    #expect(lines.contains("  (no rows)                          ≠"))
  }

  @Test func anOpenBatchIsListed() {
    var driver = ClassicDriver(
      ClassicDriver.threeRows + ["tableView.beginUpdates", "tableView.deleteRows [0, 0]"])
    #expect(
      ClassicDriver.text(driver.run("show")).last
        == "open batch (tableView.beginUpdates): deleteRows [0, 0]; tableView.endUpdates checks it")
  }

  @Test func staleContentIsADisagreement() {
    var driver = ClassicDriver([
      "struct Song { id, title } hash(id) equal(id)", "cell Song \"{title}\"", "appendSections main",
      "appendItems Song(1, \"Intro\")", "mode classic", "new", "appendSections main",
      "appendItems Song(1, \"Coda\")",
    ])
    let lines = ClassicDriver.text(driver.run("show"))
    #expect(lines.contains { $0.hasPrefix("  [0, 0]  Coda") && $0.hasSuffix("≠   [0, 0]  Intro") })
  }

  @Test func printShowsTheModelAndWhetherTheTableShowsIt() {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    #expect(
      ClassicDriver.text(driver.run("print")) == [
        "model (the working snapshot): 1 section, 3 rows", "  main: 1, 2, 3",
        "the table view shows the model",
      ])
    driver.run("deleteItems 2")
    #expect(
      ClassicDriver.text(driver.run("print")).last
        == "the table view differs from the model (`show` compares them)")
  }
}
