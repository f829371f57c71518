import OrderedCollections

/// The state of a diffable data source: ordered section identifiers, each with its ordered
/// item identifiers, plus the pending reload and reconfigure marks. Mirrors
/// `NSDiffableDataSourceSnapshot`.
///
/// Item identifiers are unique across the whole snapshot; section identifiers are unique among
/// sections; the two spaces are separate (a section `1` and an item `1` may coexist). Every
/// edit either succeeds or throws a ``SnapshotError`` and leaves the snapshot unchanged.
///
/// ```swift
/// var snapshot = Snapshot()
/// try snapshot.appendSections(["main"])
/// try snapshot.appendItems([1, 2, 3])
/// snapshot.indexOfItem(3)  // 2
/// ```
public struct Snapshot: Hashable, Sendable {
  /// Section identifiers in order.
  var sections: OrderedSet<SnapshotIdentifier> = []
  /// The items of each section, parallel to `sections`: persistent trees, so that copying a
  /// snapshot is O(sections) and an edit copies only the nodes it changes.
  var itemsBySection: ChunkedArray<ItemList> = []
  /// The section holding each item and the item's label there (its place in the section's
  /// order; see ``ItemPlace``).
  ///
  /// A persistent hash tree rather than a `Dictionary`: a snapshot is copied before every
  /// edit (the session's one door, undo history, `dataSource.snapshot()`), and a copied
  /// `Dictionary` is duplicated whole on its first change, O(items) time and memory per
  /// command; the tree copies only the paths it changes, O(k log n) for k items (and fewer
  /// when the items are consecutive numbers, see ``ItemIndex``).
  var placeOfItem = ItemIndex()
  var reloadedItems: OrderedSet<SnapshotIdentifier> = []
  var reconfiguredItems: OrderedSet<SnapshotIdentifier> = []
  var reloadedSections: OrderedSet<SnapshotIdentifier> = []

  /// An empty snapshot, as `NSDiffableDataSourceSnapshot()`.
  public init() {}

  // MARK: - Queries

  /// The number of items in all sections.
  public var numberOfItems: Int { placeOfItem.count }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The section identifiers, in order.
  public var sectionIdentifiers: [SnapshotIdentifier] { sections.elements }

  /// Every item identifier, section by section.
  /// - Complexity: O(n).
  public var itemIdentifiers: [SnapshotIdentifier] { itemsBySection.flatMap(\.elements) }

  /// The item identifiers of each section, in section order.
  /// - Complexity: O(n): the sections are trees, flattened here.
  public var itemIdentifiersBySection: [[SnapshotIdentifier]] { itemsBySection.map(\.elements) }

  /// Every item identifier, section by section, read as the sequence is walked: a check that
  /// may stop at once (or at the first match) flattens nothing it does not reach.
  /// - Complexity: O(1) to make; walking it is O(n).
  public var lazyItemIdentifiers: some Sequence<SnapshotIdentifier> {
    itemsBySection.lazy.flatMap(\.elements)
  }

  /// The number of items in `section`.
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when the section is absent (UIKit asserts).
  public func numberOfItems(inSection section: SnapshotIdentifier) throws(SnapshotError) -> Int {
    guard let index = sections.firstIndex(of: section) else { throw .sectionNotFound(section) }
    return itemsBySection[index].count
  }

  /// The item identifiers of `section`, in order.
  /// - Complexity: O(the section's items).
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when the section is absent (iOS 14+).
  public func itemIdentifiers(inSection section: SnapshotIdentifier) throws(SnapshotError)
    -> [SnapshotIdentifier]
  {
    guard let index = sections.firstIndex(of: section) else { throw .sectionNotFound(section) }
    return itemsBySection[index].elements
  }

  /// The section that holds `item`, or `nil` when the item is absent.
  public func sectionIdentifier(containingItem item: SnapshotIdentifier) -> SnapshotIdentifier? {
    placeOfItem[item]?.section
  }

  /// The 0-based index of `section`, or `nil`.
  public func indexOfSection(_ section: SnapshotIdentifier) -> Int? { sections.firstIndex(of: section) }

  /// The **global** 0-based index of `item` across all sections (as UIKit), or `nil`.
  /// - Complexity: O(number of sections + log n).
  public func indexOfItem(_ item: SnapshotIdentifier) -> Int? {
    guard let path = indexPath(of: item) else { return nil }
    return itemsBySection[..<path.section].reduce(path.row) { $0 + $1.count }
  }

  /// The index path of `item`, or `nil` when it is absent.
  /// - Complexity: O(log n).
  public func indexPath(of item: SnapshotIdentifier) -> IndexPath? {
    guard let place = placeOfItem[item], let sectionIndex = sections.firstIndex(of: place.section),
      let row = itemsBySection[sectionIndex].row(ofLabel: place.label)
    else { return nil }
    return IndexPath(row: row, section: sectionIndex)
  }

