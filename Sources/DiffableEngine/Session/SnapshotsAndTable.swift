import DiffableKit

/// The part of the session's state that the snapshots and the table make up: every snapshot
/// value the session names (the short syntax's working snapshot, `snapshot`, and any other a
/// Swift `var` holds), and the data source with the snapshot it applied and the table view on
/// screen.
///
/// All the named snapshots live here, in one place, so that what concerns every snapshot (a
/// Hashable rule changing under them, a type in use) sees each of them.
///
/// Its operations are `apply` and its preview; what they need of the other parts (the type
/// rules, for the hash contract; the cell templates, for the cells) is passed in, and what
/// an apply did is returned for the learning facts (``AppliedChange``).
public struct SnapshotsAndTable: Sendable {
  /// The name of the snapshot the short syntax edits, always there: Swift's `var snapshot`.
  public static let workingName = "snapshot"
  /// The snapshot named ``workingName``, the one short-syntax commands edit.
  public var working = Snapshot() {
    // Without `oldValue`, an edit still changes the snapshot in place (SE-0268).
    didSet { workingChangedSinceApply = true }
  }
  /// Whether the working snapshot changed since the last apply, of it or of any other snapshot:
  /// `show` tells what it would change only then (a Swift program that applied a snapshot of
  /// its own is not told to apply the short syntax's).
  public private(set) var workingChangedSinceApply = false
  /// The other named snapshots (Swift's `var other = ...`).
  private var others: [String: Snapshot] = [:]
  /// The data source: the applied snapshot and the table view on screen.
  public var dataSource: DataSource {
    get { applied.dataSource }
    _modify {
      if !isKnownUniquelyReferenced(&applied) { applied = DataSourceBox(applied.dataSource) }
      yield &applied.dataSource
    }
  }
  /// ``dataSource``, boxed (copied on write): only `apply` changes it, while every command
  /// copies the state and undo keeps 200 copies, each then one reference instead of a
  /// snapshot's and a table's.
  private var applied = DataSourceBox(DataSource())

  /// An empty working snapshot and a data source that has applied nothing.
  public init() {}

  /// The snapshot named `name`, if there is one.
  public subscript(named name: String) -> Snapshot? {
    name == Self.workingName ? working : others[name]
  }

  /// Every named snapshot by name, the working one included.
  public var named: [String: Snapshot] {
    var all = others
    all[Self.workingName] = working
    return all
  }

  /// Gives `name` the snapshot `snapshot` (a new name, or the value it held replaced).
  package mutating func set(_ snapshot: Snapshot, named name: String) {
    if name == Self.workingName { working = snapshot } else { others[name] = snapshot }
  }

  /// Forgets the snapshot named `name` (the working one stays, emptied).
  mutating func remove(named name: String) {
    if name == Self.workingName { working = Snapshot() } else { others[name] = nil }
  }

  /// Runs `body` on the snapshot named `name`, in place.
  /// - Precondition: the snapshot exists (``subscript(named:)``).
  mutating func modify<Result, Failure: Error>(
    named name: String, _ body: (inout Snapshot) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if name == Self.workingName { return try body(&working) }
    guard var snapshot = others.removeValue(forKey: name) else {
      preconditionFailure("no snapshot named \(name)")
    }
    defer { others[name] = snapshot }
    return try body(&snapshot)
  }

  /// Re-derives the identifiers of every snapshot, the applied one included, after a rule
  /// changed.
  /// - Throws: when two identifiers of one snapshot become equal.
  mutating func rekey(_ transform: (SnapshotIdentifier) -> SnapshotIdentifier) throws(SnapshotError) {
    working = try working.rekeyed(transform)
    for (name, snapshot) in others { others[name] = try snapshot.rekeyed(transform) }
    try dataSource.rekey(transform)
  }

  /// Whether any snapshot, the applied one included, holds an identifier `uses` accepts.
  func contains(where uses: (SnapshotIdentifier) -> Bool) -> Bool {
    func holds(_ snapshot: Snapshot) -> Bool {
      snapshot.sectionIdentifiers.contains(where: uses) || snapshot.lazyItemIdentifiers.contains(where: uses)
    }
    return holds(working) || others.values.contains(where: holds) || holds(dataSource.snapshot)
  }

  /// `apply` of the snapshot named `name`: diffs it against the applied one and drives the
  /// table view; returns the outcome and what the apply did. `interruption` is asked inside
  /// the diff's and the table's long loops (Ctrl-C).
  package mutating func apply(
    named name: String, animated: Bool, types: DeclaredTypes, settings: Settings, phrasing: any Phrasing,
    interruption: Interruption = .never
  ) throws(SessionError) -> (Outcome, AppliedChange) {
    try apply(
      self[named: name] ?? Snapshot(), animated: animated, types: types, settings: settings,
      phrasing: phrasing,
      interruption: interruption)
  }

