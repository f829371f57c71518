import Testing

@testable import DiffableKit

@Suite("Snapshot queries")
struct SnapshotQueryTests {
  /// main: 1 2 | empty: | other: 3 4 5
  let snapshot: Snapshot

  init() throws {
    snapshot = try SnapshotFixture.make(["main": [1, 2], "empty": [], "other": [3, 4, 5]])
  }

  @Test("an empty snapshot has no sections, no items and finds nothing")
  func empty() {
    let empty = Snapshot()
    #expect(empty.numberOfSections == 0)
    #expect(empty.numberOfItems == 0)
    #expect(empty.sectionIdentifiers.isEmpty)
    #expect(empty.itemIdentifiers.isEmpty)
    #expect(empty.indexOfItem(1) == nil)
    #expect(empty.indexOfSection("main") == nil)
    #expect(empty.itemIdentifier(at: IndexPath(row: 0, section: 0)) == nil)
  }

  @Test("counts cover every section")
  func counts() throws {
    #expect(snapshot.numberOfSections == 3)
    #expect(snapshot.numberOfItems == 5)
    #expect(try snapshot.numberOfItems(inSection: "main") == 2)
    #expect(try snapshot.numberOfItems(inSection: "empty") == 0)
    #expect(try snapshot.numberOfItems(inSection: "other") == 3)
  }

  @Test("identifiers come in order; itemIdentifiers is flat, section by section")
  func identifiers() throws {
    #expect(snapshot.sectionIdentifiers == ["main", "empty", "other"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.itemIdentifiersBySection == [[1, 2], [], [3, 4, 5]])
    #expect(try snapshot.itemIdentifiers(inSection: "other") == [3, 4, 5])
    #expect(try snapshot.itemIdentifiers(inSection: "empty") == [])
  }

  @Test("an absent section fails numberOfItems(inSection:) and itemIdentifiers(inSection:)")
  func absentSection() {
    let message =
      "Section identifier was not found. You can verify the section exists by calling the "
      + "indexOfSectionIdentifier API (which has O(1) performance)"
    for error in [
      SnapshotFixture.failure { _ = try snapshot.numberOfItems(inSection: "gone") },
      SnapshotFixture.failure { _ = try snapshot.itemIdentifiers(inSection: "gone") },
    ] {
      #expect(error == .sectionNotFound("gone"))
      #expect(error?.message() == message)
      #expect(error?.code == "sectionNotFound")
    }
  }

  @Test("indexOfItem is global across sections, as UIKit's")
  func globalIndex() {
    #expect(snapshot.indexOfItem(1) == 0)
    #expect(snapshot.indexOfItem(2) == 1)
    #expect(snapshot.indexOfItem(3) == 2)
    #expect(snapshot.indexOfItem(5) == 4)
    #expect(snapshot.indexOfItem(6) == nil)
    for (index, item) in snapshot.itemIdentifiers.enumerated() {
      #expect(snapshot.indexOfItem(item) == index)
    }
  }

  @Test("indexOfSection, index paths and itemIdentifier(at:)")
  func positions() {
    #expect(snapshot.indexOfSection("other") == 2)
    #expect(snapshot.indexOfSection("gone") == nil)
    #expect(snapshot.indexPath(of: 4) == IndexPath(row: 1, section: 2))
    #expect(snapshot.indexPath(of: 9) == nil)
    #expect(snapshot.itemIdentifier(at: IndexPath(row: 1, section: 2)) == 4)
    for path in [
      IndexPath(row: 0, section: 1), IndexPath(row: 3, section: 2), IndexPath(row: 0, section: 3),
      IndexPath(row: -1, section: 0), IndexPath(row: 0, section: -1),
    ] {
      #expect(snapshot.itemIdentifier(at: path) == nil, "\(path)")
    }
  }

  @Test("sectionIdentifier(containingItem:) names the section, or nil for an absent item")
  func containingSection() {
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "main")
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "other")
    #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
  }

  @Test("section and item identifier spaces are separate")
  func separateSpaces() throws {
    var numbered = try SnapshotFixture.make([1: [1, 2], 2: []])
    #expect(numbered.contains(section: 1) && numbered.contains(item: 1))
    #expect(!numbered.contains(section: 3) && !numbered.contains(item: 3))
    #expect(!snapshot.contains(item: "main"))
    try numbered.appendItems([2], toSection: 2)
    #expect(SnapshotFixture.layout(numbered) == "1: 1 | 2: 2")
    #expect(numbered.indexOfItem(2) == 1)
    #expect(numbered.indexOfSection(2) == 1)
  }

  @Test("storedItem gives the value an item was added with, found by an equal identifier")
  func storedItem() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["id"])
    var payments = Snapshot()
    try payments.appendSections(["main"])
    try payments.appendItems([registry.identifier(for: SnapshotFixture.payment(1, "Fare"))])
    let edited = registry.identifier(for: SnapshotFixture.payment(1, "Toll"))
    #expect(payments.storedItem(edited)?.value == SnapshotFixture.payment(1, "Fare"))
    #expect(payments.storedItem(registry.identifier(for: SnapshotFixture.payment(2, "Fare"))) == nil)
  }

  @Test("a fresh snapshot has no marks")
  func noMarks() {
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
  }
}
