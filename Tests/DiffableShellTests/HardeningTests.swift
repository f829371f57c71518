import DiffableKit
import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Issue 13's defects that the shell itself answers for (the binary's are in
/// BadInputHardeningBinaryTests, the terminal's in Tests/Terminal).
@Suite("Hardening: line endings, escaping, bounds, try? and wrapping")
struct HardeningTests {
  // MARK: 1. Line endings

  @Test func carriageReturnOnlyLinesAreLines() {
    let run = runScript("appendSections main\rappendItems 1\r\nsectionIdentifiers\rnumberOfItems\n")
    #expect(run.lines == ["[main]", "1"])
    #expect(!run.shell.hadFailure)
  }

  @Test func aByteOrderMarkAtTheStartIsDropped() {
    let run = runScript("\u{FEFF}appendSections main\nsectionIdentifiers\n")
    #expect(run.lines == ["[main]"])
  }

  @Test(arguments: [
    ("a\nb\n", ["a", "b"]), ("a\r\nb", ["a", "b"]), ("a\rb\r", ["a", "b"]), ("a\n\nb", ["a", "", "b"]),
    ("a\r\r\nb", ["a", "", "b"]), ("", []), ("\u{FEFF}", []), ("x\u{FEFF}", ["x\u{FEFF}"]),
  ])
  func physicalLinesSplitAtEveryLineEnding(text: String, lines: [String]) {
    #expect(ScriptFile.physicalLines(of: text) == lines)
  }

  // MARK: 5. Control characters

  static let hostile = #"appendItems "\u{1b}[2J\u{1b}]0;pwned\u{7}""#

  @Test func controlCharactersInDataNeverReachTheOutputRaw() {
    let script = """
      appendSections main
      \(Self.hostile)
      apply
      show
      echo \u{1B}]0;title\u{7}
      bogus \u{1B}[2J\u{9B}
      """
    let run = runScript(script, echo: true)
    for line in run.lines {
      #expect(!line.unicodeScalars.contains { ControlCharacters.isControl($0) }, "\(line.debugDescription)")
    }
    #expect(run.lines.contains(#"  [0, 0]  \u{1b}[2J\u{1b}]0;pwned\u{7}"#), "\(run.lines)")
    #expect(run.lines.contains(#"\u{1b}]0;title\u{7}"#))
  }

  @Test func jsonEscapesControlCharactersAsJSON() throws {
    let run = runScript("appendSections main\n\(Self.hostile)\necho \u{9B}x\u{202E}", settings: jsonSettings)
    for line in run.lines {
      #expect(!line.unicodeScalars.contains { ControlCharacters.isControl($0) }, "\(line.debugDescription)")
    }
    let last = try #require(run.lines.last)
    let echo = try object(last)
    #expect(echo["text"] as? [String] == ["\u{9B}x\u{202E}"], "JSON readers get the text back")
  }

