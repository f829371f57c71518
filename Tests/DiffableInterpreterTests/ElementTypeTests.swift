import DiffableInterpreter
import Testing

/// An element added to a collection whose type the program states is checked against that type,
/// with the compiler's words at its column; each case below is a program swiftc refuses so. The
/// check runs as the call runs (as an assignment's does), and the collection keeps its elements.
@Suite("Elements added to a declared collection are checked against its type")
struct ElementTypeTests {
  static let cases: [(String, String)] = [
    (
      "var ids = [1, 2]\nids.append(1️⃣\"x\")",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "var ids: [Int] = []\nids.insert(1️⃣\"x\", at: 0)",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "var ids = [1]\nids.append(contentsOf: [2, 1️⃣\"x\"])",
      "cannot convert value of type 'String' to expected element type 'Int'"
    ),
    (
      "var ids = [1]\nlet names = [\"x\"]\nids.1️⃣append(contentsOf: names)",
      "no exact matches in call to instance method 'append'"
    ),
    (
      "var ids = [1]\nlet names = [\"x\"]\nids 1️⃣+= names",
      "binary operator '+=' cannot be applied to operands of type '[Int]' and '[String]'"
    ),
    (
      "var seen: Set<Int> = [1]\nseen.insert(1️⃣\"x\")",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "var counts = [\"a\": 1]\ncounts.updateValue(1️⃣\"x\", forKey: \"b\")",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "var counts = [\"a\": 1]\ncounts.updateValue(1, forKey: 1️⃣2)",
      "cannot convert value of type 'Int' to expected argument type 'String'"
    ),
    (
      "var counts = [\"a\": 1]\ncounts[\"b\"] = 1️⃣\"c\"",
      "cannot assign value of type 'String' to subscript of type 'Int'"
    ),
    (
      "var scores: [Int?] = []\nscores.append(nil)\nscores.append(1️⃣\"x\")",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "var prices: [Double] = []\nlet count = 1\nprices.append(1️⃣count)",
      "cannot convert value of type 'Int' to expected argument type 'Double'"
    ),
    (
      "var prices: [Double] = []\nlet counts = [1]\nprices.1️⃣append(contentsOf: counts)",
      "no exact matches in call to instance method 'append'"
    ),
    (
      "struct Fruit { let name: String }\nstruct Stone { let name: String }\nvar fruits = [Fruit(name: \"fig\")]\nfruits.append(1️⃣Stone(name: \"flint\"))",
      "cannot convert value of type 'Stone' to expected argument type 'Fruit'"
    ),
    (
      "struct Store {\n  var ids: [Int] = []\n  mutating func add() { ids.append(1️⃣\"x\") }\n}\nvar store = Store()\nstore.add()",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "struct Store { var ids = [1] }\nvar store = Store()\nstore.ids.append(1️⃣\"x\")",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "var grid = [[1]]\ngrid[0].append(1️⃣\"x\")",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "var ids = [1]\nvar copy = ids\ncopy.append(1️⃣\"x\")",
      "cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "struct Store { var names: [String] = [] }\nlet store = Store()\nvar names = store.names\nnames.append(1️⃣1)",
      "cannot convert value of type 'Int' to expected argument type 'String'"
    ),
  ]

  /// A `UUID` (a library value) is no program type.
  static let libraryValueCases: [(String, String)] = [
    (
      "import Foundation\nstruct Item: Hashable { let id: UUID }\nvar items: [Item] = []\nitems.append(1️⃣UUID())",
      "cannot convert value of type 'UUID' to expected argument type 'Item'"
    )
  ]

  /// A whole array of other elements, named whole as the compiler names it.
  static let wholeArrayCases: [(String, String)] = [
    (
      "var ids: [Int] = []\nvar names = [\"x\"]\nids 1️⃣= names",
      "cannot assign value of type '[String]' to type '[Int]'"
    ),
    (
      "struct Page { var ids: [Int] }\nlet names = [\"x\"]\nlet page = Page(ids: 1️⃣names)",
      "cannot convert value of type '[String]' to expected argument type '[Int]'"
    ),
    (
      "func ids() -> [Int] {\n  let names = [\"x\"]\n  return 1️⃣names\n}\nprint(ids())",
      "cannot convert return expression of type '[String]' to return type '[Int]'"
    ),
  ]

  @Test(arguments: cases + libraryValueCases + wholeArrayCases)
  func refusedWithTheCompilersWords(source: String, message: String) {
    expectRefusal(source, message)
  }

  /// The identifiers given to a snapshot are of its item type: the ids of the items are not the
  /// items (the mistake of `appendItems(items.map(\.id))` to a snapshot of `Item`).
  @Test func aSnapshotsIdentifiersAreOfItsItemType() {
    var printed = ""
    let source = """
      struct Item: Hashable { let id: UUID }
      let items = [Item(id: UUID())]
      var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
      snapshot.appendSections([0])
      snapshot.appendItems(items.map { $0.id })
      """
    let error = failure(of: source, printed: &printed)
    #expect(error?.message == "cannot convert value of type '[UUID]' to expected argument type '[Item]'")
  }

  @Test func theCollectionKeepsItsElements() {
    let interpreter = Interpreter()
    var printed = ""
    #expect(failure(of: "var ids = [1]", in: interpreter, printed: &printed) == nil)
    #expect(failure(of: "ids.append(2)\nids.append(\"three\")", in: interpreter, printed: &printed) != nil)
    #expect(failure(of: "print(ids)", in: interpreter, printed: &printed) == nil)
    #expect(printed == "[1]\n")
  }

  /// What Swift accepts runs: `Any` and `AnyHashable` elements, a subclass's instance in an array
  /// of its superclass, nil in an array of optionals, integer literals in a collection of
  /// `Double` (which they become), an array of the same type appended.
  @Test func whatSwiftAcceptsRuns() {
    var printed = ""
    let source = """
      var anything: [Any] = [1]
      anything.append("x")
      var keys: [AnyHashable] = [1]
      keys.append("x")
      class Animal {}
      final class Cat: Animal {}
      var animals = [Animal()]
      animals.append(Cat())
      var scores: [Int?] = [1]
      scores.append(nil)
      var prices: [Double] = []
      prices.append(contentsOf: [1, 2])
      prices.append(3)
      prices.insert(0, at: 0)
      var totals: [String: Double] = [:]
      totals.updateValue(1, forKey: "a")
      var seen: Set<Double> = []
      seen.insert(2)
      var ids = [1]
      ids += [2, 3]
      ids += ids
      print(anything.count, keys.count, animals.count, scores.count, prices, totals, seen, ids)
      """
    #expect(failure(of: source, printed: &printed) == nil)
    #expect(printed == "2 2 2 2 [0.0, 1.0, 2.0, 3.0] [\"a\": 1.0] [2.0] [1, 2, 3, 1, 2, 3]\n")
  }

  /// An index or a count given to an array of `Double` stays an `Int`; a closure over its
  /// elements gets them as they are.
  @Test func indexesAndCountsStayInts() {
    var printed = ""
    let source = """
      var prices: [Double] = [1, 2, 3, 4, 5]
      prices.swapAt(0, 1)
      prices.remove(at: 0)
      prices.removeFirst(1)
      prices.removeLast(1)
      prices.removeAll(where: { $0 > 3 })
      prices.sort(by: { $0 > $1 })
      print(prices)
      """
    #expect(failure(of: source, printed: &printed) == nil)
    #expect(printed == "[3.0]\n")
  }
}
