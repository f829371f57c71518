/// Decides when a line typed or read continues on the next one.
///
/// A line continues when it ends in `\` or leaves a `(`, `[` or `{` open, outside strings and
/// comments, so that Swift pasted over several lines reads as one command:
///
/// ```swift
/// LogicalLines.needsContinuation("tableView.performBatchUpdates {")  // true
/// LogicalLines.needsContinuation("appendItems a b \\")               // true
/// LogicalLines.needsContinuation("echo (see above")                 // false: echo's text is verbatim
/// ```
///
/// The caller removes the trailing `\`, joins the lines with `"\n"` and parses the result
/// with ``Parser/parse(_:)``.
public enum LogicalLines {
  /// Whether `text` (the lines read so far, joined with `"\n"`) needs another line.
  ///
  /// Brackets inside strings and comments do not count, nor do those in the text of `echo`
  /// and `source`; a closing bracket with no opening one makes the line complete, so the
  /// parser reports it.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func needsContinuation(_ text: String) -> Bool {
    var lexer = Lexer(text)
    var depth = 0
    var atCommandStart = true
    var last: Token?
    while true {
      let token = lexer.next()
      switch token.kind {
      case .end:
        return depth > 0 || endsInBackslash(last, text: text)
      case .punctuation(let character):
        switch character {
        case "(", "[", "{":
          depth += 1
          atCommandStart = false
        case ")", "]", "}":
          if depth == 0 { return false }
          depth -= 1
        case ";":
          atCommandStart = depth == 0 || atCommandStart
        case "?", "!", ".":
          break  // `try?`, `snapshot.`: still before the command's name
        default:
          atCommandStart = false
        }
      case .identifier(let word) where atCommandStart && depth == 0:
        let name = word.lowercased()
        if name == "echo" || name == "source" {
          return endsInBackslash(nil, text: text)
        }
        atCommandStart = name == "try" || name == "snapshot" || name == "datasource"
      default:
        atCommandStart = false
      }
      last = token
    }
  }

  /// Whether the last thing in `text`, blanks aside, is a `\` outside any string or comment
  /// (`token` is the last token, or nil to look at the raw text).
  private static func endsInBackslash(_ token: Token?, text: String) -> Bool {
    var trimmed = Substring(text)
    while let character = trimmed.last, character == " " || character == "\t" { trimmed.removeLast() }
    guard trimmed.last == "\\" else { return false }
    guard let token else { return true }
    return token.isPunctuation("\\") && token.end == trimmed.utf8.count
  }
}
