import DiffableEngine

/// Escaping for the HTML page: text in elements and attributes, and JSON inside a `<script>`.
enum HTMLText {
  /// `text` safe in an element or a quoted attribute: `& < > " '` as character references.
  static func escaped(_ text: String) -> String {
    replacing(text, with: characterReferences)
  }

  private static let characterReferences: [Unicode.Scalar: String] = [
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
  ]

  /// JSON text safe inside `<script type="application/json">`: `<`, `>` and `&` as `\u` escapes
  /// (so no `</script>` or `<!--` can end or change the element), and the line separators
  /// U+2028 and U+2029 too. The characters only occur inside JSON strings, where the escapes
  /// mean the same characters.
  static func scriptSafe(_ json: String) -> String {
    replacing(json, with: scriptEscapes)
  }

  private static let scriptEscapes: [Unicode.Scalar: String] = [
    "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u{2028}": "\\u2028", "\u{2029}": "\\u2029",
  ]

  /// `text` with each scalar found in `replacements` written as its replacement.
  private static func replacing(_ text: String, with replacements: [Unicode.Scalar: String]) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let replacement = replacements[scalar] {
        out += replacement
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
