import DiffableEngine
import DiffableShell
import Testing

/// The engine's hints and fixes reach each language in its own words: a Swift user is told
/// Swift, never a command of the short syntax.
@Suite("Hints and fixes in the entry's language")
struct PhrasingTests {
  static let editedInSwift = """
    struct Payment: Hashable { let id: Int; var title: String }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Payment>()
    snapshot.appendSections([0])
    snapshot.appendItems([Payment(id: 1, title: "Fare"), Payment(id: 2, title: "Tip")])
    dataSource.apply(snapshot)
    var next = NSDiffableDataSourceSnapshot<Int, Payment>()
    next.appendSections([0])
    next.appendItems([Payment(id: 1, title: "Fare!"), Payment(id: 2, title: "Tip")])
    dataSource.apply(next)
    """

  /// Spellings of the short syntax's rule and snapshot commands.
  static let shortSyntax = ["`hash ", "`equal ", "`new`", "`snapshot`", "appendSections main"]

  @Test func anEditedValueInSwiftIsToldTheSwiftRule() {
    let output = SwiftSession().runScript(Self.editedInSwift)
    let hint = output.first { $0.hasPrefix("hint: ") && $0.contains("became a delete + insert") }
    #expect(
      hint?.contains(
        "make id the identity (`hasher.combine(id)` in Payment's hash(into:) and `lhs.id == rhs.id` in "
          + "Payment's ==)") == true, "\(output)")
    #expect(!output.contains { line in Self.shortSyntax.contains { line.contains($0) } }, "\(output)")
  }

  @Test func theSameEditInTheShortSyntaxIsToldItsCommands() {
    let output = SwiftSession().runScript(
      """
      struct Payment { id, title }
      appendSections 0
      appendItems Payment(1, "Fare") Payment(2, "Tip")
      apply
      new
      appendSections 0
      appendItems Payment(1, "Fare!") Payment(2, "Tip")
      apply
      """, name: "s.diffable")
    #expect(
      output.contains { $0.contains("make id the identity (`hash Payment: id` and `equal Payment: id`)") },
      "\(output)")
  }

  /// `explain` is typed as a command, but the type's rule is written in the language the type
  /// was declared in.
  @Test func explainWritesTheRuleFixInTheLanguageTheTypeWasDeclaredIn() {
    let session = SwiftSession()
    session.runScript(
      """
      struct Payment: Hashable {
        let id: Int
        var price: Int
        static func == (lhs: Payment, rhs: Payment) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Payment>()
      snapshot.appendSections([0])
      snapshot.appendItems([Payment(id: 1, price: 10)])
      dataSource.apply(snapshot)
      var next = NSDiffableDataSourceSnapshot<Int, Payment>()
      next.appendSections([0])
      next.appendItems([Payment(id: 1, price: 12)])
      dataSource.apply(next)
      """)
    let output = session.enter("explain")
    #expect(
      output.contains {
        $0.contains(
          "or compare price in == (`lhs.id == rhs.id && lhs.price == rhs.price` in Payment's ==; an edit")
      }, "\(output)")
    #expect(!output.contains { line in Self.shortSyntax.contains { line.contains($0) } }, "\(output)")
  }

  @Test(arguments: [
    (
      "snapshot.appendSections([0])\nsnapshot.appendSections([0])",
      "`NSDiffableDataSourceSnapshot<Section, Item>()`"
    ),
    ("snapshot.appendItems([1])", "snapshot.appendSections([.main]) before snapshot.appendItems(...)"),
    ("snapshot.appendSections([0])\nsnapshot.reloadItems([9])", "(`dataSource.snapshot()`)"),
  ])
  func aSnapshotErrorInSwiftHasASwiftFix(code: String, fix: String) {
    let output = SwiftSession().runScript("var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()\n" + code)
    let line = output.first { $0.hasPrefix("  fix: ") }
    #expect(line?.contains(fix) == true, "\(output)")
    #expect(!output.contains { line in Self.shortSyntax.contains { line.contains($0) } }, "\(output)")
  }
}
