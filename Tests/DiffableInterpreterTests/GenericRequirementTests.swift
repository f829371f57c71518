import DiffableInterpreter
import Testing

/// The requirements of the program's own generic types and functions are held, before anything
/// of the entry runs, to the types a use of them gives their parameters, with swiftc's words at
/// its place; so is a member type the program's type does not have (`Item.ID`). Each refusal
/// below is a program swiftc 6.3 refuses so (`scripts/check-refusals` compiles every row).
@Suite("Generic requirements of the program's own generic types and functions")
struct GenericRequirementTests {
  static let plain = "struct Plain { let id: Int }\n"

  /// Requirements of a generic type, its arguments written out or inferred from its initializer.
  static let types: [(String, String)] = [
    (
      plain
        + "struct Box<T: Hashable> { let value: T }\nprint(\"before\")\nlet b = 1️⃣Box(value: Plain(id: 1))",
      "generic struct 'Box' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "struct Box<T: Hashable> { let value: T }\nlet b = 1️⃣Box<Plain>(value: Plain(id: 1))",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      plain + "struct Box<T: Hashable> { let value: T }\nlet b: 1️⃣Box<Plain>? = nil",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      plain + "struct Box<T: Hashable> { let value: T }\nvar boxes: [1️⃣Box<Plain>] = []",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      plain + "struct Box<T: Hashable> { let value: T }\nstruct Holder { var box: 1️⃣Box<Plain> }",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      plain + "struct Box<T: Hashable> { let value: T }\nfunc make(_ b: [1️⃣Box<Plain>]) {}",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      plain + "struct Box<T: Hashable> { let value: T }\nfunc make() -> 1️⃣Box<Plain>? { nil }",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      plain + "struct Box<T: Hashable> { let value: T }\nlet b = [1️⃣Box<Plain>]()",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      plain + "struct Box<T: Hashable> { let value: T }\nlet b = 1️⃣Box<[Plain]>(value: [])",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      plain
        + "struct Box<T: Hashable> { let value: T; init(_ v: T) { value = v } }\nlet b = 1️⃣Box(Plain(id: 1))",
      "generic struct 'Box' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "struct Box<T: Hashable> { let value: T; let n: Int }\nlet b = 1️⃣Box(value: Plain(id: 1), n: 2)",
      "generic struct 'Box' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "struct Box<T> where T: Equatable { let value: T }\nlet b = 1️⃣Box(value: Plain(id: 1))",
      "generic struct 'Box' requires that 'Plain' conform to 'Equatable'"
    ),
    (
      plain
        + "class Holder<T: Hashable> { let v: T; init(v: T) { self.v = v } }\nlet h = 1️⃣Holder(v: Plain(id: 1))",
      "generic class 'Holder' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "enum Wrapper<T: Hashable> { case one(T) }\nlet w = 1️⃣Wrapper.one(Plain(id: 1))",
      "generic enum 'Wrapper' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain
        + "struct Store<Key: Hashable, Value> { var items: [Key: Value] = [:] }\nlet s = 1️⃣Store<Plain, Int>()",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      plain + "protocol Describable { var text: String { get } }\n"
        + "struct Box<T: Describable> { let value: T }\nlet b: 1️⃣Box<Plain>? = nil",
      "type 'Plain' does not conform to protocol 'Describable'"
    ),
    (
      plain + "protocol Alpha {}\nprotocol Beta {}\nstruct Box<T: Alpha, U: Beta> { let v: T; let u: U }\n"
        + "let b: 1️⃣Box<Plain, Plain>? = nil",
      "type 'Plain' does not conform to protocol 'Alpha'"
    ),
    (
      plain + "protocol Alpha {}\nprotocol Beta {}\nprotocol Zeta {}\n"
        + "struct Box<T: Alpha & Beta & Zeta> { let v: T }\nlet b = 1️⃣Box(v: Plain(id: 1))",
      "generic struct 'Box' requires that 'Plain' conform to 'Beta'"
    ),
    (
      plain + "enum API { struct Page<T: Hashable> { let items: [T] } }\nlet p = API.1️⃣Page<Plain>(items: [])",
      "type 'Plain' does not conform to protocol 'Hashable'"
    ),
    (
      plain + "struct Box<T: Hashable> { let value: T }\nstruct W<U> { var b: 1️⃣Box<U>? }",
      "type 'U' does not conform to protocol 'Hashable'"
    ),
  ]

