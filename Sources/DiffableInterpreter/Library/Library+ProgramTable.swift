import DiffableKit

/// A table view whose data source is the program's own object: a view controller that answers
/// `numberOfSections(in:)`, `tableView(_:numberOfRowsInSection:)` and
/// `tableView(_:cellForRowAt:)` itself, and tells the table of each change with
/// `insertRows(at:with:)`, `deleteRows`, `performBatchUpdates`... as apps did before diffable data
/// sources. The session checks every update as UIKit does (classic mode's checks, against what
/// the program's methods answer), so that the classic crash, `Invalid update: invalid number of
/// rows in section 0`, happens where it happens on a device.
///
/// The table loads its rows once the controller's view has loaded (`loadViewIfNeeded()`), at the
/// end of the entry that gave it its data source, or at `reloadData()`, as a device's table does
/// when it first appears; a table that was never loaded asks for its rows at its first update,
/// after the program changed them (a crash on a device too).
extension Evaluator {
  /// Makes `object` the data source of `tableView`, when its class answers the rows
  /// (`tableView(_:numberOfRowsInSection:)`); otherwise nothing changes (a controller whose table
  /// gets a diffable data source).
  func attachProgramDataSource(_ object: Object, to tableView: UIKitObject) {
    guard
      let found = findMethod(
        "tableView", labels: [nil, "numberOfRowsInSection"], in: object.typeName, isStatic: false),
      !isPreludeType(found.owner)
    else { return }
    tableView.programDataSource = object
    tableView.dataSource = nil
    // A table view controller's table loads when its view loads (`loadViewIfNeeded()`); any
    // other table at the end of the entry.
    let viewLoaded: Bool = if case .bool(true)? = object.fields["isViewLoaded"] { true } else { false }
    if lookupChain(of: object.typeName).contains("UITableViewController"), !viewLoaded { return }
    if !tablesWithProgramDataSource.contains(where: { $0 === tableView }) {
      tablesWithProgramDataSource.append(tableView)
    }
  }

  /// Loads the tables whose data source is the program's and that have not loaded their rows.
  func loadProgramTables(at location: SourceLocation) throws {
    for tableView in tablesWithProgramDataSource
    where tableView.programDataSource != nil && !tableView.cells.loadedFromProgram {
      try send(nil, of: tableView, at: location)
    }
  }

  /// `layoutIfNeeded()` of a table whose data source is the program's: it loads its rows.
  private func layOut(_ tableView: UIKitObject, at location: SourceLocation) throws {
    if !tablesWithProgramDataSource.contains(where: { $0 === tableView }) {
      tablesWithProgramDataSource.append(tableView)
    }
    if !tableView.cells.loadedFromProgram { try send(nil, of: tableView, at: location) }
  }

