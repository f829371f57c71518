import ArgumentParser
import DiffableFiles
import DiffableShell
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
      pauses after each step until Enter; q (then Enter) leaves it.
      """)

  @Argument(help: "The lesson: a number, a name, or a file.")
  var lesson: String?

  @Flag(help: "Pause after each step until Enter (q leaves the lesson).")
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
    shell.runLesson(named: lesson, step: step)
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

/// Pauses a stepped lesson: prints the prompt, waits for a line on standard input; `q` (or
/// the end of input) leaves.
enum LessonStepper {
  static func ask(_ prompt: String) -> LessonPause {
    Output.line(prompt)
    Output.flush()
    guard let answer = readLine(strippingNewline: true) else { return .leave }
    let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
    return word == "q" || word == "quit" ? .leave : .next
  }
}
