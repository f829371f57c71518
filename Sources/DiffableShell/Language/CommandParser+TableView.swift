import DiffableEngine
import DiffableKit

// `tableView.*` calls of classic mode: index paths `[S, R]` (or Swift's `IndexPath(row:section:)`),
// plain section numbers, ignored `with: .automatic` animations, and batch blocks.

extension LineParser {
  private static let rowAnimations = [
    "fade", "right", "left", "top", "bottom", "none", "middle", "automatic",
  ]

  /// `tableView.NAME ...`, with `tableView` and `.` not yet consumed.
  mutating func parseTableViewCall() throws(ParseError) -> TableViewCommand {
    advance()  // tableView
    advance()  // .
    let nameToken = try peek()
    guard let word = nameToken.identifier, !nameToken.spaceBefore else {
      throw expectation("a UITableView method after 'tableView.'", found: nameToken)
    }
    guard let kind = CommandKind(tableViewMethod: word) else {
      throw error(
        "unknown table view method 'tableView.\(Token.Kind.truncated(word))'", at: nameToken,
        suggestion: CommandNames.nearest(to: word, among: CommandNames.tableViewMethods).map {
          "tableView." + $0
        })
    }
    advance()
    return try parseTableViewArguments(of: kind, at: nameToken)
  }

  /// The arguments of a `tableView.*` kind, its name consumed.
  private mutating func parseTableViewArguments(of kind: CommandKind, at token: Token) throws(ParseError)
    -> TableViewCommand
  {
    guard case .tableView(let call) = try parseArguments(of: kind, at: token) else {
      throw error("'\(kind.spec.name)' is not a UITableView method", at: token)
    }
    return call
  }

  /// `insertRows [0, 1] [0, 2]`, `deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)`.
  mutating func parseRowsCall(_ display: String) throws(ParseError) -> [IndexPath] {
    let isCall = try openCall()
    try takeLabel(["at"])
    let paths = try parseIndexPaths(after: display)
    try parseAnimation(isCall: isCall, of: display)
    return paths
  }

  /// `insertSections 0 1`, `reloadSections(IndexSet(integer: 0), with: .automatic)`.
  mutating func parseSectionsCall(_ display: String) throws(ParseError) -> [Int] {
    let isCall = try openCall()
    let sections = try parseSectionNumbers(after: display)
    try parseAnimation(isCall: isCall, of: display)
    return sections
  }

  /// `moveRow [0, 1] [0, 3]`, `moveRow(at: [0, 1], to: [0, 3])`.
  mutating func parseMoveRowCall(_ display: String) throws(ParseError) -> TableViewCommand {
    let isCall = try openCall()
    try takeLabel(["at"])
    let from = try parseIndexPath(expected: "an index path [S, R] after '\(display)'")
    try skipComma()
    let label = try takeLabel(["to", "toindexpath"])
    let to = try parseIndexPath(
      expected: "the destination index path [S, R]" + (label.map { " after '\($0)'" } ?? ""))
    try closeCall(isCall, of: display)
    return .moveRow(from, to: to)
  }

  /// `moveSection 0 2`, `moveSection(0, toSection: 2)`.
  mutating func parseMoveSectionCall(_ display: String) throws(ParseError) -> TableViewCommand {
    let isCall = try openCall()
    let from = try parseInt(expected: "a section number after '\(display)'")
    try skipComma()
    let label = try takeLabel(["to", "tosection"])
    let to = try parseInt(
      expected: "the destination section number" + (label.map { " after '\($0)'" } ?? ""))
    try closeCall(isCall, of: display)
    return .moveSection(from, to: to)
  }

  /// The optional `with: .automatic` (validated, then ignored: the simulation has no
  /// animations), then the `)` of call syntax.
  private mutating func parseAnimation(isCall: Bool, of display: String) throws(ParseError) {
    let next = try peek(1)
    if try peek().isPunctuation(","), next.isLabel(in: ["with"]) || (isCall && next.isPunctuation(")")) {
      advance()
    }
    if let label = try takeLabel(["with"]) {
      if try peek().isPunctuation(".") { advance() }
      let token = try peek()
      guard let word = token.identifier, LineParser.rowAnimations.contains(word) else {
        let names = LineParser.rowAnimations.map { "." + $0 }.joined(separator: ", ")
        let suggestion = token.identifier.flatMap {
          CommandNames.nearest(to: $0, among: LineParser.rowAnimations)
        }
        throw error(
          "expected a row animation after '\(label)' (\(names)), found \(token.kind.quoted)", at: token,
          suggestion: suggestion.map { "." + $0 })
      }
      advance()
    }
    try closeCall(isCall, of: display)
  }

  // MARK: - Index paths and sections

  /// `[0, 1] [0, 2]`, `[[0, 1], [0, 2]]`, `[IndexPath(row: 1, section: 0)]`: at least one.
  private mutating func parseIndexPaths(after display: String) throws(ParseError) -> [IndexPath] {
    var paths: [IndexPath] = []
    let first = try peek()
    if first.isPunctuation("[") {
      let second = try peek(1)
      if second.isPunctuation("[") || second.isPunctuation("]") || second.isWord("IndexPath") {
        advance()
        while !(try peek().isPunctuation("]")) {
          paths.append(try parseIndexPath(expected: "an index path [S, R] or ']'"))
          try skipComma()
        }
        advance()
        return paths
      }
    }
    while true {
      let token = try peek()
      guard token.isPunctuation("[") || token.isWord("IndexPath") else { break }
      if inBatch, token.newlineBefore, !paths.isEmpty { break }
      paths.append(try parseIndexPath(expected: "an index path [S, R]"))
      let next = try peek(1)
      if try peek().isPunctuation(","), next.isPunctuation("[") || next.isWord("IndexPath") { advance() }
    }
    guard !paths.isEmpty else {
      throw expectation("at least one index path [S, R] after '\(display)'", found: try peek())
    }
    return paths
  }

