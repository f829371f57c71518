import DiffableEngine

extension FrontEnd {
  /// Whether the front end claims `text`, the short syntax being the other language it tells
  /// its shapes from.
  func claims(_ text: String, wholeFile: Bool) -> Bool {
    claims(text, wholeFile: wholeFile, otherLanguageReads: CommandParser.reads)
  }
}

extension CommandParser {
  /// Whether `text` parses as short-syntax commands.
  static func reads(_ text: String) -> Bool { (try? parse(text)) != nil }
}

extension Shell: EntryHost {
  /// Whether the short syntax reads `text` (the Swift front end's question for a line that
  /// could be either language).
  public func otherLanguageReads(_ text: String) -> Bool { CommandParser.reads(text) }
}
