import DiffableKit

/// What a language asks the engine to do, typed: the Swift front end makes these from the
/// code it runs, and the short syntax's commands reach the same operations (an edit of the
/// snapshot named ``SnapshotsAndTable/workingName``, an apply of it).
public enum EngineOperation: Hashable, Sendable {
  /// An edit of the snapshot named `snapshot`.
  case edit(SnapshotEdit, snapshot: String)
  /// `dataSource.apply(snapshot, animatingDifferences:)`.
  case apply(snapshot: String, animatingDifferences: Bool)
  /// `dataSource.applySnapshotUsingReloadData(snapshot)`.
  case applyUsingReloadData(snapshot: String)
  /// `dataSource.apply(snapshot, animatingDifferences:)` of a snapshot value the client holds
  /// (the Swift interpreter's snapshots are values of its program, not names of the session).
  case applyValue(Snapshot, animatingDifferences: Bool)
  /// `dataSource.applySnapshotUsingReloadData(snapshot)` of a snapshot value the client holds.
  case applyValueUsingReloadData(Snapshot)
  /// A type declared (its Hashable rule read from its code).
  case declare(Declaration)
  /// `let NAME = VALUE` / `var NAME = VALUE`.
  case bindValue(String, Value, mutable: Bool)
  /// `var NAME = <a snapshot>`: the name holds a snapshot value of its own from now on.
  case bindSnapshot(String, SnapshotSource, mutable: Bool)
  /// The cell provider of a type, as a template its cells are filled from.
  case cellTemplate(type: String, template: String)
  /// The snapshot named `snapshot`, drawn section by section (a Swift snapshot written as a
  /// statement of its own).
  case print(snapshot: String)
  /// The client's program changed in its entry numbered `entry` (its variables, its
  /// declarations): a step of undo, though the session's snapshots and table did not change
  /// (``SessionState/programEntry``).
  case programChanged(entry: Int)
  /// The titles a client's data source subclass answered for the sections on screen (its
  /// `tableView(_:titleForHeaderInSection:)`, asked after an apply), one per section.
  case sectionTitles([String?])
  /// `tableView.reloadData()` of the data source's table view, called by a client's program: the
  /// table asks the data source for every row again, from the snapshot it applied last.
  case reloadData
  /// A client's program's table view, whose data source is the program's own object (answering
  /// as `rows` does), loads its rows.
  case loadProgramTable(rows: ClientRows)
  /// A `tableView.*` call of that table, checked against what `rows` answers.
  case programTableCall(TableViewCommand, rows: ClientRows)
  /// Cells a client's program changed itself (reached through `cellForRow(at:)` or
  /// `visibleCells`), with what each shows now: the rows show it; the data source is not told.
  case editCells([EditedCell])

  /// The command name of ``editCells(_:)``'s outcome (JSON `command`): no API call made it.
  public static let editCellsCommand = "editCell"

  /// The name outcomes and JSON give the operation: the API it calls (`appendItems`,
  /// `apply`), `declare`, `let` or `var`.
  public var name: String {
    switch self {
    case .edit(let edit, _): edit.member.name
    case .apply, .applyValue: APIMember.apply.name
    case .applyUsingReloadData, .applyValueUsingReloadData: APIMember.applySnapshotUsingReloadData.name
    case .declare: "declare"
    case .bindValue(_, _, let mutable), .bindSnapshot(_, _, let mutable): mutable ? "var" : "let"
    case .print: "print"
    case .cellTemplate: "cell"
    case .programChanged: "program"
    case .sectionTitles: "titleForHeaderInSection"
    case .reloadData: APIMember.tableViewReloadData.name
    case .editCells: Self.editCellsCommand
    case .loadProgramTable: APIMember.tableViewReloadData.name
    case .programTableCall(let command, _): command.member.name
    }
  }

  /// What the session checks before the operation runs and whether it is a step of undo.
  var rules: TransactionRules {
    switch self {
    case .edit(let edit, _): edit.member.rules
    case .apply, .applyValue: APIMember.apply.rules
    case .applyUsingReloadData, .applyValueUsingReloadData: APIMember.applySnapshotUsingReloadData.rules
    case .print: TransactionRules(changesState: false, classic: .printsModel)
    case .cellTemplate, .declare, .bindValue, .bindSnapshot, .programChanged, .sectionTitles, .editCells,
      .loadProgramTable, .programTableCall:
      TransactionRules(changesState: true, classic: .sameInBothModes)
    // In classic mode the table's data source is the model, not a diffable data source.
    case .reloadData: TransactionRules(changesState: true, classic: .needsDiffableDataSource)
    }
  }
}

