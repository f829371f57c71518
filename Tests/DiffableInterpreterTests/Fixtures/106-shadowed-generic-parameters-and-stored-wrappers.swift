// A generic parameter named like the program's type (Section<Plain> beside struct Plain) is the
// parameter inside its declaration: Section(items: [1, 2]) holds Ints. And a stored reversed(),
// enumerated() or lazy, whose description is refused, still loops, maps and makes arrays.
struct Plain: Hashable {
  var n = 0
}
struct Section<Plain: Hashable> {
  var items: [Plain]
  var first: Plain? { items.first }
  func has(_ x: Plain) -> Bool { items.contains(x) }
  mutating func add(_ x: Plain) { items.append(x) }
}
var numbers = Section(items: [1, 2])
print(numbers.items, numbers.first ?? 0, numbers.has(2))
numbers.add(3)
print(numbers.items)
var doubles = Section<Double>(items: [1])
doubles.add(2)
print(doubles.items)
let plains = Section(items: [Plain(n: 4)])
print(plains.items.count, plains.items[0].n)
struct Box<Plain> {
  var value: Plain
  init(_ value: Plain) { self.value = value }
}
print(Box(5).value, Box("x").value)
func wrap<Plain>(_ x: Plain) -> [Plain] { [x] }
print(wrap(7), Plain())

let values = [1, 2, 3]
let backwards = values.reversed()
for value in backwards { print(value) }
print(Array(backwards), backwards.map { $0 * 2 }, backwards.count)
let pairs = values.enumerated()
for (offset, value) in pairs { print(offset, value) }
let lazyValues = values.lazy
print(lazyValues.map { $0 + 1 }.reduce(0, +))