  /// `[S, R]` or `IndexPath(row: R, section: S)` (also `item:`).
  mutating func parseIndexPath(expected: String) throws(ParseError) -> IndexPath {
    let token = try peek()
    if token.isPunctuation("[") {
      advance()
      let section = try parseInt(expected: "a section number in the index path [S, R]")
      try skipComma()
      let row = try parseInt(expected: "a row number after the section in the index path [S, R]")
      let close = try peek()
      guard close.isPunctuation("]") else {
        throw expectation("']' after the row of the index path [S, R]", found: close)
      }
      advance()
      return IndexPath(row: row, section: section)
    }
    if token.isWord("IndexPath"), try peek(1).isPunctuation("(") {
      advance()
      advance()
      let rowLabel = try expectLabel("row", orAlso: "item", after: "IndexPath(")
      let row = try parseInt(expected: "a row number after '\(rowLabel)'")
      try skipComma()
      let sectionLabel = try expectLabel("section", orAlso: nil, after: "IndexPath(row: \(row),")
      let section = try parseInt(expected: "a section number after '\(sectionLabel)'")
      try expectClosing(")", of: "IndexPath")
      return IndexPath(row: row, section: section)
    }
    throw expectation(expected, found: token)
  }

  private mutating func expectLabel(_ label: String, orAlso other: String?, after context: String)
    throws(ParseError) -> String
  {
    var labels: Set<String> = [label]
    if let other { labels.insert(other) }
    if let written = try takeLabel(labels) { return written }
    throw expectation("'\(label):' after '\(context)'", found: try peek())
  }

  /// `0 1`, `[0, 1]`, `IndexSet(integer: 0)`, `IndexSet([0, 1])`: at least one.
  private mutating func parseSectionNumbers(after display: String) throws(ParseError) -> [Int] {
    var sections: [Int] = []
    let first = try peek()
    if first.isWord("IndexSet"), try peek(1).isPunctuation("(") {
      advance()
      advance()
      if try takeLabel(["integer"]) != nil {
        sections = [try parseInt(expected: "a section number after 'integer:'")]
      } else {
        sections = try parseSectionList()
      }
      try expectClosing(")", of: "IndexSet")
      return sections
    }
    if first.isPunctuation("[") { return try parseSectionList() }
    while case .int(let section) = try peek().kind {
      if inBatch, try peek().newlineBefore, !sections.isEmpty { break }
      advance()
      sections.append(section)
      if try peek().isPunctuation(","), case .int = try peek(1).kind { advance() }
    }
    guard !sections.isEmpty else {
      throw expectation("at least one section number after '\(display)'", found: try peek())
    }
    return sections
  }

  /// `[0, 1]`, commas optional.
  private mutating func parseSectionList() throws(ParseError) -> [Int] {
    let open = try peek()
    guard open.isPunctuation("[") else { throw expectation("'[' or 'integer:'", found: open) }
    advance()
    var sections: [Int] = []
    while !(try peek().isPunctuation("]")) {
      sections.append(try parseInt(expected: "a section number or ']'"))
      try skipComma()
    }
    advance()
    return sections
  }

  private mutating func parseInt(expected: String) throws(ParseError) -> Int {
    let token = try peek()
    guard case .int(let value) = token.kind else { throw expectation(expected, found: token) }
    advance()
    return value
  }

  // MARK: - Batches

  /// `performBatchUpdates { ... }` or `performBatchUpdates({ ... }, completion: nil)`, whose
  /// calls are separated by `;` or new lines.
  mutating func parseBatch(_ display: String) throws(ParseError) -> TableViewCommand {
    let isCall = try openCall()
    let open = try peek()
    guard open.isPunctuation("{") else { throw expectation("'{' after '\(display)'", found: open) }
    try enterNesting(at: open)
    advance()
    let outer = inBatch
    inBatch = true
    var calls: [TableViewCommand] = []
    while true {
      let token = try peek()
      if token.isPunctuation("}") { break }
      if token.isPunctuation(";") {
        advance()
        continue
      }
      if token.kind == .end { throw expectation("'}' to close '\(display) {'", found: token) }
      calls.append(try parseBatchCall())
      guard try atCommandEnd() else {
        throw expectation("';', a new line or '}' after the call", found: try peek())
      }
    }
    advance()  // }
    inBatch = outer
    nesting -= 1
    if isCall {
      try skipCompletion()
      try closeCall(isCall, of: display)
    }
    return .performBatchUpdates(calls)
  }

  /// One call inside a batch block; the `tableView.` prefix may be left out there.
  private mutating func parseBatchCall() throws(ParseError) -> TableViewCommand {
    let token = try peek()
    if token.isWord("tableView"), try peek(1).isPunctuation(".") { return try parseTableViewCall() }
    if let word = token.identifier, let kind = CommandKind(tableViewMethod: word) {
      advance()
      return try parseTableViewArguments(of: kind, at: token)
    }
    throw error(
      "only tableView calls can stand inside 'tableView.performBatchUpdates { }', found \(token.kind.quoted)",
      at: token)
  }
}
