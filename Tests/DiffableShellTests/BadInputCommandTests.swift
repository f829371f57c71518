import DiffableKit
import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// One bad line of the catalogue: what the error must say and where its caret must stand
/// (nil when the error is about the command as a whole, not one place in the line).
struct BadLine: CustomTestStringConvertible, Sendable {
  var line: String
  var message: String
  var column: Int?

  var testDescription: String { line.count > 60 ? String(line.prefix(60)) + "…" : line }
}

@Suite("Bad input: each bad command gets a clear error with its place and changes nothing")
struct BadInputCommandTests {
  static let catalogue: [BadLine] = [
    // Unknown commands.
    BadLine(line: "frobnicate 1", message: "unknown command 'frobnicate'", column: 1),
    BadLine(line: "appendItem 4", message: "unknown command 'appendItem'", column: 1),
    // Wrong kinds of argument.
    BadLine(
      line: "itemIdentifier for main", message: "expected an index path [S, R] after 'for', found 'main'",
      column: 20),
    BadLine(line: "set ios abc", message: "expected an iOS version number after 'set ios'", column: 9),
    BadLine(
      line: "apply animatingDifferences: maybe",
      message: "expected true or false after 'animatingDifferences'", column: 29),
    BadLine(
      line: "tableView.deleteRows at: 5", message: "expected at least one index path [S, R]", column: 26),
    BadLine(
      line: "appendItems Payment(id: 1, name: \"x\")",
      message: "argument 'name' does not match the field 'title' of Payment", column: nil),
    BadLine(
      line: "appendItems Ticket(1)", message: "no struct named 'Ticket' has been declared", column: nil),
    BadLine(
      line: "appendItems 4 to nowhere", message: "Invalid parameter not satisfying: section != NSNotFound",
      column: nil),
    BadLine(
      line: "appendSections main",
      message:
        "Diffable data source detected an attempt to insert or append 1 section identifier that already exists",
      column: nil),
    // Too many arguments.
    BadLine(
      line: "numberOfSections 3", message: "'numberOfSections' takes no arguments, found '3'", column: 18),
    BadLine(line: "undo 3", message: "'undo' takes no arguments, found '3'", column: 6),
    BadLine(
      line: "indexOfItem 1 2", message: "unexpected '2'; expected ';' or the end of the line", column: 15),
    BadLine(
      line: "explain 1 2", message: "'explain' takes at most one item identifier, found '2'", column: 11),
    BadLine(line: "moveItem 1 2 after 3", message: "expected 'before' or 'after' after the item", column: 12),
    BadLine(
      line: "appendItems Payment(1, \"a\", 3)", message: "Payment has 2 fields (id, title) but 3 were given",
      column: nil),
    // Too few arguments.
    BadLine(
      line: "deleteItems", message: "expected at least one item identifier after 'deleteItems'", column: 12),
    BadLine(
      line: "deleteSections", message: "expected at least one section identifier after 'deleteSections'",
      column: 15),
    BadLine(line: "insertItems 9 before", message: "expected an item identifier after 'before'", column: 21),
    BadLine(line: "moveSection main", message: "expected 'before' or 'after' after the section", column: 17),
    BadLine(
      line: "numberOfItems inSection", message: "expected a section identifier after 'inSection'", column: 24),
    BadLine(
      line: "appendItems Payment(1)", message: "Payment has 2 fields (id, title) but 1 was given", column: nil
    ),
    // Unterminated strings and brackets (the last line of the script: nothing left to continue).
    BadLine(line: "appendItems \"abc", message: "unterminated string", column: 13),
    BadLine(line: "appendItems 4 \"a\\\"", message: "unterminated string", column: 15),
    BadLine(line: "appendItems [4, 5", message: "expected ']'", column: 18),
    BadLine(
      line: "appendItems Payment(id: 4, title: \"x\"", message: "expected ',' or ')' in 'Payment('",
      column: 38),
    BadLine(line: "tableView.performBatchUpdates {", message: "expected '}'", column: 32),
    // Control characters and NUL outside strings.
    BadLine(line: "appendItems 4 \u{0} 5", message: "unexpected character U+0000", column: 15),
    BadLine(line: "appendItems 4\u{7F}", message: "unexpected character U+007F", column: 14),
  ]

