import DiffableEngine
import Testing

/// What the interpreted program shares with the session: the session's own data source and table
/// view for code shown without its view controller, and the types the program declares, announced
/// with their rules and keyed as the short syntax keys them when the rules are plain fields.
@Suite("The program's types and the session's data source")
struct SessionTypesTests {
  static func interpreted() -> SwiftSession { SwiftFrontEndTests.interpreted() }

  /// A `Payment` that hashes its `id` and whose `==` is `equal`.
  static func payment(equal: String) -> String {
    """
    struct Payment: Hashable {
      let id: Int
      var title: String
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
      static func == (lhs: Payment, rhs: Payment) -> Bool { \(equal) }
    }

    """
  }

  @Test func codeWithoutItsViewControllerAppliesToTheSessionsDataSource() {
    let session = Self.interpreted()
    let output = session.runScript(
      """
      enum Section { case main }
      var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
      snapshot.appendSections([.main])
      snapshot.appendItems(["a", "b"])
      dataSource.apply(snapshot, animatingDifferences: true)
      print(dataSource.snapshot().itemIdentifiers, tableView.numberOfRows(inSection: 0))
      """)
    #expect(output.contains("  insertSections  0  main  (with its 2 items)"))
    #expect(output.last == #"["a", "b"] 2"#)
    #expect(session.state.dataSource.snapshot.itemIdentifiers.map(\.description) == [#""a""#, #""b""#])
  }

