import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Drives a session with lines of the language, as a person types them.
struct ClassicDriver {
  var session: Session

  /// A session after `lines`; every one of them must succeed.
  init(_ lines: [String] = [], iOS: Int = 18, sourceLocation: SourceLocation = #_sourceLocation) {
    var settings = Settings()
    settings.iOS = iOS
    session = Session(settings: settings)
    for line in lines {
      let outcome = run(line, sourceLocation: sourceLocation)
      #expect(outcome.ok, "\(line): \(outcome.error?.message ?? "")", sourceLocation: sourceLocation)
    }
  }

  /// Runs the commands of `line`; returns the outcome of the last one.
  @discardableResult
  mutating func run(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> Outcome {
    do {
      var last = Outcome(command: "none")
      for command in try CommandParser.parse(line) { last = session.execute(command) }
      return last
    } catch {
      Issue.record("\(line) does not parse: \(error.message)", sourceLocation: sourceLocation)
      return Outcome(command: "parse", error: .parse(error))
    }
  }

  /// The classic table's cell contents, by section.
  var table: [[String]] { session.state.classic?.table.sections.map { $0.rows.map(\.content) } ?? [] }

  /// The model's items, by section, as text.
  var model: [[String]] { session.state.working.itemIdentifiersBySection.map { $0.map(\.description) } }

  /// Whether the classic table shows the model.
  var tableMatchesModel: Bool {
    session.state.classic.map { $0.table.matches(ModelRows(session.state), comparingContent: true) } ?? false
  }

  /// The text lines of an outcome's body.
  static func text(_ outcome: Outcome) -> [String] {
    if case .text(let lines) = outcome.body { return lines }
    return []
  }

  /// Three rows in section 0, shown by a classic table.
  static let threeRows = ["appendSections main", "appendItems 1 2 3", "mode classic"]
}

@Suite("Classic mode: switching modes")
struct ClassicModeSwitchTests {
  @Test func modeClassicLoadsTheTableFromTheWorkingSnapshot() {
    var driver = ClassicDriver(["appendSections main", "appendItems 1 2 3"])
    let outcome = driver.run("mode classic")
    #expect(outcome.ok)
    #expect(driver.session.state.mode == .classic)
    #expect(driver.table == [["1", "2", "3"]])
    #expect(ClassicDriver.text(outcome).last == "the table view loaded the model: 1 section, 3 rows")
  }

  @Test func modeDiffableAppliesTheModelSoTheNextApplyDiffsFromIt() {
    var driver = ClassicDriver(ClassicDriver.threeRows + ["deleteItems 1", "tableView.deleteRows [0, 0]"])
    #expect(driver.run("mode diffable").ok)
    #expect(driver.session.state.classic == nil)
    #expect(driver.session.state.dataSource.snapshot.itemIdentifiers == [2, 3])
    #expect(driver.session.state.dataSource.tableView.sections[0].rows.map(\.content) == ["2", "3"])
    driver.run("appendItems 4")
    guard case .diff(let report) = driver.run("apply").body else {
      Issue.record("apply printed no diff")
      return
    }
    #expect(report.diff.insertedItems.map(\.at) == [IndexPath(row: 2, section: 0)])
    #expect(report.diff.deletedItems.isEmpty)
  }

  @Test func switchingToTheCurrentModeSaysSo() {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    #expect(ClassicDriver.text(driver.run("mode classic")) == ["already in classic mode"])
    driver.run("mode diffable")
    #expect(ClassicDriver.text(driver.run("mode diffable")) == ["already in diffable mode"])
  }

  @Test func tableViewCallsFailInDiffableMode() {
    var driver = ClassicDriver(["appendSections main", "appendItems 1"])
    let outcome = driver.run("tableView.deleteRows [0, 0]")
    #expect(outcome.error?.code == "notInClassicMode")
    #expect(outcome.error?.message.hasPrefix("tableView.deleteRows is for classic mode") == true)
  }

  @Test(arguments: [
    "apply", "applySnapshotUsingReloadData", "diff", "snapshot", "explain", "itemIdentifier for [0, 0]",
    "indexPath for 1",
  ])
  func diffableDataSourceCommandsFailInClassicMode(line: String) {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    let outcome = driver.run(line)
    #expect(outcome.error?.code == "classicMode")
    #expect(outcome.error?.message.contains("UITableViewDiffableDataSource") == true)
  }

  @Test(arguments: ["reloadItems 1", "reconfigureItems 1", "reloadSections main"])
  func snapshotMarksFailInClassicModeNamingTheTableCall(line: String) {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    let outcome = driver.run(line)
    #expect(outcome.error?.code == "classicMode")
    #expect(outcome.error?.fix(phrasedBy: ShortSyntaxPhrasing())?.contains("tableView.reload") == true)
    #expect(driver.session.state.working.reloadedItemIdentifiers.isEmpty)
  }
}

@Suite("Classic mode: the model changes at once, the table is not told")
struct ClassicModelTests {
  @Test func snapshotCommandsChangeTheModelAndLeaveTheTable() {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    driver.run("deleteItems 1; appendItems 4; moveItem 4 before 2")
    #expect(driver.model == [["4", "2", "3"]])
    #expect(driver.table == [["1", "2", "3"]])
    #expect(!driver.tableMatchesModel)
  }

  @Test func theFirstUntoldChangeHintsTheCallsThatTellTheTable() {
    var driver = ClassicDriver(ClassicDriver.threeRows)
    let outcome = driver.run("deleteItems 1")
    #expect(
      outcome.hints == [
        "the model changed and the table view was not told; this tells it: tableView.deleteRows [0, 0]"
      ])
    // The table already differs now: a second edit gives no hint built on a wrong premise.
    #expect(driver.run("appendItems 4").hints.isEmpty)
  }

  @Test func theHintedCallsAreValidAndMakeTheTableMatch() throws {
    var driver = ClassicDriver([
      "appendSections main extra", "appendItems 1 2 3 to main", "appendItems 4 5 to extra",
    ])
    driver.run("mode classic")
    let outcome = driver.run("moveItem 5 before 1")
    let suggestion = try #require(outcome.hints.first?.split(separator: ":", maxSplits: 1).last)
    let call = String(suggestion.dropFirst())
    #expect(call == "tableView.moveRow [1, 1] [0, 0]")
    #expect(driver.run(call).ok)
    #expect(driver.tableMatchesModel)
  }

  @Test func aBigChangeHintsReloadData() {
    var driver = ClassicDriver(["appendSections main", "mode classic"])
    let outcome = driver.run("appendItems 1 2 3 4 5 6 7 8 9 10 11 12 13")
    #expect(outcome.hints.first?.hasSuffix("tableView.reloadData (13 changes)") == true)
  }
}
