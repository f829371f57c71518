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
  /// The section header titles the data source answers: none, as a plain
  /// `UITableViewDiffableDataSource` (see ``setHeaderTitles(_:)``).
  public private(set) var headerTitles = HeaderTitles.none
  /// Whether the data source answered titles of its own for the sections on screen, as a
  /// subclass overriding `tableView(_:titleForHeaderInSection:)` does (``setSectionTitles(_:)``).
  public private(set) var answersTitles = false

  /// A data source with an empty snapshot and an empty table.
  public init() {}

  /// Applies `snapshot` as `apply(_:animatingDifferences:)` does on iOS 15+: computes the
  /// diff from the applied snapshot, sends the table the structural batch and then the
  /// refresh, and makes `snapshot` the applied one.
  ///
  /// `cellProvider` renders the item at an index path of `snapshot` (inserted, reloaded and
  /// reconfigured rows only). Section header titles are those of ``headerTitles``.
  /// `differ` picks what reaches the table: UIKit's diff (the default), or the minimal one
  /// for comparison. When the batch moves a row out of a deleted section or into an inserted
  /// one, or moves more than one section, the table reloads instead of animating
  /// (``Diff/reloadFallback``), as on a device.
  /// - Returns: The diff that was applied.
  /// `interruption` is asked inside the long loops of the diff and of the table's layout.
  /// - Throws: ``TableViewError`` if the table rejects an update (which would be a bug in
  ///   the diff: UIKit's own updates always pass), or ``TableViewError/interrupted`` when
  ///   `interruption` asked to stop; nothing changes then.
  /// - Complexity: that of ``Diff/init(uikitFrom:to:)`` plus O(rows of the sections touched).
  public mutating func apply(
    _ snapshot: Snapshot, differ: Differ = .uikit, interruption: Interruption = .never,
    cellProvider: (SnapshotIdentifier, IndexPath) -> String
  ) throws(TableViewError) -> Diff {
    let diff = try self.diff(to: snapshot, differ: differ, interruption: interruption)
    try apply(snapshot, diff: diff, interruption: interruption, cellProvider: cellProvider)
    return diff
  }

  /// Applies `snapshot` as ``apply(_:differ:interruption:cellProvider:)`` does, with cells
  /// that keep `renderer` and read their content from it (see ``Cell``): the same contents,
  /// without a string per cell.
  public mutating func apply(
    _ snapshot: Snapshot, differ: Differ = .uikit, interruption: Interruption = .never,
    renderer: CellRenderer
  ) throws(TableViewError) -> Diff {
    let diff = try self.diff(to: snapshot, differ: differ, interruption: interruption)
    try apply(snapshot, diff: diff, interruption: interruption, cells: .renderer(renderer))
    return diff
  }

  /// The diff from the applied snapshot to `snapshot`, by `differ`.
  private func diff(to snapshot: Snapshot, differ: Differ, interruption: Interruption) throws(TableViewError)
    -> Diff
  {
    do {
      return try differ.diff(from: self.snapshot, to: snapshot, interruption: interruption)
    } catch {
      throw .interrupted
    }
  }

  /// Applies `snapshot` given the diff from the applied one (which the caller computed).
  mutating func apply(
    _ snapshot: Snapshot, diff: Diff, interruption: Interruption = .never,
    cellProvider: (SnapshotIdentifier, IndexPath) -> String
  ) throws(TableViewError) {
    try withoutActuallyEscaping(cellProvider) { (provider) throws(TableViewError) in
      try apply(snapshot, diff: diff, interruption: interruption, cells: .provider(provider))
    }
  }

  private mutating func apply(
    _ snapshot: Snapshot, diff: Diff, interruption: Interruption, cells: SnapshotRows.Cells
  ) throws(TableViewError) {
    let (structural, refresh) = (diff.batchUpdate, diff.refresh)
    var table = tableView
    let rows = SnapshotRows(snapshot: snapshot, cells: cells, titles: headerTitles)
    if diff.reloadFallback?.kind == .severalSectionMoves {
      // The table view data source's answer to more than one section move (docs/UIKIT.md §4.7):
      // the batch is checked as UIKit checks it, then the table reloads.
      try table.validate(structural, dataSource: rows)
      do {
        try table.reloadData(from: rows, interruption: interruption)
      } catch {
        throw .interrupted
      }
    } else {
      try table.performBatchUpdates(structural, dataSource: rows, interruption: interruption)
    }
    if !refresh.calls.isEmpty {
      try table.performBatchUpdates(refresh, dataSource: rows, interruption: interruption)
    }
    tableView = table
    self.snapshot = snapshot
  }

  /// Applies `snapshot` without diffing, as `applySnapshotUsingReloadData(_:)` (iOS 15+):
  /// the table reloads and every cell is rendered afresh.
  /// - Complexity: O(rows).
  public mutating func applyUsingReloadData(
    _ snapshot: Snapshot, cellProvider: (SnapshotIdentifier, IndexPath) -> String
  ) {
    Interruption.uninterrupted { (never) throws(Interrupted) in
      try applyUsingReloadData(snapshot, interruption: never, cellProvider: cellProvider)
    }
  }

  /// `applySnapshotUsingReloadData(_:)`, asking `interruption` every
  /// ``Interruption/stride`` rows.
  /// - Throws: ``Interrupted`` when it asked to stop; nothing changes then.
  public mutating func applyUsingReloadData(
    _ snapshot: Snapshot, interruption: Interruption, cellProvider: (SnapshotIdentifier, IndexPath) -> String
  ) throws(Interrupted) {
    try withoutActuallyEscaping(cellProvider) { (provider) throws(Interrupted) in
      try applyUsingReloadData(snapshot, interruption: interruption, cells: .provider(provider))
    }
  }

  /// `applySnapshotUsingReloadData(_:)` with cells that keep `renderer` (see ``Cell``),
  /// asking `interruption` every ``Interruption/stride`` rows.
  /// - Throws: ``Interrupted`` when it asked to stop; nothing changes then.
  public mutating func applyUsingReloadData(
    _ snapshot: Snapshot, interruption: Interruption = .never, renderer: CellRenderer
  ) throws(Interrupted) {
    try applyUsingReloadData(snapshot, interruption: interruption, cells: .renderer(renderer))
  }

  private mutating func applyUsingReloadData(
    _ snapshot: Snapshot, interruption: Interruption, cells: SnapshotRows.Cells
  ) throws(Interrupted) {
    var table = tableView
    try table.reloadData(
      from: SnapshotRows(snapshot: snapshot, cells: cells, titles: headerTitles), interruption: interruption)
    tableView = table
    self.snapshot = snapshot
  }

  /// Makes the data source answer `titles` for the section headers, as a subclass that
  /// overrides `tableView(_:titleForHeaderInSection:)` does (or, for ``HeaderTitles/none``, a
  /// plain data source): the table asks for the titles again when it draws its headers, so the
  /// sections on screen take them at once.
  /// - Complexity: O(sections).
  public mutating func setHeaderTitles(_ titles: HeaderTitles) {
    headerTitles = titles
    for (index, section) in snapshot.sectionIdentifiers.enumerated()
    where tableView.sections.indices.contains(index) {
      tableView.sections[index].title = titles.title(of: section)
    }
  }

  /// Gives the sections on screen the titles a subclass's `tableView(_:titleForHeaderInSection:)`
  /// answered when the table asked (after an apply): one per section, in order.
  /// - Complexity: O(sections).
  public mutating func setSectionTitles(_ titles: [String?]) {
    answersTitles = true
    for (index, title) in titles.enumerated() where tableView.sections.indices.contains(index) {
      tableView.sections[index].title = title
    }
  }

  /// Gives the cell at `indexPath` the content `content`, as a program that sets a cell's labels
  /// itself (reached through `cellForRow(at:)`) changes what the row shows: the cell keeps the
  /// item it was rendered from, and nothing else changes.
  /// - Precondition: the table has a row at `indexPath`.
  public mutating func setContent(_ content: String, ofCellAt indexPath: IndexPath) {
    tableView.sections[indexPath.section].rows[indexPath.row].content = content
  }

  /// The item at `indexPath` of the applied snapshot, as `itemIdentifier(for:)`; `nil` when
  /// there is no such row.
  public func itemIdentifier(for indexPath: IndexPath) -> SnapshotIdentifier? {
    snapshot.itemIdentifier(at: indexPath)
  }

  /// The index path of `item` in the applied snapshot, as `indexPath(for:)`; `nil` when the
  /// item is absent.
  /// - Complexity: O(number of sections + items in the item's section).
  public func indexPath(for item: SnapshotIdentifier) -> IndexPath? {
    snapshot.indexPath(of: item)
  }

  /// Re-derives the applied snapshot's identifiers after a Hashable rule changed (cells keep
  /// the values they were rendered with).
  /// - Throws: ``SnapshotError/identifiersNotUnique(_:_:kind:)`` when two identifiers become
  ///   equal under the new rule; nothing changes then.
  public mutating func rekey(_ rekey: (SnapshotIdentifier) -> SnapshotIdentifier) throws(SnapshotError) {
    snapshot = try snapshot.rekeyed(rekey)
  }
}

