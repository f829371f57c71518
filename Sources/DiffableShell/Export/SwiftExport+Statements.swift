import DiffableKit

extension SwiftExportWriter {
  /// The names the test file gives its own members and functions: a snapshot the session
  /// named so is renamed (`tableView` → `tableView_`).
  private static let testMemberNames: Set<String> = [
    "window", "tableView", "dataSource", "makeTable", "shownRows", "shownRowCounts", "content",
    "testSession", "XCTAssertEqual",
  ]

  /// The test's variable for the snapshot the session calls `name`.
  func variable(for name: String) -> String {
    Self.testMemberNames.contains(name) ? name + "_" : SwiftCode.name(name)
  }

  /// The test's variable for the snapshot the next command edits: the session's working one.
  private var working: String { variable(for: shadow.state.bindings.workingName) }

  /// `NAME = ...`, or `var NAME = ...` the first time.
  private func assignment(to variable: String, _ value: String) -> String {
    (declaredSnapshots.contains(variable) ? "" : "var ") + variable + " = " + value
  }

  private static let emptySnapshot = "NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()"

  /// The Swift statements of one command, its values resolved as the session would.
  mutating func statements(for command: Command, resolvingIn state: inout SessionState) -> [String] {
    func list(_ expressions: [ValueExpression]) -> String? {
      guard let ids = try? state.identifiers(expressions) else { return nil }
      return code.list(ids)
    }
    func one(_ expression: ValueExpression) -> String? {
      guard let id = try? state.identifier(expression) else { return nil }
      return code.expression(id.value)
    }
    func placed(_ placement: PlacementExpression, _ kind: String) -> String? {
      switch placement {
      case .before(let value): one(value).map { "before\(kind): \($0)" }
      case .after(let value): one(value).map { "after\(kind): \($0)" }
      }
    }
    let snapshot = working
    let line: String?
    switch command {
    case .bind(let name, .snapshot(let source, _)):
      let value =
        switch source {
        case .empty: Self.emptySnapshot
        case .applied: "dataSource.snapshot()"
        case .copy(let other): variable(for: other)
        }
      line = assignment(to: variable(for: name), value)
    case .new: line = "\(snapshot) = \(Self.emptySnapshot)"
    case .snapshot: line = "\(snapshot) = dataSource.snapshot()"
    case .appendSections(let sections): line = list(sections).map { "\(snapshot).appendSections(\($0))" }
    case .insertSections(let sections, let placement):
      line = list(sections).flatMap { ids in
        placed(placement, "Section").map { "\(snapshot).insertSections(\(ids), \($0))" }
      }
    case .deleteSections(let sections): line = list(sections).map { "\(snapshot).deleteSections(\($0))" }
    case .moveSection(let section, let placement):
      line = one(section).flatMap { id in
        placed(placement, "Section").map { "\(snapshot).moveSection(\(id), \($0))" }
      }
    case .reloadSections(let sections): line = list(sections).map { "\(snapshot).reloadSections(\($0))" }
    case .appendItems(let items, let section):
      let target = section.flatMap(one)
      line = list(items).map {
        "\(snapshot).appendItems(\($0)" + (target.map { ", toSection: \($0))" } ?? ")")
      }
    case .insertItems(let items, let placement):
      line = list(items).flatMap { ids in
        placed(placement, "Item").map { "\(snapshot).insertItems(\(ids), \($0))" }
      }
    case .moveItem(let item, let placement):
      line = one(item).flatMap { id in placed(placement, "Item").map { "\(snapshot).moveItem(\(id), \($0))" }
      }
    case .deleteItems(let items): line = list(items).map { "\(snapshot).deleteItems(\($0))" }
    case .deleteAllItems: line = "\(snapshot).deleteAllItems()"
    case .reloadItems(let items): line = list(items).map { "\(snapshot).reloadItems(\($0))" }
    case .reconfigureItems(let items): line = list(items).map { "\(snapshot).reconfigureItems(\($0))" }
    case .apply(let animated): line = "await dataSource.apply(\(snapshot), animatingDifferences: \(animated))"
    case .applySnapshotUsingReloadData: line = "await dataSource.applySnapshotUsingReloadData(\(snapshot))"
    case .mode(.diffable):
      return [
        "// back to the diffable data source: it shows the model, reloaded without a diff",
        "await dataSource.applySnapshotUsingReloadData(\(snapshot))",
      ]
    case .mode(.classic):
      return [
        "// classic mode: the model is \(snapshot); the table's own calls are left out below (this",
        "// file drives a UITableViewDiffableDataSource, which owns the table's updates)",
      ]
    case .tableView(let call):
      return [
        "// left out: tableView.\(call.name) of classic mode (the data source owns this table's updates)"
      ]
    case .headers(.sectionIdentifiers):
      return [
        "// headers title: a UITableViewDiffableDataSource subclass whose tableView(_:titleForHeaderInSection:)",
        "// returns the section identifier draws the titles (this file's data source draws none)",
      ]
    case .headers(.none):
      return ["// headers none: a plain UITableViewDiffableDataSource draws no header titles"]
    case .query(let query): return queryStatement(query, on: snapshot, resolvingIn: &state).map { [$0] } ?? []
    case .declareStruct(let name, _, _, _):
      return SwiftCode.comment("\(name) is declared at the top of the file")
    case .declare: return ["// declared at the top of the file"]
    default: return []
    }
    return [line ?? "// (a value here does not resolve, so diffable fails this command)"]
  }

