// A method called bare inside another method is called on 'self': a mutating one changes it, a
// static one is the type's, a method hides a global function of its name, a local closure hides
// the method.
struct Counter {
  var count = 0
  mutating func bump(by step: Int = 1) { count += step }
  mutating func bumpTwice() {
    bump()
    bump(by: 10)
  }
  func twice(_ n: Int) -> Int { n * 2 }
  func describe() -> String { "count \(twice(count))" }
}
var counter = Counter()
counter.bumpTwice()
print(counter.count, counter.describe())

func label(_ n: Int) -> String { "global \(n)" }
struct Shelf {
  var names: [String] = []
  func label(_ n: Int) -> String { "shelf \(n)" }
  mutating func add(_ name: String) { names.append(name) }
  mutating func fill() {
    for name in ["a", "b"] { add(name) }
    [1, 2].forEach { n in print(label(n)) }
  }
  func relabel() {
    let label = { (n: Int) in "local \(n)" }
    print(label(3))
  }
}
var shelf = Shelf()
shelf.fill()
shelf.relabel()
print(shelf.names, label(4))

struct Factory {
  static var made = 0
  static func make(_ n: Int) -> Int {
    made += 1
    return n + 1
  }
  static func makeTwo() -> [Int] { [make(1), make(2)] }
}
print(Factory.makeTwo(), Factory.made)

class Base {
  var log: [String] = []
  func note(_ text: String) { log.append(text) }
}
final class Screen: Base {
  func load() {
    note("load")
    refresh(animated: false)
  }
  func refresh(animated: Bool) { note("refresh \(animated)") }
}
let screen = Screen()
screen.load()
print(screen.log)

enum Light {
  case red, green
  mutating func next() { self = self == .red ? .green : .red }
  mutating func skip() {
    next()
    next()
    next()
  }
}
var light = Light.red
light.skip()
print(light)

struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
  mutating func pushAll(_ all: [Element]) { for item in all { push(item) } }
}
var stack = Stack<Int>()
stack.pushAll([3, 4])
print(stack.items)
