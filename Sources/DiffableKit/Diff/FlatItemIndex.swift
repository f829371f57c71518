/// A hash table from identifier to global index over a range of a ``FlatItems``: what a
/// differ builds, once per apply, to find old items that are not where it expected them.
///
/// Open addressing with linear probing, at most half full. A slot holds an index only; an
/// identifier's hash is the one worked out when it was made (``SnapshotIdentifier``'s `keyHash`,
/// already well mixed), so neither building nor looking up hashes anything again, and a
/// table of one section's items stays small enough to sit in cache.
///
/// ```swift
/// let index = FlatItemIndex(flat, range: flat.range(ofSection: 2))
/// index.index(of: flat.objects[i], in: flat)  // i, when i is in section 2
/// ```
struct FlatItemIndex {
  /// Each slot: 0 when empty, else 1 + the item's offset from `base`.
  private var slots: [Int32]
  private let mask: Int
  private let base: Int

  /// An index of nothing (every search misses): a placeholder.
  init() {
    slots = []
    mask = 0
    base = 0
  }

  /// The index of the items of `items` at `range` (distinct identifiers).
  /// - Complexity: O(range.count).
  init(_ items: FlatItems, range: Range<Int>) {
    precondition(range.count < Int(Int32.max), "too many items for one index")
    var capacity = 16
    while capacity < 2 * range.count { capacity *= 2 }
    mask = capacity - 1
    base = range.lowerBound
    var slots = [Int32](repeating: 0, count: capacity)
    let mask = mask
    let base = base
    items.objects.withUnsafeBufferPointer { objects in
      slots.withUnsafeMutableBufferPointer { slots in
        for index in range {
          var slot = FlatItems.keyHash(objects[index]) & mask
          while slots[slot] != 0 { slot = (slot + 1) & mask }
          slots[slot] = Int32(truncatingIfNeeded: index - base + 1)
        }
      }
    }
    self.slots = slots
  }

  /// The global index in `items` (the list this index was built over) of the identifier
  /// that `object` holds, or `nil` when the range does not hold it.
  /// - Complexity: O(1) expected.
  func index(of object: FlatItems.Object, in items: FlatItems) -> Int? {
    guard !slots.isEmpty else { return nil }
    let hash = FlatItems.keyHash(object)
    return items.objects.withUnsafeBufferPointer { objects in
      slots.withUnsafeBufferPointer { slots in
        var slot = hash & mask
        while true {
          let entry = Int(slots[slot])
          if entry == 0 { return nil }
          let index = base + entry - 1
          if FlatItems.same(objects[index], object) { return index }
          slot = (slot + 1) & mask
        }
      }
    }
  }
}
