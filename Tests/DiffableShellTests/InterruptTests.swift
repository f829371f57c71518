import Foundation
import Testing

/// A script long enough that Ctrl-C lands while it runs: `echo started`, then `lines` appends.
private func longScript(lines: Int) throws -> URL {
  var text = "appendSections main\necho started\n"
  for number in 0..<lines { text += "appendItems \(number)\n" }
  return try temporaryScript(text, name: "long.diffable")
}

@Suite("Ctrl-C stops the running command", .enabled(if: diffableBinary() != nil))
struct InterruptTests {
  @Test func ctrlCDuringSourceAtThePromptLeavesTheStateAsBefore() throws {
    let script = try longScript(lines: 150_000)
    let (status, output) = try runOnPseudoTerminal(
      arguments: [],
      steps: """
        expect(b"diffable> ")
        send(b"appendSections other; appendItems first\\r")
        expect(b"diffable> ")
        send(b"source \(script.path)\\r")
        expect(b"started")
        send(b"\\x03")
        expect(b"interrupted")
        expect(b"diffable> ")
        send(b"numberOfItems\\r")
        expect(b"diffable> ")
        send(b"undo\\r")
        expect(b"diffable> ")
        send(b"quit\\r")
        finish()
        """)
    #expect(status == 0, "\(output)")
    let lines = output.replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
    // The source ran part of its appends, then all of them were undone: one item, as before.
    #expect(lines.contains("^Cinterrupted"), "\(output)")
    #expect(lines.contains("1"), "\(output)")
    // Undo steps over the line before the source (one entry, one step): the source left no
    // step behind.
    #expect(output.contains("undid `appendSections other; appendItems first`"), "\(output)")
  }

  @Test func ctrlCStopsAScriptWithStatus130() throws {
    let script = try longScript(lines: 150_000)
    let (status, output) = try runOnPseudoTerminal(
      arguments: [script.path],
      steps: """
        send(b"")
        expect(b"started")
        send(b"\\x03")
        finish()
        """)
    #expect(status == 130, "\(output)")
    #expect(output.contains("interrupted"), "\(output)")
  }
}
