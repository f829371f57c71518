import ArgumentParser
import DiffableFiles
import DiffableShell
import DiffableSwift
import Foundation

/// `diffable check FILE... [--update]`: replays transcripts and compares their output.
///
/// The logic is ``TranscriptCheck`` (text in, result out); this command reads and writes
/// the files and turns the results into an exit status: 0 when every transcript matches (or
/// was updated), 1 when one differs, 2 when a file cannot be read or holds no `> ` line.
struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replay transcripts and compare their output line by line.",
    usage: "diffable check <files> ... [--update]",
    discussion: """
      A transcript is what `diffable --echo --color never SCRIPT` prints: each input line behind \
      `> ` (a blank line as `>`), then its output. check runs the `> ` lines in a fresh session and \
      compares what they print with the transcript, ignoring trailing spaces. On a difference it \
      prints a unified diff (- transcript, + replay) and exits with 1.
      """)

  @Argument(help: "Transcript files to check.")
  var files: [String]

  @Flag(help: "Rewrite each transcript that differs with the replay's output.")
  var update = false

  mutating func run() throws {
    // A transcript updated through a FIFO whose reader goes away is an error, not a death.
    signal(SIGPIPE, SIG_IGN)
    var failed = 0, unreadable = 0, updated = 0
    for path in files {
      guard let text = Self.read(path) else {
        unreadable += 1
        continue
      }
      guard Transcript.script(of: text) != nil else {
        Output.line(
          "error: \(path) has no `> ` line, so it is not a transcript; record one with "
            + "`diffable --echo --color never SCRIPT > \(path)`")
        unreadable += 1
        continue
      }
      let check = TranscriptCheck(transcript: text, name: path, frontEnd: SwiftFrontEnd())
      if check.passed {
        Output.line("ok    \(path)")
      } else if update {
        switch FileWriter().write(Array(check.actual.utf8), to: path) {
        case .failure(let error):
          Output.line("error: \(error)")
          Output.line("  fix: \(error.fix)")
          unreadable += 1
        case .success(let written):
          Output.line("updated \(path)")
          written.warnings.forEach { Output.line("warning: \($0)") }
          updated += 1
        }
      } else {
        check.report.forEach { Output.line(ControlCharacters.escaped($0)) }
        failed += 1
      }
    }
    let passed = files.count - failed - unreadable - updated
    var summary = "\(files.count) transcript\(files.count == 1 ? "" : "s"): \(passed) passed"
    if updated > 0 { summary += ", \(updated) updated" }
    if failed > 0 { summary += ", \(failed) failed" }
    if unreadable > 0 { summary += ", \(unreadable) unreadable" }
    Output.line(summary)
    Output.flush()
    throw ExitCode(unreadable > 0 ? 2 : failed > 0 ? 1 : 0)
  }

  /// The file's text, or `nil` after printing why it cannot be read.
  private static func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else {
      Output.line("error: \(path): no such file, or it cannot be read")
      return nil
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      Output.line("error: \(path) is not UTF-8 text")
      return nil
    }
    return text
  }
}
