/// The parser's fast path for the lines long scripts are made of: `appendItems 1 2 3 to main`,
/// `moveItem 7 after 3`, `deleteItems 4 5`, `appendSections a b`, written as bare words and
/// numbers with single blanks between them.
///
/// Such a line is read in one pass over its bytes, with no tokens made. Anything else (another
/// command, a spelling other than the canonical one, punctuation, a comment, a string, a
/// negative or large number, two blanks, a line that the full parser would reject) is left to
/// ``LineParser``: the fast path answers `nil` and gives the same commands as the full parser
/// whenever it answers at all.
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
    // At most one word in two bytes, and one more: on the stack for a script's line, not a new
    // array per line.
    withUnsafeTemporaryAllocation(of: Word.self, capacity: bytes.count / 2 + 1) { buffer in
      guard let count = words(of: bytes, into: buffer) else { return nil }
      return command(UnsafeBufferPointer(rebasing: buffer[..<count]), bytes)
    }
  }

  private static func command(_ words: UnsafeBufferPointer<Word>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Command?
  {
    guard let name = words.first else { return nil }
    let arguments = words.dropFirst()
    switch name.text(in: bytes) {
    case "appendItems":
      // Items up to `to` (once one is written: `appendItems to to main` appends the item `to`),
      // then exactly one section.
      guard let label = arguments.dropFirst().firstIndex(where: { isToLabel($0, bytes) }) else {
        guard let items = values(arguments, bytes), !items.isEmpty else { return nil }
        return .appendItems(items, toSection: nil)
      }
      guard label + 2 == words.endIndex, let items = values(arguments[..<label], bytes),
        let section = value(words[label + 1], bytes)
      else { return nil }
      return .appendItems(items, toSection: section)
    case "moveItem":
      guard words.count == 4, let item = value(words[1], bytes), let target = value(words[3], bytes)
      else { return nil }
      switch words[2].text(in: bytes) {
      case "before", "beforeItem": return .moveItem(item, .before(target))
      case "after", "afterItem": return .moveItem(item, .after(target))
      default: return nil
      }
    case "deleteItems":
      guard let items = values(arguments, bytes), !items.isEmpty else { return nil }
      return .deleteItems(items)
    case "appendSections":
      guard let sections = values(arguments, bytes), !sections.isEmpty else { return nil }
      return .appendSections(sections)
    default:
      return nil
    }
  }

  /// A word's place in the line.
  private struct Word {
    let start: Int
    let end: Int

    func text(in bytes: UnsafeBufferPointer<UInt8>) -> Substring {
      Substring(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
  }

  /// The words of a line of ASCII letters, digits and `_`, with one blank between words and
  /// none at either end, written to the start of `words` (room for `bytes.count / 2 + 1`);
  /// returns how many. `nil` for any other line.
  private static func words(
    of bytes: UnsafeBufferPointer<UInt8>, into words: UnsafeMutableBufferPointer<Word>
  ) -> Int? {
    var count = 0
    var start = 0
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: " ") {
        guard index > start else { return nil }
        words.initializeElement(at: count, to: Word(start: start, end: index))
        count += 1
        start = index + 1
      } else if !isWordByte(byte) {
        return nil
      }
    }
    guard bytes.count > start else { return nil }
    words.initializeElement(at: count, to: Word(start: start, end: bytes.count))
    return count + 1
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
  }

  /// Whether `word` is the label `to` or `toSection` (without case, as the parser reads labels).
  private static func isToLabel(_ word: Word, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let label = word.end - word.start == 2 ? "to" : "tosection"
    guard word.end - word.start == label.utf8.count else { return false }
    // ASCII letters compared without case: setting bit 5 lowers an upper-case letter, and a
    // digit or `_` matches no letter either way.
    return zip(bytes[word.start..<word.end], label.utf8).allSatisfy { $0 | 0x20 == $1 }
  }

  /// The values of `words`, or `nil` when one of them is not a plain value.
  private static func values(_ words: Slice<UnsafeBufferPointer<Word>>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> [ValueExpression]?
  {
    var values: [ValueExpression] = []
    values.reserveCapacity(words.count)
    for word in words {
      guard let value = value(word, bytes) else { return nil }
      values.append(value)
    }
    return values
  }

  /// A number of up to 18 digits (an `Int` whatever they are), `true`, `false`, or a symbol;
  /// `nil` for a word that starts with a digit and holds a letter or `_` (the lexer reads
  /// `1_000`, `0x1F` and `1e3` as numbers), or is longer.
  private static func value(_ word: Word, _ bytes: UnsafeBufferPointer<UInt8>) -> ValueExpression? {
    let first = bytes[word.start]
    guard first >= 0x30 && first <= 0x39 else {
      let text = word.text(in: bytes)
      if text == "true" || text == "false" { return .bool(text == "true") }
      return .symbol(String(text))
    }
    guard word.end - word.start <= 18 else { return nil }
    var number = 0
    for index in word.start..<word.end {
      let digit = bytes[index] &- 0x30
      guard digit <= 9 else { return nil }
      number = number * 10 + Int(digit)
    }
    return .int(number)
  }
}
