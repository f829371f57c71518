/// Why a line could not be read as commands, and where.
///
/// The message says what was expected (`expected a section identifier after 'to'`); the
/// column points at the offending character; a mistyped name comes with the nearest real one.
///
/// ```swift
/// do { _ = try CommandParser.parse("apendItems a") } catch {
///   error.message     // unknown command 'apendItems'
///   error.column      // 1
///   error.suggestion  // appendItems
/// }
/// ```
public struct ParseError: Error, Hashable, Sendable {
  /// What is wrong, in one line, without the column: `unterminated string (...)`.
  public var message: String
  /// Where: 1-based, in characters (grapheme clusters), counted from the start of the
  /// logical line; a newline joining continued lines counts as one character, so
  /// ``location(in:)`` can find the physical line. One past the last character means the
  /// line ended too early.
  public var column: Int
  /// A replacement for a mistyped name (a command, a label, a setting), as it should be
  /// written: `appendItems`. Shown as "did you mean 'appendItems'?".
  public var suggestion: String?
  /// How to fix it, when more than a suggested spelling says.
  public var fix: String?
  /// Whether the problem is inside a command written behind `try?`, which makes the failed
  /// line a tried failure: it is reported but does not stop a script.
  public var isWithinTry = false

  /// Creates an error at `column` (1-based).
  public init(message: String, column: Int, suggestion: String? = nil) {
    self.message = message
    self.column = column
    self.suggestion = suggestion
  }

  /// The physical line (1-based) and the column in it (1-based) of ``column``, for a logical
  /// line `text` that holds newlines.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public func location(in text: String) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for (offset, character) in text.enumerated() {
      guard offset < column - 1 else { break }
      if character.isNewline {
        line += 1
        lineStart = offset + 1
      }
    }
    return (line, column - lineStart)
  }
}

extension ParseError: CustomStringConvertible {
  /// `unknown command 'apendItems'; did you mean 'appendItems'?`
  public var description: String {
    guard let suggestion else { return message }
    return "\(message); did you mean '\(suggestion)'?"
  }
}
