import Testing

@testable import DiffableKit

/// `Row(id:, title:)` compared by `id` only, so that a new title keeps the identity.
private func row(_ id: Int, _ title: String) -> SnapshotIdentifier {
  var registry = TypeRegistry()
  registry.declare(
    try! StructType(name: "Row", fields: ["id", "title"], hashFields: ["id"], equalityFields: ["id"]))
  return registry.identifier(
    for: .structure(
      StructValue(type: "Row", fieldNames: ["id", "title"], fields: [.int(id), .string(title)])))
}

/// A renderer writing `prefix` before each item's text, counting its calls.
private final class Counting: @unchecked Sendable {
  var calls = 0
  func renderer(_ prefix: String) -> CellRenderer {
    CellRenderer { item in
      self.calls += 1
      return prefix + item.description
    }
  }
}

/// Cells that keep the renderer and the item they were rendered from, instead of the text.
@Suite struct CellRendererTests {
  private func contents(_ dataSource: DataSource) -> [[String]] {
    dataSource.tableView.sections.map { $0.rows.map(\.content) }
  }

  private func snapshot(_ items: [SnapshotIdentifier]) throws -> Snapshot {
    var snapshot = Snapshot()
    try snapshot.appendSections(["main"])
    try snapshot.appendItems(items, toSection: "main")
    return snapshot
  }

  @Test func aRenderedCellReadsWhatItWasRenderedFromEvenWhenTheItemChangesLater() throws {
    let counting = Counting()
    var dataSource = DataSource()
    _ = try dataSource.apply(
      try snapshot([row(1, "Fare"), row(2, "Taxi")]), renderer: counting.renderer("a "))
    // A new renderer and a renamed row 1 (same identity): nothing reaches row 1, its cell is stale.
    _ = try dataSource.apply(
      try snapshot([row(1, "Bus"), row(2, "Taxi"), row(3, "Tram")]), renderer: counting.renderer("b "))
    #expect(
      contents(dataSource) == [
        [
          "a Row(id: 1, title: \"Fare\")", "a Row(id: 2, title: \"Taxi\")", "b Row(id: 3, title: \"Tram\")",
        ]
      ])
    // Reconfigured: rendered again, by the renderer of that apply.
    var marked = dataSource.snapshot.withoutMarks
    try marked.reconfigureItems([row(1, "Bus")])
    _ = try dataSource.apply(marked, renderer: counting.renderer("c "))
    #expect(contents(dataSource)[0][0] == "c Row(id: 1, title: \"Bus\")")
  }

  @Test func theSameContentsAsACellProviderThatHoldsTheText() throws {
    let items = [row(1, "Fare"), row(2, "Taxi")]
    var lazy = DataSource()
    var eager = DataSource()
    _ = try lazy.apply(try snapshot(items), renderer: CellRenderer { "\($0)" })
    _ = try eager.apply(try snapshot(items)) { item, _ in "\(item)" }
    #expect(lazy.tableView == eager.tableView)
    #expect(lazy.tableView.hashValue == eager.tableView.hashValue)
    try lazy.applyUsingReloadData(try snapshot(items.reversed()), renderer: CellRenderer { "\($0)!" })
    eager.applyUsingReloadData(try snapshot(items.reversed())) { item, _ in "\(item)!" }
    #expect(lazy.tableView == eager.tableView)
  }

  @Test func aCellGivenAnotherItemKeepsItsContent() {
    let counting = Counting()
    var cell = Cell(item: row(1, "Fare"), renderedBy: counting.renderer(""))
    cell.item = row(1, "Taxi")
    #expect(cell.content == "Row(id: 1, title: \"Fare\")")
    #expect(cell.item.value == row(1, "Taxi").value)
    cell.content = "set"
    #expect(cell == Cell(item: row(1, "Taxi"), content: "set"))
  }

  @Test func onlyRowsThatAreShownOrComparedAreRendered() throws {
    let counting = Counting()
    var dataSource = DataSource()
    _ = try dataSource.apply(try snapshot((0..<1_000).map { row($0, "r") }), renderer: counting.renderer(""))
    #expect(counting.calls == 0)
    #expect(
      dataSource.tableView.cell(at: IndexPath(row: 999, section: 0))?.content == "Row(id: 999, title: \"r\")")
    #expect(counting.calls == 1)
  }
}
