// Sets are equal whatever their order; a subscript's index is evaluated before the value assigned
// to it; a CustomDebugStringConvertible value shows its debugDescription inside collections and
// optionals; a type prints by its own name (`Inner`, `Array<Int>`).
struct Box: Equatable { var items: Set<Int>; var tags: [String: Int] }
let first: Set = [1, 2, 3]
let second: Set<Int> = [3, 2, 1]
print(first == second, first != second, Set([1, 2]) == Set([2, 1]), [Set([1, 2])] == [Set([2, 1])])
print(Box(items: [1, 2, 3], tags: ["a": 1, "b": 2]) == Box(items: [3, 2, 1], tags: ["b": 2, "a": 1]))
print(Set(["x", "y"]) == Set(["y", "x", "y"]), Set([1]) == Set([2]))

func traced(_ label: String, _ value: Int) -> Int {
  print("evaluate", label)
  return value
}
var slots = [0, 0, 0]
slots[traced("index", 1)] = traced("value", 5)
print(slots)
var grid = [[0, 0], [0, 0]]
grid[traced("row", 1)][traced("column", 0)] += traced("amount", 7)
print(grid)
var counts: [String: Int] = [:]
counts[traced("key", 0) == 0 ? "a" : "b", default: 10] += traced("increment", 1)
print(counts)
var position = 0
var letters = ["a", "b", "c"]
letters[position] = {
  position += 2; return "z"
}()
print(letters, position)
// A value that runs no code (a literal, a closure) is assigned at the same place either way.
letters[traced("literal index", 1)] = "y"
var handlers: [Int: () -> Int] = [:]
handlers[traced("closure key", 3)] = { 4 }
grid[traced("row", 0)][position - 2] = 9
print(letters, handlers[3]!(), grid)
let zeros = [Double](repeating: 0, count: 3)
print(zeros, [String](repeating: "ab", count: 2), [Int]())

struct Money: CustomStringConvertible, CustomDebugStringConvertible {
  let cents: Int
  var description: String { "$\(cents / 100).\(cents % 100)" }
  var debugDescription: String { "Money(cents: \(cents))" }
}
struct Token: CustomDebugStringConvertible { var debugDescription: String { "Token#1" } }
let price = Money(cents: 1234)
print(price, [price], "\(price)", String(describing: price), String(reflecting: price))
print(Optional(price) as Any, ["total": price], (price, 1))
print(Token(), [Token()], String(reflecting: "quoted"), String(reflecting: 3))
debugPrint(price, Token())

struct Outer {
  struct Inner {}
  enum Mode { case on }
}
struct Wrapper<T> { var value: T }
print(Outer.Inner.self, Outer.Mode.self, type(of: Outer.Inner()), [Int].self, [String: [Int]].self)
print(type(of: [Outer.Inner()]), type(of: Wrapper(value: Outer.Inner())), [type(of: Outer.Inner())])
print(String(describing: Outer.Inner.self), String(reflecting: Outer.Inner.self))
