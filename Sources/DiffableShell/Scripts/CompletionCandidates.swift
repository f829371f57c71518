import DiffableEngine
import DiffableKit

/// Tab completion for the language: command names first, then the words that fit where the
/// cursor is: after a label, what the label takes (`to ` a section, `after ` an item of
/// `moveItem` or a section of `moveSection`); elsewhere the command's own identifiers and the
/// labels its syntax has (`appendItems` has `to`, `moveItem` has `before` and `after`); the
/// words of `set`, `help`, `mode`, `lesson` and `export`.
public enum CompletionCandidates {
  /// Every label a command may take, as its syntax in the catalog writes it.
  static let labels: Set<String> = [
    "to", "toSection:", "before", "after", "beforeItem:", "afterItem:", "beforeSection:", "afterSection:",
    "inSection", "containingItem", "for", "animatingDifferences:",
  ]

  /// The candidates for the word being typed at the end of `textBeforeCursor`.
  /// - Complexity: O(n) in the identifiers of the working snapshot.
  public static func candidates(for textBeforeCursor: String, in state: SessionState) -> [String] {
    let statement =
      textBeforeCursor.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    let words = statement.split(separator: " ", omittingEmptySubsequences: true)
    let endsWithSpace = statement.last == " " || statement.isEmpty
    let partial = endsWithSpace ? "" : String(words.last ?? "")
    let isFirstWord = words.count == 0 || (words.count == 1 && !endsWithSpace)
    if isFirstWord {
      return CommandNames.all.filter { $0.lowercased().hasPrefix(partial.lowercased()) }
    }
    let command = words.first.map { String($0).lowercased() } ?? ""
    let argumentIndex = words.count - (endsWithSpace ? 0 : 1)
    if let own = ownWords(of: command, argument: argumentIndex, after: words.dropFirst().first) {
      return own.filter { $0.lowercased().hasPrefix(partial.lowercased()) }
    }
    let kind = words.first.flatMap { CommandKind(spelling: String($0)) }
    let previous = words.dropLast(endsWithSpace ? 0 : 1).last.map(String.init)
    var pool: [String]
    if argumentIndex >= 2, let previous, labels.contains(previous) {
      pool = afterLabel(previous, completes: kind?.spec.completes, in: state)
    } else {
      switch kind?.spec.completes ?? .identifiers {
      case .typeNames: pool = state.registry.typeNames
      case .sections: pool = sections(in: state)
      case .identifiers: pool = sections(in: state) + items(in: state)
      }
      pool += kind.map(labels(of:)) ?? Array(labels)
    }
    var seen = Set<String>()
    return pool.filter { $0.hasPrefix(partial) && seen.insert($0).inserted }
  }

  /// What a label takes: a section after `to`, `inSection`, `beforeSection:`; an item after
  /// `containingItem`, `for`, `beforeItem:`; after `before` and `after`, a section for a
  /// command of sections (`moveSection`), else an item; `true` or `false` after
  /// `animatingDifferences:`.
  private static func afterLabel(_ label: String, completes: ArgumentCompletion?, in state: SessionState)
    -> [String]
  {
    switch label {
    case "to", "toSection:", "inSection", "beforeSection:", "afterSection:": sections(in: state)
    case "animatingDifferences:": ["true", "false"]
    case "before", "after": completes == .sections ? sections(in: state) : items(in: state)
    default: items(in: state)
    }
  }

  private static func sections(in state: SessionState) -> [String] {
    state.working.sectionIdentifiers.map(\.description)
  }

  /// The items of the working snapshot, and a constructor for each declared type.
  private static func items(in state: SessionState) -> [String] {
    state.working.itemIdentifiers.map(\.description) + state.registry.typeNames.map { $0 + "(" }
  }

  /// The labels a command's syntax has (`appendItems I... [to S]`: `to`).
  static func labels(of kind: CommandKind) -> [String] {
    let separators: Set<Character> = [" ", "|", "[", "]", "(", ")"]
    return kind.spec.help.syntax.split { separators.contains($0) }.map(String.init).filter(labels.contains)
  }

  /// The words of a command that takes words of its own rather than identifiers (`set`,
  /// `help`, `mode`, `lesson`, `export`), for its argument number `argument` (1 = the first);
  /// nil for other commands.
  private static func ownWords(of command: String, argument: Int, after first: Substring?) -> [String]? {
    switch (command, argument) {
    case ("help", 1): return CommandNames.all + Help.topics
    case ("mode", 1): return ["classic", "diffable"]
    case ("headers", 1): return HeaderTitles.allCases.map(\.word)
    case ("set", 1): return ["bail", "format", "color", "ios"]
    case ("set", 2):
      switch first?.lowercased() {
      case "bail", "color": return ["on", "off"]
      case "format": return ["text", "json"]
      case "ios": return BehaviourProfile.versions.map(String.init)
      default: return []
      }
    case ("lesson", 1): return Lessons.all.enumerated().map { "\($0.offset + 1)" } + Lessons.all.map(\.name)
    case ("lesson", 2): return ["step"]
    case ("export", 1): return ["html", "swift"]
    case ("help", _), ("mode", _), ("headers", _), ("set", _), ("lesson", _), ("export", _): return []
    default: return nil
    }
  }
}
