import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// The single command `line` parses to, recording an issue when it is not exactly one.
func command(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Command {
  let commands = try CommandParser.parse(line)
  #expect(commands.count == 1, "\(line) gave \(commands)", sourceLocation: sourceLocation)
  return try #require(commands.first, sourceLocation: sourceLocation)
}

/// The error `line` fails with, or nil when it parses.
func parseError(_ line: String) -> ParseError? {
  do {
    _ = try CommandParser.parse(line)
    return nil
  } catch {
    return error
  }
}

/// A symbol value, as `main` or `.main` is written.
func sym(_ name: String) -> ValueExpression { .symbol(name) }
