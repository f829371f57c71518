import DiffableEngine
import DiffableKit
import Foundation

/// Runs the language: lines in, rendered output out, for the prompt, script files, standard
/// input and transcripts alike. Handles what is about the input rather than the state:
/// continuation lines, `;`, `source`, `quit`, `--echo`, bail and the exit status.
public final class Shell {
  /// The session the commands run in (read and changed on every line, and not checked for
  /// exclusive access at run time, as ``isStopped``: the session never reaches back into the
  /// shell while a command runs in it).
  @exclusivity(unchecked) public internal(set) var session: Session
  /// Whether every input line is printed (behind `> `) before its output: a transcript.
  public var echo: Bool
  /// Whether a command failed outside `try?` (exit status 1).
  public private(set) var hadFailure = false
  /// Whether `quit` was run, or a script stopped at a failure with bail on.
  ///
  /// This flag, ``isUnwinding``, the open entry's failure, ``session`` and ``recording`` are
  /// read or changed on every line of a script, and are not checked for exclusive access at run
  /// time (as DiffableKit's `ItemNode` fields): only the shell changes them, on one thread, and
  /// no access to one of them is held while another runs.
  @exclusivity(unchecked) public internal(set) var isStopped = false
  /// Whether `quit` / `exit` was run.
  public private(set) var didQuit = false
  /// The width of the prompt typed lines stand behind (the executable's `diffable> `), for the
  /// caret under a parse error in a typed line; 0 when no prompt is shown.
  public var promptWidth: Int {
    get { presenter.promptWidth }
    set { presenter.promptWidth = newValue }
  }
  /// The width of the terminal the output goes to, if it does: text lines longer than this are
  /// wrapped at blanks (help, hints, messages). Nil (files, pipes, transcripts): never wrapped.
  public var wrapWidth: Int? {
    get { presenter.wrapWidth }
    set { presenter.wrapWidth = newValue }
  }
  /// Turns outcomes into the lines the output receives.
  var presenter: Presenter
  /// Whether the last command or script was interrupted (Ctrl-C): a script run from the
  /// command line then exits with status 130.
  public internal(set) var wasInterrupted = false
  /// Asked between script lines, and inside the long loops of the commands (apply, diff,
  /// show, print, explain, export, a Swift `for`), whether the person pressed Ctrl-C; the
  /// executable passes the check of its signal handler's flag. Read for every command, set once:
  /// its accesses are not checked for exclusivity at run time (as `session`'s are not).
  @exclusivity(unchecked) public var interruption = Interruption.never
  /// The deepest `source` nesting allowed.
  public static let maxSourceDepth = 32
  /// The most lines one `source` may run, counting every line of every script it sources in
  /// turn: depth alone does not bound the work (19 files that each source the next twice run
  /// 2¹⁸ scripts).
  public var maxSourcedLines = 200_000
  /// The scripts running, one inside the other, and what bounds them.
  var scripts = ScriptNesting()
  /// An interruption was seen: every script and front-end entry running stops, up to the
  /// line typed at the prompt (undone) or the script given on the command line (stopped).
  @exclusivity(unchecked) public internal(set) var isUnwinding = false
  /// What was interrupted and where, printed once the unwinding is over.
  var interruptionReport: (outcome: Outcome, location: InputLocation?)?
  /// Whether a line typed at the prompt is running (its commands, sources and front-end
  /// statements are undone together on Ctrl-C).
  private var isRunningTypedLine = false
  /// Every line run so far with what it did, for `export` (``SessionRecording``).
  @exclusivity(unchecked) public internal(set) var recording: SessionRecording
  /// Asked after each step of a lesson run with `step`, with the text to show: whether to go
  /// on or leave the lesson. Without one, a stepped lesson runs through.
  public var stepper: ((String) -> LessonPause)?

  /// Writes out whatever output is still buffered; called before `export` writes its file, so
  /// that a file written where the output goes (`export html /dev/stdout`) comes after the
  /// lines printed before it. The executable passes its output's flush.
  public var flushOutput: (() -> Void)?

  /// The front end that runs the entries it claims (Swift), beside the short syntax.
  public var frontEnd: (any FrontEnd)? {
    get { frontEndReference?.frontEnd }
    set { frontEndReference = newValue.map(FrontEndReference.init) }
  }
  /// The front end, held so that asking it about each line does not copy it.
  private(set) var frontEndReference: FrontEndReference?

