import Testing

@testable import DiffableInterpreter

/// Functions, methods and initializers of one name and labels that differ in their parameters'
/// types are told apart by the arguments' types, as swiftc tells them; a call none of them takes,
/// or several alike, is refused with swiftc's message at swiftc's place. Every expected output and
/// message was taken by compiling the program with `swiftc` (the fixture `90-overloads.swift`
/// runs against it too).
@Suite("Overloads by parameter type")
struct OverloadTests {
  /// Programs and what their compiled binaries print.
  static let programs: [(String, String)] = [
    (
      "func k(_ x: Int) { print(\"int\", x) }\nfunc k(_ x: String) { print(\"string\", x) }\nk(1)\nk(\"s\")\n"
        + "struct Cell {\n  func show(_ x: Int) { print(\"cell int\", x) }\n"
        + "  func show(_ x: String) { print(\"cell string\", x) }\n}\nCell().show(2)\nCell().show(\"t\")",
      "int 1\nstring s\ncell int 2\ncell string t\n"
    ),
    // An integer literal is an Int where an Int is taken, else a Double; a value made optional
    // ranks before a literal of a type other than its own.
    (
      "func f(_ x: Double) { print(\"double\", x) }\nfunc f(_ x: String) { print(\"string\", x) }\nf(1)",
      "double 1.0\n"
    ),
    (
      "func g(_ x: Int) { print(\"int\", x) }\nfunc g(_ x: Double) { print(\"double\", x) }\ng(1)\ng(1.5)",
      "int 1\ndouble 1.5\n"
    ),
    (
      "func h(_ x: Int?) { print(\"optional\") }\nfunc h(_ x: Double) { print(\"double\") }\nh(1)",
      "optional\n"
    ),
    (
      "func s(_ x: String) { print(\"string\", x) }\nfunc s(_ x: Character) { print(\"character\", x) }\ns(\"c\")",
      "string c\n"
    ),
    (
      "func a(_ x: Any) { print(\"any\", x) }\nfunc a(_ x: Int) { print(\"int\", x) }\n"
        + "func a<T>(_ x: [T]) { print(\"array\", x) }\na(1)\na(\"s\")\na([true])",
      "int 1\nany s\narray [true]\n"
    ),
    (
      "func c(_ x: [Int]) { print(\"ints\") }\nfunc c(_ x: [String: Bool]) { print(\"dictionary\") }\n"
        + "func c(_ x: Bool?) { print(\"bool\", x as Any) }\nlet n: Bool? = nil\nc([1])\nc([\"a\": true])\nc(n)",
      "ints\ndictionary\nbool nil\n"
    ),
    // A variable's declared type chooses, not its value's class.
    (
      "class Animal {}\nclass Dog: Animal {}\nfunc pet(_ x: Animal) { print(\"animal\") }\n"
        + "func pet(_ x: Dog) { print(\"dog\") }\npet(Dog())\npet(Animal())\nlet some: Animal = Dog()\npet(some)",
      "dog\nanimal\nanimal\n"
    ),
    (
      "protocol Shape {}\nstruct Square: Shape {}\nstruct Circle: Shape {}\n"
        + "func draw(_ s: Shape) { print(\"shape\") }\nfunc draw(_ s: Square) { print(\"square\") }\n"
        + "draw(Square())\ndraw(Circle())",
      "square\nshape\n"
    ),
    (
      "struct S {\n  var v = \"\"\n  init(_ x: Int) { v = \"int\" }\n  init(_ x: String) { v = \"string\" }\n"
        + "  static func make(_ x: Int) -> String { \"make int\" }\n"
        + "  static func make(_ x: Double) -> String { \"make double\" }\n"
        + "  mutating func set(_ x: Bool) { v = \"bool\" }\n}\n"
        + "extension S {\n  mutating func set(_ x: Int) { v = \"set int\" }\n}\n"
        + "var s = S(1)\nprint(s.v, S(\"a\").v, S.make(1), S.make(2.5))\ns.set(3)\nprint(s.v)\ns.set(true)\nprint(s.v)",
      "int string make int make double\nset int\nbool\n"
    ),
    (
      "class Base {\n  init(_ x: Int) { print(\"base int\") }\n  init(_ x: String) { print(\"base string\") }\n"
        + "  func f(_ x: Int) { print(\"base f\") }\n}\nclass Sub: Base {\n"
        + "  func f(_ x: String) { print(\"sub f string\") }\n  override func f(_ x: Int) { print(\"sub f int\") }\n}\n"
        + "let b = Sub(\"q\")\nb.f(1)\nb.f(\"z\")",
      "base string\nsub f int\nsub f string\n"
    ),
    (
      "func outer() {\n  func loc(_ x: Int) { print(\"int\") }\n  func loc(_ x: Character) { print(\"character\") }\n"
        + "  loc(1)\n  loc(\"c\")\n}\nouter()",
      "int\ncharacter\n"
    ),
  ]

