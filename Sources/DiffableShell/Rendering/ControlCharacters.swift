import DiffableEngine

/// Control characters in text output, escaped so that printed data can never drive the terminal.
///
/// An item such as `"\u{1b}[2J"` shown raw would clear the screen; a string with `\u{1b}]0;...`
/// would set the window title, and a stray carriage return would overwrite the line. Text output
/// therefore shows every C0 and C1 control character (except tab and newline), DEL, and the
/// bidirectional overrides (which reorder what a line appears to say) as Swift writes them in a
/// string literal: `\u{1b}`, `\u{7f}`, `\u{202e}`. Escaping is idempotent. JSON output escapes
/// them as JSON does instead.
public enum ControlCharacters {
  /// `line` with its control characters escaped.
  ///
  /// - Parameter keepingColors: keep SGR sequences (`ESC [ 1;31 m`), which only change colours,
  ///   for output that is coloured on purpose; every other escape sequence is still escaped.
  /// - Complexity: O(*n*) in the length of `line`; a line without such characters is returned
  ///   after one pass over its bytes (two when it holds a byte that may start one).
  public static func escaped(_ line: String, keepingColors: Bool = false) -> String {
    guard line.utf8Contains(where: mayStartControl) else { return line }
    // A lead byte of U+2000...U+2FFF is most often an arrow or a box-drawing line, no control.
    guard line.unicodeScalars.contains(where: isControl) else { return line }
    var result = ""
    var scalars = Array(line.unicodeScalars)[...]
    while let scalar = scalars.first {
      if keepingColors, scalar == "\u{1B}", let length = colorSequenceLength(scalars) {
        result.unicodeScalars.append(contentsOf: scalars.prefix(length))
        scalars = scalars.dropFirst(length)
        continue
      }
      scalars = scalars.dropFirst()
      if isControl(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` is shown escaped.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// A byte that starts (or is) the UTF-8 encoding of a character `isControl` may match: an
  /// ASCII control, DEL, the lead byte of U+0080...U+009F, or that of U+2000...U+2FFF.
  private static func mayStartControl(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F || byte == 0xC2 || byte == 0xE2
  }

  /// The length of the SGR sequence `ESC [ digits and semicolons m` at the start, if it is one.
  private static func colorSequenceLength(_ scalars: ArraySlice<Unicode.Scalar>) -> Int? {
    var index = scalars.startIndex + 1
    guard index < scalars.endIndex, scalars[index] == "[" else { return nil }
    index += 1
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "m" { return index - scalars.startIndex + 1 }
      guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
      index += 1
    }
    return nil
  }
}
