import DiffableInterpreter
import Testing

/// Constrained extensions of the library's collections (`extension Array where Element:
/// Hashable`): their members are there for receivers that meet the `where` clause. swiftc
/// refuses the others when it compiles; diffable, whose values carry their types as they run,
/// refuses them when the member is used, with swiftc's words, and the entry changes nothing.
@Suite("Constrained extensions: the where clause holds, or the use is refused in swiftc's words")
struct ConstrainedExtensionTests {
  static let declarations = """
    struct P { let a: Int }
    struct Item: Hashable { let id: Int }
    protocol Named { var name: String { get } }
    extension Array where Element: Hashable {
      func removingDuplicates() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
      }
      var uniqueCount: Int { Set(self).count }
    }
    extension Sequence where Element == Item {
      func ids() -> [Int] { map { $0.id } }
    }
    extension Collection where Element: Named {
      var names: [String] { map { $0.name } }
    }

    """

  static let unmet: [(String, String)] = [
    (
      "let ps = [P(a: 1)]\nprint(1️⃣ps.removingDuplicates())",
      "referencing instance method 'removingDuplicates()' on 'Array' requires that 'P' conform to 'Hashable'"
    ),
    (
      "let ps = [P(a: 1)]\nprint(ps.1️⃣uniqueCount)",
      "property 'uniqueCount' requires that 'P' conform to 'Hashable'"
    ),
    (
      "let numbers = [1, 2]\nprint(1️⃣numbers.ids())",
      "referencing instance method 'ids()' on 'Sequence' requires the types 'Int' and 'Item' be equivalent"
    ),
    (
      "let words = [\"a\"]\nprint(words.1️⃣names)", "property 'names' requires that 'String' conform to 'Named'"
    ),
  ]

  @Test(arguments: unmet)
  func aReceiverThatDoesNotMeetTheWhereClauseIsRefused(source: String, message: String) {
    let interpreter = Interpreter()
    var printed = ""
    #expect(failure(of: Self.declarations, in: interpreter, printed: &printed) == nil)
    let marked = MarkedSource("print(\"before\")\n" + source)
    let error = failure(of: marked.text, in: interpreter, printed: &printed)
    #expect(error?.message == message)
    #expect(error?.location.line == marked.location.line && error?.location.column == marked.location.column)
  }

  /// A library type's values (`UUID`) are not judged as the program's types: they pass.
  @Test func aLibraryTypesValuesMeetTheWhereClause() {
    var printed = ""
    let error = failure(
      of: Self.declarations + "let id = UUID()\nprint([id, id].removingDuplicates().count)", printed: &printed
    )
    #expect(error == nil, "\(error?.description ?? "")")
    #expect(printed == "1\n")
  }

  @Test func anEmptyCollectionMeetsAnyWhereClause() {
    var printed = ""
    let error = failure(
      of: Self.declarations + "let none: [P] = []\nprint(none.removingDuplicates().count)", printed: &printed)
    #expect(error == nil)
    #expect(printed == "0\n")
  }
}
