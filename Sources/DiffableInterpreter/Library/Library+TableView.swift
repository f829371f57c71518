import DiffableKit

/// A table view's own API beside its data source's: cell registration and dequeuing, the
/// queries of rows and cells (`numberOfRows(inSection:)`, `cellForRow(at:)`, `visibleCells`,
/// `indexPathsForVisibleRows`, `indexPath(for:)`), and `reloadData()`.
///
/// Every row is on screen here (diffable's choice: `show` draws them all), so every row is
/// visible and has a cell. A cell the program changes itself shows the change at once, as on a
/// device: the session is told after the entry, or before the next apply, whichever comes first,
/// and says the data source was not told.
extension Evaluator {
  /// The names of a table view's members that hand the program its cells: code that names one
  /// makes table views keep their cells (``keepsCells``).
  static let cellQueryNames: Set<String> = ["cellForRow", "visibleCells"]

  /// A table view's own updates (a plain `UITableViewDataSource`'s), which run when the table's
  /// data source is the program's own object (Library+ProgramTable.swift) and are refused
  /// otherwise: the row updates, whose names nothing else has, before the entry runs when no
  /// type of the program answers a table's rows; the section updates, whose names a snapshot's
  /// edits share, when a table view is asked.
  static let classicRowUpdateNames: Set<String> = [
    "insertRows", "deleteRows", "moveRow", "reloadRows", "reconfigureRows", "beginUpdates", "endUpdates",
    "performBatchUpdates",
  ]
  static let classicUpdateNames = classicRowUpdateNames.union([
    "insertSections", "deleteSections", "moveSection", "reloadSections",
  ])

  /// The refusal of a table view's own update (`tableView.insertRows(at:with:)`), with the way
  /// diffable runs it.
  static func classicUpdateRefusal(_ name: String, at location: SourceLocation) -> InterpreterError {
    var error = InterpreterError.unsupported(
      "tableView.\(name) of a table whose data source is not the program's own object", at: location)
    error.fix =
      "a class that answers tableView(_:numberOfRowsInSection:) and tableView(_:cellForRowAt:) and is the "
      + "table's dataSource (a UITableViewController subclass is its table's) runs these calls; a diffable data "
      + "source tells its table itself: apply a snapshot"
    return error
  }

  /// The types the arguments of a table view's method are read as (`scrollPosition: .none` is a
  /// `UITableView.ScrollPosition`), or nil.
  static func tableViewArgumentTypes(_ name: String, labels: [String?]) -> [TypeName?]? {
    let indexPath = TypeName.named("IndexPath", [])
    let position = TypeName.named("UITableView.ScrollPosition", [])
    let animation = TypeName.named("UITableView.RowAnimation", [])
    switch (name, labels) {
    case ("selectRow", ["at", "animated", "scrollPosition"]): return [.optional(indexPath), nil, position]
    case ("scrollToRow", ["at", "at", "animated"]): return [indexPath, position, nil]
    case ("insertRows", ["at", "with"]), ("deleteRows", ["at", "with"]), ("reloadRows", ["at", "with"]):
      return [.array(indexPath), animation]
    case ("insertSections", [nil, "with"]), ("deleteSections", [nil, "with"]),
      ("reloadSections", [nil, "with"]):
      return [.named("IndexSet", []), animation]
    default: return nil
    }
  }

