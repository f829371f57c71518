import DiffableKit
import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// A shell whose output is kept.
private final class Recorder {
  var lines: [String] = []
  private(set) var shell: Shell!

  init(settings: Settings = Settings()) {
    shell = Shell(settings: settings) { [unowned self] in lines.append($0) }
  }

  /// Runs `text` typed at the prompt; returns what it printed.
  @discardableResult
  func type(_ text: String) -> [String] {
    let start = lines.count
    shell.run(text, interactive: true)
    return Array(lines[start...])
  }
}

/// What a command could change: the snapshots, the table, the last apply, the undo history
/// (seen through its length and its last step's name).
private struct Fingerprint: Equatable {
  var working: Snapshot
  var dataSource: DataSource
  var lastApplyDiff: Diff?
  var bindings: [String]

  init(_ state: SessionState) {
    working = state.working
    dataSource = state.dataSource
    lastApplyDiff = state.lastApply?.diff
    bindings = state.bindings.values.keys.sorted()
  }
}

/// `appendItems` of `count` items, in lines of 1,000.
private func appendLines(_ range: Range<Int>) -> String {
  stride(from: range.lowerBound, to: range.upperBound, by: 1_000).map { start in
    "appendItems " + (start..<min(start + 1_000, range.upperBound)).map(String.init).joined(separator: " ")
  }.joined(separator: "\n")
}

/// A session with 8,000 items applied, then edited (moves, deletes, inserts) and not applied.
private func editedSession() -> Recorder {
  let recorder = Recorder()
  recorder.shell.runScript("appendSections main\n" + appendLines(0..<8_000) + "\napply", name: "setup")
  var edits = (0..<100).map { "moveItem \($0 * 70) after \(7_999 - $0)" }
  edits += ["deleteItems " + (5_000..<5_300).map(String.init).joined(separator: " ")]
  edits += [appendLines(30_000..<31_000)]
  recorder.shell.runScript(edits.joined(separator: "\n"), name: "edits")
  return recorder
}

/// Runs `command` typed at the prompt with the interruption firing after 0, 1, 2, 4, ... checks
/// until it finishes: each interrupted run prints `interrupted` and leaves the state as it was;
/// the run that finishes gives what an uninterrupted run gives. Returns how many runs were
/// interrupted.
private func interruptedRuns(of command: String, in make: () -> Recorder) -> Int {
  let reference = make()
  let expectedOutput = reference.type(command)
  let expected = Fingerprint(reference.shell.session.state)
  var interrupted = 0
  var after = 0
  while true {
    let recorder = make()
    let before = Fingerprint(recorder.shell.session.state)
    recorder.shell.interruption = Interruption.afterChecks(after)
    let output = recorder.type(command)
    if output == ["interrupted"] {
      #expect(Fingerprint(recorder.shell.session.state) == before, "\(command) after \(after) checks")
      #expect(recorder.shell.wasInterrupted)
      interrupted += 1
    } else {
      #expect(output == expectedOutput, "\(command) after \(after) checks")
      #expect(Fingerprint(recorder.shell.session.state) == expected)
      return interrupted
    }
    after = after == 0 ? 1 : after * 2
  }
}

@Suite("Ctrl-C inside a long command stops it and changes nothing")
struct CommandInterruptionTests {
  /// Each command with the fewest checks it makes (the minimal differ asks only before and
  /// after it runs).
  @Test(arguments: [
    ("apply", 8), ("diff", 8), ("diff --minimal", 2), ("show", 8), ("print", 8),
    ("applySnapshotUsingReloadData", 8),
  ])
  func aLongCommandStopsAtEachCheck(command: String, checks: Int) {
    #expect(interruptedRuns(of: command, in: editedSession) >= checks, "\(command) asks often enough")
  }

  @Test func explainStopsAndChangesNothing() {
    let make = {
      let recorder = editedSession()
      recorder.type("apply")
      return recorder
    }
    #expect(interruptedRuns(of: "explain", in: make) > 3)
  }

