import CLibEdit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Terminal columns a character takes (0 for combining marks, negative for control characters).
func columns(of scalar: Unicode.Scalar) -> Int {
  Int(clibedit_character_columns(WideCharacter.make(scalar.value)))
}

/// Terminal columns a string takes, as libedit counts them.
func columns(of text: String) -> Int {
  text.unicodeScalars.reduce(0) { $0 + max(0, columns(of: $1)) }
}

/// Where the cursor is on the screen relative to the start of the prompt, as libedit lays out a
/// prompt and line that wrap across rows.
struct ScreenPosition: Equatable {
  /// Rows below the prompt's first row.
  var row = 0
  /// Column within the row, from 0.
  var column = 0

  /// The position after drawing `text` from here on a screen `width` columns wide.
  ///
  /// Mirrors libedit's `re_putc`: a character that does not fit in the rest of the row moves to
  /// the next row, and filling the last column moves the cursor to the start of the next row.
  /// (Control characters, which libedit shows as `^X`, are rare enough in a line to be ignored.)
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  func advanced(by text: String, width: Int) -> ScreenPosition {
    guard width > 0 else { return self }
    var position = self
    for scalar in text.unicodeScalars {
      let characterColumns = columns(of: scalar)
      guard characterColumns > 0 else { continue }
      if position.column + characterColumns > width {
        position.row += 1
        position.column = 0
      }
      position.column += characterColumns
      if position.column >= width {
        position.row += 1
        position.column = 0
      }
    }
    return position
  }
}
