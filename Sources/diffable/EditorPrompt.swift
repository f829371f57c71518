import CLibEdit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A prompt as libedit needs it: the ANSI escape sequences (colour) it may contain take no columns
/// in libedit's cursor arithmetic.
struct EditorPrompt {
  /// The character that brackets escape sequences in `libeditText` (`EL_PROMPT_ESC`).
  static let literalMarker: Character = "\u{1}"

  /// The prompt with each run of escape sequences bracketed by `literalMarker`.
  let libeditText: String
  /// What the prompt shows: the text without its escape sequences.
  let visibleText: String

  /// Splits `prompt` into what libedit draws and what it sends as is.
  ///
  /// libedit glues each bracketed run to the visible character that follows it and drops a run
  /// that ends the prompt, or that is followed by a character taking no columns. So runs are moved
  /// forward to the next character that takes a column; a run at the very end (a colour reset
  /// after the last visible character) is glued before that last character instead, which then
  /// shows uncoloured but keeps the colour from leaking into the typed text.
  init(_ prompt: String) {
    var segments: [(escapes: String, scalar: Unicode.Scalar)] = []
    var pending = ""
    var scalars = prompt.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1}" { continue }
      if scalar == "\u{1B}" {
        pending += readEscapeSequence(after: scalar, from: &scalars)
      } else if columns(of: scalar) > 0 {
        segments.append((pending, scalar))
        pending = ""
      } else {
        segments.append(("", scalar))
      }
    }
    if !pending.isEmpty, let last = segments.lastIndex(where: { columns(of: $0.scalar) > 0 }) {
      segments[last].escapes += pending
    }
    var libeditText = ""
    var visibleText = ""
    for segment in segments {
      if !segment.escapes.isEmpty {
        libeditText.append(Self.literalMarker)
        libeditText += segment.escapes
        libeditText.append(Self.literalMarker)
      }
      libeditText.unicodeScalars.append(segment.scalar)
      visibleText.unicodeScalars.append(segment.scalar)
    }
    self.libeditText = libeditText
    self.visibleText = visibleText
  }
}

/// Consumes one escape sequence that began with ESC: a CSI sequence (`ESC [ params final`, as in
/// colours), an OSC sequence ending in BEL or `ESC \`, or ESC and one character.
private func readEscapeSequence(
  after escape: Unicode.Scalar, from scalars: inout String.UnicodeScalarView.Iterator
) -> String {
  var sequence = String(escape)
  guard let kind = scalars.next() else { return sequence }
  sequence.unicodeScalars.append(kind)
  switch kind {
  case "[":
    while let next = scalars.next() {
      sequence.unicodeScalars.append(next)
      if (0x40...0x7E).contains(next.value) { break }
    }
  case "]":
    while let next = scalars.next() {
      sequence.unicodeScalars.append(next)
      if next == "\u{7}" || sequence.hasSuffix("\u{1B}\\") { break }
    }
  default:
    break
  }
  return sequence
}
