import DiffableEngine

/// Reads a logical line of the command language into commands (see docs/LANGUAGE.md).
///
/// Both the shell's own spelling and Swift pasted from an app are accepted, so these two
/// lines parse to the same command:
///
/// ```swift
/// try CommandParser.parse("appendItems a b to main")
/// try CommandParser.parse("snapshot.appendItems([a, b], toSection: .main)")
/// // [.appendItems([.symbol("a"), .symbol("b")], toSection: .symbol("main"))]
/// ```
///
/// Where docs/LANGUAGE.md is silent, the parser decides so:
/// - `echo` takes the rest of the logical line exactly as written, `#` and `;` included, so
///   a lesson can print any text; only the blanks after `echo` are dropped.
/// - `source` takes a quoted path (a string literal, after which `;` may follow) or else the
///   rest of the line, blanks trimmed at both ends.
/// - `help` takes the rest of the command up to `;` as its topic, as written.
/// - Command names and labels ignore case; values keep it (`Main` and `main` differ, `True`
///   is a symbol). A dot makes any word a symbol: `.to`, `.true`.
/// - `try COMMAND` and `try! COMMAND` are the command itself: a failure is a failure.
///   `try? try? X` is `try? X`.
/// - `[]` is an empty list (Swift's `appendItems([])`); writing nothing is an error.
/// - There is one working snapshot, named `snapshot`: `var snap = ...` and `apply(snap)`
///   are errors that say so.
/// - Labels may be given with or without a colon, also in call syntax, and commas between
///   bare values are optional, also inside brackets; struct arguments need their commas.
/// - `hash(...)` and `equal(...)` name at least one field or `*`.
public enum CommandParser {
  /// How deep struct values and `performBatchUpdates` blocks may nest; deeper input is
  /// rejected rather than risking the stack.
  public static let maximumNesting = 64

  /// Parses one logical line (continued lines already joined with `"\n"`) into its commands,
  /// in order. A blank line or a comment gives no commands.
  ///
  /// - Throws: ``ParseError`` with the column of the first problem; nothing is returned for
  ///   a line with any error, so no command of it runs.
  /// - Complexity: O(*n*) in the length of the line.
  public static func parse(_ line: String) throws(ParseError) -> [Command] {
    // Most lines of a long script are plain words and numbers, read without tokens.
    if let command = PlainLine.command(line) { return [command] }
    var parser = LineParser(line)
    return try parser.parseLine()
  }
}

/// The state of parsing one line: the lexer, a few tokens of lookahead, and the context.
struct LineParser {
  var lexer: Lexer
  /// Tokens read ahead of the parser, in order, from `lookaheadStart` on.
  private var lookahead: [Token] = []
  private var lookaheadStart = 0
  /// The last token consumed.
  private(set) var previous: Token?
  /// How many struct values and batch blocks enclose the current position.
  var nesting = 0
  /// Whether the parser is at the statement level of a `performBatchUpdates { }` block,
  /// where a newline ends a call.
  var inBatch = false

  init(_ line: String) {
    lexer = Lexer(line)
  }

  // MARK: - Lines

  mutating func parseLine() throws(ParseError) -> [Command] {
    var commands: [Command] = []
    while true {
      let token = try peek()
      if token.kind == .end { return commands }
      if token.isPunctuation(";") {
        advance()
        continue
      }
      commands.append(try parseCommand())
      let after = try peek()
      if after.isPunctuation(";") || after.kind == .end { continue }
      throw error("unexpected \(after.kind.quoted); expected ';' or the end of the line", at: after)
    }
  }

  /// Parses one command with its optional `try?` and `snapshot.` / `dataSource.` prefixes.
  mutating func parseCommand() throws(ParseError) -> Command {
    var wrapsInTry = false
    while try peek().isWord("try") {
      let keyword = advance()
      let mark = try peek()
      if mark.isPunctuation("?") && !mark.spaceBefore {
        advance()
        // `try? try? x` is `try? x`: nesting it would only deepen the value.
        wrapsInTry = true
      } else if mark.isPunctuation("!") && !mark.spaceBefore {
        // A failure under `try!` is a failure, as the crash would be.
        advance()
      } else if mark.kind == .end || mark.isPunctuation(";") {
        throw error("expected a command after '\(keyword.identifier ?? "try")'", at: mark)
      }
    }
    guard wrapsInTry else { return try parseUnwrappedCommand() }
    do {
      return .tryOptional(try parseUnwrappedCommand())
    } catch {
      // `try? appendItems [1` does not stop a script: its parse error is tried too.
      var tried = error
      tried.isWithinTry = true
      throw tried
    }
  }

