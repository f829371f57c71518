import DiffableKit
import Foundation
import Testing

@testable import DiffableShell

/// A table view's own API beside its data source's: the cells it shows (`cellForRow(at:)`,
/// `visibleCells`, `indexPath(for:)`, `indexPathsForVisibleRows`), a cell the program changes
/// itself, `reloadData()`, and the view settings UIKit types.
@Suite("A table view hands out the cells it shows, and shows what the program sets on them")
struct TableViewCellTests {
  /// Three fruits applied through a table view whose cells the program asks for (`cellAt`).
  static let program =
    SwiftFrontEndTests.dataSource("Int", "String") + """
      func cellAt(_ row: Int) -> UITableViewCell? { tableView.cellForRow(at: IndexPath(row: row, section: 0)) }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["apple", "pear", "fig"])
      dataSource.apply(snapshot)

      """

  /// What the session's table view shows, row by row.
  static func shown(_ session: SwiftSession) -> [String] {
    session.state.dataSource.tableView.sections.flatMap { $0.rows.map(\.content) }
  }

  @Test func aCellChangedThroughCellForRowShowsItsNewText() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    let printed = session.enter(#"cellAt(1)?.textLabel?.text = "PEAR""#)
    #expect(
      printed == [
        #"cell [0, 1] now shows "PEAR" (was "pear"): the program changed the cell itself, so the data source "#
          + "and its snapshot were not told"
      ], "\(printed)")
    #expect(Self.shown(session) == ["apple", "PEAR", "fig"])
    // The snapshot still holds the item: the data source knows nothing of it.
    #expect(session.enter("print(dataSource.snapshot().itemIdentifiers)") == [#"["apple", "pear", "fig"]"#])
  }

  @Test func theCellOfARowMovesWithItAndAReloadMakesANewOne() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program + "let fig = cellAt(2)!")
    session.enter(#"snapshot.moveItem("fig", beforeItem: "apple"); dataSource.apply(snapshot)"#)
    #expect(session.enter("print(tableView.indexPath(for: fig)!, cellAt(0) === fig)") == ["[0, 0] true"])
    session.enter(#"snapshot.reconfigureItems(["fig"]); dataSource.apply(snapshot)"#)
    #expect(session.enter("print(cellAt(0) === fig, tableView.indexPath(for: fig) == nil)") == ["false true"])
    // The old cell is no longer on screen: changing it changes nothing the table shows.
    let printed = session.enter(#"fig.textLabel?.text = "gone""#)
    #expect(printed.isEmpty, "\(printed)")
    #expect(Self.shown(session) == ["fig", "apple", "pear"])
  }

  @Test func visibleCellsAreEveryRowsAndSeveralChangesAreListed() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    #expect(session.enter("print(tableView.indexPathsForVisibleRows!)") == ["[[0, 0], [0, 1], [0, 2]]"])
    let printed = session.enter(
      #"for cell in tableView.visibleCells { cell.textLabel?.text = (cell.textLabel?.text ?? "") + "!" }"#)
    #expect(
      printed == [
        "3 cells changed by the program itself (the data source and its snapshot were not told):",
        #"  [0, 0]  "apple!" (was "apple")"#, #"  [0, 1]  "pear!" (was "pear")"#,
        #"  [0, 2]  "fig!" (was "fig")"#,
      ], "\(printed)")
    #expect(session.enter("print(cellAt(3) == nil)") == ["true"])
  }

  /// The replay page draws the table of each step: the step of a changed cell shows it.
  @Test func theReplayPageShowsAChangedCellAtItsStep() throws {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    session.enter(#"cellAt(1)?.textLabel?.text = "PEAR""#)
    let data = try HTMLExport.data(of: session.shell.recording).text
    let json = try #require(JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
    let steps = try #require(json["steps"] as? [[String: Any]])
    let tables = try #require(json["tables"] as? [[String: Any]])
    let table = try #require(steps.last?["table"] as? Int)
    let sections = try #require(tables[table]["sections"] as? [[String: Any]])
    let rows = try #require(sections.first?["rows"] as? [[String: Any]])
    #expect(rows.map { $0["content"] as? String } == ["apple", "PEAR", "fig"])
  }

  @Test func undoTakesBackAChangedCell() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    session.enter(#"cellAt(0)?.textLabel?.text = "APPLE""#)
    session.enter("undo")
    #expect(Self.shown(session) == ["apple", "pear", "fig"])
    #expect(session.enter(#"print(cellAt(0)!.textLabel!.text!)"#) == ["apple"])
  }

  @Test func aChangeBeforeAnApplyIsReportedBeforeIt() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    let printed = session.enter(
      #"cellAt(0)?.textLabel?.text = "APPLE"; snapshot.deleteItems(["fig"]); dataSource.apply(snapshot)"#)
    #expect(printed.first?.hasPrefix(#"cell [0, 0] now shows "APPLE""#) == true, "\(printed)")
    #expect(printed.dropFirst().first == "apply (animated): 1 item deleted", "\(printed)")
    #expect(Self.shown(session) == ["APPLE", "pear"])
  }

  @Test func reloadDataMakesEveryCellAgainFromTheAppliedSnapshot() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    session.enter(#"cellAt(0)?.textLabel?.text = "APPLE""#)
    let printed = session.enter("tableView.reloadData()")
    #expect(
      printed.first == "reloadData: the table view was reloaded without a diff and no animation (no changes)",
      "\(printed)")
    #expect(
      printed.dropFirst().first?.hasPrefix("tableView.reloadData() asks the data source for every row")
        == true)
    #expect(Self.shown(session) == ["apple", "pear", "fig"])
  }

  /// Cells drawn before the program had code that asks for them were not kept (a cell object
  /// takes kilobytes): asking for one is an error that says so, and `reloadData()` is the way on.
  @Test func aCellDrawnBeforeTheProgramAskedForCellsIsAnErrorUntilAReload() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program.replacingOccurrences(of: "func cellAt", with: "// func cellAt"))
    let printed = session.enter("print(tableView.visibleCells.count)")
    #expect(
      printed.first?.contains(
        "diffable did not keep the cell of row [0, 0]: a table keeps its cells once the program has code that "
          + "asks for them") == true, "\(printed)")
    session.enter("tableView.reloadData()")
    #expect(session.enter("print(tableView.visibleCells.count)") == ["3"])
  }

  /// A selection follows its item: a move keeps it, an edit that deletes and inserts the item
  /// (its `==` compares the edited field) loses it, as a device's table does; a reload clears it.
  @Test func aSelectionFollowsItsItemThroughApplies() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    session.enter(
      "tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: true, scrollPosition: .none)")
    session.enter(#"snapshot.moveItem("fig", beforeItem: "apple"); dataSource.apply(snapshot)"#)
    #expect(session.enter("print(tableView.indexPathForSelectedRow!)") == ["[0, 0]"])
    session.enter(
      #"snapshot.deleteItems(["fig"]); snapshot.appendItems(["figs"]); dataSource.apply(snapshot)"#)
    #expect(session.enter("print(tableView.indexPathForSelectedRow as Any)") == ["nil"])
    session.enter("tableView.allowsMultipleSelection = true")
    session.enter(
      "tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: true, scrollPosition: .top)")
    session.enter(
      "tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: true, scrollPosition: .top)")
    #expect(session.enter("print(tableView.indexPathsForSelectedRows!)") == ["[[0, 0], [0, 2]]"])
    session.enter("undo")
    #expect(session.enter("print(tableView.indexPathsForSelectedRows!)") == ["[[0, 0]]"])
    session.enter("tableView.reloadData()")
    #expect(session.enter("print(tableView.indexPathsForSelectedRows == nil)") == ["true"])
  }

  /// UIKit has more than diffable runs: such a member is named as one diffable does not run,
  /// not as one the type lacks.
  @Test func aMemberDiffableDoesNotRunIsNamedAsSuch() {
    let session = SwiftFrontEndTests.interpreted()
    let printed = session.enter("let table = UITableView()\ntable.flashScrollIndicators()")
    #expect(
      printed.first?.contains("diffable does not run 'flashScrollIndicators' of UITableView yet") == true,
      "\(printed)")
    #expect(
      printed.contains { $0.contains("`help swift` lists what diffable runs of UITableView") }, "\(printed)")
  }

  @Test func viewSettingsTakeUIKitsTypes() {
    let session = SwiftFrontEndTests.interpreted()
    let printed = session.enter(
      """
      let tableView = UITableView(frame: .zero, style: .insetGrouped)
      tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      tableView.separatorStyle = .none
      tableView.keyboardDismissMode = .onDrag
      tableView.contentInset = .zero
      tableView.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
      print(tableView.frame.size.width, tableView.separatorStyle == .none, tableView.separatorInset.left)
      """)
    #expect(printed == ["390.0 true 16.0"], "\(printed)")
    let refused = session.enter(#"tableView.separatorStyle = "none""#)
    #expect(
      refused.first?.contains(
        "cannot assign value of type 'String' to type 'UITableViewCell.SeparatorStyle'") == true, "\(refused)"
    )
  }
}
