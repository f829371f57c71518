import DiffableEngine

/// Decides when a line typed or read continues on the next one.
///
/// A line continues when it ends in `\` or leaves a `(`, `[` or `{` open, outside strings and
/// comments, so that Swift pasted over several lines reads as one command:
///
/// ```swift
/// LogicalLines.needsContinuation("tableView.performBatchUpdates {")  // true
/// LogicalLines.needsContinuation("appendItems a b \\")               // true
/// LogicalLines.needsContinuation("echo (see above")                 // false: echo's text is verbatim
/// ```
///
/// The caller removes the trailing `\`, joins the lines with `"\n"` and parses the result
/// with ``CommandParser/parse(_:)``.
public enum LogicalLines {
  /// Whether `text` (the lines read so far, joined with `"\n"`) needs another line.
  ///
  /// Brackets inside strings and comments do not count, nor do those in the text of `echo`
  /// and `source`; a closing bracket with no opening one makes the line complete, so the
  /// parser reports it.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func needsContinuation(_ text: String) -> Bool {
    var scanner = Scanner()
    var continues = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      continues = scanner.add(String(line))
    }
    return continues
  }

  /// What the physical lines read so far tell about the next: whether it continues the logical
  /// line, and where the bracket count and the command's name stand. Each line is lexed once,
  /// when it is added, so gathering a logical line of n bytes is O(n) however many lines it
  /// spans.
  ///
  /// Tokens never span lines (a string or a comment ends at its line's end), so lexing the
  /// lines one by one yields the tokens of the joined text.
  struct Scanner: Sendable {
    private var depth = 0
    private var atCommandStart = true
    /// An `echo` or `source` was read: the rest is its verbatim text.
    private var verbatim = false
    /// A closing bracket with no opening one: the line is complete, the parser reports it.
    private var unbalanced = false

    /// Whether `line`, read first by a fresh scanner, surely ends its logical line: it holds no
    /// `\`, `(`, `[` or `{` at all, so nothing in it can open a bracket or end in a `\` (most
    /// lines of a script), and ``add(_:)`` would answer `false` after lexing it.
    static func surelyEnds(_ line: String) -> Bool {
      var line = line
      // Read in place (a native string's bytes), not through the UTF-8 view's indices, eight
      // bytes at a time: every line of a script asks this.
      return line.withUTF8 { bytes in
        var index = 0
        if let base = UnsafeRawPointer(bytes.baseAddress), bytes.count >= 8 {
          while index + 8 <= bytes.count {
            if holdsOpening(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return false }
            index += 8
          }
          // The bytes left are the end of the line's last eight: one word, not a byte at a time.
          guard index < bytes.count else { return true }
          return !holdsOpening(base.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
        }
        while index < bytes.count {
          if holdsOpening(UInt64(bytes[index])) { return false }
          index += 1
        }
        return true
      }
    }

    /// Whether one of the eight bytes of `word` is a `\`, `(`, `[` or `{`. A byte equal to `b` is
    /// a zero byte of `word ^ bbbbbbbb`, and `(x - 0x01…) & ~x & 0x80…` is nonzero exactly when
    /// a byte of `x` is zero.
    private static func holdsOpening(_ word: UInt64) -> Bool {
      func zeroBytes(_ x: UInt64) -> UInt64 { (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 }
      func matches(_ byte: UInt8) -> UInt64 { zeroBytes(word ^ (0x0101_0101_0101_0101 &* UInt64(byte))) }
      return matches(UInt8(ascii: "\\")) | matches(UInt8(ascii: "(")) | matches(UInt8(ascii: "["))
        | matches(UInt8(ascii: "{")) != 0
    }

    /// Reads one physical line; returns whether the logical line continues after it.
    /// - Complexity: O(the length of `line`).
    mutating func add(_ line: String) -> Bool {
      let endsInBackslash = line.hasSuffix("\\")
      if verbatim { return Self.endsInBackslash(nil, text: line) }
      // What the joined text holds of this line: its trailing `\` is dropped when it continues.
      let carried = endsInBackslash ? String(line.dropLast()) : line
      var probe = self
      let last = probe.scan(line)
      // A line without tokens (blank, a comment) cannot end in a `\` token.
      let backslash = last.map { Self.endsInBackslash($0, text: line) } ?? false
      let continues = !probe.unbalanced && (probe.verbatim || probe.depth > 0 || backslash)
      if probe.verbatim {
        self = probe
        return Self.endsInBackslash(nil, text: line)
      }
      if continues && endsInBackslash { _ = scan(carried) } else { self = probe }
      return continues && !unbalanced
    }

    /// Lexes one line, updating the state; returns its last token.
    private mutating func scan(_ text: String) -> Token? {
      var lexer = Lexer(text)
      var last: Token?
      while !unbalanced && !verbatim {
        let token = lexer.next()
        switch token.kind {
        case .end:
          return last
        case .punctuation(let character):
          switch character {
          case "(", "[", "{":
            depth += 1
            atCommandStart = false
          case ")", "]", "}":
            if depth == 0 {
              unbalanced = true
            } else {
              depth -= 1
            }
          case ";":
            atCommandStart = depth == 0 || atCommandStart
          case "?", "!", ".":
            break  // `try?`, `snapshot.`: still before the command's name
          default:
            atCommandStart = false
          }
        case .identifier(let word) where atCommandStart && depth == 0:
          // Compared without case, with no lowercased copy (this runs on every line).
          func named(_ command: String) -> Bool { Token.equalIgnoringCase(word, command) }
          if named("echo") || named("source") { verbatim = true }
          atCommandStart = named("try") || named("snapshot") || named("datasource")
        default:
          atCommandStart = false
        }
        last = token
      }
      return last
    }

    /// Whether the last thing in `text`, blanks aside, is a `\` outside any string or comment
    /// (`token` is the line's last token, or nil to look at the raw text).
    private static func endsInBackslash(_ token: Token?, text: String) -> Bool {
      var trimmed = Substring(text)
      while let character = trimmed.last, character == " " || character == "\t" { trimmed.removeLast() }
      guard trimmed.last == "\\" else { return false }
      guard let token else { return true }
      return token.isPunctuation("\\") && token.end == trimmed.utf8.count
    }
  }
}
