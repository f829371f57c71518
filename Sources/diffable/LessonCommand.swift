import ArgumentParser
import DiffableEngine
import DiffableFiles
import DiffableKit
import DiffableShell
import DiffableSwift
import Foundation

/// `diffable lesson [N | NAME | FILE] [--step]`: runs a built-in lesson (or a lesson file)
/// from any directory; with no argument, lists them.
struct LessonCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lesson",
    abstract: "Run a lesson: each command is shown before its output, with its narration.",
    usage: "diffable lesson [<lesson>] [--step] [--html <out.html>]",
    discussion: """
      LESSON is a number (1), a name (getting-started, 01-getting-started) or a lesson file of \
      your own (./mine.diffable). With no LESSON, lists the lessons. With --step, the lesson \
      pauses after its introduction and after each step for one key: Enter or space goes on, q \
      leaves, and any other key leaves the lesson for the prompt, with that key typed.
      """)

  @Argument(help: "The lesson: a number, a name, or a file.")
  var lesson: String?

  @Flag(help: "Pause after each step for a key (Enter or space: next; q: leave; another: the prompt).")
  var step = false

  @Option(help: "Also write an animated HTML replay of the lesson to this file.")
  var html: String?

  @OptionGroup var options: SessionOptions

  mutating func run() throws {
    signal(SIGPIPE, SIG_IGN)
    // `--html /dev/stdout`: the page alone goes to standard output.
    if let html, PathResolution.isStandardOutput(html) { Output.useStandardError() }
    let shell = Shell(settings: options.settings(), echo: false, output: { Output.line($0) })
    shell.stepper = LessonStepper.ask
    shell.flushOutput = { Output.flush() }
    // Lessons hold Swift (lessons 2 and 5 paste structs), as at the prompt.
    shell.frontEnd = SwiftFrontEnd()
    shell.wrapWidth = outputTerminalWidth()
    if step && isInteractiveTerminal() {
      // The pauses read single keys: Ctrl-C leaves the lesson, a signal gives the terminal back.
      installInterruptHandler()
      TerminalSignals.install()
    }
    shell.runLesson(named: lesson, step: step)
    if let typed = LessonStepper.typedAhead {
      // A command typed at a pause: the session goes on at the prompt, with it typed.
      LessonStepper.typedAhead = nil
      shell.interruption = Interruption { takeInterrupt() }
      shell.resume()
      REPL(shell: shell, useLineEditor: true, typedAhead: typed).run()
    }
    if let html {
      let outcome = shell.export(.html, to: html)
      for line in TextRenderer(color: false).lines(for: outcome, at: nil) { Output.line(line) }
      if !outcome.ok {
        Output.flush()
        throw ExitCode(2)
      }
    }
    Output.flush()
    throw ExitCode(shell.hadFailure ? 1 : 0)
  }
}

/// Pauses a stepped lesson run by `diffable lesson N --step` or a script: prints the pause line,
/// then on a terminal waits for one key (see ``PauseKey``), else for a line on standard input
/// (`q` or the end of input leaves, anything else goes on).
enum LessonStepper {
  /// What was typed at the pause to leave the lesson for the prompt, with the key typed.
  nonisolated(unsafe) static var typedAhead: String?

  static func ask(_ prompt: String) -> LessonPause {
    show(prompt)
    guard isInteractiveTerminal() else {
      guard let answer = readLine(strippingNewline: true) else { return .leave }
      let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
      return word == "q" || word == "quit" ? .leave : .next
    }
    switch PauseKey.read() {
    case .next: return .next
    case .leave: return .leave
    case .typed(let text):
      typedAhead = text
      return .leave
    }
  }

  /// Prints the pause line, wrapped to the terminal.
  static func show(_ prompt: String) {
    outputTerminalWidth().map { prompt.wrapped(toWidth: $0) }?.forEach(Output.line) ?? Output.line(prompt)
    Output.flush()
  }
}
