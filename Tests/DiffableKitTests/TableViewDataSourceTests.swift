import Testing

@testable import DiffableKit

// Most tests hand the data source a diff built by hand (`apply(_:diff:cellProvider:)`) so
// that they test the table's side alone; one goes through the public `apply`.

/// `Payment(id:, title:)` compared by `id` only, so that a new title keeps the identity.
private func payment(_ id: Int, _ title: String) -> SnapshotIdentifier {
  var registry = TypeRegistry()
  registry.declare(
    try! StructType(name: "Payment", fields: ["id", "title"], hashFields: ["id"], equalityFields: ["id"]))
  return registry.identifier(
    for: .structure(
      StructValue(type: "Payment", fieldNames: ["id", "title"], fields: [.int(id), .string(title)])))
}

/// Renders a payment as its title, anything else as its text.
private func render(_ item: SnapshotIdentifier, _ at: IndexPath) -> String {
  if case .structure(let value) = item.value, case .string(let title)? = value[field: "title"] {
    return title
  }
  return item.description
}

private func snapshot(_ sections: [(SnapshotIdentifier, [SnapshotIdentifier])]) throws -> Snapshot {
  var snapshot = Snapshot()
  for (section, items) in sections {
    try snapshot.appendSections([section])
    try snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

extension DataSource {
  var contents: [[String]] { tableView.sections.map { $0.rows.map(\.content) } }
}

/// The diffable data source driving the table: structural batch, then the refresh.
@Suite struct TableViewDataSourceApply {
  /// A data source showing section `main` with items 1, 2, 3.
  private func loaded() throws -> DataSource {
    var dataSource = DataSource()
    var diff = Diff()
    diff.insertedSections = [.init(id: "main", at: 0)]
    try dataSource.apply(try snapshot([("main", [1, 2, 3])]), diff: diff, cellProvider: render)
    return dataSource
  }

  @Test func anInsertedSectionBringsItsRowsAndNoTitle() throws {
    let dataSource = try loaded()
    #expect(dataSource.contents == [["1", "2", "3"]])
    // A plain UITableViewDiffableDataSource answers no header titles (docs/UIKIT.md §4.7).
    #expect(dataSource.headerTitles == .none)
    #expect(dataSource.tableView.sections.map(\.title) == [nil])
    #expect(dataSource.snapshot.itemIdentifiers == [1, 2, 3])
  }

  @Test func declaredTitlesAreDrawnAtOnceAndKeptByLaterUpdates() throws {
    var dataSource = try loaded()
    dataSource.setHeaderTitles(.sectionIdentifiers)
    #expect(dataSource.tableView.sections.map(\.title) == ["main"])
    dataSource.applyUsingReloadData(try snapshot([("other", [3]), ("main", [1])])) { item, _ in "\(item)" }
    #expect(dataSource.tableView.sections.map(\.title) == ["other", "main"])
    dataSource.setHeaderTitles(.none)
    #expect(dataSource.tableView.sections.map(\.title) == [nil, nil])
  }

  @Test func deletesMovesAndInsertsReachTheTable() throws {
    var dataSource = try loaded()
    var diff = Diff()
    diff.deletedItems = [.init(id: 1, at: path(0, 0))]
    diff.movedItems = [.init(id: 3, from: path(0, 2), to: path(0, 0))]
    diff.insertedItems = [.init(id: 4, at: path(0, 2))]
    try dataSource.apply(try snapshot([("main", [3, 2, 4])]), diff: diff) { item, _ in "new \(item)" }
    // Moved and untouched rows keep the cell rendered before; only the inserted row is new.
    #expect(dataSource.contents == [["3", "2", "new 4"]])
    #expect(dataSource.itemIdentifier(for: path(0, 0)) == 3)
    #expect(dataSource.indexPath(for: 4) == path(0, 2))
    #expect(dataSource.indexPath(for: 1) == nil)
  }

  @Test func anEqualItemWithNewFieldsKeepsItsStaleCell() throws {
    var dataSource = DataSource()
    var diff = Diff()
    diff.insertedSections = [.init(id: "main", at: 0)]
    try dataSource.apply(try snapshot([("main", [payment(1, "Fare")])]), diff: diff, cellProvider: render)
    let renamed = try snapshot([("main", [payment(1, "Taxi")])])
    try dataSource.apply(renamed, diff: Diff(), cellProvider: render)
    #expect(dataSource.contents == [["Fare"]])
    #expect(dataSource.tableView.cell(at: path(0, 0))?.item.value == payment(1, "Fare").value)
    #expect(dataSource.itemIdentifier(for: path(0, 0))?.value == payment(1, "Taxi").value)
  }

  @Test func theRefreshRendersReconfiguredAndReloadedRowsAtTheirNewPlace() throws {
    var dataSource = try loaded()
    var diff = Diff()
    diff.movedItems = [.init(id: 1, from: path(0, 0), to: path(0, 2))]
    diff.reconfiguredItems = [.init(id: 1, at: path(0, 2))]
    diff.reloadedItems = [.init(id: 2, at: path(0, 0))]
    try dataSource.apply(try snapshot([("main", [2, 3, 1])]), diff: diff) { item, _ in "new \(item)" }
    #expect(dataSource.contents == [["new 2", "3", "new 1"]])
  }

  @Test func aReloadedSectionIsRenderedAgain() throws {
    var dataSource = try loaded()
    var diff = Diff()
    diff.reloadedSections = [.init(id: "main", at: 0)]
    try dataSource.apply(try snapshot([("main", [1, 2, 3])]), diff: diff) { item, _ in "new \(item)" }
    #expect(dataSource.contents == [["new 1", "new 2", "new 3"]])
  }

  @Test func aDiffTheTableRejectsChangesNothing() throws {
    let before = try loaded()
    var dataSource = before
    var diff = Diff()
    diff.deletedItems = [.init(id: 1, at: path(0, 0))]
    #expect(throws: TableViewError.self) {
      try dataSource.apply(try snapshot([("main", [1, 2, 3])]), diff: diff, cellProvider: render)
    }
    #expect(dataSource == before)
  }

  @Test func applyingUsingReloadDataRendersEveryRow() throws {
    var dataSource = try loaded()
    dataSource.applyUsingReloadData(try snapshot([("other", [3, 1])])) { item, _ in "new \(item)" }
    #expect(dataSource.contents == [["new 3", "new 1"]])
    #expect(dataSource.tableView.sections.map(\.title) == [nil])
    #expect(dataSource.snapshot.sectionIdentifiers == ["other"])
  }

  @Test func theAppliedSnapshotKeepsItsMarks() throws {
    var dataSource = try loaded()
    var marked = dataSource.snapshot
    try marked.reloadItems([2])
    var diff = Diff()
    diff.reloadedItems = [.init(id: 2, at: path(0, 1))]
    try dataSource.apply(marked, diff: diff, cellProvider: render)
    #expect(dataSource.snapshot.reloadedItemIdentifiers == [2])
    #expect(dataSource.snapshot.withoutMarks.reloadedItemIdentifiers == [])
  }

  @Test
  func applyComputesTheDiffAndDrivesTheTable() throws {
    var dataSource = DataSource()
    _ = try dataSource.apply(try snapshot([("main", [1, 2, 3])]), cellProvider: render)
    let diff = try dataSource.apply(try snapshot([("main", [3, 2, 4])])) { item, _ in "new \(item)" }
    #expect(diff.deletedItems.map(\.at) == [path(0, 0)])
    #expect(dataSource.contents.first?.last == "new 4")
    #expect(dataSource.tableView.numberOfRows(inSection: 0) == 3)
  }
}