  private mutating func parseUnwrappedCommand() throws(ParseError) -> Command {
    let first = try peek()
    if first.isWord("var") || first.isWord("let") { return try parseSnapshotBinding() }
    try skipReceiverPrefixes()
    let nameToken = try peek()
    guard let word = nameToken.identifier else {
      throw error("expected a command, found \(nameToken.kind.quoted)", at: nameToken)
    }
    if nameToken.isWord("tableView") {
      guard try peek(1).isPunctuation(".") else {
        throw error(
          "expected '.' and a UITableView method after 'tableView', as in 'tableView.reloadData'",
          at: try peek(1))
      }
      return .tableView(try parseTableViewCall())
    }
    if nameToken.isWord("self"), try peek(1).isPunctuation(".") {
      throw error(
        "leave out 'self.': write 'dataSource.apply(snapshot)' or 'tableView.reloadData()'", at: nameToken)
    }
    guard let kind = CommandKind(commandWord: word) else {
      throw error(
        "unknown command '\(Token.Kind.truncated(word))'", at: nameToken,
        suggestion: CommandNames.suggestion(for: word))
    }
    advance()
    return try parseArguments(of: kind, at: nameToken)
  }

  /// Drops `snapshot.` and `dataSource.`, which Swift code puts before the API's names.
  private mutating func skipReceiverPrefixes() throws(ParseError) {
    while true {
      let receiver = try peek()
      guard receiver.isWord("snapshot") || receiver.isWord("dataSource"),
        try peek(1).isPunctuation(".")
      else { return }
      let name = try peek(2)
      guard name.identifier != nil, !name.spaceBefore else {
        throw error("expected a command name after '\(receiver.identifier ?? "").'", at: name)
      }
      advance()
      advance()
    }
  }

  // MARK: - Shared argument forms

  /// Accepts `()` after a command that takes nothing (`deleteAllItems()`), then requires the
  /// command to end.
  mutating func parseNoArguments(of name: String) throws(ParseError) {
    let open = try peek()
    if open.isPunctuation("(") {
      advance()
      try expectClosing(")", of: name)
    }
    let next = try peek()
    guard try atCommandEnd() else {
      throw error("'\(name)' takes no arguments, found \(next.kind.quoted)", at: next)
    }
  }

  /// Consumes `(` when the arguments are written in Swift call syntax; returns whether it was.
  mutating func openCall() throws(ParseError) -> Bool {
    guard try peek().isPunctuation("(") else { return false }
    advance()
    return true
  }

  /// Consumes the `)` of call syntax (after an optional trailing comma).
  mutating func closeCall(_ isCall: Bool, of name: String) throws(ParseError) {
    guard isCall else { return }
    if try peek().isPunctuation(","), try peek(1).isPunctuation(")") { advance() }
    try expectClosing(")", of: name)
  }

  mutating func expectClosing(_ closing: Unicode.Scalar, of name: String) throws(ParseError) {
    let token = try peek()
    guard token.isPunctuation(closing) else {
      let opening: Unicode.Scalar = closing == ")" ? "(" : closing == "]" ? "[" : "{"
      throw expectation("'\(closing)' to close '\(Token.Kind.truncated(name))\(opening)'", found: token)
    }
    advance()
  }

  /// Whether the next token ends the current command: `;`, the end of the line, and inside a
  /// batch block also `}` or a new line.
  mutating func atCommandEnd() throws(ParseError) -> Bool {
    let token = try peek()
    if token.kind == .end || token.isPunctuation(";") { return true }
    return inBatch && (token.isPunctuation("}") || token.newlineBefore)
  }

