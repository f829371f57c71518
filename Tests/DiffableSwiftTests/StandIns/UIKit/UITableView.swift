import enum DiffableEngine.TableViewCommand

/// A table view: the cells registered for reuse, its data source and delegate. diffable's session
/// draws the rows; this one only hands out cells.
open class UITableView: UIView {
  /// How sections look.
  public enum Style: Sendable {
    /// Plain, edge to edge.
    case plain
    /// Grouped.
    case grouped
    /// Grouped with rounded, inset sections.
    case insetGrouped
  }

  /// How rows come and go.
  public enum RowAnimation: Sendable {
    /// Fade in or out.
    case fade
    /// Slide from or to the right.
    case right
    /// Slide from or to the left.
    case left
    /// Slide from or to the top.
    case top
    /// Slide from or to the bottom.
    case bottom
    /// No animation.
    case none
    /// Keep in place, cover or uncover.
    case middle
    /// The system's choice.
    case automatic
  }

  /// The table view's style.
  public let style: Style
  /// Gives the rows (a diffable data source sets itself here).
  open weak var dataSource: (any UITableViewDataSource)?
  /// Told about selections.
  open weak var delegate: (any UITableViewDelegate)?
  /// The rows' height.
  open var rowHeight: CGFloat = 44
  /// An estimate of the rows' height.
  open var estimatedRowHeight: CGFloat = 44
  /// The view under the last row.
  open var tableFooterView: UIView?
  /// Whether rows can be selected.
  open var allowsSelection = true
  /// Whether the table is in editing mode.
  open var isEditing = false
  private var registeredCells: [String: UITableViewCell.Type] = [:]

