import Testing

/// `#available(iOS N, *)` asks the iOS the session imitates, its behaviour profile (`set ios N`,
/// `--ios N`): the branch a device of that iOS takes runs, so a program's fallback for an older
/// iOS can be watched.
@Suite("#available asks the behaviour profile")
struct AvailabilityTests {
  static let program = """
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    if #available(iOS 15.0, *) {
      snapshot.reconfigureItems([2])
      print("reconfigured")
    } else {
      snapshot.reloadItems([2])
      print("reloaded")
    }
    if #unavailable(iOS 14) { print("before iOS 14") }
    """

  @Test(arguments: [
    (13, ["reloaded", "before iOS 14"]), (14, ["reloaded"]), (15, ["reconfigured"]), (26, ["reconfigured"]),
  ])
  func theBranchOfTheProfileRuns(iOS: Int, printed: [String]) {
    let session = SwiftSession()
    session.enter("set ios \(iOS)")
    #expect(session.enter(Self.program) == printed)
  }

  @Test func withoutAProfileTheLatestIOSAnswers() {
    #expect(
      SwiftSession().enter("guard #available(iOS 26, *) else { fatalError() }; print(\"26\")") == ["26"])
    #expect(
      SwiftSession().enter("if #available(iOS 27, *) { print(27) } else { print(\"not 27\") }") == ["not 27"])
  }

  @Test(arguments: [
    ("if #available(iOS 15) { }", "1:4: condition required for target platform '*'"),
    ("if #unavailable(iOS 15, *) { }", "1:25: platform wildcard '*' is always implicit in #unavailable"),
    ("if #available(iOS 13, iOS 14, *) { }", "1:23: version for iOS already specified"),
    ("if #available(swift 5, *) { }", "1:15: Swift version checks not allowed in #available(...)"),
    (
      "if #unavailable(iOS 15), #available(iOS 14, *) { }",
      "1:26: #available and #unavailable cannot be in the same statement"
    ),
  ])
  func whatSwiftcRefusesIsRefusedAtItsPlace(source: String, message: String) {
    let output = SwiftSession().enter(source)
    #expect(output.first == "error: \(message)", "\(output)")
  }

  /// Under an older profile, UIKit's later API does not compile outside an `#available` check,
  /// as Xcode refuses it for that deployment target; the entry does not run.
  @Test func laterAPIIsRefusedUnderAnOlderProfile() {
    let session = SwiftSession()
    session.enter("set ios 14")
    let output = session.enter(
      "var s = NSDiffableDataSourceSnapshot<Int, Int>()\ns.appendSections([0])\ns.reconfigureItems([])")
    #expect(
      output.first == "error: 3:3: 'reconfigureItems' is only available in iOS 15.0 or newer", "\(output)")
    #expect(
      output.contains(
        "  fix: the behaviour profile is iOS 14: put the call inside 'if #available(iOS 15, *) { ... }' with a "
          + "fallback, or 'set ios 15'"), "\(output)")
    #expect(!session.state.isBound("s"))
  }

  @Test(arguments: [
    "func f() {\n  guard #available(iOS 15, *) else { return }\n  s.reconfigureItems([])\n}\nf()",
    "if #unavailable(iOS 15) { s.reloadItems([]) } else { s.reconfigureItems([]) }",
    "while #available(iOS 15.0, *) { s.reconfigureItems([]); break }",
    "struct Cells { func reconfigureItems(_ ids: [Int]) {} }\nCells().reconfigureItems([])",
    "@available(iOS 15.0, *)\nfunc refresh() { s.reconfigureItems([]) }",
  ])
  func laterAPIRunsWhereAvailableIsChecked(source: String) {
    let session = SwiftSession()
    session.enter("set ios 14")
    let output = session.enter("var s = NSDiffableDataSourceSnapshot<Int, Int>()\n" + source)
    #expect(!output.contains { $0.contains("error") }, "\(output)")
  }

  @Test func aFileIsCheckedUnderTheProfile() {
    let session = SwiftSession()
    session.enter("set ios 13")
    let output = session.runScript(
      "var s = NSDiffableDataSourceSnapshot<Int, Int>()\nprint(s.reloadedItemIdentifiers)", name: "a.swift")
    #expect(
      output.first == "a.swift:2: error: 'reloadedItemIdentifiers' is only available in iOS 15.0 or newer")
  }
}
