/// The item step of UIKit's diff (docs/UIKIT.md §4.2): ONE ordered-set difference with inferred
/// moves over all item identifiers in global order (section by section), as UIKit runs
/// `-[NSOrderedSet differenceFromOrderedSet:withOptions:]` on the flat lists.
///
/// The moves are Foundation's (``FoundationMoves``, docs/UIKIT.md §4.6): a linear walk that
/// moves, where the lists differ, the element with farther to travel, so not always the fewest.
///
/// Linear fast path: the common prefix and suffix are matched by `==` alone (the walk passes
/// over them in place), and in the middle each new item is compared with the old item after
/// the last match before any hashing; an item that is not where it was is found by an
/// ``OldItemFinder``, which builds tables only where items need them.
///
/// ```swift
/// let flat = FlatItemDifference(old: [1, 2, 3, 4, 5, 6], new: [5, 6, 1, 2, 3, 4])
/// flat.isMoved  // [false, false, false, false, true, true]
/// ```
///
/// Memory: the differ's per-item tables are most of what an apply allocates, and pages
/// touched for the first time cost more than the work done in them, so indexes are 32 bits
/// (as ``FlatItemIndex``'s) and no per-item section is kept: the section of a new item is
/// followed by a cursor, as the new items are read in order.
struct FlatItemDifference {
  /// For each old item (global index), its new global index, or -1 when it is gone.
  private(set) var newIndexOfOld: [Int32]
  /// For each new item (global index), its old global index, or -1 when it is new.
  private(set) var oldIndexOfNew: [Int32]
  /// For each old item, whether the flat difference moves it.
  private(set) var isMoved: [Bool]
  /// How many items the flat difference moves.
  private(set) var moveCount = 0
  /// How many items are on both sides.
  private(set) var survivorCount = 0

  /// The difference from `old` to `new` (each a list of distinct identifiers).
  /// - Complexity: O(n) comparisons when the lists share all but a few items in place;
  ///   otherwise O(n) expected hash lookups.
  init(old: [SnapshotIdentifier], new: [SnapshotIdentifier]) {
    self.init(old: FlatItems([old], sections: 0..<1), new: FlatItems([new], sections: 0..<1))
  }

  /// The difference from `old` to `new`, flattened snapshots.
  /// - Complexity: as for lists of identifiers.
  ///
  /// An item not where expected is found by an ``OldItemFinder``: with `snapshot` (the
  /// snapshot `old` was flattened from), through the old section its new section
  /// had (`oldSectionOfNew`, indexed by absolute new section) and the snapshot's own place
  /// of each item; without, through a table of the old items built at the first such item.
  init(old: FlatItems, new: FlatItems, placesIn snapshot: Snapshot? = nil, oldSectionOfNew: [Int] = []) {
    precondition(max(old.count, new.count) < Int(Int32.max), "too many items for one difference")
    var newIndexOfOld = [Int32](repeating: -1, count: old.count)
    var oldIndexOfNew = [Int32](repeating: -1, count: new.count)
    var survivorCount = 0
    var middle = (old: 0..<0, new: 0..<0)
    // Unsafe buffers: the storages are compared without bounds checks.
    old.objects.withUnsafeBufferPointer { oldObjects in
      new.objects.withUnsafeBufferPointer { newObjects in
        @inline(__always) func same(_ oldIndex: Int, _ newIndex: Int) -> Bool {
          FlatItems.same(oldObjects[oldIndex], newObjects[newIndex])
        }
        let oldCount = old.count
        let newCount = new.count
        let shorter = min(oldCount, newCount)
        var prefix = 0
        while prefix < shorter && same(prefix, prefix) {
          newIndexOfOld[prefix] = Int32(truncatingIfNeeded: prefix)
          oldIndexOfNew[prefix] = Int32(truncatingIfNeeded: prefix)
          prefix += 1
        }
        var suffix = 0
        while suffix < shorter - prefix && same(oldCount - 1 - suffix, newCount - 1 - suffix) {
          newIndexOfOld[oldCount - 1 - suffix] = Int32(truncatingIfNeeded: newCount - 1 - suffix)
          oldIndexOfNew[newCount - 1 - suffix] = Int32(truncatingIfNeeded: oldCount - 1 - suffix)
          suffix += 1
        }
        let oldMiddle = prefix..<(oldCount - suffix)
        let newMiddle = prefix..<(newCount - suffix)
        survivorCount = prefix + suffix
        middle = (oldMiddle, newMiddle)
        guard !newMiddle.isEmpty && !oldMiddle.isEmpty else { return }
        var finder = OldItemFinder(old: old, placesIn: snapshot)
        var expected = oldMiddle.lowerBound
        // The new section of the item being looked up, followed forwards from the first.
        var newSection = new.sections.lowerBound
        for newIndex in newMiddle {
          let found: Int?
          if expected < oldMiddle.upperBound && same(expected, newIndex) {
            found = expected
          } else if expected + 1 < oldMiddle.upperBound && same(expected + 1, newIndex) {
            found = expected + 1
          } else {
            while new.range(ofSection: newSection).upperBound <= newIndex { newSection += 1 }
            let section = oldSectionOfNew.indices.contains(newSection) ? oldSectionOfNew[newSection] : -1
            // A hit in the prefix or suffix is impossible: those old items are taken by the
            // new items there (identifiers are unique).
            found = finder.find(newObjects[newIndex], expectedIn: section)
          }
          guard let found else { continue }
          // Unique identifiers: a hit by comparison is the only place the item can be.
          newIndexOfOld[found] = Int32(truncatingIfNeeded: newIndex)
          oldIndexOfNew[newIndex] = Int32(truncatingIfNeeded: found)
          survivorCount += 1
          expected = found + 1
        }
      }
    }
    var isMoved = [Bool](repeating: false, count: old.count)
    var moveCount = 0
    newIndexOfOld.withUnsafeBufferPointer { newIndexOfOld in
      oldIndexOfNew.withUnsafeBufferPointer { oldIndexOfNew in
        FoundationMoves.forEachMove(
          newIndexOfOld: newIndexOfOld, oldIndexOfNew: oldIndexOfNew, old: middle.old, new: middle.new
        ) {
          isMoved[$0] = true
          moveCount += 1
        }
      }
    }
    self.newIndexOfOld = newIndexOfOld
    self.oldIndexOfNew = oldIndexOfNew
    self.isMoved = isMoved
    self.moveCount = moveCount
    self.survivorCount = survivorCount
  }
}
