import DiffableKit

/// Everything a command can change, kept as one value so that a command works on a copy
/// and the session commits it only when the command succeeded (and undo keeps old copies).
///
/// It composes the parts it holds, each a type with its own operations:
/// - the declared types and cell templates (``types``, a ``DeclaredTypes``);
/// - the working snapshot and the data source with its table view (``snapshots``, a
///   ``SnapshotsAndTable``; ``working`` and ``dataSource`` reach into it);
/// - the classic-mode table, whose model is the working snapshot (``classic``, a
///   ``ClassicTable``, `nil` in diffable mode);
/// - the learning facts: what the last apply did, for `explain` (``lastApply``, an
///   ``AppliedChange``);
/// - what Swift input needs: its bindings and the seeded `UUID()` and random sequences.
///
/// Operations that join parts (a type redeclared while its values are in snapshots, a value
/// resolved under the type rules, a classic-mode call checked against the model) are the
/// state's own, in the `SessionState+*.swift` files.
public struct SessionState: Sendable {
  /// The declared types, their Hashable rules and the cell templates.
  public var types = DeclaredTypes()
  /// The working snapshot and the data source with its table view.
  public var snapshots = SnapshotsAndTable()
  /// The table view of classic mode (`mode classic`), or `nil` in diffable mode.
  public var classic: ClassicTable?
  /// The table view of a client's program whose own object is the table's
  /// `UITableViewDataSource` (not a diffable data source), told of changes by the program's
  /// `tableView.*` calls; nil until the program's table first loads.
  public internal(set) var programTable: ClassicTable?
  /// The last apply, for `explain`.
  public var lastApply: AppliedChange? {
    get { lastApplyBox?.change }
    set { lastApplyBox = newValue.map(AppliedChangeBox.init) }
  }
  /// ``lastApply``, boxed: it holds two snapshots and two tables, and every command copies the
  /// state (undo keeps 200 copies), which then costs one reference instead of all of theirs.
  private var lastApplyBox: AppliedChangeBox?
  /// Generates `UUID()` values, seeded so that transcripts repeat.
  public var uuids = UUIDGenerator()
  /// Random numbers for Swift's `shuffled()`, `Bool.random()` and `Int.random(in:)`, seeded so
  /// that transcripts repeat.
  public var random = SplitMix64(seed: 0xD1FF_AB1E_5EED)
  /// The names Swift input bound with `let` / `var` (values and snapshots).
  public var bindings = Bindings()
  /// The last entry of a client that keeps a program of its own (the Swift interpreter) whose
  /// changes stand: a step of undo like any other part of the state, so that after `undo` and
  /// `redo` the client brings its program to the entry this names (0: before any).
  public internal(set) var programEntry = 0
  /// The identifiers of the symbols that name sections, each made once (see ``SymbolIdentifiers``).
  var symbols = SymbolIdentifiers()

  /// A new session's state.
  public init() {}

  /// Declared struct types and their Hashable rules (``types``' registry).
  public var registry: TypeRegistry {
    get { types.registry }
    _modify { yield &types.registry }
  }
  /// Cell templates by type name (``types``' templates).
  public var cellTemplates: [String: CellTemplate] {
    get { types.cellTemplates }
    _modify { yield &types.cellTemplates }
  }
  /// The snapshot that snapshot commands edit (``snapshots``' working snapshot).
  public var working: Snapshot {
    get { snapshots.working }
    _modify { yield &snapshots.working }
  }
  /// The data source: the applied snapshot and the table view on screen (``snapshots``').
  public var dataSource: DataSource {
    get { snapshots.dataSource }
    _modify { yield &snapshots.dataSource }
  }

  /// Renders the cell content of `item` with its type's template; without one, as
  /// `cell.textLabel?.text = "\(item)"` would (strings without quotes).
  public func cellContent(for item: SnapshotIdentifier) -> String {
    cellProvider.content(for: item)
  }

  /// The cell provider: the templates alone, for closures that render cells.
  var cellProvider: CellProvider { types.cellProvider }
}

/// An ``AppliedChange`` shared by the states that hold it (see ``SessionState/lastApply``);
/// never changed, only replaced.
final class AppliedChangeBox: Sendable {
  let change: AppliedChange
  init(_ change: AppliedChange) { self.change = change }
}