  /// Consumes `, completion: nil` in call syntax: Swift's completion handlers, which a
  /// simulation that finishes at once has no use for.
  mutating func skipCompletion() throws(ParseError) {
    guard try peek().isPunctuation(","), try peek(1).isLabel(in: ["completion"]) else { return }
    advance()
    let label = advance()
    if try peek().isPunctuation(":") { advance() }
    let value = try peek()
    guard value.isWord("nil") else {
      throw expectation("'nil' after '\(label.identifier ?? "completion")'", found: value)
    }
    advance()
  }

  /// Consumes a comma if one comes next.
  mutating func skipComma() throws(ParseError) {
    if try peek().isPunctuation(",") { advance() }
  }

  /// Consumes one of `labels` (compared without case), with or without its colon, and
  /// returns it as written.
  @discardableResult
  mutating func takeLabel(_ labels: Set<String>) throws(ParseError) -> String? {
    let token = try peek()
    guard let word = token.identifier, token.isLabel(in: labels) else { return nil }
    advance()
    if try peek().isPunctuation(":") { advance() }
    return word
  }

  // MARK: - Raw text

  /// The rest of the logical line after `token`, as written, without leading blanks.
  mutating func takeRestOfLine(after token: Token, trimmingTrailing: Bool) -> String {
    var text = Substring(lexer.text(from: token.end, to: lexer.count))
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    if trimmingTrailing {
      while let last = text.last, last.isWhitespace { text.removeLast() }
    }
    lexer.skipToEnd()
    lookahead.removeAll()
    lookaheadStart = 0
    return String(text)
  }

  /// `diff` or `diff --minimal`.
  mutating func parseDiff() throws(ParseError) -> Command {
    let start = peekRaw()
    switch takeRawTokens() {
    case nil: return .diff(minimal: false)
    case "--minimal": return .diff(minimal: true)
    case let other?:
      throw error("'diff' takes '--minimal' or nothing, found '\(Token.Kind.truncated(other))'", at: start)
    }
  }

  /// The text of the tokens up to the end of the command, as written (`help`'s topic).
  mutating func takeRawTokens() -> String? {
    let first = peekRaw()
    if first.kind == .end || first.isPunctuation(";") { return nil }
    var last = first
    while case let next = peekRaw(), next.kind != .end, !next.isPunctuation(";") { last = advance() }
    return lexer.text(from: first.start, to: last.end)
  }

  mutating func parseSource(at token: Token) throws(ParseError) -> Command {
    if case .string(let path) = peekRaw().kind {
      advance()
      return .source(path)
    }
    let path = takeRestOfLine(after: token, trimmingTrailing: true)
    guard !path.isEmpty else {
      throw error("expected a file name after 'source'", at: peekRaw())
    }
    return .source(path)
  }

  // MARK: - Tokens

  /// The token `offset` places ahead; throws the lexer's error if it is one it could not read.
  mutating func peek(_ offset: Int = 0) throws(ParseError) -> Token {
    let token = peekRaw(offset)
    if case .invalid(let message) = token.kind { throw error(message, at: token) }
    return token
  }

  /// The token `offset` places ahead, readable or not.
  mutating func peekRaw(_ offset: Int = 0) -> Token {
    while lookahead.count - lookaheadStart <= offset { lookahead.append(lexer.next()) }
    return lookahead[lookaheadStart + offset]
  }

  /// Consumes the next token (after a peek has checked it).
  @discardableResult
  mutating func advance() -> Token {
    let token = peekRaw()
    if token.kind != .end {
      lookaheadStart += 1
      if lookaheadStart == lookahead.count {
        lookahead.removeAll(keepingCapacity: true)
        lookaheadStart = 0
      }
    }
    previous = token
    return token
  }

  /// An error at `token`.
  func error(_ message: String, at token: Token, suggestion: String? = nil) -> ParseError {
    ParseError(message: message, column: lexer.column(of: token.start), suggestion: suggestion)
  }

  /// Enters one more level of nesting, or fails when that would exceed the limit.
  mutating func enterNesting(at token: Token) throws(ParseError) {
    guard nesting < CommandParser.maximumNesting else {
      throw error("nested too deeply (more than \(CommandParser.maximumNesting) levels)", at: token)
    }
    nesting += 1
  }
}
