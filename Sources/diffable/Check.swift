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
      prints a unified diff (- transcript, + replay) and exits with 1. Several transcripts are \
      each checked in a process of their own: one that crashes diffable is that transcript's \
      failure, named, and the others are still checked (and updated).
      """)

  @Argument(help: "Transcript files to check.")
  var files: [String]

  @Flag(help: "Rewrite each transcript that differs with the replay's output.")
  var update = false

  /// Checks one transcript in this process and says how in the exit status (see `Result`):
  /// how each transcript of several is checked in a process of its own.
  @Flag(name: .customLong("one"), help: .hidden)
  var checksOne = false

  mutating func run() throws {
    // A transcript updated through a FIFO whose reader goes away is an error, not a death.
    signal(SIGPIPE, SIG_IGN)
    if checksOne, let path = files.first {
      let result = checkHere(path)
      Output.flush()
      throw ExitCode(result.rawValue)
    }
    var failed = 0, unreadable = 0, updated = 0
    for path in files {
      // Several transcripts: each in a process of its own, so that one that crashes diffable
      // is that transcript's failure and the others are still checked (and updated).
      let result = files.count > 1 ? checkApart(path) : checkHere(path)
      switch result {
      case .passed: break
      case .updated: updated += 1
      case .failed: failed += 1
      case .unreadable: unreadable += 1
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

  /// How one transcript fared; the exit status of `check --one`.
  enum Result: Int32 {
    case passed = 0, failed = 1, unreadable = 2, updated = 3
  }

  /// Checks (and with `--update` rewrites) the transcript at `path` in this process.
  private func checkHere(_ path: String) -> Result {
    guard let text = Self.read(path) else { return .unreadable }
    guard Transcript.script(of: text) != nil else {
      Output.line(
        "error: \(path) has no `> ` line, so it is not a transcript; record one with "
          + "`diffable --echo --color never SCRIPT > \(path)`")
      return .unreadable
    }
    let check = TranscriptCheck(transcript: text, name: path, frontEnd: SwiftFrontEnd())
    if check.passed {
      Output.line("ok    \(path)")
      return .passed
    }
    guard update else {
      check.report.forEach { Output.line(ControlCharacters.escaped($0)) }
      return .failed
    }
    switch FileWriter().write(Array(check.actual.utf8), to: path) {
    case .failure(let error):
      Output.line("error: \(error)")
      Output.line("  fix: \(error.fix)")
      return .unreadable
    case .success(let written):
      Output.line("updated \(path)")
      written.warnings.forEach { Output.line("warning: \($0)") }
      return .updated
    }
  }

  /// Checks the transcript at `path` with `diffable check --one` in a process of its own,
  /// which writes its lines to this one's output; a crash is this transcript's failure.
  private func checkApart(_ path: String) -> Result {
    Output.flush()
    let process = Process()
    process.executableURL = Self.worker
    process.arguments = ["check", "--one"] + (update ? ["--update"] : []) + ["--", path]
    do {
      try process.run()
    } catch {
      Output.line("error: \(path): cannot start diffable to check it (\(error.localizedDescription))")
      return .unreadable
    }
    process.waitUntilExit()
    if process.terminationReason == .uncaughtSignal {
      let number = process.terminationStatus
      let name = strsignal(number).map { String(cString: $0) } ?? "signal \(number)"
      Output.line(
        "error: \(path): diffable crashed while checking it (\(name), signal \(number)); "
          + "the other transcripts are checked on their own")
      Output.line(
        "  fix: run `diffable check \(path)` alone to see where; this is a bug in diffable, please report it")
      return .failed
    }
    return Result(rawValue: process.terminationStatus) ?? .failed
  }

  /// The program that checks each transcript: this one, or `$DIFFABLE_CHECK_WORKER` (tests
  /// put a program that crashes there).
  private static var worker: URL {
    if let path = ProcessInfo.processInfo.environment["DIFFABLE_CHECK_WORKER"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
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