  private mutating func queryStatement(
    _ query: Query, on snapshot: String, resolvingIn state: inout SessionState
  ) -> String? {
    func one(_ expression: ValueExpression) -> String? {
      (try? state.identifier(expression)).map { code.expression($0.value) }
    }
    let expression: String?
    switch query {
    case .numberOfSections: expression = "\(snapshot).numberOfSections"
    case .numberOfItems(nil): expression = "\(snapshot).numberOfItems"
    case .numberOfItems(let section?):
      expression = one(section).map { "\(snapshot).numberOfItems(inSection: \($0))" }
    case .sectionIdentifiers: expression = "\(snapshot).sectionIdentifiers"
    case .itemIdentifiers(nil): expression = "\(snapshot).itemIdentifiers"
    case .itemIdentifiers(let section?):
      expression = one(section).map { "\(snapshot).itemIdentifiers(inSection: \($0))" }
    case .indexOfSection(let section): expression = one(section).map { "\(snapshot).indexOfSection(\($0))" }
    case .indexOfItem(let item): expression = one(item).map { "\(snapshot).indexOfItem(\($0))" }
    case .sectionIdentifierContainingItem(let item):
      expression = one(item).map { "\(snapshot).sectionIdentifier(containingItem: \($0))" }
    case .itemIdentifierFor(let path):
      expression = "dataSource.itemIdentifier(for: IndexPath(row: \(path.row), section: \(path.section)))"
    case .indexPathFor(let item): expression = one(item).map { "dataSource.indexPath(for: \($0))" }
    case .reloadedItemIdentifiers: expression = "\(snapshot).reloadedItemIdentifiers"
    case .reconfiguredItemIdentifiers: expression = "\(snapshot).reconfiguredItemIdentifiers"
    case .reloadedSectionIdentifiers: expression = "\(snapshot).reloadedSectionIdentifiers"
    }
    return expression.map { "print(\($0))" }
  }

  /// `variable` built again from nothing to hold `snapshot`'s sections, items and marks.
  mutating func rebuild(_ snapshot: Snapshot, into variable: String) -> [String] {
    var lines = [assignment(to: variable, Self.emptySnapshot)]
    declaredSnapshots.insert(variable)
    if snapshot.numberOfSections > 0 {
      lines.append("\(variable).appendSections(\(code.list(snapshot.sectionIdentifiers)))")
    }
    for (section, items) in zip(snapshot.sectionIdentifiers, snapshot.itemIdentifiersBySection)
    where !items.isEmpty {
      lines.append(
        "\(variable).appendItems(\(code.list(items)), toSection: \(code.expression(section.value)))")
    }
    let marks = [
      ("reloadSections", snapshot.reloadedSectionIdentifiers),
      ("reloadItems", snapshot.reloadedItemIdentifiers),
      ("reconfigureItems", snapshot.reconfiguredItemIdentifiers),
    ]
    for (name, marked) in marks where !marked.isEmpty {
      lines.append("\(variable).\(name)(\(code.list(marked)))")
    }
    return lines
  }
}
