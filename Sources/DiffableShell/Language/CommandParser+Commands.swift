import DiffableEngine

// The parser's one switch over the catalog: each command's name has been read (and for the
// table view's methods, `tableView.` before it); this reads its arguments. The switch is
// exhaustive, so a new ``CommandKind`` does not compile until it says how it is read.

extension LineParser {
  private static let sectionNoun = "section identifier"
  private static let itemNoun = "item identifier"

  /// Reads the arguments of the command `kind`, whose name `token` has been consumed.
  mutating func parseArguments(of kind: CommandKind, at token: Token) throws(ParseError) -> Command {
    let name = kind.spec.name
    switch kind {
    // Types
    case .declareStruct: return try parseStructDeclaration()
    case .setHash:
      let rule = try parseRule(name)
      return .setHash(type: rule.type, rule.selection)
    case .setEqual:
      let rule = try parseRule(name)
      return .setEqual(type: rule.type, rule.selection)
    case .cell: return try parseCell()

    // Snapshot edits
    case .appendSections: return .appendSections(try parseListArgument(of: name, noun: Self.sectionNoun))
    case .insertSections:
      let (values, placement) = try parseInsertion(name, forSections: true)
      return .insertSections(values, placement)
    case .deleteSections: return .deleteSections(try parseListArgument(of: name, noun: Self.sectionNoun))
    case .moveSection:
      let (value, placement) = try parseMove(name, forSections: true)
      return .moveSection(value, placement)
    case .reloadSections: return .reloadSections(try parseListArgument(of: name, noun: Self.sectionNoun))
    case .appendItems: return try parseAppendItems()
    case .insertItems:
      let (values, placement) = try parseInsertion(name, forSections: false)
      return .insertItems(values, placement)
    case .moveItem:
      let (value, placement) = try parseMove(name, forSections: false)
      return .moveItem(value, placement)
    case .deleteItems: return .deleteItems(try parseListArgument(of: name, noun: Self.itemNoun))
    case .deleteAllItems:
      try parseNoArguments(of: name)
      return .deleteAllItems
    case .reloadItems: return .reloadItems(try parseListArgument(of: name, noun: Self.itemNoun))
    case .reconfigureItems: return .reconfigureItems(try parseListArgument(of: name, noun: Self.itemNoun))

    // Queries
    case .numberOfSections:
      try parseNoArguments(of: name)
      return .query(.numberOfSections)
    case .numberOfItems:
      let section = try parseOptionalLabelled(of: name, label: "inSection", noun: Self.sectionNoun)
      return .query(.numberOfItems(inSection: section))
    case .sectionIdentifiers:
      try parseNoArguments(of: name)
      return .query(.sectionIdentifiers)
    case .itemIdentifiers:
      let section = try parseOptionalLabelled(of: name, label: "inSection", noun: Self.sectionNoun)
      return .query(.itemIdentifiers(inSection: section))
    case .indexOfSection:
      return .query(.indexOfSection(try parseSingleValue(of: name, noun: Self.sectionNoun)))
    case .indexOfItem: return .query(.indexOfItem(try parseSingleValue(of: name, noun: Self.itemNoun)))
    case .sectionIdentifierContainingItem:
      let item = try parseRequiredLabelled(of: name, label: "containingItem", noun: Self.itemNoun)
      return .query(.sectionIdentifierContainingItem(item))
    case .itemIdentifierFor: return .query(.itemIdentifierFor(try parseIndexPathQuery(of: name)))
    case .indexPathFor:
      return .query(.indexPathFor(try parseRequiredLabelled(of: name, label: "for", noun: Self.itemNoun)))
    case .reloadedItemIdentifiers:
      try parseNoArguments(of: name)
      return .query(.reloadedItemIdentifiers)
    case .reconfiguredItemIdentifiers:
      try parseNoArguments(of: name)
      return .query(.reconfiguredItemIdentifiers)
    case .reloadedSectionIdentifiers:
      try parseNoArguments(of: name)
      return .query(.reloadedSectionIdentifiers)

    // Data source
    case .apply: return try parseApply()
    case .applySnapshotUsingReloadData:
      try parseOptionalSnapshotArgument(of: name)
      return .applySnapshotUsingReloadData
    case .diff: return try parseDiff()
    case .new:
      try parseNoArguments(of: name)
      return .new
    case .snapshot:
      try parseNoArguments(of: name)
      return .snapshot
    case .show:
      try parseNoArguments(of: name)
      return .show
    case .print:
      try parseNoArguments(of: name)
      return .print
    case .explain: return try parseExplain()

    // Classic table view
    case .mode: return try parseMode()
    case .headers: return try parseHeaders()
    case .tableViewDeleteRows: return .tableView(.deleteRows(try parseRowsCall(name)))
    case .tableViewInsertRows: return .tableView(.insertRows(try parseRowsCall(name)))
    case .tableViewMoveRow: return .tableView(try parseMoveRowCall(name))
    case .tableViewReloadRows: return .tableView(.reloadRows(try parseRowsCall(name)))
    case .tableViewReconfigureRows: return .tableView(.reconfigureRows(try parseRowsCall(name)))
    case .tableViewInsertSections: return .tableView(.insertSections(try parseSectionsCall(name)))
    case .tableViewDeleteSections: return .tableView(.deleteSections(try parseSectionsCall(name)))
    case .tableViewMoveSection: return .tableView(try parseMoveSectionCall(name))
    case .tableViewReloadSections: return .tableView(.reloadSections(try parseSectionsCall(name)))
    case .tableViewReloadData:
      try parseNoArguments(of: name)
      return .tableView(.reloadData)
    case .tableViewBeginUpdates:
      try parseNoArguments(of: name)
      return .tableView(.beginUpdates)
    case .tableViewEndUpdates:
      try parseNoArguments(of: name)
      return .tableView(.endUpdates)
    case .tableViewPerformBatchUpdates: return .tableView(try parseBatch(name))

    // Session
    case .undo:
      try parseNoArguments(of: name)
      return .undo
    case .redo:
      try parseNoArguments(of: name)
      return .redo
    case .help: return .help(takeRawTokens())
    case .source: return try parseSource(at: token)
    case .lesson: return try parseLesson(at: token)
    case .export: return try parseExport(at: token)
    case .echo: return .echo(takeRestOfLine(after: token, trimmingTrailing: false))
    case .set: return try parseSetting()
    case .reset:
      try parseNoArguments(of: name)
      return .reset
    case .quit:
      try parseNoArguments(of: name)
      return .quit
    }
  }
}
