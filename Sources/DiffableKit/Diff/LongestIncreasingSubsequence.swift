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
  /// For each pile, the position of the element placed on it last (the pile's top).
  private var pileTops: [Int] = []
  /// For each position, the position of its predecessor in the best run it ends, or -1.
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
    pileTops.removeAll(keepingCapacity: true)
    predecessors.removeAll(keepingCapacity: true)
    predecessors.reserveCapacity(sequence.count)
    for (position, element) in sequence.enumerated() {
      guard let lastTop = pileTops.last else {
        predecessors.append(-1)
        pileTops.append(position)
        continue
      }
      if sequence[lastTop] < element {
        predecessors.append(lastTop)
        pileTops.append(position)
        continue
      }
      // The leftmost pile whose top is not below `element` (one exists: the last pile's).
      var low = 0
      var high = pileTops.count - 1
      while low < high {
        let middle = (low + high) / 2
        if sequence[pileTops[middle]] < element { low = middle + 1 } else { high = middle }
      }
      predecessors.append(low > 0 ? pileTops[low - 1] : -1)
      pileTops[low] = position
    }
    keptBackwards.removeAll(keepingCapacity: true)
    var position = pileTops.last ?? -1
    while position >= 0 {
      keptBackwards.append(position)
      position = predecessors[position]
    }
  }
}
