// A stand-in for UIKit's NSDiffableDataSourceSnapshot, compiled by swiftc with the fixtures that
// use one (UIKit does not exist on Linux): plain arrays, written from UIKit's documented behaviour
// for valid calls, so that the compiled program and the interpreter (whose snapshot is
// DiffableKit's) can be compared. It traps on the calls UIKit raises for, without UIKit's text.
struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  typealias Section = SectionIdentifierType
  typealias Item = ItemIdentifierType

  private var sections: [(id: Section, items: [Item])] = []
  private(set) var reloadedSectionIdentifiers: [Section] = []
  private(set) var reloadedItemIdentifiers: [Item] = []
  private(set) var reconfiguredItemIdentifiers: [Item] = []

  init() {}

  var numberOfSections: Int { sections.count }
  var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  var sectionIdentifiers: [Section] { sections.map(\.id) }
  var itemIdentifiers: [Item] { sections.flatMap(\.items) }

  func numberOfItems(inSection identifier: Section) -> Int { itemIdentifiers(inSection: identifier).count }

  func itemIdentifiers(inSection identifier: Section) -> [Item] {
    guard let index = indexOfSection(identifier) else { fatalError("section not found") }
    return sections[index].items
  }

  func sectionIdentifier(containingItem identifier: Item) -> Section? {
    sections.first { $0.items.contains(identifier) }?.id
  }

  func indexOfItem(_ identifier: Item) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

  func indexOfSection(_ identifier: Section) -> Int? { sections.firstIndex { $0.id == identifier } }

  mutating func appendSections(_ identifiers: [Section]) {
    sections += identifiers.map { ($0, []) }
  }

  mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: indexOfSection(toIdentifier)!)
  }

  mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: indexOfSection(toIdentifier)! + 1)
  }

  mutating func deleteSections(_ identifiers: [Section]) {
    sections.removeAll { identifiers.contains($0.id) }
  }

  mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
    let moved = sections.remove(at: indexOfSection(identifier)!)
    sections.insert(moved, at: indexOfSection(toIdentifier)!)
  }

  mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
    let moved = sections.remove(at: indexOfSection(identifier)!)
    sections.insert(moved, at: indexOfSection(toIdentifier)! + 1)
  }

  mutating func reloadSections(_ identifiers: [Section]) {
    for identifier in identifiers where !reloadedSectionIdentifiers.contains(identifier) {
      reloadedSectionIdentifiers.append(identifier)
    }
  }

  /// Items already in the snapshot are moved (UIKit logs that), not repeated.
  mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) {
    removeExisting(identifiers)
    let index = sectionIdentifier.map { indexOfSection($0)! } ?? sections.count - 1
    sections[index].items += identifiers
  }

  mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
    removeExisting(identifiers)
    let (section, row) = place(of: beforeIdentifier)
    sections[section].items.insert(contentsOf: identifiers, at: row)
  }

  mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
    removeExisting(identifiers)
    let (section, row) = place(of: afterIdentifier)
    sections[section].items.insert(contentsOf: identifiers, at: row + 1)
  }

  mutating func deleteItems(_ identifiers: [Item]) { removeExisting(identifiers) }

  mutating func deleteAllItems() { sections = [] }

  mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
    removeExisting([identifier])
    let (section, row) = place(of: toIdentifier)
    sections[section].items.insert(identifier, at: row)
  }

  mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
    removeExisting([identifier])
    let (section, row) = place(of: toIdentifier)
    sections[section].items.insert(identifier, at: row + 1)
  }

  mutating func reloadItems(_ identifiers: [Item]) {
    for identifier in identifiers where !reloadedItemIdentifiers.contains(identifier) {
      reloadedItemIdentifiers.append(identifier)
    }
  }

  mutating func reconfigureItems(_ identifiers: [Item]) {
    for identifier in identifiers where !reconfiguredItemIdentifiers.contains(identifier) {
      reconfiguredItemIdentifiers.append(identifier)
    }
  }

  private mutating func removeExisting(_ identifiers: [Item]) {
    for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
  }

  private func place(of identifier: Item) -> (section: Int, row: Int) {
    for (section, entry) in sections.enumerated() {
      if let row = entry.items.firstIndex(of: identifier) { return (section, row) }
    }
    fatalError("item not found")
  }
}
