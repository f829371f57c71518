import CLibEdit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The character that brackets terminal escape sequences in a prompt given to libedit
/// (`EL_PROMPT_ESC`), so that they take no columns in its cursor arithmetic.
let promptLiteralMarker: Character = "\u{1}"

/// Rewrites a prompt that may contain ANSI escape sequences (colour) into libedit's form: every run
/// of escape sequences is bracketed by `promptLiteralMarker`.
///
/// libedit glues each bracketed run to the visible character that follows it and drops a run that
/// ends the prompt, or that is followed by a character taking no columns. So runs are moved forward
/// to the next character that takes a column; a run at the very end (a colour reset after the last
/// visible character) is glued before that last character instead, which then shows uncoloured but
/// keeps the colour from leaking into the typed text.
func libeditPrompt(_ prompt: String) -> String {
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
  var result = ""
  for segment in segments {
    if !segment.escapes.isEmpty {
      result.append(promptLiteralMarker)
      result += segment.escapes
      result.append(promptLiteralMarker)
    }
    result.unicodeScalars.append(segment.scalar)
  }
  return result
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

/// Terminal columns a character takes (0 for combining marks, negative for control characters).
func columns(of scalar: Unicode.Scalar) -> Int {
  Int(clibedit_character_columns(wchar_t(bitPattern: scalar.value)))
}

/// Terminal columns a string takes, as libedit counts them.
func columns(of text: String) -> Int {
  text.unicodeScalars.reduce(0) { $0 + max(0, columns(of: $1)) }
}
