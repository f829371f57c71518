import DiffableEngine
import DiffableKit

/// What a session did, line by line, kept so that `export` can replay it: each input line's
/// text, the outcomes of its commands, and the table view after it.
///
/// It holds the session since it began or since its last `reset`: a reset starts a new
/// session (no types, no snapshots, no undo), so the line that ran it becomes the first step
/// and what came before is dropped (a workshop that resets between exercises exports the
/// exercise at hand, and does not keep every earlier one in memory).
///
/// Recording is cheap: the table and the snapshots are values that share their storage with
/// the session's state (a line that changes no table adds references, not rows), and the
/// working snapshot is kept only in classic mode, where it is the model the table is checked
/// against.
public struct SessionRecording: Sendable {
  /// One input line and what it did.
  public struct Step: Sendable {
    /// Where ``text`` and ``location`` are kept: for most steps of a long script, the line of
    /// the script, read again when asked.
    var source: StepSource
    /// The line as written (continued lines joined with "\n").
    public var text: String {
      get { source.text }
      set { source = .written(WrittenEntry(text: newValue, location: location)) }
    }
    /// The script and line it came from; `nil` at the prompt.
    public var location: InputLocation? {
      get { source.location }
      set { source = .written(WrittenEntry(text: text, location: newValue)) }
    }
    /// The commands of a line of the command language that the session ran, parallel to
    /// ``outcomes``; empty for a Swift entry (see ``operations``).
    ///
    /// A line keeps only its text and reads it again here (the parser depends on nothing but
    /// the text), so that a script of a million items does not hold a parsed tree per item for
    /// an export that may never come.
    /// - Complexity: O(*n*) in the length of ``text``.
    public var commands: [Command] {
      guard operations == nil, let parsed = try? CommandParser.parse(text) else { return [] }
      return Array(parsed.filter(\.isRunBySession).prefix(outcomes.count))
    }
    /// The engine operations a Swift entry performed, parallel to ``outcomes``; `nil` for a
    /// line of the command language.
    public var operations: [EngineOperation]?
    /// The outcome of each command of the line, in order.
    public var outcomes: [Outcome]
    /// The table, snapshots and types after the line, shared with the lines before it that
    /// changed none of them.
    var kept: KeptState
    /// The table view after the line, as a device would draw it.
    public var table: TableView { kept.table }
    /// The snapshot applied after the line (diffable mode), to find stale cells.
    public var applied: Snapshot { kept.applied }
    /// In classic mode, the model (the working snapshot) after the line; `nil` in diffable mode.
    public var model: Snapshot? { kept.model }
    /// The declared types after the line, for the Swift export.
    public var registry: TypeRegistry { kept.registry }
    /// The cell templates after the line, for the Swift export.
    public var cellTemplates: [String: CellTemplate] { kept.cellTemplates }
    /// The lesson step the line belongs to, when a lesson ran it.
    ///
    /// Declared before the flags, which then fill its padding: a step is 8 bytes smaller, and a
    /// script keeps one per line.
    public var lessonStep: LessonStepMark?
    /// Whether the line failed and the session took back what it had done (an entry runs
    /// whole or not at all): a replay runs it, then restores the state from before it.
    public var wasTakenBack = false
    /// Whether the line is the first of a fresh session (a lesson starts one).
    public var startsSession = false

    /// Whether every command of the line was `echo`: narration rather than a step.
    public var isNarration: Bool {
      !outcomes.isEmpty && outcomes.allSatisfy { $0.command == CommandKind.echo.spec.name && $0.ok }
    }
  }

  /// The steps, in the order they ran.
  public private(set) var steps: [Step] = []
  /// The lesson step that lines recorded now belong to; `nil` outside a lesson.
  var lessonStep: LessonStepMark?
  /// The title of the last lesson recorded (`lesson 1: sections and items, ...`).
  var lessonTitle: String?

  /// What the replay page is called: the lesson that ran, else the script that ran first (its
  /// file name), else `a session at the prompt`.
  public var title: String {
    if let lessonTitle, !lessonTitle.isEmpty, steps.contains(where: { $0.lessonStep != nil }) {
      return lessonTitle
    }
    if let file = steps.lazy.compactMap(\.location).first(where: { !$0.isInteractive })?.file {
      return String(file.split(separator: "/").last ?? Substring(file))
    }
    return "a session at the prompt"
  }
  private var freshSession = true
  /// What the last step keeps of the state.
  private var lastKept: KeptState?
  /// The outcomes of the last line that succeeded silently (see ``isOneSilentSuccess(_:like:)``).
  private(set) var lastSilent: [Outcome]?

