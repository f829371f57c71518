import DiffableKit

// The snapshot's editing commands and queries, bare (`appendItems a b to main`) or in Swift
// call syntax (`appendItems([a, b], toSection: .main)`).

extension LineParser {
  private static let toLabels: Set<String> = ["to", "tosection"]
  private static let placementLabels: Set<String> = [
    "before", "beforeitem", "beforesection", "after", "afteritem", "aftersection",
  ]

  mutating func parseSnapshotEdit(_ name: String, at token: Token) throws(ParseError) -> Command {
    switch name {
    case "appendSections": return .appendSections(try parseListArgument(of: name, noun: "section identifier"))
    case "deleteSections": return .deleteSections(try parseListArgument(of: name, noun: "section identifier"))
    case "reloadSections": return .reloadSections(try parseListArgument(of: name, noun: "section identifier"))
    case "deleteItems": return .deleteItems(try parseListArgument(of: name, noun: "item identifier"))
    case "reloadItems": return .reloadItems(try parseListArgument(of: name, noun: "item identifier"))
    case "reconfigureItems":
      return .reconfigureItems(try parseListArgument(of: name, noun: "item identifier"))
    case "deleteAllItems":
      try parseNoArguments(of: name)
      return .deleteAllItems
    case "appendItems": return try parseAppendItems()
    case "insertSections", "insertItems":
      let isCall = try openCall()
      let noun = name == "insertItems" ? "item identifier" : "section identifier"
      let values = try parseRequiredList(of: name, noun: noun, labels: LineParser.placementLabels)
      let placement = try parsePlacement(
        of: name, forSections: name == "insertSections", after: "the \(noun)s")
      try closeCall(isCall, of: name)
      return name == "insertItems" ? .insertItems(values, placement) : .insertSections(values, placement)
    default:  // moveSection, moveItem
      let isCall = try openCall()
      let forSections = name == "moveSection"
      let noun = forSections ? "section identifier" : "item identifier"
      let value = try parseValue(expected: "\(LineParser.article(noun)) after '\(name)'")
      try skipComma()
      let what = forSections ? "section" : "item"
      let placement = try parsePlacement(
        of: name, forSections: forSections, after: "the \(what) (\(name) moves exactly one \(what))")
      try closeCall(isCall, of: name)
      return forSections ? .moveSection(value, placement) : .moveItem(value, placement)
    }
  }

  /// `NAME S...` or `NAME([S, ...])`: one list, at least one value written.
  private mutating func parseListArgument(of name: String, noun: String) throws(ParseError)
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
  private mutating func parseAppendItems() throws(ParseError) -> Command {
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

  mutating func parseQuery(_ name: String, at token: Token) throws(ParseError) -> Query {
    switch name {
    case "numberOfItems", "itemIdentifiers":
      let section = try parseOptionalLabelled(of: name, label: "inSection", noun: "section identifier")
      return name == "numberOfItems"
        ? .numberOfItems(inSection: section) : .itemIdentifiers(inSection: section)
    case "indexOfSection", "indexOfItem":
      let isCall = try openCall()
      let noun = name == "indexOfItem" ? "item identifier" : "section identifier"
      let value = try parseValue(expected: "\(LineParser.article(noun)) after '\(name)'")
      try closeCall(isCall, of: name)
      return name == "indexOfItem" ? .indexOfItem(value) : .indexOfSection(value)
    case "sectionIdentifier":
      let item = try parseRequiredLabelled(of: name, label: "containingItem", noun: "item identifier")
      return .sectionIdentifierContainingItem(item)
    case "indexPath":
      return .indexPathFor(try parseRequiredLabelled(of: name, label: "for", noun: "item identifier"))
    case "itemIdentifier":
      let isCall = try openCall()
      try expectLabel("for", after: name)
      let indexPath = try parseIndexPath(expected: "an index path [S, R] after 'for'")
      try closeCall(isCall, of: name)
      return .itemIdentifierFor(indexPath)
    default:
      try parseNoArguments(of: name)
      switch name {
      case "numberOfSections": return .numberOfSections
      case "sectionIdentifiers": return .sectionIdentifiers
      case "reloadedItemIdentifiers": return .reloadedItemIdentifiers
      case "reconfiguredItemIdentifiers": return .reconfiguredItemIdentifiers
      default: return .reloadedSectionIdentifiers
      }
    }
  }

  /// `numberOfItems`, `numberOfItems inSection S`, `numberOfItems(inSection: S)`.
  private mutating func parseOptionalLabelled(
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
  private mutating func parseRequiredLabelled(
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
