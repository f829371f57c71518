import DiffableEngine

/// `help` and `help COMMAND`.
enum Help {
  /// Help topics that are not commands.
  static let topics = ["lessons", "swift"]

  static func outcome(for topic: String?, iOS: Int = BehaviourProfile.latest, mode: TableMode = .diffable)
    throws(SessionError)
    -> Outcome
  {
    Outcome(.help, body: .text(try lines(for: topic, iOS: iOS, mode: mode)))
  }

  static func lines(for topic: String?, iOS: Int = BehaviourProfile.latest, mode: TableMode = .diffable)
    throws(SessionError)
    -> [String]
  {
    guard let topic else { return overview() + BehaviourProfile.helpLines(iOS: iOS, mode: mode) }
    if topic.lowercased() == "lessons" { return Lessons.helpLines() }
    if topic.lowercased() == "swift" { return SwiftHelp.lines }
    guard let kind = CommandKind(spelling: topic) else {
      let near = CommandNames.nearest(to: topic, among: CommandNames.all + topics)
      throw .unknownHelpTopic(topic, nearest: near)
    }
    let help = kind.spec.help
    return [help.syntax, "  \(help.summary)", "  Swift: \(help.swift)", "  example: \(help.example)"]
      + help.details + availabilityLine(for: kind, iOS: iOS)
  }

  /// A line when the profile in force lacks the command.
  static func availabilityLine(for kind: CommandKind, iOS: Int) -> [String] {
    guard let version = kind.spec.introduced?.version, iOS < version else { return [] }
    return ["  not in the current profile (iOS \(iOS)): it needs iOS \(version) (`set ios \(version)`)"]
  }

  static func overview() -> [String] {
    var lines = [
      "diffable: type the NSDiffableDataSourceSnapshot API, apply, and see what UITableView receives."
    ]
    for family in CommandFamily.allCases {
      let entries = CommandKind.allCases.map(\.spec).filter { $0.family == family }.map(\.help)
      guard !entries.isEmpty else { continue }
      lines.append("")
      lines.append("\(family.title):")
      let width = entries.map(\.syntax.count).max() ?? 0
      for entry in entries {
        lines.append("  " + entry.syntax.padding(to: max(width, 10)) + "  " + entry.summary)
      }
    }
    lines.append("")
    lines.append("Lines: `;` separates commands, `#` starts a comment, a trailing `\\` continues the line.")
    lines.append(
      "Swift works too: paste your app's or an article's code as written (`help swift`). `help COMMAND` for details."
    )
    return lines
  }
}
