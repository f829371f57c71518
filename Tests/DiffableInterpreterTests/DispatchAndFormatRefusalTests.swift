import DiffableInterpreter
import Testing

/// What swiftc would run with a value diffable cannot give is refused at its place: a method a
/// protocol extension and a type both declare, called where the type seen is not known; a
/// `pow` of literals that is Foundation's `Decimal` or ambiguous; a format that reads a C pointer;
/// a description of a `ReversedCollection`.
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
