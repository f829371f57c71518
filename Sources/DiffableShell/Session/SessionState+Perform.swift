import DiffableKit

extension SessionState {
  /// Runs `command` on this state (a copy the session commits only on success).
  /// - Throws: ``ShellError`` when the command fails; the copy is then thrown away.
  mutating func perform(_ command: Command, settings: Settings) throws(ShellError) -> Outcome {
    let name = command.name
    try Availability.check(command, iOS: settings.iOS)
    if let outcome = try performClassic(command, settings: settings) { return outcome }
    switch command {
    case .declareStruct(let typeName, let fields, let hash, let equal):
      return try declareStruct(typeName, fields: fields, hash: hash, equal: equal)
    case .setHash(let typeName, let selection):
      return try changeRule(of: typeName, hash: selection, equal: nil)
    case .setEqual(let typeName, let selection):
      return try changeRule(of: typeName, hash: nil, equal: selection)
    case .cell(let typeName, let template):
      return try declareCell(typeName, template: template)
    case .declare(let declaration):
      return try declare(declaration)
    case .bind(let bindingName, let binding):
      return try bind(bindingName, binding)
    case .appendSections, .insertSections, .deleteSections, .moveSection, .reloadSections,
      .appendItems, .insertItems, .moveItem, .deleteItems, .deleteAllItems, .reloadItems,
      .reconfigureItems:
      return try edit(command, settings: settings)
    case .query(let query):
      return Outcome(command: name, body: .result(try answer(query, settings: settings)))
    case .apply(let animated):
      return try apply(animated: animated, settings: settings)
    case .applySnapshotUsingReloadData:
      return try applyUsingReloadData(command: name, settings: settings)
    case .diff:
      return try preview(settings: settings)
    case .new:
      working = Snapshot()
      return Outcome(command: name)
    case .snapshot:
      working = dataSource.snapshot.withoutMarks
      return Outcome(command: name)
    case .show:
      return Outcome(command: name, body: .text(TableDrawing.lines(of: self)))
    case .print:
      return Outcome(command: name, body: .text(SnapshotDrawing.lines(of: self)))
    case .explain(let item):
      return try explain(item, settings: settings)
    case .mode, .tableView:
      preconditionFailure("performClassic handles \(name)")
    case .help(let topic):
      return try Help.outcome(for: topic, iOS: settings.iOS, mode: mode)
    case .echo(let text):
      return Outcome(command: name, body: .text([text]))
    case .source, .quit:
      // Reached when a Session is driven without the Shell (which runs these itself).
      throw ShellError(
        code: "notAvailable", message: "\(name) is run by the script runner, not by the session",
        fix: "run it through Shell")
    case .undo, .redo, .set, .reset, .tryOptional:
      // The session handles these before a state copy is made.
      preconditionFailure("\(name) is handled by the session")
    }
  }
}
