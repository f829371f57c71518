import DiffableKit

// The session's one switch over the commands: each command's behaviour, or where it lives.
// It is exhaustive, so a new command does not compile until it says what it does; whether
// it changes state, its availability and what it does in classic mode come from the
// catalog (``CommandSpec``), applied by `transact`.

extension Session {
  /// Runs `command` (already without `try?`); the long ones ask `interruption` (Ctrl-C).
  mutating func dispatch(_ command: Command, interruption: Interruption = .never) -> Outcome {
    let name = command.name
    switch command {
    // Types
    case .declareStruct(let typeName, let fields, let hash, let equal):
      return transact(command) { state, _ throws(ShellError) in
        try state.declareStruct(typeName, fields: fields, hash: hash, equal: equal)
      }
    case .setHash(let typeName, let selection):
      return transact(command) { state, _ throws(ShellError) in
        try state.changeRule(of: typeName, hash: selection, equal: nil)
      }
    case .setEqual(let typeName, let selection):
      return transact(command) { state, _ throws(ShellError) in
        try state.changeRule(of: typeName, hash: nil, equal: selection)
      }
    case .cell(let typeName, let template):
      return transact(command) { state, _ throws(ShellError) in
        try state.declareCell(typeName, template: template)
      }
    case .declare(let declaration):
      return transact(command) { state, _ throws(ShellError) in try state.declare(declaration) }
    case .bind(let bindingName, let binding):
      return transact(command) { state, _ throws(ShellError) in try state.bind(bindingName, binding) }

    // Snapshot edits
    case .appendSections(let sections):
      return edit(command) { state in
        try state.working.appendSections(try state.identifiers(sections))
        return EditEffect()
      }
    case .insertSections(let sections, let placement):
      return edit(command) { state in
        let ids = try state.identifiers(sections)
        try state.working.insertSections(ids, try state.placement(placement))
        return EditEffect()
      }
    case .deleteSections(let sections):
      return edit(command) { state in
        EditEffect(absent: try state.working.deleteSections(try state.identifiers(sections)))
      }
    case .moveSection(let section, let placement):
      return edit(command) { state in
        let id = try state.identifier(section)
        try state.working.moveSection(id, try state.placement(placement))
        return EditEffect()
      }
    case .reloadSections(let sections):
      return edit(command) { state in
        try state.working.reloadSections(try state.identifiers(sections))
        return EditEffect()
      }
    case .appendItems(let items, let section):
      return edit(command) { state in
        let ids = try state.identifiers(items)
        let target = try section.map { expression throws(ShellError) in try state.identifier(expression) }
        let slip =
          section == nil ? LabelSlips.warning(items: items, in: state.working, registry: state.registry) : nil
        var effect = EditEffect(warnings: try state.working.appendItems(ids, toSection: target))
        effect.slip = slip
        return effect
      }
    case .insertItems(let items, let placement):
      return edit(command) { state in
        let ids = try state.identifiers(items)
        return EditEffect(warnings: try state.working.insertItems(ids, try state.placement(placement)))
      }
    case .moveItem(let item, let placement):
      return edit(command) { state in
        let id = try state.identifier(item)
        try state.working.moveItem(id, try state.placement(placement))
        return EditEffect()
      }
    case .deleteItems(let items):
      return edit(command) { state in
        EditEffect(absent: try state.working.deleteItems(try state.identifiers(items)))
      }
    case .deleteAllItems:
      return edit(command) { state in
        state.working.deleteAllItems()
        return EditEffect()
      }
    case .reloadItems(let items):
      return edit(command) { state in
        try state.working.reloadItems(try state.identifiers(items))
        return EditEffect()
      }
    case .reconfigureItems(let items):
      return edit(command) { state in
        try state.working.reconfigureItems(try state.identifiers(items))
        return EditEffect()
      }

    // Queries
    case .query(let query):
      return transact(command) { state, settings throws(ShellError) in
        Outcome(command: name, body: .result(try state.answer(query, settings: settings)))
      }

    // Data source
    case .apply(let animated):
      return transact(command) { state, settings throws(ShellError) in
        try state.apply(animated: animated, settings: settings, interruption: interruption)
      }
    case .applySnapshotUsingReloadData:
      return transact(command) { state, settings throws(ShellError) in
        try state.applyUsingReloadData(command: name, settings: settings, interruption: interruption)
      }
    case .diff(let minimal):
      return transact(command) { state, settings throws(ShellError) in
        try state.preview(differ: minimal ? .minimal : .uikit, settings: settings, interruption: interruption)
      }
    case .new:
      return transact(command) { state, _ throws(ShellError) in
        state.working = Snapshot()
        return Outcome(command: name)
      }
    case .snapshot:
      return transact(command) { state, _ throws(ShellError) in
        state.working = state.dataSource.snapshot.withoutMarks
        return Outcome(command: name)
      }
    case .show:
      return transact(command) { state, _ throws(ShellError) in
        let lines = try interruptible { () throws(Interrupted) in
          try TableDrawing.lines(of: state, interruption: interruption)
        }
        return Outcome(command: name, body: .text(lines))
      }
    case .print:
      return transact(command) { state, _ throws(ShellError) in
        let lines = try interruptible { () throws(Interrupted) in
          try SnapshotDrawing.lines(of: state, interruption: interruption)
        }
        return Outcome(command: name, body: .text(lines))
      }
    case .explain(let item):
      return transact(command) { state, settings throws(ShellError) in
        try state.explain(item, settings: settings, interruption: interruption)
      }

    // Classic table view
    case .mode(let mode):
      return transact(command) { state, _ throws(ShellError) in try state.switchMode(to: mode) }
    case .tableView(let call):
      return transact(command) { state, _ throws(ShellError) in try state.tell(call) }

    // Session
    case .undo: return undo()
    case .redo: return redo()
    case .help(let topic):
      return transact(command) { state, settings throws(ShellError) in
        try Help.outcome(for: topic, iOS: settings.iOS, mode: state.mode)
      }
    case .source, .lesson, .export, .quit:
      // The script runner (``Shell``) runs these; a Session driven alone cannot.
      return Outcome(command: name, error: .runByScriptRunner(command: name))
    case .echo(let text):
      return transact(command) { _, _ throws(ShellError) in Outcome(command: name, body: .text([text])) }
    case .set(let setting): return set(setting)
    case .reset: return reset()
    case .tryOptional(let inner): return dispatch(inner)
    }
  }

  /// A snapshot edit: `change` edits the working snapshot of the state's copy.
  private mutating func edit(_ command: Command, _ change: (inout SessionState) throws -> EditEffect)
    -> Outcome
  {
    transact(command) { state, settings throws(ShellError) in
      try state.edit(command, settings: settings, change)
    }
  }
}
