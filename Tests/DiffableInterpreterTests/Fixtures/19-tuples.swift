// Tuples: unlabelled and labelled, returned from functions, destructured, compared, in arrays
// and dictionaries, swapped.
func minMax(_ values: [Int]) -> (min: Int, max: Int)? {
  guard var low = values.first else { return nil }
  var high = low
  for value in values.dropFirst() {
    if value < low { low = value }
    if value > high { high = value }
  }
  return (low, high)
}

if let bounds = minMax([4, -2, 9, 3]) {
  print(bounds, bounds.min, bounds.max, bounds.0)
}
print(minMax([]) as Any)
let (quotient, remainder) = (17 / 5, 17 % 5)
print(quotient, remainder)
var pair = (first: "a", second: "b")
(pair.first, pair.second) = (pair.second, pair.first)
print(pair, pair.first)
var x = 1
var y = 2
(x, y) = (y, x)
print(x, y)
let scores: [(name: String, score: Int)] = [("ada", 90), ("bob", 72), ("cy", 90)]
let ranked = scores.sorted { ($0.score, $1.name) > ($1.score, $0.name) }
print(ranked.map { "\($0.name):\($0.score)" })
let best = scores.max { $0.score < $1.score }!
print(best.name, best)
let nested = ((1, 2), (3, (4, 5)))
print(nested.1.1.0, nested)
let coordinates = [(0, 1), (2, 3)]
for (index, (a, b)) in coordinates.enumerated() {
  print(index, a + b)
}
print((1, "z") == (1, "z"), (2, 1) < (2, 3))
