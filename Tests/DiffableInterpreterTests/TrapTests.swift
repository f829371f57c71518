import DiffableInterpreter
import Testing

/// Runtime traps are Swift's, at the line and column of the expression that trapped.
@Suite("Traps: clear errors at line:column, never a crash of diffable")
struct TrapTests {
  static let cases: [(String, String)] = [
    ("let a = [1, 2]\nlet i = 2\nprint(1️⃣a[i])", "Fatal error: Index out of range"),
    ("var a: [Int] = []\n1️⃣a[0] = 1", "Fatal error: Index out of range"),
    (
      "let n: Int? = nil\nprint(1️⃣n!)",
      "Fatal error: Unexpectedly found nil while unwrapping an Optional value"
    ),
    ("let big = [Int.max]\nprint(1️⃣big[0] + 1)", "Fatal error: arithmetic overflow in '+'"),
    ("let small = [Int.min]\nprint(1️⃣small[0] - 1)", "Fatal error: arithmetic overflow in '-'"),
    ("let big = [Int.max]\nprint(1️⃣big[0] * 2)", "Fatal error: arithmetic overflow in '*'"),
    ("let m = [0 - 9223372036854775807 - 1]\nprint(1️⃣m[0] / -1)", "Fatal error: arithmetic overflow in '/'"),
    ("let m = [0 - 9223372036854775807 - 1]\nprint(1️⃣m[0] % -1)", "Fatal error: arithmetic overflow in '%'"),
    ("let m = [Int.min]\nprint(1️⃣-m[0])", "Fatal error: arithmetic overflow in '-'"),
    ("var x = Int.max\n1️⃣x += 1", "Fatal error: arithmetic overflow in '+'"),
    ("let zero = [0]\nprint(1️⃣7 / zero[0])", "Fatal error: Division by zero"),
    ("let zero = [0]\nprint(1️⃣7 % zero[0])", "Fatal error: Division by zero in remainder operation"),
    ("var a: [Int] = []\n1️⃣a.removeLast()", "Fatal error: Can't remove last element from an empty collection"),
    (
      "var a = [1, 2]\n1️⃣a.removeFirst(3)",
      "Fatal error: Can't remove more items from a collection than it has"
    ),
    (
      "var a = [1, 2]\n1️⃣a.removeLast(3)",
      "Fatal error: Can't remove more items from a collection than it contains"
    ),
    (
      "var a = [1, 2]\n1️⃣a.removeFirst(-1)", "Fatal error: Number of elements to remove should be non-negative"
    ),
    ("let d = [\"a\": 1, 1️⃣\"a\": 2]", "Fatal error: Dictionary literal contains duplicate keys"),
    ("let lo = [3]\nlet r = 1️⃣lo[0]...1", "Fatal error: Range requires lowerBound <= upperBound"),
    (
      "enum E: Error { case bad }\nfunc f() throws { 1️⃣throw E.bad }\ntry f()",
      "Fatal error: Error raised at top level: main.E.bad"
    ),
    ("1️⃣fatalError(\"stop here\")", "Fatal error: stop here"),
    (
      "let n = [-1]\nlet s = 1️⃣String(repeating: \"a\", count: n[0])",
      "Fatal error: Negative count not allowed"
    ),
    ("let r = Int.min...Int.max\nprint(r.1️⃣count)", "Fatal error: arithmetic overflow in 'count'"),
    (
      "for x in 1️⃣stride(from: 0, to: Int.max, by: 1) { print(x) }",
      "this stride outgrows diffable's memory budget"
    ),
    (
      "func down(_ n: Int) -> Int { 1️⃣down(n + 1) }\nprint(down(0))",
      "unbounded recursion: more than 3000 nested calls"
    ),
    (
      "var a = [1]\nfor _ in 0..<40 {\n  a = 1️⃣a + a\n}",
      "this value outgrows diffable's memory budget (4000000 elements)"
    ),
    (
      "var s = \"ab\"\nfor _ in 0..<40 {\n  s = 1️⃣s + s\n}",
      "this value outgrows diffable's memory budget (4000000 elements)"
    ),
  ]

  @Test(arguments: cases)
  func trapsAtItsPlace(source: String, message: String) {
    let marked = MarkedSource(source)
    var printed = ""
    let error = failure(of: marked.text, printed: &printed)
    #expect(error?.message == message)
    #expect(error?.location == marked.location, "\(error?.description ?? "no error")")
    #expect(error?.stage == .runtime)
  }

  @Test func recursionJustUnderTheLimitRunsOnTheLargeStack() {
    var printed = ""
    let source = """
      func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + [n - 1].map { depth($0) }[0] }
      print(depth(1_400))
      """
    #expect(failure(of: source, printed: &printed) == nil)
    #expect(printed == "1400\n")
  }

  @Test func wrappingOperatorsDoNotTrap() throws {
    var printed = ""
    #expect(
      failure(of: "let m = [Int.max]\nprint(m[0] &+ 1, Int.min &- 1, m[0] &* 2)", printed: &printed) == nil)
    #expect(printed == "-9223372036854775808 9223372036854775807 -2\n")
  }

  @Test func anInterruptionStopsAnEndlessLoopAtTheLoop() {
    let interpreter = interrupted(afterAsking: 1000)
    let marked = MarkedSource("var n = 0\n1️⃣while true {\n  n += 1\n}")
    var printed = ""
    let error = failure(of: marked.text, in: interpreter, printed: &printed)
    #expect(error?.message == "interrupted")
    #expect(error?.location == marked.location)
  }

  @Test func anInterruptionStopsRecursionAtACall() {
    let interpreter = interrupted(afterAsking: 50)
    var printed = ""
    let error = failure(
      of: "func f(_ n: Int) -> Int { n == 0 ? 0 : f(n - 1) }\nprint(f(1000))", in: interpreter,
      printed: &printed)
    #expect(error?.message == "interrupted")
  }
}
