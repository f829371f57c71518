import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("tableView calls of classic mode")
struct ParserTableViewTests {
  private let paths = [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)]

  @Test(arguments: [
    "tableView.deleteRows [0, 0] [0, 2]", "tableView.deleteRows [0, 0], [0, 2]",
    "tableView.deleteRows [[0, 0], [0, 2]]",
    "tableView.deleteRows at: [[0, 0], [0, 2]]", "tableView.deleteRows [0 0] [0 2] with .fade",
    "tableView.deleteRows(at: [[0, 0], [0, 2]], with: .automatic)",
    "tableView.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)], with: .fade)",
    "TABLEVIEW.DELETEROWS [0, 0] [0, 2]",
  ])
  func deleteRows(line: String) throws {
    #expect(try command(line) == .tableView(.deleteRows(paths)))
  }

  @Test func rowCalls() throws {
    let one = [IndexPath(row: 1, section: 0)]
    #expect(try command("tableView.insertRows [0, 1]") == .tableView(.insertRows(one)))
    #expect(try command("tableView.reloadRows(at: [[0, 1]], with: .none)") == .tableView(.reloadRows(one)))
    #expect(
      try command("tableView.reconfigureRows(at: [IndexPath(item: 1, section: 0)])")
        == .tableView(.reconfigureRows(one)))
  }

  @Test func sectionCalls() throws {
    #expect(try command("tableView.insertSections 0 1") == .tableView(.insertSections([0, 1])))
    #expect(try command("tableView.insertSections [0, 1]") == .tableView(.insertSections([0, 1])))
    #expect(
      try command("tableView.deleteSections(IndexSet(integer: 2), with: .fade)")
        == .tableView(.deleteSections([2])))
    #expect(
      try command("tableView.reloadSections(IndexSet([0, 3]), with: .automatic)")
        == .tableView(.reloadSections([0, 3])))
    #expect(try command("tableView.reloadSections 0, 1") == .tableView(.reloadSections([0, 1])))
  }

  @Test(arguments: [
    "tableView.moveRow [0,1] [0,3]", "tableView.moveRow [0, 1] to [0, 3]",
    "tableView.moveRow at: [0, 1] to: [0, 3]",
    "tableView.moveRow(at: [0, 1], to: [0, 3])",
    "tableView.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))",
  ])
  func moveRow(line: String) throws {
    #expect(
      try command(line)
        == .tableView(.moveRow(IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))))
  }

  @Test(arguments: [
    "tableView.moveSection 0 2", "tableView.moveSection(0, toSection: 2)",
    "tableView.moveSection 0 toSection 2",
    "tableView.moveSection 0 to 2",
  ])
  func moveSection(line: String) throws {
    #expect(try command(line) == .tableView(.moveSection(0, to: 2)))
  }

  @Test func callsWithoutArguments() throws {
    #expect(try command("tableView.reloadData") == .tableView(.reloadData))
    #expect(try command("tableView.reloadData()") == .tableView(.reloadData))
    #expect(try command("tableView.beginUpdates()") == .tableView(.beginUpdates))
    #expect(try command("tableView.endUpdates") == .tableView(.endUpdates))
  }

  @Test func batchUpdatesSeparatedBySemicolonsOrNewLines() throws {
    let expected = Command.tableView(
      .performBatchUpdates([.deleteRows([IndexPath(row: 0, section: 0)]), .insertSections([1]), .reloadData]))
    #expect(
      try command(
        "tableView.performBatchUpdates { tableView.deleteRows [0, 0]; tableView.insertSections 1; tableView.reloadData }"
      )
        == expected)
    #expect(
      try command(
        "tableView.performBatchUpdates {\n  tableView.deleteRows(at: [[0, 0]], with: .fade)\n  tableView.insertSections 1\n"
          + "  tableView.reloadData()  # comment\n}") == expected)
    #expect(
      try command(
        "tableView.performBatchUpdates({ deleteRows [0, 0]; insertSections 1\n reloadData }, completion: nil)"
      )
        == expected)
  }

  @Test func emptyAndNestedBatches() throws {
    #expect(try command("tableView.performBatchUpdates {}") == .tableView(.performBatchUpdates([])))
    #expect(
      try command("tableView.performBatchUpdates { tableView.performBatchUpdates { tableView.reloadData } }")
        == .tableView(.performBatchUpdates([.performBatchUpdates([.reloadData])])))
  }

  @Test func aNewLineEndsABareListInsideABatch() throws {
    #expect(
      try command(
        "tableView.performBatchUpdates {\ntableView.insertSections 0\n tableView.deleteSections 1 2\n}")
        == .tableView(.performBatchUpdates([.insertSections([0]), .deleteSections([1, 2])])))
  }

  @Test func aBatchFollowedByMoreCommands() throws {
    #expect(
      try CommandParser.parse("tableView.performBatchUpdates { tableView.reloadData }; apply")
        == [.tableView(.performBatchUpdates([.reloadData])), .apply(animatingDifferences: true)])
  }
}
