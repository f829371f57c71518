import DiffableEngine
import DiffableKit

/// One lexical unit of a command line, with where it stands in the line.
///
/// Newlines are not tokens: a logical line's newlines are whitespace everywhere except
/// between the calls inside `performBatchUpdates { }`, so each token records whether a
/// newline came before it and the parser decides.
struct Token: Hashable, Sendable {
  /// What the token is.
  enum Kind: Hashable, Sendable {
    /// A word: letters (any script), digits and `_`, not starting with a digit.
    case identifier(String)
    /// An integer literal, sign included.
    case int(Int)
    /// A floating-point literal, sign included.
    case double(Double)
    /// A string literal with its escapes decoded.
    case string(String)
    /// One of `. , : ; ( ) [ ] { } < > = ? ! *`.
    case punctuation(Unicode.Scalar)
    /// The end of the line.
    case end
    /// Text the lexer could not read; the parser throws the message when it reaches it, so
    /// that text a command takes verbatim (`echo`) never fails to lex.
    case invalid(String)
  }

  /// What the token is.
  var kind: Kind
  /// Offset of the first byte in the line, 0-based (``Lexer/column(of:)`` gives the column).
  var start: Int
  /// Offset just past the last character.
  var end: Int
  /// Whether whitespace, a comment or the start of the line comes right before the token.
  var spaceBefore: Bool
  /// Whether a newline comes between the previous token and this one.
  var newlineBefore: Bool

  /// The identifier's text, if the token is one.
  var identifier: String? {
    if case .identifier(let name) = kind { name } else { nil }
  }

  /// Whether the token is the punctuation character `character`.
  func isPunctuation(_ character: Unicode.Scalar) -> Bool {
    kind == .punctuation(character)
  }

  /// Whether the token is an identifier equal to `word` without regard to case.
  func isWord(_ word: String) -> Bool {
    guard let name = identifier else { return false }
    return Token.equalIgnoringCase(name, word)
  }

  /// Whether the token is an identifier equal, without regard to case, to one of `labels`
  /// (written in lowercase).
  func isLabel(in labels: Set<String>) -> Bool {
    guard let name = identifier else { return false }
    return labels.contains { Token.equalIgnoringCase(name, $0) }
  }

  /// Whether `name` starts with a capital letter, as struct type names do.
  static func isCapitalised(_ name: String) -> Bool {
    guard let first = name.utf8.first else { return false }
    if first < 0x80 { return first >= 0x41 && first <= 0x5A }
    return name.unicodeScalars.first?.properties.isUppercase ?? false
  }

  /// Whether `name` equals `word` when ASCII letters are compared without case (command and
  /// label names are ASCII; other letters must match exactly).
  static func equalIgnoringCase(_ name: String, _ word: String) -> Bool {
    name.utf8.count == word.utf8.count
      && name.utf8.elementsEqual(word.utf8) { a, b in
        a == b || (a | 0x20 == b | 0x20 && (a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A)
      }
  }
}

extension Token.Kind {
  /// How the token reads in an error message: `'('`, `'main'`, `"Fare"`, `the end of the line`.
  var quoted: String {
    switch self {
    case .identifier(let name): "'\(Token.Kind.truncated(name))'"
    case .int(let value): "'\(value)'"
    case .double(let value): "'\(value)'"
    case .string(let text): "the string \(Value.quoted(Token.Kind.truncated(text)))"
    case .punctuation(let character): "'\(character)'"
    case .end: "the end of the line"
    case .invalid: "invalid input"
    }
  }

  /// `text` cut to a length an error message can carry.
  static func truncated(_ text: String, limit: Int = 40) -> String {
    guard let cut = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
      cut != text.endIndex
    else { return text }
    return String(text[..<cut]) + "…"
  }
}
