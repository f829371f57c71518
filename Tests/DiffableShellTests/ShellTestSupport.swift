import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Runs `script` in a fresh shell and returns its output lines and the shell.
func runScript(
  _ script: String, settings: Settings = Settings(), echo: Bool = false, name: String = "t.diffable",
  frontEnd: (any FrontEnd)? = nil
) -> (lines: [String], shell: Shell) {
  final class Sink: @unchecked Sendable { var lines: [String] = [] }
  let sink = Sink()
  let shell = Shell(settings: settings, echo: echo) { sink.lines.append($0) }
  shell.frontEnd = frontEnd
  shell.runScript(script, name: name)
  return (sink.lines, shell)
}

/// JSON settings.
var jsonSettings: Settings {
  var settings = Settings()
  settings.format = .json
  return settings
}

/// Parses one JSON Lines line into a dictionary.
func object(_ line: String) throws -> [String: Any] {
  let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
  return try #require(value as? [String: Any], "not a JSON object: \(line)")
}
