import DiffableInterpreter
import Testing

/// A value of one type where another is expected is refused before anything of the entry runs,
/// with swiftc's words at its place: a variable of `Int` where a `Double` is wanted (only a literal
/// adapts), a closure of the wrong shape or result for its function type, a function value of
/// other parameter types, a member type the program's type does not have. Each refusal below is a
/// program swiftc 6.3 refuses so (`scripts/check-refusals` compiles every row); each accepted
/// program runs as swiftc's build of it does.
@Suite("Refusals: values and closures of the wrong type")
struct ConversionRefusalTests {
  static let before = "print(\"before\")\n"

  /// Closures and function values whose type is not the function type expected.
  static let closures: [(String, String)] = [
    (
      before + "func run(_ n: Int, _ f: (Int) -> Void) {}\nrun(1) 1️⃣{ (s: String) in }",
      "cannot convert value of type '(String) -> ()' to expected argument type '(Int) -> Void'"
    ),
    (
      "func run(_ n: Int, _ f: (Int) -> Int) {}\nrun(1) 1️⃣{ (s: String) -> Int in 0 }",
      "cannot convert value of type '(String) -> Int' to expected argument type '(Int) -> Int'"
    ),
    (
      "let g: (Int) -> Int = 1️⃣{ (x: String) in 1 }",
      "cannot convert value of type '(String) -> Int' to specified type '(Int) -> Int'"
    ),
    (
      before + "let f: (Int) -> Int = { $0 }\nprint(f(1️⃣\"a\"))",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "let s = \"a\"\nlet f: (Int) -> Int = { $0 }\nprint(f(1️⃣s))",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      before + "func run(_ n: Int, _ f: (Int) -> Void) { f(n) }\nrun(1) { 1️⃣a, b in print(a) }",
      "contextual closure type '(Int) -> Void' expects 1 argument, but 2 were used in closure body"
    ),
    (
      "func run(_ f: () -> Void) { f() }\nrun { 1️⃣x in print(x) }",
      "contextual closure type '() -> Void' expects 0 arguments, but 1 was used in closure body"
    ),
    (
      "func run(_ n: Int, _ f: (Int) -> Void) { f(n) }\nrun(1) { 1️⃣(a: Int, b: Int) in print(a) }",
      "contextual closure type '(Int) -> Void' expects 1 argument, but 2 were used in closure body"
    ),
    (
      "func run(_ f: (Int, Int) -> Void) {}\nrun { 1️⃣a in }",
      "contextual closure type '(Int, Int) -> Void' expects 2 arguments, but 1 was used in closure body"
    ),
    (
      "let g: (Int) -> Int = { x in 1️⃣\"s\" }",
      "cannot convert value of type 'String' to closure result type 'Int'"
    ),
    (
      "let g: (Int) -> String = { x in 1️⃣x }",
      "cannot convert value of type 'Int' to closure result type 'String'"
    ),
    (
      "func run(_ f: (Int) -> Int) { print(f(1)) }\nrun { x in 1️⃣\"s\" }",
      "cannot convert value of type 'String' to closure result type 'Int'"
    ),
    (
      "let g: (Int) -> Int = { x in\n  print(x)\n  return 1️⃣\"s\"\n}",
      "cannot convert value of type 'String' to closure result type 'Int'"
    ),
    (
      "func apply(_ f: (Int) -> Int) -> Int { f(1) }\nfunc h(_ s: String) -> Int { 0 }\nprint(apply(1️⃣h))",
      "cannot convert value of type '(String) -> Int' to expected argument type '(Int) -> Int'"
    ),
    (
      "let f: (Int) -> Int = { $0 }\nlet s: (String) -> Int = 1️⃣f",
      "cannot convert value of type '(Int) -> Int' to specified type '(String) -> Int'"
    ),
    (
      "func h(_ s: Int) -> Int { 0 }\nlet f: (Int) -> Void = 1️⃣h",
      "cannot convert value of type '(Int) -> Int' to specified type '(Int) -> Void'"
    ),
  ]

