extension SwiftShape {
  /// What the bytes of a line tell about its shape.
  enum Verdict: Equatable {
    case swift
    case notSwift
    /// A `tableView.` call: Swift unless the short syntax reads it.
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
    for byte in text where byte >= 0x80 || byte == UInt8(ascii: "\r") { return .characters }
    let end = text.count
    var index = 0
    while index < end, text[index] == .space || text[index] == .tab || text[index] == .newline { index += 1 }
    if index + 1 < end, text[index] == .slash, text[index + 1] == .slash || text[index + 1] == .star {
      return .swift
    }
    let wordStart = index
    while index < end, isWordByte(text[index]) || text[index] == .at { index += 1 }
    let word = UnsafeBufferPointer(rebasing: text[wordStart..<index])
    if keywordBytes.contains(where: { $0.count == word.count && $0.elementsEqual(word) }) {
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
    guard index > restStart || (index < end && text[index] == .equals) else { return .notSwift }
    // `=`, `+=` or `-=`, not followed by another `=` (`==`, `+==`).
    var next = index
    if next < end, text[next] == .plus || text[next] == .minus { next += 1 }
    if next < end, text[next] == .equals, next + 1 >= end || text[next + 1] != .equals { return .swift }
    return .notSwift
  }

  /// The keywords as bytes.
  private static let keywordBytes: [[UInt8]] = keywords.map { Array($0.utf8) }

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
}