  /// Requirements of a generic function or method, its type parameters inferred from the call.
  static let functions: [(String, String)] = [
    (
      plain + "func f<T: Hashable>(_ x: T) {}\nprint(\"before\")\n1️⃣f(Plain(id: 1))",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func f<T>(_ x: T) where T: Equatable {}\n1️⃣f(Plain(id: 1))",
      "global function 'f' requires that 'Plain' conform to 'Equatable'"
    ),
    (
      plain + "protocol Describable { var text: String { get } }\nfunc f<T: Describable>(_ x: T) {}\n"
        + "let p = Plain(id: 1)\n1️⃣f(p)",
      "global function 'f' requires that 'Plain' conform to 'Describable'"
    ),
    (
      plain + "func f<T: Hashable>(_ x: [T]) {}\n1️⃣f([Plain(id: 1)])",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func f<T: Hashable>(_ x: T) {}\n1️⃣f([Plain(id: 1)])",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func f<T: Hashable>(_ x: T?) {}\n1️⃣f(Plain(id: 1))",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func f<T: Hashable>(_ x: T) {}\nlet p: Plain? = nil\n1️⃣f(p)",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func f<T: Hashable>(_ x: T) {}\nlet d: [String: Plain] = [:]\n1️⃣f(d)",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      "protocol Describable { var text: String { get } }\nfunc f<T: Describable>(_ x: T) {}\n1️⃣f(1)",
      "global function 'f' requires that 'Int' conform to 'Describable'"
    ),
    (
      "func f<T: Comparable>(_ x: T) {}\n1️⃣f(true)",
      "global function 'f' requires that 'Bool' conform to 'Comparable'"
    ),
    (
      "enum Shape { case circle(Double), square }\nfunc f<T: Hashable>(_ x: T) {}\n1️⃣f(Shape.square)",
      "global function 'f' requires that 'Shape' conform to 'Hashable'"
    ),
    (
      "class Node { let id = 1 }\nfunc f<T: Equatable>(_ x: T) {}\n1️⃣f(Node())",
      "global function 'f' requires that 'Node' conform to 'Equatable'"
    ),
    (
      plain + "func byID<T: Identifiable>(_ xs: [T]) -> Int { xs.count }\nprint(1️⃣byID([Plain(id: 1)]))",
      "global function 'byID' requires that 'Plain' conform to 'Identifiable'"
    ),
    (
      plain + "func f<T: Hashable & Comparable>(_ x: T) {}\n1️⃣f(Plain(id: 1))",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func f<T: Comparable & Equatable>(_ x: T) {}\n1️⃣f(Plain(id: 1))",
      "global function 'f' requires that 'Plain' conform to 'Comparable'"
    ),
    (
      plain + "func f<T: Hashable, U: Equatable>(_ x: T, _ y: U) {}\n1️⃣f(1, Plain(id: 1))",
      "global function 'f' requires that 'Plain' conform to 'Equatable'"
    ),
    (
      plain + "protocol Alpha {}\nprotocol Beta {}\nfunc f<T: Alpha, U: Beta>(_ x: T, _ y: U) {}\n"
        + "1️⃣f(1, Plain(id: 2))",
      "global function 'f' requires that 'Plain' conform to 'Beta'"
    ),
    (
      plain + "protocol Alpha {}\nprotocol Zeta {}\nextension Plain: Alpha {}\n"
        + "func f<T: Alpha & Zeta>(_ x: T) {}\n1️⃣f(Plain(id: 1))",
      "global function 'f' requires that 'Plain' conform to 'Zeta'"
    ),
    (
      plain + "func f<T: Hashable>(_ xs: T...) {}\n1️⃣f(Plain(id: 1), Plain(id: 2))",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain
        + "func pair<K: Hashable, V>(_ k: K, _ v: V) -> [K: V] { [k: v] }\nlet x = 1️⃣pair(Plain(id: 1), 2)",
      "global function 'pair' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func f<T: Hashable>(x: T) {}\n1️⃣f(x: Plain(id: 1))",
      "global function 'f(x:)' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func f<T: Hashable>(_ x: T, label: String = \"\") {}\n1️⃣f(Plain(id: 1), label: \"a\")",
      "global function 'f(_:label:)' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func f<T: Hashable>(_ x: T) throws {}\ntry 1️⃣f(Plain(id: 1))",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func run() {\n  func f<T: Hashable>(_ x: T) {}\n  1️⃣f(Plain(id: 1))\n}",
      "local function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func f<T: Hashable>(_ x: T) {}\nfunc run(items: [Plain]) { 1️⃣f(items) }",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func g<U>(_ x: U) { 1️⃣h(x) }\nfunc h<T: Hashable>(_ x: T) {}",
      "global function 'h' requires that 'U' conform to 'Hashable'"
    ),
    (
      plain + "extension Plain { func show() { 1️⃣f(self) } }\nfunc f<T: Hashable>(_ x: T) {}",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "struct Model { var items: [Plain] = [] }\nfunc f<T: Hashable>(_ x: T) {}\n"
        + "let m = Model()\n1️⃣f(m.items)",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "struct Model { var item = Plain(id: 1) }\nfunc f<T: Hashable>(_ x: T) {}\n"
        + "extension Model { func run() { 1️⃣f(item) } }",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "struct Store { func add<T: Hashable>(_ x: T) {} }\nlet s = Store()\ns.1️⃣add(Plain(id: 1))",
      "instance method 'add' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "struct S { func add<T: Hashable>(item: T) {} }\nS().1️⃣add(item: Plain(id: 1))",
      "instance method 'add(item:)' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "struct Store {\n  func add<T: Hashable>(_ x: T) {}\n  func run() { 1️⃣add(Plain(id: 1)) }\n}",
      "instance method 'add' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "struct S { func add<T: Hashable>(_ x: [T]) {} }\nS().1️⃣add([Plain(id: 1)])",
      "instance method 'add' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "struct Store { static func add<T: Hashable>(_ x: T) {} }\nStore.1️⃣add(Plain(id: 1))",
      "static method 'add' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "struct S { static func make<T: Hashable>(from: T) {} }\nS.1️⃣make(from: Plain(id: 1))",
      "static method 'make(from:)' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      "struct Outer { struct Plain { let id: Int } }\nfunc f<T: Hashable>(_ x: T) {}\n1️⃣f(Outer.Plain(id: 1))",
      "global function 'f' requires that 'Outer.Plain' conform to 'Hashable'"
    ),
    (
      plain + "typealias Row = Plain\nfunc f<T: Hashable>(_ x: T) {}\n1️⃣f(Row(id: 1))",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func f<T: Hashable>(_ x: T) {}\nfor p in [Plain(id: 1)] { 1️⃣f(p) }",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      "enum Level: Int { case low = 1 }\nfunc f<T: Comparable>(_ x: T) {}\n1️⃣f(Level.low)",
      "global function 'f' requires that 'Level' conform to 'Comparable'"
    ),
    (
      "struct Plain: Equatable { let id: Int }\nfunc f<T: Hashable>(_ x: T) {}\n1️⃣f(Plain(id: 1))",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      "protocol Named { var name: String { get } }\nstruct Plain: Named { let name: String }\n"
        + "func f<T: Named & Hashable>(_ x: T) {}\n1️⃣f(Plain(name: \"a\"))",
      "global function 'f' requires that 'Plain' conform to 'Hashable'"
    ),
    (
      plain + "func f<T: CustomStringConvertible>(_ x: T) {}\n1️⃣f(Plain(id: 1))",
      "global function 'f' requires that 'Plain' conform to 'CustomStringConvertible'"
    ),
    (
      plain + "func f<T: Error>(_ x: T) {}\n1️⃣f(Plain(id: 1))",
      "global function 'f' requires that 'Plain' conform to 'Error'"
    ),
    (
      "enum E { case a }\nfunc f<T: CaseIterable>(_ x: T) {}\n1️⃣f(E.a)",
      "global function 'f' requires that 'E' conform to 'CaseIterable'"
    ),
  ]

