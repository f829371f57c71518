import DiffableInterpreter
import Testing

/// A body that may end without its return, and a function declared twice in one scope, are
/// refused before the entry runs, with swiftc's message at swiftc's place (each case was compiled
/// with `swiftc` to take them). Valid bodies whose paths all return, throw or trap run.
@Suite("Refusals: missing returns and redeclared functions")
struct ReturnRefusalTests {
  /// Bodies swiftc refuses with "missing return in <kind> expected to return '<type>'", at the
  /// body's closing brace; the last is a file with another error too, which swiftc reports alone.
  static let missingReturns: [(String, String)] = [
    // A literal of another type returned from an optional result, never called: refused anyway,
    // naming the wrapped type as swiftc does.
    (
      "func g() -> String? { return 1️⃣5 }",
      "cannot convert return expression of type 'Int' to return type 'String'"
    ),
    ("func h() -> Int? { 1️⃣\"s\" }", "cannot convert return expression of type 'String' to return type 'Int'"),
    (
      "func sign(_ x: Int) -> Int {\n  if x > 0 { return 1 }\n1️⃣}",
      "missing return in global function expected to return 'Int'"
    ),
    (
      "struct S {\n  func m(_ x: Int) -> Int { if x > 0 { return 1 } 1️⃣}\n}",
      "missing return in instance method expected to return 'Int'"
    ),
    (
      "struct S {\n  static func make(_ x: Int) -> Int? { if x > 0 { return 1 } 1️⃣}\n}",
      "missing return in static method expected to return 'Int?'"
    ),
    (
      "class C {\n  class func k(_ x: Int) -> [Int] { if x > 0 { return [] } 1️⃣}\n}",
      "missing return in class method expected to return '[Int]'"
    ),
    (
      "func outer() {\n  func inner(_ x: Int) -> Int { if x > 0 { return 1 } 1️⃣}\n  print(inner(1))\n}",
      "missing return in local function expected to return 'Int'"
    ),
    (
      "let c = { (x: Int) -> Int in if x > 0 { return 1 } 1️⃣}",
      "missing return in closure expected to return 'Int'"
    ),
    (
      "let f: (Int) -> Int = { x in\n  if x > 0 { return 1 }\n1️⃣}\nprint(f(1))",
      "missing return in closure expected to return 'Int'"
    ),
    (
      "struct M {\n  var label: ((Int) -> String)? = { n in if n > 0 { return \"p\" } 1️⃣}\n}",
      "missing return in closure expected to return 'String'"
    ),
    (
      "struct S {\n  var x = 0\n  var d: Int { if x > 0 { return 1 } 1️⃣}\n}",
      "missing return in getter expected to return 'Int'"
    ),
    (
      "struct S {\n  var x = 0\n  var d: Int {\n    get { if x > 0 { return 1 } 1️⃣}\n    set { x = newValue }\n  }\n}",
      "missing return in getter expected to return 'Int'"
    ),
    (
      "struct S {\n  subscript(i: Int) -> String { if i > 0 { return \"a\" } 1️⃣}\n}",
      "missing return in getter expected to return 'String'"
    ),
    (
      "struct P: Equatable {\n  var x = 0\n  static func == (a: P, b: P) -> Bool { if a.x == b.x { return true } 1️⃣}\n}",
      "missing return in operator function expected to return 'Bool'"
    ),
    (
      "func f(_ x: Int) -> Int { print(x); if x > 0 { 1 } else { 2 } 1️⃣}",
      "missing return in global function expected to return 'Int'"
    ),
    (
      "func f(_ x: Int) -> Int { if x > 0 { print(x); 1 } else { 2 } 1️⃣}",
      "missing return in global function expected to return 'Int'"
    ),
    (
      "func f(_ x: Int) -> Int { if x > 0 { 1 } 1️⃣}",
      "missing return in global function expected to return 'Int'"
    ),
    (
      "func f(_ x: Int) -> Int {\n  switch x {\n  case 0: return 1\n  default: print(x)\n  }\n1️⃣}",
      "missing return in global function expected to return 'Int'"
    ),
    (
      "func f() -> Int {\n  var n = 0\n  while true {\n    n += 1\n    if n > 3 { break }\n  }\n1️⃣}",
      "missing return in global function expected to return 'Int'"
    ),
    (
      "enum E: Error { case bad }\nfunc load() throws -> Int { throw E.bad }\nfunc f() -> Int {\n  do { return try load() } catch { print(error) }\n1️⃣}",
      "missing return in global function expected to return 'Int'"
    ),
    (
      "func f(_ x: Int?) -> Int {\n  guard let x else { return 0 }\n  print(x)\n1️⃣}",
      "missing return in global function expected to return 'Int'"
    ),
    (
      "func first(_ xs: [Int]) -> Int {\n  for x in xs { return x }\n1️⃣}",
      "missing return in global function expected to return 'Int'"
    ),
    (
      "print(\"before\")\nfunc f() -> Int {\n  let x = 1\n  print(x)\n1️⃣}",
      "missing return in global function expected to return 'Int'"
    ),
    ("func f(_ x: Int) -> Int { if x > 0 { return 1 } }\nprint(1️⃣missing)", "cannot find 'missing' in scope"),
  ]

