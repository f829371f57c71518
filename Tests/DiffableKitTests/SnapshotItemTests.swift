import Testing

@testable import DiffableKit

private let layout = SnapshotFixture.layout

/// UIKit's IDENTIFIER_ALREADY_EXISTS log for the given count, noun forms and list.
private func alreadyExists(_ count: Int, _ list: String) -> String {
  let (noun, plural) =
    count == 1
    ? ("identifier that already exists", "identifier") : ("identifiers that already exist", "identifiers")
  return
    "Diffable data source detected an attempt to insert or append \(count) item \(noun) in the snapshot. "
    + "The existing item \(plural) will be moved into place instead, but this operation will be more "
    + "expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic "
    + "breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the "
    + "debugger. Item \(noun): \(list)"
}

@Suite("Appending items")
struct ItemAppendTests {
  @Test("appendItems adds to the named section, in order")
  func toSection() throws {
    var snapshot = try SnapshotFixture.make(["a": [1], "b": [2]])
    let warnings = try snapshot.appendItems([3, 4], toSection: "a")
    #expect(warnings.isEmpty)
    #expect(layout(snapshot) == "a: 1 3 4 | b: 2")
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "a")
  }

  @Test("appendItems without a section appends to the last section")
  func toLast() throws {
    var snapshot = try SnapshotFixture.make(["a": [1], "b": []])
    try snapshot.appendItems([2, 3])
    try snapshot.insertSections(["c"], .before("a"))
    try snapshot.appendItems([4])
    #expect(layout(snapshot) == "c: | a: 1 | b: 2 3 4")
  }

  @Test("re-appending an item moves it into place, with UIKit's singular warning")
  func existingOne() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2], "b": [3]])
    let warnings = try snapshot.appendItems([1, 4], toSection: "b")
    #expect(layout(snapshot) == "a: 2 | b: 3 1 4")
    #expect(warnings == [.identifierAlreadyExists([1])])
    #expect(warnings.first?.message == alreadyExists(1, "1"))
    #expect(warnings.first?.code == "identifierAlreadyExists")
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
    #expect(snapshot.numberOfItems == 4)
  }

  @Test("several existing items: the plural warning lists them in call order")
  func existingSeveral() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2, 3], "b": [4]])
    let warnings = try snapshot.appendItems([4, 5, 1, 3], toSection: "a")
    #expect(layout(snapshot) == "a: 2 4 5 1 3 | b:")
    #expect(warnings == [.identifierAlreadyExists([4, 1, 3])])
    #expect(warnings.first?.message == alreadyExists(3, "(4, 1, 3)"))
  }

  @Test("re-appending the last item of a section leaves it where it was")
  func existingInPlace() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2]])
    let warnings = try snapshot.appendItems([2])
    #expect(layout(snapshot) == "a: 1 2")
    #expect(warnings.count == 1)
  }

  @Test("items in warnings print as the text format prints values")
  func warningDisplay() throws {
    var snapshot = try SnapshotFixture.make(["a": [SnapshotFixture.string("x")]])
    let warnings = try snapshot.appendItems([SnapshotFixture.string("x")])
    #expect(warnings.first?.message.hasSuffix(#"Item identifier that already exists: "x""#) == true)
  }

  @Test("an item names its section by the stored section value, not an equal one the call named")
  func storedSection() throws {
    var registry = TypeRegistry()
    registry.declare(
      try StructType(name: "Group", fields: ["id", "title"], hashFields: ["id"], equalityFields: ["id"]))
    let group = { (title: String) in
      registry.identifier(
        for: .structure(
          StructValue(type: "Group", fieldNames: ["id", "title"], fields: [.int(1), .string(title)])))
    }
    var snapshot = Snapshot()
    try snapshot.appendSections([group("Old")])
    try snapshot.appendItems([1], toSection: group("New"))
    try snapshot.insertItems([2], .after(1))
    let stored = #"Group(id: 1, title: "Old")"#
    #expect(snapshot.sectionIdentifier(containingItem: 1)?.description == stored)
    #expect(snapshot.sectionIdentifier(containingItem: 2)?.description == stored)
  }
}

@Suite("Inserting items")
struct ItemInsertTests {
  @Test(
    "insertItems puts the items, in order, next to the destination, in its section",
    arguments: [
      (Placement.before(1), "a: 8 9 1 2 | b: 3"),
      (.after(1), "a: 1 8 9 2 | b: 3"),
      (.after(2), "a: 1 2 8 9 | b: 3"),
      (.before(3), "a: 1 2 | b: 8 9 3"),
      (.after(3), "a: 1 2 | b: 3 8 9"),
    ])
  func insert(placement: Placement, expected: String) throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2], "b": [3]])
    #expect(try snapshot.insertItems([8, 9], placement).isEmpty)
    #expect(layout(snapshot) == expected)
    #expect(
      snapshot.sectionIdentifier(containingItem: 9)
        == snapshot.sectionIdentifier(containingItem: placement.destination))
  }

  @Test("one item inserted alone")
  func insertOne() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2]])
    try snapshot.insertItems([5], .before(2))
    #expect(layout(snapshot) == "a: 1 5 2")
  }

  @Test("inserting existing items moves them next to the destination, across sections, with a warning")
  func existing() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2, 3], "b": [4, 5]])
    let warnings = try snapshot.insertItems([5, 6, 1], .after(2))
    #expect(layout(snapshot) == "a: 2 5 6 1 3 | b: 4")
    #expect(warnings == [.identifierAlreadyExists([5, 1])])
    #expect(warnings.first?.message == alreadyExists(2, "(5, 1)"))
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "a")
  }
}

