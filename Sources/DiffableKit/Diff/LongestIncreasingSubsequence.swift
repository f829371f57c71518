/// Finds the elements of a sequence of distinct integers that lie outside one longest
/// strictly increasing subsequence: the fewest elements that must move to sort the rest.
///
/// The diff feeds it the old indexes of the survivors in their new order; the survivors
/// outside the subsequence are the moves, and no smaller set of moves exists.
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
  /// For each pile, the position of the element placed on it last (the pile's top); sized
  /// for the longest sequence so far, only the first piles in use are meaningful.
  private var pileTops: [Int] = []
  /// For each position, the position of its predecessor in the best run it ends, or -1;
  /// sized like `pileTops`.
  private var predecessors: [Int] = []
  /// Positions of the kept subsequence, last first.
  private var keptBackwards: [Int] = []

  /// Calls `body` with each position of `sequence` outside the kept longest increasing
  /// subsequence, in increasing order. The elements of `sequence` must be distinct.
  /// - Complexity: O(n log n); O(n) when `sequence` is increasing.
  mutating func forEachOutsider(of sequence: [Int], _ body: (_ position: Int) -> Void) {
    guard !Self.isIncreasing(sequence) else { return }
    findKept(in: sequence)
    var next = keptBackwards.count - 1
    for position in sequence.indices {
      if next >= 0 && keptBackwards[next] == position {
        next -= 1
      } else {
        body(position)
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

  /// Fills `keptBackwards` with the positions of the kept subsequence.
  private mutating func findKept(in sequence: [Int]) {
    if pileTops.count < sequence.count {
      pileTops = [Int](repeating: 0, count: sequence.count)
      predecessors = [Int](repeating: 0, count: sequence.count)
    }
    // Unsafe buffers: this loop is the hot path of a large shuffle, and appends would check
    // capacity and uniqueness on every element.
    let lastPile = sequence.withUnsafeBufferPointer { sequence in
      pileTops.withUnsafeMutableBufferPointer { pileTops in
        predecessors.withUnsafeMutableBufferPointer { predecessors in
          Self.placeOnPiles(sequence, pileTops: pileTops, predecessors: predecessors)
        }
      }
    }
    keptBackwards.removeAll(keepingCapacity: true)
    var position = lastPile >= 0 ? pileTops[lastPile] : -1
    while position >= 0 {
      keptBackwards.append(position)
      position = predecessors[position]
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
