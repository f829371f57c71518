import DiffableEngine

// `lesson` and `export`: the workshop commands, which the script runner carries out.

extension LineParser {
  /// `lesson`, `lesson 3`, `lesson getting-started step`, `lesson ./mine.diffable --step`: the
  /// rest of the line, with a final `step` (or `--step`) taken off as the stepping flag.
  /// A quoted argument is a file name.
  mutating func parseLesson(at token: Token) throws(ParseError) -> Command {
    if case .string(let path) = peekRaw().kind {
      let pathToken = advance()
      let after = peekRaw()
      let rest = takeRestOfLine(after: pathToken, trimmingTrailing: true)
      guard rest.isEmpty || Self.isStepWord(rest) else {
        throw error(
          "unexpected '\(Token.Kind.truncated(rest))' after the lesson's file name; expected 'step' or the end",
          at: after)
      }
      return .lesson(path, step: !rest.isEmpty)
    }
    var words = takeRestOfLine(after: token, trimmingTrailing: true)
      .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    var step = false
    if let last = words.last, Self.isStepWord(last) {
      step = true
      words.removeLast()
    }
    return .lesson(words.isEmpty ? nil : words.joined(separator: " "), step: step)
  }

  private static func isStepWord(_ word: String) -> Bool {
    ["step", "--step"].contains(word.lowercased())
  }

  /// `export html FILE`, `export swift FILE` (the file as a quoted string or the rest of the
  /// line).
  mutating func parseExport(at token: Token) throws(ParseError) -> Command {
    let formatToken = try peek()
    guard let word = formatToken.identifier, let format = ExportFormat(rawValue: word.lowercased()) else {
      throw error(
        "expected what to export, html or swift, as in 'export html session.html'", at: formatToken)
    }
    advance()
    if case .string(let path) = peekRaw().kind {
      advance()
      return .export(format, path: path)
    }
    let path = takeRestOfLine(after: formatToken, trimmingTrailing: true)
    guard !path.isEmpty else {
      throw error("expected a file name after 'export \(format.rawValue)'", at: peekRaw())
    }
    return .export(format, path: path)
  }
}
