import DiffableKit
import DiffableSwift
import Foundation

@testable import DiffableEngine
@testable import DiffableShell

/// The package's root directory (this file is Tests/DiffableShellTests/LessonReplay.swift).
let workshopPackageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A lesson's script, read from scripts/lessons/ (not from the binary's copy).
func lessonFile(_ name: String) throws -> String {
  try String(
    contentsOf: workshopPackageRoot.appendingPathComponent("scripts/lessons/\(name).diffable"),
    encoding: .utf8)
}

/// What a session shows after each successful apply, found without the shell, its recording
/// or any export: the script's lines run one by one in a bare ``Session``.
struct LessonReplay {
  /// The table after one apply: the applied snapshot and the cells on screen.
  struct Applied {
    /// The line that applied.
    var line: String
    /// Each section's identifier, its items (the applied snapshot) and its cells' content.
    var sections: [(title: String, items: [String], contents: [String])]
  }

  /// After each line whose last successful apply-like command changed what is on screen.
  private(set) var applies: [Applied] = []

  init(script: String) {
    // The lessons hold Swift too, so they run as the executable runs them, front end and all.
    let shell = Shell { _ in }
    shell.frontEnd = SwiftFrontEnd()
    shell.runScript(script, name: "lesson.diffable")
    // Header titles: none until a lesson says `headers title` (a plain data source answers none).
    var titled = false
    for step in shell.recording.steps {
      let words = step.text.split(separator: " ")
      if words.count == 2 && words[0] == "headers" { titled = words[1] == "title" }
      let applied = step.outcomes.contains { outcome in
        guard outcome.ok, case .diff(let report) = outcome.body else { return false }
        return !report.isPreview
      }
      guard applied else { continue }
      let snapshot = step.applied
      applies.append(
        Applied(
          line: step.text,
          sections: zip(snapshot.sectionIdentifiers, snapshot.itemIdentifiersBySection).enumerated().map {
            index, pair in
            (
              titled ? pair.0.description : "", pair.1.map(\.description),
              step.table.sections[index].rows.map(\.content)
            )
          }))
    }
  }
}
