import Testing

@testable import DiffableKit

/// An identifier shown as another text keeps its identity: a client that prints values its own
/// way (Swift's `Section.fruits`) still finds the session's items.
@Suite("An identifier shown as another value is the same identifier")
struct ShownIdentifierTests {
  @Test(arguments: [nil, ["id"]] as [[String]?])
  func shownKeepsTheIdentity(rule: [String]?) throws {
    let registry = try SnapshotFixture.payments(hash: rule, equal: rule)
    let fare = registry.identifier(for: SnapshotFixture.payment(1, "Fare"))
    let shown = fare.shown(as: .symbol("Payment(id: 1, title: \"Fare\", price: 10) as Swift prints it"))
    #expect(shown == fare && fare == shown)
    #expect(shown.hashValue == fare.hashValue)
    #expect(shown.description.hasSuffix("as Swift prints it"))
    #expect(Set([fare, shown]).count == 1)
    let other = registry.identifier(for: SnapshotFixture.payment(2, "Fare"))
    #expect(shown != other && other != shown)
    // Under an id rule, an edited value is still the same item; under every field, it is not.
    let edited = registry.identifier(for: SnapshotFixture.payment(1, "Fare total"))
    #expect((shown == edited) == (rule != nil))
    #expect(shown.shown(as: .symbol("again")) == edited.shown(as: .symbol("edited")) || rule == nil)
  }

  @Test func aSnapshotFindsTheItemByEitherText() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["id"])
    let fare = registry.identifier(for: SnapshotFixture.payment(1, "Fare"))
    var snapshot = Snapshot()
    try snapshot.appendSections([SnapshotIdentifier(.symbol("main"))])
    try snapshot.appendItems([fare.shown(as: .symbol("Swift's text"))])
    #expect(snapshot.indexOfItem(fare) == 0)
    #expect(snapshot.itemIdentifiers.map(\.description) == ["Swift's text"])
  }
}