extension Session {
  /// Runs one typed operation as a step of the entry that is open (or as its own); the long
  /// ones ask `interruption` (Ctrl-C). Hints and fixes are in `phrasing`'s words. An apply of
  /// a snapshot value asks `cells` for the cells of its rows when given (see ``CellProviding``).
  public mutating func perform(
    _ operation: EngineOperation, phrasing: any Phrasing, interruption: Interruption = .never,
    cells: (any CellProviding)? = nil
  ) -> Outcome {
    let name = operation.name
    if case .edit(let edit, let snapshot) = operation, edit.movesOnlyItsItems {
      var outcome = transactInPlace(name: name, rules: operation.rules, snapshot: snapshot) {
        state, settings throws(SessionError) in
        let (outcome, effect) = try state.editOutcome(edit, on: snapshot, settings: settings)
        return (outcome, effect.moves)
      }
      outcome.phrasing = phrasing
      return outcome
    }
    var outcome = transact(name: name, rules: operation.rules) { state, settings throws(SessionError) in
      switch operation {
      case .edit(let edit, let snapshot):
        return try state.editOutcome(edit, on: snapshot, settings: settings).outcome
      case .apply(let snapshot, let animated):
        return try state.apply(
          snapshot, animated: animated, settings: settings, phrasing: phrasing, interruption: interruption)
      case .applyUsingReloadData(let snapshot):
        return try state.applyUsingReloadData(snapshot, settings: settings, interruption: interruption)
      case .applyValue(let snapshot, let animated):
        try state.checkUniqueUnderTodaysRules(snapshot, settings: settings)
        return try state.apply(
          value: snapshot, animated: animated, settings: settings, phrasing: phrasing,
          interruption: interruption, cells: cells)
      case .applyValueUsingReloadData(let snapshot):
        try state.checkUniqueUnderTodaysRules(
          snapshot, settings: settings, command: .applySnapshotUsingReloadData)
        return try state.applyUsingReloadData(
          value: snapshot, settings: settings, interruption: interruption, cells: cells)
      case .declare(let declaration):
        var outcome = try state.declare(declaration)
        if case .structure(let type) = declaration { state.types.phrasingOfType[type.name] = phrasing }
        outcome.command = name
        return outcome
      case .bindValue(let bound, let value, let mutable):
        state.bindValue(bound, value, mutable: mutable)
        return Outcome(command: name)
      case .bindSnapshot(let bound, let source, let mutable):
        try state.bindSnapshot(bound, source, mutable: mutable)
        return Outcome(command: name)
      case .print(let snapshot):
        let lines = try interruptible { () throws(Interrupted) in
          try SnapshotDrawing.lines(of: state, snapshot: snapshot, interruption: interruption)
        }
        return Outcome(command: name, body: .text(lines))
      case .cellTemplate(let type, let template):
        return try state.declareCell(type, template: template)
      case .programChanged(let entry):
        state.programEntry = entry
        return Outcome(command: name)
      case .sectionTitles(let titles):
        state.dataSource.setSectionTitles(titles)
        return Outcome(command: name)
      case .reloadData:
        return try state.reloadData(settings: settings, interruption: interruption, cells: cells)
      case .editCells(let edited):
        return state.editCells(edited, command: name)
      case .loadProgramTable(let client):
        return try state.loadProgramTable(from: client)
      case .programTableCall(let command, let client):
        return try state.tellProgramTable(command, client: client)
      }
    }
    outcome.phrasing = phrasing
    if case .programChanged = operation, outcome.ok { entry?.isNamedByText = true }
    return outcome
  }
}

extension SessionState {
  /// Makes `edit` on the snapshot named `name`, as an outcome: UIKit's errors with their
  /// fix, what UIKit only logs as warnings, and a hint for each delete of an absent identifier.
  package mutating func editOutcome(_ edit: SnapshotEdit, on name: String, settings: Settings)
    throws(SessionError)
    -> (outcome: Outcome, effect: EditEffect)
  {
    let effect: EditEffect
    do {
      effect = try perform(edit, on: name)
    } catch {
      throw .snapshot(error, iOS: settings.iOS, command: edit.member)
    }
    var outcome = Outcome(command: edit.member.name)
    outcome.warnings = effect.warnings.map(\.message)
    let absent = effect.absent
    if !absent.isEmpty {
      let kind = edit.member == .deleteSections ? "section" : "item"
      let list = absent.map(\.description).joined(separator: ", ")
      outcome.hints.append(
        "\(list) \(absent.count == 1 ? "is" : "are") not in the snapshot: UIKit ignores a delete of an absent "
          + "\(kind) silently, so nothing was deleted for \(absent.count == 1 ? "it" : "them")")
    }
    return (outcome, effect)
  }

  /// `appendItems` of `identifiers`, made under the current rules by a client that keys the
  /// values it reads as it reads them (the short syntax's items: no list of values in between),
  /// to `section` of the snapshot named `name`, as an outcome (see
  /// ``editOutcome(_:on:settings:)``).
  package mutating func editOutcome(
    appendingItems identifiers: [SnapshotIdentifier], toSection section: Value?, on name: String,
    settings: Settings
  ) throws(SessionError) -> (outcome: Outcome, effect: EditEffect) {
    let effect: EditEffect
    do {
      effect = try appendItems(identifiers, toSection: section, on: name)
    } catch {
      throw .snapshot(error, iOS: settings.iOS, command: .appendItems)
    }
    var outcome = Outcome(command: APIMember.appendItems.name)
    outcome.warnings = effect.warnings.map(\.message)
    return (outcome, effect)
  }