/// A snapshot seen as a table view's data source: its counts, the header titles `titles`
/// answers, and cells rendered by a cell provider.
struct SnapshotRows: TableViewDataSource {
  /// How cells are made: by a cell provider (which may read the index path), each cell
  /// holding the text it returned, or by a renderer that the cells keep.
  enum Cells {
    case provider((SnapshotIdentifier, IndexPath) -> String)
    case renderer(CellRenderer)
  }

  let snapshot: Snapshot
  let cells: Cells
  var titles = HeaderTitles.none

  var numberOfSections: Int { snapshot.numberOfSections }

  func numberOfRows(inSection section: Int) -> Int { snapshot.itemsBySection[section].count }

  func cell(at indexPath: IndexPath) -> Cell {
    cell(for: snapshot.itemsBySection[indexPath.section][indexPath.row], at: indexPath)
  }

  /// The section's items read leaf by leaf, where asking each row would walk the tree to it.
  /// The renderer is taken out of ``cells`` once, not at every row (a copy retains it).
  func cells(inSection section: Int, counter: inout InterruptionCounter) throws(Interrupted) -> RowList {
    var rows = RowList.Builder()
    var row = 0
    switch cells {
    case .renderer(let renderer):
      for leaf in snapshot.itemsBySection[section].leaves {
        for item in leaf.items {
          try counter.tick()
          rows.append(Cell(item: item, renderedBy: renderer))
        }
      }
    case .provider(let provider):
      for leaf in snapshot.itemsBySection[section].leaves {
        for item in leaf.items {
          try counter.tick()
          rows.append(Cell(item: item, content: provider(item, IndexPath(row: row, section: section))))
          row += 1
        }
      }
    }
    return rows.finish()
  }

  private func cell(for item: SnapshotIdentifier, at indexPath: IndexPath) -> Cell {
    switch cells {
    case .provider(let provider): Cell(item: item, content: provider(item, indexPath))
    case .renderer(let renderer): Cell(item: item, renderedBy: renderer)
    }
  }

  func title(forSection section: Int) -> String? { titles.title(of: snapshot.sections[section]) }
}

extension SnapshotRows {
  /// Rows whose cells hold what `cellProvider` returns.
  init(
    snapshot: Snapshot, titles: HeaderTitles = .none,
    cellProvider: @escaping (SnapshotIdentifier, IndexPath) -> String
  ) {
    self.init(snapshot: snapshot, cells: .provider(cellProvider), titles: titles)
  }
}
