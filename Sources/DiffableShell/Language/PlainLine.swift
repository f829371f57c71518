/// The parser's fast path for the lines long scripts are made of: `appendItems 1 2 3 to main`,
/// `moveItem 7 after 3`, `deleteItems 4 5`, `appendSections a b`, written as bare words and
/// numbers with single blanks between them.
///
/// Such a line is read in two passes over its bytes (one checks its shape and counts its words,
/// one reads them), with no tokens made. Anything else (another command, a spelling other than
/// the canonical one, punctuation, a comment, a string, a negative or large number, two blanks,
/// a line that the full parser would reject) is left to ``LineParser``: the fast path answers
/// `nil` and gives the same commands as the full parser whenever it answers at all.
///
/// ```swift
/// PlainLine.command("appendItems 1 2 to main")  // .appendItems([.int(1), .int(2)], toSection: .symbol("main"))
/// PlainLine.command("appendItems(1)")           // nil: the full parser reads it
/// ```
enum PlainLine {
  /// The command `line` holds, when it is a plain line of one of the commands above.
  /// - Complexity: O(*n*) in the length of the line.
  static func command(_ line: String) -> Command? {
    var line = line
    return line.withUTF8 { bytes in command(bytes) }
  }

  private static func command(_ bytes: UnsafeBufferPointer<UInt8>) -> Command? {
    guard let wordCount = wordCount(of: bytes), wordCount > 1 else { return nil }
    var words = Words(bytes: bytes)
    let name = words.next()
    if words.matches(name, "appendItems") {
      // Items up to `to` (once one is written: `appendItems to to main` appends the item `to`),
      // then exactly one section.
      var items: [ValueExpression] = []
      items.reserveCapacity(wordCount - 1)
      while !words.atEnd {
        let word = words.next()
        if !items.isEmpty && words.isToLabel(word) {
          // The section must be the last word.
          guard !words.atEnd, let section = words.value(words.next()), words.atEnd else { return nil }
          return .appendItems(items, toSection: section)
        }
        guard let item = words.value(word) else { return nil }
        items.append(item)
      }
      return .appendItems(items, toSection: nil)
    }
    if words.matches(name, "moveItem") {
      guard wordCount == 4, let item = words.value(words.next()) else { return nil }
      let placement = words.next()
      guard let target = words.value(words.next()) else { return nil }
      if words.matches(placement, "before") || words.matches(placement, "beforeItem") {
        return .moveItem(item, .before(target))
      }
      if words.matches(placement, "after") || words.matches(placement, "afterItem") {
        return .moveItem(item, .after(target))
      }
      return nil
    }
    let isDelete = words.matches(name, "deleteItems")
    guard isDelete || words.matches(name, "appendSections") else { return nil }
    var values: [ValueExpression] = []
    values.reserveCapacity(wordCount - 1)
    while !words.atEnd {
      guard let value = words.value(words.next()) else { return nil }
      values.append(value)
    }
    return isDelete ? .deleteItems(values) : .appendSections(values)
  }

  /// The number of words of a line of ASCII letters, digits and `_`, with one blank between
  /// words and none at either end; `nil` for any other line.
  private static func wordCount(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var count = 1
    // A blank first (or a line that is empty) fails, as does a blank after a blank.
    var afterBlank = true
    for byte in bytes {
      if byte == UInt8(ascii: " ") {
        guard !afterBlank else { return nil }
        count += 1
        afterBlank = true
      } else {
        guard isWordByte(byte) else { return nil }
        afterBlank = false
      }
    }
    return afterBlank ? nil : count
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
  }

  /// The words of a line ``wordCount(of:)`` accepted, read one after the other.
  private struct Words {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next word starts.
    private var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether every word was read.
    var atEnd: Bool { position >= bytes.count }

    /// The place of the next word.
    /// - Precondition: not ``atEnd``.
    mutating func next() -> Range<Int> {
      let start = position
      while position < bytes.count && bytes[position] != UInt8(ascii: " ") { position += 1 }
      defer { position += 1 }
      return start..<position
    }

    /// Whether the word at `word` is `literal`, exactly.
    func matches(_ word: Range<Int>, _ literal: StaticString) -> Bool {
      guard word.count == literal.utf8CodeUnitCount else { return false }
      let expected = literal.utf8Start
      for offset in 0..<word.count where bytes[word.lowerBound + offset] != expected[offset] { return false }
      return true
    }

    /// Whether the word at `word` is the label `to` or `toSection` (without case, as the parser
    /// reads labels).
    func isToLabel(_ word: Range<Int>) -> Bool {
      let label: StaticString = word.count == 2 ? "to" : "tosection"
      guard word.count == label.utf8CodeUnitCount else { return false }
      // ASCII letters compared without case: setting bit 5 lowers an upper-case letter, and a
      // digit or `_` matches no letter either way.
      let expected = label.utf8Start
      for offset in 0..<word.count where bytes[word.lowerBound + offset] | 0x20 != expected[offset] {
        return false
      }
      return true
    }

    /// A number of up to 18 digits (an `Int` whatever they are), `true`, `false`, or a symbol;
    /// `nil` for a word that starts with a digit and holds a letter or `_` (the lexer reads
    /// `1_000`, `0x1F` and `1e3` as numbers), or is longer.
    func value(_ word: Range<Int>) -> ValueExpression? {
      let first = bytes[word.lowerBound]
      guard first >= 0x30 && first <= 0x39 else {
        if matches(word, "true") { return .bool(true) }
        if matches(word, "false") { return .bool(false) }
        return .symbol(String(decoding: UnsafeBufferPointer(rebasing: bytes[word]), as: UTF8.self))
      }
      guard word.count <= 18 else { return nil }
      var number = 0
      for index in word {
        let digit = bytes[index] &- 0x30
        guard digit <= 9 else { return nil }
        number = number * 10 + Int(digit)
      }
      return .int(number)
    }
  }
}
