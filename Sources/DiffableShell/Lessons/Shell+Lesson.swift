/// How a stepped lesson goes on after a step.
public enum LessonPause: Sendable {
  /// Run the next step.
  case next
  /// Leave the lesson (the session keeps the state it reached).
  case leave
}

extension Shell {
  /// Runs the lesson `argument` names (a number, a name or a file), or lists the lessons
  /// when it is `nil`: what `diffable lesson` does.
  public func runLesson(named argument: String?, step: Bool) {
    runLesson(argument, step: step, from: nil, interactive: false, tried: false)
  }

  /// `lesson` (the list) and `lesson N|NAME|FILE [step]`: runs a lesson in a fresh session,
  /// printing each command behind the prompt before its output and each `echo` line once.
  /// A step is a paragraph of the lesson (lines up to a blank line); with `step`, the
  /// ``stepper`` is asked after each one whether to go on.
  func runLesson(
    _ argument: String?, step: Bool, from location: InputLocation?, interactive: Bool, tried: Bool
  ) {
    guard let argument else {
      emit(
        Outcome(.lesson, body: .text(Lessons.helpLines())), at: location, interactive: interactive)
      return
    }
    let source: Lessons.Source
    switch Lessons.find(argument) {
    case .failure(let error):
      var outcome = Outcome(.lesson, error: error)
      outcome.isTried = tried
      emit(outcome, at: location, interactive: interactive)
      return
    case .success(let found): source = found
    }
    session = Session(settings: session.settings)
    recording.startSession()
    let steps = LessonSteps(source.text)
    let isText = session.settings.format == .text
    if isText {
      let pacing = step && stepper != nil ? "; Enter after each step goes on, q leaves" : ""
      show(["\(source.title) (\(steps.count) steps, in a fresh session\(pacing))"])
    }
    var gathered = ContinuedLines()
    var firstLine = 0
    for (index, paragraph) in steps.paragraphs.enumerated() {
      for (lineNumber, line) in paragraph {
        guard !isStopped else { break }
        if gathered.isEmpty { firstLine = lineNumber }
        guard let logical = gathered.add(line) else { continue }
        if isText, let shown = LessonSteps.display(logical) { show(shown) }
        run(logical, location: InputLocation(file: source.name, line: firstLine, text: logical))
      }
      if let logical = gathered.flush(), !isStopped {
        if isText, let shown = LessonSteps.display(logical) { show(shown) }
        run(logical, location: InputLocation(file: source.name, line: firstLine, text: logical))
      }
      guard !isStopped else { break }
      if step, index < steps.paragraphs.count - 1, let stepper {
        let prompt = "── step \(index + 1) of \(steps.count) done: Enter for the next, q to leave ──"
        if stepper(prompt) == .leave {
          if isText { show(["(left \(source.title.prefix { $0 != ":" }) after step \(index + 1))"]) }
          break
        }
      }
    }
    // A lesson that stopped at a failure stops a script, but never the session at the prompt.
    if interactive { resume() }
  }

  /// Prints a lesson's own lines (its title, a command before it runs): text from a file,
  /// so control characters are shown escaped, as in any output.
  private func show(_ lines: [String]) {
    for line in lines { output(ControlCharacters.escaped(line)) }
  }
}

/// A lesson's lines grouped into steps: paragraphs separated by blank lines, each with at
/// least one line that is not a comment. Lines keep their 1-based numbers.
struct LessonSteps {
  /// The steps, each a list of (line number, line).
  let paragraphs: [[(Int, String)]]

  /// The number of steps.
  var count: Int { paragraphs.count }

  init(_ text: String) {
    var paragraphs: [[(Int, String)]] = []
    var current: [(Int, String)] = []
    var runnable = false
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
      String(Substring(line.last == UInt8(ascii: "\r") ? line.dropLast() : line))
    }
    for (index, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      // A blank line ends a step, unless the line before continues onto it.
      if trimmed.isEmpty && !(current.last?.1.hasSuffix("\\") ?? false) {
        if runnable { paragraphs.append(current) }
        current = []
        runnable = false
        continue
      }
      current.append((index + 1, line))
      if !trimmed.hasPrefix("#") { runnable = true }
    }
    if runnable { paragraphs.append(current) }
    self.paragraphs = paragraphs
  }

  /// What a lesson prints before running `logical`: the command behind the prompt (continued
  /// lines behind `...> `), or nothing for a comment or an `echo` line, whose own output is
  /// the narration.
  static func display(_ logical: String) -> [String]? {
    let trimmed = logical.drop { $0 == " " || $0 == "\t" }
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
    let word = trimmed.prefix { !$0.isWhitespace && $0 != ";" }
    if word.lowercased() == "echo" { return nil }
    let lines = logical.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().map { index, line in (index == 0 ? "diffable> " : "...> ") + line }
  }
}
