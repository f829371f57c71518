import DiffableInterpreter
import Testing

/// What swiftc would run with a value diffable cannot give is refused at its place: a method a
/// protocol extension and a type both declare, called where the type seen is not known; a
/// `pow` of literals that is Foundation's `Decimal` or ambiguous; a format that reads a C pointer;
/// a description of a `ReversedCollection` (an `EnumeratedSequence`, a `LazySequence`), written or
/// held by a name; the type of a slice or of a function.
@Suite("Refusals of calls whose value depends on what diffable does not model")
struct DispatchAndFormatRefusalTests {
  static let beforeRunning: [(String, String)] = [
    ("print(1️⃣pow(2, 10))", "diffable does not run 'pow' of two integer literals (Foundation's Decimal) yet"),
    ("print(1️⃣pow(2.0, 3))", "ambiguous use of 'pow'"),
    (
      "let items = [3, 1]\nprint(1️⃣items.reversed())",
      "diffable does not run a description of 'reversed()' (a ReversedCollection) yet"
    ),
    (
      "let word = \"abc\"\nprint(\"\\(1️⃣word.reversed())\")",
      "diffable does not run a description of 'reversed()' (a ReversedCollection) yet"
    ),
    (
      "print(String(describing: 1️⃣(1...3).reversed()))",
      "diffable does not run a description of 'reversed()' (a ReversedCollection) yet"
    ),
    (
      "let items = [3, 1]\nlet backwards = items.reversed()\nprint(1️⃣backwards)",
      "diffable does not run a description of 'reversed()' (a ReversedCollection) yet"
    ),
    (
      "let items = [3, 1]\nlet pairs = items.enumerated()\nprint(\"\\(1️⃣pairs)\")",
      "diffable does not run a description of 'enumerated()' (an EnumeratedSequence) yet"
    ),
    (
      "let items = [3, 1]\nprint(1️⃣items.lazy)",
      "diffable does not run a description of 'lazy' (a LazySequence) yet"
    ),
    (
      "let items = [3, 1]\nlet pairs = zip(items, items)\nprint(1️⃣pairs)",
      "diffable does not run a description of 'zip(_:_:)' (a Zip2Sequence) yet"
    ),
    (
      "print(1️⃣stride(from: 0, to: 4, by: 2))",
      "diffable does not run a description of 'stride(from:to:by:)' (a StrideTo) yet"
    ),
    (
      "let items = [3, 1]\nprint(1️⃣items.lazy.map { $0 + 1 })",
      "diffable does not run a description of 'lazy' (a LazySequence) yet"
    ),
    (
      "let word = \"hello\"\nlet start = word.prefix(2)\nprint(type(of: 1️⃣start))",
      "diffable does not run type(of:) of a slice (a Substring or an ArraySlice) yet"
    ),
  ]

  @Test(arguments: beforeRunning)
  func refusedBeforeRunning(source: String, message: String) {
    expectRefusal(source, message, beforeRunning: true)
  }

  static let whenRunning: [(String, String)] = [
    (
      """
      protocol Tagged {}
      extension Tagged { func tag() -> String { "tagged" } }
      struct Shirt: Tagged { func tag() -> String { "shirt" } }
      let items: [Tagged] = [Shirt()]
      for item in items { print(item.1️⃣tag()) }
      """,
      "diffable does not run 'tag' on a value of a type not declared here yet"
    ),
    (
      """
      protocol Tagged {}
      extension Tagged { func tag() -> String { "tagged" } }
      struct Shirt: Tagged { func tag() -> String { "shirt" } }
      print([Shirt()].map { $0.1️⃣tag() })
      """,
      "diffable does not run 'tag' on a value of a type not declared here yet"
    ),
    (
      "let next = { (x: Int) in x + 1 }\nprint(1️⃣type(of: next))",
      "diffable does not run type(of:) of a function yet"
    ),
    (
      "let none = [1].filter { $0 > 1 }\nprint(1️⃣type(of: none))",
      "diffable does not run type(of:) of a collection whose element type diffable cannot tell "
        + "(an empty or a mixed one) yet"
    ),
    ("print(1️⃣String(format: \"%-5s|\", \"ab\"))", "diffable does not run '%s' in String(format:) yet"),
    ("print(1️⃣String(format: \"%d %p\", 1, 2))", "diffable does not run '%p' in String(format:) yet"),
  ]

  @Test(arguments: whenRunning)
  func refusedWhenRunning(source: String, message: String) {
    expectRefusal(source, message)
  }

  @Test func aDeclaredTypeChoosesTheMethod() {
    let source = """
      protocol Tagged {}
      extension Tagged { func tag() -> String { "tagged" } }
      struct Shirt: Tagged { func tag() -> String { "shirt" } }
      let shirt = Shirt()
      let tagged: Tagged = shirt
      print(shirt.tag(), tagged.tag(), Shirt().tag())
      """
    #expect(printedByEntries([source]) == "shirt tagged shirt\n")
  }
}
