import DiffableEngine
import DiffableKit
import DiffableShell
import Testing

/// A hand-written `==` whose whole body is `true` or `false`: readable, shown, and warned about.
@Suite("Swift == that is always true or always false")
struct EqualityLiteralTests {
  private static func declare(_ body: String, in session: SwiftSession) -> [String] {
    session.enter(
      """
      struct P: Hashable {
          let id: Int
          var title: String
          func hash(into hasher: inout Hasher) { hasher.combine(id) }
          static func == (lhs: P, rhs: P) -> Bool { \(body) }
      }
      var snapshot = NSDiffableDataSourceSnapshot<String, P>()
      snapshot.appendSections(["main"])
      """)
  }

  @Test(arguments: ["false", "return false", "(false)"])
  func alwaysFalseIsShownAndWarned(body: String) {
    let session = SwiftSession()
    let output = Self.declare(body, in: session)
    #expect(output.first == "P: hash(id), ==(always false)")
    #expect(output.contains { $0.hasPrefix("warning: P breaks Equatable's contract: == is always false") })
    #expect(session.state.registry["P"]?.isNeverEqual == true)
  }

  @Test func alwaysFalseNeverFindsAnItemAgain() {
    let session = SwiftSession()
    _ = Self.declare("false", in: session)
    // No duplicate is detected, in one call or across calls.
    #expect(
      !session.enter("let a = P(id: 1, title: \"a\")\nsnapshot.appendItems([a, a])").contains {
        $0.contains("error")
      })
    session.enter("snapshot.appendItems([a])")
    #expect(session.items.count == 3)
    // deleteItems skips what it cannot find, as UIKit skips an absent item.
    session.enter("snapshot.deleteItems([a])")
    #expect(session.items.count == 3)
    let reload = session.enter("snapshot.reloadItems([a])")
    #expect(
      reload.contains {
        $0.contains("Attempted to reload item identifier that does not exist in the snapshot")
      })
    #expect(reload.contains { $0.contains("P's == is always false") })
    #expect(session.enter("print(a == a)") == ["false"])
  }

  @Test func applyReportsTheIdentifierNotEqualToItself() {
    let session = SwiftSession()
    _ = Self.declare("return false", in: session)
    session.enter("snapshot.appendItems([P(id: 1, title: \"a\")])")
    let output = session.enter("dataSource.apply(snapshot)")
    #expect(
      output.contains {
        $0.contains(
          "Diffable data source detected an item identifier that is not equal to itself. An identifier must "
            + "compare as equal to the same identifier.")
          && $0.hasSuffix("Identifier with invalid equality: P(id: 1, title: \"a\")")
      })
    #expect(session.state.dataSource.snapshot.itemIdentifiers.isEmpty)
  }

  @Test func anEnumHoldingANeverEqualStructIsNeverEqualToo() {
    let session = SwiftSession()
    _ = Self.declare("false", in: session)
    session.enter("enum Item: Hashable { case payment(P) }")
    #expect(
      session.enter("print(Item.payment(P(id: 1, title: \"a\")) == Item.payment(P(id: 1, title: \"a\")))")
        == ["false"])
  }

  @Test func alwaysTrueMakesValuesThatHashAlikeDuplicates() {
    let session = SwiftSession()
    let output = Self.declare("true", in: session)
    #expect(output.first == "P: hash(id), ==(always true)")
    #expect(output.contains { $0.hasPrefix("warning: P breaks Hashable's contract") })
    let duplicate = session.enter("snapshot.appendItems([P(id: 1, title: \"a\"), P(id: 1, title: \"b\")])")
    #expect(duplicate.contains { $0.contains("Fatal: supplied item identifiers are not unique") })
    session.enter("snapshot.appendItems([P(id: 1, title: \"a\"), P(id: 2, title: \"b\")])")
    let apply = session.enter("dataSource.apply(snapshot)")
    #expect(apply.contains { $0.contains("identifiers that are equal but have different hash values") })
    #expect(apply.contains { $0.contains("P's == is always true") })
  }

  @Test func falseInsideAConjunctionIsRefused() {
    let session = SwiftSession()
    let output = Self.declare("lhs.id == rhs.id && false", in: session)
    #expect(output.contains { $0.contains("diffable reads `false` only as the whole body of ==") })
    #expect(session.state.registry["P"] == nil)
  }
}
