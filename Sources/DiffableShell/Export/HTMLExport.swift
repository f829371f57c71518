import DiffableEngine
import DiffableKit

/// `export html`: one self-contained page (CSS and JavaScript inline, no network) that
/// replays a session: the commands on one side, the table view on the other as a device
/// draws it, and at each `apply` the animation UIKit would run, with the diff beside it.
///
/// The page gets the session as JSON (``data(of:)``): each step's text, output and table,
/// the tables shared between steps that did not change them, and for each apply the keys of
/// the rows and sections it deleted, inserted, moved, reloaded and reconfigured.
public enum HTMLExport {
  /// The most rows a step draws (across its sections); the rest are counted. A phone shows
  /// about a dozen; the page scrolls through these.
  public static let rowLimit = 60
  /// The most output lines a step keeps.
  public static let outputLineLimit = 200
  /// The most characters of one output line the page keeps (`print` of a large section is
  /// one line of megabytes); the rest are counted.
  public static let outputLineCharacterLimit = 2_000

  /// The whole page for `recording`, titled `title`.
  /// - Complexity: O(steps × ``rowLimit``) plus each step's output (capped), and one
  ///   comparison of each step's table with the one before (O(1) when unchanged, as the
  ///   values share storage).
  public static func page(of recording: SessionRecording, title: String) -> String {
    Interruption.uninterrupted { (never) throws(Interrupted) in
      try page(of: recording, title: title, interruption: never)
    }
  }

  /// The whole page, asking `interruption` at each step and every ``Interruption/stride``
  /// identifiers of an apply's animation.
  /// - Throws: ``Interrupted`` when it asked to stop.
  public static func page(
    of recording: SessionRecording, title: String, interruption: Interruption
  ) throws(Interrupted) -> String {
    let json = try data(of: recording, interruption: interruption).text
    try interruption.checkpoint()
    return HTMLPage.document(title: title, data: HTMLText.scriptSafe(json))
  }

  /// The session as the page reads it.
  static func data(of recording: SessionRecording, interruption: Interruption = .never) throws(Interrupted)
    -> JSONValue
  {
    var counter = interruption.counter()
    var keys = RowKeys()
    var tables: [JSONValue] = []
    var steps: [JSONValue] = []
    var previous: SessionRecording.Step?
    var visible = RowKeys.Visible()
    var previousVisible = RowKeys.Visible()
    for step in recording.steps {
      try interruption.checkpoint()
      if previous == nil || mayChangeTable(step) {
        previousVisible = visible
        let drawn = TableJSON.table(of: step, keys: &keys)
        tables.append(drawn.json)
        visible = drawn.visible
      }
      steps.append(
        try stepJSON(
          step, table: tables.count - 1, keys: &keys, before: previousVisible, after: visible,
          counter: &counter))
      previous = step
    }
    return .object([
      ("ios", .number(recording.iOS)), ("rowLimit", .number(rowLimit)), ("tables", .array(tables)),
      ("steps", .array(steps)),
    ])
  }

  /// Whether `step` may have changed what the table shows: an apply, a classic-mode line (the
  /// model and the table can differ after any edit), a crash, or a command that swaps the
  /// state or the rules (`undo`, `redo`, `reset`, `mode`, `struct`, `hash`, `equal`). Other
  /// lines share the table before them. (Comparing the snapshots would not do: an apply of
  /// an edited but `==` item changes the values, not the identities, and so the stale marks.)
  private static func mayChangeTable(_ step: SessionRecording.Step) -> Bool {
    if step.model != nil { return true }
    return step.outcomes.contains { outcome in
      outcome.error?.isUIKitException == true || tableCommands.contains(outcome.command)
        || outcome.command.hasPrefix("tableView.") || outcome.command == EngineOperation.editCellsCommand
    }
  }

  private static let tableCommands = Set(
    [
      CommandKind.apply, .applySnapshotUsingReloadData, .undo, .redo, .reset, .mode, .headers, .declareStruct,
      .setHash,
      .setEqual,
    ]
    .map(\.spec.name))

