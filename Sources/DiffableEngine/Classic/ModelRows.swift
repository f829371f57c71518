import DiffableKit

/// The model of classic mode seen as the table's `UITableViewDataSource`: the working
/// snapshot's sections and items, answered at the moment the table asks, with cells
/// rendered by the session's cell templates. Section header titles are the section
/// identifiers' text, as in diffable mode.
struct ModelRows: TableViewDataSource {
  /// The model: the working snapshot.
  let snapshot: Snapshot
  /// Its sections, in order.
  let sections: [SnapshotIdentifier]
  private let renderer: CellRenderer

  /// The model of `state` as it is now. Every question is answered from the snapshot when
  /// asked, in O(1), so a table call costs what its update touches, not the model's size.
  init(_ state: SessionState) {
    snapshot = state.working
    sections = state.working.sectionIdentifiers
    renderer = state.cellProvider.renderer
  }

  var numberOfSections: Int { sections.count }

  func numberOfRows(inSection section: Int) -> Int {
    (try? snapshot.numberOfItems(inSection: sections[section])) ?? 0
  }

  func cell(at indexPath: IndexPath) -> Cell {
    guard let item = snapshot.itemIdentifier(at: indexPath) else {
      preconditionFailure("the table asked for \(indexPath), which the model does not have")
    }
    return Cell(item: item, renderedBy: renderer)
  }

  /// The items of the section at `index`, in order.
  func items(inSection index: Int) -> [SnapshotIdentifier] {
    (try? snapshot.itemIdentifiers(inSection: sections[index])) ?? []
  }

  /// The content the model's cell provider renders for `item`.
  func content(of item: SnapshotIdentifier) -> String { renderer.content(for: item) }

  func title(forSection section: Int) -> String? { sections[section].description }

  /// Whether the model has a row at `indexPath`.
  func contains(_ indexPath: IndexPath) -> Bool { snapshot.itemIdentifier(at: indexPath) != nil }

  /// The row counts by section, as the count check reads them: `[3, 1]`.
  /// - Complexity: O(sections).
  var rowCounts: [Int] { sections.indices.map(numberOfRows(inSection:)) }
}

extension TableView {
  /// The row counts by section: `[3, 1]`.
  var rowCounts: [Int] { sections.map(\.rows.count) }

  /// Whether the table shows what `model` holds: the same sections with the same titles, and
  /// in every row the same value, every field. With `comparingContent`, each cell's content
  /// must also be what the model renders now (a changed cell template shows there).
  /// - Complexity: O(sections) when the counts differ, else O(rows), plus the rendering of
  ///   every row when comparing content.
  func matches(_ model: ModelRows, comparingContent: Bool = false) -> Bool {
    guard rowCounts == model.rowCounts else { return false }
    for (index, section) in sections.enumerated() {
      guard section.title == model.title(forSection: index) else { return false }
      let items = model.items(inSection: index)
      for (cell, item) in zip(section.rows, items) where cell.item.value != item.value {
        return false
      }
      if comparingContent {
        for (cell, item) in zip(section.rows, items) where cell.content != model.content(of: item) {
          return false
        }
      }
    }
    return true
  }
}

extension Cell {
  /// Whether this cell on screen shows what `fresh` (the model's cell) would: the same value,
  /// every field, and the same content.
  func shows(_ fresh: Cell) -> Bool { item.value == fresh.item.value && content == fresh.content }
}
