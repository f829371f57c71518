import DiffableInterpreter
import Testing

/// A value assigned to a place of another type is the compiler's error, with its words, at the
/// value, and the entry changes nothing; each case below is a program swiftc refuses with that
/// message at that column. The check runs as the assignment runs (see ``Evaluator`` for why),
/// so what printed before it stays printed, and the variable keeps its old value.
@Suite("Assignments are checked against the declared type")
struct AssignmentTypeTests {
  static let cases: [(String, String)] = [
    ("var n: Int = 0\nn = 1️⃣\"a\"", "cannot assign value of type 'String' to type 'Int'"),
    ("var n = 5\nn = 1️⃣2.5", "cannot assign value of type 'Double' to type 'Int'"),
    (
      "struct P { var id: Int }\nvar p = P(id: 1)\np.id = 1️⃣\"z\"",
      "cannot assign value of type 'String' to type 'Int'"
    ),
    ("struct S { var n = 0 }\nvar s = S()\ns.n = 1️⃣2.5", "cannot assign value of type 'Double' to type 'Int'"),
    (
      "var d: [String: Int] = [:]\nd[\"a\"] = 1️⃣\"b\"",
      "cannot assign value of type 'String' to subscript of type 'Int'"
    ),
    ("var xs = [1]\nxs[0] = 1️⃣\"a\"", "cannot assign value of type 'String' to subscript of type 'Int'"),
    ("var xs: [Int] = []\nxs = 1️⃣\"a\"", "cannot assign value of type 'String' to type '[Int]'"),
    (
      "func f(_ x: inout Int) { x = 1️⃣\"s\" }\nvar a = 1\nf(&a)",
      "cannot assign value of type 'String' to type 'Int'"
    ),
    (
      "struct S {\n  var title = \"\"\n  mutating func set() { title = 1️⃣4 }\n}\nvar s = S()\ns.set()",
      "cannot assign value of type 'Int' to type 'String'"
    ),
    (
      "enum Kind { case a, b }\nstruct Row { var kind: Kind }\nvar r = Row(kind: .a)\nr.kind = 1️⃣\"b\"",
      "cannot assign value of type 'String' to type 'Kind'"
    ),
  ]

  /// An optional the library plainly gives where a non-optional is declared: swiftc's words, at
  /// its column (the member's name for a method or property).
  static let optionalCases: [(String, String)] = [
    (
      "let names = [\"a\"]\nlet s: String = names.1️⃣first",
      "value of optional type 'String?' must be unwrapped to a value of type 'String'"
    ),
    (
      "struct Item { var n: Int }\nlet items = [Item(n: 1)]\nvar it: Item = items.1️⃣first",
      "value of optional type 'Item?' must be unwrapped to a value of type 'Item'"
    ),
    ("let n: Int = 1️⃣Int(\"42\")", "value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    ("var s = \"\"\ns = [\"x\"].1️⃣last", "cannot assign value of type 'String?' to type 'String'"),
    (
      "let xs = [3, 1]\nlet m: Int = xs.1️⃣min()",
      "value of optional type 'Int?' must be unwrapped to a value of type 'Int'"
    ),
    (
      "func greet(_ name: String) -> String { \"hi \" + name }\nlet names = [\"a\"]\nprint(greet(names.1️⃣first))",
      "value of optional type 'String?' must be unwrapped to a value of type 'String'"
    ),
    (
      "func pick(_ xs: [Int]) -> Int { return xs.1️⃣max() }\nprint(pick([1]))",
      "value of optional type 'Int?' must be unwrapped to a value of type 'Int'"
    ),
  ]

  @Test(arguments: cases + optionalCases)
  func refusedWithTheCompilersWords(source: String, message: String) {
    expectRefusal(source, message)
  }

  @Test func theVariableKeepsItsValue() {
    let interpreter = Interpreter()
    var printed = ""
    #expect(failure(of: "var n = 1", in: interpreter, printed: &printed) == nil)
    #expect(failure(of: "n = 2\nn = \"three\"", in: interpreter, printed: &printed) != nil)
    #expect(failure(of: "print(n)", in: interpreter, printed: &printed) == nil)
    #expect(printed == "1\n")
  }

  /// Places Swift lets take other values: `Any`, optionals (set to nil, or to a value), a
  /// superclass's instance variable given a subclass's, a Double given an integer literal.
  @Test func whatSwiftAcceptsRuns() {
    var printed = ""
    let source = """
      var a: Any = 1
      a = "s"
      var o: Int? = 1
      o = nil
      o = 3
      var d = 0.0
      d = 3
      class Base {}
      final class Sub: Base {}
      var b = Base()
      b = Sub()
      var prices = [1.5, 2.5]
      prices[0] = 4
      let names = ["x"]
      let first: String = names.first!
      let maybe: String? = names.first
      let fallback: String = names.last ?? "-"
      let whole: Int = Int(3.5)
      print(a, o ?? 0, d, b is Sub, prices[0], first, maybe ?? "", fallback, whole)
      """
    #expect(failure(of: source, printed: &printed) == nil)
    #expect(printed == "s 3 3.0 true 4.0 x x x 3\n")
  }
}
