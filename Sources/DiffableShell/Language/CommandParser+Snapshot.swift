import DiffableEngine
import DiffableKit

// The snapshot's editing commands and queries, bare (`appendItems a b to main`) or in Swift
// call syntax (`appendItems([a, b], toSection: .main)`).

extension LineParser {
  private static let toLabels: Set<String> = ["to", "tosection"]
  private static let placementLabels: Set<String> = [
    "before", "beforeitem", "beforesection", "after", "afteritem", "aftersection",
  ]

  /// `insertSections S... before S0`, `insertItems([I, ...], afterItem: I0)`.
  mutating func parseInsertion(_ name: String, forSections: Bool) throws(ParseError)
    -> (values: [ValueExpression], placement: PlacementExpression)
  {
    let isCall = try openCall()
    let noun = forSections ? "section identifier" : "item identifier"
    let values = try parseRequiredList(of: name, noun: noun, labels: LineParser.placementLabels)
    let placement = try parsePlacement(of: name, forSections: forSections, after: "the \(noun)s")
    try closeCall(isCall, of: name)
    return (values, placement)
  }

  /// `moveSection S before S0`, `moveItem(I, afterItem: I0)`.
  mutating func parseMove(_ name: String, forSections: Bool) throws(ParseError)
    -> (value: ValueExpression, placement: PlacementExpression)
  {
    let isCall = try openCall()
    let noun = forSections ? "section identifier" : "item identifier"
    let value = try parseValue(expected: "\(LineParser.article(noun)) after '\(name)'")
    try skipComma()
    let what = forSections ? "section" : "item"
    let placement = try parsePlacement(
      of: name, forSections: forSections, after: "the \(what) (\(name) moves exactly one \(what))")
    try closeCall(isCall, of: name)
    return (value, placement)
  }

  /// `NAME S...` or `NAME([S, ...])`: one list, at least one value written.
  mutating func parseListArgument(of name: String, noun: String) throws(ParseError)
    -> [ValueExpression]
  {
    let isCall = try openCall()
    let values = try parseRequiredList(of: name, noun: noun, labels: [])
    try closeCall(isCall, of: name)
    return values
  }

  private mutating func parseRequiredList(
    of name: String, noun: String, labels: Set<String>
  ) throws(ParseError) -> [ValueExpression] {
    let list = try parseValueList(noun: noun, labels: labels, command: name)
    guard list.written else {
      throw expectation("at least one \(noun) after '\(name)'", found: try peek())
    }
    return list.values
  }

  /// `appendItems I... [to S]`, `appendItems([I, ...], toSection: S)`.
  mutating func parseAppendItems() throws(ParseError) -> Command {
    let name = "appendItems"
    let isCall = try openCall()
    let items = try parseRequiredList(of: name, noun: "item identifier", labels: LineParser.toLabels)
    var section: ValueExpression?
    if let label = try takeLabel(LineParser.toLabels) {
      section = try parseValue(expected: "a section identifier after '\(label)'")
    }
    try closeCall(isCall, of: name)
    return .appendItems(items, toSection: section)
  }

  /// `before X`, `afterItem: X`, `beforeSection X`; the section labels only for sections.
  private mutating func parsePlacement(
    of name: String, forSections: Bool, after what: String
  ) throws(ParseError) -> PlacementExpression {
    let token = try peek()
    guard let word = token.identifier, token.isLabel(in: LineParser.placementLabels) else {
      throw expectation("'before' or 'after' after \(what)", found: token)
    }
    let lowered = word.lowercased()
    let wrongKind = forSections ? lowered.hasSuffix("item") : lowered.hasSuffix("section")
    if wrongKind {
      let side = lowered.hasPrefix("before") ? "before" : "after"
      let right = side + (forSections ? "Section" : "Item")
      throw error(
        "'\(word)' is for \(forSections ? "items" : "sections"); '\(name)' takes '\(side)' or '\(right)'",
        at: token, suggestion: right)
    }
    advance()
    if try peek().isPunctuation(":") { advance() }
    let noun = forSections ? "section identifier" : "item identifier"
    let value = try parseValue(expected: "\(LineParser.article(noun)) after '\(word)'")
    return lowered.hasPrefix("before") ? .before(value) : .after(value)
  }

  // MARK: - Queries

  /// `indexOfSection S`, `indexOfItem(I)`.
  mutating func parseSingleValue(of name: String, noun: String) throws(ParseError) -> ValueExpression {
    let isCall = try openCall()
    let value = try parseValue(expected: "\(LineParser.article(noun)) after '\(name)'")
    try closeCall(isCall, of: name)
    return value
  }

  /// `itemIdentifier for [S, R]`, `itemIdentifier(for: IndexPath(row: R, section: S))`.
  mutating func parseIndexPathQuery(of name: String) throws(ParseError) -> IndexPath {
    let isCall = try openCall()
    try expectLabel("for", after: name)
    let indexPath = try parseIndexPath(expected: "an index path [S, R] after 'for'")
    try closeCall(isCall, of: name)
    return indexPath
  }

  /// `numberOfItems`, `numberOfItems inSection S`, `numberOfItems(inSection: S)`.
  mutating func parseOptionalLabelled(
    of name: String, label: String, noun: String
  ) throws(ParseError) -> ValueExpression? {
    let isCall = try openCall()
    var value: ValueExpression?
    if let written = try takeLabel([label.lowercased()]) {
      value = try parseValue(expected: "\(LineParser.article(noun)) after '\(written)'")
    } else if !isCall, try !atCommandEnd() {
      let token = try peek()
      guard startsValue(token) else {
        throw error("unexpected \(token.kind.quoted) after '\(name)'", at: token)
      }
      throw error("expected '\(label)' before the \(noun) ('\(name) \(label) S')", at: token)
    }
    try closeCall(isCall, of: name)
    return value
  }

  /// `sectionIdentifier containingItem I`, `sectionIdentifier(containingItem: I)`.
  mutating func parseRequiredLabelled(
    of name: String, label: String, noun: String
  ) throws(ParseError) -> ValueExpression {
    let isCall = try openCall()
    let written = try expectLabel(label, after: name)
    let value = try parseValue(expected: "\(LineParser.article(noun)) after '\(written)'")
    try closeCall(isCall, of: name)
    return value
  }

  /// Consumes `label` (any case, colon optional) or fails saying it was expected.
  @discardableResult
  mutating func expectLabel(_ label: String, after name: String) throws(ParseError) -> String {
    if let written = try takeLabel([label.lowercased()]) { return written }
    throw expectation("'\(label)' after '\(name)'", found: try peek())
  }
}
