/// The moves Foundation's `-[NSOrderedSet differenceFromOrderedSet:withOptions:]` infers, which
/// UIKit's differ sends for the flat item list and for the sections (docs/UIKIT.md §4.2, §4.6).
///
/// It is not a shortest edit script but a linear walk with a cursor in each list. Where the
/// elements under the cursors are equal, both advance. Otherwise, with `i` the new index of
/// the old element and `j` the old index of the new one:
/// - both ahead (`i > y` and `j > x`): the one with farther to travel goes, the old one on a
///   tie (`i - y >= j - x` removes the old element, else the new one is inserted);
/// - only the old element ahead: the new one is inserted;
/// - the old element gone or passed: it is removed, and the new one is inserted in the same
///   step when it is new or passed too;
/// - what is left of either list at the end is removed or inserted.
///
/// An element on both sides that the walk removes (and so inserts elsewhere) is a move; the
/// others are passed over in place. So it is not always the fewest moves:
///
/// ```swift
/// // [1, 2] -> [2, 1]: 1 moves (a tie: the old element goes).
/// // [0, 1, 2, 3, 4] -> [1, 4, 0, 2, 3]: 0, 2 and 3 move, where 4 alone and 0 would do.
/// ```
enum FoundationMoves {
  /// Calls `move` with the old index of each element the walk moves, in increasing order.
  ///
  /// `newIndexOfOld` gives for each old element its new index, or a negative number when it
  /// is gone; `oldIndexOfNew` the other way. The walk runs over `old` and `new`, ranges of the
  /// same lower bound outside which both lists are equal (a common prefix and suffix, which
  /// the walk would pass over in place: leaving them out changes nothing).
  /// - Complexity: O(old.count + new.count).
  static func forEachMove(
    newIndexOfOld: UnsafeBufferPointer<Int32>, oldIndexOfNew: UnsafeBufferPointer<Int32>,
    old: Range<Int>, new: Range<Int>, _ move: (_ oldIndex: Int) -> Void
  ) {
    precondition(old.lowerBound == new.lowerBound, "the walk starts at the same index in both lists")
    var x = old.lowerBound
    var y = new.lowerBound
    while x < old.upperBound && y < new.upperBound {
      let i = Int(newIndexOfOld[x])
      if i == y {
        // The same element under both cursors.
        x += 1
        y += 1
        continue
      }
      let j = Int(oldIndexOfNew[y])
      if i > y {
        // The old element lies ahead. Both ahead: the one with farther to travel goes.
        if j > x && i - y >= j - x {
          move(x)
          x += 1
        } else {
          y += 1
        }
      } else {
        // The old element is gone or passed (then it was, or will be, inserted at `i`).
        if i >= 0 { move(x) }
        // The new one goes too when it is new or passed (never at `x`: that was `i == y`).
        if j < x { y += 1 }
        x += 1
      }
    }
    while x < old.upperBound {
      if newIndexOfOld[x] >= 0 { move(x) }
      x += 1
    }
  }

  /// ``forEachMove(newIndexOfOld:oldIndexOfNew:old:new:_:)`` over whole lists.
  static func forEachMove(newIndexOfOld: [Int32], oldIndexOfNew: [Int32], _ move: (_ oldIndex: Int) -> Void) {
    newIndexOfOld.withUnsafeBufferPointer { newIndexOfOld in
      oldIndexOfNew.withUnsafeBufferPointer { oldIndexOfNew in
        forEachMove(
          newIndexOfOld: newIndexOfOld, oldIndexOfNew: oldIndexOfNew, old: 0..<newIndexOfOld.count,
          new: 0..<oldIndexOfNew.count, move)
      }
    }
  }
}