  /// `apply` of the snapshot named `name`; what it did is kept for `explain`.
  package mutating func apply(
    _ name: String, animated: Bool, settings: Settings, phrasing: any Phrasing, interruption: Interruption
  ) throws(SessionError) -> Outcome {
    try apply(
      value: snapshots[named: name] ?? Snapshot(), animated: animated, settings: settings, phrasing: phrasing,
      interruption: interruption)
  }

  /// A client's snapshot (made before a rule changed) holds identifiers that the rules now make
  /// equal: UIKit's duplicate identifiers at the apply. The session's own snapshots are keyed
  /// again at each rule change, which a change that would make duplicates refuses.
  package func checkUniqueUnderTodaysRules(
    _ snapshot: Snapshot, settings: Settings, command: APIMember = .apply
  ) throws(SessionError) {
    let registry = types.registry
    guard registry.ruleChanges > 0 else { return }
    for (kind, identifiers) in [
      (IdentifierKind.section, AnySequence(snapshot.sectionIdentifiers)),
      (.item, AnySequence(snapshot.lazyItemIdentifiers)),
    ] {
      var seen: [SnapshotIdentifier: SnapshotIdentifier] = [:]
      for identifier in identifiers where identifier.isKeyedByRules {
        let keyed = registry.rekeyed(identifier)
        if let first = seen.updateValue(identifier, forKey: keyed) {
          throw .snapshot(
            .identifiersNotUnique(first, identifier, kind: kind), iOS: settings.iOS, command: command)
        }
      }
    }
  }

  /// `apply` of a snapshot value; what it did is kept for `explain`.
  package mutating func apply(
    value snapshot: Snapshot, animated: Bool, settings: Settings, phrasing: any Phrasing,
    interruption: Interruption, cells: (any CellProviding)? = nil
  ) throws(SessionError) -> Outcome {
    let (outcome, change) = try snapshots.apply(
      snapshot, animated: animated, types: types, settings: settings, phrasing: phrasing,
      interruption: interruption, cells: cells)
    lastApply = change
    return outcome
  }

  /// `applySnapshotUsingReloadData` of the snapshot named `name`.
  package mutating func applyUsingReloadData(_ name: String, settings: Settings, interruption: Interruption)
    throws(SessionError) -> Outcome
  {
    try applyUsingReloadData(
      value: snapshots[named: name] ?? Snapshot(), settings: settings, interruption: interruption)
  }

  /// `applySnapshotUsingReloadData` of a snapshot value.
  package mutating func applyUsingReloadData(
    value snapshot: Snapshot, settings: Settings, interruption: Interruption,
    cells: (any CellProviding)? = nil
  )
    throws(SessionError) -> Outcome
  {
    try snapshots.checkHashContract(of: snapshot, types.registry, settings: settings)
    let (outcome, change) = try snapshots.applyUsingReloadData(
      snapshot, command: .applySnapshotUsingReloadData, types: types, settings: settings,
      interruption: interruption, cells: cells)
    lastApply = change
    return outcome
  }

  /// `tableView.reloadData()` in diffable mode: the table asks the data source for every row
  /// again, so every cell is made anew from the snapshot applied last (which does not change).
  package mutating func reloadData(
    settings: Settings, interruption: Interruption, cells: (any CellProviding)?
  ) throws(SessionError) -> Outcome {
    let (outcome, change) = try snapshots.applyUsingReloadData(
      dataSource.snapshot, command: .tableViewReloadData, types: types, settings: settings,
      reason: .tableViewReloadData, interruption: interruption, cells: cells)
    lastApply = change
    return outcome
  }

  /// Rows whose cells a client's program changed itself: each shows its new content, and a line
  /// says so (the snapshot and the data source are not told).
  package mutating func editCells(_ edited: [EditedCell], command: String) -> Outcome {
    var changes: [(path: IndexPath, now: String, was: String)] = []
    for cell in edited {
      guard let before = dataSource.tableView.cell(at: cell.path) else { continue }
      dataSource.setContent(cell.content, ofCellAt: cell.path)
      changes.append((cell.path, "\"\(cell.content)\"", "\"\(before.content)\""))
    }
    let notTold = "the data source and its snapshot were not told"
    guard changes.count > 1 else {
      let lines = changes.map {
        "cell \($0.path) now shows \($0.now) (was \($0.was)): the program changed the cell itself, so \(notTold)"
      }
      return Outcome(command: command, body: .text(lines))
    }
    var lines = ["\(changes.count) cells changed by the program itself (\(notTold)):"]
    lines += changes.prefix(DiffNotes.lineLimit).map { "  \($0.path)  \($0.now) (was \($0.was))" }
    if changes.count > DiffNotes.lineLimit { lines.append("  … \(changes.count - DiffNotes.lineLimit) more") }
    return Outcome(command: command, body: .text(lines))
  }
}