  /// After a program applied a snapshot of its own, `show` does not say that the short syntax's
  /// working snapshot (which the program never touched) would change the table, nor ask to apply
  /// it; once the working snapshot is edited, it does.
  @Test func showSaysWhatTheWorkingSnapshotWouldChangeOnlyOnceItChanged() {
    let session = Self.interpreted()
    session.runScript(
      """
      var items = NSDiffableDataSourceSnapshot<Int, Int>()
      items.appendSections([0])
      items.appendItems([1, 2])
      dataSource.apply(items)
      """)
    #expect(!session.enter("show").contains { $0.hasPrefix("not on screen yet") })
    session.enter("snapshot")
    session.enter("appendItems 3")
    #expect(
      session.enter("show").last
        == "not on screen yet: the working snapshot would make 1 item inserted; apply to see it")
  }

  /// The session's table view stands for a storyboard's: any identifier dequeues a plain cell.
  @Test func theSessionsTableViewDequeuesAPrototypeCell() {
    let session = Self.interpreted()
    session.runScript(
      """
      let cells = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Prototype", for: indexPath)
        cell.textLabel?.text = item.uppercased()
        return cell
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["fig"])
      cells.apply(snapshot)
      """)
    #expect(session.enter("show").contains { $0.contains("FIG") })
  }

  /// A table view the program makes has only what it registered, as UIKit's.
  @Test func aProgramsOwnTableViewStillNeedsItsRegistration() {
    let output = Self.interpreted().runScript(
      """
      let table = UITableView()
      let cells = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, item in
        tableView.dequeueReusableCell(withIdentifier: "Prototype", for: indexPath)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["fig"])
      cells.apply(snapshot)
      """)
    #expect(output.contains { $0.contains("unable to dequeue a cell with identifier Prototype") })
  }

  /// A member named `dataSource` hides the session's inside the type's methods, and may be assigned.
  @Test func aMemberHidesTheSessionsName() {
    let output = Self.interpreted().runScript(
      """
      final class Screen {
        var dataSource: UITableViewDiffableDataSource<Int, Int>!
        func configure() {
          dataSource = UITableViewDiffableDataSource(tableView: UITableView()) { _, _, _ in UITableViewCell() }
        }
      }
      let screen = Screen()
      screen.configure()
      print(screen.dataSource != nil)
      """)
    #expect(output == ["true"])
  }

  @Test func declarationsAreAnnouncedWithTheirRules() {
    let output = Self.interpreted().runScript(
      """
      enum Section: String, CaseIterable { case fees = "Fees", extras }
      typealias ID = Int
      struct Payment: Hashable {
        let id: Int
        var title: String
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        static func == (lhs: Payment, rhs: Payment) -> Bool { lhs.id == rhs.id }
      }
      struct Tag: Hashable { let name: String }
      struct Loose: Hashable {
        let name: String
        func hash(into hasher: inout Hasher) { hasher.combine(name.lowercased()) }
        static func == (lhs: Loose, rhs: Loose) -> Bool { lhs.name.lowercased() == rhs.name.lowercased() }
      }
      """)
    #expect(
      output == [
        #"enum Section: String, CaseIterable { fees = "Fees", extras = "extras" }"#,
        "typealias ID = Int",
        "Payment: hash(id), ==(id)",
        "Tag: synthesized Hashable, hash and == use every stored property (name)",
        "Loose: hash(name.lowercased()), ==(name.lowercased())",
      ])
  }

  /// `==` that compares a field with another field, or one side with itself, is not a field rule:
  /// the type is run, not read, and announced with its comparison as written.
  @Test(arguments: ["lhs.id == rhs.title", "lhs.id == lhs.id", "lhs.id == rhs.id || true"])
  func equalityThatIsNotPlainFieldsIsAnnouncedAsWritten(body: String) {
    let session = Self.interpreted()
    let output = session.runScript(Self.payment(equal: body))
    #expect(output == ["Payment: hash(id), ==(\(body))"])
    #expect(session.state.registry["Payment"] == nil)
  }

  /// The short syntax and the program agree on what is the same item: a value the program applied
  /// is found by the short syntax's equal value, and the other way round.
  @Test func bothLanguagesKeyAFieldRuleTypeAlike() {
    let session = Self.interpreted()
    session.runScript(
      Self.payment(equal: "lhs.id == rhs.id")
        + """
        var snapshot = NSDiffableDataSourceSnapshot<Int, Payment>()
        snapshot.appendSections([0])
        snapshot.appendItems([Payment(id: 1, title: "Fare"), Payment(id: 2, title: "Tip")])
        dataSource.apply(snapshot)
        """)
    #expect(session.enter("snapshot").allSatisfy { !$0.contains("error") })
    #expect(session.enter(#"deleteItems Payment(2, "renamed")"#).allSatisfy { !$0.contains("error") })
    #expect(session.items == [#"Payment(id: 1, title: "Fare")"#])
    let output = session.enter(
      """
      var again = dataSource.snapshot()
      again.reconfigureItems([Payment(id: 1, title: "Fare (edited)")])
      dataSource.apply(again)
      """)
    #expect(output.contains { $0.contains("reconfigureRows  [0, 0]") })
  }

  /// An edited value that `==` tells apart is explained by the fields the rule reads.
  @Test func anEditIsExplainedByTheFieldsOfTheRule() {
    let output = Self.interpreted().runScript(
      Self.payment(equal: "lhs.title == rhs.title")
        + """
        enum Section { case main }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Payment>()
        snapshot.appendSections([.main])
        snapshot.appendItems([Payment(id: 1, title: "Fare")])
        dataSource.apply(snapshot)
        snapshot.deleteAllItems()
        snapshot.appendSections([.main])
        snapshot.appendItems([Payment(id: 1, title: "Fare total")])
        dataSource.apply(snapshot)
        """)
    #expect(output.contains { $0.hasPrefix("warning: Payment breaks Hashable's contract") })
    #expect(output.contains { $0.hasPrefix("hint: ") && $0.contains("as == compares title") })
  }

  /// A declaration the session refuses (a type in use cannot change its fields) is reported, and
  /// the program goes on with the type run as code: a later error of the same entry is reported too.
  @Test func aRefusedDeclarationHidesNoLaterError() {
    let session = Self.interpreted()
    session.runScript(
      """
      struct P: Hashable { let id: Int }
      var s = NSDiffableDataSourceSnapshot<Int, P>()
      s.appendSections([0])
      s.appendItems([P(id: 1)])
      dataSource.apply(s)
      """)
    let output = session.enter(
      "struct P: Hashable { let id: Int; let name: String }\nlet a = [1]\nprint(a[2])")
    #expect(output.contains { $0.contains("P already has values in the snapshot") })
    #expect(output.contains { $0.contains("Index out of range") })
  }
}