  /// Calls swiftc refuses, at its place.
  static let refusals: [(String, String)] = [
    (
      "func k(_ x: Int) {}\nfunc k(_ x: String) {}\n1️⃣k(true)",
      "no exact matches in call to global function 'k'"
    ),
    (
      "func f(_ x: Int, _ y: Double) {}\nfunc f(_ x: Double, _ y: Int) {}\n1️⃣f(1, 1)",
      "ambiguous use of 'f'"
    ),
    (
      "func outer() {\n  func k(_ x: Int) {}\n  func k(_ x: String) {}\n  1️⃣k(true)\n}",
      "no exact matches in call to local function 'k'"
    ),
    (
      "struct Cell {\n  func show(_ x: Int) {}\n  func show(_ x: String) {}\n}\nlet c = Cell()\nc.1️⃣show(true)",
      "no exact matches in call to instance method 'show'"
    ),
    (
      "struct Cell {\n  func show(_ x: Int) {}\n  func show(_ x: String) {}\n}\nCell().1️⃣show(true)",
      "no exact matches in call to instance method 'show'"
    ),
    (
      "struct Cell {\n  func show(_ x: Int, _ y: Double) {}\n  func show(_ x: Double, _ y: Int) {}\n}\n"
        + "let c = Cell()\nc.1️⃣show(1, 1)",
      "ambiguous use of 'show'"
    ),
    (
      "struct S {\n  init(_ x: Int) {}\n  init(_ x: String) {}\n}\n_ = 1️⃣S(true)",
      "no exact matches in call to initializer "
    ),
    (
      "struct S {\n  init(_ x: Int, _ y: Double) {}\n  init(_ x: Double, _ y: Int) {}\n}\nlet s = 1️⃣S(1, 1)",
      "ambiguous use of 'init(_:_:)'"
    ),
    (
      "struct S {\n  static func make(_ x: Int) {}\n  static func make(_ x: String) {}\n}\nS.1️⃣make(true)",
      "no exact matches in call to static method 'make'"
    ),
    (
      "class A {}\nclass B: A {}\nclass C: A {}\nfunc g(_ x: B) {}\nfunc g(_ x: C) {}\n1️⃣g(A())",
      "no exact matches in call to global function 'g'"
    ),
    (
      "protocol P {}\nstruct X: P {}\nstruct Y: P {}\nfunc h(_ x: X) {}\nfunc h(_ x: Y) {}\nlet p: P = X()\n1️⃣h(p)",
      "no exact matches in call to global function 'h'"
    ),
    ("func f(a: Int) {}\nfunc f(b: Int) {}\n1️⃣f(c: 1)", "no exact matches in call to global function 'f'"),
  ]

  @Test(arguments: programs)
  func runsAsCompiled(source: String, output: String) {
    expectRuns(source, printing: output)
  }

  @Test(arguments: refusals)
  func refusedAtItsPlace(source: String, message: String) {
    expectRefusal(source, message)
  }

  /// The checker refuses what it can tell from literals before anything runs, even in a function
  /// never called.
  @Test func refusedBeforeRunning() {
    var printed = ""
    let source = "print(0)\nfunc outer() {\n  func k(_ x: Int) {}\n  func k(_ x: String) {}\n  k(true)\n}"
    let error = failure(of: source, printed: &printed)
    #expect(error?.message == "no exact matches in call to local function 'k'")
    #expect(printed.isEmpty)
  }

  /// A later entry adds an overload beside the earlier function, and replaces the one it declares
  /// again with the same parameter types (as Swift's REPL does); a method of a later extension is
  /// an overload too.
  @Test func laterEntriesKeepOverloads() {
    let printed = printedByEntries([
      "func k(_ x: Int) { print(\"int\", x) }\nk(1)",
      "func k(_ x: String) { print(\"string\", x) }\nk(2)\nk(\"a\")",
      "func k(_ x: Int) { print(\"new int\", x) }\nk(3)\nk(\"b\")",
      "struct Cell { func show(_ x: Int) { print(\"cell int\", x) } }",
      "extension Cell { func show(_ x: String) { print(\"cell string\", x) } }\nCell().show(4)\nCell().show(\"c\")",
    ])
    #expect(printed == "int 1\nint 2\nstring a\nnew int 3\nstring b\ncell int 4\ncell string c\n")
  }

  /// Only a method some type declares twice with one set of labels is looked up for a choice by
  /// type (the prelude's `constraint(equalTo:)`, of several anchors, is one): a call of any other
  /// method asks nothing more than before.
  @Test func onlyOverloadedNamesAreChosen() throws {
    let interpreter = Interpreter()
    var printed = ""
    _ = failure(
      of:
        "struct P {\n  func twice(_ x: Int) -> Int { x * 2 }\n  func show(_ x: Int) {}\n  func show(_ x: Bool) {}\n}\n"
        + "print(P().twice(2))\nP().show(true)",
      in: interpreter, printed: &printed)
    #expect(printed == "4\n")
    let names = try #require(interpreter.evaluator.derived.typeOverloadedNames)
    #expect(names.contains("show"))
    #expect(!names.contains("twice"))
  }
}