  /// The item at `indexPath`, or `nil` when the path is out of range.
  /// - Complexity: O(log n).
  public func itemIdentifier(at indexPath: IndexPath) -> SnapshotIdentifier? {
    guard itemsBySection.indices.contains(indexPath.section) else { return nil }
    let items = itemsBySection[indexPath.section]
    return indexPath.row >= 0 && indexPath.row < items.count ? items[indexPath.row] : nil
  }

  /// The stored identifier equal to `identifier` (the value as it was added), if present.
  /// - Complexity: O(log n).
  public func storedItem(_ identifier: SnapshotIdentifier) -> SnapshotIdentifier? {
    guard let place = placeOfItem[identifier], let index = sections.firstIndex(of: place.section)
    else { return nil }
    return itemsBySection[index].item(labelled: place.label)
  }

  /// Whether `item` is in the snapshot.
  public func contains(item: SnapshotIdentifier) -> Bool { placeOfItem[item] != nil }

  /// Whether `section` is in the snapshot.
  public func contains(section: SnapshotIdentifier) -> Bool { sections.contains(section) }

  /// Items marked by ``reloadItems(_:)``, in the order they were marked (iOS 15+).
  public var reloadedItemIdentifiers: [SnapshotIdentifier] { reloadedItems.elements }

  /// Items marked by ``reconfigureItems(_:)``, in the order they were marked (iOS 15+).
  public var reconfiguredItemIdentifiers: [SnapshotIdentifier] { reconfiguredItems.elements }

  /// Sections marked by ``reloadSections(_:)``, in the order they were marked (iOS 15+).
  public var reloadedSectionIdentifiers: [SnapshotIdentifier] { reloadedSections.elements }

  /// The same sections and items without any reload or reconfigure mark, as a snapshot
  /// fetched from `dataSource.snapshot()` starts.
  public var withoutMarks: Snapshot {
    var copy = self
    copy.reloadedItems = []
    copy.reconfiguredItems = []
    copy.reloadedSections = []
    return copy
  }
}

// MARK: - Equality

extension Snapshot {
  /// Equal when the sections, the items of each section in order and the marks are equal
  /// (the labels that order items inside the storage are not part of the value).
  public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
    guard lhs.sections == rhs.sections, lhs.placeOfItem.count == rhs.placeOfItem.count,
      lhs.reloadedItems == rhs.reloadedItems, lhs.reconfiguredItems == rhs.reconfiguredItems,
      lhs.reloadedSections == rhs.reloadedSections
    else { return false }
    for (left, right) in zip(lhs.itemsBySection, rhs.itemsBySection)
    where !left.isIdentical(to: right) && (left.count != right.count || left.elements != right.elements) {
      return false
    }
    return true
  }

  /// Whether every section's items are the very storage `other`'s are (a copy neither changed
  /// since): then both hold the same identifier objects, found in O(sections).
  public func sharesItemStorage(with other: Snapshot) -> Bool {
    itemsBySection.count == other.itemsBySection.count
      && zip(itemsBySection, other.itemsBySection).allSatisfy { $0.isIdentical(to: $1) }
  }

  /// Hashes what ``==`` compares: sections, the items of each section in order, the marks.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(sections)
    for items in itemsBySection {
      hasher.combine(items.count)
      items.forEachLeaf { _, leafItems in
        for item in leafItems { hasher.combine(item) }
      }
    }
    hasher.combine(reloadedItems)
    hasher.combine(reconfiguredItems)
    hasher.combine(reloadedSections)
  }
}

/// Where an item is: its section, and its label there. Labels order a section's items (a
/// smaller label comes first) without being positions, so that an edit elsewhere in the
/// section leaves them alone; they are spread out so that an insert finds a free label between
/// two neighbours, and relabelled around the insert when it does not.
///
/// The section is held unretained, as the index holds its keys (see ``ItemIndex``): the
/// snapshot's `sections` keeps it.
struct ItemPlace: Hashable, Sendable {
  private let storedSection: SnapshotIdentifier.Unretained
  var label: UInt64

  /// The place `label` in `section`, which must be the identifier the snapshot's `sections`
  /// stores.
  init(section: SnapshotIdentifier, label: UInt64) {
    storedSection = SnapshotIdentifier.Unretained(section)
    self.label = label
  }

  /// The section, as the snapshot stores it.
  var section: SnapshotIdentifier { storedSection.identifier }

  /// Whether `section` is the very identifier this place names (not only an equal one).
  func names(_ section: SnapshotIdentifier) -> Bool { storedSection.holds(section) }

  static func == (lhs: ItemPlace, rhs: ItemPlace) -> Bool {
    lhs.label == rhs.label && SnapshotIdentifier.Unretained.same(lhs.storedSection, rhs.storedSection)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(storedSection.keyHash)
    hasher.combine(label)
  }
}
