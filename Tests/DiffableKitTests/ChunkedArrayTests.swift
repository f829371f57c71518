import Testing

@testable import DiffableKit

/// The sections' item lists in chunks that copies share: the same elements as an array after
/// any edits, copies untouched by later edits, and a change at one place copying one chunk.
@Suite("ChunkedArray")
struct ChunkedArrayTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomEditsMatchAnArray(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var chunked = ChunkedArray<Int>()
    var model: [Int] = []
    var copies: [(ChunkedArray<Int>, [Int])] = []
    for step in 0..<3_000 {
      let roll = random.next(upperBound: 10 as UInt64)
      let place = Int(random.next(upperBound: UInt64(model.count + 1)))
      switch roll {
      case 0..<4:
        chunked.append(step)
        model.append(step)
      case 4, 5:
        let count = Int(random.next(upperBound: 40 as UInt64))
        let values = (0..<count).map { step * 100 + $0 }
        chunked.insert(contentsOf: values, at: place)
        model.insert(contentsOf: values, at: place)
      case 6,
        7 where !model.isEmpty:
        let index = place % model.count
        #expect(chunked.remove(at: index) == model.remove(at: index), "step \(step)")
      case 8 where !model.isEmpty:
        let index = place % model.count
        chunked[index] += 1
        model[index] += 1
      default:
        copies.append((chunked, model))
      }
      #expect(chunked.count == model.count, "step \(step)")
    }
    #expect(Array(chunked) == model)
    for (copy, expected) in copies { #expect(Array(copy) == expected) }
  }

  @Test func aChangeInACopyLeavesTheOriginalAndItsOtherChunks() {
    let original = ChunkedArray(0..<1_000)
    var copy = original
    copy[500] = -1
    #expect(original[500] == 500)
    #expect(copy[500] == -1)
    #expect(copy != original)
    copy[500] = 500
    #expect(copy == original)
  }
}
