/// UIKit's section boundary move detector (docs/UIKIT.md §4.2): every old item still present whose
/// section identifier changed gets a move, whatever the flat difference said, including an
/// item that leaves a deleted section or enters an inserted one.
///
/// ```swift
/// // [a: 1, 2] [b: 3]  ->  [a: 1] [b: 2, 3]: the flat list is unchanged, yet 2 moves.
/// ```
struct BoundaryMoves {
  /// For each old item (global index), whether its section identifier changed.
  private(set) var changedSection: [Bool]
  /// How many items changed section.
  private(set) var count = 0

  /// The boundary moves between `old` and `new`, given the flat and section differences.
  /// - Complexity: O(old items).
  init(old: FlatItems, new: FlatItems, flat: FlatItemDifference, sections: SectionDifference) {
    changedSection = [Bool](repeating: false, count: old.count)
    for (oldIndex, newIndex) in flat.newIndexOfOld.enumerated() where newIndex >= 0 {
      let oldSection = Int(old.sectionIndex[oldIndex])
      // The old section's new index is -1 when it was deleted: never the item's new section.
      if sections.newIndexOfOld[oldSection] != Int(new.sectionIndex[newIndex]) {
        changedSection[oldIndex] = true
        count += 1
      }
    }
  }
}
