import DiffableEngine
import DiffableKit
import DiffableShell
import Testing

/// The program's cell provider, run by the interpreted front end for each row the table view asks
/// for: what the cell shows is what the provider set, and UIKit's failures are UIKit's.
@Suite("The cell provider runs for each row the table asks for")
struct CellProviderTests {
  /// A table of three fruits whose cell provider runs `body` (by default: count its calls and
  /// show `name (id)`).
  static func table(provider body: String = Self.counting) -> String {
    """
    struct Fruit: Hashable {
      let id: Int
      var name: String
      static func == (lhs: Fruit, rhs: Fruit) -> Bool { lhs.id == rhs.id }
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
    var calls = 0
    let tableView = UITableView()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
    let dataSource = UITableViewDiffableDataSource<Int, Fruit>(tableView: tableView) {
      tableView, indexPath, fruit in
    \(body)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Fruit>()
    snapshot.appendSections([0])
    snapshot.appendItems([Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear"), Fruit(id: 3, name: "fig")])

    """
  }

  static let counting = """
      calls += 1
      let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
      cell.textLabel?.text = "\\(fruit.name) (\\(fruit.id))"
      return cell
    """

  /// The rows of `show`: `[s, r]  content` lines.
  static func rows(_ session: SwiftSession) -> [String] {
    session.enter("show").filter { $0.hasPrefix("  [") }
  }

  /// A session that applied the three fruits with the counting provider.
  static func session() -> SwiftSession {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(table() + "dataSource.apply(snapshot)\nprint(\"calls\", calls)")
    return session
  }

  @Test func insertedRowsAreAskedForAndShowWhatTheProviderSet() {
    let session = Self.session()
    #expect(session.output.contains("calls 3"), "\(session.output)")
    #expect(Self.rows(session) == ["  [0, 0]  apple (1)", "  [0, 1]  pear (2)", "  [0, 2]  fig (3)"])
  }

  /// UIKit asks for the cells of what is inserted, reloaded and reconfigured, and for nothing
  /// that moved or stayed (UIKIT.md: the cell provider).
  @Test(arguments: [
    ("snapshot.moveItem(Fruit(id: 3, name: \"fig\"), beforeItem: Fruit(id: 1, name: \"apple\"))", 0),
    ("snapshot.deleteItems([Fruit(id: 2, name: \"pear\")])", 0),
    ("snapshot.appendItems([Fruit(id: 4, name: \"kiwi\"), Fruit(id: 5, name: \"lime\")])", 2),
    ("snapshot.reconfigureItems([Fruit(id: 2, name: \"pear\")])", 1),
    ("snapshot.reloadItems([Fruit(id: 1, name: \"apple\")])", 1),
  ])
  func onlyTheRowsTheTableAsksForRunTheProvider(edit: String, calls: Int) {
    let session = Self.session()
    let output = session.enter("calls = 0\n\(edit)\ndataSource.apply(snapshot)\nprint(\"calls\", calls)")
    #expect(output.last == "calls \(calls)", "\(output)")
  }

