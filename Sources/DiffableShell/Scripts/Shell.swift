import DiffableKit
import Foundation

/// Runs the language: lines in, rendered output out, for the prompt, script files, standard
/// input and transcripts alike. Handles what is about the input rather than the state:
/// continuation lines, `;`, `source`, `quit`, `--echo`, bail and the exit status.
public final class Shell {
  /// The session the commands run in.
  public internal(set) var session: Session
  /// Whether every input line is printed (behind `> `) before its output: a transcript.
  public var echo: Bool
  /// Whether a command failed outside `try?` (exit status 1).
  public private(set) var hadFailure = false
  /// Whether `quit` was run, or a script stopped at a failure with bail on.
  public internal(set) var isStopped = false
  /// Whether `quit` / `exit` was run.
  public private(set) var didQuit = false
  /// The width of the prompt typed lines stand behind (the executable's `diffable> `), for the
  /// caret under a parse error in a typed line; 0 when no prompt is shown.
  public var promptWidth = 0
  /// The width of the terminal the output goes to, if it does: text lines longer than this are
  /// wrapped at blanks (help, hints, messages). Nil (files, pipes, transcripts): never wrapped.
  public var wrapWidth: Int?
  /// Whether the last command or script was interrupted (Ctrl-C): a script run from the
  /// command line then exits with status 130.
  public internal(set) var wasInterrupted = false
  /// Asked between script lines, and inside the long loops of the commands (apply, diff,
  /// show, print, explain, export, a Swift `for`), whether the person pressed Ctrl-C; the
  /// executable passes the check of its signal handler's flag.
  public var interruption = Interruption.never
  /// The deepest `source` nesting allowed.
  public static let maxSourceDepth = 32
  /// The most lines one `source` may run, counting every line of every script it sources in
  /// turn: depth alone does not bound the work (19 files that each source the next twice run
  /// 2¹⁸ scripts).
  public var maxSourcedLines = 200_000

  /// Lines run so far under the outermost `source` running now.
  private var sourcedLines = 0
  /// How many `source` commands are running, one inside the other.
  private var sourceNesting = 0
  /// The outermost `source` went over ``maxSourcedLines``: every script it started stops.
  private var sourceBoundHit = false
  /// An interruption was seen: every script and front-end entry running stops, up to the
  /// line typed at the prompt (undone) or the script given on the command line (stopped).
  public internal(set) var isUnwinding = false
  /// What was interrupted and where, printed once the unwinding is over.
  var interruptionReport: (outcome: Outcome, location: InputLocation?)?
  /// Whether a line typed at the prompt is running (its commands, sources and front-end
  /// statements are undone together on Ctrl-C).
  private var isRunningTypedLine = false
  /// Every line run so far with what it did, for `export` (``SessionRecording``).
  public internal(set) var recording: SessionRecording
  /// Asked after each step of a lesson run with `step`, with the text to show: whether to go
  /// on or leave the lesson. Without one, a stepped lesson runs through.
  public var stepper: ((String) -> LessonPause)?

  /// Writes out whatever output is still buffered; called before `export` writes its file, so
  /// that a file written where the output goes (`export html /dev/stdout`) comes after the
  /// lines printed before it. The executable passes its output's flush.
  public var flushOutput: (() -> Void)?

  /// The front end that runs the entries it claims (Swift), beside the short syntax.
  public var frontEnd: (any FrontEnd)?

  let output: (String) -> Void
  private var sourceStack: [String] = []
  /// Whether the script being run is a file the front end owns (`FILE.swift`).
  private var inFrontEndFile = false
  /// The outcomes of the front-end entry being run, for the recording.
  private var frontEndOutcomes: [Outcome]?
  /// The operations the front-end entry being run performed, for the recording.
  private var frontEndOperations: [EngineOperation] = []
  /// Whether the open entry failed: it stops there, and nothing of it stays.
  private var entryFailed = false

