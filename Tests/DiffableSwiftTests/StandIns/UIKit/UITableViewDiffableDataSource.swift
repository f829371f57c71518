/// UIKit's diffable data source for a table view: each apply goes to diffable's session, which
/// diffs it against the last one as UIKit does and prints what the table view was sent.
///
/// Subclass it, as apps do, for header titles or for rows that can be deleted or moved.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  UITableViewDataSource, DiffableReloading
{
  /// The closure that makes the cell of a row.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  /// The snapshot type this data source applies.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  private let cellProvider: CellProvider
  private let tableView: UITableView
  /// The snapshot last applied, without its marks.
  private var applied = Snapshot()
  /// How rows come and go when an apply animates.
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// A data source for `tableView` (which it becomes the data source of) whose cells
  /// `cellProvider` makes.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  // MARK: - Applies

  /// Updates the table view to `snapshot`, animating the differences or not, then runs
  /// `completion` (at once; UIKit runs it when the animation ends).
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil,
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    tableView.cells.showEdited()
    let cells = cells(of: snapshot)
    // A refused apply has been printed at the call; the script ends there, as diffable's does.
    guard
      DiffableSession.shared.apply(
        snapshot.kitSnapshot, animatingDifferences: animatingDifferences, cells: cells,
        at: SourcePlace(file: file, line: line, column: column))
    else { exit(1) }
    applied = snapshot.withoutMarks
    tableView.cells.keep(cells.made)
    completion?()
  }

  /// Updates the table view to `snapshot` with a reload, without a diff (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    tableView.cells.showEdited()
    let cells = cells(of: snapshot)
    guard
      DiffableSession.shared.applyUsingReloadData(
        snapshot.kitSnapshot, cells: cells, at: SourcePlace(file: file, line: line, column: column))
    else { exit(1) }
    applied = snapshot.withoutMarks
    tableView.cells.keep(cells.made)
    completion?()
  }

  /// A copy of the snapshot last applied, without its marks.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    applied
  }

  // MARK: - Queries

  /// The item at `indexPath`, if there is one.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    applied.item(atRow: indexPath.row, inSection: indexPath.section)
  }

  /// Where `itemIdentifier` is, if it is there.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    applied.sectionAndRow(of: itemIdentifier).map { IndexPath(row: $0.row, section: $0.section) }
  }

  /// The section at `index`, if there is one (iOS 15).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    applied.sectionIdentifiers.indices.contains(index) ? applied.sectionIdentifiers[index] : nil
  }

  /// The index of `sectionIdentifier`, if it is there (iOS 15).
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    applied.indexOfSection(sectionIdentifier)
  }

  // MARK: - UITableViewDataSource

  /// The applied snapshot's number of sections.
  open func numberOfSections(in tableView: UITableView) -> Int { applied.numberOfSections }

  /// The applied snapshot's number of items in a section.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    applied.items(inSectionAt: section).count
  }

  /// The cell the provider makes for the row's item.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item)
    else {
      fatalError("UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
    }
    return cell
  }

  /// No header title (a subclass gives them).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// No footer title (a subclass gives them).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  /// Rows cannot be edited (a subclass allows it).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// The person deleted or inserted a row (a subclass applies the change).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  /// Rows cannot be moved (a subclass allows it).
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

  /// The person moved a row (a subclass applies the change).
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  // MARK: - Cells

  /// `tableView.reloadData()`: every row's cell made again from the snapshot applied last.
  func reloadRows() {
    let cells = cells(of: applied)
    guard DiffableSession.shared.reloadData(cells: cells) else { exit(1) }
    tableView.cells.keep(cells.made)
  }

  /// The cells of the rows of `snapshot` that the session asks for as it applies it: the
  /// provider's, for the program's value of each row's item.
  private func cells(of snapshot: Snapshot) -> RowCells<ItemIdentifierType> {
    RowCells(snapshot.itemIdentifiers) { [tableView, cellProvider] item, indexPath in
      cellProvider(tableView, indexPath, item)
    }
  }
}