  /// Functions declared twice with one signature in one scope, refused at the second's name.
  static let redeclarations: [(String, String)] = [
    ("func f() -> Int { 1 }\nfunc 1️⃣f() -> Int { 2 }\nprint(f())", "invalid redeclaration of 'f()'"),
    ("func g(_ x: Int) -> Int { x }\nfunc 1️⃣g(_ y: Int) -> Int { y }", "invalid redeclaration of 'g'"),
    ("func move(x: Int, y: Int) {}\nfunc 1️⃣move(x: Int, y: Int) {}", "invalid redeclaration of 'move(x:y:)'"),
    ("struct S {\n  func m() {}\n  func 1️⃣m() {}\n}", "invalid redeclaration of 'm()'"),
    (
      "struct S {}\nextension S { func p() {} }\nextension S { func 1️⃣p() {} }",
      "invalid redeclaration of 'p()'"
    ),
    ("func outer() {\n  func inner() {}\n  func 1️⃣inner() {}\n}", "invalid redeclaration of 'inner()'"),
    (
      "struct S {\n  subscript(i: Int) -> Int { 1 }\n  1️⃣subscript(i: Int) -> Int { 2 }\n}",
      "invalid redeclaration of 'subscript(_:)'"
    ),
    ("var h = 1\nfunc 1️⃣h() {}", "invalid redeclaration of 'h()'"),
    ("func h() {}\nvar 1️⃣h = 1", "invalid redeclaration of 'h'"),
    ("struct S {}\nvar 1️⃣S = 1", "invalid redeclaration of 'S'"),
    ("var S = 1\nstruct 1️⃣S {}", "invalid redeclaration of 'S'"),
    ("func f() {\n  struct S {}\n  var 1️⃣S = 1\n}", "invalid redeclaration of 'S'"),
    ("struct S {}\nstruct 1️⃣S {}", "invalid redeclaration of 'S'"),
  ]