  /// Sends one line to the output.
  var output: (String) -> Void { presenter.output }
  /// The outcomes of the front-end entry being run, for the recording.
  private var frontEndOutcomes: [Outcome]?
  /// The operations the front-end entry being run performed, for the recording.
  private var frontEndOperations: [EngineOperation] = []
  /// Whether the open entry failed: it stops there, and nothing of it stays.
  @exclusivity(unchecked) private var entryFailed = false
  /// Whether an error of the open entry already said that the entry's earlier work was taken back
  /// (an entry may report two errors: a refused apply and the program error that caused it).
  private var saidTakenBack = false

  /// Creates a shell that sends each output line (without newline) to `output`.
  public init(settings: Settings = Settings(), echo: Bool = false, output: @escaping (String) -> Void) {
    self.session = Session(settings: settings)
    self.recording = SessionRecording(iOS: settings.iOS)
    self.echo = echo
    self.presenter = Presenter(output: output)
  }

  // MARK: - Lines

  /// Runs one logical line: physical lines already joined with "\n" (continuations).
  ///
  /// Ctrl-C (``interruption``) during a line typed at the prompt puts the session back as it
  /// was before the line, whatever it ran (a `source`, a Swift loop, several commands), and
  /// prints `interrupted`.
  /// - Parameters:
  ///   - location: where it came from (nil at the prompt).
  ///   - interactive: at the prompt a failure never stops the session.
  ///   - claimed: whether the front end claims `text`, when the caller asked it already.
  public func run(
    _ text: String, location: InputLocation? = nil, interactive: Bool = false, claimed: Bool? = nil
  ) {
    guard interactive && scripts.sourceNesting == 0 && !isRunningTypedLine else {
      return runLine(text, location: location, interactive: interactive, claimed: claimed)
    }
    let (before, recordedBefore) = (session, recording)
    isRunningTypedLine = true
    runLine(text, location: location, interactive: interactive, claimed: claimed)
    isRunningTypedLine = false
    if isUnwinding {
      session = before
      recording = recordedBefore
      finishInterruption()
    }
  }

  private func runLine(_ text: String, location: InputLocation?, interactive: Bool, claimed: Bool?) {
    let location = location ?? .typed(text)
    let iOS = session.settings.iOS
    if claimed ?? (frontEndReference?.frontEnd.claims(text, wholeFile: scripts.inFrontEndFile) ?? false),
      let frontEnd = frontEndReference?.frontEnd
    {
      // The entry is one step of the recording, with every outcome its statements had.
      let (outer, outerOperations) = (frontEndOutcomes, frontEndOperations)
      (frontEndOutcomes, frontEndOperations) = ([], [])
      let owned = beginEntry()
      frontEnd.run(text, location: location, interactive: interactive, in: self)
      let takenBack = endEntry(owned, text)
      if let outcomes = frontEndOutcomes, !outcomes.isEmpty {
        let inClassicMode = session.state.classic != nil
        recording.record(
          text, at: location, operations: frontEndOperations, outcomes: outcomes, state: session.state,
          inClassicMode: inClassicMode, iOS: iOS, takenBack: takenBack)
      }
      (frontEndOutcomes, frontEndOperations) = (outer, outerOperations)
      return
    }
    let source = StepSource.written(WrittenEntry(text: text, location: location))
    // Most lines of a long script are one plain command: it runs without an array made for it.
    if let command = PlainLine.command(text) {
      return runCommands(CollectionOfOne(command), of: source, interactive: interactive)
    }
    let commands: [Command]
    do {
      var parser = LineParser(text)
      commands = try parser.parseLine()
    } catch {
      var error = error
      if let frontEnd = frontEndReference?.frontEnd,
        let mixed = MixedLanguages.shortSyntaxLine(
          text, failedAt: error.column, isSwift: { frontEnd.claims($0, wholeFile: false) })
      {
        error = mixed
      }
      var outcome = Outcome(command: "parse", error: .parse(error))
      outcome.isTried = error.isWithinTry
      emit(outcome, at: location, interactive: interactive)
      let inClassicMode = session.state.classic != nil
      recording.record(
        source, outcomes: [outcome], state: session.state, inClassicMode: inClassicMode, iOS: iOS)
      return
    }
    runCommands(commands, of: source, interactive: interactive)
  }