  @Test func anInterruptedApplyLeavesNoUndoStep() {
    let recorder = editedSession()
    recorder.shell.interruption = Interruption.afterChecks(100)
    #expect(recorder.type("apply") == ["interrupted"])
    recorder.shell.interruption = .never
    #expect(recorder.type("undo") == ["undid appendItems"])
  }

  @Test func aTypedLineIsUndoneWhole() {
    let recorder = editedSession()
    let before = Fingerprint(recorder.shell.session.state)
    recorder.shell.interruption = Interruption.afterChecks(100)
    #expect(recorder.type("appendItems 99999; apply") == ["interrupted"])
    #expect(Fingerprint(recorder.shell.session.state) == before)
  }

  @Test func tryDoesNotSwallowAnInterruption() {
    let recorder = editedSession()
    recorder.shell.interruption = Interruption.afterChecks(10)
    #expect(recorder.type("try? apply") == ["interrupted"])
  }

  @Test(arguments: [ExportFormat.html, .swift])
  func anInterruptedExportWritesNoFile(format: ExportFormat) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "diffable-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fresh = directory.appendingPathComponent("fresh.out").path
    let old = directory.appendingPathComponent("old.out").path
    try "the file before".write(toFile: old, atomically: true, encoding: .utf8)
    let name = format == .html ? "html" : "swift"
    let recorder = editedSession()
    recorder.type("apply")
    for path in [fresh, old] {
      recorder.shell.interruption = Interruption.afterChecks(3)
      #expect(recorder.type("export \(name) \(path)") == ["interrupted"])
    }
    #expect(!FileManager.default.fileExists(atPath: fresh))
    #expect(try String(contentsOfFile: old, encoding: .utf8) == "the file before")
    recorder.shell.interruption = .never
    #expect(recorder.type("export \(name) \(fresh)").first?.hasPrefix("wrote") == true)
  }

  @Test func aScriptStopsAtTheInterruptedCommand() {
    let recorder = Recorder()
    recorder.shell.interruption = Interruption.afterChecks(50)
    recorder.shell.runScript(
      "appendSections main\n" + appendLines(0..<8_000) + "\napply\necho after", name: "long.diffable")
    #expect(recorder.lines.last == "interrupted")
    #expect(!recorder.lines.contains("after"))
    #expect(recorder.shell.wasInterrupted)
    #expect(recorder.shell.isStopped)
  }

  @Test func inJSONTheInterruptionIsAnErrorObject() throws {
    var settings = Settings()
    settings.format = .json
    let recorder = Recorder(settings: settings)
    recorder.shell.runScript("appendSections main\n" + appendLines(0..<5_000), name: "setup.diffable")
    recorder.lines = []
    recorder.shell.interruption = Interruption.afterChecks(20)
    recorder.shell.runScript("numberOfItems\napply\necho after", name: "long.diffable")
    #expect(recorder.lines.count == 2)
    let json = try object(try #require(recorder.lines.last))
    #expect(json["ok"] as? Bool == false)
    #expect(json["command"] as? String == "apply")
    #expect(json["file"] as? String == "long.diffable")
    #expect(json["line"] as? Int == 2)
    let error = try #require(json["error"] as? [String: Any])
    #expect(error["code"] as? String == "interrupted")
    #expect((error["message"] as? String)?.hasPrefix("interrupted") == true)
  }

  @Test func inJSONAScriptStoppedBetweenLinesNamesTheLineNotRun() throws {
    var settings = Settings()
    settings.format = .json
    let recorder = Recorder(settings: settings)
    recorder.shell.interruption = Interruption.afterChecks(1)
    recorder.shell.runScript("echo one\necho two\necho three", name: "s.diffable")
    #expect(recorder.lines.count == 2)
    let json = try object(recorder.lines[1])
    #expect(json["command"] as? String == "script")
    #expect(json["line"] as? Int == 2)
    #expect((json["error"] as? [String: Any])?["code"] as? String == "interrupted")
  }
}
