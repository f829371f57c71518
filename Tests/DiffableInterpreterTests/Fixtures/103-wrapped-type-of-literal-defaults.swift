// A literal takes the type of what it stands beside: the wrapped type on the right of ??, even
// when the optional was stored by a let without a type; the other branch's Double in a ternary.
func largest(_ values: [Double]) -> Double? {
  guard var best = values.first else { return nil }
  for value in values where value > best { best = value }
  return best
}
print(largest([Double]()) ?? 0)
print(largest([]) ?? 0)
let none = largest([])
print(none ?? 0)
let some = largest([1.5, 4])
print(some ?? 0)
let missing: Double? = nil
print(missing ?? 1)
let total = missing ?? 2
print(total)
let flag = false
let price = 2.5
let chosen = flag ? price : 1
print(chosen)
let other = !flag ? price : 1
print(other)
