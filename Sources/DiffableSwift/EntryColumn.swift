/// Columns as the shell's renderer takes them: 1-based and counted in characters over the whole
/// entry (the renderer finds the physical line from it), made from the places swift-syntax and the
/// interpreter give, which count UTF-8 bytes.
enum EntryColumn {
  /// The column of the UTF-8 offset `offset` into `text`.
  static func of(utf8Offset offset: Int, in text: String) -> Int {
    (String(text.utf8.prefix(offset)) ?? "").count + 1
  }

  /// The column of `line` and `utf8Column` (both 1-based, the column in UTF-8 bytes) in `text`.
  static func of(line: Int, utf8Column: Int, in text: String) -> Int {
    var lineStart = 0
    var current = 1
    for (index, byte) in text.utf8.enumerated() {
      guard current < line else { break }
      if byte == UInt8(ascii: "\n") {
        current += 1
        lineStart = index + 1
      }
    }
    return of(utf8Offset: min(lineStart + max(utf8Column - 1, 0), text.utf8.count), in: text)
  }
}
