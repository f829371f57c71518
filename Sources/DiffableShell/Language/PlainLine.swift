/// The parser's fast path for the lines long scripts are made of: `appendItems 1 2 3 to main`,
/// `moveItem 7 after 3`, `deleteItems 4 5`, `appendSections a b`, written as bare words and
/// numbers with single blanks between them.
///
/// Such a line is read in one pass over its bytes, its shape checked as its words are read, with
/// no tokens made. Anything else (another command, a spelling other than the canonical one,
/// punctuation, a comment, a string, a negative or large number, two blanks,
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

  /// ``command(_:)`` of a line given as its UTF-8 bytes.
  static func command(_ bytes: UnsafeBufferPointer<UInt8>) -> Command? {
    // The words are checked as they are read (see ``Words/next()``); a blank at the end makes
    // an empty last word, which no path below reads.
    guard let last = bytes.last, last != UInt8(ascii: " ") else { return nil }
    var words = Words(bytes: bytes)
    guard let name = words.next(), !words.atEnd else { return nil }
    if words.matches(name, "appendItems") {
      // Items up to `to` (once one is written: `appendItems to to main` appends the item `to`),
      // then exactly one section.
      var items: [ValueExpression] = []
      items.reserveCapacity(words.mostWordsLeft)
      while !words.atEnd {
        guard let word = words.next() else { return nil }
        if !items.isEmpty && words.isToLabel(word) {
          // The section must be the last word.
          guard !words.atEnd, let next = words.next(), let section = words.value(next), words.atEnd else {
            return nil
          }
          return .appendItems(items, toSection: section)
        }
        guard let item = words.value(word) else { return nil }
        items.append(item)
      }
      return .appendItems(items, toSection: nil)
    }
    if words.matches(name, "moveItem") {
      guard let itemWord = words.next(), let item = words.value(itemWord), !words.atEnd,
        let placement = words.next(), !words.atEnd, let targetWord = words.next(),
        let target = words.value(targetWord), words.atEnd
      else { return nil }
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
    values.reserveCapacity(words.mostWordsLeft)
    while !words.atEnd {
      guard let word = words.next(), let value = words.value(word) else { return nil }
      values.append(value)
    }
    return isDelete ? .deleteItems(values) : .appendSections(values)
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
  }

  /// The words of a line, read one after the other and checked as they are read.
  private struct Words {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next word starts.
    private var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether every word was read.
    var atEnd: Bool { position >= bytes.count }

    /// At most how many words are left: one per two bytes, as each but the last ends in a blank.
    var mostWordsLeft: Int { (bytes.count - position + 1) / 2 }

    /// The place of the next word, or `nil` when it is empty (a blank first, or after a blank)
    /// or holds a byte other than an ASCII letter, digit or `_`: then the line is not plain.
    /// - Precondition: not ``atEnd``.
    mutating func next() -> Range<Int>? {
      let start = position
      while position < bytes.count && bytes[position] != UInt8(ascii: " ") {
        guard PlainLine.isWordByte(bytes[position]) else { return nil }
        position += 1
      }
      guard position > start else { return nil }
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
