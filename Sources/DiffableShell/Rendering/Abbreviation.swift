import DiffableEngine

/// Long text cut to a readable length for error output: a 100 MB line in a script must not
/// print 100 MB, in text or JSON.
enum Abbreviation {
  /// The most characters of a source line shown under an error.
  static let sourceLineLimit = 200
  /// The most characters of an error message (which may quote a long token).
  static let messageLimit = 500

  /// `text` cut after `limit` characters, ending with `… (N characters in all)`.
  ///
  /// - Complexity: O(*n*) in the length of `text` (counting its characters).
  static func shortened(_ text: String, limit: Int = messageLimit) -> String {
    guard text.utf8.count > limit else { return text }
    let count = text.count
    guard count > limit else { return text }
    return text.prefix(limit) + "… (\(count) characters in all)"
  }

  /// The part of a long source line around 1-based `column`, marked `…` where it was cut, and
  /// the column in that part; a short line as it is.
  static func excerpt(_ line: String, column: Int) -> (text: String, column: Int) {
    guard line.utf8.count > sourceLineLimit else { return (line, column) }
    let count = line.count
    guard count > sourceLineLimit else { return (line, column) }
    let start = max(0, min(column - 1 - sourceLineLimit / 2, count - sourceLineLimit))
    let end = min(count, start + sourceLineLimit)
    let startIndex = line.index(line.startIndex, offsetBy: start)
    let endIndex = line.index(startIndex, offsetBy: end - start)
    var text = start > 0 ? "…" : ""
    text += line[startIndex..<endIndex]
    if end < count { text += "… (\(count) characters in all)" }
    return (text, column - start + (start > 0 ? 1 : 0))
  }
}
