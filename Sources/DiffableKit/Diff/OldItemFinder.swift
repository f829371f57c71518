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
  /// section before the section gets its own table.
  static let ownTableThreshold = 8

  private let old: FlatItems
  private let snapshot: Snapshot?
  /// For each section in `old`'s range, its own table once built.
  private var sectionTables: [FlatItemIndex?]
  /// For each section in `old`'s range, its items found in it through `placeOfItem`.
  private var ownHits: [Int32]
  /// The table of every old item, once built.
  private var everything: FlatItemIndex?
  private var placeLookupsLeft: Int

  /// A finder over `old`, the items of `snapshot` flattened with their labels (or `nil`:
  /// no snapshot, `old` need not have labels).
  init(old: FlatItems, placesIn snapshot: Snapshot?) {
    precondition(snapshot == nil || old.labels.count == old.count, "old items flattened with labels")
    self.old = old
    self.snapshot = snapshot
    sectionTables = [FlatItemIndex?](repeating: nil, count: old.sections.count)
    ownHits = [Int32](repeating: 0, count: old.sections.count)
    placeLookupsLeft = snapshot == nil ? 0 : max(64, old.count / 4)
  }

  /// The old global index of the identifier whose storage is `object`, or `nil` when the
  /// old items flattened do not hold it (it is new, or in a section left out). `section` is
  /// the old section the item most likely is in (its new section's old index), or -1.
  mutating func find(_ object: FlatItems.Object, expectedIn section: Int) -> Int? {
    let own = old.sections.contains(section) ? section - old.sections.lowerBound : -1
    if own >= 0, let table = sectionTables[own] {
      if let index = table.index(of: object, in: old) { return index }
    }
    if let everything { return everything.index(of: object, in: old) }
    guard let snapshot, placeLookupsLeft > 0 else {
      let table = FlatItemIndex(old, range: 0..<old.count)
      everything = table
      return table.index(of: object, in: old)
    }
    placeLookupsLeft -= 1
    guard let index = Self.place(of: object, in: snapshot, old) else { return nil }
    if own >= 0 && Int(old.sectionIndex[index]) == section && sectionTables[own] == nil {
      ownHits[own] += 1
      if ownHits[own] >= Self.ownTableThreshold {
        sectionTables[own] = FlatItemIndex(old, range: old.range(ofSection: section))
      }
    }
    return index
  }

  /// The global index of `object` found through `snapshot`'s `placeOfItem`: its section,
  /// then its label among that section's flattened labels.
  private static func place(
    of object: FlatItems.Object, in snapshot: Snapshot, _ old: FlatItems
  ) -> Int? {
    guard let place = snapshot.placeOfItem[FlatItems.identifier(object)],
      let section = snapshot.sections.firstIndex(of: place.section), old.sections.contains(section)
    else { return nil }
    let range = old.range(ofSection: section)
    let index = old.labels.withUnsafeBufferPointer { labels in
      var low = range.lowerBound
      var high = range.upperBound
      while low < high {
        let middle = (low + high) / 2
        if labels[middle] < place.label { low = middle + 1 } else { high = middle }
      }
      return low
    }
    // A section left out of the flat list has an empty range: the item is not flattened.
    guard index < range.upperBound, old.labels[index] == place.label else { return nil }
    return index
  }
}
