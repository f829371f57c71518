import Testing

@testable import DiffableKit

/// ``TableView/rowsShowingOtherValues(than:counter:)``: the rows whose cell was rendered from
/// another value than the snapshot's item at their place, read leaf by leaf and chunk by chunk.
@Suite("A table finds the rows whose cells show other values than the snapshot")
struct TableViewChangedRowsTests {
  /// `Payment(id:, title:)` compared by `id` only.
  private let registry: TypeRegistry = {
    var registry = TypeRegistry()
    registry.declare(
      try! StructType(name: "Payment", fields: ["id", "title"], hashFields: ["id"], equalityFields: ["id"]))
    return registry
  }()

  private func payment(_ id: Int, _ title: String) -> SnapshotIdentifier {
    registry.identifier(
      for: .structure(
        StructValue(type: "Payment", fieldNames: ["id", "title"], fields: [.int(id), .string(title)])))
  }

  private func table(_ sections: [[SnapshotIdentifier]]) -> TableView {
    var table = TableView()
    table.sections = sections.map { items in
      TableView.Section(title: nil, rows: RowList(items.map { Cell(item: $0, content: "\($0)") }))
    }
    return table
  }

  private func changedRows(_ table: TableView, _ snapshot: Snapshot) throws -> [(IndexPath, String, String)] {
    var counter = Interruption.never.counter()
    return try table.rowsShowingOtherValues(than: snapshot, counter: &counter).map {
      ($0.path, $0.shown.description, $0.current.description)
    }
  }

  @Test("rows across many leaves and chunks: only the edited values, over the rows both have")
  func editedValuesAcrossLeaves() throws {
    let first = (0..<3_000).map { payment($0, "row \($0)") }
    let second = (0..<3).map { payment(10_000 + $0, "other \($0)") }
    var snapshot = Snapshot()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems(first, toSection: "a")
    try snapshot.appendItems(second, toSection: "b")
    var shownFirst = first
    shownFirst[1_500] = payment(1_500, "old")
    // The table's second section has a row more than the snapshot's, and a third section.
    let shownSecond = [second[0], payment(10_001, "old"), second[2], payment(10_003, "gone")]
    let rows = try changedRows(table([shownFirst, shownSecond, [payment(7, "x")]]), snapshot)
    #expect(rows.map(\.0) == [IndexPath(row: 1_500, section: 0), IndexPath(row: 1, section: 1)])
    #expect(rows.map(\.1) == [shownFirst[1_500].description, shownSecond[1].description])
    #expect(rows.map(\.2) == [first[1_500].description, second[1].description])
  }

  @Test("an item the cell holds itself is never changed, even a NaN; an equal copy of a NaN is")
  func sameIdentifierIsUnchanged() throws {
    let nan = SnapshotIdentifier(.double(.nan))
    var snapshot = Snapshot()
    try snapshot.appendSections(["main"])
    try snapshot.appendItems([nan, 1])
    #expect(try changedRows(table([[nan, 1]]), snapshot).isEmpty)
    #expect(
      try changedRows(table([[SnapshotIdentifier(.double(.nan)), 1]]), snapshot).map(\.0) == [
        IndexPath(row: 0, section: 0)
      ])
  }

  @Test("a shorter table and an empty snapshot section end the walk cleanly")
  func shortSides() throws {
    var snapshot = Snapshot()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems([1, 2, 3], toSection: "a")
    #expect(try changedRows(table([[1], [4, 5]]), snapshot).isEmpty)
    #expect(try changedRows(table([[1, 9, 3]]), snapshot).map(\.0) == [IndexPath(row: 1, section: 0)])
  }
}