  /// A Set's element or a Dictionary's key that is a generic parameter without the constraint.
  static let hashableParameters: [(String, String)] = [
    ("struct W<U> { var s: 1️⃣Set<U> = [] }", "type 'U' does not conform to protocol 'Hashable'"),
    (
      "func f<U>(_ x: U) { let d: 1️⃣[U: Int] = [:]; print(d) }",
      "type 'U' does not conform to protocol 'Hashable'"
    ),
  ]

  /// A member type the program's type does not have.
  static let memberTypes: [(String, String)] = [
    ("actor A { let id = 1 }\nlet x: A.1️⃣ID? = nil", "'ID' is not a member type of actor 'main.A'"),
    (
      "struct Item { let id: Int }\nvar ids: [Item.1️⃣ID] = []",
      "'ID' is not a member type of struct 'main.Item'"
    ),
    ("struct Item { let id: Int }\nlet x: Item.1️⃣ID = 3", "'ID' is not a member type of struct 'main.Item'"),
    (
      "class Item { let id: Int = 0 }\nvar ids: [Item.1️⃣ID] = []",
      "'ID' is not a member type of class 'main.Item'"
    ),
    ("enum Item { case a }\nvar ids: [Item.1️⃣ID] = []", "'ID' is not a member type of enum 'main.Item'"),
    (
      "struct Item { let id: Int }\nfunc f(_ x: Item.1️⃣ID) {}",
      "'ID' is not a member type of struct 'main.Item'"
    ),
    (
      "struct Item { let id: Int }\nlet s = Set<Item.1️⃣ID>()",
      "'ID' is not a member type of struct 'main.Item'"
    ),
    (
      "struct Outer { struct Item { let id: Int } }\nvar ids: [Outer.Item.1️⃣ID] = []",
      "'ID' is not a member type of struct 'main.Outer.Item'"
    ),
    (
      "struct Item { let id: Int; enum Kind { case a } }\nvar k: Item.Kind = .a\nvar m: Item.1️⃣Mode? = nil",
      "'Mode' is not a member type of struct 'main.Item'"
    ),
  ]