  /// `apply` of a snapshot value (a client that holds its snapshots itself, as the Swift
  /// interpreter does): diffs it against the applied one and drives the table view.
  /// `cells`, when given, makes the rows' cells (the client runs the data source's cell
  /// provider); otherwise the session's cell templates do.
  package mutating func apply(
    _ snapshot: Snapshot, animated: Bool, types: DeclaredTypes, settings: Settings, phrasing: any Phrasing,
    interruption: Interruption = .never, cells client: (any CellProviding)? = nil
  ) throws(SessionError) -> (Outcome, AppliedChange) {
    try checkHashContract(of: snapshot, types.registry, settings: settings)
    if !animated && settings.iOS < 15 {
      // Before iOS 15, apply without animation was a reloadData: no diff reached the table.
      return try applyUsingReloadData(
        snapshot, command: .apply, types: types, settings: settings, reason: .notAnimatedBeforeIOS15,
        interruption: interruption, cells: client)
    }
    if !animated && !dataSource.tableView.hasPerformedInitialUpdate {
      // iOS 15+: a table that never updated is reloaded, not diffed into (UIKIT.md §4.4).
      return try applyUsingReloadData(
        snapshot, command: .apply, types: types, settings: settings, reason: .notAnimatedFirstApply,
        interruption: interruption, cells: client)
    }
    let old = dataSource.snapshot
    let tableBefore = dataSource.tableView
    var cells = ApplyCells(client: client, templates: types.cellProvider)
    let diff: Diff
    do {
      if cells.isClient {
        diff = try dataSource.apply(snapshot, differ: .uikit, interruption: interruption) {
          cells.content(for: $0, at: $1)
        }
      } else {
        diff = try dataSource.apply(
          snapshot, differ: .uikit, interruption: interruption, renderer: cells.renderer)
      }
    } catch .interrupted {
      throw .interrupted
    } catch {
      throw .diffDidNotValidate(error)
    }
    // The transaction this apply runs in drops the state it changed when it throws.
    if let failure = cells.failure { throw failure }
    let change = AppliedChange(
      old: old, new: snapshot, diff: diff, tableBefore: tableBefore, registry: types.registry,
      executedRules: types.executedRules, tableAfter: dataSource.tableView)
    var outcome = Outcome(
      .apply,
      body: .diff(
        DiffReport(
          diff: diff, old: old, new: snapshot, isPreview: false, animated: animated, reloadedData: false,
          iOS: settings.iOS)))
    outcome.hints = try interruptible { () throws(Interrupted) in
      try Hints.after(change, iOS: settings.iOS, phrasing: phrasing, interruption: interruption)
    }
    workingChangedSinceApply = false
    return (outcome, change)
  }

  /// `applySnapshotUsingReloadData` of `working` (and apply without animation before iOS 15,
  /// or on a table that never updated): the table reloads without a diff.
  package mutating func applyUsingReloadData(
    _ working: Snapshot, command: APIMember, types: DeclaredTypes, settings: Settings,
    reason: ReloadReason = .usingReloadData, interruption: Interruption = .never,
    cells client: (any CellProviding)? = nil
  ) throws(SessionError) -> (Outcome, AppliedChange) {
    let old = dataSource.snapshot
    let tableBefore = dataSource.tableView
    var cells = ApplyCells(client: client, templates: types.cellProvider)
    let diff = try interruptible { () throws(Interrupted) in
      if cells.isClient {
        try dataSource.applyUsingReloadData(working, interruption: interruption) {
          cells.content(for: $0, at: $1)
        }
      } else {
        try dataSource.applyUsingReloadData(working, interruption: interruption, renderer: cells.renderer)
      }
      return try Diff(uikitFrom: old, to: working, interruption: interruption)
    }
    if let failure = cells.failure { throw failure }
    let change = AppliedChange(
      old: old, new: working, diff: diff, tableBefore: tableBefore, registry: types.registry,
      executedRules: types.executedRules, tableAfter: dataSource.tableView, reloadedData: true)
    var report = DiffReport(
      diff: diff, old: old, new: working, isPreview: false, animated: false, reloadedData: true,
      iOS: settings.iOS)
    report.reloadReason = reason
    workingChangedSinceApply = false
    return (Outcome(command, body: .diff(report)), change)
  }

  /// `diff`: what apply would send, changing nothing; `diff --minimal`: the fewest calls.
  package func preview(differ: Differ, settings: Settings, interruption: Interruption = .never)
    throws(SessionError)
    -> Outcome
  {
    let diff = try interruptible { () throws(Interrupted) in
      try differ.diff(from: dataSource.snapshot, to: working, interruption: interruption)
    }
    return Outcome(
      .diff,
      body: .diff(
        DiffReport(
          diff: diff, old: dataSource.snapshot, new: working, isPreview: true, animated: true,
          reloadedData: false, iOS: settings.iOS, differ: differ)))
  }

  /// UIKit (apps built with the iOS 15 SDK) asserts when `working`, applied, holds
  /// identifiers that are `==` but hash differently under `registry`'s rules.
  func checkHashContract(of working: Snapshot, _ registry: TypeRegistry, settings: Settings)
    throws(SessionError)
  {
    // The items are walked section by section as the checks read them, never flattened up
    // front: apply runs this every time, and the registry returns at once, without reading a
    // single item, when no rule can break the contract.
    // The validator checks each identifier against itself before it compares hashes.
    let selfUnequal = [
      (IdentifierKind.section, registry.identifierNotEqualToItself(in: working.sectionIdentifiers)),
      (.item, registry.identifierNotEqualToItself(in: working.lazyItemIdentifiers)),
    ]
    for (kind, identifier) in selfUnequal {
      guard let identifier else { continue }
      throw .snapshot(.identifierNotEqualToItself(identifier, kind: kind), iOS: settings.iOS, command: .apply)
    }
    let pairs = [
      (IdentifierKind.section, registry.equalIdentifiersWithDifferentHashes(in: working.sectionIdentifiers)),
      (.item, registry.equalIdentifiersWithDifferentHashes(in: working.lazyItemIdentifiers)),
    ]
    for (kind, pair) in pairs {
      guard let (first, second) = pair else { continue }
      throw .hashContract(
        first, second, kind: kind, equalityFields: registry[first.value.typeName]?.equalityFields,
        iOS: settings.iOS)
    }
  }
}

/// The storage of ``SnapshotsAndTable/dataSource``: changed only when no other state shares it.
private final class DataSourceBox: @unchecked Sendable {
  var dataSource: DataSource
  init(_ dataSource: DataSource) { self.dataSource = dataSource }
}
