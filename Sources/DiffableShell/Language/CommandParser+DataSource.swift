import DiffableEngine
import DiffableKit

// The data source's commands, the Swift lines that make a snapshot, and the session settings.

extension LineParser {
  /// `apply`, `apply snapshot`, `apply animatingDifferences: false`,
  /// `apply(snapshot, animatingDifferences: true)`.
  mutating func parseApply() throws(ParseError) -> Command {
    let isCall = try openCall()
    try parseSnapshotVariable(of: "apply", alternatives: "'snapshot' or 'animatingDifferences'")
    if try peek().isPunctuation(","), try peek(1).isLabel(in: ["animatingdifferences"]) { advance() }
    var animating = true
    if let label = try takeLabel(["animatingdifferences"]) {
      let token = try peek()
      guard case .identifier(let word) = token.kind, word == "true" || word == "false" else {
        throw expectation("true or false after '\(label)'", found: token)
      }
      advance()
      animating = word == "true"
    }
    if isCall { try skipCompletion() }
    try closeCall(isCall, of: "apply")
    if !isCall, try !atCommandEnd() {
      let token = try peek()
      throw error("unexpected \(token.kind.quoted) after 'apply'", at: token)
    }
    return .apply(animatingDifferences: animating)
  }

  /// `applySnapshotUsingReloadData`, `applySnapshotUsingReloadData(snapshot)`.
  mutating func parseOptionalSnapshotArgument(of name: String) throws(ParseError) {
    let isCall = try openCall()
    try parseSnapshotVariable(of: name, alternatives: "'snapshot'")
    if isCall { try skipCompletion() }
    try closeCall(isCall, of: name)
    if !isCall { try parseNoArguments(of: name) }
  }

  /// Consumes the variable `snapshot` if written: the session has one working snapshot.
  private mutating func parseSnapshotVariable(of name: String, alternatives: String) throws(ParseError) {
    let token = try peek()
    if token.isWord("snapshot") {
      advance()
    } else if let word = token.identifier, try !peek(1).isPunctuation(":"),
      word.lowercased() != "animatingdifferences"
    {
      throw error(
        "expected \(alternatives) after '\(name)', found '\(Token.Kind.truncated(word))' "
          + "(diffable has one working snapshot, named 'snapshot')", at: token)
    }
  }

  /// `explain`, `explain I`, `explain(I)`.
  mutating func parseExplain() throws(ParseError) -> Command {
    let isCall = try openCall()
    var item: ValueExpression?
    let token = try peek()
    if startsValue(token) {
      item = try parseValue(expected: "an item identifier after 'explain'")
    }
    try closeCall(isCall, of: "explain")
    let next = try peek()
    if !isCall, try !atCommandEnd() {
      throw error("'explain' takes at most one item identifier, found \(next.kind.quoted)", at: next)
    }
    return .explain(item)
  }

  /// `mode classic` / `mode diffable`.
  mutating func parseMode() throws(ParseError) -> Command {
    let names = [TableMode.classic.rawValue, TableMode.diffable.rawValue]
    let word = try parseKeyword(after: "mode", choices: names)
    return .mode(word == "classic" ? .classic : .diffable)
  }

  /// `headers title|none`.
  mutating func parseHeaders() throws(ParseError) -> Command {
    let word = try parseKeyword(after: "headers", choices: HeaderTitles.allCases.map(\.word))
    return .headers(HeaderTitles(word: word) ?? .none)
  }

  /// `set bail on|off`, `set format text|json`, `set color on|off`, `set ios N`.
  mutating func parseSetting() throws(ParseError) -> Command {
    let settings = ["bail", "format", "color", "ios"]
    let setting = try parseKeyword(after: "set", choices: settings)
    switch setting {
    case "bail": return .set(.bail(try parseOnOff(after: "set bail")))
    case "color": return .set(.color(try parseOnOff(after: "set color")))
    case "format":
      let format = try parseKeyword(after: "set format", choices: ["text", "json"])
      return .set(.format(format == "json" ? .json : .text))
    default:
      let token = try peek()
      guard case .int(let version) = token.kind else {
        throw expectation("an iOS version number after 'set ios', like 'set ios 15'", found: token)
      }
      advance()
      return .set(.ios(version))
    }
  }

  private mutating func parseOnOff(after context: String) throws(ParseError) -> Bool {
    let word = try parseKeyword(after: context, choices: ["on", "off", "true", "false"])
    return word == "on" || word == "true"
  }

  /// One of `choices` (lowercase), written in any case, with or without a leading dot.
  private mutating func parseKeyword(after context: String, choices: [String]) throws(ParseError) -> String {
    var token = try peek()
    if token.isPunctuation("."), try peek(1).identifier != nil {
      advance()
      token = try peek()
    }
    let listed = choices.map { "'\($0)'" }.joined(separator: ", ")
    guard let word = token.identifier else {
      throw expectation("one of \(listed) after '\(context)'", found: token)
    }
    guard let choice = choices.first(where: { $0 == word.lowercased() }) else {
      throw error(
        "expected one of \(listed) after '\(context)', found '\(Token.Kind.truncated(word))'", at: token,
        suggestion: CommandNames.nearest(to: word, among: choices))
    }
    advance()
    return choice
  }

  // MARK: - var snapshot = ...

  /// `var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()` is `new`;
  /// `let snapshot = dataSource.snapshot()` is `snapshot`.
  mutating func parseSnapshotBinding() throws(ParseError) -> Command {
    let keyword = advance()
    let nameToken = try peek()
    guard nameToken.isWord("snapshot") else {
      throw expectation(
        "'snapshot' after '\(keyword.identifier ?? "var")' (diffable has one working snapshot, named 'snapshot')",
        found: nameToken)
    }
    advance()
    var annotated = false
    if try peek().isPunctuation(":") {
      advance()
      try expectSnapshotType()
      annotated = true
    }
    let equals = try peek()
    guard equals.isPunctuation("=") else { throw expectation("'='", found: equals) }
    advance()
    let value = try peek()
    let command: Command
    if value.isWord("NSDiffableDataSourceSnapshot") {
      try expectSnapshotType()
      command = .new
    } else if annotated, value.isPunctuation("."), try peek(1).isWord("init") {
      advance()
      advance()
      command = .new
    } else {
      if value.isWord("dataSource"), try peek(1).isPunctuation(".") {
        advance()
        advance()
      }
      guard try peek().isWord("snapshot") else {
        throw expectation(
          "'NSDiffableDataSourceSnapshot()' or 'dataSource.snapshot()' after '='", found: value)
      }
      advance()
      command = .snapshot
    }
    let open = try peek()
    guard open.isPunctuation("(") else { throw expectation("'()'", found: open) }
    advance()
    try expectClosing(")", of: "snapshot")
    return command
  }

  /// `NSDiffableDataSourceSnapshot` with optional generic arguments, which are ignored.
  private mutating func expectSnapshotType() throws(ParseError) {
    let typeToken = try peek()
    guard typeToken.isWord("NSDiffableDataSourceSnapshot") else {
      throw expectation("'NSDiffableDataSourceSnapshot'", found: typeToken)
    }
    advance()
    guard try peek().isPunctuation("<") else { return }
    advance()
    while true {
      let token = try peek()
      if token.isPunctuation(">") {
        advance()
        return
      }
      guard token.identifier != nil || token.isPunctuation(".") || token.isPunctuation(",") else {
        throw expectation("a type name or '>' in 'NSDiffableDataSourceSnapshot<...>'", found: token)
      }
      advance()
    }
  }
}
