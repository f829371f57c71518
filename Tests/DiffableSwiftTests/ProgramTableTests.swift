import DiffableEngine
import Testing

/// A table whose data source is the program's own object, as apps wrote them before diffable
/// data sources: it loads its rows when its view loads, and every update the program makes is
/// checked as UIKit checks it, against what the program's methods answer.
@Suite("A table whose data source is the program's own object: the classic updates, checked")
struct ProgramTableTests {
  /// A table view controller over `items`, which tells its table of changes.
  static let controller = """
    final class ListViewController: UITableViewController {
      var items = ["a", "b"]
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
      }
    }
    let list = ListViewController()

    """

  /// What the session's table view shows, row by row.
  static func shown(_ session: SwiftSession) -> [String] {
    (session.state.programTable?.table.sections ?? []).flatMap { $0.rows.map(\.content) }
  }

  @Test func theTableLoadsWhenTheViewLoads() {
    let session = SwiftFrontEndTests.interpreted()
    #expect(session.enter(Self.controller).isEmpty)
    #expect(
      session.enter("list.loadViewIfNeeded()") == [
        "the table view loaded its rows from its data source (the program's): 1 section, 2 rows"
      ])
    #expect(Self.shown(session) == ["a", "b"])
    #expect(
      session.enter("show") == [
        "the table view, whose data source is the program's:", "section 0", "  [0, 0]  a", "  [0, 1]  b",
      ])
  }

  @Test func anUpdateThatDescribesTheChangeIsAnimated() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.controller + "list.loadViewIfNeeded()")
    let printed = session.enter(
      #"list.items.append("c"); list.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)"#)
    #expect(printed == ["the table view animated the update: 1 row inserted", "  insertRows  [0, 2]  c"])
    #expect(Self.shown(session) == ["a", "b", "c"])
    session.enter("undo")
    #expect(Self.shown(session) == ["a", "b"])
    #expect(session.enter("print(list.items)") == [#"["a", "b"]"#])
  }

  /// The table's counts are its own: an array changed without telling the table does not change
  /// them, until the table is told or reloads.
  @Test func theTablesCountsAreItsOwnUntilItIsTold() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.controller + "list.loadViewIfNeeded()")
    session.enter(#"list.items.append("c")"#)
    #expect(
      session.enter("print(list.tableView.numberOfSections, list.tableView.numberOfRows(inSection: 0))")
        == ["1 2"])
    #expect(session.enter("print(list.tableView.indexPathsForVisibleRows!)") == ["[[0, 0], [0, 1]]"])
    session.enter("list.tableView.reloadData()")
    #expect(session.enter("print(list.tableView.numberOfRows(inSection: 0))") == ["3"])
  }

  /// The classic crash: the table told of a row the data source does not answer. The entry is
  /// taken back, the program's array with it.
  @Test func anUpdateTheDataSourceDoesNotMatchIsUIKitsCrash() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.controller + "list.loadViewIfNeeded()")
    let printed = session.enter(
      #"list.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade); list.items.insert("z", at: 0)"#
    )
    #expect(
      printed.first?.contains(
        "reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
          + "section after the update (2) must be equal to the number of rows contained in that section before the "
          + "update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)"
      ) == true, "\(printed)")
    #expect(printed.contains { $0.contains("fix: the data source still answers the counts the table shows") })
    #expect(Self.shown(session) == ["a", "b"])
    #expect(session.enter("print(list.items)") == [#"["a", "b"]"#])
  }

  @Test func performBatchUpdatesChecksItsBlockAsOneUpdateThenCompletes() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.controller + "list.loadViewIfNeeded()")
    let printed = session.enter(
      """
      list.tableView.performBatchUpdates({
        list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        list.items.removeFirst()
        list.items.append("c")
        list.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
      }, completion: { print("done", $0) })
      """)
    #expect(
      printed == [
        "the table view animated the update: 1 row deleted, 1 row inserted", "  deleteRows  [0, 0]  a",
        "  insertRows  [0, 1]  c", "done true",
      ], "\(printed)")
    #expect(Self.shown(session) == ["b", "c"])
  }

  /// A table that never loaded (its view never loaded) asks for its rows at its first update,
  /// after the program changed them: a crash on a device too.
  @Test func aTableThatNeverLoadedCountsTheChangeTwice() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.controller)
    let printed = session.enter(
      #"list.items.append("c"); list.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)"#)
    #expect(
      printed.first
        == "the table view loaded its rows from its data source (the program's): 1 section, 3 rows")
    #expect(
      printed.contains { $0.contains("Invalid update: invalid number of rows in section 0") }, "\(printed)")
  }

  /// A plain view controller that makes itself the table's data source: the table loads at the
  /// end of the entry; `reloadData()` asks again; a data source method that traps stops the entry.
  @Test func anyObjectCanBeTheDataSource() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(
      """
      final class Screen: UIViewController, UITableViewDataSource {
        let tableView = UITableView()
        var rows = [1, 2, 3]
        var oneTooMany = false
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.dataSource = self
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          oneTooMany ? rows.count + 1 : rows.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
          cell.textLabel?.text = "row \\(rows[indexPath.row])"
          return cell
        }
      }
      let screen = Screen()
      """)
    #expect(session.enter("screen.loadViewIfNeeded()").first?.hasSuffix("1 section, 3 rows") == true)
    session.enter("screen.rows.reverse()")
    #expect(session.enter("screen.tableView.reloadData()").first?.contains("1 section, 3 rows") == true)
    #expect(Self.shown(session) == ["row 3", "row 2", "row 1"])
    let printed = session.enter("screen.oneTooMany = true; screen.tableView.reloadData()")
    #expect(printed.contains { $0.contains("Fatal error: Index out of range") }, "\(printed)")
    #expect(Self.shown(session) == ["row 3", "row 2", "row 1"])
    #expect(session.enter("print(screen.oneTooMany)") == ["false"])
  }

  /// A controller whose table gets a diffable data source is not a data source of its own.
  @Test func aControllerWithADiffableDataSourceIsNotOne() {
    let session = SwiftFrontEndTests.interpreted()
    let printed = session.enter(
      """
      final class Diffable: UITableViewController {
        var dataSource: UITableViewDiffableDataSource<Int, String>!
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
          dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
            tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
          }
          var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
          snapshot.appendSections([0])
          snapshot.appendItems(["x"])
          dataSource.apply(snapshot)
        }
      }
      Diffable().loadViewIfNeeded()
      """)
    #expect(printed.first == "apply (animated): 1 section inserted", "\(printed)")
    #expect(session.state.programTable == nil)
  }
}
