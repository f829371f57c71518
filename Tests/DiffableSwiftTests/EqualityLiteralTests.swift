import DiffableEngine
import DiffableKit
import DiffableShell
import Testing

/// A hand-written `==` that is always false (or not reflexive) or always true, run as written:
/// each sighting of a value that is not `==` to itself is an identity of its own, and UIKit's
/// validator refuses to apply one.
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

  @Test(arguments: [
    ("false", "false"), ("return false", "false"), ("(false)", "false"),
    ("lhs.id == rhs.id && false", "id, false"),
    ("lhs.id < rhs.id", "lhs.id < rhs.id"),
  ])
  func anIdentifierNotEqualToItselfIsRefusedAtApply(body: String, compared: String) {
    let session = SwiftSession()
    // Not read as a rule of fields: the interpreter runs it; the session announces what it compares
    // (with no warning on hashing: a value never equal to another breaks no hashing contract).
    #expect(Self.declare(body, in: session) == ["P: hash(id), ==(\(compared))"])
    session.enter("snapshot.appendItems([P(id: 1, title: \"a\")])")
    let output = session.enter("dataSource.apply(snapshot)")
    #expect(
      output.contains {
        $0.contains(
          "Diffable data source detected an item identifier that is not equal to itself. An identifier must "
            + "compare as equal to the same identifier.")
          && $0.hasSuffix("Identifier with invalid equality: P(id: 1, title: \"a\")'")
      }, "\(output)")
    #expect(session.state.dataSource.snapshot.itemIdentifiers.isEmpty)
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
    #expect(session.enter("print(a == a)") == ["false"])
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
    #expect(
      Self.declare("true", in: session) == [
        "P: hash(id), ==(true)",
        "warning: P breaks Hashable's contract: hash(into:) reads the property 'id', which == does not read, so "
          + "two values that are == can hash differently. The components used for hashing must be the same as "
          + "the components compared in ==.",
      ])
    let duplicate = session.enter("snapshot.appendItems([P(id: 1, title: \"a\"), P(id: 1, title: \"b\")])")
    #expect(duplicate.contains { $0.contains("Fatal: supplied item identifiers are not unique") })
    // Values that hash apart are never compared: both are appended and applied.
    session.enter("snapshot.appendItems([P(id: 1, title: \"a\"), P(id: 2, title: \"b\")])")
    #expect(session.items.count == 2)
  }
}
