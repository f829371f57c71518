import DiffableInterpreter
import Testing

/// A refusal points where the compiler's does: an argument of the wrong type at the argument, not
/// at the call. Each row is a program swiftc refuses so, at the marked place.
@Suite("Refusals point at the argument, as the compiler's do")
struct LocationTests {
  /// Arguments of the wrong type, refused as the call binds them: at the argument, whatever is
  /// called (a function, a method, an initializer, a closure) and however.
  static let arguments: [(String, String)] = [
    (
      "func total(_ xs: [Int]) -> Int { xs.reduce(0, +) }\nlet names = [\"a\"]\nprint(total(1️⃣names))",
      "cannot convert value of type '[String]' to expected argument type '[Int]'"
    ),
    (
      "func greet(name: String) {}\nlet n = 1\ngreet(name: 1️⃣n)",
      "cannot convert value of type 'Int' to expected argument type 'String'"
    ),
    (
      "func add(_ a: Int, _ b: Int) -> Int { a + b }\nlet d = 2.5\nprint(add(1, 1️⃣d))",
      "cannot convert value of type 'Double' to expected argument type 'Int'"
    ),
    (
      "func add(_ a: Int, to b: Int = 0, scale: Double = 1) -> Int { a + b }\nlet s = \"x\"\nprint(add(1, scale: 1️⃣s))",
      "cannot convert value of type 'String' to expected argument type 'Double'"
    ),
    (
      "func show(_ value: Int?) {}\nlet s = \"x\"\nshow(1️⃣s)",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "enum Kind { case a, b }\nfunc pick(_ k: Kind) {}\nlet n = 1\npick(1️⃣n)",
      "cannot convert value of type 'Int' to expected argument type 'Kind'"
    ),
    (
      "struct Item { let name: String }\nfunc add(_ items: [Item]) {}\nlet names = [\"x\"]\nadd(1️⃣names)",
      "cannot convert value of type '[String]' to expected argument type '[Item]'"
    ),
    (
      "func outer() {\n  func inner(_ x: Int) {}\n  let s = \"a\"\n  inner(1️⃣s)\n}\nouter()",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "func f(_ x: Int) {}\nstruct B { var name = \"a\"; func get() -> String { name } }\nlet b = B()\nf(b.1️⃣name)",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "func f(_ x: Int) {}\nstruct B { func get() -> String { \"a\" } }\nlet b = B()\nf(b.1️⃣get())",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "struct Box { let id: Int }\nlet boxes = [Box(id: 1)]\nfunc first(_ x: Int) {}\nfirst(boxes1️⃣[0])",
      "cannot convert value of type 'Box' to expected argument type 'Int'"
    ),
    (
      "struct S { func f(_ x: Int, label y: Int) {} }\nlet s = S()\nlet str = \"a\"\ns.f(1, label: 1️⃣str)",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "class Store { func add(_ x: Int) {} }\nlet store = Store()\nlet flag = true\nstore.add(1️⃣flag)",
      "cannot convert value of type 'Bool' to expected argument type 'Int'"
    ),
    (
      "struct Counter { var n = 0; mutating func bump(by k: Int) { n += k } }\nvar c = Counter()\nlet s = \"x\"\nc.bump(by: 1️⃣s)",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "struct S {\n  func f(_ x: Int) {}\n  func g() {\n    let s = \"a\"\n    f(1️⃣s)\n  }\n}\nS().g()",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "struct S {\n  func f(_ x: Int) {}\n  func g() {\n    let s = \"a\"\n    self.f(1️⃣s)\n  }\n}\nS().g()",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "class V {\n  func show(_ n: Int, animated: Bool) {}\n  func run() {\n    let s = \"a\"\n    show(1, animated: 1️⃣s)\n  }\n}\nV().run()",
      "cannot convert value of type 'String' to expected argument type 'Bool'"
    ),
    (
      "struct Counter {\n  var n = 0\n  mutating func add(_ k: Int) { n += k }\n  mutating func run() {\n    let s = \"a\"\n    add(1️⃣s)\n  }\n}\nvar c = Counter()\nc.run()",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "struct Box<T> { let value: T; func same(_ other: T) -> Bool { true } }\nlet b = Box(value: 1)\nlet s = \"a\"\nprint(b.same(1️⃣s))",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "struct P { let id: Int; let name: String }\nlet str = \"a\"\nlet p = P(id: 1️⃣str, name: \"x\")",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "struct P { let id: Int; let name: String }\nlet n = 5\nlet p = P(id: 1, name: 1️⃣n)",
      "cannot convert value of type 'Int' to expected argument type 'String'"
    ),
    (
      "struct P { let id: Int; init(value: Int) { id = value } }\nlet str = \"a\"\nlet p = P(value: 1️⃣str)",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "class C { let id: Int; init(id: Int, name: String) { self.id = id } }\nlet c = C(id: 1, name: 1️⃣2)",
      "cannot convert value of type 'Int' to expected argument type 'String'"
    ),
    (
      "struct P { static func make(_ v: Int) -> Int { v } }\nlet str = \"a\"\nprint(P.make(1️⃣str))",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "struct Config { static func make(size: Int, title: String) -> Config { Config() } }\nlet t = 5\nlet c = Config.make(size: 1, title: 1️⃣t)",
      "cannot convert value of type 'Int' to expected argument type 'String'"
    ),
    (
      "struct P {\n  static func make(_ v: Int) -> Int { v }\n  static func go() {\n    let s = \"a\"\n    print(make(1️⃣s))\n  }\n}\nP.go()",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "let f = { (x: Int) -> Int in x }\nlet str = \"a\"\nprint(f(1️⃣str))",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "func run(_ n: Int, action: () -> Void) { action() }\nlet str = \"a\"\nrun(1️⃣str) { }",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "func each(_ n: Int, _ body: (Int) -> Void) { body(n) }\nlet s = \"q\"\neach(1️⃣s) { print($0) }",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }\nlet s = \"a\"\nprint(apply({ $0 + 1 }, to: 1️⃣s))",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
  ]

  @Test(arguments: arguments)
  func anArgumentOfTheWrongTypeIsRefusedAtTheArgument(source: String, message: String) {
    expectRefusal(source, message)
  }
}
