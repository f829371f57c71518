// The standard library as everyday code uses it beside a data source: an indirect enum evaluated
// recursively, patterns with payloads and where clauses (for case let, if case), String and
// Character helpers, Set algebra (symmetricDifference, isDisjoint), Dictionary merge and
// compactMapValues with a closure whose result is optional by its type, labelled loops, defers.
import Foundation

indirect enum Expr {
  case number(Int)
  case add(Expr, Expr)
  case mul(Expr, Expr)
  var value: Int {
    switch self {
    case .number(let n): return n
    case let .add(a, b): return a.value + b.value
    case let .mul(a, b): return a.value * b.value
    }
  }
}
print(Expr.add(.number(2), .mul(.number(3), .number(4))).value)

enum Event { case tap(x: Int, y: Int), swipe(String), idle }
let events: [Event] = [.tap(x: 1, y: 2), .swipe("left"), .idle, .tap(x: 5, y: 0)]
for case let .tap(x, y) in events where x > 0 { print("tap", x, y) }
for event in events {
  switch event {
  case .tap(let x, 0): print("on axis", x)
  case .tap(x: let x, y: let y) where x == y - 1: print("diagonal-ish", x, y)
  case .swipe(let dir) where dir.hasPrefix("l"): print("swipe", dir)
  default: print("other")
  }
}
if case .swipe(let d) = events[1], d.count == 4 { print("four", d) }

let text = "  Hello, World!  "
print(text.trimmingCharacters(in: .whitespaces), text.replacingOccurrences(of: "l", with: "L"))
print("a,b,,c".components(separatedBy: ","), "a,b,,c".split(separator: ",").count, String("abc".reversed()))
print(Int("42") ?? -1, Int("x") ?? -1, Double("2.5")! * 2, (7.0 / 2).rounded(), Int(3.99))
let a: Set = [1, 2, 3, 4], b: Set = [3, 4, 5]
print(
  a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted(),
  a.symmetricDifference(b).sorted(), b.isSubset(of: a))
var stock = ["apple": 3, "pear": 0]
stock.merge(["pear": 2, "fig": 1]) { old, new in old + new }
print(
  stock.sorted(by: { $0.key < $1.key }), stock.filter { $0.value > 1 }.keys.sorted(),
  stock.compactMapValues { $0 > 1 ? $0 * 10 : nil }.count)
outer: for i in 1...3 {
  for j in 1...3 {
    if j == 2 { continue outer }
    if i == 3 { break outer }
    print(i, j)
  }
}
var n = 0
repeat { n += 3 } while n < 10
print(n, stride(from: 10, to: 0, by: -4).map { $0 }, Array(zip("ab", [1, 2])).count)
func order() { defer { print("first defer") }; defer { print("second defer") }; print("body") }
order()
print(
  ["b": 1, "a": 2].max { $0.value < $1.value }!.key,
  [3, 1, 2].enumerated().map { "\($0.offset):\($0.element)" })
print(
  [1, 2, 3, 4, 5].lazy.filter { $0 % 2 == 1 }.map { $0 * 10 }.reduce(0, +), (1...5).contains(3),
  "Swift".uppercased().lowercased().capitalized)
print(
  String(repeating: "=", count: 5), "x".isEmpty, "abc".first!, "abc".last!.isLetter,
  Array("hey").map(String.init))
print(
  [1, 2, 3].allSatisfy { $0 > 0 }, [[1], [2, 3]].joined().map { $0 }, ["x", "y"].joined(separator: "-"),
  [1, 2, 3].dropLast().suffix(1))
var tags: Set = ["a", "b"]
tags.formSymmetricDifference(["b", "c"])
tags.formIntersection(["a", "c", "d"])
print(tags.sorted(), tags.isDisjoint(with: ["x"]), tags.isDisjoint(with: ["a"]))
