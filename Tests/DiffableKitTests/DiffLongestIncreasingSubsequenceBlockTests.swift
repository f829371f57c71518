import Testing

@testable import DiffableKit

@Suite("Diff: cutting a sequence into blocks keeps the same outsiders (the flat differ's LIS)")
struct DiffLongestIncreasingSubsequenceBlockTests {
  /// Sequences like a flat list of items shuffled within their sections (blocks of values
  /// that never overlap), with a few elements thrown elsewhere so that some blocks merge:
  /// the outsiders with and without the cut are the same positions, tie-break included.
  @Test func splittingBlocksChangesNoOutsider() {
    var random = SplitMix64(seed: 11)
    var whole = LongestIncreasingSubsequence()
    var split = LongestIncreasingSubsequence()  // reused, as the diff reuses it
    for _ in 0..<3_000 {
      let blocks = 1 + Int(random.next(upperBound: 6 as UInt64))
      var sequence: [Int] = []
      for block in 0..<blocks {
        let size = Int(random.next(upperBound: 8 as UInt64))
        var values = Array((block * 10)..<(block * 10 + size))
        if random.next(upperBound: 3 as UInt64) != 0 { values.shuffle(using: &random) }
        sequence += values
      }
      for _ in 0..<Int(random.next(upperBound: 3 as UInt64)) where sequence.count > 1 {
        let from = Int(random.next(upperBound: UInt64(sequence.count)))
        let to = Int(random.next(upperBound: UInt64(sequence.count)))
        sequence.insert(sequence.remove(at: from), at: to)
      }
      var expected: [Int] = []
      whole.forEachOutsider(of: sequence) { expected.append($0) }
      var actual: [Int] = []
      split.forEachOutsider(of: sequence, splittingBlocks: true) { actual.append($0) }
      #expect(actual == expected, "\(sequence)")
    }
  }

  @Test func blocksThatTieKeepTheLaterElements() {
    var split = LongestIncreasingSubsequence()
    var outside: [Int] = []
    // Blocks [1, 0] and [3, 2]: each keeps its later element.
    split.forEachOutsider(of: [1, 0, 3, 2], splittingBlocks: true) { outside.append($0) }
    #expect(outside == [0, 2])
  }
}
