import DiffableKit
import Foundation

/// Runs the language: lines in, rendered output out, for the prompt, script files, standard
/// input and transcripts alike. Handles what is about the input rather than the state:
/// continuation lines, `;`, `source`, `quit`, `--echo`, bail and the exit status.
public final class Shell {
  /// The session the commands run in.
  public private(set) var session: Session
  /// Whether every input line is printed (behind `> `) before its output: a transcript.
  public var echo: Bool
  /// Whether a command failed outside `try?` (exit status 1).
  public private(set) var hadFailure = false
  /// Whether `quit` was run, or a script stopped at a failure with bail on.
  public private(set) var isStopped = false
  /// Whether `quit` / `exit` was run.
  public private(set) var didQuit = false
  /// Whether the last command or script was interrupted (Ctrl-C): a script run from the
  /// command line then exits with status 130.
  public private(set) var wasInterrupted = false
  /// Asked between script lines whether the person pressed Ctrl-C; the executable passes the
  /// check of its signal handler's flag.
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
  /// An interruption was seen: every script running stops, up to the command typed at the
  /// prompt (undone) or the script given on the command line (stopped).
  private var isUnwinding = false

  private let output: (String) -> Void
  private var sourceStack: [String] = []

  /// Creates a shell that sends each output line (without newline) to `output`.
  public init(settings: Settings = Settings(), echo: Bool = false, output: @escaping (String) -> Void) {
    self.session = Session(settings: settings)
    self.echo = echo
    self.output = output
  }

  // MARK: - Lines

  /// Runs one logical line: physical lines already joined with "\n" (continuations).
  /// - Parameters:
  ///   - location: where it came from (nil at the prompt).
  ///   - interactive: at the prompt a failure never stops the session.
  public func run(_ text: String, location: InputLocation? = nil, interactive: Bool = false) {
    let location = location ?? .typed(text)
    let commands: [Command]
    do {
      commands = try Parser.parse(text)
    } catch {
      let shellError = ShellError(
        code: "parseError", message: error.message, fix: error.suggestion.map { "did you mean '\($0)'?" },
        column: error.column)
      emit(Outcome(command: "parse", error: shellError), at: location, interactive: interactive)
      return
    }
    for command in commands {
      guard !isStopped && !isUnwinding else { return }
      // `try? quit` and `try? source` are the runner's too (the session cannot run them).
      var inner = command
      var tried = false
      while case .tryOptional(let wrapped) = inner {
        inner = wrapped
        tried = true
      }
      switch inner {
      case .quit:
        didQuit = true
        isStopped = true
        return
      case .source(let path) where interactive && sourceNesting == 0:
        // Typed at the prompt: Ctrl-C stops it and puts the session back as it was before.
        let before = session
        runSourced(path, from: location, interactive: interactive, tried: tried)
        if isUnwinding {
          session = before
          isUnwinding = false
          wasInterrupted = true
          output("interrupted")
          return
        }
      case .source(let path):
        runSourced(path, from: location, interactive: interactive, tried: tried)
      default:
        emit(session.execute(command), at: location, interactive: interactive)
      }
    }
  }

  private func emit(_ outcome: Outcome, at location: InputLocation?, interactive: Bool) {
    let settings = session.settings
    switch settings.format {
    case .json: output(JSONRenderer.line(for: outcome, at: location))
    case .text:
      for line in TextRenderer(color: settings.color).lines(for: outcome, at: location) { output(line) }
    }
    guard !outcome.ok, !outcome.isTried else { return }
    hadFailure = true
    if !interactive && settings.bail { isStopped = true }
  }

  // MARK: - Scripts

  /// Runs a whole script text; `name` is used in `FILE:LINE:` messages. A script run from
  /// the command line or standard input (`topLevel`) that ends inside
  /// `tableView.beginUpdates` fails: its calls were never checked.
  public func runScript(_ text: String, name: String, topLevel: Bool = true) {
    // Split on the bytes: splitting Characters is several times slower, and would keep a
    // "\r\n" line ending (one Character) from splitting at all.
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
      String(Substring(line.last == UInt8(ascii: "\r") ? line.dropLast() : line))
    }
    // A final newline does not start another (empty) line.
    let physical = lines.last == "" ? Array(lines.dropLast()) : lines
    var gathered = ContinuedLines()
    var firstLine = 0
    for (index, line) in physical.enumerated() {
      if !isUnwinding && interruption.isRequested() { isUnwinding = true }
      if isUnwinding && topLevel {
        // A script given on the command line (or standard input): it stops here.
        isUnwinding = false
        wasInterrupted = true
        isStopped = true
        output("interrupted")
        return
      }
      guard !isStopped && !sourceBoundHit && !isUnwinding else { return }
      if sourceNesting > 0 && !countSourcedLine(InputLocation(file: name, line: index + 1, text: line)) {
        return
      }
      if gathered.isEmpty { firstLine = index + 1 }
      if echo { output(line.isEmpty ? ">" : "> " + line) }
      let isLast = index == physical.count - 1
      guard let logical = gathered.add(line) ?? (isLast ? gathered.flush() : nil) else { continue }
      run(logical, location: InputLocation(file: name, line: firstLine, text: logical))
    }
    if isUnwinding && topLevel {
      isUnwinding = false
      wasInterrupted = true
      isStopped = true
      output("interrupted")
      return
    }
    if topLevel && !isStopped, let batch = session.state.classic?.openBatch {
      let error = ClassicErrors.unclosedBatch(batch, at: "the script \(name) ended")
      emit(Outcome(command: "tableView.beginUpdates", error: error), at: nil, interactive: false)
    }
  }

  /// Runs a script file given on the command line.
  /// - Returns: `false` when the file could not be read (exit status 2).
  @discardableResult
  public func runFile(_ path: String) -> Bool {
    switch ScriptFile.read(path) {
    case .failure(let error):
      output(TextRenderer(color: false).errorLines(error, at: nil, tried: false).joined(separator: "\n"))
      hadFailure = true
      return false
    case .success(let text):
      sourceStack.append(ScriptFile.canonical(path))
      defer { sourceStack.removeLast() }
      runScript(text, name: path)
      return true
    }
  }

  private func runSourced(_ path: String, from location: InputLocation?, interactive: Bool, tried: Bool) {
    let resolved = ScriptFile.resolve(path, relativeTo: location?.file)
    let canonical = ScriptFile.canonical(resolved)
    var failure: ShellError?
    if sourceStack.contains(canonical) {
      failure = ShellError(
        code: "sourceCycle",
        message: "\(path) is already being run: a script cannot source itself, even indirectly",
        fix: "remove the source line that leads back to \(path)")
    } else if sourceStack.count >= Self.maxSourceDepth {
      failure = ShellError(
        code: "sourceTooDeep", message: "source is nested more than \(Self.maxSourceDepth) files deep",
        fix: "flatten the chain of scripts that source each other")
    }
    let text: String
    switch failure.map(Result<String, ShellError>.failure) ?? ScriptFile.read(resolved) {
    case .failure(let error):
      var outcome = Outcome(command: "source", error: error)
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
    var bound = String(maxSourcedLines)
    for index in stride(from: bound.count - 3, to: 0, by: -3) {
      bound.insert(",", at: bound.index(bound.startIndex, offsetBy: index))
    }
    let error = ShellError(
      code: "sourceTooLong",
      message: "source ran more than \(bound) lines, counting the lines of every script it sources in turn;"
        + " stopped before this line",
      fix: "a script that sources another several times multiplies its lines: source each file once")
    emit(Outcome(command: "source", error: error), at: location, interactive: false)
    return false
  }
}