  @Test(arguments: types + functions + hashableParameters + memberTypes)
  func refusedBeforeRunning(source: String, message: String) {
    expectRefusal(source, message, beforeRunning: true)
  }

  /// What meets the requirements runs: conformances declared (by an extension too, or through a
  /// protocol that refines one), synthesized (an enum without payloads), the library's values and
  /// their arrays and optionals, and a generic parameter's own constraints.
  @Test func whatMeetsTheRequirementsRuns() {
    let printed = printedByEntries([
      """
      enum Kind { case fruit, vegetable }
      struct Tagged: Hashable { let id: Int }
      struct Later { let id: Int }
      extension Later: Hashable {}
      protocol Entity: Identifiable, Hashable {}
      struct User: Entity { let id: Int }
      final class Node: Equatable { static func == (a: Node, b: Node) -> Bool { true } }
      struct Box<T: Hashable> { let value: T }
      func count<T: Hashable>(_ xs: [T]) -> Int { Set(xs).count }
      func same<T>(_ a: T, _ b: T) -> Bool where T: Equatable { a == b }
      func twice<U: Hashable>(_ x: U) -> Int { count([x, x]) }
      print(Box(value: Kind.fruit).value, Box(value: Tagged(id: 1)).value.id, Box(value: Later(id: 2)).value.id)
      print(count([User(id: 1), User(id: 1)]), count([[1], [1]]), count([Optional(1), nil]), count(["a"]))
      print(same(Node(), Node()), twice(Kind.vegetable), Box(value: UUID()).value == UUID())
      var ids: [User.ID] = [3]
      print(ids)
      """
    ])
    #expect(printed == "fruit 1 2\n1 1 2 1\ntrue 1 false\n[3]\n")
  }

  /// A generic parameter hides the program's type of its name: it has the constraints its
  /// declaration gives it, not that type's conformances.
  @Test func aGenericParameterHidesTheTypeOfItsName() {
    let printed = printedByEntries([
      """
      struct Item { let n: Int }
      struct Section<Item: Hashable> {
        var seen: Set<Item> = []
        var byKey: [Item: Int] = [:]
        func f(_ x: Item) -> Int { count([x]) }
      }
      func count<T: Hashable>(_ xs: [T]) -> Int { Set(xs).count }
      let s = Section<String>()
      print(s.seen.count, s.byKey.count, s.f("a"), Item(n: 1).n)
      """
    ])
    #expect(printed == "0 0 1 1\n")
  }

  /// The member types a type has are found: nested (by an extension too), aliased, and the
  /// associated types of the protocols it adopts (through a superclass too).
  @Test func memberTypesTheTypeHasAreFound() {
    let printed = printedByEntries([
      """
      struct Outer {}
      extension Outer { struct Inner { let n: Int }; typealias Count = Int }
      struct Item: Identifiable { let id: UUID; static func find(_ id: Item.ID) -> Bool { true } }
      struct Note { typealias ID = String; let id: ID }
      enum Kind: String, CaseIterable { case a, b }
      class Base: Identifiable { var id: Int { 1 } }
      final class Sub: Base {}
      protocol HasKey { associatedtype Key }
      struct K: HasKey { typealias Key = Int }
      let inner: Outer.Inner? = Outer.Inner(n: 2)
      let count: Outer.Count = 3
      let notes: [Note.ID] = ["n"]
      let raw: Kind.RawValue = "a"
      let all: Kind.AllCases = Kind.allCases
      let subs: [Sub.ID] = [1]
      let key: K.Key = 2
      print(inner?.n ?? 0, count, notes, Item.find(UUID()), raw, all.count, subs, key)
      """
    ])
    #expect(printed == "2 3 [\"n\"] true a 2 [1] 2\n")
  }

  /// Types of earlier entries are held to the requirements, and their later conformances count.
  @Test func typesOfEarlierEntriesAreChecked() {
    let printed = printedByEntries([
      "struct Box<T: Hashable> { let value: T }\nstruct Plain { let id: Int }\nstruct Item { let id: Int }",
      "print(\"before\")\nlet b = Box(value: Plain(id: 1))",
      "var ids: [Item.ID] = []",
      "extension Plain: Hashable {}\nextension Item: Identifiable {}",
      "print(Box(value: Plain(id: 4)).value.id)\nvar ids: [Item.ID] = [5]\nprint(ids)",
    ])
    #expect(
      printed
        == "error: 2:9: generic struct 'Box' requires that 'Plain' conform to 'Hashable'\n"
        + "error: 1:16: 'ID' is not a member type of struct 'main.Item'\n4\n[5]\n")
  }
}