  /// Closures and functions given to an array's `map` or `filter` that take other than one
  /// element.
  static let arrayClosures: [(String, String)] = [
    (
      before + "print([1, 2].map { 1️⃣a, b in a })",
      "contextual closure type '(Int) -> T' expects 1 argument, but 2 were used in closure body"
    ),
    (
      "let xs = [1, 2]\nprint(xs.map { 1️⃣a, b in a })",
      "contextual closure type '(Int) -> Int' expects 1 argument, but 2 were used in closure body"
    ),
    (
      "let xs = [1, 2]\nprint(xs.map { 1️⃣a, b in \"s\" })",
      "contextual closure type '(Int) -> String' expects 1 argument, but 2 were used in closure body"
    ),
    (
      "let xs = [1, 2]\nprint(xs.filter { 1️⃣a, b in true })",
      "contextual closure type '(Int) throws -> Bool' expects 1 argument, but 2 were used in closure body"
    ),
    (
      before + "func h(_ s: String) -> Int { 0 }\nprint([1️⃣1, 2].map(h))",
      "cannot convert value of type 'Int' to expected element type 'String'"
    ),
    (
      "func h(_ s: String) -> Int { 0 }\nlet xs = [1]\nprint(xs.map(1️⃣h))",
      "cannot convert value of type '(String) -> Int' to expected argument type '(Int) -> Int'"
    ),
  ]

  /// Variables, parameters and properties of one plain type where another is expected.
  static let numbers: [(String, String)] = [
    (
      before + "let n = 3\nfunc f(_ d: Double) {}\nf(1️⃣n)",
      "cannot convert value of type 'Int' to expected argument type 'Double'"
    ),
    (
      before + "let n = 3\nvar d: Double = 0\nd = 1️⃣n",
      "cannot assign value of type 'Int' to type 'Double'"
    ),
    (
      "let n = 3\nlet a: [Double] = [1️⃣n]",
      "cannot convert value of type 'Int' to expected element type 'Double'"
    ),
    (
      "let n = 3\nfunc f(_ d: [Double]) {}\nf([1️⃣n])",
      "cannot convert value of type 'Int' to expected element type 'Double'"
    ),
    (
      before + "let n = 3\nstruct P { var x: Double }\nlet p = P(x: 1️⃣n)",
      "cannot convert value of type 'Int' to expected argument type 'Double'"
    ),
    (
      "let n = 3\nstruct P { var x: Double }\nvar p = P(x: 1)\np.x = 1️⃣n",
      "cannot assign value of type 'Int' to type 'Double'"
    ),
    (
      "let n = 3\nfunc f() -> Double { return 1️⃣n }",
      "cannot convert return expression of type 'Int' to return type 'Double'"
    ),
    (
      "let n = 3\nfunc f() -> Double { 1️⃣n }",
      "cannot convert return expression of type 'Int' to return type 'Double'"
    ),
    ("func f() -> Int { 1️⃣\"s\" }", "cannot convert return expression of type 'String' to return type 'Int'"),
    ("let n = 3\nlet d: Double = 1️⃣n", "cannot convert value of type 'Int' to specified type 'Double'"),
    ("let n = 3\nlet d: Double? = 1️⃣n", "cannot convert value of type 'Int' to specified type 'Double'"),
    (
      before + "let d = 2.5\nfunc f(_ i: Int) {}\nf(1️⃣d)",
      "cannot convert value of type 'Double' to expected argument type 'Int'"
    ),
    (
      before + "let n = 3\nfunc f(_ s: String) {}\nf(1️⃣n)",
      "cannot convert value of type 'Int' to expected argument type 'String'"
    ),
    (
      before + "let s = \"a\"\nvar i = 0\ni = 1️⃣s",
      "cannot assign value of type 'String' to type 'Int'"
    ),
    (
      "struct S {\n  var total: Double = 0\n  mutating func add(_ n: Int) { total = 1️⃣n }\n}",
      "cannot assign value of type 'Int' to type 'Double'"
    ),
    (
      "func f(_ flag: Bool) -> Int {\n  let count: Double = 2\n  if flag { return 1 }\n  return 1️⃣count\n}",
      "cannot convert return expression of type 'Double' to return type 'Int'"
    ),
    (
      before + "let n = 3\nvar xs: [Double] = []\nxs.append(1️⃣n)",
      "cannot convert value of type 'Int' to expected argument type 'Double'"
    ),
    (
      "let n = 3\nvar xs: [Double] = []\nxs.insert(1️⃣n, at: 0)",
      "cannot convert value of type 'Int' to expected argument type 'Double'"
    ),
    (
      before + "let n = 3\nvar a: [Double] = [1.0]\na[0] = 1️⃣n",
      "cannot assign value of type 'Int' to subscript of type 'Double'"
    ),
    (
      "let n = 3\nvar d: [String: Double] = [:]\nd[\"a\"] = 1️⃣n",
      "cannot assign value of type 'Int' to subscript of type 'Double'"
    ),
  ]

