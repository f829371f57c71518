import Testing

@testable import DiffableKit

private let layout = SnapshotFixture.layout

@Suite("Appending and inserting sections")
struct SectionInsertionTests {
  @Test("appendSections adds at the end, in the given order")
  func append() throws {
    var snapshot = Snapshot()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendSections(["c"])
    try snapshot.appendSections([])
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
    #expect(snapshot.numberOfItems == 0)
  }

  @Test(
    "insertSections puts the sections, in order, next to the destination",
    arguments: [
      (Placement.before("a"), "x: | y: | a: 1 | b: 2 | c:"),
      (.after("a"), "a: 1 | x: | y: | b: 2 | c:"),
      (.before("c"), "a: 1 | b: 2 | x: | y: | c:"),
      (.after("c"), "a: 1 | b: 2 | c: | x: | y:"),
    ])
  func insert(placement: Placement, expected: String) throws {
    var snapshot = try SnapshotFixture.make(["a": [1], "b": [2], "c": []])
    try snapshot.insertSections(["x", "y"], placement)
    #expect(layout(snapshot) == expected)
    #expect(snapshot.sectionIdentifier(containingItem: 2) == "b")
  }

  @Test("one section inserted alone")
  func insertOne() throws {
    var snapshot = try SnapshotFixture.make(["a": [], "b": []])
    try snapshot.insertSections(["x"], .after("a"))
    #expect(snapshot.sectionIdentifiers == ["a", "x", "b"])
  }
}

@Suite("Deleting sections")
struct SectionDeletionTests {
  @Test("deleteSections removes the sections and their items, keeping the others in order")
  func delete() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2], "b": [3], "c": [4], "d": []])
    let absent = try snapshot.deleteSections(["c", "a"])
    #expect(absent.isEmpty)
    #expect(layout(snapshot) == "b: 3 | d:")
    #expect(snapshot.numberOfItems == 1)
    #expect(!snapshot.contains(item: 1) && !snapshot.contains(item: 4))
    #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    #expect(snapshot.indexOfSection("d") == 1)
  }

  @Test("absent sections are ignored and returned; the present ones are deleted")
  func absent() throws {
    var snapshot = try SnapshotFixture.make(["a": [1], "b": [2]])
    #expect(try snapshot.deleteSections(["x", "b", 1]) == ["x", 1])
    #expect(layout(snapshot) == "a: 1")
  }

  @Test("deleting only absent sections changes nothing, marks included")
  func onlyAbsent() throws {
    var snapshot = try SnapshotFixture.make(["a": [1], "b": [2]])
    try snapshot.reloadSections(["b"])
    try snapshot.reloadItems([1])
    let before = SnapshotState(snapshot)
    #expect(try snapshot.deleteSections(["x", "y"]) == ["x", "y"])
    #expect(try snapshot.deleteSections([]) == [])
    #expect(SnapshotState(snapshot) == before)
  }

  @Test("deleting every section leaves an empty snapshot")
  func all() throws {
    var snapshot = try SnapshotFixture.make(["a": [1], "b": [2], "c": [3]])
    try snapshot.deleteSections(["b", "c", "a"])
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    #expect(snapshot == Snapshot())
  }

  @Test("deleting many of many sections keeps the survivors' order and lookups")
  func many() throws {
    var snapshot = Snapshot()
    let sections = (0..<200).map { SnapshotIdentifier(.symbol("s\($0)")) }
    try snapshot.appendSections(sections)
    for (index, section) in sections.enumerated() {
      try snapshot.appendItems([SnapshotIdentifier(.int(index))], toSection: section)
    }
    try snapshot.deleteSections(sections.enumerated().filter { $0.offset % 3 != 0 }.map(\.element))
    let kept = sections.enumerated().filter { $0.offset % 3 == 0 }
    #expect(snapshot.sectionIdentifiers == kept.map(\.element))
    #expect(snapshot.itemIdentifiers == kept.map { SnapshotIdentifier(.int($0.offset)) })
    for (position, (offset, section)) in kept.enumerated() {
      #expect(snapshot.indexOfSection(section) == position)
      #expect(snapshot.sectionIdentifier(containingItem: SnapshotIdentifier(.int(offset))) == section)
    }
  }
}

@Suite("Moving sections")
struct SectionMoveTests {
  @Test(
    "moveSection carries the section's items to its new place",
    arguments: [
      ("a", Placement.after("c"), "b: 2 | c: | a: 1"),
      ("a", .before("c"), "b: 2 | a: 1 | c:"),
      ("c", .before("a"), "c: | a: 1 | b: 2"),
      ("c", .after("a"), "a: 1 | c: | b: 2"),
      ("a", .before("b"), "a: 1 | b: 2 | c:"),
      ("b", .after("a"), "a: 1 | b: 2 | c:"),
    ] as [(SnapshotIdentifier, Placement, String)])
  func move(section: SnapshotIdentifier, placement: Placement, expected: String) throws {
    var snapshot = try SnapshotFixture.make(["a": [1], "b": [2], "c": []])
    try snapshot.moveSection(section, placement)
    #expect(layout(snapshot) == expected)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "a")
    #expect(snapshot.indexPath(of: 2)?.section == snapshot.indexOfSection("b"))
  }

  @Test("a moved section keeps the value it was added with, not the equal value the call named")
  func keepsStoredValue() throws {
    var registry = TypeRegistry()
    registry.declare(
      try StructType(name: "Group", fields: ["id", "title"], hashFields: ["id"], equalityFields: ["id"]))
    let group = { (id: Int, title: String) in
      registry.identifier(
        for: .structure(
          StructValue(type: "Group", fieldNames: ["id", "title"], fields: [.int(id), .string(title)])))
    }
    var snapshot = Snapshot()
    try snapshot.appendSections([group(1, "Old"), group(2, "Other")])
    try snapshot.appendItems([1], toSection: group(1, "Old"))
    try snapshot.moveSection(group(1, "New"), .after(group(2, "Other")))
    #expect(layout(snapshot) == #"Group(id: 2, title: "Other"): | Group(id: 1, title: "Old"): 1"#)
    #expect(snapshot.sectionIdentifier(containingItem: 1)?.description == #"Group(id: 1, title: "Old")"#)
  }
}

@Suite("Reloading sections")
struct SectionReloadTests {
  @Test("reloadSections marks sections in first-marked order, each once, without changing structure")
  func marks() throws {
    var snapshot = try SnapshotFixture.make(["a": [1], "b": [], "c": []])
    let structure = layout(snapshot)
    try snapshot.reloadSections(["c", "a"])
    try snapshot.reloadSections(["a", "b"])
    try snapshot.reloadSections([])
    #expect(snapshot.reloadedSectionIdentifiers == ["c", "a", "b"])
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    #expect(layout(snapshot) == structure)
  }

  @Test("a section's mark stays when the section moves")
  func marksFollowIdentity() throws {
    var snapshot = try SnapshotFixture.make(["a": [], "b": []])
    try snapshot.reloadSections(["a"])
    try snapshot.moveSection("a", .after("b"))
    #expect(snapshot.reloadedSectionIdentifiers == ["a"])
  }
}