  @Test(arguments: catalogue)
  func aBadLineIsAnErrorAtItsPlaceAndChangesNothing(_ bad: BadLine) throws {
    // The bad line is the script's last: an open bracket has nothing to continue onto.
    let run = BadInput.run(bad.line)
    let error = try #require(run.errorLine, "no error for \(bad.line.debugDescription): \(run.lines)")
    #expect(error.hasPrefix("bad.diffable:1: error: "), "\(error)")
    #expect(error.contains(bad.message), "\(error)")
    // The line as it was written, its control characters shown escaped (never sent raw).
    let written = bad.line.split(separator: "\n").first.map(String.init)!
    #expect(run.lines.dropFirst().first == "    " + ControlCharacters.escaped(written))
    if let column = bad.column {
      #expect(
        run.lines.dropFirst(2).first == "    " + String(repeating: " ", count: column - 1) + "^",
        "\(run.lines)")
    }
    #expect(run.stateUnchanged)
    #expect(run.shell.hadFailure)
  }

  @Test(arguments: catalogue)
  func underTryTheSameErrorIsPrintedAndTheScriptGoesOn(_ bad: BadLine) throws {
    let run = BadInput.run("try? " + bad.line)
    let error = try #require(run.errorLine)
    #expect(error.contains(bad.message), "\(error)")
    #expect(run.stateUnchanged)
  }

  @Test func aScriptStopsAtItsFirstErrorWithBailOn() {
    let run = BadInput.run("echo before\nfrobnicate\necho not reached")
    #expect(run.lines.first == "before")
    #expect(run.errorLine?.hasPrefix("bad.diffable:2: error:") == true)
    #expect(!run.lines.contains("not reached"))
  }

  @Test func aFailureInTheMiddleOfALineTakesBackTheWholeLine() {
    // One line is one entry: the command before the failing one ran, then was taken back.
    let run = BadInput.run("appendItems 5; appendSections main; appendItems 6")
    #expect(run.errorLine?.hasPrefix("bad.diffable:1: error:") == true)
    #expect(run.lines.contains { $0.contains(Shell.takenBackHint) }, "\(run.lines)")
    #expect(run.stateUnchanged)
  }

  @Test func keepGoingGoesOnWithTheNextLineNeverTheRestOfTheFailedOne() {
    var settings = Settings()
    settings.bail = false
    var lines: [String] = []
    let shell = Shell(settings: settings) { lines.append($0) }
    shell.runScript(
      "appendSections main\nappendItems 1; appendItems 1 1; appendItems 2\nappendItems 3", name: "s")
    #expect(shell.session.state.working.itemIdentifiers.map(\.description) == ["3"], "\(lines)")
  }

  @Test func aLineEndingInAnExportIsStillOneEntry() {
    // Only source and lesson make a line a run of entries; export and quit do not.
    let run = BadInput.run("appendItems 5; appendItems 6 6; export swift /dev/null")
    #expect(run.lines.contains { $0.contains(Shell.takenBackHint) }, "\(run.lines)")
    #expect(run.stateUnchanged)
  }

  @Test func aMegabyteLineOfValidItemsRuns() {
    let items = (100..<160_100).map(String.init).joined(separator: " ")
    let line = "appendItems " + items
    #expect(line.utf8.count > 1_000_000)
    let run = BadInput.run(line)
    #expect(run.errorLine == nil)
    #expect(run.shell.session.state.working.numberOfItems == 160_004)
  }

  @Test func aMegabyteLineWithAnErrorAtItsEndNamesTheColumnAndShowsTheLine() throws {
    let line = "appendItems " + String(repeating: "4 ", count: 500_000) + "\"open"
    let run = BadInput.run(line)
    let error = try #require(run.errorLine)
    let expected: String =
      "bad.diffable:1: error: unterminated string (the opening '\"' has no closing '\"' on its line)"
    #expect(error == expected)
    // The line is shown around the error, not whole, and the caret is under the quote.
    let source = Array(try #require(run.lines.dropFirst().first))
    let caret = try #require(run.lines.dropFirst(2).first)
    #expect(source.count < 300, "a megabyte line is cut to the part around the error")
    #expect(String(source.prefix(5)) == "    …")
    #expect(caret.count <= source.count && caret.hasSuffix("^"))
    #expect(source[caret.count - 1] == "\"")
    #expect(run.stateUnchanged)
  }

  @Test func aMegabyteUnknownWordIsShortenedInTheMessage() throws {
    let run = BadInput.run(String(repeating: "x", count: 1_000_000))
    let error = try #require(run.errorLine)
    #expect(error.count < 120)
    #expect(run.stateUnchanged)
  }

  @Test func aStructWithTenThousandFieldsIsDeclaredUsedAndApplied() throws {
    let fields = (0..<10_000).map { "f\($0)" }
    let values = (0..<10_000).map(String.init)
    let script = """
      struct Wide { \(fields.joined(separator: ", ")) } hash(f0) equal(f0)
      appendItems Wide(\(values.joined(separator: ", ")))
      apply
      hash Wide: f1
      apply
      """
    let run = BadInput.run(script)
    let type = try #require(run.shell.session.state.registry["Wide"])
    #expect(type.fields.count == 10_000)
    #expect(run.shell.session.state.dataSource.snapshot.numberOfItems == 5)
    // hash(f1) equal(f0) breaks Hashable's contract: a warning, not a failure.
    #expect(!run.shell.hadFailure, "\(run.lines.prefix(5))")
  }

  @Test func aStructWithTenThousandFieldsAndOneRepeatedIsAnErrorNamingIt() throws {
    let fields = (0..<10_000).map { "f\($0)" } + ["f5000"]
    let run = BadInput.run("struct Wide { \(fields.joined(separator: ", ")) }")
    let error = try #require(run.errorLine)
    #expect(error.hasSuffix("struct Wide declares the field 'f5000' twice"))
    #expect(run.stateUnchanged)
  }

  @Test func aNulByteInsideAStringIsAValue() throws {
    let run = BadInput.run("appendItems \"a\u{0}b\"")
    #expect(run.errorLine == nil)
    #expect(run.shell.session.state.working.contains(item: SnapshotIdentifier(.string("a\u{0}b"))))
  }

  @Test func quitAndSourceUnderTryAreRunByTheShell() {
    // Once a crash: the session was asked to run them, and stopped the program.
    let quit = BadInput.run("try? quit\necho not reached")
    #expect(quit.shell.didQuit)
    #expect(!quit.lines.contains("not reached"))
    let source = BadInput.run("try? source /nonexistent/diffable-script\necho reached")
    #expect(source.errorLine?.contains("error (try?)") == true, "\(source.lines)")
    #expect(source.lines.contains("reached"))
    #expect(!source.shell.hadFailure)
  }

  @Test func aSessionAskedToQuitOrSourceAnswersWithAnError() {
    var session = Session()
    #expect(session.execute(.quit).error?.code == "notAvailable")
    #expect(session.execute(.tryOptional(.source("x"))).error?.code == "notAvailable")
  }
}