  /// A table view in `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// A plain table view.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Registers the cell class dequeued for `identifier` (`nil` unregisters it).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      registeredCells[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      fatalError("\(cellClass) is not a subclass of UITableViewCell")
    }
    registeredCells[identifier] = cellType
  }

  /// A cell of the class registered for `identifier`; UIKit raises when none is. Always a new
  /// cell, in the `.default` style (UIKit may hand back a reused one).
  open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath,
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) -> UITableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      DiffableSession.shared.crash(
        reason:
          "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
          + "identifier or connect a prototype cell in a storyboard",
        at: SourcePlace(file: file, line: line, column: column))
    }
    return cell
  }

  /// A cell of the class registered for `identifier`, or nil when none is.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard let cellType = registeredCells[identifier] else { return nil }
    // A subclass's own initializers cannot be reached through its metatype (UIKit calls them
    // through the Objective-C runtime): the stand-in makes plain cells only.
    guard cellType == UITableViewCell.self else {
      fatalError("the UIKit stand-in dequeues UITableViewCell only, not \(cellType)")
    }
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// The number of sections, as the data source says.
  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

  /// The cell the table view shows at `indexPath` (every row is visible), nil past its rows.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cells.cell(at: indexPath) }

  /// The cells of every row, top to bottom.
  open var visibleCells: [UITableViewCell] { cells.all }

  /// Every row's index path, or nil when there is none.
  open var indexPathsForVisibleRows: [IndexPath]? {
    let paths = cells.paths
    return paths.isEmpty ? nil : paths
  }

  /// The index path of the row showing `cell`, or nil.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? { cells.indexPath(of: cell) }

  /// Asks the data source for every row again.
  open func reloadData(file: String = #filePath, line: Int = #line, column: Int = #column) {
    if programRows != nil {
      return tell(.reloadData, at: SourcePlace(file: file, line: line, column: column))
    }
    cells.showEdited()
    (dataSource as? any DiffableReloading)?.reloadRows()
  }

  /// Loads the rows of a table whose data source is the program's, unless it has.
  open override func layoutIfNeeded() {
    if programRows != nil, !programTableLoaded { tell(nil, at: nil) }
  }

  // MARK: - Updates of a table whose data source is the program's

  // Each takes the place of its call (`#filePath`, `#line`, `#column`), where a refused update is
  // reported.

  /// Inserts rows, at index paths after the update.
  open func insertRows(
    at indexPaths: [IndexPath], with animation: RowAnimation, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    tell(.insertRows(indexPaths.map(\.kit)), at: SourcePlace(file: file, line: line, column: column))
  }

  /// Deletes rows, at index paths before the update.
  open func deleteRows(
    at indexPaths: [IndexPath], with animation: RowAnimation, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    tell(.deleteRows(indexPaths.map(\.kit)), at: SourcePlace(file: file, line: line, column: column))
  }

  /// Reloads rows, at index paths before the update.
  open func reloadRows(
    at indexPaths: [IndexPath], with animation: RowAnimation, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    tell(.reloadRows(indexPaths.map(\.kit)), at: SourcePlace(file: file, line: line, column: column))
  }

  /// Moves a row.
  open func moveRow(
    at indexPath: IndexPath, to newIndexPath: IndexPath, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    tell(
      .moveRow(indexPath.kit, to: newIndexPath.kit), at: SourcePlace(file: file, line: line, column: column))
  }

  /// Inserts sections.
  open func insertSections(
    _ sections: IndexSet, with animation: RowAnimation, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    tell(.insertSections(Array(sections)), at: SourcePlace(file: file, line: line, column: column))
  }

  /// Deletes sections.
  open func deleteSections(
    _ sections: IndexSet, with animation: RowAnimation, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    tell(.deleteSections(Array(sections)), at: SourcePlace(file: file, line: line, column: column))
  }

  /// Starts a batch of updates, checked at `endUpdates()`.
  open func beginUpdates(file: String = #filePath, line: Int = #line, column: Int = #column) {
    tell(.beginUpdates, at: SourcePlace(file: file, line: line, column: column))
  }

  /// Ends a batch of updates and checks it.
  open func endUpdates(file: String = #filePath, line: Int = #line, column: Int = #column) {
    tell(.endUpdates, at: SourcePlace(file: file, line: line, column: column))
  }

  /// Runs `updates`, whose calls are one update checked at its end, then `completion`.
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil, file: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    let outer = batchCalls
    batchCalls = []
    updates?()
    let calls = batchCalls ?? []
    batchCalls = outer
    tell(.performBatchUpdates(calls), at: SourcePlace(file: file, line: line, column: column))
    completion?(true)
  }

  /// The calls of the `performBatchUpdates` block under way.
  private var batchCalls: [TableViewCommand]?
  /// Whether a table whose data source is the program's has loaded its rows.
  private var programTableLoaded = false

  /// The program's data source as the session asks it, when it is not a diffable one.
  private var programRows: ProgramRows? {
    guard let dataSource, !(dataSource is any DiffableReloading) else { return nil }
    return ProgramRows(dataSource: dataSource, tableView: self)
  }

  /// Gives a call (nil: the load) to the session, or to the block under way; a table that has
  /// not loaded its rows loads them first. A refused update is the app's crash: the program ends.
  private func tell(_ command: TableViewCommand?, at place: SourcePlace?) {
    if let command, batchCalls != nil {
      batchCalls?.append(command)
      return
    }
    guard let rows = programRows else {
      fatalError("the UIKit stand-in runs a table's own updates only when its data source is the program's")
    }
    if command != nil, !programTableLoaded, command != .reloadData { tell(nil, at: place) }
    guard DiffableSession.shared.programTable(command, rows: rows, at: place) else { exit(1) }
    programTableLoaded = true
  }

  /// The number of rows in a section, as the data source says.
  open func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  /// Enters or leaves editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// Deselects a row.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

  /// The cells on screen (see ``CellsOnScreen``).
  let cells = CellsOnScreen()
}

/// A data source that can make every row's cell again (the diffable one).
protocol DiffableReloading {
  /// Every row's cell made again from the snapshot applied last, for `reloadData()`.
  func reloadRows()
}

/// What a table view asks for its rows.
public protocol UITableViewDataSource: AnyObject {
  /// The number of sections.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of a row.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The title of a section's header.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
  /// One section, unless the data source says otherwise.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header title, unless the data source says otherwise.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// What a table view tells about the person's actions.
public protocol UITableViewDelegate: AnyObject {
  /// The person selected a row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Nothing, unless the delegate says otherwise.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

extension IndexPath {
  /// The index path of a table view's row.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The index path of a collection view's item.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in the section.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item in the section (a collection view's word for the row).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
