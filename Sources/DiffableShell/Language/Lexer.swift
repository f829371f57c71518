/// Splits a logical line into tokens, on demand.
///
/// The lexer never fails: text it cannot read becomes an ``Token/Kind/invalid(_:)`` token
/// that the parser turns into an error when it gets there. Commands that take the rest of
/// the line verbatim (`echo`, `source`) can so read text that is not valid command syntax.
/// Offsets and columns count `Character`s, as a person counts what they see.
struct Lexer {
  /// The line, one element per character.
  private let characters: [Character]
  /// Offset of the next character to read.
  private(set) var position = 0

  /// Prepares to read `text`.
  init(_ text: String) {
    characters = Array(text)
  }

  /// The number of characters in the line.
  var count: Int { characters.count }

  /// The characters from `start` up to `end`, as written.
  func text(from start: Int, to end: Int) -> String {
    let lower = min(max(start, 0), characters.count)
    let upper = min(max(end, lower), characters.count)
    return String(characters[lower..<upper])
  }

  /// Moves to the end of the line, so that the next token is ``Token/Kind/end``.
  mutating func skipToEnd() {
    position = characters.count
  }

  /// Reads the next token, skipping whitespace, newlines and comments.
  ///
  /// - Complexity: O(*n*) in the length of the token and the space before it.
  mutating func next() -> Token {
    var spaceBefore = position == 0
    var newlineBefore = false
    while position < characters.count {
      let character = characters[position]
      if character.isNewline {
        newlineBefore = true
        spaceBefore = true
        position += 1
      } else if character.isWhitespace {
        spaceBefore = true
        position += 1
      } else if character == "#" {
        // A comment runs to the end of its physical line, so a continued line can hold several.
        while position < characters.count, !characters[position].isNewline { position += 1 }
        spaceBefore = true
      } else {
        break
      }
    }
    let start = position
    let kind = readKind()
    return Token(
      kind: kind, start: start, end: position, spaceBefore: spaceBefore, newlineBefore: newlineBefore)
  }

  // MARK: - Reading one token

  private mutating func readKind() -> Token.Kind {
    guard position < characters.count else { return .end }
    let character = characters[position]
    if character == "\"" { return readString() }
    if Lexer.isDigit(character) { return readNumber() }
    if character == "-" {
      if position + 1 < characters.count, Lexer.isDigit(characters[position + 1]) { return readNumber() }
      position += 1
      return .invalid("unexpected '-' (a negative number is written '-3', with no space)")
    }
    if Lexer.isIdentifierStart(character) {
      let start = position
      position += 1
      while position < characters.count, Lexer.isIdentifierPart(characters[position]) { position += 1 }
      return .identifier(String(characters[start..<position]))
    }
    position += 1
    if Lexer.punctuation.contains(character) { return .punctuation(character) }
    return .invalid("unexpected character \(Lexer.describe(character))")
  }

