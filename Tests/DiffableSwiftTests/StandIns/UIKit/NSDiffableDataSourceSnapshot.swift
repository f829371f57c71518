import DiffableKit

/// UIKit's snapshot as plain arrays: sections in order, each with its items, and the identifiers
/// marked for reloading and reconfiguring. It is written from UIKit's documented behaviour, apart
/// from DiffableKit's snapshot (which the interpreter uses), so that the two can disagree.
///
/// A call UIKit raises for crashes the program as UIKit crashes the app, with UIKit's reason
/// (DiffableKit's ``SnapshotError`` words it, so that the text lives in one place).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  typealias Section = SectionIdentifierType
  typealias Item = ItemIdentifierType

  private var sections: [(identifier: Section, items: [Item])] = []
  /// The sections marked with `reloadSections(_:)`, in the order they were marked.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
  /// The items marked with `reloadItems(_:)`, in the order they were marked.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items marked with `reconfigureItems(_:)`, in the order they were marked.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  // MARK: - Queries

  /// The number of sections.
  public var numberOfSections: Int { sections.count }
  /// The number of items in every section.
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
  /// Every item, section after section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// The number of items in a section; UIKit raises for an absent section.
  public func numberOfItems(
    inSection identifier: SectionIdentifierType, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> Int {
    itemIdentifiers(inSection: identifier, file: file, line: line, column: column).count
  }

  /// The items of a section; UIKit raises for an absent section.
  public func itemIdentifiers(
    inSection identifier: SectionIdentifierType, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> [ItemIdentifierType] {
    guard let index = indexOfSection(identifier) else {
      crash(.sectionNotFound(kitIdentifier(identifier)), file, line, column)
    }
    return sections[index].items
  }

  /// The section that holds an item, if any.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sections.first { $0.items.contains(identifier) }?.identifier
  }

  /// An item's index among every item, if it is there.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  /// A section's index, if it is there.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.identifier == identifier }
  }

  // MARK: - Sections

  /// Appends sections at the end.
  public mutating func appendSections(
    _ identifiers: [SectionIdentifierType], file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    requireUnique(identifiers, .section, file, line, column)
    requireNewSections(identifiers, file, line, column)
    sections += identifiers.map { ($0, []) }
  }

  /// Inserts sections before an existing one.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType,
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    let index = sectionDestination(identifiers, toIdentifier, file, line, column)
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
  }

  /// Inserts sections after an existing one.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType,
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    let index = sectionDestination(identifiers, toIdentifier, file, line, column)
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index + 1)
  }

  /// Deletes sections with their items; absent ones are ignored.
  public mutating func deleteSections(
    _ identifiers: [SectionIdentifierType], file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    requireUnique(identifiers, .section, file, line, column)
    sections.removeAll { identifiers.contains($0.identifier) }
  }

  /// Moves a section before another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType,
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    let moved = removeSection(identifier, relativeTo: toIdentifier, file, line, column)
    sections.insert(moved, at: indexOfSection(toIdentifier)!)
  }

  /// Moves a section after another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType,
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    let moved = removeSection(identifier, relativeTo: toIdentifier, file, line, column)
    sections.insert(moved, at: indexOfSection(toIdentifier)! + 1)
  }

  /// Marks sections to be reloaded by the next apply.
  public mutating func reloadSections(
    _ identifiers: [SectionIdentifierType], file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    requireUnique(identifiers, .section, file, line, column)
    if let missing = identifiers.first(where: { indexOfSection($0) == nil }) {
      crash(.reloadOfMissingSection(kitIdentifier(missing)), file, line, column)
    }
    for identifier in identifiers where !reloadedSectionIdentifiers.contains(identifier) {
      reloadedSectionIdentifiers.append(identifier)
    }
  }

  // MARK: - Items

  /// Appends items to a section, the last one when none is named. An item already in the
  /// snapshot moves here (UIKit only logs that).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil,
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    if sections.isEmpty { crash(.noSections, file, line, column) }
    requireUnique(identifiers, .item, file, line, column)
    let target = sectionIdentifier ?? sections[sections.count - 1].identifier
    if indexOfSection(target) == nil { crash(.parameterNotFound("section"), file, line, column) }
    logExisting(identifiers, in: "appendItems")
    removeExisting(identifiers)
    sections[indexOfSection(target)!].items += identifiers
  }

  /// Inserts items before an existing item, in its section.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType,
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    insert(identifiers, at: beforeIdentifier, after: false, file, line, column)
  }

  /// Inserts items after an existing item, in its section.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType,
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    insert(identifiers, at: afterIdentifier, after: true, file, line, column)
  }

  /// Deletes items; absent ones are ignored.
  public mutating func deleteItems(
    _ identifiers: [ItemIdentifierType], file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    requireUnique(identifiers, .item, file, line, column)
    removeExisting(identifiers)
  }

  /// Deletes every item and every section.
  public mutating func deleteAllItems() { sections = [] }

  /// Moves an item before another, possibly into another section.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType,
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    move(identifier, to: toIdentifier, after: false, file, line, column)
  }

  /// Moves an item after another, possibly into another section.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType,
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    move(identifier, to: toIdentifier, after: true, file, line, column)
  }

  /// Marks items to be reloaded (a new cell) by the next apply.
  public mutating func reloadItems(
    _ identifiers: [ItemIdentifierType], file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    requireUnique(identifiers, .item, file, line, column)
    if let missing = identifiers.first(where: { place(of: $0) == nil }) {
      crash(.reloadOfMissingItem(kitIdentifier(missing)), file, line, column)
    }
    for identifier in identifiers where !reloadedItemIdentifiers.contains(identifier) {
      reloadedItemIdentifiers.append(identifier)
    }
  }

  /// Marks items to be configured again (the same cell) by the next apply.
  public mutating func reconfigureItems(
    _ identifiers: [ItemIdentifierType], file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    requireUnique(identifiers, .item, file, line, column)
    if let missing = identifiers.first(where: { place(of: $0) == nil }) {
      crash(.reconfigureOfMissingItem(kitIdentifier(missing)), file, line, column)
    }
    for identifier in identifiers where !reconfiguredItemIdentifiers.contains(identifier) {
      reconfiguredItemIdentifiers.append(identifier)
    }
  }

  // MARK: - Helpers

  private mutating func insert(
    _ identifiers: [Item], at destination: Item, after: Bool, _ file: String, _ line: Int, _ column: Int
  ) {
    requireUnique(identifiers, .item, file, line, column)
    if identifiers.contains(destination) {
      crash(.destinationInInsertedList(kitIdentifier(destination), kind: .item), file, line, column)
    }
    if place(of: destination) == nil { crash(.parameterNotFound("section"), file, line, column) }
    logExisting(identifiers, in: "insertItems")
    removeExisting(identifiers)
    let (section, row) = place(of: destination)!
    sections[section].items.insert(contentsOf: identifiers, at: after ? row + 1 : row)
  }

  private mutating func move(
    _ identifier: Item, to destination: Item, after: Bool, _ file: String, _ line: Int, _ column: Int
  ) {
    if identifier == destination {
      crash(.moveRelativeToItself(kitIdentifier(identifier), kind: .item), file, line, column)
    }
    if place(of: identifier) == nil { crash(.parameterNotFound("fromIndex"), file, line, column) }
    if place(of: destination) == nil { crash(.parameterNotFound("toIndex"), file, line, column) }
    let (fromSection, fromRow) = place(of: identifier)!
    let moved = sections[fromSection].items.remove(at: fromRow)
    let (section, row) = place(of: destination)!
    sections[section].items.insert(moved, at: after ? row + 1 : row)
  }

  private func sectionDestination(
    _ identifiers: [Section], _ destination: Section, _ file: String, _ line: Int, _ column: Int
  ) -> Int {
    requireUnique(identifiers, .section, file, line, column)
    if identifiers.contains(destination) {
      crash(.destinationInInsertedList(kitIdentifier(destination), kind: .section), file, line, column)
    }
    guard let index = indexOfSection(destination) else {
      crash(.parameterNotFound("insertIndex"), file, line, column)
    }
    requireNewSections(identifiers, file, line, column)
    return index
  }

  private mutating func removeSection(
    _ identifier: Section, relativeTo destination: Section, _ file: String, _ line: Int, _ column: Int
  ) -> (identifier: Section, items: [Item]) {
    if identifier == destination {
      crash(.moveRelativeToItself(kitIdentifier(identifier), kind: .section), file, line, column)
    }
    guard let from = indexOfSection(identifier) else {
      crash(.parameterNotFound("fromSection"), file, line, column)
    }
    if indexOfSection(destination) == nil { crash(.parameterNotFound("toSection"), file, line, column) }
    return sections.remove(at: from)
  }

  /// UIKit's log of items appended or inserted that are already in the snapshot (they move).
  private func logExisting(_ identifiers: [Item], in method: String) {
    let existing = identifiers.filter { place(of: $0) != nil }
    guard !existing.isEmpty else { return }
    DiffableSession.shared.log(.identifierAlreadyExists(existing.map(kitIdentifier)), in: method)
  }

  private mutating func removeExisting(_ identifiers: [Item]) {
    for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
  }

  private func place(of identifier: Item) -> (section: Int, row: Int)? {
    for (section, entry) in sections.enumerated() {
      if let row = entry.items.firstIndex(of: identifier) { return (section, row) }
    }
    return nil
  }

  /// UIKit raises when one call names an identifier twice: each repeat, once, in order.
  private func requireUnique<Identifier: Hashable>(
    _ identifiers: [Identifier], _ kind: IdentifierKind, _ file: String, _ line: Int, _ column: Int
  ) {
    var seen = Set<Identifier>()
    var repeated: [Identifier] = []
    for identifier in identifiers where !seen.insert(identifier).inserted && !repeated.contains(identifier) {
      repeated.append(identifier)
    }
    guard repeated.isEmpty else {
      crash(.duplicateIdentifiers(repeated.map(kitIdentifier), kind: kind), file, line, column)
    }
  }

  private func requireNewSections(_ identifiers: [Section], _ file: String, _ line: Int, _ column: Int) {
    let existing = identifiers.filter { indexOfSection($0) != nil }
    if !existing.isEmpty { crash(.sectionAlreadyExists(existing.map(kitIdentifier)), file, line, column) }
  }

  private func crash(_ error: SnapshotError, _ file: String, _ line: Int, _ column: Int) -> Never {
    DiffableSession.shared.crash(error, at: SourcePlace(file: file, line: line, column: column))
  }

  // MARK: - DiffableKit

  /// The snapshot as DiffableKit holds it, each identifier as the interpreter makes it; marks of
  /// items that are gone are dropped (the apply would drop them).
  var kitSnapshot: DiffableKit.Snapshot {
    var kit = DiffableKit.Snapshot()
    do {
      try kit.appendSections(sections.map { kitIdentifier($0.identifier) })
      for entry in sections {
        try kit.appendItems(entry.items.map(kitIdentifier), toSection: kitIdentifier(entry.identifier))
      }
      let items = itemIdentifiers
      try kit.reloadSections(
        reloadedSectionIdentifiers.filter { indexOfSection($0) != nil }.map(kitIdentifier))
      try kit.reloadItems(reloadedItemIdentifiers.filter(items.contains).map(kitIdentifier))
      try kit.reconfigureItems(reconfiguredItemIdentifiers.filter(items.contains).map(kitIdentifier))
    } catch {
      fatalError("the stand-in's snapshot and DiffableKit's disagree: \(error)")
    }
    return kit
  }

  /// The snapshot without its marks, as `snapshot()` hands back the applied one.
  var withoutMarks: Self {
    var copy = self
    copy.reloadedSectionIdentifiers = []
    copy.reloadedItemIdentifiers = []
    copy.reconfiguredItemIdentifiers = []
    return copy
  }

  /// The item at a row, if there is one.
  func item(atRow row: Int, inSection section: Int) -> Item? {
    guard sections.indices.contains(section), sections[section].items.indices.contains(row) else {
      return nil
    }
    return sections[section].items[row]
  }

  /// The section and row of an item.
  func sectionAndRow(of identifier: Item) -> (section: Int, row: Int)? { place(of: identifier) }

  /// The items of the section at `index`.
  func items(inSectionAt index: Int) -> [Item] {
    sections.indices.contains(index) ? sections[index].items : []
  }
}

/// The identifier the interpreter gives `value` in DiffableKit's snapshot.
private func kitIdentifier(_ value: some Hashable) -> SnapshotIdentifier {
  DiffableSession.shared.identifier(for: value)
}
