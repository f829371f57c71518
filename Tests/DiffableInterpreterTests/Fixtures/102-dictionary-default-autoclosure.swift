// A dictionary subscript's default: is an @autoclosure: evaluated only when the key is missing,
// once, whether read, changed by an operator or by a mutating method; keys are evaluated once.
var calls = 0
func fallback() -> Int {
  calls += 1
  return 10
}
var counts = ["a": 1]
print(counts["a", default: fallback()], calls)
print(counts["b", default: fallback()], calls)
counts["a", default: fallback()] += 1
print(counts["a"]!, calls)
counts["c", default: fallback()] += 1
print(counts["c"]!, calls)
var groups: [String: [Int]] = ["x": [1]]
func empty() -> [Int] {
  calls += 100
  return []
}
groups["x", default: empty()].append(2)
print(groups["x"]!, calls)
groups["y", default: empty()].append(3)
print(groups["y"]!, calls)
var keyReads = 0
func key() -> String {
  keyReads += 1
  return "z"
}
groups[key(), default: []].append(4)
var rows = [[1], [2]]
func row() -> Int {
  keyReads += 10
  return 0
}
rows[row()].append(5)
print(keyReads, groups["z"]!, rows)
