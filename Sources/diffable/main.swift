import ArgumentParser
import CLibEdit
import DiffableEngine
import DiffableFiles
import DiffableKit
import DiffableShell
import DiffableSwift
import Foundation

/// The command line: `diffable [FILE...]`, `diffable check FILE...`.
struct Diffable: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "diffable",
    abstract: "Explore how NSDiffableDataSourceSnapshot and UITableViewDiffableDataSource behave.",
    discussion: """
      With no FILE and a terminal, starts an interactive session (type `help`). With FILEs, runs each \
      script in order, then exits; with standard input that is not a terminal, runs it as a script.
      Exit status: 0 when every command succeeded, 1 when a command failed, 2 for a bad command line \
      or an unreadable file.
      """,
    version: "diffable \(version)",
    subcommands: [Check.self, LessonCommand.self],
    defaultSubcommand: nil)

  @OptionGroup var options: SessionOptions

  @Argument(help: "Script files to run, in order.")
  var files: [String] = []

  @Flag(name: .short, help: "Stay interactive after running the files.")
  var interactive = false

  @Option(help: "Write an animated HTML replay of the session to this file (when it ends).")
  var html: String?

  mutating func run() throws {
    // Writing to a closed pipe (`diffable script | head -1`) then fails with EPIPE, which
    // Output turns into a quiet exit instead of a SIGPIPE death (status 141).
    signal(SIGPIPE, SIG_IGN)
    // `--html /dev/stdout`: the page alone goes to standard output, everything else to
    // standard error.
    if let html, PathResolution.isStandardOutput(html) { Output.useStandardError() }
    // Ctrl-C: the handler sets a flag, which the shell reads between script lines (the prompt's
    // line editor reads it too). Scripts also write what is buffered on SIGTERM and SIGHUP.
    installInterruptHandler()
    let useTerminal = isInteractiveTerminal()
    if !(files.isEmpty && useTerminal) && !interactive { Output.flushOnTermination() }
    let settings = options.settings()
    let shell = Shell(settings: settings, echo: options.echo, output: { Output.line($0) })
    shell.interruption = Interruption { takeInterrupt() }
    shell.stepper = LessonStepper.ask
    shell.flushOutput = { Output.flush() }
    shell.frontEnd = SwiftFrontEnd()
    shell.wrapWidth = outputTerminalWidth()
    let unreadable = InputFlag()
    Output.statusOnClosedPipe = { unreadable.isSet ? 2 : shell.hadFailure ? 1 : 0 }
    // Scripts run where Swift entries run, so that no entry is handed to another thread.
    let files = files
    SwiftFrontEnd.onInterpreterStack {
      for file in files where !shell.isStopped {
        if !shell.runFile(file) { unreadable.isSet = true }
      }
    }
    if shell.wasInterrupted {
      // Ctrl-C stopped a script: 128 + SIGINT, as a shell reports a process it interrupted.
      Output.flush()
      throw ExitCode(130)
    }
    if files.isEmpty && !useTerminal {
      let ran = SwiftFrontEnd.onInterpreterStack { shell.runStandardInput(isClosed: standardInputWasClosed) }
      if !ran { unreadable.isSet = true }
      if shell.wasInterrupted {
        Output.flush()
        throw ExitCode(130)
      }
    } else if (files.isEmpty || interactive) && !shell.didQuit {
      // `-i` after a script that stopped at a failure: the prompt takes commands again.
      shell.resume()
      REPL(shell: shell, useLineEditor: useTerminal).run()
    }
    if let html {
      let outcome = shell.export(.html, to: html)
      if outcome.error?.isInterruption == true {
        // Ctrl-C while the replay was made: no file was written.
        Output.line("interrupted")
        Output.flush()
        throw ExitCode(130)
      }
      if !outcome.ok { unreadable.isSet = true }
      for line in TextRenderer(color: false).lines(for: outcome, at: nil) { Output.line(line) }
    }
    Output.flush()
    throw ExitCode(unreadable.isSet ? 2 : shell.hadFailure ? 1 : 0)
  }
}

/// Options shared by running scripts and checking transcripts.
struct SessionOptions: ParsableArguments {
  @Option(help: "Output format: text or json.")
  var format: OutputFormatOption = .text

  @Flag(help: "Print every input line (behind `> `) before its output: a transcript.")
  var echo = false

  @Option(help: "Colour: auto (only on a terminal, and never with NO_COLOR), always or never.")
  var color: ColorOption = .auto

