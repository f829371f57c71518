// Overloads by parameter type: functions, methods, static methods and initializers that share
// their labels, chosen by the arguments' types as swiftc chooses them.
func k(_ x: Int) { print("int", x) }
func k(_ x: String) { print("string", x) }
k(1)
k("s")
struct Cell {
  func show(_ x: Int) { print("cell int", x) }
  func show(_ x: String) { print("cell string", x) }
}
Cell().show(2)
Cell().show("t")
struct Item { var name: String }
struct Header { var title: String }
struct ItemCell {
  func configure(with item: Item) { print("item", item.name) }
  func configure(with header: Header) { print("header", header.title) }
}
let itemCell = ItemCell()
itemCell.configure(with: Item(name: "a"))
itemCell.configure(with: Header(title: "b"))
func f(_ x: Double) { print("double", x) }
func f(_ x: String) { print("string", x) }
f(1)
func g(_ x: Int) { print("int", x) }
func g(_ x: Double) { print("double", x) }
g(1)
g(1.5)
func h(_ x: Int?) { print("opt int", x as Any) }
func h(_ x: Double) { print("double", x) }
h(1)
func a(_ x: Any) { print("any", x) }
func a(_ x: Int) { print("int", x) }
a(1)
a("s")
func text(_ x: String) { print("string", x) }
func text(_ x: Character) { print("char", x) }
text("c")
text("cc")
func b(_ x: Bool) { print("bool", x) }
func b(_ x: Int) { print("int", x) }
b(true)
b(2)
func arr(_ x: [Int]) { print("ints", x) }
func arr(_ x: [String]) { print("strings", x) }
arr([1, 2])
arr(["a"])
func d(_ x: [String: Int]) { print("dict si", x) }
func d(_ x: [Int: String]) { print("dict is", x) }
d(["a": 1])
d([1: "a"])
func o(_ x: Int?) { print("opt int", x as Any) }
func o(_ x: String?) { print("opt string", x as Any) }
o(1)
o("z")
let n: Int? = 3
o(n)
func gen<T>(_ x: T) { print("generic", x) }
func gen(_ x: Int) { print("int", x) }
gen(1)
gen("q")
class Animal { var name: String { "animal" } }
class Dog: Animal { override var name: String { "dog" } }
func pet(_ x: Animal) { print("animal", x.name) }
func pet(_ x: Dog) { print("dog", x.name) }
pet(Dog())
pet(Animal())
let someAnimal: Animal = Dog()
pet(someAnimal)
protocol Shape { var area: Double { get } }
struct Sq: Shape { var area: Double { 4 } }
struct Ci: Shape { var area: Double { 3 } }
func draw(_ s: Shape) { print("shape", s.area) }
func draw(_ s: Sq) { print("square", s.area) }
draw(Sq())
draw(Ci())
let sh: Shape = Sq()
draw(sh)
var total = 0
func add(_ x: Int) { total += x }
for i in 0..<3 { add(i) }
print(total)
struct Made {
  var v: String
  init(_ x: Int) { v = "int \(x)" }
  init(_ x: String) { v = "string \(x)" }
  static func make(_ x: Int) -> String { "make int \(x)" }
  static func make(_ x: Double) -> String { "make double \(x)" }
  mutating func set(_ x: Int) { v = "set int \(x)" }
  mutating func set(_ x: Bool) { v = "set bool \(x)" }
}
print(Made(1).v, Made("a").v)
print(Made.make(1), Made.make(2.5))
var s = Made(3)
s.set(4)
print(s.v)
s.set(true)
print(s.v)
class Base {
  init(_ x: Int) { print("base int", x) }
  init(_ x: String) { print("base string", x) }
  func f(_ x: Int) { print("base f int", x) }
}
class Sub: Base {
  func f(_ x: String) { print("sub f string", x) }
  override func f(_ x: Int) { print("sub f int", x) }
}
let b = Base("q")
let c = Sub(2)
c.f(1)
c.f("z")
b.f(5)
extension Made {
  func show(_ x: [Int]) -> String { "ints \(x)" }
  func show(_ x: [String: Int]) -> String { "dict \(x)" }
  func show(_ x: Int?) -> String { "opt \(x as Any)" }
}
print(s.show([1]), s.show(["a": 1]), s.show(nil), s.show(3))
protocol P { func name() -> String }
extension P { func greet(_ x: Int) -> String { "p int \(x)" } }
struct Q: P {
  func name() -> String { "q" }
  func greet(_ x: String) -> String { "q string \(x)" }
}
print(Q().greet(1), Q().greet("w"))
[1, 2].forEach(k)
func outer() {
  func loc(_ x: Int) { print("loc int", x) }
  func loc(_ x: Character) { print("loc char", x) }
  loc(1)
  loc("c")
}
outer()
