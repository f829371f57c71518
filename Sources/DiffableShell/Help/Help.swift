/// `help` and `help COMMAND`.
enum Help {
  static func outcome(for topic: String?, iOS: Int = BehaviourProfile.latest, mode: TableMode = .diffable)
    throws(ShellError)
    -> Outcome
  {
    Outcome(command: "help", body: .text(try lines(for: topic, iOS: iOS, mode: mode)))
  }

  static func lines(for topic: String?, iOS: Int = BehaviourProfile.latest, mode: TableMode = .diffable)
    throws(ShellError)
    -> [String]
  {
    guard let topic else { return overview() + BehaviourProfile.helpLines(iOS: iOS, mode: mode) }
    let wanted = topic.lowercased()
    if wanted == "lessons" { return Lessons.helpLines() }
    guard let entry = HelpCatalog.entries.first(where: { $0.name.lowercased() == wanted }) else {
      let near = CommandNames.nearest(to: topic, among: HelpCatalog.entries.map(\.name) + ["lessons"])
      throw ShellError(
        code: "unknownHelpTopic", message: "no help for '\(topic)'",
        fix: near.map { "did you mean '\($0)'? `help` lists every command" } ?? "`help` lists every command")
    }
    return [
      entry.syntax, "  \(entry.summary)", "  Swift: \(entry.swift)", "  example: \(entry.example)",
    ] + entry.details + BehaviourProfile.availabilityLine(forHelpTopic: entry.name, iOS: iOS)
  }

  static func overview() -> [String] {
    var lines = [
      "diffable: type the NSDiffableDataSourceSnapshot API, apply, and see what UITableView receives."
    ]
    for group in HelpCatalog.groups {
      let entries = HelpCatalog.entries.filter { $0.group == group }
      guard !entries.isEmpty else { continue }
      lines.append("")
      lines.append("\(group):")
      let width = entries.map(\.syntax.count).max() ?? 0
      for entry in entries {
        lines.append("  " + entry.syntax.padding(to: max(width, 10)) + "  " + entry.summary)
      }
    }
    lines.append("")
    lines.append("Lines: `;` separates commands, `#` starts a comment, a trailing `\\` continues the line.")
    lines.append(
      "Swift works too: snapshot.appendItems([1, 2], toSection: .main). `help COMMAND` for details.")
    return lines
  }
}
