import DiffableKit
import Foundation

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
    var session = Session()
    var gathered = ContinuedLines()
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (index, line) in lines.enumerated() {
      guard let logical = gathered.add(line) ?? (index == lines.count - 1 ? gathered.flush() : nil) else {
        continue
      }
      guard let commands = try? Parser.parse(logical) else { continue }
      var applied = false
      for command in commands {
        let outcome = session.execute(command)
        if outcome.ok, case .diff(let report) = outcome.body, !report.isPreview { applied = true }
      }
      guard applied else { continue }
      let state = session.state
      let table = state.dataSource.tableView
      let snapshot = state.dataSource.snapshot
      applies.append(
        Applied(
          line: logical,
          sections: zip(snapshot.sectionIdentifiers, snapshot.itemIdentifiersBySection).enumerated().map {
            index, pair in
            (pair.0.description, pair.1.map(\.description), table.sections[index].rows.map(\.content))
          }))
    }
  }
}
