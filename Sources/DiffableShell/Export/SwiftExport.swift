import DiffableEngine
import DiffableKit

/// `export swift`: the session as an XCTest file a learner runs in Xcode against the real
/// UIKit: the declared types with their Hashable rules, a table view with a
/// `UITableViewDiffableDataSource` and its cell provider, each command in order, and after
/// each apply an assertion of the rows diffable predicts, so a simulator can check them.
///
/// The session is replayed here, in a fresh ``Session``, to know each value as the command
/// used it (`UUID()` included) and each state after it. Every snapshot the session named is
/// a variable of its own in the test (`snapshot`, the short syntax's, is the test's
/// property), so that each apply applies the snapshot the session applied. Commands that
/// failed in diffable are written as comments (on a device most of them are a crash);
/// diffable's own commands (`show`, `explain`, ...) appear only in the comment that names
/// each line. The session's text reaches the file only through ``SwiftCode``'s literals,
/// comments and names.
enum SwiftExport {
  /// The most rows an assertion lists; a bigger table is checked by its row counts.
  static let assertedRowLimit = 200

  /// The Swift file for `recording`, named after `name` (a file name).
  static func file(of recording: SessionRecording, name: String) -> String {
    Interruption.uninterrupted { (never) throws(Interrupted) in
      try file(of: recording, name: name, interruption: never)
    }
  }

  /// The Swift file for `recording`, with what it leaves out for `export` to say: a session of
  /// one program's Swift, which `layOut` lays out as a file, as the user wrote it
  /// (``AsWrittenExport``); any other, replayed command by command.
  /// - Throws: ``Interrupted`` when `interruption` asked to stop.
  static func export(
    of recording: SessionRecording, name: String, interruption: Interruption,
    layOut: (([String]) -> ProgramLayout?)?
  ) throws(Interrupted) -> (text: String, notes: [String]) {
    if let layOut, let written = AsWrittenExport.file(of: recording, name: name, layOut: layOut) {
      return written
    }
    return (try file(of: recording, name: name, interruption: interruption), [])
  }

  /// The Swift file for `recording`, asking `interruption` at each step and inside the
  /// replayed commands' long loops.
  /// - Throws: ``Interrupted`` when it asked to stop.
  static func file(
    of recording: SessionRecording, name: String, interruption: Interruption
  ) throws(Interrupted) -> String {
    var writer = SwiftExportWriter(iOS: recording.iOS, interruption: interruption)
    for step in recording.steps {
      try interruption.checkpoint()
      try writer.add(step)
    }
    return writer.document(name: name)
  }
}

/// Builds the test body step by step while replaying the session.
struct SwiftExportWriter {
  private(set) var shadow: Session
  var code = SwiftCode()
  private(set) var body: [String] = []
  /// Each declared type's Hashable rules, in the order the session used them.
  private(set) var ruleVersions: [String: [StructType]] = [:]
  private(set) var typeOrder: [String] = []
  /// The enums declared in Swift, in the order they appeared.
  private(set) var enums: [String: EnumType] = [:]
  private(set) var enumOrder: [String] = []
  /// The index in ``ruleVersions`` of each type's rule in force.
  private var currentRule: [String: Int] = [:]
  private(set) var templates: [String: CellTemplate] = [:]
  /// The test's snapshot variables declared so far (`snapshot` is the test's property); a
  /// name the session binds again is assigned, not declared twice.
  var declaredSnapshots: Set<String> = [SwiftExportWriter.propertyName]
  private let interruption: Interruption

  /// The test's snapshot property: the short syntax's working snapshot, and Swift's `snapshot`.
  static let propertyName = "snapshot"

  init(iOS: Int, interruption: Interruption = .never) {
    var settings = Settings()
    settings.iOS = iOS
    shadow = Session(settings: settings)
    self.interruption = interruption
  }

  mutating func add(_ step: SessionRecording.Step) throws(Interrupted) {
    if step.startsSession {
      shadow = Session(settings: shadow.settings)
      if !body.isEmpty {
        body += ["", "// A fresh session: a new table view and data source.", "makeTable()"]
      }
    }
    if step.isNarration {
      for case .text(let lines) in step.outcomes.map(\.body) {
        body += lines.flatMap { SwiftCode.comment($0) }
      }
      return
    }
    let place = step.location.flatMap { $0.isInteractive ? nil : "\($0.file):\($0.line): " } ?? ""
    body.append("")
    body += SwiftCode.comment(step.text, prefix: place + "diffable> ", continuation: "...> ")
    if step.commands.isEmpty && step.operations == nil {
      body.append("// (diffable could not read this line)")
    }
    let before = self
    for operation in step.operations ?? [] { try add(operation) }
    for command in step.commands { try add(command) }
    if step.wasTakenBack {
      // The line failed and diffable took it back whole: its statements stay as comments,
      // and the replay goes on from the state before it.
      let written = body[before.body.count...]
      self = before
      body.append("// diffable took this line back whole (it failed), so none of it runs:")
      body += written.map { $0.hasPrefix("//") ? $0 : "// " + $0 }
    }
  }

