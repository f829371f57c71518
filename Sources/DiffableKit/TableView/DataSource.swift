/// A simulated `UITableViewDiffableDataSource`: the applied snapshot and the table view it
/// drives. The cell provider is passed to each call, as the shell keeps it as cell templates.
///
/// `apply` diffs the applied snapshot against the new one and drives the table with the
/// updates UIKit sends: one structural batch (moves, deletes, inserts), then the refresh
/// (reloads and reconfigures, at positions in the new snapshot). Rows that stay equal keep
/// the cell they had, old value and content included: the stale-cell behaviour of a device.
///
/// ```swift
/// var dataSource = DataSource()
/// let diff = try dataSource.apply(snapshot) { item, _ in item.description }
/// dataSource.tableView.cell(at: IndexPath(row: 0, section: 0))?.content
/// ```
public struct DataSource: Hashable, Sendable {
  /// The snapshot last applied, reload and reconfigure marks included;
  /// `dataSource.snapshot()` is its ``Snapshot/withoutMarks``.
  public private(set) var snapshot = Snapshot()
  /// The table view the data source drives.
  public private(set) var tableView = TableView()

  /// A data source with an empty snapshot and an empty table.
  public init() {}

  /// Applies `snapshot` as `apply(_:animatingDifferences:)` does on iOS 15+: computes the
  /// diff from the applied snapshot, sends the table the structural batch and then the
  /// refresh, and makes `snapshot` the applied one.
  ///
  /// `cellProvider` renders the item at an index path of `snapshot` (inserted, reloaded and
  /// reconfigured rows only). Section header titles are the section identifiers' text.
  /// `differ` picks what reaches the table: UIKit's diff (the default), or the minimal one
  /// for comparison. When the batch moves a row out of a deleted section or into an inserted
  /// one, the table reloads instead of animating (``Diff/reloadFallback``), as on a device.
  /// - Returns: The diff that was applied.
  /// `interruption` is asked inside the long loops of the diff and of the table's layout.
  /// - Throws: ``TableViewError`` if the table rejects an update (which would be a bug in
  ///   the diff: UIKit's own updates always pass), or ``TableViewError/interrupted`` when
  ///   `interruption` asked to stop; nothing changes then.
  /// - Complexity: that of ``Diff/init(uikitFrom:to:)`` plus O(rows of the sections touched).
  public mutating func apply(
    _ snapshot: Snapshot, differ: Differ = .uikit, interruption: Interruption = .never,
    cellProvider: (Identifier, IndexPath) -> String
  ) throws(TableViewError) -> Diff {
    let diff: Diff
    do {
      diff = try differ.diff(from: self.snapshot, to: snapshot, interruption: interruption)
    } catch {
      throw .interrupted
    }
    try apply(snapshot, diff: diff, interruption: interruption, cellProvider: cellProvider)
    return diff
  }

  /// Applies `snapshot` given the diff from the applied one (which the caller computed).
  mutating func apply(
    _ snapshot: Snapshot, diff: Diff, interruption: Interruption = .never,
    cellProvider: (Identifier, IndexPath) -> String
  ) throws(TableViewError) {
    let (structural, refresh) = (diff.batchUpdate, diff.refresh)
    var table = tableView
    try withoutActuallyEscaping(cellProvider) { (provider) throws(TableViewError) in
      let rows = SnapshotRows(snapshot: snapshot, cellProvider: provider)
      try table.performBatchUpdates(structural, dataSource: rows, interruption: interruption)
      if !refresh.calls.isEmpty {
        try table.performBatchUpdates(refresh, dataSource: rows, interruption: interruption)
      }
    }
    tableView = table
    self.snapshot = snapshot
  }

  /// Applies `snapshot` without diffing, as `applySnapshotUsingReloadData(_:)` (iOS 15+):
  /// the table reloads and every cell is rendered afresh.
  /// - Complexity: O(rows).
  public mutating func applyUsingReloadData(
    _ snapshot: Snapshot, cellProvider: (Identifier, IndexPath) -> String
  ) {
    Interruption.uninterrupted { (never) throws(Interrupted) in
      try applyUsingReloadData(snapshot, interruption: never, cellProvider: cellProvider)
    }
  }

  /// `applySnapshotUsingReloadData(_:)`, asking `interruption` every
  /// ``Interruption/stride`` rows.
  /// - Throws: ``Interrupted`` when it asked to stop; nothing changes then.
  public mutating func applyUsingReloadData(
    _ snapshot: Snapshot, interruption: Interruption, cellProvider: (Identifier, IndexPath) -> String
  ) throws(Interrupted) {
    var table = tableView
    try withoutActuallyEscaping(cellProvider) { (provider) throws(Interrupted) in
      try table.reloadData(
        from: SnapshotRows(snapshot: snapshot, cellProvider: provider), interruption: interruption)
    }
    tableView = table
    self.snapshot = snapshot
  }

  /// The item at `indexPath` of the applied snapshot, as `itemIdentifier(for:)`; `nil` when
  /// there is no such row.
  public func itemIdentifier(for indexPath: IndexPath) -> Identifier? {
    snapshot.itemIdentifier(at: indexPath)
  }

  /// The index path of `item` in the applied snapshot, as `indexPath(for:)`; `nil` when the
  /// item is absent.
  /// - Complexity: O(number of sections + items in the item's section).
  public func indexPath(for item: Identifier) -> IndexPath? {
    snapshot.indexPath(of: item)
  }

  /// Re-derives the applied snapshot's identifiers after a Hashable rule changed (cells keep
  /// the values they were rendered with).
  /// - Throws: ``SnapshotError/identifiersNotUnique(_:_:kind:)`` when two identifiers become
  ///   equal under the new rule; nothing changes then.
  public mutating func rekey(_ rekey: (Identifier) -> Identifier) throws(SnapshotError) {
    snapshot = try snapshot.rekeyed(rekey)
  }
}

/// A snapshot seen as a table view's data source: its counts, section identifiers as
/// header titles, and cells rendered by a cell provider.
struct SnapshotRows: TableViewDataSource {
  let snapshot: Snapshot
  let cellProvider: (Identifier, IndexPath) -> String

  var numberOfSections: Int { snapshot.numberOfSections }

  func numberOfRows(inSection section: Int) -> Int { snapshot.itemsBySection[section].count }

  func cell(at indexPath: IndexPath) -> Cell {
    let item = snapshot.itemsBySection[indexPath.section][indexPath.row]
    return Cell(item: item, content: cellProvider(item, indexPath))
  }

  func title(forSection section: Int) -> String? { snapshot.sections[section].description }
}
