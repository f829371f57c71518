import DiffableInterpreter
import Testing

/// A `T?` used where a `T` is wanted is swiftc's error, in its words, at its column; each program
/// below is one swiftc refuses so. The optional is declared (a variable, a parameter, a stored
/// property, a function's result), inferred from an optional value, or a dictionary's subscript.
/// A `T!` used so is unwrapped instead: `Fixtures/58-optionals-as-declared.swift` runs that
/// against swiftc.
@Suite("Optionals as declared: a T? refused where a T is wanted, a T! unwrapped")
struct OptionalityTests {
  static let members: [(String, String)] = [
    ("let name: String? = \"a\"\nprint(1️⃣name.count)", "'String?' … member 'count' … 'String'"),
    ("var title: String? = nil\nprint(1️⃣title.isEmpty)", "'String?' … member 'isEmpty' … 'String'"),
    (
      "struct Box { var title: String? }\nlet b = Box(title: \"x\")\nprint(b.1️⃣title.uppercased())",
      "'String?' … member 'uppercased' … 'String'"
    ),
    ("func f(_ s: String?) -> Int { 1️⃣s.count }\nprint(f(\"ab\"))", "'String?' … member 'count' … 'String'"),
    (
      "func find(_ id: Int) -> String? { id == 1 ? \"one\" : nil }\nprint(find(11️⃣).count)",
      "'String?' … member 'count' … 'String'"
    ),
    ("let ages = [\"a\": 1]\nprint(ages[\"a\"1️⃣].description)", "'Int?' … member 'description' … 'Int'"),
    (
      "class Model {\n  var detail: String?\n  init() { detail = \"d\" }\n  func size() -> Int { 1️⃣detail.count }\n}\nprint(Model().size())",
      "'String?' … member 'count' … 'String'"
    ),
    ("let maybe = [\"a\"].first\nprint(1️⃣maybe.count)", "'String?' … member 'count' … 'String'"),
    (
      "struct Box {\n  var title: String?\n  func up() -> String? { title }\n}\nlet b = Box(title: \"x\")\nprint(b.up(1️⃣).count)",
      "'String?' … member 'count' … 'String'"
    ),
    ("var name: String? = \"a\"\n1️⃣name.append(\"b\")", "'String?' … member 'append' … 'String'"),
  ]

  static let values: [(String, String)] = [
    ("let names: [String]? = [\"a\"]\nlet n: [String] = 1️⃣names", "'[String]?' … '[String]'"),
    ("var label: String? = \"x\"\nvar t = \"\"\nt = 1️⃣label", "'String?' … 'String'"),
    (
      "func g(_ s: String) -> Int { s.count }\nlet m: String? = \"abc\"\nprint(g(1️⃣m))",
      "'String?' … 'String'"
    ),
    ("func h(_ s: String?) -> String { return 1️⃣s }\nprint(h(\"x\"))", "'String?' … 'String'"),
    ("func k(_ s: String?) -> String { 1️⃣s }\nprint(k(\"x\"))", "'String?' … 'String'"),
    (
      "struct Box { var title: String? }\nlet b = Box(title: \"x\")\nvar t = \"\"\nt = b.1️⃣title",
      "'String?' … 'String'"
    ),
    ("func find(_ id: Int) -> String? { nil }\nlet t: String = 1️⃣find(1)", "'String?' … 'String'"),
    ("let ages = [\"a\": 1]\nvar x = 0\nx = ages1️⃣[\"a\"]", "'Int?' … 'Int'"),
  ]

  /// swiftc's message, from the short form above: the optional type, and the member and
  /// wrapped type or the type wanted.
  private static func message(_ short: String) -> String {
    let parts = short.components(separatedBy: " … ")
    if parts.count == 3 {
      return
        "value of optional type \(parts[0]) must be unwrapped to refer to \(parts[1]) of wrapped base type \(parts[2])"
    }
    return "value of optional type \(parts[0]) must be unwrapped to a value of type \(parts[1])"
  }

  @Test(arguments: members + values)
  func refusedWithTheCompilersWords(source: String, short: String) {
    let marked = MarkedSource(source)
    var printed = ""
    let error = failure(of: marked.text, printed: &printed)
    #expect(error?.message == Self.message(short))
    #expect(error?.location == marked.location, "\(error?.description ?? "no error")")
  }

  /// A nil `T!` where a `T` is wanted is Swift's trap, with its words.
  @Test func aNilImplicitlyUnwrappedOptionalTraps() {
    let marked = MarkedSource("var label: String! = nil\nlet t: String = 1️⃣label")
    var printed = ""
    let error = failure(of: marked.text, printed: &printed)
    #expect(
      error?.message == "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value")
    #expect(error?.location == marked.location)
  }
}