  /// A method of a table view, or nil when it has none of that name and labels.
  func tableViewMethod(
    _ tableView: UIKitObject, _ name: String, _ values: [Value], labels: [String?],
    at location: SourceLocation
  ) throws -> Value? {
    if let result = try programTableMethod(tableView, name, values, labels: labels, at: location) {
      return result
    }
    switch (name, labels) {
    case ("layoutIfNeeded", []):
      // Lays out nothing here: every row is on screen already.
      return .void
    case ("register", [nil, "forCellReuseIdentifier"]):
      guard case .string(let identifier) = values[1] else { return nil }
      switch values[0].unwrappedOnce ?? values[0] {
      case .type(let type):
        let className = type.nominalName.map(resolvedTypeName) ?? ""
        guard lookupChain(of: className).contains(Self.cellClass) else {
          throw InterpreterError.checkFailed(
            "cannot register '\(type)' for cells: it is not a subclass of \(Self.cellClass)", at: location)
        }
        tableView.registeredCells[identifier] = className
      case .optional(nil):
        tableView.registeredCells[identifier] = nil
      default:
        return nil
      }
      return .void
    case ("dequeueReusableCell", ["withIdentifier", "for"]):
      guard case .string(let identifier) = values[0] else { return nil }
      guard let className = cellClass(registeredFor: identifier, in: tableView) else {
        throw InterpreterError.uncaughtException(
          "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
            + "identifier or connect a prototype cell in a storyboard", at: location)
      }
      return try newCell(of: className, identifier: identifier, at: location)
    case ("dequeueReusableCell", ["withIdentifier"]):
      guard case .string(let identifier) = values[0] else { return nil }
      guard let className = cellClass(registeredFor: identifier, in: tableView) else { return .optional(nil) }
      return .optional(try newCell(of: className, identifier: identifier, at: location))
    case ("scrollToRow", ["at", "at", "animated"]):
      // Every row is on screen: scrolling changes nothing.
      return .void
    case ("selectRow", ["at", "animated", "scrollPosition"]):
      try selectRow(at: values[0], in: tableView, at: location)
      return .void
    case ("deselectRow", ["at", "animated"]):
      guard let path = Self.indexPath(of: values[0]) else { return nil }
      if let item = try appliedSnapshot(at: location).itemIdentifier(at: path),
        tableView.cells.selected.contains(item)
      {
        journal.willChangeCells(of: tableView)
        tableView.cells.selected.remove(item)
      }
      return .void
    case ("setEditing", [nil, "animated"]):
      tableView.settings["isEditing"] = values[0]
      return .void
    case ("numberOfRows", ["inSection"]):
      return try numberOfRows(inSection: values[0], at: location)
    case ("reloadData", []):
      try reloadData(of: tableView, at: location)
      return .void
    case ("cellForRow", ["at"]):
      guard let path = Self.indexPath(of: values[0]) else { return nil }
      // UIKit's answer for a row the table does not have: nil.
      guard let item = try appliedSnapshot(at: location).itemIdentifier(at: path) else {
        return .optional(nil)
      }
      return .optional(try handOutCell(of: item, at: path, in: tableView, location: location))
    case ("indexPath", ["for"]):
      guard case .object(let cell) = values[0].unwrappedOnce ?? values[0] else { return nil }
      guard let item = tableView.cells.shown.first(where: { $0.value.cell === cell })?.key,
        let path = try appliedSnapshot(at: location).indexPath(of: item)
      else { return .optional(nil) }
      return .optional(Self.indexPath(path))
    case (let name, _) where Self.classicUpdateNames.contains(name):
      throw Self.classicUpdateRefusal(name, at: location)
    default:
      return nil
    }
  }

  /// A property of a table view that reads its rows, or nil for another name.
  func tableViewProperty(_ tableView: UIKitObject, _ name: String, at location: SourceLocation) throws
    -> Value?
  {
    if let value = try programTableProperty(tableView, name, at: location) { return value }
    switch name {
    case "numberOfSections":
      return .int(try appliedSnapshot(at: location).numberOfSections)
    case "indexPathsForVisibleRows":
      // UIKit's answer when no row is visible: nil.
      let paths = try rows(at: location).map { Self.indexPath($0.path) }
      return .optional(paths.isEmpty ? nil : .array(paths))
    case "indexPathForSelectedRow":
      // UIKit's: the selected row with the lowest section and row.
      return .optional(try selectedRows(of: tableView, at: location).first.map(Self.indexPath))
    case "indexPathsForSelectedRows":
      let paths = try selectedRows(of: tableView, at: location)
      return .optional(paths.isEmpty ? nil : .array(paths.map(Self.indexPath)))
    case "visibleCells":
      return .array(
        try rows(at: location).map {
          try handOutCell(of: $0.item, at: $0.path, in: tableView, location: location)
        })
    default:
      return nil
    }
  }

