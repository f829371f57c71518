// Names declared together share the type written after them; an array of Double takes integer
// literals as Doubles, and its indexes and counts stay Ints; a line printed in pieces is one line.
struct Rect {
  let width, height: Double
  var label, note: String?, corners = 4
  var area: Double { width * height }
}
let rect = Rect(width: 2, height: 3, label: nil, note: "n")
print(rect)
print(rect.area, rect.width / 4)
var x, y: Double
x = 1
y = 2
print(x / 2, y)

var prices: [Double] = [1, 2]
prices.append(3)
prices.append(contentsOf: [4, 5])
prices.insert(0, at: 0)
prices += [6]
print(prices)
prices.swapAt(0, 1)
prices.remove(at: 0)
prices.removeFirst(1)
prices.removeLast(2)
print(prices, prices.count)
var totals: [String: Double] = [:]
totals.updateValue(1, forKey: "a")
totals["b"] = 2
print(totals.sorted { $0.key < $1.key })
var seen: Set<Double> = []
seen.insert(2)
print(seen.contains(2.0))

// A line printed in pieces, across statements, is one line.
for price in prices { print(price, terminator: " ") }
print()
print("total:", terminator: " ")
print(prices.reduce(0, +))

// A closure typed with Doubles takes integer literals as Doubles; so does a dictionary's array
// reached through its default.
let double: (Double) -> Double = { $0 * 2 }
let half: (Int) -> Double = { Double($0) / 2 }
print(double(3), half(3))
var byKind: [String: [Double]] = [:]
byKind["fruit", default: []].append(5)
byKind["fruit", default: []] += [6]
print(byKind)
var dayTotals: [Int: Double] = [:]
dayTotals[1, default: 0] += 1
print(dayTotals, dayTotals[7, default: 0])
var seenPrices: Set<Double> = []
seenPrices.formUnion([3])
print(seenPrices)
var maybe: [Double]? = []
maybe?.append(3)
print(maybe ?? [])
