import DiffableKit

// `headers title|none`: the words the short syntax takes for the header titles.

extension HeaderTitles {
  /// The word `headers` takes for it: `title` or `none`.
  var word: String {
    switch self {
    case .none: "none"
    case .sectionIdentifiers: "title"
    }
  }

  /// The titles `word` names (`title`, `none`), `nil` for another word.
  init?(word: String) {
    guard let titles = Self.allCases.first(where: { $0.word == word.lowercased() }) else { return nil }
    self = titles
  }
}
