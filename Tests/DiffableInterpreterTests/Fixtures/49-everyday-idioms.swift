// Everyday Swift of app code, each line checked against swiftc: protocol extensions, property
// observers, lazy vars, enums with payloads in switches, errors, closures returned and kept,
// labelled loops, Set and Dictionary algebra, initializers a subclass inherits (Swift's two
// rules), String and Character queries, split's options, and sequence methods.
import Foundation

protocol Shape { var area: Double { get }; func describe() -> String }
extension Shape { func describe() -> String { "area \(area)" } }
struct Circle: Shape { var r: Double; var area: Double { 3.0 * r * r } }
struct Square: Shape {
  var s: Double; var area: Double { s * s }
  func describe() -> String { "square \(s)" }
}
let shapes: [Shape] = [Circle(r: 1), Square(s: 2)]
for s in shapes { print(s.describe()) }
print(shapes.map { $0.area }.reduce(0, +))
class Counter {
  var count = 0 { didSet { print("count \(oldValue) -> \(count)") } }
  lazy var label: String = { "counter" }()
  func inc() { count += 1 }
}
let c = Counter()
c.inc(); c.inc()
print(c.label)
enum Result2 { case ok(Int), fail(String) }
func check(_ r: Result2) -> String {
  switch r {
  case .ok(let n) where n > 10: return "big \(n)"
  case .ok(let n): return "ok \(n)"
  case .fail(let m): return "fail: \(m)"
  }
}
print(check(.ok(5)), check(.ok(50)), check(.fail("x")))
enum MyErr: Error { case bad(Int) }
func risky(_ n: Int) throws -> Int { if n < 0 { throw MyErr.bad(n) }; return n * 2 }
do { print(try risky(3)); print(try risky(-1)) } catch MyErr.bad(let v) { print("caught", v) } catch {
  print("other")
}
print((try? risky(-2)) ?? -1)
func makeAdder(_ x: Int) -> (Int) -> Int { return { $0 + x } }
let add5 = makeAdder(5)
print(add5(3))
var fns: [() -> Int] = []
for i in 1...3 { fns.append { i * 10 } }
print(fns.map { $0() })
struct Stack {
  var items: [String] = []
  mutating func push(_ x: String) { items.append(x) }
  mutating func pop() -> String? { items.popLast() }
}
var st = Stack()
st.push("a"); st.push("b")
print(st.pop() ?? "", st.items)
let t = (name: "x", n: 2)
print(t.name, t.n, t)
let value: Int? = 4
guard let v = value else { fatalError() }
print(v)
var i = 0
repeat { i += 2 } while i < 7
print(i)
outer: for a in 0..<3 {
  for b in 0..<3 { if b == 2 { continue outer }; if a == 2 { break outer }; print(a, b) }
}
print(stride(from: 0, to: 10, by: 3).map { $0 })
print(Array(1...5).filter { $0 % 2 == 1 }, [3, 1, 2].sorted(), [3, 1, 2].sorted(by: >))
print("\(1.5) \(2.0) \(1e10) \(0.1 + 0.2)")
print(Int("42") ?? 0, Int("x") as Any, Double("2.5")!)
print(String(repeating: "ab", count: 3), "abc".reversed().map { String($0) }.joined())
enum Suit: String, CaseIterable { case hearts, spades = "S" }
print(Suit.allCases.map(\.rawValue), Suit(rawValue: "S") == .spades, Suit.hearts)
struct Temp {
  var c: Double
  var f: Double {
    get { c * 9 / 5 + 32 }
    set { c = (newValue - 32) * 5 / 9 }
  }
  static let freezing = Temp(c: 0)
  static func make(_ f: Double) -> Temp { var t = Temp(c: 0); t.f = f; return t }
}
var temp = Temp.make(212)
print(temp.c, Temp.freezing.f)
temp.f = 32
print(temp.c)
let a: Set = [1, 2, 3], b: Set = [2, 3, 4]
print(
  a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted(), a.isSubset(of: b), a.contains(2)
)
let d = ["a": 1, "b": 2]
print(
  d.mapValues { $0 * 10 }.sorted { $0.key < $1.key }, d.filter { $0.value > 1 }.keys.sorted(),
  d["c", default: 0])
