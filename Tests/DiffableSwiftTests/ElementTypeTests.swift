import DiffableEngine
import DiffableKit
import DiffableShell
import Testing

/// `NSDiffableDataSourceSnapshot<Section, Item>`'s element types are checked where identifiers
/// go in, as Swift's type checker does: a value of another type is an error, never data.
@Suite("Snapshot element types")
struct ElementTypeTests {
  private static let intItems = """
    typealias Section = String
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections(["main"])
    snapshot.appendItems([1, 2], toSection: "main")
    """

  @Test func anItemOfAnotherTypeIsAnErrorAtItsElement() {
    let session = SwiftSession()
    let output = session.runScript(
      Self.intItems + "\nsnapshot.appendItems([3,\n  \"x\"], toSection: \"main\")")
    #expect(
      output.contains(
        "test.swift:6: error: cannot convert value of type 'String' to expected element type 'Int'"))
    // The caret stands under the element of the wrong type, not under the call.
    #expect(output.contains("      \"x\"], toSection: \"main\")") && output.contains("      ^"))
    #expect(session.items == ["1", "2"])
  }

  @Test func aSectionOfAnotherTypeNamesTheAlias() {
    let session = SwiftSession()
    session.enter(Self.intItems)
    let output = session.enter("snapshot.insertSections([7], beforeSection: \"main\")")
    #expect(
      output.contains {
        $0.contains("cannot convert value of type 'Int' to expected element type 'Section' (aka 'String')")
      })
    #expect(session.sections == ["\"main\""])
  }

  @Test func aCopyKeepsTheTypesAndAnAliasGivesThem() {
    let session = SwiftSession()
    session.enter(Self.intItems)
    #expect(
      session.enter("var copy = snapshot\ncopy.insertItems([\"y\"], afterItem: 1)").contains {
        $0.contains("expected element type 'Int'")
      })
    session.enter(
      """
      struct P: Hashable { let id: Int }
      typealias Snapshot = NSDiffableDataSourceSnapshot<String, P>
      var other = Snapshot()
      other.appendSections(["a"])
      """)
    #expect(
      session.enter("other.appendItems([P(id: 1), 2])").contains { $0.contains("expected element type 'P'") })
    #expect(session.enter("print(other.itemIdentifiers)") == ["[]"])
  }

  @Test func anyHashableAndUndeclaredTypesTakeAnyValue() {
    let session = SwiftSession()
    let output = session.enter(
      """
      struct P: Hashable { let id: Int }
      var snapshot = NSDiffableDataSourceSnapshot<String, AnyHashable>()
      snapshot.appendSections(["main"])
      snapshot.appendItems([1, "two", P(id: 3)], toSection: "main")
      """)
    #expect(!output.contains { $0.contains("error") })
    #expect(session.items == ["1", "\"two\"", "P(id: 3)"])
  }

  @Test func undoForgetsTheTypesOfABindingItTakesBack() {
    let session = SwiftSession()
    session.enter("var s = NSDiffableDataSourceSnapshot<String, Int>()")
    #expect(session.enter("s.appendSections([1])").first?.contains("expected element type 'String'") == true)
    session.enter("undo")
    #expect(session.enter("s.appendSections([1])").first == "error: 1:1: cannot find 's' in scope")
  }

  /// An item of a generic struct is shown as Swift prints it, with its type arguments
  /// (`Row<Int>(id: 1, title: "a")`), as the compiled program's report shows it.
  @Test func anItemOfAGenericStructShowsItsTypeArguments() {
    let session = SwiftFrontEndTests.interpreted()
    let output = session.enter(
      """
      struct Row<ID: Hashable>: Hashable {
        let id: ID
        var title: String
      }
      """ + "\n" + SwiftFrontEndTests.dataSource("Int", "Row<Int>") + """

        var snapshot = NSDiffableDataSourceSnapshot<Int, Row<Int>>()
        snapshot.appendSections([0])
        snapshot.appendItems([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        dataSource.apply(snapshot)
        snapshot.deleteItems([Row(id: 1, title: "a")])
        dataSource.apply(snapshot)
        """)
    #expect(output.contains { $0.contains("deleteRows  [0, 0]  Row<Int>(id: 1, title: \"a\")") }, "\(output)")
  }
}
