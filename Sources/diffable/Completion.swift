/// What the Tab key does to the line, worked out from the text before the cursor and the
/// completer's candidates, as bash does it.
enum CompletionAction: Equatable {
  /// Nothing matches: ring the bell.
  case beep
  /// Delete `deleting` Unicode scalars before the cursor (the word typed, when its case differs
  /// from the candidate's) and insert `inserting`.
  case replace(deleting: Int, inserting: String)
  /// Several candidates share nothing more than what is typed: list them below the line.
  case list([String])

  /// Works out the action for Tab.
  ///
  /// The word being completed is what follows the last blank or `;` before the cursor (as the
  /// completer splits it: `tableView.`, `Payment(`, `"Ti` are whole words).
  /// Candidates that do not start with it (ignoring case, since command names are matched without
  /// regard to case) are dropped. One candidate left: it replaces the word, followed by a space.
  /// Several: their longest common prefix replaces the word when it is longer; otherwise they are
  /// listed, sorted without regard to case.
  ///
  /// - Complexity: O(*n* × *m*) for *n* candidates of length *m*.
  init(textBeforeCursor: String, candidates: [String]) {
    let word = String(textBeforeCursor.reversed().prefix { $0 != " " && $0 != ";" }.reversed())
    var seen = Set<String>()
    let matches = candidates.filter { candidate in
      candidate.count >= word.count
        && zip(word, candidate).allSatisfy { $0.lowercased() == $1.lowercased() }
        && seen.insert(candidate).inserted
    }
    guard let first = matches.first else {
      self = .beep
      return
    }
    if matches.count == 1 {
      self = .replacing(word, with: first + " ")
      return
    }
    let common = matches.dropFirst().reduce(Substring(first)) { prefix, candidate in
      prefix.commonPrefix(with: candidate)
    }
    if common.count > word.count {
      self = .replacing(word, with: String(common))
    } else {
      self = .list(matches.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) })
    }
  }

  /// Replaces the typed word by `completion`: inserts only the rest when the word is already its
  /// start, else retypes the whole word in the candidate's case.
  private static func replacing(_ word: String, with completion: String) -> CompletionAction {
    if completion.hasPrefix(word) {
      return .replace(deleting: 0, inserting: String(completion.dropFirst(word.count)))
    }
    return .replace(deleting: word.unicodeScalars.count, inserting: completion)
  }
}

extension Substring {
  fileprivate func commonPrefix(with other: String) -> Substring {
    var end = startIndex
    var otherIndex = other.startIndex
    while end < endIndex, otherIndex < other.endIndex, self[end] == other[otherIndex] {
      end = index(after: end)
      otherIndex = other.index(after: otherIndex)
    }
    return self[startIndex..<end]
  }
}

/// The most candidates listed for one Tab; the rest are counted (`… and 99,900 more`).
let completionListingLimit = 100

/// Lays out completion candidates in columns across the terminal width, filled down then across
/// like bash and `ls`, one string with a newline after each row. Past `completionListingLimit`
/// candidates, the first are listed and a last line counts the others.
///
/// - Complexity: O(*n*) for *n* candidates.
func completionListing(_ allCandidates: [String], terminalColumns: Int) -> String {
  let candidates = Array(allCandidates.prefix(completionListingLimit))
  let more = allCandidates.count - candidates.count
  let footer = more > 0 ? "… and \(more) more: type more of the word to narrow them down\n" : ""
  return columnLayout(candidates, terminalColumns: terminalColumns) + footer
}

private func columnLayout(_ candidates: [String], terminalColumns: Int) -> String {
  let widest = candidates.map { columns(of: $0) }.max() ?? 0
  let columnWidth = widest + 2
  let columnCount = max(1, terminalColumns / columnWidth)
  let rowCount = (candidates.count + columnCount - 1) / columnCount
  var listing = ""
  for row in 0..<rowCount {
    let cells = stride(from: row, to: candidates.count, by: rowCount).map { candidates[$0] }
    for (position, cell) in cells.enumerated() {
      listing += cell
      if position < cells.count - 1 {
        listing += String(repeating: " ", count: columnWidth - columns(of: cell))
      }
    }
    listing += "\n"
  }
  return listing
}