  /// Creates a shell that sends each output line (without newline) to `output`.
  public init(settings: Settings = Settings(), echo: Bool = false, output: @escaping (String) -> Void) {
    self.session = Session(settings: settings)
    self.recording = SessionRecording(iOS: settings.iOS)
    self.echo = echo
    self.output = output
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
  public func run(_ text: String, location: InputLocation? = nil, interactive: Bool = false) {
    guard interactive && sourceNesting == 0 && !isRunningTypedLine else {
      return runLine(text, location: location, interactive: interactive)
    }
    let (before, recordedBefore) = (session, recording)
    isRunningTypedLine = true
    runLine(text, location: location, interactive: interactive)
    isRunningTypedLine = false
    if isUnwinding {
      session = before
      recording = recordedBefore
      finishInterruption()
    }
  }

  private func runLine(_ text: String, location: InputLocation?, interactive: Bool) {
    let location = location ?? .typed(text)
    let iOS = session.settings.iOS
    if let frontEnd, frontEnd.claims(text, wholeFile: inFrontEndFile) {
      // The entry is one step of the recording, with every outcome its statements had.
      let (outer, outerOperations) = (frontEndOutcomes, frontEndOperations)
      (frontEndOutcomes, frontEndOperations) = ([], [])
      let owned = beginEntry(runsScripts: false)
      frontEnd.run(text, location: location, interactive: interactive, in: self)
      let takenBack = endEntry(owned, text)
      if let outcomes = frontEndOutcomes, !outcomes.isEmpty {
        recording.record(
          text, at: location, operations: frontEndOperations, outcomes: outcomes, state: session.state,
          iOS: iOS,
          takenBack: takenBack)
      }
      (frontEndOutcomes, frontEndOperations) = (outer, outerOperations)
      return
    }
    let commands: [Command]
    do {
      commands = try CommandParser.parse(text)
    } catch {
      var error = error
      if let frontEnd,
        let mixed = MixedLanguages.shortSyntaxLine(
          text, failedAt: error.column, isSwift: { frontEnd.claims($0, wholeFile: false) })
      {
        error = mixed
      }
      var outcome = Outcome(command: "parse", error: .parse(error))
      outcome.isTried = error.isWithinTry
      emit(outcome, at: location, interactive: interactive)
      recording.record(text, at: location, outcomes: [outcome], state: session.state, iOS: iOS)
      return
    }
    // The recording keeps the text, not the commands: they are the first `outcomes.count`
    // of `commands` that `isRunBySession` (the cases of the switch below that reach
    // `session.execute`), read again for an export.
    var outcomes: [Outcome] = []
    let owned = beginEntry(runsScripts: commands.contains { !$0.isRunBySession })
    defer {
      let takenBack = endEntry(owned, text)
      if !outcomes.isEmpty {
        recording.record(
          text, at: location, outcomes: outcomes, state: session.state, iOS: iOS, takenBack: takenBack)
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
        runSourced(path, from: location, interactive: interactive, tried: tried)
      case .lesson(let name, let step):
        runLesson(name, step: step, from: location, interactive: interactive, tried: tried)
      case .export(let format, let path):
        emit(export(format, to: path, tried: tried), at: location, interactive: interactive)
      default:
        let outcome = session.execute(command, interruption: interruption)
        if outcome.error?.isInterruption == true {
          noteInterruption(command: outcome.command, at: location)
          return
        }
        outcomes.append(outcome)
        emit(outcome, at: location, interactive: interactive)
      }
    }
  }

  /// Opens the session's entry for a line, unless one is open (a line inside a Swift entry) or
  /// the line runs scripts (`source`, `lesson`: each of their lines is an entry of its own).
  /// - Returns: whether this line owns the entry (then ``endEntry(_:_:)`` closes it).
  private func beginEntry(runsScripts: Bool) -> Bool {
    guard !runsScripts && !session.isInEntry else { return false }
    session.beginEntry()
    entryFailed = false
    return true
  }

  /// Closes the entry a line owned: one undo step when it succeeded; when it failed or was
  /// interrupted, nothing of it stays.
  /// - Returns: whether a failure took back what the line's earlier commands did.
  private func endEntry(_ owned: Bool, _ text: String) -> Bool {
    guard owned else { return false }
    defer { entryFailed = false }
    return session.endEntry(named: Self.stepName(text), failed: entryFailed || isUnwinding)
  }

  /// How `undo` names an entry of several steps: its first line, shortened.
  private static func stepName(_ text: String) -> String {
    let firstLine = text.prefix { $0 != "\n" }.drop { $0 == " " || $0 == "\t" }
    let shown = firstLine.count > 48 ? firstLine.prefix(47) + "…" : firstLine
    return "`\(shown)`" + (text.contains("\n") ? " …" : "")
  }

  /// Runs one engine operation for a front end and prints its outcome (a failure stops a
  /// script when bail is on, as for a line of the short syntax).
  /// `column` places an error inside the entry (1-based, counted over its whole text).
  @discardableResult
  public func perform(
    _ operation: EngineOperation, at location: InputLocation?, column: Int? = nil, interactive: Bool
  ) -> Outcome {
    var outcome = session.perform(
      operation, phrasing: frontEnd?.phrasing ?? ShortSyntaxPhrasing(), interruption: interruption)
    if outcome.error?.isInterruption == true {
      noteInterruption(command: outcome.command, at: location)
      return outcome
    }
    if let error = outcome.error, let column { outcome.error = .located(error, column: column) }
    frontEndOutcomes?.append(outcome)
    frontEndOperations.append(operation)
    emit(outcome, at: location, interactive: interactive)
    return outcome
  }

  /// Prints an outcome a front end made itself (its own errors and notes).
  public func report(_ outcome: Outcome, at location: InputLocation?, interactive: Bool) {
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

  func emit(_ outcome: Outcome, at location: InputLocation?, interactive: Bool) {
    if outcome.error?.isInterruption == true {
      // Printed once the unwinding reaches the line typed or the script given.
      noteInterruption(command: outcome.command, at: location)
      return
    }
    guard let error = outcome.error, !outcome.isTried else { return render(outcome, at: location) }
    var outcome = outcome
    if session.isInEntry && !error.relaunchesApp {
      entryFailed = true
      if session.entryChangedState { outcome.hints.append(Self.takenBackHint) }
    }
    render(outcome, at: location)
    hadFailure = true
    if !interactive && session.settings.bail { isStopped = true }
  }

  /// Said under an error that takes back what the entry had done before it.
  public static let takenBackHint =
    "what this entry did before the error was taken back too: an entry (a line, a pasted block) runs whole "
    + "or not at all"

  /// Prints `outcome` in the session's format (text or JSON).
  func render(_ outcome: Outcome, at location: InputLocation?) {
    let settings = session.settings
    switch settings.format {
    case .json: output(JSONRenderer.line(for: outcome, at: location))
    case .text:
      // Data must never drive the terminal: control characters are shown escaped.
      let lines = TextRenderer(color: settings.color, promptWidth: promptWidth).lines(
        for: outcome, at: location)
      // What a command printed (`echo`, `show`, a diff) is data, kept whole; help, explain,
      // errors, warnings and hints are prose, wrapped.
      let bodyCount =
        outcome.error != nil || CommandKind(spelling: outcome.command)?.printsProse == true
        ? 0 : lines.count - outcome.warnings.count - outcome.hints.count
      for (index, line) in lines.enumerated() {
        let escaped = ControlCharacters.escaped(line, keepingColors: settings.color)
        // Lines indented by four blanks quote input, under which a caret points: never wrapped.
        let isProse = index >= bodyCount || TableDrawing.isLegend(escaped)
        guard let width = wrapWidth, isProse, !escaped.hasPrefix("    ") else {
          output(escaped)
          continue
        }
        escaped.wrapped(toWidth: width).forEach(output)
      }
    }
  }

  /// Reports input that cannot be run at all (a missing file, standard input that is not
  /// text), in the session's format, as a failure; later input still runs.
  public func reportUnreadable(_ error: ShellError) {
    render(Outcome(command: "read", error: error), at: nil)
    hadFailure = true
  }

  /// Makes a shell that a failing script stopped take commands again (`diffable -i SCRIPT`
  /// goes on at the prompt); after `quit` it stays stopped.
  public func resume() {
    if !didQuit { isStopped = false }
  }

  // MARK: - Scripts

  /// Runs a whole script text; `name` is used in `FILE:LINE:` messages. A script run from
  /// the command line or standard input (`topLevel`) that ends inside
  /// `tableView.beginUpdates` fails: its calls were never checked.
  public func runScript(_ text: String, name: String, topLevel: Bool = true) {
    runScript(lines: ScriptFile.physicalLines(of: text), name: name, topLevel: topLevel)
  }

  /// Runs a script's physical lines (see ``runScript(_:name:topLevel:)``); a caller that read
  /// the text itself lets it go before the lines run, so a long script is not held twice.
  func runScript(lines physical: [String], name: String, topLevel: Bool = true) {
    let savedFileKind = inFrontEndFile
    inFrontEndFile = frontEnd?.ownsFile(named: name) ?? false
    defer { inFrontEndFile = savedFileKind }
    var gathered = ContinuedLines(frontEnd: frontEnd, wholeFile: inFrontEndFile)
    var firstLine = 0
    var heldLine = 0
    for (index, line) in physical.enumerated() {
      if !isUnwinding && interruption.isRequested() {
        noteInterruption(
          command: topLevel ? "script" : "source", at: InputLocation(file: name, line: index + 1, text: line))
      }
      if isUnwinding && topLevel {
        // A script given on the command line (or standard input): it stops here.
        isStopped = true
        finishInterruption()
        return
      }
      guard !isStopped && !sourceBoundHit && !isUnwinding else { return }
      if sourceNesting > 0 && !countSourcedLine(InputLocation(file: name, line: index + 1, text: line)) {
        return
      }
      // An entry that ended with an if block's `}` waited for this line: `else` continues it.
      if let held = gathered.release(before: line) {
        run(held, location: InputLocation(file: name, line: heldLine, text: held))
        guard !isStopped && !sourceBoundHit && !isUnwinding else { continue }
      }
      if gathered.isEmpty { firstLine = index + 1 }
      if echo { output(line.isEmpty ? ">" : "> " + ControlCharacters.escaped(line)) }
      let isLast = index == physical.count - 1
      guard let logical = gathered.add(line) ?? (isLast ? gathered.flush() : nil) else { continue }
      if !isLast && gathered.hold(logical) {
        heldLine = firstLine
        continue
      }
      run(logical, location: InputLocation(file: name, line: firstLine, text: logical))
    }
    if isUnwinding && topLevel {
      isStopped = true
      finishInterruption()
      return
    }
    if topLevel && !isStopped, let batch = session.state.classic?.openBatch {
      let error = ShellError.unclosedBatch(calls: batch.calls.count, end: "the script \(name) ended")
      emit(Outcome(.tableViewBeginUpdates, error: error), at: nil, interactive: false)
    }
  }

  /// Runs a script file given on the command line.
  /// - Returns: `false` when the file could not be read (exit status 2).
  @discardableResult
  public func runFile(_ path: String) -> Bool {
    let lines: [String]
    switch ScriptFile.read(path) {
    case .failure(let error):
      reportUnreadable(error)
      return false
    case .success(let text): lines = ScriptFile.physicalLines(of: text)
    }
    sourceStack.append(ScriptFile.canonical(path))
    defer { sourceStack.removeLast() }
    runScript(lines: lines, name: path)
    return true
  }

  /// Runs standard input as a script named `<stdin>`, read with the limits of a script file.
  /// - Parameter isClosed: standard input was closed when the program started (its
  ///   descriptor now reads nothing): an error, not an empty script.
  /// - Returns: `false` when it could not be read (exit status 2).
  @discardableResult
  public func runStandardInput(isClosed: Bool = false) -> Bool {
    switch isClosed
      ? .failure(ScriptFile.readFailure("standard input", errno: EBADF)) : ScriptFile.readStandardInput()
    {
    case .failure(let error):
      reportUnreadable(error)
      return false
    case .success(let text):
      runScript(text, name: ScriptFile.standardInputName)
      return true
    }
  }

  private func runSourced(_ path: String, from location: InputLocation?, interactive: Bool, tried: Bool) {
    let resolved = ScriptFile.resolve(path, relativeTo: location?.file)
    let canonical = ScriptFile.canonical(resolved)
    var failure: ShellError?
    if sourceStack.contains(canonical) {
      failure = .sourceCycle(path: path)
    } else if sourceStack.count >= Self.maxSourceDepth {
      failure = .sourceTooDeep(limit: Self.maxSourceDepth)
    }
    let text: String
    switch failure.map(Result<String, ShellError>.failure) ?? ScriptFile.read(resolved) {
    case .failure(let error):
      var outcome = Outcome(.source, error: error)
      outcome.isTried = tried
      emit(outcome, at: location, interactive: interactive)
      return
    case .success(let contents): text = contents
    }
    sourceStack.append(canonical)
    defer { sourceStack.removeLast() }
    if sourceNesting == 0 {
      sourcedLines = 0
      sourceBoundHit = false
    }
    sourceNesting += 1
    defer {
      sourceNesting -= 1
      if sourceNesting == 0 { sourceBoundHit = false }
    }
    let savedEcho = echo
    echo = false
    defer { echo = savedEcho }
    runScript(text, name: resolved, topLevel: false)
  }

  /// Counts one line run under `source`; past ``maxSourcedLines`` reports the line where the
  /// bound was reached, stops every script the outermost `source` started, and returns false.
  private func countSourcedLine(_ location: InputLocation) -> Bool {
    sourcedLines += 1
    guard sourcedLines > maxSourcedLines else { return true }
    sourceBoundHit = true
    let error = ShellError.sourceTooLong(limit: maxSourcedLines)
    emit(Outcome(.source, error: error), at: location, interactive: false)
    return false
  }
}