var m = d
m.merge(["b": 5, "c": 3]) { old, new in old + new }
print(m.sorted { $0.key < $1.key })
m.removeValue(forKey: "a")
print(m.count, m.keys.sorted(), m.values.sorted())
func swapped(_ p: (Int, Int)) -> (Int, Int) { let (x, y) = p; return (y, x) }
print(swapped((1, 2)))
var x = 1, y = 2
swap(&x, &y)
print(x, y)
func order() { defer { print("deferred 1") }; defer { print("deferred 2") }; print("body") }
order()
let point = (2, 0)
switch point {
case (0, 0): print("origin");
case (_, 0): print("x axis");
case (let px, let py) where px == py: print("diag", px, py);
default: print("other")
}
let score = 85
switch score {
case 90...: print("A");
case 80..<90: print("B");
default: print("C")
}
class Animal {
  var name: String; init(name: String) { self.name = name }
  func speak() -> String { "..." }
}
class Dog: Animal {
  override func speak() -> String { "Woof from \(name)" }
  convenience init() { self.init(name: "Rex") }
}
let animals: [Animal] = [Animal(name: "a"), Dog()]
print(animals.map { $0.speak() }, animals.filter { $0 is Dog }.count, (animals[1] as? Dog)?.name ?? "")
let chars = Array("hello")
print(
  chars.count, chars.first!, String(chars.reversed()), "hello".first!.isLetter, Character("a").asciiValue!)
let str = "a,b,,c"
print(str.split(separator: ",").count, str.split(separator: ",", omittingEmptySubsequences: false).count)
print(
  "Swift".dropFirst(2), "Swift".prefix(3), "Swift".suffix(2), "  pad ".trimmingCharacters(in: .whitespaces))
let nums = [5, 3, 9, 1]
print(
  nums.sorted().first!, nums.max()!, nums.firstIndex(of: 9)!, nums.contains { $0 > 8 },
  nums.allSatisfy { $0 > 0 })
print(
  nums.prefix(2), nums.dropLast(), nums.suffix(1), Array(nums.reversed()),
  nums.enumerated().map { $0.offset * $0.element })
var q = nums
q.removeAll { $0 < 4 }
q.insert(0, at: 0)
q.append(contentsOf: [7, 8])
print(q, q.remove(at: 1), q)
print(
  nums.reduce(0) { $0 + $1 }, nums.map(String.init).joined(separator: "-"),
  nums.compactMap { $0 > 3 ? $0 : nil })
let optName: String? = "Ann"
print(optName?.count as Any, optName.map { $0 + "!" } ?? "", optName?.uppercased() ?? "none")
class Pet { var name: String; init(name: String) { self.name = name } }
class Puppy: Pet { var age = 1 }
let puppy = Puppy(name: "x")
print(puppy.name, puppy.age)
class Kitten: Pet { convenience init() { self.init(name: "Tom") } }
print(Kitten().name, Kitten(name: "Z").name)
class Base2 {
  var tag: String
  init(tag: String) { self.tag = tag }
  convenience init() { self.init(tag: "plain") }
}
class Both: Base2 { override init(tag: String) { super.init(tag: tag.uppercased()) } }
print(Both().tag, Both(tag: "x").tag)

// `[weak self]`: self is optional inside, compared with nil without Equatable.
final class Loader {
  var log: [String] = []
  func makeTask() -> () -> Void {
    return { [weak self] in
      guard self != nil else { return }
      self?.log.append("ran")
    }
  }
}
let loader = Loader()
let task = loader.makeTask()
task()
print(loader.log)