  /// Reads `42`, `-3`, `1_000`, `0x1F`, `9.99`, `1e3`, `-1.5e-3`.
  private mutating func readNumber() -> Token.Kind {
    let start = position
    if characters[position] == "-" { position += 1 }
    var isDouble = false
    if characters[position] == "0", position + 1 < characters.count, characters[position + 1] == "x" {
      return readHexadecimal(from: start)
    }
    skipDigits()
    if position + 1 < characters.count, characters[position] == ".",
      Lexer.isDigit(characters[position + 1])
    {
      isDouble = true
      position += 1
      skipDigits()
    }
    if position < characters.count, characters[position] == "e" || characters[position] == "E" {
      var next = position + 1
      if next < characters.count, characters[next] == "+" || characters[next] == "-" { next += 1 }
      if next < characters.count, Lexer.isDigit(characters[next]) {
        isDouble = true
        position = next
        skipDigits()
      }
    }
    let literal = String(characters[start..<position]).filter { $0 != "_" }
    if position < characters.count, Lexer.isIdentifierPart(characters[position]) {
      while position < characters.count, Lexer.isIdentifierPart(characters[position]) { position += 1 }
      let written = Token.Kind.truncated(String(characters[start..<position]))
      return .invalid("invalid number '\(written)'")
    }
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

  private mutating func readHexadecimal(from start: Int) -> Token.Kind {
    position += 2
    let digitsStart = position
    while position < characters.count, characters[position].isHexDigit || characters[position] == "_" {
      position += 1
    }
    let digits = String(characters[digitsStart..<position]).filter { $0 != "_" }
    let trailing = position < characters.count && Lexer.isIdentifierPart(characters[position])
    while position < characters.count, Lexer.isIdentifierPart(characters[position]) { position += 1 }
    let written = Token.Kind.truncated(String(characters[start..<position]))
    guard !digits.isEmpty, !trailing else { return .invalid("invalid number '\(written)'") }
    let negative = characters[start] == "-"
    guard let value = Int(negative ? "-" + digits : digits, radix: 16) else {
      return .invalid("integer '\(written)' does not fit in an Int")
    }
    return .int(value)
  }

  private mutating func skipDigits() {
    while position < characters.count, Lexer.isDigit(characters[position]) || characters[position] == "_" {
      position += 1
    }
  }

  /// Reads a string literal; an error inside it still reads on to the closing quote, so that
  /// what follows lexes as written.
  private mutating func readString() -> Token.Kind {
    position += 1
    var text = ""
    var failure: String?
    while position < characters.count {
      let character = characters[position]
      if character.isNewline { break }
      position += 1
      if character == "\"" {
        return failure.map { .invalid($0) } ?? .string(text)
      }
      guard character == "\\" else {
        text.append(character)
        continue
      }
      switch readEscape() {
      case .success(let decoded): text.append(decoded)
      case .failure(let problem): failure = failure ?? problem.message
      }
    }
    return .invalid(failure ?? "unterminated string (the opening '\"' has no closing '\"' on its line)")
  }

  private struct EscapeProblem: Error {
    var message: String
  }

  /// Decodes the escape after a backslash: `\" \\ \n \t \r \0 \'` and `\u{...}`.
  private mutating func readEscape() -> Result<Character, EscapeProblem> {
    guard position < characters.count, !characters[position].isNewline else {
      return .failure(EscapeProblem(message: "unterminated string (it ends in a '\\')"))
    }
    let character = characters[position]
    position += 1
    switch character {
    case "\"": return .success("\"")
    case "\\": return .success("\\")
    case "'": return .success("'")
    case "n": return .success("\n")
    case "t": return .success("\t")
    case "r": return .success("\r")
    case "0": return .success("\0")
    case "u": return readUnicodeEscape()
    case "(": return .failure(EscapeProblem(message: "string interpolation '\\(' is not supported"))
    default:
      let shown = Lexer.describe(character)
      return .failure(EscapeProblem(message: "invalid escape '\\' followed by \(shown) in a string"))
    }
  }

  private mutating func readUnicodeEscape() -> Result<Character, EscapeProblem> {
    let usage = "a '\\u' escape is written '\\u{1F600}' (1 to 8 hexadecimal digits)"
    guard position < characters.count, characters[position] == "{" else {
      return .failure(EscapeProblem(message: usage))
    }
    position += 1
    var digits = ""
    while position < characters.count, characters[position].isHexDigit, digits.count < 9 {
      digits.append(characters[position])
      position += 1
    }
    guard position < characters.count, characters[position] == "}", (1...8).contains(digits.count)
    else { return .failure(EscapeProblem(message: usage)) }
    position += 1
    guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
      return .failure(EscapeProblem(message: "'\\u{\(digits)}' is not a Unicode scalar value"))
    }
    return .success(Character(scalar))
  }

  // MARK: - Character classes

  private static let punctuation: Set<Character> = [
    ".", ",", ":", ";", "(", ")", "[", "]", "{", "}", "<", ">", "=", "?", "!", "*", "\\",
  ]

  static func isDigit(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return ascii >= 0x30 && ascii <= 0x39
  }

  static func isIdentifierStart(_ character: Character) -> Bool {
    if let ascii = character.asciiValue {
      return (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A) || ascii == 0x5F
    }
    return character.isLetter
  }

  static func isIdentifierPart(_ character: Character) -> Bool {
    if let ascii = character.asciiValue {
      return isIdentifierStart(character) || (ascii >= 0x30 && ascii <= 0x39)
    }
    return character.isLetter || character.isNumber
  }

  /// `'@'`, or `U+0000` for a character that would not show.
  static func describe(_ character: Character) -> String {
    let visible = character.unicodeScalars.allSatisfy { scalar in
      !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
        && scalar.properties.generalCategory != .format
    }
    if visible { return "'\(character)'" }
    return character.unicodeScalars.map { scalar in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
      .joined(separator: " ")
  }
}
