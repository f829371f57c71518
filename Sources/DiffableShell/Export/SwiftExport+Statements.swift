import DiffableEngine
import DiffableKit

extension SwiftExportWriter {
  /// The names the test file gives its own members and functions: a snapshot the session
  /// named so is renamed (`tableView` → `tableView_`).
  private static let testMemberNames: Set<String> = [
    "window", "tableView", "dataSource", "makeTable", "shownRows", "shownRowCounts", "content",
    "testSession", "XCTAssertEqual", "swiftSnapshot",
  ]

  /// The test's variable for the snapshot the session calls `name`.
  func variable(for name: String) -> String {
    Self.testMemberNames.contains(name) ? name + "_" : SwiftCode.name(name)
  }

  /// The test's variable for the short syntax's working snapshot.
  private var working: String { variable(for: SnapshotsAndTable.workingName) }

  /// `NAME = ...`, or `var NAME = ...` the first time.
  private func assignment(to variable: String, _ value: String) -> String {
    (declaredSnapshots.contains(variable) ? "" : "var ") + variable + " = " + value
  }

  private static let emptySnapshot = "NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()"

  private static let unresolved = "// (a value here does not resolve, so diffable fails this command)"

  /// The Swift statements of one command of the short syntax, its values resolved as the
  /// session would.
  mutating func statements(for command: Command, resolvingIn state: inout SessionState) -> [String] {
    let snapshot = working
    switch command {
    case .appendSections, .insertSections, .deleteSections, .moveSection, .reloadSections, .appendItems,
      .insertItems, .moveItem, .deleteItems, .deleteAllItems, .reloadItems, .reconfigureItems:
      guard let edit = try? state.resolveEdit(command) else { return [Self.unresolved] }
      return [statement(for: edit, on: snapshot)]
    case .new: return ["\(snapshot) = \(Self.emptySnapshot)"]
    case .snapshot: return ["\(snapshot) = dataSource.snapshot()"]
    case .apply(let animated):
      return statements(for: .apply(snapshot: SnapshotsAndTable.workingName, animatingDifferences: animated))
    case .applySnapshotUsingReloadData:
      return statements(for: .applyUsingReloadData(snapshot: SnapshotsAndTable.workingName))
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
    default: return []
    }
  }

  /// The Swift statements of one operation of a Swift entry.
  mutating func statements(for operation: EngineOperation) -> [String] {
    switch operation {
    case .edit(let edit, let name): return [statement(for: edit, on: variable(for: name))]
    case .apply(let name, let animated):
      return ["await dataSource.apply(\(variable(for: name)), animatingDifferences: \(animated))"]
    case .applyUsingReloadData(let name):
      return ["await dataSource.applySnapshotUsingReloadData(\(variable(for: name)))"]
    case .bindSnapshot(let name, let source, _):
      let value: String
      switch source {
      case .empty: value = Self.emptySnapshot
      case .applied: value = "dataSource.snapshot()"
      case .copy(let other): value = variable(for: other)
      case .value(let snapshot, _):
        return spelled(snapshot, into: variable(for: name))
          ?? Self.notExported("\(variable(for: name)) as interpreted Swift left it")
      }
      return [assignment(to: variable(for: name), value)]
    case .declare: return ["// declared at the top of the file"]
    case .applyValue(let snapshot, let animated):
      guard let lines = spelled(snapshot, into: Self.programSnapshot) else { return Self.notSpelledApply }
      return lines + ["await dataSource.apply(\(Self.programSnapshot), animatingDifferences: \(animated))"]
    case .applyValueUsingReloadData(let snapshot):
      guard let lines = spelled(snapshot, into: Self.programSnapshot) else { return Self.notSpelledApply }
      return lines + ["await dataSource.applySnapshotUsingReloadData(\(Self.programSnapshot))"]
    case .reloadData: return ["tableView.reloadData()"]
    case .editCells(let cells):
      // The program's own cells are not in the file: what they showed is.
      return cells.map {
        "// the program changed the cell at \($0.path) itself: it shows \(SwiftCode.literal($0.content))"
      }
    case .loadProgramTable, .programTableCall:
      return [
        "// left out: a table view whose data source is the program's own object, which this file "
          + "does not declare"
      ]
    case .bindValue, .print, .cellTemplate, .programChanged, .sectionTitles: return []
    }
  }

  /// `edit` as a call on the test's snapshot variable `snapshot`.
  private mutating func statement(for edit: SnapshotEdit, on snapshot: String) -> String {
    func list(_ values: [Value]) -> String { code.list(values) }
    func placed(_ placement: EditPlacement, _ kind: String) -> String {
      switch placement {
      case .before(let value): "before\(kind): \(code.expression(value))"
      case .after(let value): "after\(kind): \(code.expression(value))"
      }
    }
    let call =
      switch edit {
      case .appendSections(let sections): "appendSections(\(list(sections)))"
      case .insertSections(let sections, let placement):
        "insertSections(\(list(sections)), \(placed(placement, "Section")))"
      case .deleteSections(let sections): "deleteSections(\(list(sections)))"
      case .moveSection(let section, let placement):
        "moveSection(\(code.expression(section)), \(placed(placement, "Section")))"
      case .reloadSections(let sections): "reloadSections(\(list(sections)))"
      case .appendItems(let items, let section):
        "appendItems(\(list(items))" + (section.map { ", toSection: \(code.expression($0)))" } ?? ")")
      case .insertItems(let items, let placement): "insertItems(\(list(items)), \(placed(placement, "Item")))"
      case .moveItem(let item, let placement):
        "moveItem(\(code.expression(item)), \(placed(placement, "Item")))"
      case .deleteItems(let items): "deleteItems(\(list(items)))"
      case .deleteAllItems: "deleteAllItems()"
      case .reloadItems(let items): "reloadItems(\(list(items)))"
      case .reconfigureItems(let items): "reconfigureItems(\(list(items)))"
      }
    return "\(snapshot).\(call)"
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

  /// The test's variable for a snapshot interpreted Swift applied.
  private static let programSnapshot = "swiftSnapshot"

  static let notSpelledApply = notExported("an apply of a snapshot built by interpreted Swift")

  /// Says that `what` is not in the file, and why.
  private static func notExported(_ what: String) -> [String] {
    [
      "// \(what): not exported (its identifiers are keyed by the program's own hash(into:) and ==,",
      "// which this file does not declare)",
    ]
  }

  /// `variable` built again to hold `snapshot`, a snapshot of interpreted Swift, or nil when an
  /// identifier is not one the session would make of its value (its identity is the program's
  /// executed `hash(into:)` and `==`): the file declares only the session's types and rules.
  private mutating func spelled(_ snapshot: Snapshot, into variable: String) -> [String]? {
    let registry = shadow.state.registry
    let identifiers = snapshot.sectionIdentifiers + Array(snapshot.lazyItemIdentifiers)
    guard identifiers.allSatisfy({ registry.identifier(for: $0.value) == $0 }) else { return nil }
    return rebuild(snapshot, into: variable)
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
