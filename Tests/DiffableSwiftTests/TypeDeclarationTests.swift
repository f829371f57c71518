import DiffableEngine
import DiffableKit
import DiffableShell
import Testing

@Suite("Swift types: structs, enums, typealias, defaults")
struct TypeDeclarationTests {
  @Test func aSynthesizedStructShowsItsRule() {
    let session = SwiftSession()
    let output = session.enter("struct Payment: Hashable {\n  let id: Int\n  var title: String\n}")
    #expect(output == ["Payment: synthesized Hashable, hash and == use every stored property (id, title)"])
    #expect(session.state.registry["Payment"]?.isSynthesized == true)
  }

  @Test func handWrittenHashAndEqualityAreRead() {
    let session = SwiftSession()
    let output = session.enter(
      """
      struct Payment: Hashable {
          let id: Int
          var title: String
          var price: Double
          func hash(into hasher: inout Hasher) { hasher.combine(id) }
          static func == (lhs: Payment, rhs: Payment) -> Bool { lhs.id == rhs.id && lhs.title == rhs.title }
      }
      """)
    #expect(output == ["Payment: hash(id), ==(id, title)"])
    let type = session.state.registry["Payment"]
    #expect(type?.hashFields == ["id"])
    #expect(type?.equalityFields == ["id", "title"])
  }

  @Test func aHashThatUsesAFieldEqualityIgnoresWarns() {
    let session = SwiftSession()
    let output = session.enter(
      """
      struct Payment: Hashable {
          let id: Int
          var title: String
          func hash(into hasher: inout Hasher) { hasher.combine(id) }
          static func == (lhs: Payment, rhs: Payment) -> Bool { return lhs.title == rhs.title }
      }
      """)
    #expect(output.first == "Payment: hash(id), ==(title)")
    #expect(output.contains { $0.hasPrefix("warning: Payment breaks Hashable's contract") })
  }

  @Test func equalityThatIsAlwaysTrueComparesNothing() {
    let session = SwiftSession()
    session.enter(
      """
      struct Token: Hashable {
          let id: Int
          func hash(into hasher: inout Hasher) {}
          static func == (lhs: Token, rhs: Token) -> Bool { true }
      }
      """)
    #expect(session.state.registry["Token"]?.equalityFields == [])
  }

  @Test func anUnreadableHashBodyPointsAtTheStatement() {
    let session = SwiftSession()
    let output = session.enter(
      """
      struct Payment: Hashable {
          let id: Int
          func hash(into hasher: inout Hasher) {
              hasher.combine(id)
              print("hashing")
          }
      }
      """)
    #expect(output.first == "error: 5:9: diffable cannot read this statement of hash(into:)")
    #expect(output.dropFirst().first == "            print(\"hashing\")")
    #expect(output.dropFirst(2).first == "            ^")
    #expect(output.contains { $0.contains("hasher.combine(field)") })
    #expect(session.state.registry["Payment"] == nil)
  }

  @Test func anUnreadableEqualityBodyPointsAtIt() {
    let session = SwiftSession()
    let output = session.enter(
      """
      struct P: Hashable {
          let id: Int
          static func == (lhs: P, rhs: P) -> Bool { lhs.id > rhs.id }
      }
      """)
    #expect(output.first == "error: 3:47: diffable cannot read this == body")
  }

