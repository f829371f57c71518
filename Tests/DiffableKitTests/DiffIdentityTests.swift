import Testing

@testable import DiffableKit

@Suite("Diff: items are matched by identity, as their Hashable rule decides")
struct DiffIdentityTests {
  private func payment(_ id: Int, _ title: String, in registry: TypeRegistry) -> SnapshotIdentifier {
    registry.identifier(
      for: .structure(
        StructValue(type: "Payment", fieldNames: ["id", "title"], fields: [.int(id), .string(title)])))
  }

  private func registry(identityFields: [String]?) throws -> TypeRegistry {
    var registry = TypeRegistry()
    registry.declare(
      try StructType(
        name: "Payment", fields: ["id", "title"], hashFields: identityFields,
        equalityFields: identityFields))
    return registry
  }

  @Test func aChangedFieldThatIdentityIgnoresIsNoChange() throws {
    let registry = try registry(identityFields: ["id"])
    let old = try makeSnapshot(["A": [payment(1, "Fare", in: registry), payment(2, "Tip", in: registry)]])
    let new = try makeSnapshot(["A": [payment(1, "Fee", in: registry), payment(2, "Tip", in: registry)]])
    #expect(Diff(from: old, to: new).isEmpty)
  }

  @Test func aChangedFieldUnderSynthesizedHashableIsADeleteAndAnInsertInPlace() throws {
    let registry = try registry(identityFields: nil)
    let fare = payment(1, "Fare", in: registry)
    let fee = payment(1, "Fee", in: registry)
    let tip = payment(2, "Tip", in: registry)
    let old = try makeSnapshot(["A": [fare, tip]])
    let new = try makeSnapshot(["A": [fee, tip]])
    var expected = Diff()
    expected.deletedItems = [Diff.Change(id: fare, at: path(0, 0))]
    expected.insertedItems = [Diff.Change(id: fee, at: path(0, 0))]
    let diff = Diff(from: old, to: new)
    #expect(diff == expected)
    #expect(diff.deletedItems.first?.id.value.description == #"Payment(id: 1, title: "Fare")"#)
    #expect(diff.insertedItems.first?.id.value.description == #"Payment(id: 1, title: "Fee")"#)
  }

  @Test func changesCarryTheValueOfTheSnapshotTheirPositionRefersTo() throws {
    let registry = try registry(identityFields: ["id"])
    let old = try makeSnapshot([
      "A": [
        payment(1, "Fare", in: registry), payment(2, "Tip", in: registry), payment(3, "Tax", in: registry),
      ]
    ])
    var new = try makeSnapshot([
      "A": [
        payment(2, "Tip v2", in: registry), payment(1, "Fare v2", in: registry),
        payment(4, "New", in: registry),
      ]
    ])
    // Marked with the old value: the change shows the value stored in the new snapshot.
    try new.reloadItems([payment(1, "Fare", in: registry)])
    let diff = Diff(from: old, to: new)
    #expect(diff.deletedItems.map(\.id.value.description) == [#"Payment(id: 3, title: "Tax")"#])
    #expect(diff.insertedItems.map(\.id.value.description) == [#"Payment(id: 4, title: "New")"#])
    #expect(diff.movedItems.map(\.id.value.description) == [#"Payment(id: 2, title: "Tip v2")"#])
    #expect(diff.reloadedItems.map(\.id.value.description) == [#"Payment(id: 1, title: "Fare v2")"#])
  }
}
