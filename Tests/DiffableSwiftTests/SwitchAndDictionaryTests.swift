import DiffableEngine
import DiffableKit
import DiffableShell
import Testing

@Suite("Swift switch, dictionaries, init(rawValue:), case templates")
struct SwitchAndDictionaryTests {
  private static let itemTypes = """
    struct Payment: Hashable {
        let id: Int
        var title: String
    }
    enum Item: Hashable {
        case payment(Payment)
        case empty(String)
        case loading
    }
    """

  @Test func switchOverAnEnumBindsAssociatedValues() {
    let session = SwiftSession()
    session.enter(Self.itemTypes)
    let output = session.enter(
      """
      for item in [Item.payment(Payment(id: 1, title: "Fare")), .empty("none"), .loading] {
          switch item {
          case .payment(let p) where p.id > 5: print("big", p.title)
          case .payment(let p): print("payment", p.title)
          case let .empty(message): print("empty:", message)
          default: break
          }
      }
      """)
    #expect(output == ["payment Fare", "empty: none"])
  }

  @Test func switchOverLiteralsRangesAndSeveralPatterns() {
    let session = SwiftSession()
    let output = session.enter(
      """
      for n in [1, 3, 9] {
          switch n {
          case 1...2: print("small")
          case 3, 4: print("three or four")
          default: print("other", n)
          }
      }
      """)
    #expect(output == ["small", "three or four", "other 9"])
  }

  @Test func aSwitchThatMissesACaseIsRefusedBeforeItRuns() {
    let session = SwiftSession()
    session.enter(Self.itemTypes)
    let output = session.enter(
      """
      switch Item.loading {
      case .payment: print("payment")
      case .empty: print("empty")
      }
      """)
    #expect(output.contains { $0.contains("1:1: switch must be exhaustive") })
    #expect(output.contains { $0.contains("add case .loading: or a default: case") })
    let overInt = session.enter("switch 5 {\ncase 1: print(\"one\")\n}")
    #expect(overInt.contains { $0.contains("switch must be exhaustive") })
    #expect(!overInt.contains("one"))
  }

  @Test func fallthroughRunsTheNextCase() {
    let session = SwiftSession()
    let output = session.enter("switch 1 {\ncase 1:\n  print(\"x\")\n  fallthrough\ndefault: print(\"y\")\n}")
    #expect(output == ["x", "y"])
  }

