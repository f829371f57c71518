/// Finds the elements of a sequence of distinct integers that lie outside one longest
/// strictly increasing subsequence: the fewest elements that must move to sort the rest.
///
/// The minimal differ feeds it the old indexes of the survivors in their new order; the
/// survivors outside the subsequence are the moves, and no smaller set of moves exists
/// (UIKit's differ moves what Foundation's walk moves instead: ``FoundationMoves``).
///
/// Patience sorting with predecessor links, O(n log n). A sequence that is already increasing
/// is recognised in one linear pass, and an element that extends the longest run so far is
/// placed without a binary search, so a sequence where few elements moved costs O(n) plus
/// O(log n) per element out of place.
///
/// **Tie-breaking** (when several longest subsequences exist, the same one is always kept):
/// the kept subsequence ends at the *last* element that ends a longest run, and each kept
/// element is preceded by the *last* earlier element that ends a run one shorter. Ties keep
/// later elements and move earlier ones: `[1, 0]` keeps `0` and moves `1`; `[2, 1, 0]` keeps
/// `0` and moves `2` and `1`.
///
/// The buffers are kept between calls, so one value serves many sequences without allocating.
struct LongestIncreasingSubsequence {
  /// For each pile, the position of the element placed on it last (the pile's top), and
  /// once the sequence is sorted, the position of its kept element; sized for the longest
  /// sequence so far, only the first piles in use are meaningful.
  private var pileTops: [Int] = []
  /// For each position, the position of its predecessor in the best run it ends, or -1;
  /// sized like `pileTops`.
  private var predecessors: [Int] = []

  /// Calls `body` with each position of `sequence` outside the kept longest increasing
  /// subsequence, in increasing order. The elements of `sequence` must be distinct.
  /// - Complexity: O(n log n); O(n) when `sequence` is increasing.
  @inline(__always)
  mutating func forEachOutsider(of sequence: [Int], _ body: (_ position: Int) -> Void) {
    guard !Self.isIncreasing(sequence) else { return }
    forEachOutsider(of: sequence, block: sequence.indices, body)
  }

  /// Calls `body` with each position of `sequence[block]` outside the subsequence kept there.
  /// Inlined, so that `body` is too, as in the callers' loops.
  @inline(__always)
  private mutating func forEachOutsider(
    of sequence: [Int], block: Range<Int>, _ body: (_ position: Int) -> Void
  ) {
    let keptCount = findKept(in: sequence, block: block)
    pileTops.withUnsafeBufferPointer { kept in
      var next = 0
      for offset in 0..<block.count {
        if next < keptCount && kept[next] == offset {
          next += 1
        } else {
          body(block.lowerBound + offset)
        }
      }
    }
  }

  private static func isIncreasing(_ sequence: [Int]) -> Bool {
    var index = 1
    while index < sequence.count {
      if sequence[index - 1] >= sequence[index] { return false }
      index += 1
    }
    return true
  }

  /// Finds the subsequence kept in `sequence[block]` and returns its length: its positions
  /// (from the block's start), in increasing order, are then the first entries of `pileTops`.
  private mutating func findKept(in sequence: [Int], block: Range<Int>) -> Int {
    if pileTops.count < block.count {
      pileTops = [Int](repeating: 0, count: block.count)
      predecessors = [Int](repeating: 0, count: block.count)
    }
    // Unsafe buffers: this loop is the hot path of a large shuffle, and appends would check
    // capacity and uniqueness on every element.
    return sequence.withUnsafeBufferPointer { sequence in
      pileTops.withUnsafeMutableBufferPointer { pileTops in
        predecessors.withUnsafeMutableBufferPointer { predecessors in
          let lastPile = Self.placeOnPiles(
            UnsafeBufferPointer(rebasing: sequence[block]), pileTops: pileTops, predecessors: predecessors)
          // The kept element on pile p is written over that pile's top, which only the last
          // pile's was still needed for (where the walk back starts): no other buffer.
          var position = lastPile >= 0 ? pileTops[lastPile] : -1
          var pile = lastPile
          while position >= 0 {
            pileTops[pile] = position
            position = predecessors[position]
            pile -= 1
          }
          return lastPile + 1
        }
      }
    }
  }

  /// Patience sorting: places each element on the leftmost pile whose top is not below it,
  /// linking it to the top of the pile before. Returns the index of the last pile, or -1.
  private static func placeOnPiles(
    _ sequence: UnsafeBufferPointer<Int>, pileTops: UnsafeMutableBufferPointer<Int>,
    predecessors: UnsafeMutableBufferPointer<Int>
  ) -> Int {
    var lastPile = -1
    for position in sequence.indices {
      let element = sequence[position]
      if lastPile < 0 || sequence[pileTops[lastPile]] < element {
        predecessors[position] = lastPile >= 0 ? pileTops[lastPile] : -1
        lastPile += 1
        pileTops[lastPile] = position
        continue
      }
      var low = 0
      var high = lastPile
      while low < high {
        let middle = (low + high) / 2
        if sequence[pileTops[middle]] < element { low = middle + 1 } else { high = middle }
      }
      predecessors[position] = low > 0 ? pileTops[low - 1] : -1
      pileTops[low] = position
    }
    return lastPile
  }
}
