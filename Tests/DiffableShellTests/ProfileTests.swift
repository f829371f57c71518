import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Every difference between behaviour profiles (DESIGN.md "Behaviour profiles"), each
/// checked on both sides of the version where it changes.
@Suite("Behaviour profiles")
struct ProfileTests {
  static let setup = ["appendSections main", "appendItems 1 2"]

  // MARK: - API availability

  static let laterAPIs: [(line: String, api: String)] = [
    ("reconfigureItems 1", "reconfigureItems(_:)"),
    ("applySnapshotUsingReloadData", "applySnapshotUsingReloadData(_:)"),
    ("reloadedItemIdentifiers", "reloadedItemIdentifiers"),
    ("reconfiguredItemIdentifiers", "reconfiguredItemIdentifiers"),
    ("reloadedSectionIdentifiers", "reloadedSectionIdentifiers"),
    ("mode classic; tableView.reconfigureRows [0, 0]", "reconfigureRows(at:)"),
    ("mode classic; tableView.performBatchUpdates { reconfigureRows [0, 0] }", "reconfigureRows(at:)"),
  ]

  @Test(arguments: [13, 14])
  func iOS15APIsAreErrorsNamingTheVersion(iOS: Int) {
    for (line, api) in Self.laterAPIs {
      var driver = ClassicDriver(Self.setup, iOS: iOS)
      let outcome = driver.run(line)
      #expect(outcome.error?.code == "unavailable", "\(line)")
      #expect(
        outcome.error?.message == "'\(api)' is only available in iOS 15 or newer (profile: iOS \(iOS))",
        "\(line)")
    }
  }

  @Test(arguments: [15, 18])
  func iOS15APIsWorkFromIOS15(iOS: Int) {
    for (line, _) in Self.laterAPIs {
      var driver = ClassicDriver(Self.setup + ["apply"], iOS: iOS)
      #expect(driver.run(line).ok, "\(line)")
    }
  }

  // MARK: - apply without animation

  @Test(arguments: [13, 14])
  func applyWithoutAnimationIsReloadDataBeforeIOS15(iOS: Int) {
    let lines = Self.shellLines(Self.setup + ["apply animatingDifferences: false"], iOS: iOS, format: .json)
    #expect(lines.last?.contains(#""animated": false, "reloadData": true, "ios": \#(iOS)"#) == true)
    let text = Self.shellLines(["apply"] + Self.setup + ["apply animatingDifferences: false"], iOS: iOS)
    #expect(
      text.suffix(2) == [
        "reloadData: the table view was reloaded without a diff and no animation (1 section inserted)",
        "before iOS 15, apply animatingDifferences: false is a reloadData: no diff reaches the table",
      ])
  }

  @Test(arguments: [15, 18, 26])
  func applyWithoutAnimationDiffsFromIOS15OnceTheTableHasUpdated(iOS: Int) {
    let script = ["apply"] + Self.setup + ["apply animatingDifferences: false"]
    let lines = Self.shellLines(script, iOS: iOS, format: .json)
    #expect(lines.last?.contains(#""animated": false, "reloadData": false, "ios": \#(iOS)"#) == true)
    #expect(lines.last?.contains(#""inserted": [{"id": "main", "at": 0}]"#) == true)
  }

  @Test(arguments: [15, 18, 26])
  func theFirstApplyWithoutAnimationIsAReloadDataFromIOS15(iOS: Int) {
    let script = Self.setup + ["apply animatingDifferences: false"]
    let lines = Self.shellLines(script, iOS: iOS, format: .json)
    #expect(lines.last?.contains(#""animated": false, "reloadData": true, "ios": \#(iOS)"#) == true)
    #expect(lines.last?.contains(#""reloadReason": "notAnimatedFirstApply""#) == true)
    let text = Self.shellLines(script, iOS: iOS)
    #expect(
      text.suffix(2) == [
        "reloadData: the table view was reloaded without a diff and no animation (1 section inserted)",
        "the table has never updated, so apply animatingDifferences: false reloads it (iOS 15+; "
          + "UIKit diffs only once the table has loaded)",
      ])
  }

  // MARK: - The duplicate message

  @Test func iOS13WordsTheDuplicateMessageWithoutTheList() {
    var driver = ClassicDriver(["appendSections main"], iOS: 13)
    let outcome = driver.run("appendItems 4 4")
    #expect(outcome.error?.code == "duplicateIdentifiers")
    #expect(outcome.error?.message == "Fatal: supplied identifiers are not unique.")
  }

  @Test(arguments: [14, 18])
  func laterProfilesListTheDuplicates(iOS: Int) {
    var driver = ClassicDriver(["appendSections main"], iOS: iOS)
    #expect(
      driver.run("appendItems 4 4").error?.message
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(4)}")
  }

  // MARK: - itemIdentifiers inSection of a missing section

  @Test func iOS13ReturnsNoItemsForAMissingSection() {
    var driver = ClassicDriver(Self.setup, iOS: 13)
    guard case .result(.identifiers(let items)) = driver.run("itemIdentifiers inSection nowhere").body else {
      Issue.record("expected a list of identifiers")
      return
    }
    #expect(items.isEmpty)
  }

  @Test(arguments: [14, 18])
  func laterProfilesFailForAMissingSection(iOS: Int) {
    var driver = ClassicDriver(Self.setup, iOS: iOS)
    let outcome = driver.run("itemIdentifiers inSection nowhere")
    #expect(outcome.error?.code == "sectionNotFound")
    #expect(outcome.error?.message.hasPrefix("Section identifier was not found.") == true)
  }

  // MARK: - Where the profile shows

  @Test func helpEndsWithTheProfileAndTheMode() {
    var driver = ClassicDriver([], iOS: 14)
    let lines = ClassicDriver.text(driver.run("help"))
    #expect(lines.contains("Behaviour profile: iOS 14 (`set ios N` or --ios N picks 13 to 18 and 26):"))
    #expect(lines.contains("  apply animatingDifferences: false is a reloadData: no diff reaches the table"))
    #expect(lines.last?.hasPrefix("Table view: diffable mode") == true)
    driver.run("mode classic")
    #expect(ClassicDriver.text(driver.run("help")).last?.hasPrefix("Table view: classic mode") == true)
  }

  @Test func helpForALaterAPISaysTheProfileLacksIt() {
    var driver = ClassicDriver([], iOS: 13)
    #expect(
      ClassicDriver.text(driver.run("help reconfigureItems")).last
        == "  not in the current profile (iOS 13): it needs iOS 15 (`set ios 15`)")
    driver.run("set ios 15")
    #expect(ClassicDriver.text(driver.run("help reconfigureItems")).last?.hasPrefix("  example:") == true)
  }

  @Test func setIOSSaysWhatTheProfileChanges() {
    var driver = ClassicDriver()
    #expect(
      ClassicDriver.text(driver.run("set ios 13")) == [
        "behaviour profile: iOS 13",
        "  reconfigureItems, reloadedItemIdentifiers, reconfiguredItemIdentifiers, reloadedSectionIdentifiers, "
          + "applySnapshotUsingReloadData, tableView.reconfigureRows: not yet (iOS 15); using them is an error naming "
          + "the version",
        "  apply animatingDifferences: false is a reloadData: no diff reaches the table",
        "  duplicate identifiers in one call: 'Fatal: supplied identifiers are not unique.' (no list)",
        "  itemIdentifiers inSection of a section that is not there returns []",
      ])
    #expect(driver.session.settings.iOS == 13)
  }

  @Test(arguments: [12, 19, 25, 27])
  func unknownProfilesAreRefused(iOS: Int) {
    var driver = ClassicDriver([], iOS: 17)
    #expect(driver.run("set ios \(iOS)").error?.code == "unsupportedVersion")
    #expect(driver.session.settings.iOS == 17)
  }

  @Test func iOS19To25DoNotExist() {
    var driver = ClassicDriver()
    let error = driver.run("set ios 20").error
    #expect(error?.message == "iOS 20 does not exist: Apple went from iOS 18 to iOS 26")
    #expect(error?.fix(phrasedBy: ShortSyntaxPhrasing()) == "choose 13 to 18 and 26 (default 26)")
  }

  @Test func theDefaultProfileIsIOS26() {
    #expect(Settings().iOS == 26)
    var driver = ClassicDriver([], iOS: 18)
    #expect(ClassicDriver.text(driver.run("set ios 26")).first == "behaviour profile: iOS 26")
    #expect(driver.session.settings.iOS == 26)
  }

  /// The output of a script run by a shell with the profile of `iOS`.
  static func shellLines(_ script: [String], iOS: Int, format: OutputFormat = .text) -> [String] {
    var settings = Settings()
    settings.iOS = iOS
    settings.format = format
    var lines: [String] = []
    let shell = Shell(settings: settings, output: { lines.append($0) })
    shell.runScript(script.joined(separator: "\n"), name: "profile")
    return lines
  }
}
