import DiffableEngine
import DiffableKit

extension Session {
  /// Runs one command. The long ones (apply, diff, show, print, explain) ask `interruption`
  /// inside their loops; when it asks to stop, the outcome is ``SessionError/interrupted`` and
  /// the state is as before the command.
  public mutating func execute(_ command: Command, interruption: Interruption = .never) -> Outcome {
    let (command, isTried) = command.withoutTry
    var outcome = dispatch(command, interruption: interruption)
    if isTried { outcome.isTried = true }
    return outcome
  }

  /// Runs `perform` on a copy of the state; the copy replaces the state when the command
  /// returned and the catalog says it changes state (then it is recorded for undo).
  ///
  /// What the catalog says about the command is applied here, before `perform` runs: the
  /// profile's iOS must have its API (``CommandSpec/introduced``), and in classic mode its
  /// ``CommandSpec/classic`` policy decides whether `perform` (its diffable-mode behaviour)
  /// runs, runs as a model edit, or is an error; `tableView.*` calls need classic mode.
  mutating func transact(
    _ command: Command, _ perform: (inout SessionState, Settings) throws(SessionError) -> Outcome
  ) -> Outcome {
    transact(name: command.name, rules: rules(of: command), perform)
  }

  /// What the catalog says `transact` checks for `command`, and whether it changes state.
  func rules(of command: Command) -> TransactionRules {
    let kind = command.kind
    var rules = Self.rulesByKind[kind.rawValue]
    // Only a block has calls inside; looking inside copies the command, once per line.
    if rules.introduced == nil && kind == .tableViewPerformBatchUpdates {
      rules.introduced = Self.introducedInside(command)
    }
    return rules
  }

  /// What the catalog says of each kind, by raw value (its place in `allCases`): read from
  /// the catalog once, where reading the entry for each command copies it (and retains each
  /// of its strings), once per line of a script.
  private static let rulesByKind: [TransactionRules] = CommandKind.allCases.map { kind in
    let spec = kind.spec
    return TransactionRules(
      changesState: spec.changesState, classic: spec.classic, introduced: spec.introduced)
  }

  /// The first iOS version that has what `command` calls, when it is later than 13 (as the
  /// catalog says); for a `performBatchUpdates` block, the first call inside that needs one.
  static func introduced(_ command: Command) -> IntroducedAPI? {
    command.kind.spec.introduced ?? introducedInside(command)
  }

