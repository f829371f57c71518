import DiffableEngine

/// Turns outcomes into the lines the output receives, in the session's format: JSON lines, or
/// text with control characters escaped and prose wrapped to the terminal (data never is).
struct Presenter {
  /// Sends one line (without newline) to the output.
  let output: (String) -> Void
  /// The width of the prompt typed lines stand behind, for the caret under an error.
  var promptWidth = 0
  /// The terminal's width, when the output goes to one: prose is wrapped to it.
  var wrapWidth: Int?

  /// Whether `outcome` prints nothing in `format`: most commands of a script succeed silently.
  static func showsNothing(_ outcome: Outcome, format: OutputFormat) -> Bool {
    guard format == .text, outcome.error == nil, case .none = outcome.body else { return false }
    return outcome.warnings.isEmpty && outcome.hints.isEmpty
  }

  /// Prints `outcome` in `settings`' format.
  func render(_ outcome: Outcome, at location: InputLocation?, settings: Settings) {
    switch settings.format {
    case .json: output(JSONRenderer.line(for: outcome, at: location))
    case .text:
      if Self.showsNothing(outcome, format: .text) { return }
      // Data must never drive the terminal: control characters are shown escaped.
      let lines = TextRenderer(color: settings.color, promptWidth: promptWidth).lines(
        for: outcome, at: location)
      // What a command printed (`echo`, `show`, a diff) is data, kept whole; help, explain,
      // errors, warnings and hints are prose, wrapped.
      let bodyCount =
        outcome.error != nil || CommandKind(spelling: outcome.command)?.printsProse == true
        ? 0 : lines.count - outcome.warnings.count - outcome.hints.count
      for (index, line) in lines.enumerated() {
        let escaped = ControlCharacters.escaped(line, keepingColors: settings.color)
        // Lines indented by four blanks quote input, under which a caret points: never wrapped.
        let isProse = index >= bodyCount || TableDrawing.isLegend(escaped)
        guard let width = wrapWidth, isProse, !escaped.hasPrefix("    ") else {
          output(escaped)
          continue
        }
        escaped.wrapped(toWidth: width).forEach(output)
      }
    }
  }
}
