import Testing

@testable import DiffableEngine

/// The width of text made of ASCII and arrows, counted by scalars, is the one counted character
/// by character.
@Suite("Display width: the arrows-and-ASCII count agrees with the count by characters")
struct DisplayWidthTests {
  /// The width counted character by character, as for any text.
  static func byCharacters(_ text: String) -> Int {
    text.reduce(0) { $0 + $1.displayWidth }
  }

  @Test func everyArrowTakesTheColumnsItsCharacterTakes() {
    for value in UInt32(0x2190)...0x21FF {
      let text = "[0, 1] " + String(Character(Unicode.Scalar(value)!)) + " [0, 2]"
      #expect(String.arrowsAndASCIIWidth(text.unicodeScalars) == Self.byCharacters(text), "U+\(value)")
      #expect(text.displayWidth == Self.byCharacters(text))
    }
  }

  @Test func asciiControlsTakeNoColumn() {
    for text in ["a\r\nb → c", "\u{7F}→", "\t→\t", "→\u{0}"] {
      #expect(
        String.arrowsAndASCIIWidth(text.unicodeScalars) == Self.byCharacters(text), "\(text.debugDescription)"
      )
    }
  }

  @Test func otherTextIsLeftToTheCountByCharacters() {
    for text in ["→\u{FE0F}", "→\u{301}", "\u{1B}[31m→\u{1B}[0m", "é →", "日本 →"] {
      #expect(String.arrowsAndASCIIWidth(text.unicodeScalars) == nil, "\(text.debugDescription)")
    }
    #expect("\u{1B}[31m→\u{1B}[0m".displayWidth == 1)
  }
}
