/// UIKit's section boundary move detector (docs/UIKIT.md §4.2): every old item still present whose
/// section identifier changed gets a move, whatever the flat difference said, including an
/// item that leaves a deleted section or enters an inserted one.
///
/// An item keeps its section identifier exactly when its new global index lies in the new
/// range of its old section (the section with the same identifier), so the test needs no
/// per-item section on either side: the old items are read section by section, each
/// against one range.
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
  /// - Complexity: O(old items + sections).
  init(old: FlatItems, new: FlatItems, flat: FlatItemDifference, sections: SectionDifference) {
    var changedSection = [Bool](repeating: false, count: old.count)
    var count = 0
    flat.newIndexOfOld.withUnsafeBufferPointer { newIndexOfOld in
      changedSection.withUnsafeMutableBufferPointer { changedSection in
        for oldSection in old.sections {
          let range = old.range(ofSection: oldSection)
          guard !range.isEmpty else { continue }
          // A deleted section has no new range: every surviving item of it changed section.
          let newSection = sections.newIndexOfOld[oldSection]
          let target = newSection >= 0 ? Self.range32(new.range(ofSection: newSection)) : 0..<0
          for oldIndex in range {
            let newIndex = newIndexOfOld[oldIndex]
            if newIndex >= 0 && !target.contains(newIndex) {
              changedSection[oldIndex] = true
              count += 1
            }
          }
        }
      }
    }
    self.changedSection = changedSection
    self.count = count
  }

  /// `range` in 32 bits, as the flat difference's indexes are (they fit: it checked).
  private static func range32(_ range: Range<Int>) -> Range<Int32> {
    Int32(truncatingIfNeeded: range.lowerBound)..<Int32(truncatingIfNeeded: range.upperBound)
  }
}
