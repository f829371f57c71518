import ArgumentParser
import DiffableKit
import DiffableShell
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
    subcommands: [Check.self],
    defaultSubcommand: nil)

  @OptionGroup var options: SessionOptions

  @Argument(help: "Script files to run, in order.")
  var files: [String] = []

  @Flag(name: .short, help: "Stay interactive after running the files.")
  var interactive = false

  mutating func run() throws {
    // Writing to a closed pipe (`diffable script | head -1`) then fails with EPIPE, which
    // Output turns into a quiet exit with status 0, instead of a SIGPIPE death (status 141).
    signal(SIGPIPE, SIG_IGN)
    // Ctrl-C: the handler sets a flag, which the shell reads between script lines (the prompt's
    // line editor reads it too). Scripts also write what is buffered on SIGTERM and SIGHUP.
    installInterruptHandler()
    let useTerminal = isInteractiveTerminal()
    if !(files.isEmpty && useTerminal) && !interactive { Output.flushOnTermination() }
    let settings = options.settings()
    let shell = Shell(settings: settings, echo: options.echo, output: { Output.line($0) })
    shell.interruption = Interruption { takeInterrupt() }
    var unreadable = false
    for file in files where !shell.isStopped {
      if !shell.runFile(file) { unreadable = true }
    }
    if shell.wasInterrupted {
      // Ctrl-C stopped a script: 128 + SIGINT, as a shell reports a process it interrupted.
      Output.flush()
      throw ExitCode(130)
    }
    if files.isEmpty && !useTerminal {
      let input = FileHandle.standardInput.readDataToEndOfFile()
      if let text = String(validating: input, as: UTF8.self) {
        shell.runScript(text, name: "<stdin>")
        if shell.wasInterrupted {
          Output.flush()
          throw ExitCode(130)
        }
      } else {
        Output.line("error: standard input is not valid UTF-8 text")
        unreadable = true
      }
    } else if (files.isEmpty || interactive) && !shell.didQuit {
      REPL(shell: shell, useLineEditor: useTerminal).run()
    }
    Output.flush()
    throw ExitCode(unreadable ? 2 : shell.hadFailure ? 1 : 0)
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

  @Option(name: .customLong("ios"), help: "Behaviour profile: the iOS version to imitate (13 to 18).")
  var iOS = 18

  func validate() throws {
    guard (13...18).contains(iOS) else { throw ValidationError("--ios must be a version from 13 to 18") }
  }

  func settings() -> Settings {
    var settings = Settings()
    settings.format = format.value
    settings.bail = !keepGoing
    settings.iOS = iOS
    switch color {
    case .always: settings.color = true
    case .never: settings.color = false
    case .auto: settings.color = isatty(1) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
    return settings
  }
}

enum OutputFormatOption: String, ExpressibleByArgument, CaseIterable {
  case text, json
  var value: OutputFormat { self == .json ? .json : .text }
}

enum ColorOption: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never
}

// A bad command line exits with 2 (ArgumentParser's default is 64).
// `check` is parsed on its own: the root command's FILE arguments would take it for a script.
let arguments = Array(CommandLine.arguments.dropFirst())
let isCheck = arguments.first == "check"
let commandType: any ParsableCommand.Type = isCheck ? Check.self : Diffable.self
do {
  var command = try commandType.parseAsRoot(isCheck ? Array(arguments.dropFirst()) : arguments)
  try command.run()
} catch let exitCode as ExitCode {
  exit(exitCode.rawValue)
} catch {
  if commandType.exitCode(for: error) == .success {
    // --help and --version
    print(commandType.fullMessage(for: error))
    exit(0)
  }
  FileHandle.standardError.write(Data((commandType.fullMessage(for: error) + "\n").utf8))
  exit(2)
}
