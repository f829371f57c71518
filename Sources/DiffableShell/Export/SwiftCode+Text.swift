import DiffableEngine

/// How a session's text reaches the Swift the exporter writes: as a string literal, a `//`
/// comment or a name, and in no other way.
///
/// Whatever a session holds (an `echo` line, an item `"a\"b"`, a file name, an error message
/// quoting a line) must stay inert in the exported source: a string literal escapes what
/// would end it (`"`, `\`, a line break) and what would hide code from a reader (control and
/// bidirectional formatting characters); a comment is split at every character Swift or an
/// editor treats as a line break, so that no part of it lands on a line of code; a name (read
/// by diffable's lexer as an identifier) is written with a keyword in backquotes.
extension SwiftCode {
  /// `text` as a Swift string literal that evaluates to `text`.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      case _ where isHidden(scalar): result += escaped(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `text` as `//` comment lines, one per line of `text` (an empty line as `//`), its
  /// hidden characters written as `\u{...}`: the first line after `prefix`, the others after
  /// `continuation` (whose own line breaks are written as `\u{...}`: a file name may hold one).
  static func comment(_ text: some StringProtocol, prefix: String = "", continuation: String = "") -> [String]
  {
    var lines: [String] = []
    var line = ""
    var afterReturn = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && afterReturn {
        afterReturn = false
        continue
      }
      afterReturn = scalar == "\r"
      if isLineBreak(scalar) {
        lines.append(line)
        line = ""
      } else if isHidden(scalar) {
        line += escaped(scalar)
      } else {
        line.unicodeScalars.append(scalar)
      }
    }
    lines.append(line)
    let (first, next) = (inline(prefix), inline(continuation))
    return lines.enumerated().map { index, text in
      let body = (index == 0 ? first : next) + text
      return body.isEmpty ? "//" : "// " + body
    }
  }

  /// `text` on one line of a comment: line breaks and hidden characters as `\u{...}`.
  private static func inline(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if isLineBreak(scalar) || isHidden(scalar) {
        result += escaped(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A name as Swift writes it: a keyword in backquotes.
  /// - Precondition: `name` is an identifier (``isIdentifier(_:)``).
  static func name(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// Whether `text` can be written as a Swift name: a letter or `_`, then letters, digits
  /// and `_` (as diffable's lexer reads names), and not the backquoted forms of `_` or `$`.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, text != "_" else { return false }
    return isIdentifierStart(first) && text.unicodeScalars.dropFirst().allSatisfy(isIdentifierPart)
  }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? (scalar.properties.isAlphabetic || scalar == "_") : scalar.properties.isXIDStart
  }

  private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? (scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar))
      : scalar.properties.isXIDContinue
  }

  /// The characters Swift (`\n`, `\r`) or an editor (vertical tab, form feed, NEL, the
  /// Unicode line and paragraph separators) breaks a line at.
  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// Control characters, and the bidirectional formatting characters that make a line read
  /// differently from how it compiles ("Trojan Source", CVE-2021-42574).
  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
      true
    default: false
    }
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16))}"
  }

  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let",
    "operator", "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch",
    "where", "while", "as", "is", "nil", "self", "Self", "super", "throw", "throws", "true", "false", "try",
    "catch", "any", "some", "internal", "private", "public", "fileprivate", "open", "rethrows", "Any",
    "Protocol", "Type", "await", "async", "consume", "copy", "discard", "borrowing", "consuming", "each",
    "macro", "package", "sending",
  ]
}