  /// Runs the commands of the line `source` holds (``CommandParser/parse(_:)``), as one entry,
  /// and records what they did. The line's text and location are read from `source` only when
  /// asked for: a line of a script that runs silently makes no String of its own.
  func runCommands(_ commands: some Collection<Command>, of source: StepSource, interactive: Bool) {
    let iOS = session.settings.iOS
    // The recording keeps the text, not the commands: they are the first `outcomes.count`
    // of `commands` that `isRunBySession` (the cases of the switch below that reach
    // `session.execute`), read again for an export.
    var outcomes: [Outcome] = []
    let owned = beginEntry(for: commands)
    defer {
      let takenBack = endEntry(owned, source.text)
      if !outcomes.isEmpty {
        let inClassicMode = session.state.classic != nil
        recording.record(
          source, outcomes: outcomes, state: session.state, inClassicMode: inClassicMode, iOS: iOS,
          takenBack: takenBack)
      }
    }
    for command in commands {
      guard !isStopped && !isUnwinding && !entryFailed else { return }
      // `try? quit` and `try? source` are the runner's too (the session cannot run them).
      let (inner, tried) = command.withoutTry
      switch inner {
      case .quit:
        didQuit = true
        isStopped = true
        return
      case .source(let path):
        runSourced(path, from: source.location, interactive: interactive, tried: tried)
      case .lesson(let name, let step):
        runLesson(name, step: step, from: source.location, interactive: interactive, tried: tried)
      case .export(let format, let path):
        emit(export(format, to: path, tried: tried), at: source.location, interactive: interactive)
      default:
        let outcome = session.execute(command, interruption: interruption)
        if outcome.error?.isInterruption == true {
          noteInterruption(command: outcome.command, at: source.location)
          return
        }
        emit(outcome, at: source.location, interactive: interactive)
        // The first, when it is the silent success the recording keeps one array of, takes that
        // array (no array is made per line); any other is moved in after it is shown, not
        // copied (a copy retains each of its parts).
        if outcomes.isEmpty, let shared = recording.lastSilent,
          SessionRecording.isSilentSuccess(outcome, like: shared)
        {
          outcomes = shared
        } else {
          outcomes.append(consume outcome)
        }
      }
    }
  }

  /// Opens the session's entry for a line, unless one is open (a line inside a Swift entry),
  /// the line runs scripts (`source`, `lesson`: each of their lines is an entry of its own) or
  /// it is one snapshot edit, which is one transaction already: it commits one step, or leaves
  /// nothing when it fails (most lines of a long script, which the entry would cost a copy of
  /// the redo history and the settings each).
  /// - Returns: whether this line owns the entry (then ``endEntry(_:_:)`` closes it).
  private func beginEntry(for commands: some Collection<Command>) -> Bool {
    if commands.count == 1, commands.first!.isSnapshotEdit { return false }
    guard !commands.contains(where: { $0.runsScripts }) else { return false }
    return beginEntry()
  }

  /// Opens the session's entry for a front end's entry or a line, unless one is open.
  /// - Returns: whether the caller owns the entry (then ``endEntry(_:_:)`` closes it).
  private func beginEntry() -> Bool {
    guard !session.isInEntry else { return false }
    session.beginEntry()
    entryFailed = false
    saidTakenBack = false
    return true
  }

  /// Closes the entry a line owned: one undo step when it succeeded; when it failed or was
  /// interrupted, nothing of it stays.
  /// `text`, the line, is read only when the line owned the entry.
  /// - Returns: whether a failure took back what the line's earlier commands did.
  private func endEntry(_ owned: Bool, _ text: @autoclosure () -> String) -> Bool {
    guard owned else { return false }
    defer { entryFailed = false }
    return session.endEntry(named: Self.stepName(text()), failed: entryFailed || isUnwinding)
  }

  /// How `undo` names an entry of several steps: its first line, shortened.
  private static func stepName(_ text: String) -> String {
    if let name = asciiStepName(text) { return name }
    let firstLine = text.prefix { $0 != "\n" }.drop { $0 == " " || $0 == "\t" }
    let shown = firstLine.count > 48 ? firstLine.prefix(47) + "…" : firstLine
    return "`\(shown)`" + (text.contains("\n") ? " …" : "")
  }

