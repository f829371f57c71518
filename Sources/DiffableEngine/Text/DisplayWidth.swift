/// How many terminal columns text takes, and wrapping it to a width at word boundaries.
///
/// Columns are counted per character (grapheme cluster), as terminals draw them: East Asian wide
/// and full-width characters and emoji take two, combining marks and other zero-width scalars
/// none, everything else one. SGR colour sequences (`ESC [ ... m`) take none.
extension String {
  /// The columns the text takes on a terminal.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package var displayWidth: Int {
    guard utf8Contains(where: { $0 >= 0x80 || $0 == 0x1B }) else { return utf8.count }
    if let width = Self.arrowsAndASCIIWidth(unicodeScalars) { return width }
    var width = 0
    var inEscape = false
    for character in self {
      if inEscape {
        if character == "m" || !(character.isNumber || character == ";" || character == "[") {
          inEscape = false
        }
        continue
      }
      if character == "\u{1B}" {
        inEscape = true
        continue
      }
      width += character.displayWidth
    }
    return width
  }

  /// Whether a byte of the text's UTF-8 satisfies `predicate`: read in place when the string
  /// stores its UTF-8 contiguously (a native string), a few instructions a byte rather than
  /// the view's iterator.
  package func utf8Contains(where predicate: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? utf8.contains(where: predicate)
  }

  /// The columns of text whose scalars are all ASCII other than ESC or arrows (U+2190–U+21FF,
  /// as `moveRow`'s `[0, 1] → [0, 2]`), by scalars rather than characters; `nil` for other
  /// text. None of these scalars joins a cluster with the next, an arrow takes one column
  /// (none has emoji presentation or East Asian width) and an ASCII control none, so the count
  /// is the one ``displayWidth`` makes character by character.
  static func arrowsAndASCIIWidth(_ scalars: String.UnicodeScalarView) -> Int? {
    var width = 0
    for scalar in scalars {
      switch scalar.value {
      case 0x20..<0x7F, 0x2190...0x21FF: width += 1
      case 0x1B: return nil
      case 0..<0x20, 0x7F: break
      default: return nil
      }
    }
    return width
  }

  /// The text wrapped at blanks into lines of at most `width` columns; lines after the first
  /// are indented by the first line's indentation and two more blanks. A word longer than a
  /// line is cut. A line that fits is returned as it is.
  ///
  /// An indented line in two columns (`  appendSections S...     adds sections at the end`: a
  /// run of two or more blanks after the first word) keeps them: its second column wraps within
  /// itself, continued under its own start, when at least ``minimumColumnWidth`` columns are
  /// left for it; else the first column stands on its own line and the second follows,
  /// indented by four more blanks than the first.
  public func wrapped(toWidth width: Int) -> [String] {
    guard displayWidth > width, width >= 20 else { return [self] }
    let indentation = prefix { $0 == " " }.count
    if indentation >= 2, let column = secondColumn(after: indentation) {
      let head = String(prefix(column.start))
      let body = String(self[column.body...])
      let headWidth = head.displayWidth
      if width - headWidth >= Self.minimumColumnWidth {
        let continuation = String(repeating: " ", count: headWidth)
        return body.wrappedWords(toWidth: width, first: head, continuation: continuation)
      }
      let bodyIndentation = String(repeating: " ", count: min(indentation + 4, width / 2))
      return String(head.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        .indented(by: indentation).wrapped(toWidth: width)
        + body.wrappedWords(toWidth: width, first: bodyIndentation, continuation: bodyIndentation)
    }
    let hanging = String(repeating: " ", count: min(indentation + 2, width / 2))
    return String(dropFirst(indentation)).wrappedWords(
      toWidth: width, first: String(repeating: " ", count: indentation), continuation: hanging)
  }

  /// The fewest columns a second column may wrap within before it goes under the first.
  static let minimumColumnWidth = 24

  private func indented(by count: Int) -> String { String(repeating: " ", count: count) + self }

  /// Where a two-column line's second column starts: the end of the first run of two or more
  /// blanks after the indentation and at least one word (`start`: the first column with its
  /// padding; `body`: the second column's first character).
  private func secondColumn(after indentation: Int) -> (start: Int, body: Index)? {
    var index = self.index(startIndex, offsetBy: indentation)
    var offset = indentation
    var sawWord = false
    while index < endIndex {
      if self[index] == " " {
        var end = index
        var endOffset = offset
        while end < endIndex && self[end] == " " {
          end = self.index(after: end)
          endOffset += 1
        }
        if sawWord && endOffset - offset >= 2 && end < endIndex { return (endOffset, end) }
        index = end
        offset = endOffset
        continue
      }
      sawWord = true
      index = self.index(after: index)
      offset += 1
    }
    return nil
  }

  /// The words of the text laid out in lines of at most `width` columns, the first line
  /// starting with `first` and the others with `continuation`.
  private func wrappedWords(toWidth width: Int, first: String, continuation: String) -> [String] {
    let hanging = continuation
    var lines: [String] = []
    var current = first
    var currentWidth = first.displayWidth
    var currentHasWord = false
    for word in split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      var wordWidth = word.displayWidth
      if currentHasWord && currentWidth + 1 + wordWidth > width {
        lines.append(current)
        current = hanging
        currentWidth = hanging.count
        currentHasWord = false
      }
      // A word wider than a whole line is cut into pieces that fit.
      while currentWidth + (currentHasWord ? 1 : 0) + wordWidth > width {
        var piece = ""
        var pieceWidth = 0
        let room = width - currentWidth - (currentHasWord ? 1 : 0)
        for character in word {
          guard pieceWidth + character.displayWidth <= room else { break }
          piece.append(character)
          pieceWidth += character.displayWidth
        }
        if piece.isEmpty { break }
        current += (currentHasWord ? " " : "") + piece
        lines.append(current)
        word.removeFirst(piece.count)
        wordWidth = word.displayWidth
        current = hanging
        currentWidth = hanging.count
        currentHasWord = false
      }
      guard !word.isEmpty else { continue }
      current += (currentHasWord ? " " : "") + word
      currentWidth += (currentHasWord ? 1 : 0) + wordWidth
      currentHasWord = true
    }
    if currentHasWord { lines.append(current) }
    return lines
  }
}

extension Character {
  /// The columns the character takes on a terminal: 0, 1 or 2.
  package var displayWidth: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if first.value < 0x7F { return first.value < 0x20 ? 0 : 1 }
    // An emoji shown as an emoji (by default, or chosen by U+FE0F) takes two columns.
    if first.properties.isEmojiPresentation
      || (unicodeScalars.contains("\u{FE0F}") && first.properties.isEmoji)
    {
      return 2
    }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    return Self.isWide(first.value) ? 2 : 1
  }

  /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, W and F).
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default: false
    }
  }
}

extension String {
  /// The text with blanks after it up to `width` terminal columns (wide characters count two).
  package func padding(to width: Int) -> String {
    let columns = displayWidth
    return columns >= width ? self : self + String(repeating: " ", count: width - columns)
  }
}