@Suite("Deleting items")
struct ItemDeletionTests {
  @Test("deleteItems removes items from any section; emptied sections stay")
  func delete() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2, 3], "b": [4], "c": [5, 6]])
    #expect(try snapshot.deleteItems([4, 1, 6, 3]).isEmpty)
    #expect(layout(snapshot) == "a: 2 | b: | c: 5")
    #expect(snapshot.numberOfItems == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
    #expect(snapshot.indexOfItem(5) == 1)
  }

  @Test("absent items are ignored and returned; the present ones are deleted")
  func absent() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2]])
    #expect(try snapshot.deleteItems([9, 2, "a"]) == [9, "a"])
    #expect(layout(snapshot) == "a: 1")
  }

  @Test("deleting only absent items changes nothing, marks included")
  func onlyAbsent() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2]])
    try snapshot.reconfigureItems([2])
    let before = SnapshotState(snapshot)
    #expect(try snapshot.deleteItems([7, 8]) == [7, 8])
    #expect(SnapshotState(snapshot) == before)
  }

  @Test("deleteAllItems removes the sections too, as UIKit's")
  func deleteAll() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2], "b": [3]])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.itemIdentifiers.isEmpty)
    #expect(SnapshotFixture.failure { try snapshot.appendItems([1]) } == .noSections)
    try snapshot.appendSections(["a"])
    try snapshot.appendItems([1])
    #expect(layout(snapshot) == "a: 1")
  }
}

@Suite("Moving items")
struct ItemMoveTests {
  @Test(
    "moveItem puts the item next to the destination, in the destination's section",
    arguments: [
      (SnapshotIdentifier(1), Placement.after(3), "a: 2 3 1 | b: 4 5"),
      (3, .before(1), "a: 3 1 2 | b: 4 5"),
      (1, .before(2), "a: 1 2 3 | b: 4 5"),
      (2, .after(1), "a: 1 2 3 | b: 4 5"),
      (2, .before(5), "a: 1 3 | b: 4 2 5"),
      (5, .after(1), "a: 1 5 2 3 | b: 4"),
      (4, .after(3), "a: 1 2 3 4 | b: 5"),
    ])
  func move(item: SnapshotIdentifier, placement: Placement, expected: String) throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2, 3], "b": [4, 5]])
    try snapshot.moveItem(item, placement)
    #expect(layout(snapshot) == expected)
    #expect(snapshot.numberOfItems == 5)
    #expect(
      snapshot.sectionIdentifier(containingItem: item)
        == snapshot.sectionIdentifier(containingItem: placement.destination))
  }

  @Test("a moved item keeps the value it was added with")
  func keepsStoredValue() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["id"])
    let fare = registry.identifier(for: SnapshotFixture.payment(1, "Fare"))
    var snapshot = try SnapshotFixture.make(["a": [fare, 2]])
    try snapshot.moveItem(registry.identifier(for: SnapshotFixture.payment(1, "Toll")), .after(2))
    #expect(layout(snapshot) == #"a: 2 Payment(id: 1, title: "Fare", price: 10)"#)
  }
}

@Suite("Reload and reconfigure marks")
struct ItemMarkTests {
  @Test("marks keep first-marked order, each identifier once, in separate lists")
  func orderAndDedup() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2, 3], "b": [4]])
    let structure = layout(snapshot)
    try snapshot.reloadItems([3, 1])
    try snapshot.reloadItems([1, 4])
    try snapshot.reconfigureItems([2])
    try snapshot.reconfigureItems([4, 2, 3])
    try snapshot.reloadSections(["b"])
    #expect(snapshot.reloadedItemIdentifiers == [3, 1, 4])
    #expect(snapshot.reconfiguredItemIdentifiers == [2, 4, 3])
    #expect(snapshot.reloadedSectionIdentifiers == ["b"])
    #expect(layout(snapshot) == structure)
  }

  @Test("withoutMarks drops every mark and keeps sections and items")
  func withoutMarks() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2], "b": [3]])
    let unmarked = snapshot
    try snapshot.reloadItems([1])
    try snapshot.reconfigureItems([3])
    try snapshot.reloadSections(["a"])
    #expect(snapshot != unmarked)
    let stripped = snapshot.withoutMarks
    #expect(stripped == unmarked)
    #expect(SnapshotState(stripped) == SnapshotState(unmarked))
    #expect(snapshot.reloadedItemIdentifiers == [1])
  }

  @Test("a marked item keeps its mark when it moves")
  func markFollowsMove() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2], "b": [3]])
    try snapshot.reloadItems([1])
    try snapshot.moveItem(1, .after(3))
    #expect(snapshot.reloadedItemIdentifiers == [1])
    #expect(layout(snapshot) == "a: 2 | b: 3 1")
  }
}

@Suite("Snapshots are values")
struct SnapshotValueSemanticsTests {
  @Test("editing a copy leaves the original as it was, and the other way round")
  func copiesAreIndependent() throws {
    var original = try SnapshotFixture.make(["a": [1, 2], "b": [3]])
    var copy = original
    try copy.moveItem(1, .after(3))
    try copy.appendItems([4], toSection: "a")
    try copy.reloadItems([2])
    try original.deleteSections(["b"])
    #expect(SnapshotState(original) == SnapshotState(try SnapshotFixture.make(["a": [1, 2]])))
    #expect(layout(copy) == "a: 2 4 | b: 3 1")
    #expect(copy.sectionIdentifier(containingItem: 3) == "b")
    #expect(original.sectionIdentifier(containingItem: 3) == nil)
    #expect(copy.reloadedItemIdentifiers == [2] && original.reloadedItemIdentifiers.isEmpty)
  }
}
