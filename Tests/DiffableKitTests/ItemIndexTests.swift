import Testing

@testable import DiffableKit

/// The snapshot's index files consecutive numbers together (``IndexKey``) and reads a struct's
/// identity fields from the value (``SnapshotIdentifier/FieldsStorage``): both must keep identity
/// exactly as before.
@Suite("The item index keeps identity while filing neighbours together")
struct ItemIndexTests {
  private func indexHash(_ identifier: SnapshotIdentifier) -> Int {
    IndexKey(identifier)._rawHashValue(seed: 0)
  }

  @Test("equal identifiers have one index hash: an Int and a whole Double, structs equal by id")
  func equalKeysHashAlike() throws {
    #expect(indexHash(SnapshotIdentifier(.int(7))) == indexHash(SnapshotIdentifier(.double(7))))
    // A key does not retain its identifier: both must outlive the comparison.
    let (seven, sevenPointZero) = (SnapshotIdentifier(.int(7)), SnapshotIdentifier(.double(7)))
    withExtendedLifetime((seven, sevenPointZero)) {
      #expect(IndexKey(seven) == IndexKey(sevenPointZero))
    }
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["id"])
    let fare = registry.identifier(for: SnapshotFixture.payment(1, "Fare"))
    let taxi = registry.identifier(for: SnapshotFixture.payment(1, "Taxi", price: 3))
    #expect(fare == taxi)
    #expect(fare.hashValue == taxi.hashValue)
    #expect(indexHash(fare) == indexHash(taxi))
    #expect(fare != registry.identifier(for: SnapshotFixture.payment(2, "Fare")))
  }

  @Test("a struct identified by plain fields equals the same identity made through a projection")
  func fieldsAndProjectionAgree() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["id"])
    let read = registry.identifier(for: SnapshotFixture.payment(4, "Fare"))
    let projected = SnapshotIdentifier(
      value: SnapshotFixture.payment(4, "Other"),
      projection: .structure(StructValue(type: "Payment", fieldNames: ["id"], fields: [.int(4)])))
    #expect(read == projected)
    #expect(read.hashValue == projected.hashValue)
    #expect(indexHash(read) == indexHash(projected))
  }

  @Test("numbers one run apart, equal low bits and negative numbers stay apart in the index")
  func neighboursStayApart() throws {
    var snapshot = Snapshot()
    try snapshot.appendSections(["main"])
    let numbers = Array(0..<3_000) + (1...200).map { $0 * 1_024 + 5_000_000 } + (1...200).map { -$0 }
    try snapshot.appendItems(numbers.map { SnapshotIdentifier(.int($0)) })
    #expect(snapshot.numberOfItems == numbers.count)
    for (row, number) in numbers.enumerated() {
      #expect(snapshot.indexPath(of: SnapshotIdentifier(.int(number))) == IndexPath(row: row, section: 0))
    }
    #expect(!snapshot.contains(item: SnapshotIdentifier(.int(3_000))))
    try snapshot.deleteItems(numbers.filter { $0.isMultiple(of: 2) }.map { SnapshotIdentifier(.int($0)) })
    #expect(
      snapshot.itemIdentifiers
        == numbers.filter { !$0.isMultiple(of: 2) }.map { SnapshotIdentifier(.int($0)) })
  }

  @Test("a struct in the snapshot is found by an equal value whose other fields differ")
  func structLookups() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["id"])
    var snapshot = Snapshot()
    try snapshot.appendSections(["main"])
    try snapshot.appendItems(
      (0..<2_000).map { registry.identifier(for: SnapshotFixture.payment($0, "row \($0)")) })
    let probe = registry.identifier(for: SnapshotFixture.payment(1_234, "changed", price: 99))
    #expect(snapshot.indexOfItem(probe) == 1_234)
    #expect(snapshot.storedItem(probe)?.value == SnapshotFixture.payment(1_234, "row 1234"))
    let warnings = try snapshot.appendItems([probe])
    #expect(warnings == [.identifierAlreadyExists([probe])])
    #expect(snapshot.numberOfItems == 2_000)
    #expect(snapshot.indexOfItem(probe) == 1_999)
  }
}