  /// Member types the program's type does not have.
  static let memberTypes: [(String, String)] = [
    ("struct S {}\nlet x: S.1️⃣Strn", "'Strn' is not a member type of struct 'main.S'"),
    ("struct S {}\nfunc f(_ x: S.1️⃣Strn) {}", "'Strn' is not a member type of struct 'main.S'"),
    ("class C {}\nlet x: C.1️⃣Strn? = nil", "'Strn' is not a member type of class 'main.C'"),
    ("struct S { struct Inner {} }\nlet y: S.1️⃣Innr? = nil", "'Innr' is not a member type of struct 'main.S'"),
    ("struct S {}\nvar d: [String: S.1️⃣Strn] = [:]", "'Strn' is not a member type of struct 'main.S'"),
    ("struct S { var x: S.1️⃣Strn? }", "'Strn' is not a member type of struct 'main.S'"),
    (
      "protocol P {}\nstruct S: P {}\nlet x: S.1️⃣Strn? = nil", "'Strn' is not a member type of struct 'main.S'"
    ),
    (
      "protocol Named { var name: String { get } }\nprotocol P: Named {}\nstruct S: P { var name = \"a\" }\n"
        + "let x: S.1️⃣Nme? = nil",
      "'Nme' is not a member type of struct 'main.S'"
    ),
  ]

  /// Programs of the same shapes that swiftc compiles: literals adapt, conversions are written,
  /// closures fit their function types.
  static let accepted: [(String, String)] = [
    ("func f(_ d: Double) { print(d) }\nf(3)\nlet n = 3\nf(Double(n))", "3.0\n3.0\n"),
    ("let n = 2\nvar d: Double = 0\nd = Double(n) / 4\nprint(d)", "0.5\n"),
    ("let a: [Double] = [1, 2.5]\nprint(a)", "[1.0, 2.5]\n"),
    ("struct P { var x: Double }\nprint(P(x: 2).x)", "2.0\n"),
    ("func f() -> Double { 2 }\nlet n = 3\nfunc g() -> Double { Double(n) }\nprint(f(), g())", "2.0 3.0\n"),
    ("let n = 3\nlet d: Double = n > 2 ? 1 : 0\nprint(d)", "1.0\n"),
    (
      "func run(_ n: Int, _ f: (Int) -> Void) { f(n) }\nrun(1) { print($0) }\nrun(2) { x in print(x) }",
      "1\n2\n"
    ),
    ("let g: (Int) -> Int = { x in x * 2 }\nprint(g(4))", "8\n"),
    ("let g: (Int) -> String = { x in \"\\(x)\" }\nprint(g(4))", "4\n"),
    (
      "func twice(_ x: Int) -> Int { x * 2 }\nlet f: (Int) -> Int = twice\nprint([1, 2].map(twice), f(5))",
      "[2, 4] 10\n"
    ),
    ("func apply<T>(_ v: T, _ f: (T) -> T) -> T { f(v) }\nprint(apply(\"a\") { $0 + \"b\" })", "ab\n"),
    ("print([1, 2].map(String.init))", "[\"1\", \"2\"]\n"),
    (
      "func h(_ x: Int) -> Bool { x > 1 }\nlet xs = [1, 2]\nprint(xs.filter(h), xs.map { a in a + 1 })",
      "[2] [2, 3]\n"
    ),
    ("let pairs = [(1, 2)]\nprint(pairs.map { a, b in a + b })", "[3]\n"),
    ("let n = 3\nlet g: (Double) -> Double = { n in n / 2 }\nprint(g(3), n)", "1.5 3\n"),
    ("let s: (Int) -> Void = { _ in print(\"x\") }\ns(1)", "x\n"),
    ("let d: Double? = 2\nvar e: Double? = nil\ne = d\nprint(e ?? 0)", "2.0\n"),
    (
      "var xs: [Double] = []\nlet n = 2\nxs.append(Double(n))\nxs.append(1)\nxs[0] = 3\nprint(xs)",
      "[3.0, 1.0]\n"
    ),
    ("var d: [String: Double] = [:]\nd[\"a\"] = 1\nd[\"b\"] = nil\nprint(d)", "[\"a\": 1.0]\n"),
    (
      "protocol P {}\nextension P { typealias Unit = Int }\nstruct S: P {}\nlet x: S.Unit = 3\nprint(x)",
      "3\n"
    ),
    (
      "protocol Store {\n  associatedtype Item\n  var items: [Item] { get }\n}\n"
        + "struct Shelf: Store { var items = [1, 2] }\nlet x: Shelf.Item = 3\nprint(x)",
      "3\n"
    ),
  ]

  @Test(arguments: closures + arrayClosures + numbers + memberTypes)
  func refusedAtItsPlace(source: String, message: String) {
    expectRefusal(source, message, beforeRunning: true)
  }

  @Test(arguments: accepted)
  func runs(source: String, output: String) {
    expectRuns(source, printing: output)
  }
}
