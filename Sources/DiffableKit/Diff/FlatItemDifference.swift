/// The item step of UIKit's diff (docs/UIKIT.md §4.2): ONE ordered-set difference with inferred
/// moves over all item identifiers in global order (section by section), as UIKit runs
/// `-[NSOrderedSet differenceFromOrderedSet:withOptions:]` on the flat lists.
///
/// Inferred moves are the fewest the flat list allows: the items on both sides that lie
/// outside a longest increasing subsequence of their old global indexes in new order.
/// Foundation's choice among equally small sets is not known; this one keeps
/// ``LongestIncreasingSubsequence``'s rule (ties keep later items and move earlier ones).
///
/// Linear fast path: the common prefix and suffix are matched by `==` alone (they belong to
/// every longest run), and in the middle each new item is compared with the old item after
/// the last match before any hashing; the hash table of old items is built only at the first
/// item that is not where it was.
///
/// ```swift
/// let flat = FlatItemDifference(old: [1, 2, 3, 4, 5, 6], new: [5, 6, 1, 2, 3, 4])
/// flat.isMoved  // [false, false, false, false, true, true]
/// ```
struct FlatItemDifference {
  /// For each old item (global index), its new global index, or -1 when it is gone.
  private(set) var newIndexOfOld: [Int]
  /// For each new item (global index), its old global index, or -1 when it is new.
  private(set) var oldIndexOfNew: [Int]
  /// For each old item, whether the flat difference moves it.
  private(set) var isMoved: [Bool]
  /// How many items the flat difference moves.
  private(set) var moveCount = 0

  /// The difference from `old` to `new` (each a list of distinct identifiers).
  /// - Complexity: O(n) comparisons when the lists share all but a few items in place;
  ///   otherwise O(n) expected hash lookups plus O(k log k) for the k items out of order.
  init(old: [Identifier], new: [Identifier]) {
    newIndexOfOld = [Int](repeating: -1, count: old.count)
    oldIndexOfNew = [Int](repeating: -1, count: new.count)
    isMoved = [Bool](repeating: false, count: old.count)
    let shorter = min(old.count, new.count)
    var prefix = 0
    while prefix < shorter && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    for index in 0..<prefix { link(old: index, new: index) }
    for offset in 0..<suffix { link(old: old.count - 1 - offset, new: new.count - 1 - offset) }
    let oldMiddle = prefix..<(old.count - suffix)
    let newMiddle = prefix..<(new.count - suffix)
    guard !newMiddle.isEmpty && !oldMiddle.isEmpty else { return }

    var survivors: [Int] = []
    survivors.reserveCapacity(min(oldMiddle.count, newMiddle.count))
    var oldIndex: [Identifier: Int]? = nil
    var expected = oldMiddle.lowerBound
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        for newIndex in newMiddle {
          let item = new[newIndex]
          let found: Int?
          if expected < oldMiddle.upperBound && old[expected] == item {
            found = expected
          } else if expected + 1 < oldMiddle.upperBound && old[expected + 1] == item {
            found = expected + 1
          } else {
            if oldIndex == nil { oldIndex = Self.indexes(of: old, in: oldMiddle) }
            found = oldIndex![item]
          }
          guard let found else { continue }
          // Unique identifiers: a hit by comparison is the only place the item can be.
          link(old: found, new: newIndex)
          survivors.append(found)
          expected = found + 1
        }
      }
    }
    var subsequence = LongestIncreasingSubsequence()
    subsequence.forEachOutsider(of: survivors) {
      isMoved[survivors[$0]] = true
      moveCount += 1
    }
  }

  private mutating func link(old: Int, new: Int) {
    newIndexOfOld[old] = new
    oldIndexOfNew[new] = old
  }

  private static func indexes(
    of items: UnsafeBufferPointer<Identifier>, in range: Range<Int>
  ) -> [Identifier: Int] {
    var indexes: [Identifier: Int] = [:]
    indexes.reserveCapacity(range.count)
    for index in range { indexes[items[index]] = index }
    return indexes
  }
}
