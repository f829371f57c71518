import Testing

@testable import DiffableKit

/// The invariants every edit checks in debug builds hold after edits, and each is noticed
/// when broken.
@Suite("Snapshot invariants")
struct SnapshotInvariantTests {
  private static func id(_ value: Int) -> SnapshotIdentifier { SnapshotIdentifier(.int(value)) }

  private func sample() throws -> Snapshot {
    var snapshot = Snapshot()
    try snapshot.appendSections([SnapshotIdentifier(.symbol("a")), SnapshotIdentifier(.symbol("b"))])
    try snapshot.appendItems((0..<50).map(Self.id), toSection: SnapshotIdentifier(.symbol("a")))
    try snapshot.appendItems((50..<60).map(Self.id), toSection: SnapshotIdentifier(.symbol("b")))
    try snapshot.moveItem(Self.id(3), .after(Self.id(55)))
    try snapshot.reloadItems([Self.id(7)])
    return snapshot
  }

  @Test func theyHoldAfterEdits() throws {
    #expect(Snapshot.checksInvariants, "debug builds check them")
    #expect(try sample().invariantViolation() == nil)
  }

  @Test func aMissingIndexEntryIsNoticed() throws {
    var snapshot = try sample()
    _ = snapshot.placeOfItem.removeValue(forKey: Self.id(10))
    #expect(snapshot.invariantViolation()?.contains("item 10") == true)
  }

  @Test func anItemListPerSection() throws {
    var snapshot = try sample()
    snapshot.itemsBySection.remove(at: 1)
    #expect(snapshot.invariantViolation() == "1 item lists for 2 sections")
  }
}
