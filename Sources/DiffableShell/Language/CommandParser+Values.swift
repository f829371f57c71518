import DiffableEngine

// Values (identifiers) and lists of them.

extension LineParser {
  /// Whether `token` can begin a value: a literal, a word, or the `.` of `.main`.
  func startsValue(_ token: Token) -> Bool {
    switch token.kind {
    case .int, .double, .string, .identifier: true
    case .punctuation(let character): character == "."
    case .end, .invalid: false
    }
  }

  /// Reads one value: `42`, `-1.5`, `true`, `"Fare"`, `main`, `.main`, `Payment(id: 1)`,
  /// `UUID()`.
  ///
  /// - Parameter expected: What the caller wants, for the error: "a section identifier after
  ///   'to'" (made only for the error: a million values make no message).
  mutating func parseValue(expected: @autoclosure () -> String) throws(ParseError) -> ValueExpression {
    let token = try peek()
    switch token.kind {
    case .int(let value):
      advance()
      return .int(value)
    case .double(let value):
      advance()
      return .double(value)
    case .string(let text):
      advance()
      return .string(text)
    case .identifier(let name):
      if name == "true" || name == "false" {
        advance()
        return .bool(name == "true")
      }
      if Token.isCapitalised(name), try peek(1).isPunctuation("(") { return try parseStructValue() }
      advance()
      return .symbol(name)
    case .punctuation("."):
      return try parseDotSymbol()
    default:
      throw expectation(expected(), found: token)
    }
  }

  /// An error "expected WHAT[, found X]" at `token`.
  func expectation(_ expected: String, found token: Token) -> ParseError {
    let found = token.kind == .end ? "" : ", found \(token.kind.quoted)"
    return error("expected \(expected)\(found)", at: token)
  }

  /// `.main`: the same symbol as `main`, and the way to write a symbol whose name is a label
  /// (`.to`) or a literal (`.true`).
  private mutating func parseDotSymbol() throws(ParseError) -> ValueExpression {
    let dot = try peek()
    if !dot.spaceBefore, let previous, LineParser.endsValue(previous) {
      throw error(
        "unexpected '.' after \(previous.kind.quoted) (write '.name' after a space or a comma)", at: dot)
    }
    let name = try peek(1)
    guard case .identifier(let word) = name.kind, !name.spaceBefore else {
      throw expectation("a name right after '.'", found: name)
    }
    advance()
    advance()
    return .symbol(word)
  }

  private static func endsValue(_ token: Token) -> Bool {
    switch token.kind {
    case .int, .double, .string, .identifier: true
    case .punctuation(let character): character == ")" || character == "]"
    case .end, .invalid: false
    }
  }

  /// `Payment(id: 1, title: "Fare")`, `Payment(1, "Fare")`, `EmptyData()`, `UUID()`.
  private mutating func parseStructValue() throws(ParseError) -> ValueExpression {
    let nameToken = advance()
    let typeName = nameToken.identifier ?? ""
    try enterNesting(at: nameToken)
    defer { nesting -= 1 }
    advance()  // (
    if typeName == "UUID" {
      let close = try peek()
      guard close.isPunctuation(")") else {
        throw error("UUID() takes no arguments, found \(close.kind.quoted)", at: close)
      }
      advance()
      return .uuid
    }
    var arguments: [ValueExpression.Argument] = []
    while !(try peek().isPunctuation(")")) {
      var label: String?
      if let word = try peek().identifier, try peek(1).isPunctuation(":") {
        label = word
        advance()
        advance()
      }
      let value = try parseValue(
        expected: label.map { "a value for '\($0)'" } ?? "a field value or ')' in '\(typeName)('")
      arguments.append(ValueExpression.Argument(label: label, value: value))
      let separator = try peek()
      if separator.isPunctuation(",") {
        advance()
      } else if !separator.isPunctuation(")") {
        throw expectation("',' or ')' in '\(typeName)('", found: separator)
      }
    }
    advance()  // )
    return .structure(type: typeName, arguments: arguments)
  }

  /// Reads values written bare (`a b`), with commas (`a, b`) or in brackets (`[a, b]`), up
  /// to one of `labels` (lowercased), to `)` or to the end of the command.
  ///
  /// A label word ends the list only after something was written, since only there can a
  /// label stand: `appendItems to to main` appends the item `to`.
  ///
  /// - Returns: The values, and whether anything was written (`[]` was, and is empty).
  mutating func parseValueList(
    noun: String, labels: Set<String>, command: String
  ) throws(ParseError) -> (values: [ValueExpression], written: Bool) {
    var values: [ValueExpression] = []
    var written = false
    while true {
      let token = try peek()
      if let word = token.identifier {
        if written && token.isLabel(in: labels) { break }
        if try peek(1).isPunctuation(":") {
          if token.isLabel(in: labels) { break }
          throw error(
            "unknown label '\(Token.Kind.truncated(word)):' for '\(command)'", at: token,
            suggestion: CommandNames.nearest(to: word, among: LineParser.spelled(labels)))
        }
      }
      if token.isPunctuation("[") {
        values += try parseBracketList(noun: noun)
      } else if startsValue(token) {
        values.append(try parseValue(expected: LineParser.article(noun)))
      } else {
        break
      }
      written = true
      guard try peek().isPunctuation(",") else { continue }
      advance()
      let next = try peek()
      let labelNext = next.isLabel(in: labels)
      guard startsValue(next) || next.isPunctuation("[") || next.isPunctuation(")") || labelNext else {
        throw expectation("\(LineParser.article(noun)) after ','", found: next)
      }
    }
    return (values, written)
  }

  /// `[a, b, c]`, commas optional, `[]` empty. Lists do not nest.
  private mutating func parseBracketList(noun: String) throws(ParseError) -> [ValueExpression] {
    advance()  // [
    var values: [ValueExpression] = []
    while true {
      let token = try peek()
      if token.isPunctuation("]") {
        advance()
        return values
      }
      if token.kind == .end { throw expectation("']'", found: token) }
      values.append(try parseValue(expected: "\(LineParser.article(noun)) or ']'"))
      try skipComma()
    }
  }

  /// The labels as a person would write them, for suggestions.
  static func spelled(_ labels: Set<String>) -> [String] {
    let known = [
      "to", "toSection", "before", "beforeItem", "beforeSection", "after", "afterItem", "afterSection",
      "inSection", "containingItem", "for", "animatingDifferences", "at", "with", "completion",
    ]
    return known.filter { labels.contains($0.lowercased()) }
  }

  /// `noun` with its indefinite article: "an item identifier", "a section identifier".
  static func article(_ noun: String) -> String {
    guard let first = noun.first else { return noun }
    return ("aeiou".contains(first) ? "an " : "a ") + noun
  }
}