  /// Whether `outcomes` is one success that shows nothing (no result, warning or hint), of the
  /// command `last` names, if any: every such outcome of a command is the same. The outcome is
  /// read field by field in place (an outcome copied out of its array retains each of its parts).
  private static func isOneSilentSuccess(_ outcomes: [Outcome], like last: [Outcome]? = nil) -> Bool {
    guard outcomes.count == 1, outcomes[0].error == nil, !outcomes[0].isTried, outcomes[0].phrasing == nil,
      outcomes[0].warnings.isEmpty, outcomes[0].hints.isEmpty, case .none = outcomes[0].body
    else { return false }
    guard let last else { return true }
    return last[0].command == outcomes[0].command
  }

  /// Whether `outcome` is the silent success that `last` (``lastSilent``) holds one of: then a
  /// line whose only outcome so far it is records `last` itself (most lines of a long script,
  /// which then make no array of their own; a line that goes on to another command appends to
  /// a copy of it).
  static func isSilentSuccess(_ outcome: Outcome, like last: [Outcome]) -> Bool {
    guard outcome.error == nil, !outcome.isTried, outcome.phrasing == nil, outcome.warnings.isEmpty,
      outcome.hints.isEmpty, case .none = outcome.body
    else { return false }
    return last[0].command == outcome.command
  }

  /// Whether two arrays of outcomes are one array (a line that took ``lastSilent``), found
  /// without reading an outcome.
  private static func isSameArray(_ first: [Outcome], _ second: [Outcome]) -> Bool {
    first.withUnsafeBufferPointer { first in
      second.withUnsafeBufferPointer { first.baseAddress != nil && first.baseAddress == $0.baseAddress }
    }
  }

  /// The commands that change neither the table nor the types in diffable mode: the snapshot
  /// edits (of a snapshot the table does not show until `apply`) and the queries.
  private static let commandsLeavingTableAndTypes = Set(
    CommandKind.allCases.filter { $0.spec.family == .snapshot || $0.spec.family == .queries }.map(\.spec.name)
  )

  private static let appendItemsName = CommandKind.appendItems.spec.name
  private static let resetName = CommandKind.reset.spec.name

  /// Whether `command` is one of ``commandsLeavingTableAndTypes``: `appendItems`, the line most
  /// long scripts are made of, is compared first, without hashing its name.
  private static func leavesTableAndTypes(_ command: String) -> Bool {
    command == appendItemsName || commandsLeavingTableAndTypes.contains(command)
  }

  /// The behaviour profile of the session when recording began (later `set ios` lines are
  /// steps like any other).
  public var iOS: Int

  /// An empty recording.
  public init(iOS: Int = 18) { self.iOS = iOS }

  /// Records one line: its outcomes and the state after it. A line that ran `reset` becomes
  /// the first step: the steps before it are dropped.
  /// - Parameters:
  ///   - operations: a Swift entry's operations; `nil` for a line of the command language,
  ///     whose commands run by the session must be, in order, the first `outcomes.count` of its
  ///     parsed commands that ``Command/isRunBySession``.
  ///   - iOS: the behaviour profile before the line ran (a replay from this line starts there).
  ///   - takenBack: the line failed after changing the state, and the session took it back.
  ///   - state: the state after the line, read only when the line may have changed what a step
  ///     keeps (a line of snapshot edits in diffable mode keeps the last step's).
  ///   - inClassicMode: whether the state after the line is in classic mode.
  /// - Complexity: O(1) besides the outcomes: the state's values are shared, not copied.
  mutating func record(
    _ text: String, at location: InputLocation?, operations: [EngineOperation]? = nil, outcomes: [Outcome],
    state: @autoclosure () -> SessionState, inClassicMode: Bool, iOS: Int, takenBack: Bool = false
  ) {
    record(
      .written(WrittenEntry(text: text, location: location)), operations: operations, outcomes: outcomes,
      state: state(), inClassicMode: inClassicMode, iOS: iOS, takenBack: takenBack)
  }