  @Test func computedPropertiesAreRefusedByName() {
    let session = SwiftSession()
    let output = session.enter("struct P: Hashable {\n  let id: Int\n  var label: String { \"#\\(id)\" }\n}")
    #expect(
      output.first == "error: 3:7: diffable runs a subset of Swift: computed properties are not supported")
  }

  @Test func enumsWithRawValuesAndCaseIterable() {
    let session = SwiftSession()
    let output = session.enter(
      """
      enum Section: String, CaseIterable {
          case apples = "Apples"
          case oranges
      }
      """)
    #expect(output == ["enum Section: String, CaseIterable { apples = \"Apples\", oranges = \"oranges\" }"])
    #expect(session.enter("print(Section.allCases.map { $0.rawValue })") == ["[\"Apples\", \"oranges\"]"])
  }

  @Test func allCasesNeedsCaseIterable() {
    let session = SwiftSession()
    session.enter("enum Section { case main }")
    #expect(
      session.enter("let all = Section.allCases").first
        == "error: 1:19: type 'Section' has no member 'allCases'")
  }

  @Test func associatedValuesCompareByThePayloadsRule() {
    let session = SwiftSession()
    session.enter(
      """
      struct Details: Hashable {
          let id: Int
          var amount: Double
          func hash(into hasher: inout Hasher) { hasher.combine(id) }
          static func == (lhs: Details, rhs: Details) -> Bool { lhs.id == rhs.id }
      }
      enum Item: Hashable { case payment(Details) }
      enum Section { case main }
      snapshot.appendSections([.main])
      snapshot.appendItems([.payment(Details(id: 1, amount: 2))])
      """)
    let output = session.enter("snapshot.appendItems([Item.payment(Details(id: 1, amount: 5))])")
    // Equal by the payload's ==: the same identifier, so UIKit's "already exists" warning.
    #expect(output.contains { $0.hasPrefix("warning:") })
    #expect(session.items == ["payment(Details(id: 1, amount: 5.0))"])
  }

  @Test func typealiasNamesATypeForSnapshots() {
    let session = SwiftSession()
    #expect(session.enter("typealias Section = String") == ["typealias Section = String"])
    session.enter(
      "var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()\nsnapshot.appendSections([\"Fruit\"])")
    #expect(session.sections == ["\"Fruit\""])
  }

  @Test func defaultsFillTheMemberwiseInitializer() {
    let session = SwiftSession()
    session.enter(
      """
      struct Apple: Hashable {
          let id = UUID()
          let name: String
          var note: String? = nil
          var tags: [String] = []
          let emptyMessage = "none"
      }
      let fuji = Apple(name: "Fuji")
      let gala = Apple(name: "Gala", tags: ["sweet"])
      """)
    guard case .structure(let fuji) = session.state.bindings.values["fuji"],
      case .structure(let gala) = session.state.bindings.values["gala"]
    else {
      Issue.record("apples were not bound")
      return
    }
    #expect(fuji[field: "id"] != gala[field: "id"])
    #expect(fuji[field: "note"] == .nilValue)
    #expect(gala[field: "tags"] == .array([.string("sweet")]))
    #expect(fuji[field: "emptyMessage"] == .string("none"))
  }

  @Test func aMissingArgumentIsNamed() {
    let session = SwiftSession()
    session.enter("struct Apple: Hashable { let name: String; let count: Int }")
    let output = session.enter("let a = Apple(name: \"Fuji\")")
    #expect(output.first == "error: 1:9: missing argument for parameter 'count' in call to Apple(...)")
  }

  @Test func anIntLiteralFillsADoubleField() {
    let session = SwiftSession()
    session.enter("struct Price: Hashable { let amount: Double }\nlet p = Price(amount: 2)")
    #expect(session.state.bindings.values["p"]?.description == "Price(amount: 2.0)")
    #expect(
      session.enter("let q = Price(amount: \"2\")").first?.contains("cannot convert value of type 'String'")
        == true)
  }

  @Test func nsObjectSubclassesMapToTheSameRules() {
    let session = SwiftSession()
    let output = session.enter(
      """
      class Payment: NSObject {
          let id: Int
          var title: String
          init(id: Int, title: String) {
              self.id = id
              self.title = title
          }
          override var hash: Int { id.hashValue }
          override func isEqual(_ object: Any?) -> Bool {
              guard let other = object as? Payment else { return false }
              return id == other.id
          }
      }
      """)
    #expect(output == ["Payment: hash(id), ==(id)"])
  }

  @Test func aPlainClassIsRefusedWithApplesRule() {
    let session = SwiftSession()
    let output = session.enter("class Payment { let id = 1 }")
    #expect(output.first?.contains("identifiers that are classes must subclass NSObject") == true)
  }

  @Test func anExtensionCanGiveTheRule() {
    let session = SwiftSession()
    session.enter("struct P { let id: Int; var title: String }")
    let output = session.enter(
      "extension P: Hashable {\n  func hash(into hasher: inout Hasher) { hasher.combine(id) }\n"
        + "  static func == (lhs: P, rhs: P) -> Bool { lhs.id == rhs.id }\n}")
    #expect(output == ["P: hash(id), ==(id)"])
  }
}