  /// An item renamed behind an `==` that ignores its name keeps its old text until it is
  /// reconfigured: the stale cell, now with the provider's own text.
  @Test func aCellStaysStaleUntilItIsReconfigured() {
    let session = Self.session()
    session.enter(
      """
      var renamed = NSDiffableDataSourceSnapshot<Int, Fruit>()
      renamed.appendSections([0])
      renamed.appendItems([Fruit(id: 1, name: "green apple"), Fruit(id: 2, name: "pear"), Fruit(id: 3, name: "fig")])
      dataSource.apply(renamed)
      """)
    #expect(
      Self.rows(session).first?.hasPrefix("  [0, 0]  apple (1)  ← STALE") == true, "\(Self.rows(session))")
    session.enter(
      "renamed.reconfigureItems([Fruit(id: 1, name: \"green apple\")])\ndataSource.apply(renamed)")
    #expect(Self.rows(session).first == "  [0, 0]  green apple (1)")
  }

  /// A content configuration wins over the labels; text and secondary text show side by side.
  @Test func aContentConfigurationIsWhatTheCellShows() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(
      """
      let tableView = UITableView()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
      let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
        tableView, indexPath, name in
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = "not shown"
        var content = cell.defaultContentConfiguration()
        content.text = name
        content.secondaryText = indexPath.row == 0 ? "first" : nil
        cell.contentConfiguration = content
        return cell
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["a", "b"])
      dataSource.apply(snapshot)
      """)
    #expect(Self.rows(session) == ["  [0, 0]  a — first", "  [0, 1]  b"])
  }

  /// A nil cell is UIKit's exception; the apply is not made.
  @Test func aNilCellIsUIKitsExceptionAndTheApplyIsNotMade() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(
      Self.table(
        provider:
          "  fruit.id == 2 ? nil : tableView.dequeueReusableCell(withIdentifier: \"Fruit\", for: indexPath)"))
    let output = session.enter("dataSource.apply(snapshot)\nprint(\"not reached\")").joined(separator: "\n")
    #expect(
      output.contains(
        "cell provider returned nil for index path [0, 1] with item identifier 'Fruit(id: 2, name: \"pear\")'"
      ),
      "\(output)")
    #expect(output.contains("NSInternalInconsistencyException"))
    #expect(!output.contains("not reached"))
    #expect(session.enter("print(dataSource.snapshot().numberOfItems)") == ["0"])
  }

  /// A provider that traps stops the apply: the engine says which row, the program's error says
  /// where in the provider; the entry is taken back.
  @Test func aTrapInTheProviderStopsTheApplyAtItsRow() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(
      "let limits = [1, 2]\n"
        + Self.table(
          provider: """
              let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
              cell.textLabel?.text = "\\(limits[fruit.id - 1])"
              return cell
            """))
    let output = session.enter("calls = 5\ndataSource.apply(snapshot)").joined(separator: "\n")
    #expect(
      output.contains("the cell provider failed for item Fruit(id: 3, name: \"fig\") at [0, 2]"), "\(output)")
    #expect(output.contains("Fatal error: Index out of range"), "\(output)")
    #expect(output.contains("  cell.textLabel?.text = \"\\(limits[fruit.id - 1])\""), "\(output)")
    #expect(session.enter("print(calls, dataSource.snapshot().numberOfItems)") == ["0 0"])
  }

  /// A cell identifier nobody registered is UIKit's exception at the dequeue.
  @Test func anUnregisteredIdentifierIsUIKitsException() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(
      Self.table(provider: "  tableView.dequeueReusableCell(withIdentifier: \"Nope\", for: indexPath)"))
    let output = session.enter("dataSource.apply(snapshot)").joined(separator: "\n")
    #expect(output.contains("unable to dequeue a cell with identifier Nope"), "\(output)")
    #expect(
      session.enter("print(tableView.dequeueReusableCell(withIdentifier: \"Nope\") == nil)") == ["true"])
  }

  /// A cell subclass registered by its class is what dequeue makes, with its own initializer.
  @Test func aRegisteredSubclassIsTheDequeuedCell() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(
      """
      final class SubtitleCell: UITableViewCell {
        static let reuseIdentifier = "SubtitleCell"
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      }
      let tableView = UITableView()
      tableView.register(SubtitleCell.self, forCellReuseIdentifier: SubtitleCell.reuseIdentifier)
      let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { tableView, indexPath, number in
        let cell = tableView.dequeueReusableCell(withIdentifier: SubtitleCell.reuseIdentifier, for: indexPath)
        cell.textLabel?.text = "\\(number)"
        cell.detailTextLabel?.text = cell is SubtitleCell ? "a subtitle cell" : "plain"
        return cell
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([7])
      dataSource.apply(snapshot)
      """)
    #expect(Self.rows(session) == ["  [0, 0]  7 — a subtitle cell"], "\(session.output)")
  }
}
