import DiffableEngine
import DiffableKit

// The catalog: one entry per command. Adding a command is one entry here plus its
// behaviour (the parser, the session and `Command.kind` do not compile until they say what
// it does).

extension CommandKind {
  /// The catalog: what the language says about each command. Made once: every line asks it
  /// for its command's name and rules, and an entry holds several strings and arrays.
  public var spec: CommandSpec { Self.catalog[rawValue] }

  /// The entry of each kind, in the order of `allCases` (a kind's raw value is its place).
  private static let catalog: [CommandSpec] = allCases.enumerated().map { place, kind in
    precondition(kind.rawValue == place, "a command kind's raw value is its place in allCases")
    return kind.catalogEntry
  }

  /// The catalog's entry for this kind (see ``spec``).
  private var catalogEntry: CommandSpec {
    switch self {
    case .declareStruct:
      CommandSpec(
        SessionCommand.declareStruct.name,
        .types,
        changesState: true,
        syntax: "struct NAME { FIELD, ... } [hash(FIELD, ...)] [equal(FIELD, ...)]",
        swift: "struct NAME: Hashable { ... } with synthesized or custom hash(into:) and ==",
        summary:
          "declares an item type; hash() and equal() pick the fields hash(into:) and == use (default: all)",
        example: "struct Payment { id, title, price } hash(id) equal(id)")
    case .setHash:
      CommandSpec(
        "hash",
        .types,
        changesState: true,
        completes: .typeNames,
        syntax: "hash TYPE: FIELD, ... | *",
        swift: "func hash(into hasher: inout Hasher)",
        summary: "changes which fields hash(into:) combines; later commands use the new rule",
        example: "hash Payment: id")
    case .setEqual:
      CommandSpec(
        "equal",
        .types,
        changesState: true,
        completes: .typeNames,
        syntax: "equal TYPE: FIELD, ... | *",
        swift: "static func == (lhs:rhs:) -> Bool",
        summary: "changes which fields == compares; later commands use the new rule",
        example: "equal Payment: *")
    case .cell:
      CommandSpec(
        SessionCommand.cell.name,
        .types,
        changesState: true,
        completes: .typeNames,
        syntax: "cell TYPE \"TEMPLATE\"",
        swift: "UITableViewDiffableDataSource(tableView:cellProvider:)",
        summary:
          "the cell provider for TYPE (or one enum case, Item.payment, filled from its associated value): "
          + "{field} placeholders, {value} for the whole value",
        example: "cell Payment \"{title}: {price}\"")
    case .appendSections:
      CommandSpec(
        api: .appendSections,
        .snapshot,
        completes: .sections,
        syntax: "appendSections S...",
        swift: "appendSections(_:)",
        summary: "adds sections at the end",
        example: "appendSections main favorites")
    case .insertSections:
      CommandSpec(
        api: .insertSections,
        .snapshot,
        completes: .sections,
        syntax: "insertSections S... before|after S0",
        swift: "insertSections(_:beforeSection:) / insertSections(_:afterSection:)",
        summary: "adds sections next to an existing one",
        example: "insertSections recent before main")
    case .deleteSections:
      CommandSpec(
        api: .deleteSections,
        .snapshot,
        completes: .sections,
        syntax: "deleteSections S...",
        swift: "deleteSections(_:)",
        summary: "removes sections and their items (absent ones are ignored, as UIKit does)",
        example: "deleteSections favorites")
    case .moveSection:
      CommandSpec(
        api: .moveSection,
        .snapshot,
        completes: .sections,
        syntax: "moveSection S before|after S0",
        swift: "moveSection(_:beforeSection:) / moveSection(_:afterSection:)",
        summary: "moves a section next to another",
        example: "moveSection favorites before main")
    case .reloadSections:
      CommandSpec(
        api: .reloadSections,
        .snapshot,
        completes: .sections,
        syntax: "reloadSections S...",
        swift: "reloadSections(_:)",
        summary: "marks sections to be reloaded by the next apply",
        example: "reloadSections main")
    case .appendItems:
      CommandSpec(
        api: .appendItems,
        .snapshot,
        syntax: "appendItems I... [to S]",
        swift: "appendItems(_:toSection:)",
        summary: "adds items at the end of a section (no section: the last one)",
        example: "appendItems 1 2 3 to main")
    case .insertItems:
      CommandSpec(
        api: .insertItems,
        .snapshot,
        syntax: "insertItems I... before|after I0",
        swift: "insertItems(_:beforeItem:) / insertItems(_:afterItem:)",
        summary: "adds items next to an existing item, in its section",
        example: "insertItems 0 before 1")
    case .moveItem:
      CommandSpec(
        api: .moveItem,
        .snapshot,
        syntax: "moveItem I before|after I0",
        swift: "moveItem(_:beforeItem:) / moveItem(_:afterItem:)",
        summary: "moves an item next to another, possibly into another section",
        example: "moveItem 3 before 1")
    case .deleteItems:
      CommandSpec(
        api: .deleteItems,
        .snapshot,
        syntax: "deleteItems I...",
        swift: "deleteItems(_:)",
        summary: "removes items (absent ones are ignored, as UIKit does)",
        example: "deleteItems 2")
    case .deleteAllItems:
      CommandSpec(
        api: .deleteAllItems,
        .snapshot,
        syntax: "deleteAllItems",
        swift: "deleteAllItems()",
        summary: "removes every item and every section",
        example: "deleteAllItems")
    case .reloadItems:
      CommandSpec(
        api: .reloadItems,
        .snapshot,
        syntax: "reloadItems I...",
        swift: "reloadItems(_:)",
        summary: "marks items so the next apply gives them fresh cells",
        example: "reloadItems 2")
    case .reconfigureItems:
      CommandSpec(
        api: .reconfigureItems,
        .snapshot,
        syntax: "reconfigureItems I...",
        swift: "reconfigureItems(_:) (iOS 15+)",
        summary: "marks items so the next apply configures their existing cells again",
        example: "reconfigureItems 2")
    case .numberOfSections:
      CommandSpec(
        api: .numberOfSections,
        .queries,
        completes: .sections,
        syntax: "numberOfSections",
        swift: "numberOfSections",
        summary: "the number of sections in the working snapshot",
        example: "numberOfSections")
    case .numberOfItems:
      CommandSpec(
        api: .numberOfItems,
        .queries,
        syntax: "numberOfItems [inSection S]",
        swift: "numberOfItems / numberOfItems(inSection:)",
        summary: "the number of items, in all or one section",
        example: "numberOfItems inSection main")
    case .sectionIdentifiers:
      CommandSpec(
        api: .sectionIdentifiers,
        .queries,
        completes: .sections,
        syntax: "sectionIdentifiers",
        swift: "sectionIdentifiers",
        summary: "the sections, in order",
        example: "sectionIdentifiers")
    case .itemIdentifiers:
      CommandSpec(
        api: .itemIdentifiers,
        .queries,
        syntax: "itemIdentifiers [inSection S]",
        swift: "itemIdentifiers / itemIdentifiers(inSection:)",
        summary: "the items, in all or one section",
        example: "itemIdentifiers inSection main")
    case .indexOfSection:
      CommandSpec(
        api: .indexOfSection,
        .queries,
        completes: .sections,
        syntax: "indexOfSection S",
        swift: "indexOfSection(_:)",
        summary: "the section's index, or nil",
        example: "indexOfSection main")
    case .indexOfItem:
      CommandSpec(
        api: .indexOfItem,
        .queries,
        syntax: "indexOfItem I",
        swift: "indexOfItem(_:)",
        summary: "the item's index across all sections, or nil",
        example: "indexOfItem 3")
    case .sectionIdentifierContainingItem:
      CommandSpec(
        api: .sectionIdentifier,
        .queries,
        syntax: "sectionIdentifier containingItem I",
        swift: "sectionIdentifier(containingItem:)",
        summary: "the section holding the item, or nil",
        example: "sectionIdentifier containingItem 3")
    case .itemIdentifierFor:
      CommandSpec(
        api: .itemIdentifier,
        .queries,
        syntax: "itemIdentifier for [S, R]",
        swift: "dataSource.itemIdentifier(for:)",
        summary: "the item at an index path of the applied state, or nil",
        example: "itemIdentifier for [0, 1]")
    case .indexPathFor:
      CommandSpec(
        api: .indexPath,
        .queries,
        syntax: "indexPath for I",
        swift: "dataSource.indexPath(for:)",
        summary: "the index path of an item in the applied state, or nil",
        example: "indexPath for 3")
    case .reloadedItemIdentifiers:
      CommandSpec(
        api: .reloadedItemIdentifiers,
        .queries,
        syntax: "reloadedItemIdentifiers",
        swift: "reloadedItemIdentifiers (iOS 15+)",
        summary: "items marked by reloadItems",
        example: "reloadedItemIdentifiers")
    case .reconfiguredItemIdentifiers:
      CommandSpec(
        api: .reconfiguredItemIdentifiers,
        .queries,
        syntax: "reconfiguredItemIdentifiers",
        swift: "reconfiguredItemIdentifiers (iOS 15+)",
        summary: "items marked by reconfigureItems",
        example: "reconfiguredItemIdentifiers")
    case .reloadedSectionIdentifiers:
      CommandSpec(
        api: .reloadedSectionIdentifiers,
        .queries,
        completes: .sections,
        syntax: "reloadedSectionIdentifiers",
        swift: "reloadedSectionIdentifiers (iOS 15+)",
        summary: "sections marked by reloadSections",
        example: "reloadedSectionIdentifiers")
    case .apply:
      CommandSpec(
        api: .apply,
        .dataSource,
        syntax: "apply [snapshot] [animatingDifferences: false]",
        swift: "dataSource.apply(_:animatingDifferences:)",
        summary:
          "diffs the working snapshot against the applied one as UIKit does, updates the table view, prints the diff",
        example: "apply",
        details: [
          "  UIKit's diff: all items as one flat list (section by section), the sections as another list, plus a",
          "  move for every item whose section changed (out of deleted and into inserted sections too); a section",
          "  moved without changing index is sent as deleteSections + insertSections.",
          "  Moves are Foundation's (NSOrderedSet's difference): one walk down both lists that, where they differ,",
          "  moves the element with farther to travel, the old one on a tie ([a, b] → [b, a] moves a). Not always",
          "  the fewest: [0, 1, 2, 3, 4] → [1, 4, 0, 2, 3] moves 0, 2 and 3, where two moves would do.",
          "  A row moving out of a deleted section or into an inserted one makes UITableView reload without",
          "  animation; `diff --minimal` shows the fewest calls that would do.",
          "  More than one section moving in one apply makes the table reload too, and the provider is asked",
          "  for every row: measured as the usual case, though a few such batches animate on a device.",
          "  animatingDifferences: false on a table that never updated is a reloadData (iOS 15+).",
        ])
    case .applySnapshotUsingReloadData:
      CommandSpec(
        api: .applySnapshotUsingReloadData,
        .dataSource,
        syntax: "applySnapshotUsingReloadData",
        swift: "dataSource.applySnapshotUsingReloadData(_:) (iOS 15+)",
        summary: "replaces the applied state without a diff: every cell is rendered again",
        example: "applySnapshotUsingReloadData")
    case .diff:
      CommandSpec(
        SessionCommand.diff.name,
        .dataSource,
        changesState: false,
        classic: .needsDiffableDataSource,
        syntax: "diff [--minimal]",
        swift: "(none: a preview)",
        summary:
          "prints what apply would send, changing nothing; --minimal: the fewest calls, for comparison",
        example: "diff --minimal")
    case .new:
      CommandSpec(
        "new",
        .dataSource,
        changesState: true,
        classic: .editsModel,
        syntax: "new",
        swift: "var snapshot = NSDiffableDataSourceSnapshot<S, I>()",
        summary: "makes the working snapshot empty",
        example: "new")
    case .snapshot:
      CommandSpec(
        "snapshot",
        .dataSource,
        changesState: true,
        classic: .needsDiffableDataSource,
        syntax: "snapshot",
        swift: "var snapshot = dataSource.snapshot()",
        summary: "the working snapshot becomes a copy of the applied one (without marks)",
        example: "snapshot")
    case .show:
      CommandSpec(
        "show",
        .dataSource,
        changesState: false,
        syntax: "show",
        swift: "(what the screen shows)",
        summary:
          "the table view: sections, rows and each cell's content as last rendered; stale cells marked",
        example: "show")
    case .print:
      CommandSpec(
        "print",
        .dataSource,
        changesState: false,
        classic: .printsModel,
        syntax: "print",
        swift: "print(snapshot)",
        summary: "the working snapshot and how it differs from the applied one",
        example: "print")
    case .explain:
      CommandSpec(
        "explain",
        .dataSource,
        changesState: false,
        classic: .needsDiffableDataSource,
        syntax: "explain [I]",
        swift: "(none: the rules UIKit applies)",
        summary: "why the last apply treated each item (or one) as it did",
        example: "explain 2")
    case .headers:
      CommandSpec(
        SessionCommand.headers.name,
        .dataSource,
        changesState: true,
        classic: .needsDiffableDataSource,
        syntax: "headers title|none",
        swift: "a UITableViewDiffableDataSource subclass overriding tableView(_:titleForHeaderInSection:)",
        summary:
          "the section header titles the data source answers: none (the default), or each section's identifier",
        example: "headers title",
        details: HeaderTitles.helpLines)
    case .mode:
      CommandSpec(
        SessionCommand.mode.name,
        .classicTableView,
        changesState: true,
        syntax: "mode classic|diffable",
        swift: "tableView.dataSource = self (a plain UITableViewDataSource) / UITableViewDiffableDataSource",
        summary:
          "classic: snapshot commands change the model and tell the table nothing; tableView.* calls tell it",
        example: "mode classic")
    case .tableViewDeleteRows:
      CommandSpec(
        api: .tableViewDeleteRows,
        .classicTableView,
        syntax: "tableView.deleteRows [S, R]...",
        swift: "tableView.deleteRows(at:with:)",
        summary: "deletes rows, at index paths before the update (classic mode)",
        example: "tableView.deleteRows [0, 0]")
    case .tableViewInsertRows:
      CommandSpec(
        api: .tableViewInsertRows,
        .classicTableView,
        syntax: "tableView.insertRows [S, R]...",
        swift: "tableView.insertRows(at:with:)",
        summary: "inserts rows, at index paths after the update; the cells come from the model",
        example: "tableView.insertRows [0, 3]")
    case .tableViewMoveRow:
      CommandSpec(
        api: .tableViewMoveRow,
        .classicTableView,
        syntax: "tableView.moveRow [S, R] [S, R]",
        swift: "tableView.moveRow(at:to:)",
        summary: "moves a row from its place before the update to one after it",
        example: "tableView.moveRow [0, 2] [0, 0]")
    case .tableViewReloadRows:
      CommandSpec(
        api: .tableViewReloadRows,
        .classicTableView,
        syntax: "tableView.reloadRows [S, R]...",
        swift: "tableView.reloadRows(at:with:)",
        summary:
          "gives rows fresh cells from the model (a delete plus an insert, at positions before the update)",
        example: "tableView.reloadRows [0, 1]")
    case .tableViewReconfigureRows:
      CommandSpec(
        api: .tableViewReconfigureRows,
        .classicTableView,
        syntax: "tableView.reconfigureRows [S, R]...",
        swift: "tableView.reconfigureRows(at:) (iOS 15+)",
        summary: "configures the existing cells of rows again",
        example: "tableView.reconfigureRows [0, 1]")
    case .tableViewInsertSections:
      CommandSpec(
        api: .tableViewInsertSections,
        .classicTableView,
        completes: .sections,
        syntax: "tableView.insertSections S...",
        swift: "tableView.insertSections(_:with:)",
        summary: "inserts sections, at indexes after the update",
        example: "tableView.insertSections 1")
    case .tableViewDeleteSections:
      CommandSpec(
        api: .tableViewDeleteSections,
        .classicTableView,
        completes: .sections,
        syntax: "tableView.deleteSections S...",
        swift: "tableView.deleteSections(_:with:)",
        summary: "deletes sections, at indexes before the update",
        example: "tableView.deleteSections 1")
    case .tableViewMoveSection:
      CommandSpec(
        api: .tableViewMoveSection,
        .classicTableView,
        completes: .sections,
        syntax: "tableView.moveSection S S",
        swift: "tableView.moveSection(_:toSection:)",
        summary: "moves a section from its index before to one after",
        example: "tableView.moveSection 1 0")
    case .tableViewReloadSections:
      CommandSpec(
        api: .tableViewReloadSections,
        .classicTableView,
        completes: .sections,
        syntax: "tableView.reloadSections S...",
        swift: "tableView.reloadSections(_:with:)",
        summary: "reloads whole sections from the model",
        example: "tableView.reloadSections 0")
    case .tableViewReloadData:
      CommandSpec(
        api: .tableViewReloadData,
        .classicTableView,
        syntax: "tableView.reloadData",
        swift: "tableView.reloadData()",
        summary: "reloads everything from the model, without animation or checks",
        example: "tableView.reloadData")
    case .tableViewBeginUpdates:
      CommandSpec(
        api: .tableViewBeginUpdates,
        .classicTableView,
        syntax: "tableView.beginUpdates",
        swift: "tableView.beginUpdates()",
        summary: "gathers the next calls into one update, checked against the model at endUpdates",
        example: "tableView.beginUpdates")
    case .tableViewEndUpdates:
      CommandSpec(
        api: .tableViewEndUpdates,
        .classicTableView,
        syntax: "tableView.endUpdates",
        swift: "tableView.endUpdates()",
        summary:
          "checks the gathered calls as UITableView does (a failure is the app's crash) and animates them",
        example: "tableView.endUpdates")
    case .tableViewPerformBatchUpdates:
      CommandSpec(
        api: .tableViewPerformBatchUpdates,
        .classicTableView,
        syntax: "tableView.performBatchUpdates { CALL; ... }",
        swift: "tableView.performBatchUpdates(_:completion:)",
        summary: "one update of the calls in the block, checked at its end",
        example: "tableView.performBatchUpdates { deleteRows [0, 0]; insertRows [0, 2] }")
    case .undo:
      CommandSpec(
        SessionCommand.undo.name,
        .session,
        changesState: false,
        syntax: "undo",
        swift: "(none)",
        summary: "steps back over the last command that changed something",
        example: "undo")
    case .redo:
      CommandSpec(
        SessionCommand.redo.name,
        .session,
        changesState: false,
        syntax: "redo",
        swift: "(none)",
        summary: "replays what undo stepped back over",
        example: "redo")
    case .help:
      CommandSpec(
        "help",
        .session,
        changesState: false,
        syntax: "help [COMMAND | lessons]",
        swift: "(none)",
        summary: "this list, or one command's syntax, Swift API and example",
        example: "help appendItems")
    case .source:
      CommandSpec(
        "source",
        .session,
        changesState: false,
        syntax: "source FILE",
        swift: "(none)",
        summary: "runs the commands of a script file in this session",
        example: "source setup.diffable")
    case .lesson:
      CommandSpec(
        "lesson",
        .session,
        changesState: false,
        syntax: "lesson [N | NAME | FILE] [step]",
        swift: "(none)",
        summary: "lists the lessons, or runs one in a fresh session; `step` pauses after each step",
        example: "lesson 1 step")
    case .export:
      CommandSpec(
        "export",
        .session,
        changesState: false,
        syntax: "export html|swift FILE",
        swift: "(none)",
        summary:
          "writes the session since it began or since its last `reset`: an animated HTML replay, or an XCTest to check on a simulator",
        example: "export html session.html",
        details: [
          "  A `reset` starts a new session, so an export holds the line that ran the last one and what",
          "  came after (a class that resets between exercises exports the exercise at hand).",
          "  swift: each snapshot the session named is a variable of the test (the short syntax's is",
          "  `snapshot`); after each apply an XCTAssertEqual of the rows diffable predicts. A failed command",
          "  stays a comment (on a device most are a crash); classic mode's tableView calls are left out.",
          "  A session of your own Swift is written as you wrote it: declarations at the top, statements in",
          "  the test in order, the rows asserted after each entry that applied (counted when they hold",
          "  UUID() or Date(), a comment when they depend on random numbers or a Dictionary's order).",
          "  FILE: a regular file (or a new one) is replaced whole or not at all, keeping its mode, owner and",
          "  group; a symbolic link is followed; a device or FIFO (/dev/null, /dev/stdout) is written in place;",
          "  a folder, block device, socket, read-only file, missing folder or FIFO nothing reads is refused.",
        ])
    case .echo:
      CommandSpec(
        "echo",
        .session,
        changesState: false,
        syntax: "echo TEXT",
        swift: "print(TEXT)",
        summary: "prints TEXT",
        example: "echo Now delete the first row")
    case .set:
      CommandSpec(
        SessionCommand.set.name,
        .session,
        changesState: false,
        syntax: "set bail on|off | format text|json | color on|off | ios N",
        swift: "(none)",
        summary: "changes a setting: stop scripts at errors, output format, colour, iOS profile "
          + "(\(BehaviourProfile.versionsText); \(BehaviourProfile.latest) is the default)",
        example: "set ios 14")
    case .reset:
      CommandSpec(
        SessionCommand.reset.name,
        .session,
        changesState: false,
        syntax: "reset",
        swift: "(none)",
        summary: "starts over: no types, no snapshot, empty table, no undo history",
        example: "reset")
    case .quit:
      CommandSpec(
        "quit",
        .session,
        changesState: false,
        aliases: ["exit"],
        syntax: "quit | exit (or Ctrl-D)",
        swift: "(none)",
        summary: "ends the session",
        example: "quit")
    }
  }
}
