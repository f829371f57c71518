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
  /// The width of the prompt typed lines stand behind (the executable's `diffable> `), for the
  /// caret under a parse error in a typed line; 0 when no prompt is shown.
  public var promptWidth = 0
  /// The deepest `source` nesting allowed.
  public static let maxSourceDepth = 32

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
      emit(Outcome(command: "parse", error: .parse(error)), at: location, interactive: interactive)
      return
    }
    for command in commands {
      guard !isStopped else { return }
      // `try? quit` and `try? source` are the runner's too (the session cannot run them).
      let (inner, tried) = command.withoutTry
      switch inner {
      case .quit:
        didQuit = true
        isStopped = true
        return
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
      let renderer = TextRenderer(color: settings.color, promptWidth: promptWidth)
      for line in renderer.lines(for: outcome, at: location) { output(line) }
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
      guard !isStopped else { return }
      if gathered.isEmpty { firstLine = index + 1 }
      if echo { output(line.isEmpty ? ">" : "> " + line) }
      let isLast = index == physical.count - 1
      guard let logical = gathered.add(line) ?? (isLast ? gathered.flush() : nil) else { continue }
      run(logical, location: InputLocation(file: name, line: firstLine, text: logical))
    }
    if topLevel && !isStopped, let batch = session.state.classic?.openBatch {
      let error = ShellError.unclosedBatch(calls: batch.calls.count, end: "the script \(name) ended")
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
      failure = .sourceCycle(path: path)
    } else if sourceStack.count >= Self.maxSourceDepth {
      failure = .sourceTooDeep(limit: Self.maxSourceDepth)
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
    let savedEcho = echo
    echo = false
    defer { echo = savedEcho }
    runScript(text, name: resolved, topLevel: false)
  }
}
