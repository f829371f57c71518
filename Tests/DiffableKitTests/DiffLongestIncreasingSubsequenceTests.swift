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

  @Test func theSameSequenceAlwaysGivesTheSameOutsiders() {
    var random = SplitMix64(seed: 7)
    let sequence = Array(0..<500).shuffled(using: &random)
    #expect(outsiders(sequence) == outsiders(sequence))
  }
}
