import HashTreeCollections
import OrderedCollections

/// Finds where an item of the new snapshot is among the old snapshot's flattened items, for
/// a differ, once its cheap guesses (the old item after the last one found) have failed.
///
/// Every answer is O(1) expected array and hash work on the flat lists, never a walk of the
/// snapshot's trees. Tables are built only where the items need them:
/// - a section's own table (a ``FlatItemIndex`` of its old items) once a few of its items
///   were found elsewhere in it than expected (a shuffled section);
/// - before that, and for items that left their section or are new, the old snapshot's
///   `placeOfItem` gives the section and label, and a binary search of that section's
///   flattened labels the row (a few items per section, most often inserts);
/// - once those lookups pass a quarter of the old items, one table of all of them instead.
///
/// Without a snapshot (flat lists of identifiers), the table of all old items is built at
/// the first lookup.
struct OldItemFinder {
  /// How many items of one section are looked up in `placeOfItem` and found in that same
  /// section before the section gets its own table (at least, and a 32nd of the section's
  /// items: a lookup costs about as much as putting ten items in a table).
  private let ownTableThreshold: Int

  private let old: FlatItems
  /// The old snapshot's place of each item and its sections (empty without a snapshot),
  /// held apart so that a lookup copies neither the snapshot nor an optional of it.
  private let placeOfItem: ItemIndex
  private let sectionIdentifiers: OrderedSet<SnapshotIdentifier>
  private let lists: ChunkedArray<ItemList>
  /// For each section in `old`'s range, its labels once flattened (the first time an item
  /// is found in it through `placeOfItem`), until the section has its own table.
  private var labels: [[UInt64]?]
  /// For each section in `old`'s range, its own table once built (an empty one before, see
  /// `hasTable`).
  private var sectionTables: [FlatItemIndex]
  /// For each section in `old`'s range, whether it has its own table.
  private var hasTable: [Bool]
  /// For each section in `old`'s range, its items found in it through `placeOfItem`.
  private var ownHits: [Int32]
  /// The table of every old item, once built.
  private var everything: FlatItemIndex?
  private var placeLookupsLeft: Int

  /// A finder over `old`, items of `snapshot` flattened (or `nil`: no snapshot). A section gets its own table after
  /// `ownTableThreshold` of its items were found in it through `placeOfItem`; the table of
  /// everything is built after `lookupBudget` such lookups (by default a quarter of the old
  /// items, at least 64).
  init(old: FlatItems, placesIn snapshot: Snapshot?, ownTableThreshold: Int = 8, lookupBudget: Int? = nil) {
    self.old = old
    placeOfItem = snapshot?.placeOfItem ?? ItemIndex()
    sectionIdentifiers = snapshot?.sections ?? []
    lists = snapshot?.itemsBySection ?? []
    labels = [[UInt64]?](repeating: nil, count: old.sections.count)
    sectionTables = [FlatItemIndex](repeating: FlatItemIndex(), count: old.sections.count)
    ownHits = [Int32](repeating: 0, count: old.sections.count)
    hasTable = [Bool](repeating: false, count: old.sections.count)
    self.ownTableThreshold = ownTableThreshold
    placeLookupsLeft = snapshot == nil ? 0 : lookupBudget ?? max(64, old.count / 4)
  }

  /// The old global index of the identifier that `object` holds, or `nil` when the
  /// old items flattened do not hold it (it is new, or in a section left out). `section` is
  /// the old section the item most likely is in (its new section's old index), or -1.
  mutating func find(_ object: FlatItems.Object, expectedIn section: Int) -> Int? {
    let own = old.sections.contains(section) ? section - old.sections.lowerBound : -1
    if own >= 0 && hasTable[own], let index = sectionTables[own].index(of: object, in: old) { return index }
    if everything != nil { return everything?.index(of: object, in: old) }
    guard placeLookupsLeft > 0 else {
      let table = FlatItemIndex(old, range: 0..<old.count)
      everything = table
      return table.index(of: object, in: old)
    }
    placeLookupsLeft -= 1
    guard let index = place(of: object, expectedIn: section) else { return nil }
    let range = own >= 0 ? old.range(ofSection: section) : 0..<0
    if range.contains(index) && !hasTable[own] {
      ownHits[own] += 1
      if ownHits[own] >= max(ownTableThreshold, range.count / 32) {
        sectionTables[own] = FlatItemIndex(old, range: range)
        hasTable[own] = true
        // The table answers for this section from now on (see `place`): its labels go back
        // to the allocator, for the next section's.
        labels[own] = nil
      }
    }
    return index
  }

  /// The global index of `object` found through the snapshot's `placeOfItem`: its section
  /// (`expected` when that is the one, else looked up by identifier), then that section's
  /// table when it has one, else its label among the section's labels (flattened once).
  private mutating func place(of object: FlatItems.Object, expectedIn expected: Int) -> Int? {
    guard let place = placeOfItem[FlatItems.identifier(object)] else { return nil }
    let section =
      sectionIdentifiers.indices.contains(expected) && sectionIdentifiers[expected] == place.section
      ? expected : sectionIdentifiers.firstIndex(of: place.section)
    guard let section, old.sections.contains(section) else { return nil }
    let range = old.range(ofSection: section)
    // A section left out of the flat list has no items there: the item is not flattened.
    guard !range.isEmpty else { return nil }
    let offset = section - old.sections.lowerBound
    if hasTable[offset] { return sectionTables[offset].index(of: object, in: old) }
    if labels[offset] == nil { labels[offset] = lists[section].labels }
    let row = labels[offset]!.firstIndex(notBelow: place.label)
    guard row < range.count, labels[offset]![row] == place.label else { return nil }
    return range.lowerBound + row
  }
}
