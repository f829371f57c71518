import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("Queries parse bare and as Swift properties and calls")
struct ParserQueryTests {
  @Test(arguments: [
    ("numberOfSections", Query.numberOfSections),
    ("snapshot.numberOfSections", .numberOfSections),
    ("sectionIdentifiers", .sectionIdentifiers),
    ("snapshot.sectionIdentifiers", .sectionIdentifiers),
    ("itemIdentifiers", .itemIdentifiers(inSection: nil)),
    ("snapshot.itemIdentifiers", .itemIdentifiers(inSection: nil)),
    ("numberOfItems", .numberOfItems(inSection: nil)),
    ("snapshot.numberOfItems", .numberOfItems(inSection: nil)),
    ("reloadedItemIdentifiers", .reloadedItemIdentifiers),
    ("snapshot.reconfiguredItemIdentifiers", .reconfiguredItemIdentifiers),
    ("reloadedSectionIdentifiers", .reloadedSectionIdentifiers),
  ])
  func queriesWithoutArguments(line: String, query: Query) throws {
    #expect(try command(line) == .query(query))
  }

  @Test(arguments: [
    "numberOfItems inSection main", "numberOfItems inSection: .main",
    "snapshot.numberOfItems(inSection: .main)",
    "numberofitems INSECTION main",
  ])
  func numberOfItemsInSection(line: String) throws {
    #expect(try command(line) == .query(.numberOfItems(inSection: sym("main"))))
  }

  @Test func itemIdentifiersInSection() throws {
    #expect(try command("itemIdentifiers inSection main") == .query(.itemIdentifiers(inSection: sym("main"))))
    #expect(
      try command("snapshot.itemIdentifiers(inSection: .main)")
        == .query(.itemIdentifiers(inSection: sym("main"))))
  }

  @Test func indexOfSectionAndItem() throws {
    #expect(try command("indexOfSection main") == .query(.indexOfSection(sym("main"))))
    #expect(try command("snapshot.indexOfSection(.main)") == .query(.indexOfSection(sym("main"))))
    #expect(try command("indexOfItem 3") == .query(.indexOfItem(.int(3))))
    #expect(try command("snapshot.indexOfItem(3)") == .query(.indexOfItem(.int(3))))
  }

  @Test func sectionIdentifierContainingItem() throws {
    #expect(
      try command("sectionIdentifier containingItem a") == .query(.sectionIdentifierContainingItem(sym("a"))))
    #expect(
      try command("snapshot.sectionIdentifier(containingItem: a)")
        == .query(.sectionIdentifierContainingItem(sym("a"))))
  }

  @Test func itemIdentifierForIndexPath() throws {
    let expected = Command.query(.itemIdentifierFor(IndexPath(row: 1, section: 0)))
    #expect(try command("itemIdentifier for [0, 1]") == expected)
    #expect(try command("itemIdentifier for: [0 1]") == expected)
    #expect(try command("dataSource.itemIdentifier(for: [0, 1])") == expected)
    #expect(try command("dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0))") == expected)
    #expect(try command("itemIdentifier for IndexPath(item: 1, section: 0)") == expected)
  }

  @Test func indexPathForItem() throws {
    #expect(try command("indexPath for a") == .query(.indexPathFor(sym("a"))))
    #expect(try command("dataSource.indexPath(for: .a)") == .query(.indexPathFor(sym("a"))))
  }
}
