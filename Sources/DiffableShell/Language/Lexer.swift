import DiffableEngine

/// Splits a logical line into tokens, on demand.
///
/// The lexer never fails: text it cannot read becomes an ``Token/Kind/invalid(_:)`` token
/// that the parser turns into an error when it gets there. Commands that take the rest of
/// the line verbatim (`echo`, `source`) can so read text that is not valid command syntax.
///
/// It reads the line's UTF-8 bytes, since nearly every line is ASCII and bytes classify and
/// slice fast; offsets are byte offsets, and ``column(of:)`` turns one into the column in
/// characters a person counts.
struct Lexer {
  /// The line's UTF-8 encoding (valid: it comes from a `String`).
  private let bytes: [UInt8]
  /// Offset of the next byte to read.
  private(set) var position = 0

  /// Prepares to read `text`.
  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The length of the line, in bytes.
  var count: Int { bytes.count }

  /// The text from offset `start` up to `end`, as written.
  func text(from start: Int, to end: Int) -> String {
    let lower = min(max(start, 0), bytes.count)
    let upper = min(max(end, lower), bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// The 1-based column, in characters (grapheme clusters), of the byte at `offset`.
  ///
  /// - Complexity: O(*n*) in `offset`; only errors need it.
  func column(of offset: Int) -> Int {
    text(from: 0, to: offset).count + 1
  }

  /// Moves to the end of the line, so that the next token is ``Token/Kind/end``.
  mutating func skipToEnd() {
    position = bytes.count
  }

  /// Reads the next token, skipping whitespace, newlines and comments.
  ///
  /// - Complexity: O(*n*) in the length of the token and the space before it.
  mutating func next() -> Token {
    var spaceBefore = position == 0
    var newlineBefore = false
    while position < bytes.count {
      let (scalar, length) = scalar(at: position)
      if Lexer.isNewline(scalar) {
        newlineBefore = true
        spaceBefore = true
      } else if Lexer.isWhitespace(scalar) {
        spaceBefore = true
      } else if scalar == "#" {
        // A comment runs to the end of its physical line, so a continued line can hold several.
        skipComment()
        spaceBefore = true
        continue
      } else {
        break
      }
      position += length
    }
    let start = position
    let kind = readKind()
    return Token(
      kind: kind, start: start, end: position, spaceBefore: spaceBefore, newlineBefore: newlineBefore)
  }

  private mutating func skipComment() {
    while position < bytes.count {
      let (scalar, length) = scalar(at: position)
      if Lexer.isNewline(scalar) { return }
      position += length
    }
  }

  /// The scalar that starts at byte `offset`, and its length in bytes.
  private func scalar(at offset: Int) -> (Unicode.Scalar, Int) {
    let lead = bytes[offset]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for index in offset + 1..<min(offset + length, bytes.count) {
      value = value << 6 | UInt32(bytes[index] & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  private func byte(at offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  // MARK: - Reading one token

  private mutating func readKind() -> Token.Kind {
    guard position < bytes.count else { return .end }
    let (scalar, length) = scalar(at: position)
    if scalar == "\"" { return readString() }
    if Lexer.isDigit(bytes[position]) { return readNumber() }
    if scalar == "-" {
      if let next = byte(at: position + 1), Lexer.isDigit(next) { return readNumber() }
      position += 1
      return .invalid("unexpected '-' (a negative number is written '-3', with no space)")
    }
    if Lexer.isIdentifierStart(scalar) {
      let start = position
      position += length
      skipIdentifierParts()
      return .identifier(text(from: start, to: position))
    }
    position += length
    if Lexer.isPunctuation(scalar) { return .punctuation(scalar) }
    // Swift's `//` comments come along with pasted code.
    if scalar == "/" { return .invalid("unexpected '/' (a comment starts with '#')") }
    return .invalid("unexpected character \(Lexer.describe(scalar))")
  }

  private mutating func skipIdentifierParts() {
    while position < bytes.count {
      let (scalar, length) = scalar(at: position)
      guard Lexer.isIdentifierPart(scalar) else { return }
      position += length
    }
  }

  /// Reads `42`, `-3`, `1_000`, `0x1F`, `9.99`, `1e3`, `-1.5e-3`.
  private mutating func readNumber() -> Token.Kind {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    if bytes[position] == UInt8(ascii: "0"), byte(at: position + 1) == UInt8(ascii: "x") {
      return readHexadecimal(from: start)
    }
    var isDouble = false
    skipDigits()
    if byte(at: position) == UInt8(ascii: "."), let next = byte(at: position + 1), Lexer.isDigit(next) {
      isDouble = true
      position += 1
      skipDigits()
    }
    if let marker = byte(at: position), marker | 0x20 == UInt8(ascii: "e") {
      var next = position + 1
      if byte(at: next) == UInt8(ascii: "+") || byte(at: next) == UInt8(ascii: "-") { next += 1 }
      if let digit = byte(at: next), Lexer.isDigit(digit) {
        isDouble = true
        position = next
        skipDigits()
      }
    }
    if position < bytes.count, Lexer.isIdentifierPart(scalar(at: position).0) {
      skipIdentifierParts()
      return .invalid("invalid number '\(Token.Kind.truncated(text(from: start, to: position)))'")
    }
    // Nearly every number is an Int that fits: read from the bytes, with no string made.
    if !isDouble, let value = decimalValue(from: start) { return .int(value) }
    let literal = text(from: start, to: position).filter { $0 != "_" }
    if isDouble {
      guard let value = Double(literal), value.isFinite else {
        return .invalid("number '\(Token.Kind.truncated(literal))' is too large for a Double")
      }
      return .double(value)
    }
    guard let value = Int(literal) else {
      return .invalid("integer '\(Token.Kind.truncated(literal))' does not fit in an Int")
    }
    return .int(value)
  }

  /// The value of the decimal integer from `start` up to the current position (an optional
  /// `-`, then digits and `_`), or `nil` when it does not fit in an Int: what
  /// `Int(literal)` gives for the literal without its `_`s.
  private func decimalValue(from start: Int) -> Int? {
    var index = start
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var value = 0
    while index < position {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "_") { continue }
      let digit = Int(byte &- UInt8(ascii: "0"))
      let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
      // Negative numbers are summed downwards, so that Int.min fits.
      let (next, overflow) =
        negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      if shiftOverflow || overflow { return nil }
      value = next
    }
    return value
  }

  private mutating func readHexadecimal(from start: Int) -> Token.Kind {
    position += 2
    let digitsStart = position
    while let next = byte(at: position), Lexer.isHexDigit(next) || next == UInt8(ascii: "_") { position += 1 }
    let digits = text(from: digitsStart, to: position).filter { $0 != "_" }
    let trailing = position < bytes.count && Lexer.isIdentifierPart(scalar(at: position).0)
    skipIdentifierParts()
    let written = Token.Kind.truncated(text(from: start, to: position))
    guard !digits.isEmpty, !trailing else { return .invalid("invalid number '\(written)'") }
    let negative = bytes[start] == UInt8(ascii: "-")
    guard let value = Int(negative ? "-" + digits : digits, radix: 16) else {
      return .invalid("integer '\(written)' does not fit in an Int")
    }
    return .int(value)
  }

  private mutating func skipDigits() {
    while let next = byte(at: position), Lexer.isDigit(next) || next == UInt8(ascii: "_") { position += 1 }
  }

  /// Reads a string literal; an error inside it still reads on to the closing quote, so that
  /// what follows lexes as written.
  private mutating func readString() -> Token.Kind {
    position += 1
    // Most strings are plain ASCII with no escape: their text is their bytes, read at once.
    let start = position
    while position < bytes.count, Lexer.isPlainStringByte(bytes[position]) { position += 1 }
    if position < bytes.count && bytes[position] == UInt8(ascii: "\"") {
      position += 1
      return .string(text(from: start, to: position - 1))
    }
    position = start
    var decoded: [UInt8] = []
    var failure: String?
    while position < bytes.count {
      let (scalar, length) = scalar(at: position)
      if Lexer.isNewline(scalar) { break }
      if scalar == "\"" {
        position += 1
        return failure.map { .invalid($0) } ?? .string(String(decoding: decoded, as: UTF8.self))
      }
      if scalar != "\\" {
        decoded.append(contentsOf: bytes[position..<position + length])
        position += length
        continue
      }
      position += 1
      switch readEscape() {
      case .success(let value): decoded.append(contentsOf: String(value).utf8)
      case .failure(let problem): failure = failure ?? problem.message
      }
    }
    return .invalid(failure ?? "unterminated string (the opening '\"' has no closing '\"' on its line)")
  }

  private struct EscapeProblem: Error {
    var message: String
  }

  /// Decodes the escape after a backslash: `\" \\ \n \t \r \0 \'` and `\u{...}`.
  private mutating func readEscape() -> Result<Unicode.Scalar, EscapeProblem> {
    guard position < bytes.count, case let (scalar, length) = scalar(at: position), !Lexer.isNewline(scalar)
    else { return .failure(EscapeProblem(message: "unterminated string (it ends in a '\\')")) }
    position += length
    switch scalar {
    case "\"", "\\", "'": return .success(scalar)
    case "n": return .success("\n")
    case "t": return .success("\t")
    case "r": return .success("\r")
    case "0": return .success("\0")
    case "u": return readUnicodeEscape()
    case "(": return .failure(EscapeProblem(message: "string interpolation '\\(' is not supported"))
    default:
      let shown = Lexer.describe(scalar)
      return .failure(EscapeProblem(message: "invalid escape '\\' followed by \(shown) in a string"))
    }
  }

  private mutating func readUnicodeEscape() -> Result<Unicode.Scalar, EscapeProblem> {
    let usage = "a '\\u' escape is written '\\u{1F600}' (1 to 8 hexadecimal digits)"
    guard byte(at: position) == UInt8(ascii: "{") else { return .failure(EscapeProblem(message: usage)) }
    position += 1
    let start = position
    while let next = byte(at: position), Lexer.isHexDigit(next), position - start < 9 { position += 1 }
    let digits = text(from: start, to: position)
    guard byte(at: position) == UInt8(ascii: "}"), (1...8).contains(digits.utf8.count) else {
      return .failure(EscapeProblem(message: usage))
    }
    position += 1
    guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
      return .failure(EscapeProblem(message: "'\\u{\(digits)}' is not a Unicode scalar value"))
    }
    return .success(scalar)
  }

  // MARK: - Character classes

  private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case ".", ",", ":", ";", "(", ")", "[", "]", "{", "}", "<", ">", "=", "?", "!", "*", "\\": true
    default: false
    }
  }

  /// A printable ASCII byte that stands for itself in a string (not `"` nor `\\`).
  static func isPlainStringByte(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 {
      return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || value == 0x5F
    }
    return scalar.properties.isAlphabetic
  }

  /// Letters, digits, `_`, and the marks that combine with a letter (`e\u{301}`).
  static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 { return isIdentifierStart(scalar) || (value >= 0x30 && value <= 0x39) }
    if scalar.properties.isAlphabetic { return true }
    switch scalar.properties.generalCategory {
    case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
      return true
    default: return false
    }
  }

  static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value == 0x20 || scalar.value == 0x09 { return true }
    return scalar.value > 0x7F && scalar.properties.isWhitespace
  }

  /// `'@'`, or `U+0000` for a character that would not show.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let category = scalar.properties.generalCategory
    if !scalar.properties.isWhitespace, category != .control, category != .format, category != .nonspacingMark
    {
      return "'\(scalar)'"
    }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
