/// The section step of UIKit's diff (docs/UIKIT.md §4.2): an ordered-set difference of the section
/// identifiers with inferred moves, as `-[NSOrderedSet differenceFromOrderedSet:withOptions:]`
/// computes it, run on its own list, apart from the items.
///
/// The moves are Foundation's (``FoundationMoves``, docs/UIKIT.md §4.6), not always the fewest.
///
/// ```swift
/// let sections = SectionDifference(old: ["a", "b", "c"], new: ["c", "a", "b"])
/// sections.isMoved  // [false, false, true]: c moves
/// SectionDifference(old: ["a", "b"], new: ["b", "a"]).isMoved  // [true, false]: a tie moves a
/// ```
struct SectionDifference {
  /// For each old section, its new index, or -1 when it was deleted.
  private(set) var newIndexOfOld: [Int]
  /// For each new section, its old index, or -1 when it was inserted.
  private(set) var oldIndexOfNew: [Int]
  /// For each old section, whether the difference moves it.
  private(set) var isMoved: [Bool]

  /// The difference from `old` to `new` (each a list of distinct identifiers).
  /// - Complexity: O(n) expected hash lookups.
  init(old: [SnapshotIdentifier], new: [SnapshotIdentifier]) {
    newIndexOfOld = [Int](repeating: -1, count: old.count)
    oldIndexOfNew = [Int](repeating: -1, count: new.count)
    isMoved = [Bool](repeating: false, count: old.count)
    var oldIndex: [SnapshotIdentifier: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    for (index, section) in old.enumerated() { oldIndex[section] = index }
    for (newIndex, section) in new.enumerated() {
      guard let index = oldIndex[section] else { continue }
      newIndexOfOld[index] = newIndex
      oldIndexOfNew[newIndex] = index
    }
    var isMoved = isMoved
    FoundationMoves.forEachMove(
      newIndexOfOld: newIndexOfOld.map { Int32(truncatingIfNeeded: $0) },
      oldIndexOfNew: oldIndexOfNew.map { Int32(truncatingIfNeeded: $0) }
    ) { isMoved[$0] = true }
    self.isMoved = isMoved
  }
}