  /// For a `performBatchUpdates` block, the first iOS version later than 13 that a call inside
  /// needs; `nil` for any other command.
  private static func introducedInside(_ command: Command) -> IntroducedAPI? {
    guard case .tableView(.performBatchUpdates(let calls)) = command.withoutTry.command else { return nil }
    return calls.lazy.compactMap { introduced(.tableView($0)) }.first
  }

}

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
      return transact(command) { state, _ throws(SessionError) in
        try state.declareStruct(typeName, fields: fields, hash: hash, equal: equal)
      }
    case .setHash(let typeName, let selection):
      return transact(command) { state, _ throws(SessionError) in
        try state.changeRule(of: typeName, hash: selection, equal: nil)
      }
    case .setEqual(let typeName, let selection):
      return transact(command) { state, _ throws(SessionError) in
        try state.changeRule(of: typeName, hash: nil, equal: selection)
      }
    case .cell(let typeName, let template):
      return transact(command) { state, _ throws(SessionError) in
        try state.declareCell(typeName, template: template)
      }

    // Snapshot edits
    case .appendSections, .insertSections, .deleteSections, .moveSection, .reloadSections, .appendItems,
      .insertItems, .moveItem, .deleteItems, .deleteAllItems, .reloadItems, .reconfigureItems:
      return edit(command)

    // Queries
    case .query(let query):
      return transact(command) { state, settings throws(SessionError) in
        Outcome(command: name, body: .result(try state.answer(state.resolved(query), settings: settings)))
      }

    // Data source
    case .apply(let animated):
      return transact(command) { state, settings throws(SessionError) in
        try state.apply(
          SnapshotsAndTable.workingName, animated: animated, settings: settings,
          phrasing: ShortSyntaxPhrasing(),
          interruption: interruption)
      }
    case .applySnapshotUsingReloadData:
      return transact(command) { state, settings throws(SessionError) in
        try state.applyUsingReloadData(
          SnapshotsAndTable.workingName, settings: settings, interruption: interruption)
      }
    case .diff(let minimal):
      return transact(command) { state, settings throws(SessionError) in
        try state.snapshots.preview(
          differ: minimal ? .minimal : .uikit, settings: settings, interruption: interruption)
      }
    case .new:
      return transact(command) { state, _ throws(SessionError) in
        state.snapshots.working = Snapshot()
        return Outcome(command: name)
      }
    case .snapshot:
      return transact(command) { state, _ throws(SessionError) in
        state.snapshots.working = state.snapshots.dataSource.snapshot.withoutMarks
        return Outcome(command: name)
      }
    case .show:
      let explainingHeaders = !hasExplainedHeaders && state.drawsSectionsWithoutTitles
      let outcome = transact(command) { state, _ throws(SessionError) in
        let lines = try interruptible { () throws(Interrupted) in
          try TableDrawing.lines(of: state, explainingHeaders: explainingHeaders, interruption: interruption)
        }
        return Outcome(command: name, body: .text(lines))
      }
      if explainingHeaders && outcome.error == nil { hasExplainedHeaders = true }
      return outcome
    case .print:
      return transact(command) { state, _ throws(SessionError) in
        let lines = try interruptible { () throws(Interrupted) in
          try SnapshotDrawing.lines(of: state, interruption: interruption)
        }
        return Outcome(command: name, body: .text(lines))
      }
    case .explain(let item):
      return transact(command) { state, settings throws(SessionError) in
        let focus = try item.map { expression throws(SessionError) in try state.identifier(expression) }
        let lines = try state.explain(
          focus, settings: settings, phrasing: ShortSyntaxPhrasing(), interruption: interruption)
        return Outcome(.explain, body: .text(lines))
      }

    // Classic table view
    case .mode(let mode):
      return transact(command) { state, _ throws(SessionError) in try state.switchMode(to: mode) }
    case .headers(let titles):
      return transact(command) { state, _ throws(SessionError) in state.declareHeaders(titles) }
    case .tableView(let call):
      return transact(command) { state, _ throws(SessionError) in try state.tell(call) }

    // Session
    case .undo: return undo()
    case .redo: return redo()
    case .help(let topic):
      return transact(command) { state, settings throws(SessionError) in
        try Help.outcome(for: topic, iOS: settings.iOS, mode: state.mode)
      }
    case .source, .lesson, .export, .quit:
      // The script runner (``Shell``) runs these; a Session driven alone cannot.
      return Outcome(command: name, error: .runByScriptRunner(command: name))
    case .echo(let text):
      return transact(command) { _, _ throws(SessionError) in Outcome(command: name, body: .text([text])) }
    case .set(let setting): return set(setting)
    case .reset: return reset()
    case .tryOptional(let inner): return dispatch(inner)
    }
  }

  /// A snapshot edit of the short syntax: its words resolved into values, then the engine's
  /// edit of the working snapshot; a word that looks like a mistyped label gets a warning, and
  /// a bare word that fails where its String would have been found gets a hint
  /// (``LabelSlips/quotingHint(for:in:resolve:)``).
  private mutating func edit(_ command: Command) -> Outcome {
    var outcome: Outcome
    // The closures are written where they are passed, not kept in a variable: a closure value
    // that captures the command is allocated on the heap, once per line of a script.
    switch command {
    case .appendItems, .insertItems, .moveItem, .deleteItems:
      // Item edits run in place (their words resolve to an edit that moves only its items).
      outcome = transactInPlace(
        name: command.name, rules: rules(of: command), snapshot: SnapshotsAndTable.workingName
      ) { state, settings throws(SessionError) in
        try Self.performEdit(command, on: &state, settings: settings)
      }
    default:
      outcome = transact(command) { state, settings throws(SessionError) in
        try Self.performEdit(command, on: &state, settings: settings).0
      }
    }
    // Read in the state after the command: unchanged when it failed, and a word a delete
    // found absent was absent before it too.
    if !outcome.ok || !outcome.hints.isEmpty,
      let hint = LabelSlips.quotingHint(
        for: command.namedIdentifiers, in: state.snapshots.working,
        resolve: { [state] expression in
          var resolver = state
          return try? resolver.identifier(expression)
        })
    {
      outcome.hints.append(hint)
    }
    return outcome
  }

  /// Runs the edit `command` on the working snapshot of `state` (see ``edit(_:)``); returns its
  /// outcome and the moves it recorded.
  private static func performEdit(
    _ command: Command, on state: inout SessionState, settings: Settings
  ) throws(SessionError) -> (Outcome, ItemMoves?) {
    var slip: String?
    if case .appendItems(let items, nil) = command {
      slip = LabelSlips.warning(items: items, in: state.snapshots.working, registry: state.types.registry)
    }
    var (outcome, effect): (Outcome, EditEffect)
    if case .appendItems(let items, let section) = command {
      // Most lines of a long script: the items are keyed as they are resolved, in the order
      // written, with no list of values in between.
      let identifiers = try state.identifiers(items)
      let target = try section.map { section throws(SessionError) in try state.resolve(section) }
      (outcome, effect) = try state.editOutcome(
        appendingItems: identifiers, toSection: target, on: SnapshotsAndTable.workingName, settings: settings)
    } else {
      let edit = try state.resolveEdit(command)
      (outcome, effect) = try state.editOutcome(edit, on: SnapshotsAndTable.workingName, settings: settings)
    }
    if let slip { outcome.warnings.append(slip) }
    return (outcome, effect.moves)
  }
}
