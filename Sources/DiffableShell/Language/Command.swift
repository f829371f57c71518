import DiffableEngine
import DiffableKit

/// A value as written in a command, before the session resolves it against the declared
/// types (struct arguments may be labelled or positional; `UUID()` is not yet generated).
public enum ValueExpression: Hashable, Sendable {
  /// `42`, `-3`
  case int(Int)
  /// `9.99`
  case double(Double)
  /// `true`, `false`
  case bool(Bool)
  /// `"text"` (escapes already decoded)
  case string(String)
  /// `main` or `.main` (stored without the dot)
  case symbol(String)
  /// `Payment(id: 1, title: "Fare")`, arguments as written.
  case structure(type: String, arguments: [Argument])
  /// `UUID()`: a fresh UUID string from the session's seeded generator.
  case uuid

  /// One argument of a struct value: `id: 1` or just `1`.
  public struct Argument: Hashable, Sendable {
    /// The label, when written.
    public var label: String?
    /// The value.
    public var value: ValueExpression
    /// Creates an argument.
    public init(label: String?, value: ValueExpression) {
      self.label = label
      self.value = value
    }
  }
}

/// Before or after a destination identifier (`before X`, `afterItem: X`).
public enum PlacementExpression: Hashable, Sendable {
  /// `before X`, `beforeItem: X`, `beforeSection: X`
  case before(ValueExpression)
  /// `after X`, `afterItem: X`, `afterSection: X`
  case after(ValueExpression)

  /// The identifier placed next to.
  var anchor: ValueExpression {
    switch self {
    case .before(let anchor), .after(let anchor): anchor
    }
  }
}

/// A query: reads the working snapshot (or, for index paths, the applied state).
public enum Query: Hashable, Sendable {
  /// `numberOfSections`
  case numberOfSections
  /// `numberOfItems [inSection S]`
  case numberOfItems(inSection: ValueExpression?)
  /// `sectionIdentifiers`
  case sectionIdentifiers
  /// `itemIdentifiers [inSection S]`
  case itemIdentifiers(inSection: ValueExpression?)
  /// `indexOfSection S`
  case indexOfSection(ValueExpression)
  /// `indexOfItem I`
  case indexOfItem(ValueExpression)
  /// `sectionIdentifier containingItem I`
  case sectionIdentifierContainingItem(ValueExpression)
  /// `itemIdentifier for [S, R]` (applied state)
  case itemIdentifierFor(IndexPath)
  /// `indexPath for I` (applied state)
  case indexPathFor(ValueExpression)
  /// `reloadedItemIdentifiers`
  case reloadedItemIdentifiers
  /// `reconfiguredItemIdentifiers`
  case reconfiguredItemIdentifiers
  /// `reloadedSectionIdentifiers`
  case reloadedSectionIdentifiers
}

/// What `export` writes.
public enum ExportFormat: String, Hashable, Sendable, CaseIterable {
  /// An animated HTML replay of the session.
  case html
  /// Swift to run in Xcode against UIKit, with the rows diffable predicts as assertions.
  case swift
}

/// One command of the language (see docs/LANGUAGE.md).
public indirect enum Command: Hashable, Sendable {
  // MARK: Types
  /// `struct T { f1, f2 } [hash(...)] [equal(...)]`; `nil` rules mean synthesized.
  case declareStruct(name: String, fields: [String], hash: FieldSelection?, equal: FieldSelection?)
  /// `hash T: f1, f2` or `hash T: *`
  case setHash(type: String, FieldSelection)
  /// `equal T: f1, f2` or `equal T: *`
  case setEqual(type: String, FieldSelection)
  /// `cell T "TEMPLATE"`
  case cell(type: String, template: String)

  // MARK: Snapshot edits
  /// `appendSections S...`
  case appendSections([ValueExpression])
  /// `insertSections S... before|after S0`
  case insertSections([ValueExpression], PlacementExpression)
  /// `deleteSections S...`
  case deleteSections([ValueExpression])
  /// `moveSection S before|after S0`
  case moveSection(ValueExpression, PlacementExpression)
  /// `reloadSections S...`
  case reloadSections([ValueExpression])
  /// `appendItems I... [to S]`
  case appendItems([ValueExpression], toSection: ValueExpression?)
  /// `insertItems I... before|after I0`
  case insertItems([ValueExpression], PlacementExpression)
  /// `moveItem I before|after I0`
  case moveItem(ValueExpression, PlacementExpression)
  /// `deleteItems I...`
  case deleteItems([ValueExpression])
  /// `deleteAllItems`
  case deleteAllItems
  /// `reloadItems I...`
  case reloadItems([ValueExpression])
  /// `reconfigureItems I...`
  case reconfigureItems([ValueExpression])

  // MARK: Queries
  /// A query of the snapshot or the data source.
  case query(Query)

  // MARK: Data source and table view
  /// `apply [snapshot] [animatingDifferences: false]`
  case apply(animatingDifferences: Bool)
  /// `applySnapshotUsingReloadData`
  case applySnapshotUsingReloadData
  /// `diff` (UIKit's diff, as `apply` sends it) or `diff --minimal` (the fewest calls, for
  /// comparison)
  case diff(minimal: Bool)
  /// `new`, `var snapshot = NSDiffableDataSourceSnapshot()`
  case new
  /// `snapshot`, `let snapshot = dataSource.snapshot()`
  case snapshot
  /// `show`
  case show
  /// `print`
  case print
  /// `explain [I]`
  case explain(ValueExpression?)
  /// `undo`
  case undo
  /// `redo`
  case redo
  /// `mode classic|diffable`
  case mode(TableMode)
  /// `headers title|none`: which section header titles the data source answers.
  case headers(HeaderTitles)
  /// `tableView.*`
  case tableView(TableViewCommand)

  // MARK: Session
  /// `help [TOPIC]` (a command name, or `lessons`)
  case help(String?)
  /// `source FILE`
  case source(String)
  /// `lesson [N | NAME | FILE] [step]`: lists the lessons, or runs one (pausing after each
  /// step with `step`).
  case lesson(String?, step: Bool)
  /// `export html|swift FILE`: writes the session (since its last `reset`) as a page or as Swift.
  case export(ExportFormat, path: String)
  /// `echo TEXT` (the rest of the line, as written)
  case echo(String)
  /// `set NAME VALUE`
  case set(Setting)
  /// `reset`
  case reset
  /// `quit`, `exit`
  case quit
  /// `try? COMMAND`
  case tryOptional(Command)
}
