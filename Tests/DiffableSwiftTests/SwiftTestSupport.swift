import DiffableEngine
import DiffableShell
import DiffableSwift
import Foundation

/// A shell with the Swift front end, and what it printed.
final class SwiftSession {
  private(set) var output: [String] = []
  private(set) var shell: Shell!

  init(format: OutputFormat = .text) {
    var settings = Settings()
    settings.color = false
    settings.format = format
    shell = Shell(settings: settings) { [unowned self] line in output.append(line) }
    shell.frontEnd = SwiftFrontEnd()
  }

  /// Runs `text` as one entry typed or pasted at the prompt; returns what it printed.
  @discardableResult
  func enter(_ text: String) -> [String] {
    let start = output.count
    shell.run(text, interactive: true)
    return Array(output[start...])
  }

  /// Runs `text` as a script file named `name`; returns what it printed.
  @discardableResult
  func runScript(_ text: String, name: String = "test.swift") -> [String] {
    let start = output.count
    shell.runScript(text, name: name)
    return Array(output[start...])
  }

  var state: SessionState { shell.session.state }

  /// The working snapshot's items, as displayed.
  var items: [String] { items(of: SnapshotsAndTable.workingName) }
  /// The items of the snapshot Swift named `name`.
  func items(of name: String) -> [String] {
    (state.snapshots[named: name]?.itemIdentifiers ?? []).map(\.description)
  }
  var sections: [String] { state.working.sectionIdentifiers.map(\.description) }
}

/// The package's root directory (this file is Tests/DiffableSwiftTests/SwiftTestSupport.swift).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// A fixture's text (Tests/DiffableSwiftTests/Fixtures/...).
func fixture(_ relativePath: String) throws -> String {
  try String(
    contentsOf: packageRoot.appendingPathComponent("Tests/DiffableSwiftTests/Fixtures/\(relativePath)"),
    encoding: .utf8)
}

/// Whether the short syntax reads `text`: the shell's answer to the Swift front end's question
/// for a shape both languages have.
func shortSyntaxReads(_ text: String) -> Bool { (try? CommandParser.parse(text)) != nil }