  @Test func dictionaryLiteralsSubscriptsKeysAndValues() {
    let session = SwiftSession()
    session.enter("let grouped = [\"b\": [3], \"a\": [1, 2]]")
    // In the order the keys went in (Swift's own order changes from run to run).
    #expect(session.enter("print(grouped)") == ["[\"b\": [3], \"a\": [1, 2]]"])
    #expect(session.enter("print(grouped[\"a\"]!)") == ["[1, 2]"])
    #expect(session.enter("print(grouped[\"z\"] ?? [])") == ["[]"])
    #expect(
      session.enter("print(grouped.keys, grouped.values, grouped.count)") == [
        "[\"b\", \"a\"] [[3], [1, 2]] 2"
      ])
    #expect(session.enter("print(grouped == [\"a\": [1, 2], \"b\": [3]])") == ["true"])
    let missing = session.enter("print(grouped[\"z\"]!)")
    #expect(missing.contains { $0.contains("Unexpectedly found nil while unwrapping an Optional value") })
  }

  @Test func dictionaryGroupingByClosureOrKeyPath() {
    let session = SwiftSession()
    session.enter(
      """
      struct Episode: Hashable { let id: Int; let tag: String }
      let episodes = [Episode(id: 1, tag: "UIKit"), Episode(id: 2, tag: "Swift"), Episode(id: 3, tag: "UIKit")]
      let byClosure = Dictionary(grouping: episodes, by: { $0.tag })
      let byKeyPath = Dictionary(grouping: episodes, by: \\.tag)
      var snapshot = NSDiffableDataSourceSnapshot<String, Episode>()
      for tag in byClosure.keys.sorted() {
          snapshot.appendSections([tag])
          snapshot.appendItems(byClosure[tag]!, toSection: tag)
      }
      """)
    #expect(session.enter("print(byClosure == byKeyPath)") == ["true"])
    #expect(session.sections == ["\"Swift\"", "\"UIKit\""])
    #expect(
      session.items == [
        "Episode(id: 2, tag: \"Swift\")", "Episode(id: 1, tag: \"UIKit\")", "Episode(id: 3, tag: \"UIKit\")",
      ])
  }

  @Test func forOverEnumeratedPairsIndexAndElement() {
    let session = SwiftSession()
    let output = session.enter("for (i, x) in [\"a\", \"b\"].enumerated() where i > 0 { print(i, x) }")
    #expect(output == ["1 b"])
    let refused = session.enter("for (i, x) in [1, 2] { print(i) }")
    #expect(refused.contains { $0.contains("this tuple pattern does not match the value") })
  }

  @Test func emptyCollectionsByType() {
    let session = SwiftSession()
    let output = session.enter(
      """
      var index = [String: [Int]]()
      var numbers = [Int]()
      index["a", default: []].append(1)
      numbers.append(2)
      print(index, numbers, [String: Int]().isEmpty)
      """)
    #expect(output == ["[\"a\": [1]] [2] true"])
  }

  @Test func dictionaryAssignmentDefaultSubscriptAndEntries() {
    let session = SwiftSession()
    let output = session.enter(
      """
      var index: [String: [Int]] = [:]
      for (n, tag) in [1: "a", 2: "b", 3: "a"] { index[tag, default: []].append(n) }
      index["c"] = [9]
      index["b"] = nil
      for (tag, numbers) in index { print(tag, numbers) }
      """)
    #expect(output == ["a [1, 3]", "c [9]"])
  }

  /// What the first Swift front end refused by name runs as Swift runs it.
  @Test func tuplesAndDictionaryEntriesRun() {
    let session = SwiftSession()
    #expect(session.enter("let (a, b) = (1, 2)\nprint(a, b)") == ["1 2"])
    #expect(
      session.enter("let d = [\"a\": 1, \"a\": 2]").contains {
        $0.contains("Dictionary literal contains duplicate keys")
      })
    #expect(
      session.enter("let e = Dictionary(uniqueKeysWithValues: [(\"a\", 1)])\nprint(e)") == [#"["a": 1]"#])
    session.enter("let d = [\"a\": 1]")
    #expect(session.enter("for e in d { print(e) }") == [#"(key: "a", value: 1)"#])
    #expect(session.enter("let t = (1, 2)\nprint(t)") == ["(1, 2)"])
  }

  @Test func initRawValueIsAnOptional() {
    let session = SwiftSession()
    session.enter("enum Section: String, CaseIterable { case apples = \"Apples\", oranges }")
    #expect(session.enter("print(Section(rawValue: \"Apples\") == .apples)") == ["true"])
    #expect(session.enter("print(Section(rawValue: \"oranges\") == Section.oranges)") == ["true"])
    #expect(session.enter("print(Section(rawValue: \"Pears\") ?? .oranges)") == ["oranges"])
    #expect(session.enter("print(Section(rawValue: \"Pears\") == nil)") == ["true"])
    session.enter("enum Plain { case a }")
    #expect(
      session.enter("print(Plain(rawValue: \"a\"))").contains {
        $0.contains("no initializer of 'Plain' takes the arguments (rawValue:)")
      })
    #expect(
      session.enter("print(Section(rawValue: 1))").contains {
        $0.contains("cannot convert value of type 'Int' to expected argument type 'String'")
      })
  }

  @Test func aCellProviderSwitchingOverAnEnumItemRunsForEachRow() {
    let session = SwiftSession()
    session.enter(Self.itemTypes)
    let output = session.enter(
      """
      let dataSource = UITableViewDiffableDataSource<String, Item>(tableView: tableView) { tableView, indexPath, item in
          let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
          switch item {
          case .payment(let payment):
              cell.textLabel?.text = "\\(payment.title) #\\(payment.id)"
          case .empty(let message):
              cell.textLabel?.text = message
          case .loading:
              cell.textLabel?.text = "Loading…"
          }
          return cell
      }
      """)
    #expect(output.isEmpty, "\(output)")
    session.enter(
      """
      var snapshot = NSDiffableDataSourceSnapshot<String, Item>()
      snapshot.appendSections(["main"])
      snapshot.appendItems([.payment(Payment(id: 7, title: "Fare")), .empty("Nothing"), .loading])
      dataSource.apply(snapshot)
      """)
    let table = session.state.dataSource.tableView
    #expect(table.cell(at: IndexPath(row: 0, section: 0))?.content == "Fare #7")
    #expect(table.cell(at: IndexPath(row: 1, section: 0))?.content == "Nothing")
    #expect(table.cell(at: IndexPath(row: 2, section: 0))?.content == "Loading…")
  }

  @Test func theShortCellCommandNamesAnEnumCase() {
    let session = SwiftSession()
    session.enter(Self.itemTypes)
    #expect(session.enter("cell Item.payment \"{title}!\"") == [])
    #expect(session.state.cellTemplates["Item.payment"]?.text == "{title}!")
    let unknownField = session.enter("cell Item.payment \"{nope}\"")
    #expect(unknownField.contains { $0.contains("Item.payment has no field 'nope'") })
    let unknownCase = session.enter("cell Item.nope \"x\"")
    #expect(unknownCase.contains { $0.contains("a case of a declared enum (Item.payment)") })
    session.enter(
      """
      var snapshot = NSDiffableDataSourceSnapshot<String, Item>()
      snapshot.appendSections(["main"])
      snapshot.appendItems([.payment(Payment(id: 1, title: "Fare"))])
      dataSource.apply(snapshot)
      """)
    #expect(session.state.dataSource.tableView.cell(at: IndexPath(row: 0, section: 0))?.content == "Fare!")
  }
}
