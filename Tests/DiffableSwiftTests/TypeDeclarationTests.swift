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

  /// `==` that is always true, with a hash that combines nothing: every Token is one item.
  @Test func equalityThatIsAlwaysTrueMakesEveryValueOneItem() {
    let session = SwiftSession()
    session.enter(
      """
      struct Token: Hashable {
          let id: Int
          func hash(into hasher: inout Hasher) {}
          static func == (lhs: Token, rhs: Token) -> Bool { true }
      }
      var tokens = NSDiffableDataSourceSnapshot<Int, Token>()
      tokens.appendSections([0])
      """)
    #expect(session.state.registry["Token"] == nil)
    let output = session.enter("tokens.appendItems([Token(id: 1), Token(id: 2)])")
    #expect(output.first?.contains("Fatal: supplied item identifiers are not unique") == true, "\(output)")
  }

  /// A `hash(into:)` that does more than combine fields is run as written, not read.
  @Test func aHashBodyThatDoesMoreIsRun() {
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
    // Run, not read: announced with what it combines, and not keyed by the session.
    #expect(output == ["Payment: hash(id), ==(id)"])
    #expect(session.state.registry["Payment"] == nil)
    #expect(
      session.enter("print(Payment(id: 1).hashValue == Payment(id: 1).hashValue)") == [
        "hashing", "hashing", "true",
      ])
  }

  @Test func anEqualityBodyThatDoesMoreIsRun() {
    let session = SwiftSession()
    let output = session.enter(
      """
      struct P: Hashable {
          let id: Int
          static func == (lhs: P, rhs: P) -> Bool { lhs.id > rhs.id }
      }
      """)
    #expect(output == ["P: hash(id), ==(lhs.id > rhs.id)"])
    #expect(session.enter("print(P(id: 2) == P(id: 1), P(id: 1) == P(id: 1))") == ["true false"])
  }

  @Test func computedPropertiesRun() {
    let session = SwiftSession()
    let output = session.enter("struct P: Hashable {\n  let id: Int\n  var label: String { \"#\\(id)\" }\n}")
    #expect(output == ["P: synthesized Hashable, hash and == use every stored property (id)"])
    #expect(session.enter("print(P(id: 3).label)") == ["#3"])
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
    // Equal by the payload's ==: the same identifier, which takes the new value.
    #expect(!output.contains { $0.hasPrefix("error") }, "\(output)")
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
    #expect(
      session.enter("print(fuji.id != gala.id, fuji.note == nil, gala.tags, fuji.emptyMessage)")
        == [#"true true ["sweet"] none"#])
  }

  @Test func aMissingArgumentIsNamed() {
    let session = SwiftSession()
    session.enter("struct Apple: Hashable { let name: String; let count: Int }")
    let output = session.enter("let a = Apple(name: \"Fuji\")")
    #expect(output.first == "error: 1:9: missing argument for parameter 'count' in call")
  }

  @Test func anIntLiteralFillsADoubleField() {
    let session = SwiftSession()
    session.enter("struct Price: Hashable { let amount: Double }\nlet p = Price(amount: 2)")
    #expect(session.enter("print(p)") == ["Price(amount: 2.0)"])
    #expect(
      session.enter("let q = Price(amount: \"2\")").first?.contains("cannot convert value of type 'String'")
        == true)
  }

  /// An NSObject subclass gives its identity by `hash` and `isEqual(_:)`, run as written.
  @Test func nsObjectSubclassesAreIdentifiedByHashAndIsEqual() {
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
      var payments = NSDiffableDataSourceSnapshot<Int, Payment>()
      payments.appendSections([0])
      """)
    #expect(output.isEmpty, "\(output)")
    let duplicate = session.enter(
      #"payments.appendItems([Payment(id: 1, title: "a"), Payment(id: 1, title: "b")])"#)
    #expect(
      duplicate.first?.contains("Fatal: supplied item identifiers are not unique") == true, "\(duplicate)")
    session.enter(#"payments.appendItems([Payment(id: 1, title: "a"), Payment(id: 2, title: "b")])"#)
    #expect(session.enter("print(payments.numberOfItems)") == ["2"])
  }

  /// UIKit takes any Hashable identifier, a plain class too; a class that is not Hashable is
  /// refused as Swift refuses it.
  @Test func aClassMustBeHashableToBeAnIdentifier() {
    let session = SwiftSession()
    let output = session.enter(
      "class Payment { let id = 1 }\nvar payments = NSDiffableDataSourceSnapshot<Int, Payment>()")
    #expect(output.first?.contains("does not conform to protocol 'Hashable'") == true, "\(output)")
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
