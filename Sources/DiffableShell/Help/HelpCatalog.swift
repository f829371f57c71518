/// One command's help: what `help COMMAND` prints.
struct HelpEntry: Sendable {
  let name: String
  let group: String
  let syntax: String
  let swift: String
  let summary: String
  let example: String
  /// More lines after the example, for commands whose behaviour needs them.
  var details: [String] = []
}

/// Every command's help, grouped by purpose, in the order `help` lists them.
enum HelpCatalog {
  static let groups = ["Types", "Snapshot", "Queries", "Data source", "Classic table view", "Session"]

  static let entries: [HelpEntry] = [
    HelpEntry(
      name: "struct", group: "Types",
      syntax: "struct NAME { FIELD, ... } [hash(FIELD, ...)] [equal(FIELD, ...)]",
      swift: "struct NAME: Hashable { ... } with synthesized or custom hash(into:) and ==",
      summary:
        "declares an item type; hash() and equal() pick the fields hash(into:) and == use (default: all)",
      example: "struct Payment { id, title, price } hash(id) equal(id)"),
    HelpEntry(
      name: "hash", group: "Types", syntax: "hash TYPE: FIELD, ... | *",
      swift: "func hash(into hasher: inout Hasher)",
      summary: "changes which fields hash(into:) combines; later commands use the new rule",
      example: "hash Payment: id"),
    HelpEntry(
      name: "equal", group: "Types", syntax: "equal TYPE: FIELD, ... | *",
      swift: "static func == (lhs:rhs:) -> Bool",
      summary: "changes which fields == compares; later commands use the new rule",
      example: "equal Payment: *"),
    HelpEntry(
      name: "cell", group: "Types", syntax: "cell TYPE \"TEMPLATE\"",
      swift: "UITableViewDiffableDataSource(tableView:cellProvider:)",
      summary: "the cell provider for TYPE: {field} placeholders, {value} for the whole value",
      example: "cell Payment \"{title}: {price}\""),
    HelpEntry(
      name: "appendSections", group: "Snapshot", syntax: "appendSections S...", swift: "appendSections(_:)",
      summary: "adds sections at the end", example: "appendSections main favorites"),
    HelpEntry(
      name: "insertSections", group: "Snapshot", syntax: "insertSections S... before|after S0",
      swift: "insertSections(_:beforeSection:) / insertSections(_:afterSection:)",
      summary: "adds sections next to an existing one", example: "insertSections recent before main"),
    HelpEntry(
      name: "deleteSections", group: "Snapshot", syntax: "deleteSections S...", swift: "deleteSections(_:)",
      summary: "removes sections and their items (absent ones are ignored, as UIKit does)",
      example: "deleteSections favorites"),
    HelpEntry(
      name: "moveSection", group: "Snapshot", syntax: "moveSection S before|after S0",
      swift: "moveSection(_:beforeSection:) / moveSection(_:afterSection:)",
      summary: "moves a section next to another", example: "moveSection favorites before main"),
    HelpEntry(
      name: "reloadSections", group: "Snapshot", syntax: "reloadSections S...", swift: "reloadSections(_:)",
      summary: "marks sections to be reloaded by the next apply", example: "reloadSections main"),
    HelpEntry(
      name: "appendItems", group: "Snapshot", syntax: "appendItems I... [to S]",
      swift: "appendItems(_:toSection:)",
      summary: "adds items at the end of a section (no section: the last one)",
      example: "appendItems 1 2 3 to main"),
    HelpEntry(
      name: "insertItems", group: "Snapshot", syntax: "insertItems I... before|after I0",
      swift: "insertItems(_:beforeItem:) / insertItems(_:afterItem:)",
      summary: "adds items next to an existing item, in its section", example: "insertItems 0 before 1"),
    HelpEntry(
      name: "moveItem", group: "Snapshot", syntax: "moveItem I before|after I0",
      swift: "moveItem(_:beforeItem:) / moveItem(_:afterItem:)",
      summary: "moves an item next to another, possibly into another section", example: "moveItem 3 before 1"),
    HelpEntry(
      name: "deleteItems", group: "Snapshot", syntax: "deleteItems I...", swift: "deleteItems(_:)",
      summary: "removes items (absent ones are ignored, as UIKit does)", example: "deleteItems 2"),
    HelpEntry(
      name: "deleteAllItems", group: "Snapshot", syntax: "deleteAllItems", swift: "deleteAllItems()",
      summary: "removes every item and every section", example: "deleteAllItems"),
    HelpEntry(
      name: "reloadItems", group: "Snapshot", syntax: "reloadItems I...", swift: "reloadItems(_:)",
      summary: "marks items so the next apply gives them fresh cells", example: "reloadItems 2"),
    HelpEntry(
      name: "reconfigureItems", group: "Snapshot", syntax: "reconfigureItems I...",
      swift: "reconfigureItems(_:) (iOS 15+)",
      summary: "marks items so the next apply configures their existing cells again",
      example: "reconfigureItems 2"),
    HelpEntry(
      name: "numberOfSections", group: "Queries", syntax: "numberOfSections", swift: "numberOfSections",
      summary: "the number of sections in the working snapshot", example: "numberOfSections"),
    HelpEntry(
      name: "numberOfItems", group: "Queries", syntax: "numberOfItems [inSection S]",
      swift: "numberOfItems / numberOfItems(inSection:)",
      summary: "the number of items, in all or one section",
      example: "numberOfItems inSection main"),
    HelpEntry(
      name: "sectionIdentifiers", group: "Queries", syntax: "sectionIdentifiers", swift: "sectionIdentifiers",
      summary: "the sections, in order", example: "sectionIdentifiers"),
    HelpEntry(
      name: "itemIdentifiers", group: "Queries", syntax: "itemIdentifiers [inSection S]",
      swift: "itemIdentifiers / itemIdentifiers(inSection:)", summary: "the items, in all or one section",
      example: "itemIdentifiers inSection main"),
    HelpEntry(
      name: "indexOfSection", group: "Queries", syntax: "indexOfSection S", swift: "indexOfSection(_:)",
      summary: "the section's index, or nil", example: "indexOfSection main"),
    HelpEntry(
      name: "indexOfItem", group: "Queries", syntax: "indexOfItem I", swift: "indexOfItem(_:)",
      summary: "the item's index across all sections, or nil", example: "indexOfItem 3"),
    HelpEntry(
      name: "sectionIdentifier", group: "Queries", syntax: "sectionIdentifier containingItem I",
      swift: "sectionIdentifier(containingItem:)", summary: "the section holding the item, or nil",
      example: "sectionIdentifier containingItem 3"),
    HelpEntry(
      name: "itemIdentifier", group: "Queries", syntax: "itemIdentifier for [S, R]",
      swift: "dataSource.itemIdentifier(for:)",
      summary: "the item at an index path of the applied state, or nil",
      example: "itemIdentifier for [0, 1]"),
    HelpEntry(
      name: "indexPath", group: "Queries", syntax: "indexPath for I", swift: "dataSource.indexPath(for:)",
      summary: "the index path of an item in the applied state, or nil", example: "indexPath for 3"),
    HelpEntry(
      name: "reloadedItemIdentifiers", group: "Queries", syntax: "reloadedItemIdentifiers",
      swift: "reloadedItemIdentifiers (iOS 15+)", summary: "items marked by reloadItems",
      example: "reloadedItemIdentifiers"),
    HelpEntry(
      name: "reconfiguredItemIdentifiers", group: "Queries", syntax: "reconfiguredItemIdentifiers",
      swift: "reconfiguredItemIdentifiers (iOS 15+)", summary: "items marked by reconfigureItems",
      example: "reconfiguredItemIdentifiers"),
    HelpEntry(
      name: "reloadedSectionIdentifiers", group: "Queries", syntax: "reloadedSectionIdentifiers",
      swift: "reloadedSectionIdentifiers (iOS 15+)", summary: "sections marked by reloadSections",
      example: "reloadedSectionIdentifiers"),
    HelpEntry(
      name: "apply", group: "Data source", syntax: "apply [snapshot] [animatingDifferences: false]",
      swift: "dataSource.apply(_:animatingDifferences:)",
      summary: "diffs the working snapshot against the applied one as UIKit does, updates the table view, "
        + "prints the diff",
      example: "apply",
      details: [
        "  UIKit's diff: all items as one flat list (section by section), the sections as another list, plus a",
        "  move for every item whose section changed (out of deleted and into inserted sections too); a section",
        "  moved without changing index is sent as deleteSections + insertSections.",
        "  Moves are the items outside a longest run that kept its order. Which of several equally small sets",
        "  Foundation picks is not known; diffable's choice: ties keep later items and move earlier ones",
        "  ([a, b] → [b, a] moves b).",
        "  A row moving out of a deleted section or into an inserted one makes UITableView reload without",
        "  animation; `diff --minimal` shows the fewest calls that would do.",
        "  animatingDifferences: false on a table that never updated is a reloadData (iOS 15+).",
      ]),
    HelpEntry(
      name: "applySnapshotUsingReloadData", group: "Data source", syntax: "applySnapshotUsingReloadData",
      swift: "dataSource.applySnapshotUsingReloadData(_:) (iOS 15+)",
      summary: "replaces the applied state without a diff: every cell is rendered again",
      example: "applySnapshotUsingReloadData"),
    HelpEntry(
      name: "diff", group: "Data source", syntax: "diff [--minimal]", swift: "(none: a preview)",
      summary: "prints what apply would send, changing nothing; --minimal: the fewest calls, for comparison",
      example: "diff --minimal"),
    HelpEntry(
      name: "new", group: "Data source", syntax: "new",
      swift: "var snapshot = NSDiffableDataSourceSnapshot<S, I>()",
      summary: "makes the working snapshot empty", example: "new"),
    HelpEntry(
      name: "snapshot", group: "Data source", syntax: "snapshot",
      swift: "var snapshot = dataSource.snapshot()",
      summary: "the working snapshot becomes a copy of the applied one (without marks)", example: "snapshot"),
    HelpEntry(
      name: "show", group: "Data source", syntax: "show", swift: "(what the screen shows)",
      summary: "the table view: sections, rows and each cell's content as last rendered; stale cells marked",
      example: "show"),
    HelpEntry(
      name: "print", group: "Data source", syntax: "print", swift: "print(snapshot)",
      summary: "the working snapshot and how it differs from the applied one", example: "print"),
    HelpEntry(
      name: "explain", group: "Data source", syntax: "explain [I]", swift: "(none: the rules UIKit applies)",
      summary: "why the last apply treated each item (or one) as it did", example: "explain 2"),
    HelpEntry(
      name: "mode", group: "Classic table view", syntax: "mode classic|diffable",
      swift: "tableView.dataSource = self (a plain UITableViewDataSource) / UITableViewDiffableDataSource",
      summary:
        "classic: snapshot commands change the model and tell the table nothing; tableView.* calls tell it",
      example: "mode classic"),
    HelpEntry(
      name: "tableView.deleteRows", group: "Classic table view", syntax: "tableView.deleteRows [S, R]...",
      swift: "tableView.deleteRows(at:with:)",
      summary: "deletes rows, at index paths before the update (classic mode)",
      example: "tableView.deleteRows [0, 0]"),
    HelpEntry(
      name: "tableView.insertRows", group: "Classic table view", syntax: "tableView.insertRows [S, R]...",
      swift: "tableView.insertRows(at:with:)",
      summary: "inserts rows, at index paths after the update; the cells come from the model",
      example: "tableView.insertRows [0, 3]"),
    HelpEntry(
      name: "tableView.moveRow", group: "Classic table view", syntax: "tableView.moveRow [S, R] [S, R]",
      swift: "tableView.moveRow(at:to:)",
      summary: "moves a row from its place before the update to one after it",
      example: "tableView.moveRow [0, 2] [0, 0]"),
    HelpEntry(
      name: "tableView.reloadRows", group: "Classic table view", syntax: "tableView.reloadRows [S, R]...",
      swift: "tableView.reloadRows(at:with:)",
      summary:
        "gives rows fresh cells from the model (a delete plus an insert, at positions before the update)",
      example: "tableView.reloadRows [0, 1]"),
    HelpEntry(
      name: "tableView.reconfigureRows", group: "Classic table view",
      syntax: "tableView.reconfigureRows [S, R]...", swift: "tableView.reconfigureRows(at:) (iOS 15+)",
      summary: "configures the existing cells of rows again",
      example: "tableView.reconfigureRows [0, 1]"),
    HelpEntry(
      name: "tableView.insertSections", group: "Classic table view", syntax: "tableView.insertSections S...",
      swift: "tableView.insertSections(_:with:)", summary: "inserts sections, at indexes after the update",
      example: "tableView.insertSections 1"),
    HelpEntry(
      name: "tableView.deleteSections", group: "Classic table view", syntax: "tableView.deleteSections S...",
      swift: "tableView.deleteSections(_:with:)", summary: "deletes sections, at indexes before the update",
      example: "tableView.deleteSections 1"),
    HelpEntry(
      name: "tableView.moveSection", group: "Classic table view", syntax: "tableView.moveSection S S",
      swift: "tableView.moveSection(_:toSection:)",
      summary: "moves a section from its index before to one after",
      example: "tableView.moveSection 1 0"),
    HelpEntry(
      name: "tableView.reloadSections", group: "Classic table view", syntax: "tableView.reloadSections S...",
      swift: "tableView.reloadSections(_:with:)", summary: "reloads whole sections from the model",
      example: "tableView.reloadSections 0"),
    HelpEntry(
      name: "tableView.reloadData", group: "Classic table view", syntax: "tableView.reloadData",
      swift: "tableView.reloadData()",
      summary: "reloads everything from the model, without animation or checks",
      example: "tableView.reloadData"),
    HelpEntry(
      name: "tableView.beginUpdates", group: "Classic table view", syntax: "tableView.beginUpdates",
      swift: "tableView.beginUpdates()",
      summary: "gathers the next calls into one update, checked against the model at endUpdates",
      example: "tableView.beginUpdates"),
    HelpEntry(
      name: "tableView.endUpdates", group: "Classic table view", syntax: "tableView.endUpdates",
      swift: "tableView.endUpdates()",
      summary:
        "checks the gathered calls as UITableView does (a failure is the app's crash) and animates them",
      example: "tableView.endUpdates"),
    HelpEntry(
      name: "tableView.performBatchUpdates", group: "Classic table view",
      syntax: "tableView.performBatchUpdates { CALL; ... }",
      swift: "tableView.performBatchUpdates(_:completion:)",
      summary: "one update of the calls in the block, checked at its end",
      example: "tableView.performBatchUpdates { deleteRows [0, 0]; insertRows [0, 2] }"),
    HelpEntry(
      name: "undo", group: "Session", syntax: "undo", swift: "(none)",
      summary: "steps back over the last command that changed something", example: "undo"),
    HelpEntry(
      name: "redo", group: "Session", syntax: "redo", swift: "(none)",
      summary: "replays what undo stepped back over",
      example: "redo"),
    HelpEntry(
      name: "help", group: "Session", syntax: "help [COMMAND | lessons]", swift: "(none)",
      summary: "this list, or one command's syntax, Swift API and example", example: "help appendItems"),
    HelpEntry(
      name: "source", group: "Session", syntax: "source FILE", swift: "(none)",
      summary: "runs the commands of a script file in this session", example: "source setup.diffable"),
    HelpEntry(
      name: "echo", group: "Session", syntax: "echo TEXT", swift: "print(TEXT)", summary: "prints TEXT",
      example: "echo Now delete the first row"),
    HelpEntry(
      name: "set", group: "Session", syntax: "set bail on|off | format text|json | color on|off | ios N",
      swift: "(none)",
      summary: "changes a setting: stop scripts at errors, output format, colour, iOS profile (13-18)",
      example: "set ios 14"),
    HelpEntry(
      name: "reset", group: "Session", syntax: "reset", swift: "(none)",
      summary: "starts over: no types, no snapshot, empty table, no undo history", example: "reset"),
    HelpEntry(
      name: "quit", group: "Session", syntax: "quit | exit (or Ctrl-D)", swift: "(none)",
      summary: "ends the session",
      example: "quit"),
  ]
}