  /// Records one line, its text and location kept as `source` says (see
  /// ``record(_:at:operations:outcomes:state:inClassicMode:iOS:takenBack:)``).
  mutating func record(
    _ source: StepSource, operations: [EngineOperation]? = nil, outcomes: [Outcome],
    state: @autoclosure () -> SessionState, inClassicMode: Bool, iOS: Int, takenBack: Bool = false
  ) {
    // The outcomes are read in place, never copied out of their array: a copy of an outcome
    // retains each of its parts, three times per line of a long script.
    // The name first: reading `ok` copies the outcome out of its array.
    if outcomes.indices.contains(where: {
      outcomes[$0].command == Self.resetName && outcomes[$0].error == nil
    }) {
      steps = []
      importedModules = []
      self.iOS = iOS
      freshSession = true
      lessonTitle = nil
    }
    // A line of snapshot edits and queries in diffable mode leaves the table, the applied
    // snapshot and the types as the line before left them (a failed one leaves everything).
    let kept: KeptState
    if let last = lastKept, !inClassicMode, !last.keepsModel,
      outcomes.indices.allSatisfy({ Self.leavesTableAndTypes(outcomes[$0].command) })
    {
      kept = last
    } else {
      kept = KeptState(state())
      lastKept = kept
    }
    // Lines that succeed silently keep one array of their outcome, shared.
    var outcomes = outcomes
    if let last = lastSilent,
      Self.isSameArray(outcomes, last) || Self.isOneSilentSuccess(outcomes, like: last)
    {
      outcomes = last
    } else if Self.isOneSilentSuccess(outcomes) {
      lastSilent = outcomes
    }
    steps.append(
      Step(
        source: source, operations: operations, outcomes: outcomes, kept: kept,
        lessonStep: lessonStep, wasTakenBack: takenBack, startsSession: freshSession)
    )
    freshSession = false
  }

  /// The modules the program imported in entries that ran nothing (`import Combine` at the top
  /// of a file), which no step holds; `export swift` imports them too.
  public private(set) var importedModules: [String] = []

  /// Notes the modules `text` imports (its `import X` lines).
  mutating func noteImports(in text: String) {
    for module in Self.modules(importedBy: text) where !importedModules.contains(module) {
      importedModules.append(module)
    }
  }

  /// The modules the `import X` lines of `text` name, in order.
  static func modules(importedBy text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      return words.count == 2 && words[0] == "import" ? String(words[1]) : nil
    }
  }

  /// Makes room for `count` more steps (the lines of a script about to run), so that a long
  /// script's steps are not copied each time the array grows.
  mutating func reserveSteps(_ count: Int) {
    steps.reserveCapacity(steps.count + count)
  }

  /// Marks the next line as the first of a fresh session.
  mutating func startSession() { freshSession = true }
}

/// Where a step of a ``SessionRecording`` keeps its text and location.
enum StepSource: Sendable {
  /// A physical line of a script, which is the step's whole text (most steps of a long
  /// script): both are read from the script when asked.
  case scriptLine(ScriptText, index: Int)
  /// Any other entry, its text and location as given.
  case written(WrittenEntry)

  /// The entry as written (continued lines joined with "\n").
  var text: String {
    switch self {
    case .scriptLine(let script, let index): script[index]
    case .written(let entry): entry.text
    }
  }

  /// Where the entry came from; `nil` at the prompt.
  var location: InputLocation? {
    switch self {
    case .scriptLine(let script, let index): script.location(ofLine: index)
    case .written(let entry): entry.location
    }
  }
}

/// The text and location of a step that is not one line of a script (``StepSource/written(_:)``),
/// in a box of their own: a step is then no larger for them.
final class WrittenEntry: Sendable {
  let text: String
  let location: InputLocation?

  init(text: String, location: InputLocation?) {
    self.text = text
    self.location = location
  }
}

/// What a step of a ``SessionRecording`` keeps of the state after its line (see
/// ``SessionRecording/Step/table``): one reference in each step, shared by a run of lines that
/// changed none of it (a script of a million edits keeps one).
final class KeptState: Sendable {
  let table: TableView
  let applied: Snapshot
  let model: Snapshot?
  /// Whether ``model`` is kept (asked without copying the snapshot out).
  let keepsModel: Bool
  let registry: TypeRegistry
  let cellTemplates: [String: CellTemplate]

  init(_ state: borrowing SessionState) {
    table = state.tableOnScreen
    applied = state.snapshots.dataSource.snapshot
    model = state.classic == nil ? nil : state.snapshots.working
    keepsModel = state.classic != nil
    registry = state.types.registry
    cellTemplates = state.types.cellTemplates
  }
}

extension Command {
  /// Whether the command runs scripts (`source`, `lesson`, also under `try?`): a line holding
  /// one is not one entry, since each line of those scripts is.
  var runsScripts: Bool {
    switch withoutTry.command {
    case .source, .lesson: true
    default: false
    }
  }

  /// Whether the shell hands the command to the session: every command but those the runner
  /// runs itself (`source`, `lesson`, `export`, `quit`, also under `try?`), which the
  /// recording does not keep.
  var isRunBySession: Bool {
    switch withoutTry.command {
    case .source, .lesson, .export, .quit: false
    default: true
    }
  }
}
