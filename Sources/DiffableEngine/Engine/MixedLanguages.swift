/// One line is one language: a line read as the short syntax that holds Swift after a `;`
/// (`appendSections main; let x = [1]`), or the other way round, fails to parse with an error
/// about the other language's words. These say instead that the line mixes the two, which one
/// it was read as, and where the other begins.
public enum MixedLanguages {
  /// The statements of `text` split at each `;` outside strings, brackets and comments, each
  /// with its 1-based column (in characters, as errors count them).
  /// - Complexity: O(*n*) in the length of `text`.
  public static func statements(of text: String) -> [(column: Int, text: String)] {
    var statements: [(column: Int, text: String)] = []
    var current = ""
    var start = 1
    var column = 0
    var depth = 0
    var quote: Character?
    var escaped = false
    for character in text {
      column += 1
      if let open = quote {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == open {
          quote = nil
        }
        current.append(character)
        continue
      }
      switch character {
      case "\"": quote = character
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth = max(0, depth - 1)
      case ";" where depth == 0:
        statements.append((start, current))
        current = ""
        start = column + 1
        continue
      default: break
      }
      current.append(character)
    }
    statements.append((start, current))
    return statements
  }

  /// The error for a line read as the short syntax whose statement at `column` (where its
  /// parse failed) is Swift by `isSwift`, the test of the Swift front end; `nil` when that
  /// statement is the line's first or not Swift.
  public static func shortSyntaxLine(
    _ text: String, failedAt column: Int, isSwift: (String) -> Bool
  ) -> ParseError? {
    let statements = statements(of: text)
    guard
      let index = statements.lastIndex(where: { $0.column <= column }), index > 0,
      case let statement = statements[index], isSwift(statement.text.trimmed)
    else { return nil }
    let leading = statement.text.prefix { $0 == " " || $0 == "\t" }.count
    var error = ParseError(
      message: "this line mixes the short syntax and Swift: it was read as the short syntax, as its first "
        + "command is, and '\(statement.text.trimmed)' is Swift",
      column: statement.column + leading)
    error.fix = "one line is one language: put the Swift on a line of its own"
    return error
  }

  /// For a line read as Swift that did not parse: the error when one of its statements after
  /// the first is a command of the short syntax (by `isShortSyntax`), at that statement;
  /// `nil` otherwise.
  public static func swiftLine(_ text: String, isShortSyntax: (String) -> Bool) -> ParseError? {
    let statements = statements(of: text)
    guard let statement = statements.dropFirst().first(where: { isShortSyntax($0.text.trimmed) })
    else { return nil }
    let leading = statement.text.prefix { $0 == " " || $0 == "\t" }.count
    var error = ParseError(
      message: "this line mixes Swift and the short syntax: it was read as Swift, as its first statement is, "
        + "and '\(statement.text.trimmed)' is a command of the short syntax",
      column: statement.column + leading)
    error.fix = "one line is one language: put the command on a line of its own"
    return error
  }
}

extension String {
  /// The text without blanks at either end.
  fileprivate var trimmed: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