  /// ``stepName(_:)`` of ASCII text without a carriage return, where each character is one
  /// byte, read by bytes (a Swift entry's name is asked for at its end); `nil` for other text.
  private static func asciiStepName(_ text: String) -> String? {
    guard !text.utf8Contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return nil }
    let bytes = text.utf8
    let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    let start = bytes[..<end].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? end
    let firstLine = text[start..<end]
    let shown = bytes.distance(from: start, to: end) > 48 ? firstLine.prefix(47) + "…" : firstLine
    return "`\(shown)`" + (end != bytes.endIndex ? " …" : "")
  }

  /// Runs one engine operation for a front end and prints its outcome (a failure stops a
  /// script when bail is on, as for a line of the short syntax).
  /// `place` is where an error of it is shown (the program's call that made it), else `location`.
  @discardableResult
  public func perform(
    _ operation: EngineOperation, at location: InputLocation?, place: EntryPlace? = nil, interactive: Bool,
    cells: (any CellProviding)? = nil
  ) -> Outcome {
    var outcome = session.perform(
      operation, phrasing: frontEndReference?.frontEnd.phrasing ?? ShortSyntaxPhrasing(),
      interruption: interruption,
      cells: cells)
    if outcome.error?.isInterruption == true {
      noteInterruption(command: outcome.command, at: location)
      return outcome
    }
    var shownAt = location
    if let error = outcome.error, let place {
      outcome.error = .located(error, column: place.column, place: place.named)
      shownAt = place.location
    }
    frontEndOutcomes?.append(outcome)
    frontEndOperations.append(operation)
    emit(outcome, at: shownAt, interactive: interactive)
    return outcome
  }

  /// Prints an outcome a front end made itself (its own errors and notes).
  public func report(_ outcome: Outcome, at location: InputLocation?, interactive: Bool) {
    // Kept with the entry's step, for the replay and the exports (what it printed, its error).
    frontEndOutcomes?.append(outcome)
    emit(outcome, at: location, interactive: interactive)
  }

  /// Runs `source FILE` for a front end.
  public func source(_ path: String, from location: InputLocation?, interactive: Bool) {
    runSourced(path, from: location, interactive: interactive, tried: false)
  }

  /// The next `UUID()` of the session's seeded sequence.
  public func nextUUID() -> String { session.nextUUID() }

  /// The next number of the session's seeded random sequence.
  public func nextRandom() -> UInt64 { session.nextRandom() }

  /// Stops the session (`quit` written in a front end's language).
  public func quit() {
    didQuit = true
    isStopped = true
  }

  /// Shows an outcome of the line at `location`: a failure marks the open entry failed, and stops
  /// a script when bail is on. `location` is read only when the outcome shows it (an error,
  /// JSON): a line of a script that succeeds silently is not made a String for it.
  func emit(_ outcome: Outcome, at location: @autoclosure () -> InputLocation?, interactive: Bool) {
    if outcome.error?.isInterruption == true {
      // Printed once the unwinding reaches the line typed or the script given.
      noteInterruption(command: outcome.command, at: location())
      return
    }
    guard let error = outcome.error, !outcome.isTried else { return render(outcome, at: location()) }
    var outcome = outcome
    if session.isInEntry && !error.relaunchesApp {
      entryFailed = true
      if !saidTakenBack && (session.entryChangedState || outcome.tookBackChanges) {
        outcome.hints.append(Self.takenBackHint)
        saidTakenBack = true
      }
    }
    render(outcome, at: location())
    hadFailure = true
    if !interactive && session.settings.bail { isStopped = true }
  }

  /// Said under an error that takes back what the entry had done before it.
  public static let takenBackHint =
    "what this entry did before the error was taken back too: an entry (a line, a pasted block) runs whole "
    + "or not at all"

  /// Prints `outcome` in the session's format (text or JSON).
  func render(_ outcome: Outcome, at location: @autoclosure () -> InputLocation?) {
    // Asked first, so that a silent success makes no location (a line of a script, no String).
    if Presenter.showsNothing(outcome, format: session.settings.format) { return }
    presenter.render(outcome, at: location(), settings: session.settings)
  }

  /// Reports input that cannot be run at all (a missing file, standard input that is not
  /// text), in the session's format, as a failure; later input still runs.
  public func reportUnreadable(_ error: SessionError) {
    render(Outcome(command: "read", error: error), at: nil)
    hadFailure = true
  }

  /// Makes a shell that a failing script stopped take commands again (`diffable -i SCRIPT`
  /// goes on at the prompt); after `quit` it stays stopped.
  public func resume() {
    if !didQuit { isStopped = false }
  }
}

extension Command {
  /// Whether the command edits the working snapshot (``Session/execute(_:interruption:)`` runs
  /// it as one transaction, which commits once).
  fileprivate var isSnapshotEdit: Bool {
    switch self {
    case .appendSections, .insertSections, .deleteSections, .moveSection, .reloadSections, .appendItems,
      .insertItems, .moveItem, .deleteItems, .deleteAllItems, .reloadItems, .reconfigureItems:
      true
    default: false
    }
  }
}
