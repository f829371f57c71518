/// Escaping for the HTML page: text in elements and attributes, and JSON inside a `<script>`.
enum HTMLText {
  /// `text` safe in an element or a quoted attribute: `& < > " '` as character references.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// JSON text safe inside `<script type="application/json">`: `<`, `>` and `&` as `\u` escapes
  /// (so no `</script>` or `<!--` can end or change the element), and the line separators
  /// U+2028 and U+2029 too. The characters only occur inside JSON strings, where the escapes
  /// mean the same characters.
  static func scriptSafe(_ json: String) -> String {
    var out = ""
    out.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