  /// A `tableView.*` call of a table whose data source is the program's, or nil when the table
  /// has no such data source or the call is not one of these.
  func programTableMethod(
    _ tableView: UIKitObject, _ name: String, _ values: [Value], labels: [String?],
    at location: SourceLocation
  ) throws -> Value? {
    guard tableView.programDataSource != nil else { return nil }
    func paths(_ value: Value) throws -> [DiffableKit.IndexPath] {
      guard case .array(let elements) = value else { throw Self.notIndexPaths(at: location) }
      return try elements.map { element in
        guard let path = Self.indexPath(of: element) else { throw Self.notIndexPaths(at: location) }
        return path
      }
    }
    func path(_ value: Value) throws -> DiffableKit.IndexPath {
      guard let path = Self.indexPath(of: value) else { throw Self.notIndexPaths(at: location) }
      return path
    }
    let call: ProgramTableCall
    switch (name, labels) {
    case ("numberOfRows", ["inSection"]):
      guard case .int(let section) = values[0] else { return nil }
      let counts = try programRowCounts(of: tableView, at: location)
      guard counts.indices.contains(section) else {
        // diffable's choice, as for a diffable data source's table.
        throw InterpreterError.fatal(
          "section \(section) is out of range: the table has \(counts.count) sections", at: location)
      }
      return .int(counts[section])
    case ("cellForRow", ["at"]), ("indexPath", ["for"]):
      throw InterpreterError.unsupported(
        "\(name) of a table whose data source is the program's own object", at: location)
    case ("layoutIfNeeded", []):
      try layOut(tableView, at: location)
      return .void
    case ("reloadData", []): call = .reloadData
    case ("beginUpdates", []): call = .beginUpdates
    case ("endUpdates", []): call = .endUpdates
    case ("insertRows", ["at", "with"]): call = .update(.insertRows(try paths(values[0])))
    case ("deleteRows", ["at", "with"]): call = .update(.deleteRows(try paths(values[0])))
    case ("reloadRows", ["at", "with"]): call = .update(.reloadRows(try paths(values[0])))
    case ("reconfigureRows", ["at"]): call = .update(.reconfigureRows(try paths(values[0])))
    case ("moveRow", ["at", "to"]): call = .update(.moveRow(try path(values[0]), to: try path(values[1])))
    case ("insertSections", [nil, "with"]):
      call = .update(.insertSections(try Self.sections(values[0], at: location)))
    case ("deleteSections", [nil, "with"]):
      call = .update(.deleteSections(try Self.sections(values[0], at: location)))
    case ("reloadSections", [nil, "with"]):
      call = .update(.reloadSections(try Self.sections(values[0], at: location)))
    case ("moveSection", [nil, "toSection"]):
      guard case .int(let from) = values[0], case .int(let to) = values[1] else { return nil }
      call = .update(.moveSection(from, to: to))
    case ("performBatchUpdates", [nil]), ("performBatchUpdates", [nil, "completion"]):
      try performBatchUpdates(
        of: tableView, values[0], completion: labels.count == 2 ? values[1] : nil, at: location)
      return .void
    default:
      return nil
    }
    try send(call, of: tableView, at: location)
    return .void
  }

  /// A property of a table whose data source is the program's that reads its rows, or nil.
  func programTableProperty(_ tableView: UIKitObject, _ name: String, at location: SourceLocation) throws
    -> Value?
  {
    guard tableView.programDataSource != nil else { return nil }
    switch name {
    case "numberOfSections":
      return .int(try programRowCounts(of: tableView, at: location).count)
    case "indexPathsForVisibleRows":
      // Every row is on screen, as in a diffable data source's table.
      let counts = try programRowCounts(of: tableView, at: location)
      let paths = counts.enumerated().flatMap { section, rows in
        (0..<rows).map { Self.indexPath(DiffableKit.IndexPath(row: $0, section: section)) }
      }
      return .optional(paths.isEmpty ? nil : .array(paths))
    case "visibleCells":
      throw InterpreterError.unsupported(
        "visibleCells of a table whose data source is the program's own object", at: location)
    default:
      return nil
    }
  }

  /// The rows of each section the program's table shows; a table that has not loaded loads first.
  private func programRowCounts(of tableView: UIKitObject, at location: SourceLocation) throws -> [Int] {
    if !tableView.cells.loadedFromProgram { try send(nil, of: tableView, at: location) }
    guard let host = uikit else { throw InterpreterError.noUIKitHost(at: location) }
    return host.programTableRowCounts() ?? []
  }

  /// `performBatchUpdates(_:completion:)`: the block runs, its calls are gathered, and the
  /// session checks them as one update at its end; then the completion runs (at once, as an
  /// apply's does).
  private func performBatchUpdates(
    of tableView: UIKitObject, _ block: Value, completion: Value?, at location: SourceLocation
  ) throws {
    journal.willChangeCells(of: tableView)
    let outer = tableView.cells.batchCalls
    tableView.cells.batchCalls = []
    if let block = block.unwrappedOnce {
      do {
        _ = try callValue(block, [], at: location)
      } catch {
        tableView.cells.batchCalls = outer
        throw error
      }
    }
    let calls = tableView.cells.batchCalls ?? []
    tableView.cells.batchCalls = outer
    try send(.performBatchUpdates(calls), of: tableView, at: location)
    if let completion = completion?.unwrappedOnce {
      _ = try callValue(completion, [.bool(true)], at: location)
    }
  }

