import Testing

@testable import DiffableKit

@Suite("Diff: the longest increasing subsequence finds the fewest elements to move")
struct DiffLongestIncreasingSubsequenceTests {
  private func outsiders(_ sequence: [Int]) -> [Int] {
    var subsequence = LongestIncreasingSubsequence()
    var positions: [Int] = []
    subsequence.forEachOutsider(of: sequence) { positions.append($0) }
    return positions
  }

  @Test func anIncreasingSequenceHasNoOutsiders() {
    #expect(outsiders([]) == [])
    #expect(outsiders([7]) == [])
    #expect(outsiders([0, 2, 5, 9]) == [])
  }

  @Test func tiesKeepTheLaterElements() {
    #expect(outsiders([1, 0]) == [0])
    #expect(outsiders([2, 1, 0]) == [0, 1])
    #expect(outsiders([1, 2, 3, 0]) == [3])
    #expect(outsiders([3, 0, 1, 2]) == [0])
    // Runs [0, 1] and [2, 3] tie: the later run is kept.
    #expect(outsiders([2, 3, 0, 1]) == [0, 1])
  }

  @Test func outsidersAreTheComplementOfALongestIncreasingRun() {
    var random = SplitMix64(seed: 42)
    var subsequence = LongestIncreasingSubsequence()  // reused, as the diff reuses it
    for _ in 0..<2_000 {
      let count = Int(random.next(upperBound: 40 as UInt64))
      var sequence = Array(0..<count * 2).shuffled(using: &random)
      sequence.removeLast(count)
      if random.next(upperBound: 3 as UInt64) == 0 { sequence.sort() }
      var outside: [Int] = []
      subsequence.forEachOutsider(of: sequence) { outside.append($0) }
      let kept = sequence.indices.filter { !outside.contains($0) }.map { sequence[$0] }
      #expect(outside == outside.sorted())
      #expect(kept == kept.sorted() && Set(kept).count == kept.count)
      #expect(kept.count == quadraticLongestIncreasingLength(sequence), "\(sequence)")
    }
  }

  /// Brute force over every subset: the longest strictly increasing subsequences of
  /// `sequence`, as sets of positions. Exponential; for short sequences only.
  private static func allLongestIncreasing(_ sequence: [Int]) -> Set<[Int]> {
    var best: Set<[Int]> = []
    var bestCount = -1
    for mask in 0..<(1 << sequence.count) {
      let positions = sequence.indices.filter { mask & (1 << $0) != 0 }
      let values = positions.map { sequence[$0] }
      guard zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) else { continue }
      if positions.count > bestCount {
        bestCount = positions.count
        best = [positions]
      } else if positions.count == bestCount {
        best.insert(positions)
      }
    }
    return best
  }

  /// The documented tie-breaking, written out directly: among the longest subsequences, the
  /// one whose last position is greatest, then whose second-to-last is greatest, and so on.
  private static func documentedChoice(_ sequence: [Int]) -> [Int] {
    allLongestIncreasing(sequence).max { $0.reversed().lexicographicallyPrecedes($1.reversed()) } ?? []
  }

  @Test func everyPermutationUpToSevenKeepsTheDocumentedLongestRun() {
    var subsequence = LongestIncreasingSubsequence()
    var checked = 0
    for count in 0...7 {
      var permutation = Array(0..<count)
      repeat {
        var outside: [Int] = []
        subsequence.forEachOutsider(of: permutation) { outside.append($0) }
        let kept = permutation.indices.filter { !outside.contains($0) }
        let longest = Self.allLongestIncreasing(permutation)
        #expect(longest.contains(kept), "\(permutation): kept \(kept)")
        #expect(kept == Self.documentedChoice(permutation), "\(permutation)")
        checked += 1
      } while Self.nextPermutation(&permutation)
    }
    #expect(checked == 1 + 1 + 2 + 6 + 24 + 120 + 720 + 5040)
  }

  @Test func randomSparseSequencesMatchTheBruteForce() {
    // Distinct values with gaps, as the diff's old indexes have when items were deleted.
    var random = SplitMix64(seed: 2024)
    var subsequence = LongestIncreasingSubsequence()
    for _ in 0..<500 {
      let count = Int(random.next(upperBound: 13 as UInt64))
      var values = Array(0..<count * 3).shuffled(using: &random)
      values.removeLast(count * 2)
      var outside: [Int] = []
      subsequence.forEachOutsider(of: values) { outside.append($0) }
      let kept = values.indices.filter { !outside.contains($0) }
      #expect(kept == Self.documentedChoice(values), "\(values)")
    }
  }

  /// Rearranges `elements` into the next permutation in lexicographic order; `false` after
  /// the last.
  private static func nextPermutation(_ elements: inout [Int]) -> Bool {
    guard elements.count > 1 else { return false }
    var pivot = elements.count - 2
    while pivot >= 0 && elements[pivot] >= elements[pivot + 1] { pivot -= 1 }
    guard pivot >= 0 else { return false }
    var successor = elements.count - 1
    while elements[successor] <= elements[pivot] { successor -= 1 }
    elements.swapAt(pivot, successor)
    elements[(pivot + 1)...].reverse()
    return true
  }
}