  @Test func coloursSurviveButOtherSequencesDoNot() {
    #expect(
      ControlCharacters.escaped("\u{1B}[31mred\u{1B}[0m", keepingColors: true) == "\u{1B}[31mred\u{1B}[0m")
    #expect(ControlCharacters.escaped("\u{1B}[2J", keepingColors: true) == #"\u{1b}[2J"#)
    #expect(ControlCharacters.escaped("\u{1B}[31m") == #"\u{1b}[31m"#)
    #expect(ControlCharacters.escaped("tab\there") == "tab\there")
    #expect(ControlCharacters.escaped(#"\u{1b}"#) == #"\u{1b}"#, "escaping is idempotent")
  }

  // MARK: 6. Bounds

  @Test func aCellTemplateTooLongIsRefusedAndChangesNothing() throws {
    let template = String(repeating: "{title}", count: 200)
    let run = BadInput.run("cell Payment \"\(template)\"")
    let error = try #require(run.errorLine)
    #expect(error.contains("the cell template is 1400 characters long; the most is 1000"), "\(error)")
    #expect(run.stateUnchanged)
  }

  @Test func aCellsContentIsBoundedWhateverTheTemplateRepeats() throws {
    let title = String(repeating: "y", count: 5000)
    let run = runScript(
      """
      struct P { id, title }
      cell P "{title}{title}{title}"
      appendSections main
      appendItems P(id: 1, title: "\(title)") P(id: 2, title: "short")
      apply
      """)
    #expect(!run.shell.hadFailure, "\(run.lines)")
    let state = run.shell.session.state
    let items = state.working.itemIdentifiers
    let long = state.cellContent(for: items[0])
    #expect(long.utf8.count < CellTemplate.maximumContentLength + 40)
    #expect(long.hasSuffix("… (15000 bytes in all)"))
    #expect(state.cellContent(for: items[1]) == "shortshortshort")
  }

  @Test func aHugeBadWordIsShortenedInTextAndJSON() throws {
    let word = String(repeating: "x", count: 1_000_000)
    let text = runScript("appendSections a\nbogus\(word)")
    #expect(text.lines.map(\.utf8.count).reduce(0, +) < 2000, "\(text.lines.map(\.count))")
    let json = runScript("bogus\(word)", settings: jsonSettings)
    #expect(json.lines.map(\.utf8.count).reduce(0, +) < 2000)
    let error = try object(json.lines[0])["error"] as? [String: Any]
    let message = try #require(error?["message"] as? String)
    #expect(message.count < 600, "\(message.count) characters")
  }

  // MARK: 8. try?, resuming, NSNotFound

  @Test func tryOptionalCoversAParseError() {
    let run = runScript("appendSections a\ntry? appendItems 1 to\nsectionIdentifiers")
    #expect(run.lines.first?.hasPrefix("t.diffable:2: error (try?): ") == true, "\(run.lines)")
    #expect(run.lines.last == "[a]", "the script went on")
    #expect(!run.shell.hadFailure)
    let untried = runScript("appendSections a\nappendItems 1 to\nsectionIdentifiers")
    #expect(untried.shell.hadFailure && untried.lines.last != "[a]", "without try? it stops")
  }

  @Test func aShellStoppedByAFailureResumesForThePromptButNotAfterQuit() {
    let stopped = runScript("appendSections a\nappendItems 1 to missing\nappendSections b")
    #expect(stopped.shell.isStopped)
    stopped.shell.resume()
    stopped.shell.run("appendSections c", interactive: true)
    #expect(stopped.shell.session.state.working.sectionIdentifiers.map(\.description) == ["a", "c"])
    #expect(stopped.shell.hadFailure, "the failure still counts for the exit status")
    let quit = runScript("quit")
    quit.shell.resume()
    #expect(quit.shell.isStopped)
  }

  @Test func aRowOfNSNotFoundIsRefusedNotTakenForASection() throws {
    let run = runScript(
      """
      mode classic
      appendSections a
      appendItems 1 2
      tableView.reloadData
      tableView.moveRow [0, 9223372036854775807] to [0, 0]
      """)
    let error = try #require(run.lines.first { $0.contains("error") })
    #expect(error.contains("row 9223372036854775807 is NSNotFound"), "\(error)")
    #expect(!run.lines.contains { $0.contains("1 row moved") })
    #expect(run.shell.session.state.classic?.table.sections.map(\.rows.count) == [2])
  }

  @Test func unreadableFilesAreReportedInJSON() throws {
    final class Sink: @unchecked Sendable { var lines: [String] = [] }
    let sink = Sink()
    let shell = Shell(settings: jsonSettings) { sink.lines.append($0) }
    #expect(!shell.runFile("/nonexistent/script.diffable"))
    let line = try #require(sink.lines.first)
    let error = try #require(try object(line)["error"] as? [String: Any])
    #expect(error["code"] as? String == "fileNotFound")
  }

  // MARK: 9. Width and completion

  @Test func displayWidthCountsWideCharactersTwiceAndMarksNone() {
    #expect("abc".displayWidth == 3)
    #expect("日本".displayWidth == 4)
    #expect("🍎".displayWidth == 2)
    #expect("e\u{301}".displayWidth == 1)
    #expect("\u{1B}[31mred\u{1B}[0m".displayWidth == 3)
    #expect("日本".padding(to: 6) == "日本  ")
  }

  @Test func longLinesWrapAtBlanksWithAHangingIndent() {
    let line =
      "hint: the model changed and the table view was not told; this tells it: tableView.insertSections 0"
    let lines = line.wrapped(toWidth: 40)
    #expect(lines.allSatisfy { $0.displayWidth <= 40 }, "\(lines)")
    #expect(lines.joined(separator: " ").split(separator: " ") == line.split(separator: " "))
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
    #expect(String(repeating: "w", count: 100).wrapped(toWidth: 40).allSatisfy { $0.displayWidth <= 40 })
  }

  @Test func theShellWrapsProseToItsWidthButNotData() {
    final class Sink: @unchecked Sendable { var lines: [String] = [] }
    let sink = Sink()
    let shell = Shell { sink.lines.append($0) }
    shell.wrapWidth = 40
    shell.run("help", interactive: true)
    #expect(sink.lines.allSatisfy { $0.displayWidth <= 40 }, "\(sink.lines.filter { $0.displayWidth > 40 })")
    sink.lines = []
    let long = String(repeating: "data ", count: 20)
    shell.run("echo \(long)", interactive: true)
    #expect(sink.lines == [long], "echo prints its text whole")
    sink.lines = []
    shell.run("appendSections main; appendItems 1 2 3; apply; moveItem 3 before 1; apply", interactive: true)
    sink.lines = []
    shell.run("explain", interactive: true)
    #expect(sink.lines.count > 4, "explain's long lines are wrapped: \(sink.lines)")
    #expect(sink.lines.allSatisfy { $0.displayWidth <= 40 }, "\(sink.lines.filter { $0.displayWidth > 40 })")
  }

  @Test func setHelpAndModeCompleteTheirOwnWords() {
    let state = runScript("appendSections main\nappendItems bailout").shell.session.state
    #expect(CompletionCandidates.candidates(for: "set ", in: state) == ["bail", "format", "color", "ios"])
    #expect(CompletionCandidates.candidates(for: "set b", in: state) == ["bail"])
    #expect(CompletionCandidates.candidates(for: "set format ", in: state) == ["text", "json"])
    #expect(CompletionCandidates.candidates(for: "help appendI", in: state) == ["appendItems"])
    #expect(CompletionCandidates.candidates(for: "mode c", in: state) == ["classic"])
    #expect(CompletionCandidates.candidates(for: "deleteItems \"Ti", in: state).isEmpty)
    #expect(CompletionCandidates.candidates(for: "deleteItems bai", in: state) == ["bailout"])
  }
}
