import DiffableEngine

/// The workshop lessons, built into the binary, in teaching order: what `lesson` lists and
/// `lesson N` runs. Each is a commented script kept in `scripts/lessons/NAME.diffable` (and
/// generated into ``texts`` by `scripts/generate-lessons`), and a checked transcript
/// (`Tests/Transcripts/lessons/NAME.transcript`).
enum Lessons {
  /// One lesson: its file name without `.diffable`, and what it teaches.
  struct Lesson: Sendable {
    let name: String
    let summary: String
  }

  /// A lesson ready to run: where its text came from (a name for messages) and the text.
  struct Source: Sendable {
    /// The name `FILE:LINE:` messages use: `scripts/lessons/NAME.diffable`, or the path given.
    let name: String
    /// The title `lesson` prints before it starts.
    let title: String
    /// The script.
    let text: String
  }

  /// Every lesson, in order.
  static let all: [Lesson] = [
    Lesson(
      name: "01-getting-started", summary: "sections and items, apply, and the diff a table view receives"),
    Lesson(
      name: "02-identity-and-content",
      summary: "a stale cell, an edit that became delete + insert, reconfigure and reload"),
    Lesson(
      name: "03-duplicates-and-contracts",
      summary: "duplicate identifiers and their crashes, a rule that breaks Hashable"),
    Lesson(
      name: "04-inserting-sections", summary: "a section inserted later: the current snapshot vs a fresh one"),
    Lesson(
      name: "05-mixed-item-types",
      summary: "a fruit stand: apples, oranges and an empty-state row, each with its cell"),
    Lesson(
      name: "06-sections-and-shuffling", summary: "grouping into sections, shuffling, moves across sections"),
    Lesson(name: "07-uuid-pitfall", summary: "UUID() identifiers: every apply deletes and inserts every row"),
    Lesson(
      name: "08-classic-crash",
      summary: "the classic performBatchUpdates crash, then the same edit through a snapshot"),
  ]

  /// The directory the lessons are kept in, relative to the project.
  static let directory = "scripts/lessons"

  /// What `lesson` and `help lessons` print.
  static func helpLines() -> [String] {
    let width = all.map(\.name.count).max() ?? 0
    return ["Lessons (built in; the scripts are \(directory)/NAME.diffable in the repository):"]
      + all.enumerated().map { index, lesson in
        "  \(index + 1)  " + lesson.name.padding(to: width) + "  " + lesson.summary
      }
      + [
        "Run one with `lesson 1` (or `lesson getting-started`); `lesson 1 step` pauses after each step",
        "(Enter or space goes on, q leaves, a typed command leaves for the prompt). From the command",
        "line: `diffable lesson 1 --step`.",
        "Your own lesson file runs the same way: `lesson ./mine.diffable`.",
      ]
  }

  /// The lesson `argument` names: its number (`3`, `03`), its name with or without the number
  /// (`03-duplicates-and-contracts`, `duplicates-and-contracts`, `duplicates`), or a file
  /// (a path with `/` or ending in `.diffable`), read from disk.
  static func find(_ argument: String) -> Result<Source, SessionError> {
    let wanted = argument.lowercased()
    if wanted.contains("/") || wanted.hasSuffix(".diffable") {
      return ScriptFile.read(argument).map { Source(name: argument, title: argument, text: $0) }
    }
    let lesson: Lesson? =
      if let number = Int(wanted) {
        all.indices.contains(number - 1) ? all[number - 1] : nil
      } else {
        all.first { $0.name == wanted }
          ?? all.first { $0.name.drop(while: { $0 != "-" }).dropFirst() == wanted }
          ?? uniquePrefixMatch(wanted)
      }
    guard let lesson, let text = texts[lesson.name] else {
      let names = all.map(\.name)
      let near = CommandNames.nearest(to: argument, among: names)
      return .failure(.unknownLesson(argument, nearest: near, count: all.count))
    }
    let number = (all.firstIndex { $0.name == lesson.name } ?? 0) + 1
    return .success(
      Source(
        name: "\(directory)/\(lesson.name).diffable", title: "lesson \(number): \(lesson.summary)", text: text
      ))
  }

  /// The one lesson whose name, without its number, starts with `prefix` (`dup`).
  private static func uniquePrefixMatch(_ prefix: String) -> Lesson? {
    guard prefix.count >= 3 else { return nil }
    let matches = all.filter { $0.name.drop(while: { $0 != "-" }).dropFirst().hasPrefix(prefix) }
    return matches.count == 1 ? matches[0] : nil
  }
}
