import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("Scripts: continuation, bail, try?, echo and locations")
struct ShellScriptTests {
  @Test func continuationLinesAndUnclosedBracketsJoin() {
    let (lines, shell) = runScript(
      "appendSections main\nappendItems [1,\n 2, 3]\nappendItems 4 \\\n 5\nnumberOfItems\n")
    #expect(!shell.hadFailure)
    #expect(lines == ["5"])
  }

  @Test func windowsLineEndingsSplitLines() {
    let (lines, shell) = runScript("appendSections main\r\nappendItems 1 2\r\nnumberOfItems\r\n")
    #expect(!shell.hadFailure)
    #expect(lines == ["2"])
  }

  @Test func aFailureStopsTheScriptWithBailOn() {
    let (lines, shell) = runScript("appendItems 1\necho not reached\n")
    #expect(shell.hadFailure)
    #expect(!lines.contains("not reached"))
    #expect(
      lines.first
        == "t.diffable:1: error: There are currently no sections in the data source. Please add a section first."
    )
    #expect(lines[1] == "    appendItems 1")
  }

  @Test func keepGoingRunsPastFailures() {
    var settings = Settings()
    settings.bail = false
    let (lines, shell) = runScript("appendItems 1\necho reached\n", settings: settings)
    #expect(shell.hadFailure)
    #expect(lines.last == "reached")
  }

  @Test func tryLetsOneCommandFailWithoutChangingTheStatus() {
    let (lines, shell) = runScript("try? appendItems 1\necho reached\n")
    #expect(!shell.hadFailure)
    #expect(lines.first?.contains("error (try?): There are currently no sections") == true)
    #expect(lines.last == "reached")
  }

  @Test func echoMakesATranscript() {
    let (lines, _) = runScript("# setup\n\nappendSections main\nnumberOfSections\n", echo: true)
    #expect(lines == ["> # setup", ">", "> appendSections main", "> numberOfSections", "1"])
  }

  @Test func parseErrorsPointAtTheColumn() {
    let (lines, _) = runScript("appendItems 1 to\n")
    #expect(lines.first?.hasPrefix("t.diffable:1: error: expected") == true)
    #expect(lines.contains("                    ^"))
  }

  @Test func quitStopsTheScript() {
    let (lines, shell) = runScript("echo one\nquit\necho two\n")
    #expect(lines == ["one"])
    #expect(shell.didQuit)
    #expect(!shell.hadFailure)
  }

  @Test func semicolonsRunInOrderAndStopAtAFailure() {
    let (lines, _) = runScript("numberOfSections; appendItems 1; numberOfItems\n")
    #expect(lines.first == "0")
    #expect(lines.count == 5)  // 0; the error, its line, the crash note, the fix: numberOfItems never ran
    #expect(lines.last?.contains("fix:") == true)
  }
}

@Suite("Scripts: source")
struct ShellSourceTests {
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("diffable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func sourceRunsAFileRelativeToTheSourcingScript() throws {
    let dir = try temporaryDirectory()
    try "appendSections main\nappendItems 1 2\n".write(
      to: dir.appendingPathComponent("setup.diffable"), atomically: true, encoding: .utf8)
    let main = dir.appendingPathComponent("main.diffable")
    try "source setup.diffable\nnumberOfItems\n".write(to: main, atomically: true, encoding: .utf8)
    final class Sink: @unchecked Sendable { var lines: [String] = [] }
    let sink = Sink()
    let shell = Shell { sink.lines.append($0) }
    #expect(shell.runFile(main.path))
    #expect(sink.lines == ["2"])
  }

  @Test func aScriptThatSourcesItselfIsAnError() throws {
    let dir = try temporaryDirectory()
    let file = dir.appendingPathComponent("loop.diffable")
    try "echo once\nsource loop.diffable\n".write(to: file, atomically: true, encoding: .utf8)
    final class Sink: @unchecked Sendable { var lines: [String] = [] }
    let sink = Sink()
    let shell = Shell { sink.lines.append($0) }
    shell.runFile(file.path)
    #expect(sink.lines.first == "once")
    #expect(sink.lines.contains { $0.contains("a script cannot source itself") })
    #expect(shell.hadFailure)
  }

  @Test func aMissingFileIsReported() {
    let (lines, shell) = runScript("source /nonexistent/x.diffable\n")
    #expect(lines.first?.contains("/nonexistent/x.diffable: no such file") == true)
    #expect(shell.hadFailure)
  }
}