  @Flag(help: "Scripts: go on after a failed command (same as `set bail off`).")
  var keepGoing = false

  @Option(
    name: .customLong("ios"),
    help: "Behaviour profile: the iOS version to imitate (iOS 19 to 25 do not exist).")
  var iOS: IOSProfile = .iOS26

  func validate() throws {
    if echo && format == .json {
      throw ValidationError(
        "--echo prints a text transcript and cannot be mixed into --format json; each JSON object "
          + "already names its file and line")
    }
  }

  func settings() -> Settings {
    var settings = Settings()
    settings.format = format.value
    settings.bail = !keepGoing
    settings.iOS = iOS.version
    switch color {
    case .always: settings.color = true
    case .never: settings.color = false
    case .auto:
      settings.color =
        isatty(Output.descriptor) != 0 && Self.environmentAllowsColor(ProcessInfo.processInfo.environment)
    }
    return settings
  }

  /// Whether `--color auto` may colour a terminal: not when `NO_COLOR` is set to a non-empty
  /// value (an empty one does not count, as no-color.org says), nor for `TERM=dumb`.
  static func environmentAllowsColor(_ environment: [String: String]) -> Bool {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return environment["TERM"] != "dumb"
  }
}

enum OutputFormatOption: String, ExpressibleByArgument, CaseIterable {
  case text, json
  var value: OutputFormat { self == .json ? .json : .text }
}

/// The behaviour profiles, as `--ios` takes them (`--help` lists them).
enum IOSProfile: String, ExpressibleByArgument, CaseIterable {
  case iOS13 = "13", iOS14 = "14", iOS15 = "15", iOS16 = "16", iOS17 = "17", iOS18 = "18", iOS26 = "26"
  var version: Int { Int(rawValue)! }
}

enum ColorOption: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never
}

// A bad command line exits with 2 (ArgumentParser's default is 64).
// `check` and `lesson` are parsed on their own: the root command's FILE arguments would take
// them for scripts. `diffable help` and `diffable help check` print the help that `--help` prints.
standardDescriptorsOpen()
configureMalloc()
// Before any handler of diffable's replaces them: an ignored signal stays ignored.
TerminalSignals.recordStartingDispositions()
var arguments = Array(CommandLine.arguments.dropFirst())
let helpTopics = ["check", "lesson"]
if arguments.first == "help",
  arguments.count == 1 || (arguments.count == 2 && helpTopics.contains(arguments[1]))
{
  arguments = arguments.count == 1 ? ["--help"] : [arguments[1], "--help"]
}
let subcommands: [String: any ParsableCommand.Type] = ["check": Check.self, "lesson": LessonCommand.self]
let subcommand = arguments.first.flatMap { subcommands[$0] }
let commandType: any ParsableCommand.Type = subcommand ?? Diffable.self
do {
  var command = try commandType.parseAsRoot(subcommand != nil ? Array(arguments.dropFirst()) : arguments)
  try command.run()
} catch let exitCode as ExitCode {
  exit(exitCode.rawValue)
} catch {
  if commandType.exitCode(for: error) == .success {
    // --help and --version; a failed write (`--help > /dev/full`) is reported by flush.
    Output.line(commandType.fullMessage(for: error))
    Output.flush()
    exit(0)
  }
  StandardError.line(commandType.fullMessage(for: error))
  exit(2)
}

/// Whether some input could not be read: set where the scripts run (on the interpreter's thread)
/// while the main thread waits, read by the main thread and by a write that finds the pipe closed.
private final class InputFlag: @unchecked Sendable {
  var isSet = false
}

/// Makes every thread allocate from glibc's main heap, grown 64 MB ahead of need, and keeps
/// blocks of up to 32 MB in it.
///
/// Scripts run on the interpreter's large-stack thread, which glibc would give an arena of its
/// own: such an arena grows a page at a time, one `mprotect` call each (a tenth of a long
/// script's replay). The main heap grows with `brk`, by the pad at once; an address range
/// reserved so costs no memory until it is touched. A large block (the script's text while it is
/// read) comes from the heap too, where memory it frees is used again, not mapped and unmapped.
/// The main thread only waits while a script runs, so the threads do not contend for the arena.
private func configureMalloc() {
  #if canImport(Glibc)
    mallopt(M_ARENA_MAX, 1)
    mallopt(M_TOP_PAD, 64 << 20)
    mallopt(M_MMAP_THRESHOLD, 32 << 20)
  #endif
}