  /// Gives a call (or the load, nil) to the session, or to the block of `performBatchUpdates`
  /// under way; a table that has not loaded its rows loads them first.
  private func send(_ call: ProgramTableCall?, of tableView: UIKitObject, at location: SourceLocation) throws
  {
    if let call, tableView.cells.batchCalls != nil {
      tableView.cells.batchCalls?.append(call)
      return
    }
    guard let host = uikit else { throw InterpreterError.noUIKitHost(at: location) }
    guard let dataSource = tableView.programDataSource else { return }
    if call != nil, !tableView.cells.loadedFromProgram {
      if case .reloadData? = call {} else { try send(nil, of: tableView, at: location) }
    }
    let rows = ProgramTableRows(
      evaluator: self, dataSource: dataSource, tableView: tableView, location: location)
    guard host.programTable(call, rows: rows, failure: { rows.failure }, at: location) else {
      throw InterpreterError.reported(at: location)
    }
    journal.willChangeCells(of: tableView)
    tableView.cells.loadedFromProgram = true
  }

  private static func notIndexPaths(at location: SourceLocation) -> InterpreterError {
    .checkFailed("cannot convert value to expected argument type '[IndexPath]'", at: location)
  }

  /// The sections of an `IndexSet` of the stand-ins, or of an array literal of them.
  private static func sections(_ value: Value, at location: SourceLocation) throws -> [Int] {
    let elements: [Value]
    if case .array(let array)? = value.field("indexes") {
      elements = array
    } else if case .array(let array) = value {
      elements = array
    } else {
      throw InterpreterError.checkFailed(
        "cannot convert value to expected argument type 'IndexSet'", at: location)
    }
    return try elements.map { element in
      guard case .int(let section) = element else {
        throw InterpreterError.checkFailed(
          "cannot convert value to expected argument type 'IndexSet'", at: location)
      }
      return section
    }
  }
}

/// The program's data source as the session's table asks it, for the length of one call: its
/// methods run as the table asks. The first error of their code is kept (the table gets no
/// rows from then on) and ends the entry once the session is done.
final class ProgramTableRows: TableViewDataSource {
  private unowned let evaluator: Evaluator
  private let dataSource: Object
  private let tableView: UIKitObject
  private let location: SourceLocation
  /// The first error of the program's methods.
  private(set) var failure: InterpreterError?

  init(evaluator: Evaluator, dataSource: Object, tableView: UIKitObject, location: SourceLocation) {
    (self.evaluator, self.dataSource, self.tableView, self.location) = (
      evaluator, dataSource, tableView, location
    )
  }

  var numberOfSections: Int {
    // UIKit's default when the data source does not answer: one section.
    guard case .int(let count)? = ask("numberOfSections", ["in"], [.uikit(tableView)]) else { return 1 }
    return count
  }

  func numberOfRows(inSection section: Int) -> Int {
    guard
      case .int(let count)? = ask(
        "tableView", [nil, "numberOfRowsInSection"], [.uikit(tableView), .int(section)])
    else { return 0 }
    return count
  }

  func cell(at indexPath: DiffableKit.IndexPath) -> Cell {
    let path = Evaluator.indexPath(indexPath)
    guard let made = ask("tableView", [nil, "cellForRowAt"], [.uikit(tableView), path]) else {
      if failure == nil {
        failure = .checkFailed(
          "the table view's data source answers no tableView(_:cellForRowAt:), which UIKit requires",
          at: location)
      }
      return Cell(item: SnapshotIdentifier(.string("")), content: "")
    }
    let text = Evaluator.text(of: made.unwrappedOnce ?? made)
    return Cell(item: SnapshotIdentifier(.string(text)), content: text)
  }

  func title(forSection section: Int) -> String? {
    guard
      case .string(let title)? = ask(
        "tableView", [nil, "titleForHeaderInSection"], [.uikit(tableView), .int(section)])?
        .unwrappedOnce
    else { return nil }
    return title
  }

  /// The program's answer to one of the data source's methods, or nil when it has no such
  /// method or an earlier one failed.
  private func ask(_ name: String, _ labels: [String?], _ values: [Value]) -> Value? {
    guard failure == nil,
      let found = evaluator.findMethod(name, labels: labels, in: dataSource.typeName, isStatic: false)
    else { return nil }
    var receiver = Value.object(dataSource)
    let arguments = labels.map { Argument(label: $0, value: Expression(kind: .discard, location: location)) }
    do {
      return try evaluator.invoke(
        found.declaration, owner: found.owner, self: &receiver, values, arguments, at: location)
    } catch let error as InterpreterError {
      failure = error
    } catch {
      failure = .fatal("\(error)", at: location)
    }
    return nil
  }
}
