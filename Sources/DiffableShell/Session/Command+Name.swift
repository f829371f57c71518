extension Command {
  /// The canonical name JSON output and messages use (`appendItems`, `tableView.moveRow`).
  public var name: String {
    switch self {
    case .declareStruct: "struct"
    case .setHash: "hash"
    case .setEqual: "equal"
    case .cell: "cell"
    case .declare(let declaration): declaration.keyword
    case .bind(_, let binding): binding.keyword
    case .appendSections: "appendSections"
    case .insertSections: "insertSections"
    case .deleteSections: "deleteSections"
    case .moveSection: "moveSection"
    case .reloadSections: "reloadSections"
    case .appendItems: "appendItems"
    case .insertItems: "insertItems"
    case .moveItem: "moveItem"
    case .deleteItems: "deleteItems"
    case .deleteAllItems: "deleteAllItems"
    case .reloadItems: "reloadItems"
    case .reconfigureItems: "reconfigureItems"
    case .query(let query): query.name
    case .apply: "apply"
    case .applySnapshotUsingReloadData: "applySnapshotUsingReloadData"
    case .diff: "diff"
    case .new: "new"
    case .snapshot: "snapshot"
    case .show: "show"
    case .print: "print"
    case .explain: "explain"
    case .undo: "undo"
    case .redo: "redo"
    case .mode: "mode"
    case .tableView(let call): "tableView." + call.name
    case .help: "help"
    case .source: "source"
    case .echo: "echo"
    case .set: "set"
    case .reset: "reset"
    case .quit: "quit"
    case .tryOptional(let inner): inner.name
    }
  }

  /// Whether the command can change the session's state (and so is undoable).
  var changesState: Bool {
    switch self {
    case .query, .diff, .show, .print, .explain, .help, .echo, .source, .set, .quit, .undo, .redo, .reset:
      false
    case .tryOptional(let inner): inner.changesState
    default: true
    }
  }
}

extension Query {
  /// The query's canonical name.
  public var name: String {
    switch self {
    case .numberOfSections: "numberOfSections"
    case .numberOfItems: "numberOfItems"
    case .sectionIdentifiers: "sectionIdentifiers"
    case .itemIdentifiers: "itemIdentifiers"
    case .indexOfSection: "indexOfSection"
    case .indexOfItem: "indexOfItem"
    case .sectionIdentifierContainingItem: "sectionIdentifier"
    case .itemIdentifierFor: "itemIdentifier"
    case .indexPathFor: "indexPath"
    case .reloadedItemIdentifiers: "reloadedItemIdentifiers"
    case .reconfiguredItemIdentifiers: "reconfiguredItemIdentifiers"
    case .reloadedSectionIdentifiers: "reloadedSectionIdentifiers"
    }
  }
}

extension TableViewCommand {
  /// The UITableView method name.
  public var name: String {
    switch self {
    case .insertRows: "insertRows"
    case .deleteRows: "deleteRows"
    case .moveRow: "moveRow"
    case .reloadRows: "reloadRows"
    case .reconfigureRows: "reconfigureRows"
    case .insertSections: "insertSections"
    case .deleteSections: "deleteSections"
    case .moveSection: "moveSection"
    case .reloadSections: "reloadSections"
    case .reloadData: "reloadData"
    case .beginUpdates: "beginUpdates"
    case .endUpdates: "endUpdates"
    case .performBatchUpdates: "performBatchUpdates"
    }
  }
}
