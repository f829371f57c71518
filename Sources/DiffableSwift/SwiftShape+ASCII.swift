extension SwiftShape {
  /// What the bytes of a line tell about its shape.
  enum Verdict: Equatable {
    case swift
    case notSwift
    /// A `tableView.` call, a name before a brace (a trailing closure) or a line that starts with
    /// an array or string literal: Swift unless the short syntax reads it.
    case shortSyntaxDecides
    /// Not plain ASCII (or a `struct`, whose exception reads the whole entry): decide by
    /// characters.
    case characters
  }

  /// The rule of ``isSwift(_:)`` read on the UTF-8 bytes of `text`, when they are all ASCII
  /// and hold no carriage return: each byte is then one `Character` (no two ASCII scalars but
  /// CR LF form one grapheme), so byte and character readings agree.
  ///
  /// - Complexity: O(*n*) in the length of `text`, with no allocation.
  static func asciiVerdict(_ text: UnsafeBufferPointer<UInt8>) -> Verdict {
    guard isPlainASCII(text) else { return .characters }
    let end = text.count
    var index = 0
    while index < end, text[index] == .space || text[index] == .tab || text[index] == .newline { index += 1 }
    if index + 1 < end, text[index] == .slash, text[index + 1] == .slash || text[index + 1] == .star {
      return .swift
    }
    if index < end, text[index] == .openBracket || text[index] == .quote {
      return .shortSyntaxDecides  // a literal's method (`[1, 2].forEach { ... }`)
    }
    let wordStart = index
    while index < end, isWordByte(text[index]) || text[index] == .at { index += 1 }
    let word = UnsafeBufferPointer(rebasing: text[wordStart..<index])
    if isKeyword(word) {
      return word.elementsEqual("struct".utf8) ? .characters : .swift
    }
    guard !word.isEmpty else { return .notSwift }
    // A name, maybe dotted, subscripted and generic, then `(` or an assignment.
    while index < end, text[index] == .dot || text[index] == .question || text[index] == .openBracket {
      if text[index] == .openBracket {
        guard let close = text[index...].firstIndex(of: .closeBracket) else { return .notSwift }
        index = close + 1
        continue
      }
      while index < end, text[index] == .dot || text[index] == .question { index += 1 }
      if index < end, text[index] == .dollar { index += 1 }  // `model.$items`
      let partStart = index
      while index < end, isWordByte(text[index]) { index += 1 }
      guard index > partStart else { return .notSwift }
    }
    if index < end, text[index] == .less, let close = text[index...].firstIndex(of: .greater) {
      index = close + 1
    }
    if index < end, text[index] == .openParenthesis {
      return word.elementsEqual("tableView".utf8) ? .shortSyntaxDecides : .swift
    }
    let restStart = index
    while index < end, text[index] == .space || text[index] == .tab { index += 1 }
    if index < end, text[index] == .openBrace { return .shortSyntaxDecides }  // a trailing closure
    guard index > restStart || (index < end && text[index] == .equals) else { return .notSwift }
    // `=`, `+=` or `-=`, not followed by another `=` (`==`, `+==`).
    var next = index
    if next < end, text[next] == .plus || text[next] == .minus { next += 1 }
    if next < end, text[next] == .equals, next + 1 >= end || text[next + 1] != .equals { return .swift }
    return .notSwift
  }

  /// Whether every byte of `text` is ASCII and none is a carriage return, read eight bytes at a
  /// time (every line of a script asks this): a byte of `x` is zero exactly where
  /// `(x - 0x01…) & ~x & 0x80…` has its top bit, and a carriage return is a zero byte of
  /// `x ^ 0x0D0D…`.
  private static func isPlainASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    if let base = UnsafeRawPointer(text.baseAddress) {
      while index + 8 <= text.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let returns = word ^ 0x0D0D_0D0D_0D0D_0D0D
        if (word | ((returns &- 0x0101_0101_0101_0101) & ~returns)) & 0x8080_8080_8080_8080 != 0 {
          return false
        }
        index += 8
      }
    }
    while index < text.count {
      if text[index] >= 0x80 || text[index] == UInt8(ascii: "\r") { return false }
      index += 1
    }
    return true
  }

  /// The keywords as bytes.
  private static let keywordBytes: [[UInt8]] = keywords.map { Array($0.utf8) }

  /// The first bytes of the keywords, as bits of two words (byte `b` is bit `b % 64` of word
  /// `b / 64`; the keywords are ASCII).
  private static let keywordFirstBytes: (UInt64, UInt64) = keywordBytes.reduce((0, 0)) { bits, keyword in
    let first = keyword[0]
    precondition(first < 0x80, "the keywords are ASCII")
    return first < 64 ? (bits.0 | 1 << first, bits.1) : (bits.0, bits.1 | 1 << (first - 64))
  }

  /// Whether `word` is one of ``keywords``: a word no keyword begins with (`appendItems`, as
  /// most lines of a script) is told apart by its first byte, before any keyword is compared.
  private static func isKeyword(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = word.first, first < 0x80 else { return false }
    let bits = first < 64 ? keywordFirstBytes.0 >> first : keywordFirstBytes.1 >> (first - 64)
    guard bits & 1 != 0 else { return false }
    return keywordBytes.contains { $0.count == word.count && $0.elementsEqual(word) }
  }

  /// An ASCII letter, digit or `_` (what `isLetter || isNumber || == "_"` accepts in ASCII).
  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }
}

extension UInt8 {
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let star = UInt8(ascii: "*")
  fileprivate static let at = UInt8(ascii: "@")
  fileprivate static let dot = UInt8(ascii: ".")
  fileprivate static let question = UInt8(ascii: "?")
  fileprivate static let openBracket = UInt8(ascii: "[")
  fileprivate static let closeBracket = UInt8(ascii: "]")
  fileprivate static let less = UInt8(ascii: "<")
  fileprivate static let greater = UInt8(ascii: ">")
  fileprivate static let openParenthesis = UInt8(ascii: "(")
  fileprivate static let equals = UInt8(ascii: "=")
  fileprivate static let plus = UInt8(ascii: "+")
  fileprivate static let minus = UInt8(ascii: "-")
  fileprivate static let dollar = UInt8(ascii: "$")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let openBrace = UInt8(ascii: "{")
}
