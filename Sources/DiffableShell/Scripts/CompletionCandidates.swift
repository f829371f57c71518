import DiffableKit

/// Tab completion for the language: command names first, then the words that can follow:
/// labels, declared type names, and the identifiers in the working snapshot.
public enum CompletionCandidates {
  /// Words that can stand after a command name.
  static let labels = [
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
    let completes = words.first.flatMap { CommandKind(spelling: String($0))?.spec.completes } ?? .identifiers
    var pool: [String] = []
    switch completes {
    case .typeNames:
      pool = state.registry.typeNames
    case .sections:
      pool = state.working.sectionIdentifiers.map(\.description) + labels
    case .identifiers:
      pool =
        state.working.sectionIdentifiers.map(\.description) + state.working.itemIdentifiers.map(\.description)
      pool += state.registry.typeNames.map { $0 + "(" }
      pool += labels
    }
    var seen = Set<String>()
    return pool.filter { $0.hasPrefix(partial) && seen.insert($0).inserted }
  }

  /// The words of a command that takes words of its own rather than identifiers (`set`,
  /// `help`, `mode`), for its argument number `argument` (1 = the first); nil for other commands.
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
      default: return []
      }
    case ("help", _), ("mode", _), ("headers", _), ("set", _): return []
    default: return nil
    }
  }
}
