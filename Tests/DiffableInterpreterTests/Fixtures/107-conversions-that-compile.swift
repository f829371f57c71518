// Values where a type is expected, in the shapes swiftc compiles: literals adapt to Double,
// an Int becomes a Double only when converted, closures fit their function types whether their
// parameter types are written or inferred, function values of the right type are passed.
struct Reading {
  var value: Double
  var count: Int
}

func average(_ values: [Double]) -> Double {
  values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
}

let count = 4
var total: Double = 0
total = Double(count) * 2.5
let readings = [Reading(value: 1, count: count), Reading(value: total, count: 2)]
print(readings.map(\.value), average(readings.map(\.value)))
let scaled: [Double] = [1, 2.5, Double(count)]
print(scaled)

func transform(_ n: Int, _ f: (Int) -> Int) -> Int { f(n) }
print(transform(3) { $0 * 2 }, transform(3) { n in n + 1 }, transform(3) { (n: Int) -> Int in n - 1 })

func twice(_ x: Int) -> Int { x * 2 }
let doubler: (Int) -> Int = twice
print(transform(5, twice), doubler(6), [1, 2, 3].map(twice))

let labels: (Int) -> String = { "#\($0)" }
print([1, 2].map(labels), [7, 8].map(String.init))

func each(_ items: [Int], _ body: (Int, Int) -> Void) {
  for (index, item) in items.enumerated() { body(index, item) }
}
each([10, 20]) { index, item in print(index, item) }

func fold<T>(_ items: [T], _ start: T, _ combine: (T, T) -> T) -> T {
  items.reduce(start, combine)
}
print(fold([1, 2, 3], 0, +), fold(["a", "b"], "") { $0 + $1 })

let half: (Double) -> Double = { count in count / 2 }
print(half(5), count)
var maybe: Double? = nil
maybe = total
print(maybe ?? 0)