  private static func stepJSON(
    _ step: SessionRecording.Step, table: Int, keys: inout RowKeys, before: RowKeys.Visible,
    after: RowKeys.Visible, counter: inout InterruptionCounter
  ) throws(Interrupted) -> JSONValue {
    let renderer = TextRenderer(color: false)
    var output: [String] = []
    for outcome in step.outcomes { output += renderer.lines(for: outcome, at: step.location) }
    let extra = output.count - outputLineLimit
    if extra > 0 { output = output.prefix(outputLineLimit) + ["… and \(extra) more lines"] }
    output = output.map { Abbreviation.shortened($0, limit: outputLineCharacterLimit) }
    var pairs: [(String, JSONValue)] = [
      ("kind", .string(step.isNarration ? "say" : "cmd")),
      ("text", .string(step.text)),
      ("output", .array(output.map(JSONValue.string))),
      ("failed", .bool(step.outcomes.contains { !$0.ok })),
      ("table", .number(table)),
    ]
    if let location = step.location, !location.isInteractive {
      pairs.append(("where", .string("\(location.file):\(location.line)")))
    }
    if let mark = step.lessonStep {
      // The lesson's own steps (see LessonSteps), so the page counts them as the pauses do.
      pairs.append(("lessonStep", .number(mark.number)))
      pairs.append(("lessonSteps", .number(mark.count)))
    }
    if let crash = step.outcomes.lazy.compactMap(\.error).first(where: \.isUIKitException) {
      pairs.append(("crash", .string(crash.message)))
      pairs.append(("afterCrash", .string(crash.consequence ?? "here nothing was changed")))
    }
    let reports = step.outcomes.compactMap { outcome -> DiffReport? in
      if case .diff(let report) = outcome.body, outcome.ok, !report.isPreview { return report }
      return nil
    }
    if let report = reports.last {
      pairs.append(("diff", .array(renderer.diffLines(report).map(JSONValue.string))))
      pairs.append(
        ("animation", try animation(of: report, keys: &keys, before: before, after: after, counter: &counter))
      )
    }
    return .object(pairs)
  }

  /// What the page animates for an apply: the keys of the rows and sections on either
  /// side of it (only those drawn; the others are not on the page).
  private static func animation(
    of report: DiffReport, keys: inout RowKeys, before: RowKeys.Visible, after: RowKeys.Visible,
    counter: inout InterruptionCounter
  ) throws(Interrupted) -> JSONValue {
    // A reloadData, or a diff UITableView cannot animate (a row moving out of a deleted
    // section): the table jumps to the new state, as on a device.
    if report.reloadedData || report.reloadFallback != nil { return .object([("reloadData", .bool(true))]) }
    let diff = report.diff
    func sections(_ ids: [SnapshotIdentifier], in visible: Set<String>) -> JSONValue {
      .array(ids.map { keys.section($0) }.filter(visible.contains).map(JSONValue.string))
    }
    func items(_ ids: [SnapshotIdentifier], in visible: Set<String>) throws(Interrupted) -> JSONValue {
      var shown: [JSONValue] = []
      for id in ids {
        try counter.tick()
        let key = keys.item(id)
        if visible.contains(key) { shown.append(.string(key)) }
      }
      return .array(shown)
    }
    let rows = (
      deleted: try items(diff.deletedItems.map(\.id), in: before.items),
      inserted: try items(diff.insertedItems.map(\.id), in: after.items),
      moved: try items(diff.movedItems.map(\.id), in: after.items),
      reloaded: try items(diff.reloadedItems.map(\.id), in: after.items),
      reconfigured: try items(diff.reconfiguredItems.map(\.id), in: after.items)
    )
    return .object([
      ("reloadData", .bool(false)),
      ("animated", .bool(report.animated)),
      ("deletedSections", sections(diff.deletedSections.map(\.id), in: before.sections)),
      ("insertedSections", sections(diff.insertedSections.map(\.id), in: after.sections)),
      ("movedSections", sections(diff.movedSections.map(\.id), in: after.sections)),
      ("reloadedSections", sections(diff.reloadedSections.map(\.id), in: after.sections)),
      ("deletedRows", rows.deleted), ("insertedRows", rows.inserted), ("movedRows", rows.moved),
      ("reloadedRows", rows.reloaded), ("reconfiguredRows", rows.reconfigured),
    ])
  }
}

/// Short keys for identifiers, the same for identifiers that are `==` (the same row), so the
/// page can follow a row from one table to the next.
struct RowKeys {
  private var items: [SnapshotIdentifier: String] = [:]
  private var sections: [SnapshotIdentifier: String] = [:]

  /// The keys drawn in one table.
  struct Visible {
    var sections: Set<String> = []
    var items: Set<String> = []
  }

  mutating func item(_ id: SnapshotIdentifier) -> String {
    if let key = items[id] { return key }
    let key = "r\(items.count)"
    items[id] = key
    return key
  }

  mutating func section(_ id: SnapshotIdentifier) -> String {
    if let key = sections[id] { return key }
    let key = "s\(sections.count)"
    sections[id] = key
    return key
  }
}
