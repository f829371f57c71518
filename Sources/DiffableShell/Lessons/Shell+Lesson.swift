import DiffableEngine

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
    recording.lessonTitle = source.title
    let steps = LessonSteps(source.text)
    let isText = session.settings.format == .text
    if isText {
      let pacing = step && stepper != nil ? "; " + LessonSteps.pacing : ""
      show(["\(source.title) (\(steps.countText), in a fresh session\(pacing))"])
    }
    defer { recording.lessonStep = nil }
    var gathered = ContinuedLines()
    var firstLine = 0
    for (index, paragraph) in steps.paragraphs.enumerated() {
      let number = steps.number(ofParagraph: index)
      recording.lessonStep = LessonStepMark(number: number, count: steps.count)
      for (lineNumber, line) in paragraph {
        guard !isStopped else { break }
        if gathered.isEmpty { firstLine = lineNumber }
        guard let logical = gathered.add(line) else { continue }
        if isText, let shown = LessonSteps.display(logical) { show(shown, prose: false) }
        run(logical, location: InputLocation(file: source.name, line: firstLine, text: logical))
      }
      if let logical = gathered.flush(), !isStopped {
        if isText, let shown = LessonSteps.display(logical) { show(shown, prose: false) }
        run(logical, location: InputLocation(file: source.name, line: firstLine, text: logical))
      }
      guard !isStopped else { break }
      if step, index < steps.paragraphs.count - 1, let stepper {
        if stepper(LessonSteps.pauseLine(after: number, of: steps.count)) == .leave {
          if isText { show([LessonSteps.leftLine(source.title.prefix { $0 != ":" }, after: number)]) }
          break
        }
      }
    }
    // A lesson that stopped at a failure stops a script, but never the session at the prompt.
    if interactive { resume() }
  }

  /// Prints a lesson's own lines (its title, a command before it runs): text from a file,
  /// so control characters are shown escaped, as in any output. Prose (the title, where the
  /// lesson was left) is wrapped to the terminal; a command is shown whole, as typed.
  private func show(_ lines: [String], prose: Bool = true) {
    for line in lines {
      let escaped = ControlCharacters.escaped(line)
      guard prose, let wrapWidth else {
        output(escaped)
        continue
      }
      escaped.wrapped(toWidth: wrapWidth).forEach(output)
    }
  }
}

/// Where a recorded line stands in a lesson: its step (0 for the introduction) and the
/// lesson's number of steps. The replay page counts steps with it, as the pauses do.
public struct LessonStepMark: Sendable, Equatable {
  /// The step, from 1; 0 for the introduction.
  public var number: Int
  /// How many steps the lesson has.
  public var count: Int
}

/// A lesson's lines grouped into steps, the one place that says what a step is.
///
/// The file's paragraphs (lines up to a blank line, each with at least one line that is not a
/// comment) are its parts: the first is the introduction (the title, what the lesson is
/// about, the types it declares), and each one after it is a step, numbered from 1. A
/// lesson of a single paragraph is one step with no introduction. `lesson` announces the steps,
/// a stepped lesson pauses after the introduction and after each step, the replay page
/// counts them, and a narration line that names a step (`echo Step 2. ...`) must stand in
/// that step (a test checks every lesson). Lines keep their 1-based numbers.
struct LessonSteps {
  /// The paragraphs, the introduction first, each a list of (line number, line).
  let paragraphs: [[(Int, String)]]

  /// The number of steps (the introduction is not one).
  var count: Int { paragraphs.count - introductionCount }

  /// 1 when the first paragraph is an introduction, 0 for a lesson of a single paragraph.
  private var introductionCount: Int { paragraphs.count > 1 ? 1 : 0 }

  /// The step paragraph `index` is (0 for the introduction).
  func number(ofParagraph index: Int) -> Int { index + 1 - introductionCount }

  /// "6 steps", "1 step".
  var countText: String { count == 1 ? "1 step" : "\(count) steps" }

  /// How a stepped lesson goes on, as its first line says.
  static let pacing =
    "at each pause, Enter or space goes on, q leaves, and a typed command leaves for the prompt"

  /// The line a stepped lesson shows after step `number` (0: the introduction).
  static func pauseLine(after number: Int, of count: Int) -> String {
    let done = number == 0 ? "" : "step \(number) of \(count) done: "
    return "── \(done)Enter or space for step \(number + 1) of \(count), q to leave, or type a command ──"
  }

  /// What a lesson left at a pause says.
  static func leftLine(_ lesson: Substring, after number: Int) -> String {
    number == 0 ? "(left \(lesson) before step 1)" : "(left \(lesson) after step \(number))"
  }

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