  private mutating func add(_ command: Command) throws(Interrupted) {
    var inner = command
    while case .tryOptional(let wrapped) = inner { inner = wrapped }
    switch inner {
    case .source, .lesson, .export, .quit: return
    default: break
    }
    let before = shadow.state
    var scratch = shadow.state
    let statements = self.statements(for: inner, resolvingIn: &scratch)
    let outcome = shadow.execute(command, interruption: interruption)
    guard try write(statements, of: outcome) else { return }
    switch inner {
    case .apply, .applySnapshotUsingReloadData, .mode(.diffable): body += assertion()
    case .undo, .redo: body += restoredSnapshots(after: inner.name, from: before)
    case .reset: body.append("makeTable()")
    default: break
    }
  }

  private mutating func add(_ operation: EngineOperation) throws(Interrupted) {
    let statements = self.statements(for: operation)
    let outcome = shadow.perform(operation, phrasing: ShortSyntaxPhrasing(), interruption: interruption)
    guard try write(statements, of: outcome) else { return }
    switch operation {
    case .bindSnapshot(let name, _, _): declaredSnapshots.insert(variable(for: name))
    case .applyValue, .applyValueUsingReloadData:
      // An apply the test does not make: what diffable predicts is said, not asserted.
      body +=
        statements == Self.notSpelledApply
        ? assertion().flatMap { SwiftCode.comment($0, prefix: "diffable predicts: ") } : assertion()
    case .apply, .applyUsingReloadData: body += assertion()
    default: break
    }
  }

  /// Writes the statements of a command or operation that the shadow session ran with
  /// `outcome`: as they are when it succeeded, as comments under the reason when it failed.
  /// - Returns: whether it succeeded.
  private mutating func write(_ statements: [String], of outcome: Outcome) throws(Interrupted) -> Bool {
    if outcome.error?.isInterruption == true { throw Interrupted() }
    noteDeclarations()
    guard let error = outcome.error else {
      body += statements
      return true
    }
    let why =
      error.crashesOnADevice ? "diffable: this fails (on a device, a crash): " : "diffable: this fails: "
    body += SwiftCode.comment(error.message.prefix { $0 != "\n" }, prefix: why)
    body += statements.flatMap { SwiftCode.comment($0) }
    return false
  }

  /// After `undo` or `redo`: the applied snapshot shown again when it changed, then every
  /// snapshot variable the step changed built again as the session left it.
  private mutating func restoredSnapshots(after name: String, from before: SessionState) -> [String] {
    let state = shadow.state
    var lines: [String] = []
    if state.dataSource.snapshot != before.dataSource.snapshot {
      lines.append("// diffable's \(name) also stepped back what was applied: show it again")
      lines += rebuild(state.dataSource.snapshot.withoutMarks, into: Self.propertyName)
      lines.append("await dataSource.applySnapshotUsingReloadData(\(Self.propertyName))")
      lines += assertion()
    }
    let old = Self.namedSnapshots(in: before)
    for (session, snapshot) in Self.namedSnapshots(in: state).sorted(by: { $0.key < $1.key })
    where old[session] != snapshot {
      lines.append("// \(variable(for: session)) as diffable's \(name) left it")
      lines += rebuild(snapshot, into: variable(for: session))
    }
    return lines
  }

  /// Every snapshot the state holds by name (the working one under its name).
  private static func namedSnapshots(in state: SessionState) -> [String: Snapshot] {
    state.snapshots.named
  }

  /// Remembers each declared type, each new Hashable rule it gets (where the rule changes,
  /// the test switches `TYPE.rule` to it) and each cell template.
  private mutating func noteDeclarations() {
    let registry = shadow.state.registry
    for name in registry.typeNames {
      guard let type = registry[name] else { continue }
      let versions = ruleVersions[name] ?? []
      if versions.isEmpty { typeOrder.append(name) }
      let index = versions.firstIndex { $0.sameRule(as: type) } ?? versions.count
      if index == versions.count { ruleVersions[name, default: []].append(type) }
      guard !versions.isEmpty, currentRule[name] != index else {
        currentRule[name] = index
        continue
      }
      currentRule[name] = index
      let why = SwiftCode.comment(type.ruleDescription + " from here on", prefix: "diffable: ")
      body.append("\(SwiftCode.name(name)).rule = \(index)  " + why.joined(separator: " "))
    }
    for name in registry.enums.keys.sorted() where enums[name] == nil {
      enumOrder.append(name)
      enums[name] = registry.enums[name]
    }
    templates.merge(shadow.state.cellTemplates) { _, new in new }
  }

  /// The assertion of what diffable predicts the table view shows now: each row's text,
  /// section by section (or, for a big table, the row counts).
  private func assertion() -> [String] {
    let table = shadow.state.dataSource.tableView
    let total = table.sections.reduce(0) { $0 + $1.rows.count }
    if total > SwiftExport.assertedRowLimit {
      let counts = table.sections.map { String($0.rows.count) }.joined(separator: ", ")
      return ["XCTAssertEqual(shownRowCounts(), [\(counts)], \"the rows diffable predicts\")"]
    }
    let rows = table.sections.map { section in
      "[" + section.rows.map { SwiftCode.literal($0.content) }.joined(separator: ", ") + "]"
    }
    return ["XCTAssertEqual(shownRows(), [\(rows.joined(separator: ", "))], \"the rows diffable predicts\")"]
  }
}

extension StructType {
  /// Whether `other` has the same fields and the same Hashable rule.
  fileprivate func sameRule(as other: StructType) -> Bool {
    fields == other.fields && hashFields == other.hashFields && equalityFields == other.equalityFields
  }
}
