/// The deepest nesting of square brackets in a source text, found before swift-syntax parses it.
///
/// swift-syntax's parser looks ahead at every `[` of an expression to tell an array literal from
/// an inline-array type (`[3 of Int]`), and each level of nesting repeats the lookahead of the
/// levels inside it: the time doubles with each level (18 levels take 0.2 s in a release build,
/// 30 took `swiftc -parse` nearly four minutes here). The parser's own nesting limit counts every
/// kind of bracket and is far too deep to stop this, and a parse cannot be interrupted, so the
/// square brackets are counted first and a text that nests them deeper than
/// ``Interpreter/maximumSquareNesting`` is refused at the bracket that goes too deep.
///
/// The scan skips comments (`//`, nested `/* */`) and the text of string literals (plain,
/// multi-line and raw), and counts the brackets of the code inside interpolations. It only has to
/// be right about brackets: whatever else is wrong with the text, the parser reports.
struct BracketDepth {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0
  private let limit: Int

  /// The place of the first `[` nested deeper than `limit` in `source`, or nil.
  static func firstTooDeep(in source: String, limit: Int) -> SourceLocation? {
    var scan = BracketDepth(bytes: Array(source.utf8), limit: limit)
    return scan.code(closingParenthesis: false)
  }

  private init(bytes: [UInt8], limit: Int) {
    self.bytes = bytes
    self.limit = limit
  }

  /// Scans code up to the end, or (inside an interpolation) to its closing parenthesis.
  private mutating func code(closingParenthesis: Bool) -> SourceLocation? {
    var parentheses = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"):
        newLine()
      case UInt8(ascii: "["):
        depth += 1
        if depth > limit { return SourceLocation(line: line, column: index - lineStart + 1) }
      case UInt8(ascii: "]"):
        depth = max(depth - 1, 0)
      case UInt8(ascii: "("):
        parentheses += 1
      case UInt8(ascii: ")"):
        if closingParenthesis && parentheses == 0 {
          index += 1
          return nil
        }
        parentheses -= 1
      case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
        blockComment()
        continue
      case UInt8(ascii: "#"), UInt8(ascii: "\""):
        var hashes = 0
        while next(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard next(hashes) == UInt8(ascii: "\"") else { break }
        index += hashes
        if let tooDeep = string(hashes: hashes) { return tooDeep }
        continue
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// Scans a string literal from its opening quote (after any `#`s) past its closing delimiter.
  private mutating func string(hashes: Int) -> SourceLocation? {
    let multiLine = next(1) == UInt8(ascii: "\"") && next(2) == UInt8(ascii: "\"")
    index += multiLine ? 3 : 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        newLine()
        index += 1
        // An unterminated single-line string ends at the line's end; the parser says so.
        if !multiLine { return nil }
        continue
      }
      if byte == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ next(1 + $0) == UInt8(ascii: "#") }) {
        index += 1 + hashes
        if next(0) == UInt8(ascii: "(") {
          index += 1
          if let tooDeep = code(closingParenthesis: true) { return tooDeep }
        } else {
          index += 1
        }
        continue
      }
      if byte == UInt8(ascii: "\""),
        !multiLine || (next(1) == UInt8(ascii: "\"") && next(2) == UInt8(ascii: "\"")),
        (0..<hashes).allSatisfy({ next((multiLine ? 3 : 1) + $0) == UInt8(ascii: "#") })
      {
        index += (multiLine ? 3 : 1) + hashes
        return nil
      }
      index += 1
    }
    return nil
  }

  /// Skips a block comment, comments nested in it included.
  private mutating func blockComment() {
    var open = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/") && next(1) == UInt8(ascii: "*") {
        open += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*") && next(1) == UInt8(ascii: "/") {
        open -= 1
        index += 2
        if open == 0 { return }
      } else {
        if bytes[index] == UInt8(ascii: "\n") { newLine() }
        index += 1
      }
    }
  }

  /// The byte `offset` places after the current one, or nil past the end.
  private func next(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// Notes that the byte at `index` ends a line.
  private mutating func newLine() {
    line += 1
    lineStart = index + 1
  }
}
