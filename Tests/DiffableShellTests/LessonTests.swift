import DiffableSwift
import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// The package's root directory (this file is Tests/DiffableShellTests/LessonTests.swift).
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

private func text(at relativePath: String) throws -> String {
  try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
}

private func lessonScript(_ name: String) throws -> String {
  try text(at: "scripts/lessons/\(name).diffable")
}
private func lessonTranscript(_ name: String) throws -> String {
  try text(at: "Tests/Transcripts/lessons/\(name).transcript")
}

@Suite("Lessons: scripts, transcripts and help agree")
struct LessonCatalogTests {
  @Test func everyLessonFileIsListedByHelpLessonsAndTheOtherWayRound() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent("scripts/lessons").path
    )
    .filter { $0.hasSuffix(".diffable") }.map { String($0.dropLast(".diffable".count)) }.sorted()
    #expect(files == Lessons.all.map(\.name).sorted())
  }

  @Test func helpLessonsListsEachWithOneLine() throws {
    let lines = try Help.lines(for: "lessons")
    for lesson in Lessons.all {
      #expect(lines.filter { $0.contains(lesson.name) && $0.contains(lesson.summary) }.count == 1)
    }
  }

  @Test(arguments: Lessons.all.map(\.name))
  func theTranscriptsInputLinesAreTheLessonScript(name: String) throws {
    let script = Transcript.lines(of: try lessonScript(name)).map(Transcript.trimmingTrailingSpace)
    let inputs = Transcript.lines(of: try lessonTranscript(name)).compactMap(Transcript.input(of:))
    let drift = UnifiedDiff(old: script, new: inputs)
    // A plain Bool, so that a failure prints the diff below rather than both whole scripts.
    let inStep = drift.isEmpty
    #expect(
      inStep,
      """
      the transcript's `> ` lines differ from the lesson script; record it again with
      diffable --echo --color never scripts/lessons/\(name).diffable > Tests/Transcripts/lessons/\(name).transcript
      \(drift.lines(oldName: "scripts/lessons/\(name).diffable", newName: "its transcript").joined(separator: "\n"))
      """)
  }

  @Test(arguments: Lessons.all.map(\.name))
  func theTranscriptChecks(name: String) throws {
    let check = TranscriptCheck(
      transcript: try lessonTranscript(name), name: "Tests/Transcripts/lessons/\(name).transcript",
      frontEnd: SwiftFrontEnd())
    let passed = check.passed
    #expect(passed, "\(check.report.joined(separator: "\n"))")
  }

  @Test(arguments: Lessons.all.map(\.name))
  func theLessonRunsToTheEndWithoutAFailure(name: String) throws {
    var lines: [String] = []
    let shell = Shell { lines.append($0) }
    shell.frontEnd = SwiftFrontEnd()
    shell.runScript(try lessonScript(name), name: "scripts/lessons/\(name).diffable")
    #expect(!shell.hadFailure)
    #expect(!shell.isStopped)
    #expect(lines.last?.isEmpty == false)
  }
}