  /// The selected rows' index paths, top to bottom.
  private func selectedRows(of tableView: UIKitObject, at location: SourceLocation) throws -> [DiffableKit
    .IndexPath]
  {
    let applied = try appliedSnapshot(at: location)
    return tableView.cells.selected.compactMap { applied.indexPath(of: $0) }.sorted()
  }

  /// `selectRow(at:animated:scrollPosition:)`: nil clears the selection; a row joins it, or
  /// replaces it unless `allowsMultipleSelection` is set. The selection follows its items
  /// through applies (see ``tableDidUpdate(_:showing:reloadedData:)``).
  private func selectRow(at value: Value, in tableView: UIKitObject, at location: SourceLocation) throws {
    journal.willChangeCells(of: tableView)
    guard case .some(let indexPath) = value.unwrappedOnce, let path = Self.indexPath(of: indexPath) else {
      tableView.cells.selected = []
      return
    }
    guard let item = try appliedSnapshot(at: location).itemIdentifier(at: path) else {
      // diffable's choice: UIKit's answer for a row the table does not have is not documented.
      throw InterpreterError.fatal(
        "row \(path) is out of range: the table has no such row to select", at: location)
    }
    if case .bool(true)? = tableView.settings["allowsMultipleSelection"] {
      tableView.cells.selected.insert(item)
    } else {
      tableView.cells.selected = [item]
    }
  }

  /// Every row on screen, top to bottom, with its item.
  private func rows(at location: SourceLocation) throws -> [(
    item: SnapshotIdentifier, path: DiffableKit.IndexPath
  )] {
    try appliedSnapshot(at: location).itemIdentifiersBySection.enumerated().flatMap { section, items in
      items.enumerated().map { row, item in (item, DiffableKit.IndexPath(row: row, section: section)) }
    }
  }

  /// The index path an `IndexPath` of the program stands for, or nil for another value.
  static func indexPath(of value: Value) -> DiffableKit.IndexPath? {
    guard case .int(let section)? = value.field("section"), case .int(let row)? = value.field("row") else {
      return nil
    }
    return DiffableKit.IndexPath(row: row, section: section)
  }

  /// The cell of `item`'s row (at `path`) of `tableView`, handed to the program: its changes are
  /// looked for from now on.
  private func handOutCell(
    of item: SnapshotIdentifier, at path: DiffableKit.IndexPath, in tableView: UIKitObject,
    location: SourceLocation
  ) throws -> Value {
    guard tableView.dataSource?.cellProvider != nil else {
      throw InterpreterError.unsupported(
        "the cells of a table whose data source has no cell provider (the session draws its rows)",
        at: location)
    }
    guard let shown = tableView.cells.shown[item] else {
      var error = InterpreterError.limit(
        "diffable did not keep the cell of row \(path): a table keeps its cells once the program has "
          + "code that asks for them (cellForRow(at:), visibleCells), and this row was drawn before",
        at: location)
      error.fix = "tableView.reloadData() draws every row again, with cells that are kept"
      throw error
    }
    if !tableView.cells.handedOut.contains(item) {
      journal.willChangeCells(of: tableView)
      tableView.cells.handedOut.insert(item)
      if !tablesHandingOutCells.contains(where: { $0 === tableView }) {
        tablesHandingOutCells.append(tableView)
      }
    }
    return .object(shown.cell)
  }

