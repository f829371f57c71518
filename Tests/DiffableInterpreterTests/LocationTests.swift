import DiffableInterpreter
import Testing

/// A refusal points where the compiler's does: an argument of the wrong type at the argument, not
/// at the call; a problem of a written type at the type (or the part of it at fault), not at the
/// name declared with it. Each row is a program swiftc refuses so, at the marked place.
@Suite("Refusals point at the argument or the written type, as the compiler's do")
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
      "func f(_ label: String, _ xs: Int...) { print(label, xs) }\nlet s = \"a\"\nf(\"b\", 1, 1️⃣s, 3)",
      "cannot convert value of type 'String' to expected argument type 'Int'"
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

  /// Problems of a written type, refused before anything runs: at the type that has them (the
  /// `Set<Plain>` inside `[Set<Plain>]`), in a variable's, a property's, a parameter's (of a
  /// function, an initializer, a subscript, a closure) or a result's annotation. (UIKit's generic
  /// types are compared with stand-ins of their generic signatures: swiftc on Linux has no UIKit.)
  static let types: [(String, String)] = [
    (
      "struct Plain { let id: Int }\nvar s: 1️⃣Set<Plain> = []",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nvar d: 1️⃣[Plain: Int] = [:]",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nvar s: [1️⃣Set<Plain>] = []",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nvar s: [Int: 1️⃣[Plain: Int]] = [:]",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nvar s: 1️⃣Set<Plain>? = nil",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nfunc f(x: 1️⃣Set<Plain>) {}",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nfunc f(_ x: Int, _ y: 1️⃣[Plain: Int]) {}",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nfunc f() -> 1️⃣Set<Plain> { [] }",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nstruct S { var x: 1️⃣Set<Plain> }",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nstruct S { var x: 1️⃣[Plain: Int] = [:] }",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nstruct S { init(items: 1️⃣Set<Plain>) {} }",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nstruct S { subscript(i: 1️⃣Set<Plain>) -> Int { 0 } }",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nstruct S { subscript(i: Int) -> 1️⃣Set<Plain> { [] } }",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nlet f = { (x: 1️⃣Set<Plain>) in print(x) }",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nvar snapshot: 1️⃣NSDiffableDataSourceSnapshot<Int, Plain>? = nil",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nfunc apply(_ s: 1️⃣NSDiffableDataSourceSnapshot<Int, Plain>) {}",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      "struct Plain { let id: Int }\nfinal class Screen { var dataSource: 1️⃣UITableViewDiffableDataSource<Int, Plain>! }",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    ("var x: 1️⃣Strin = \"\"", "cannot find type 'Strin' in scope"),
    ("var x: [1️⃣Strin] = []", "cannot find type 'Strin' in scope"),
    ("var x: [Int: 1️⃣Strin] = [:]", "cannot find type 'Strin' in scope"),
    ("let x: Set<1️⃣Strin> = []", "cannot find type 'Strin' in scope"),
    ("func f(_ a: Int, b: 1️⃣Strin) {}", "cannot find type 'Strin' in scope"),
    ("func f() -> 1️⃣Strin? { nil }", "cannot find type 'Strin' in scope"),
    ("struct S { var x: 1️⃣Strin }", "cannot find type 'Strin' in scope"),
    ("struct S { let x: 1️⃣Strin = \"\" }", "cannot find type 'Strin' in scope"),
    ("let f = { (x: 1️⃣Strin) in }", "cannot find type 'Strin' in scope"),
    ("let f: (Int) -> 1️⃣Strin = { _ in \"\" }", "cannot find type 'Strin' in scope"),
    (
      "struct Box<T> { var value: T; func get() -> T { value } }\nfunc f<T>(_ x: T) -> [T] { [x] }\nvar y: 1️⃣Strn = 1",
      "cannot find type 'Strn' in scope"
    ),
    (
      "struct Outer { struct Inner {}; var x: Inner; func f() -> Inner { x } }\nvar y: 1️⃣Strn = 1",
      "cannot find type 'Strn' in scope"
    ),
    (
      "typealias Name = String\nstruct S { typealias ID = Int; var id: ID; var name: Name }\nvar y: 1️⃣Strn = 1",
      "cannot find type 'Strn' in scope"
    ),
    (
      "let r: 1️⃣Result<Int> = .success(1)",
      "generic type 'Result' specialized with too few type parameters (got 1, but expected 2)"
    ),
    (
      "let r: [1️⃣Result<Int>] = []",
      "generic type 'Result' specialized with too few type parameters (got 1, but expected 2)"
    ),
    ("let r: 1️⃣Result<Int, String> = .success(1)", "type 'String' does not conform to protocol 'Error'"),
  ]

  @Test(arguments: arguments)
  func anArgumentOfTheWrongTypeIsRefusedAtTheArgument(source: String, message: String) {
    expectRefusal(source, message)
  }

  @Test(arguments: types)
  func aWrittenTypeIsRefusedAtTheType(source: String, message: String) {
    expectRefusal(source, message, beforeRunning: true)
  }

  /// Names the checker cannot see the declarations of are not taken for misspellings: a
  /// protocol's associated types in its extension, a library type's generic parameters in its
  /// extension, a superclass's nested types, generic parameters, names of Apple's frameworks.
  @Test func typesDeclaredElsewhereAreNotRefused() {
    var printed = ""
    let source = """
      protocol Store { associatedtype Item; func add(_ x: Item) }
      extension Store { func twice(_ x: Item) { add(x); add(x) } }
      extension Array { func second() -> Element? { count > 1 ? self[1] : nil } }
      extension Dictionary { func pick(_ k: Key) -> Value? { self[k] } }
      struct Pair<A, B> { var a: A; var b: B }
      extension Pair { func swapped() -> Pair<B, A> { Pair<B, A>(a: b, b: a) } }
      class Base { class Thing {} }
      class Sub: Base { var thing: Thing? }
      enum Outer { enum Inner { case a } }
      extension Outer { static func f(_ i: Inner) -> Inner { i } }
      func local() -> Int { struct L { let a: Int }; let x: L = L(a: 1); return x.a }
      let anchor: CGFloat = 1
      var error: Error?
      var stored: Any = 0
      print([1, 2].second() ?? 0, Pair(a: 1, b: "b").swapped().a, local())
      """
    #expect(failure(of: source, printed: &printed) == nil)
    #expect(printed == "2 b 1\n")
  }
}