  /// Bodies whose every path returns, throws or traps, and overloads swiftc accepts: they run.
  static let accepted: [(String, String)] = [
    // A getter of a type declared in a function returns the property's type, not the function's.
    (
      "func make() -> Int {\n  struct Local {\n    var shout: String { return \"X\" }\n"
        + "    var n: Double { get { return 2 } set {} }\n  }\n  print(Local().shout, Local().n)\n  return 1\n}\n"
        + "print(make())",
      "X 2.0\n1\n"
    ),
    // Inside a body a variable and a function without parameters may share a name.
    ("func f() {\n  var h = 1\n  func h() {}\n  h += 1\n  print(h)\n}\nf()", "2\n"),
    ("var h = 1\nfunc h(_ x: Int) {}\nprint(h)", "1\n"),
    (
      "func f() -> Int {\n  var n = 0\n  while true {\n    n += 1\n    if n == 3 { return n }\n  }\n}\nprint(f())",
      "3\n"
    ),
    (
      "func f() -> Int {\n  var n = 0\n  repeat {\n    n += 2\n    if n > 5 { return n }\n  } while true\n}\nprint(f())",
      "6\n"
    ),
    (
      "func f() -> Int {\n  while true {\n    for i in 0..<3 { if i == 1 { break } }\n    return 7\n  }\n}\nprint(f())",
      "7\n"
    ),
    ("func f(_ x: Int) -> Int {\n  if x > 0 { return x }\n  fatalError(\"negative\")\n}\nprint(f(2))", "2\n"),
    (
      "func fail(_ m: String) -> Never { fatalError(m) }\nfunc f(_ x: Int) -> Int {\n  if x > 0 { return x }\n  fail(\"no\")\n}\nprint(f(1))",
      "1\n"
    ),
    (
      "enum K { case a, b }\nfunc f(_ k: K) -> Int {\n  switch k {\n  case .a: return 1\n  case .b: return 2\n  }\n}\nprint(f(.b))",
      "2\n"
    ),
    (
      "enum E: Error { case bad }\nfunc load() throws -> Int { throw E.bad }\nfunc f() -> Int {\n  do { return try load() } catch { return -1 }\n}\nprint(f())",
      "-1\n"
    ),
    (
      "func f(_ x: Int?) -> String {\n  guard let x else { return \"none\" }\n  if x > 0 { return \"positive\" } else { return \"other\" }\n}\nprint(f(3))",
      "positive\n"
    ),
    ("func f(_ x: Int) -> Int { if x > 0 { 1 } else if x < 0 { -1 } else { 0 } }\nprint(f(-4))", "-1\n"),
    (
      "func f(_ x: Int) -> String {\n  switch x {\n  case 0: \"zero\"\n  default: \"many\"\n  }\n}\nprint(f(0))",
      "zero\n"
    ),
    (
      "struct S {\n  var x = 2\n  var d: Int { if x > 0 { x } else { 0 } }\n  subscript(i: Int) -> Int { i * x }\n}\nprint(S().d, S()[3])",
      "2 6\n"
    ),
    ("func f(a: Int) -> Int { a }\nfunc f(b: Int) -> Int { -b }\nprint(f(a: 1), f(b: 1))", "1 -1\n"),
    (
      "struct S {\n  func m() -> Int { 1 }\n  static func m() -> Int { 2 }\n}\nprint(S().m(), S.m())", "1 2\n"
    ),
  ]

  @Test(arguments: missingReturns + redeclarations)
  func refusedAtItsPlace(source: String, message: String) {
    expectRefusal(source, message, beforeRunning: true)
  }

  @Test(arguments: accepted)
  func runs(source: String, output: String) {
    expectRuns(source, printing: output)
  }

  /// A result type that is an alias of `Void`, declared by the entry or an earlier one, asks for
  /// no value.
  @Test func anAliasOfVoidNeedsNoReturn() {
    let printed = printedByEntries([
      "typealias Done = Void\nfunc f() -> Done {\n  print(1)\n  print(2)\n}\nf()",
      "typealias Later = ()", "func g() -> Later {\n  print(3)\n  print(4)\n}\ng()",
    ])
    #expect(printed == "1\n2\n3\n4\n")
  }

  /// A later entry may declare a function again: it replaces the earlier one, as in Swift's REPL.
  @Test func aLaterEntryRedeclaresAFunction() {
    let printed = printedByEntries(["func f() -> Int { 1 }\nprint(f())", "func f() -> Int { 2 }\nprint(f())"])
    #expect(printed == "1\n2\n")
  }
}
