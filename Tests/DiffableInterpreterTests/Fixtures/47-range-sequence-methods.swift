// Sequence methods on ranges, as app code uses them to count pages, find a free slot, or sum
// rows: the ones that walk a range one number at a time, or answer from its bounds, run on a
// range far bigger than any array (a billion numbers), as compiled Swift runs them.
let pageSize = 20
let total = 95
let pages = (0..<total).reduce(0) { count, row in row % pageSize == 0 ? count + 1 : count }
print("pages:", pages)
print("rows on the last page:", (0..<total).count(where: { $0 / pageSize == pages - 1 }))

let taken: Set = [0, 1, 2, 4, 5]
print("first free slot:", (0..<1_000_000_000).first(where: { !taken.contains($0) }) as Any)
print("all below 10:", (0..<10).allSatisfy { $0 < 10 }, (0...10).allSatisfy { $0 < 10 })
print("any over 8:", (0..<10).contains(where: { $0 > 8 }), (0..<5).contains(where: { $0 > 8 }))
print("contains:", (0..<1_000_000_000).contains(999_999_999), (0..<1_000_000_000).contains(1_000_000_000))
print("closed contains:", (1...1_000_000_000).contains(1_000_000_000), (1...3).contains(0))
print("bounds:", (0..<1_000_000_000).min() as Any, (0..<1_000_000_000).max() as Any)
print("closed bounds:", (-5...5).min() as Any, (-5...5).max() as Any)
print("empty:", (3..<3).min() as Any, (3..<3).max() as Any, (3..<3).first(where: { _ in true }) as Any)

var squares: [Int] = []
(1...5).forEach { squares.append($0 * $0) }
print("squares:", squares)
let byParity = (1...10).reduce(into: [0, 0]) { sums, n in sums[n % 2] += n }
print("odd and even sums:", byParity[1], byParity[0])