  /// `tableView.reloadData()`: the table asks its data source for every row again, so every
  /// row gets a new cell from the snapshot applied last.
  private func reloadData(of tableView: UIKitObject, at location: SourceLocation) throws {
    guard let host = uikit else { throw InterpreterError.noUIKitHost(at: location) }
    guard let dataSource = tableView.dataSource else {
      throw InterpreterError.unsupported("reloadData() of a table view without a data source", at: location)
    }
    try showEditedCells(at: location)
    var values = SnapshotValue(sectionType: dataSource.sectionType, itemType: dataSource.itemType)
    values.values = dataSource.values
    let cells = programCells(of: dataSource, values: values, at: location)
    cellsOfApply = [:]
    defer { cellsOfApply = [:] }
    guard host.reloadData(cells: cells, at: location) else { throw InterpreterError.reported(at: location) }
    tableDidUpdate(tableView, showing: host.appliedSnapshot(), reloadedData: true)
  }

  /// The cells of an apply by `dataSource`, made by its cell provider from the program's values
  /// of `values`' identifiers; nil without a provider (the session draws the rows).
  func programCells(of dataSource: UIKitObject, values: SnapshotValue, at location: SourceLocation)
    -> ProgramCells?
  {
    dataSource.cellProvider.map { _ in
      ProgramCells { [unowned self] item, indexPath in
        cell(
          of: dataSource, for: programValue(of: item, in: values), at: indexPath, item: item,
          applyAt: location)
      }
    }
  }

  /// After an apply (or a reload) that the session made: a selected row that is gone is no
  /// longer selected, and a reload (`reloadData()`, `applySnapshotUsingReloadData`) clears the
  /// selection; `tableView` keeps the cells it made, and forgets those of rows no longer on screen.
  func tableDidUpdate(_ tableView: UIKitObject?, showing applied: DiffableKit.Snapshot, reloadedData: Bool) {
    guard let tableView else { return }
    if !tableView.cells.selected.isEmpty {
      journal.willChangeCells(of: tableView)
      if reloadedData {
        tableView.cells.selected = []
      } else {
        tableView.cells.selected = tableView.cells.selected.filter { applied.contains(item: $0) }
      }
    }
    guard keepsCells, !(cellsOfApply.isEmpty && tableView.cells.shown.isEmpty) else { return }
    journal.willChangeCells(of: tableView)
    tableView.cells.shown.merge(cellsOfApply) { _, made in made }
    for item in tableView.cells.shown.keys where !applied.contains(item: item) {
      tableView.cells.shown[item] = nil
      tableView.cells.handedOut.remove(item)
    }
    // A row whose cell was made anew shows what the provider set, whatever the old cell shows.
    for item in cellsOfApply.keys { tableView.cells.handedOut.remove(item) }
  }

  /// Tells the session of the cells handed to the program that it has changed since the table
  /// last took their content: their rows show what they show now.
  func showEditedCells(at location: SourceLocation) throws {
    // Every entry ends here: most have no cells handed out, and read no snapshot.
    guard let host = uikit, tablesHandingOutCells.contains(where: { !$0.cells.handedOut.isEmpty }) else {
      return
    }
    let applied = host.appliedSnapshot()
    for tableView in tablesHandingOutCells where !tableView.cells.handedOut.isEmpty {
      var edited: [(path: DiffableKit.IndexPath, content: String)] = []
      let rows = tableView.cells.handedOut.compactMap { item in applied.indexPath(of: item).map { (item, $0) }
      }
      for (item, path) in rows.sorted(by: { $0.1 < $1.1 }) {
        guard let shown = tableView.cells.shown[item] else { continue }
        let content = Self.text(of: .object(shown.cell))
        guard content != shown.content else { continue }
        journal.willChangeCells(of: tableView)
        tableView.cells.shown[item]?.content = content
        edited.append((path, content))
      }
      guard !edited.isEmpty else { continue }
      guard host.editCells(edited, at: location) else { throw InterpreterError.reported(at: location) }
    }
  }
}
