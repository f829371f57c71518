/// The workshop lessons kept in `scripts/lessons/NAME.diffable`, in teaching order: what
/// `help lessons` lists. Each is a commented script a teacher runs in front of a class, and
/// also a checked transcript (`Tests/Transcripts/lessons/NAME.transcript`).
enum Lessons {
  /// One lesson: its file name without `.diffable`, and what it teaches.
  struct Lesson: Sendable {
    let name: String
    let summary: String
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

  /// What `help lessons` prints.
  static func helpLines() -> [String] {
    let width = all.map(\.name.count).max() ?? 0
    return ["Lessons, in \(directory)/NAME.diffable:"]
      + all.map { "  " + $0.name.padding(to: width) + "  " + $0.summary }
      + [
        "Run one with `diffable \(directory)/\(all[0].name).diffable` (add --echo to see each command too),",
        "or type `reset` and then `source \(directory)/\(all[0].name).diffable` here.",
      ]
  }
}
