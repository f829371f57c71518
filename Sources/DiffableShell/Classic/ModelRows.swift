import DiffableKit

/// The model of classic mode seen as the table's `UITableViewDataSource`: the working
/// snapshot's sections and items, answered at the moment the table asks, with cells
/// rendered by the session's cell templates. Section header titles are the section
/// identifiers' text, as in diffable mode.
struct ModelRows: TableViewDataSource {
  let sections: [Identifier]
  let items: [[Identifier]]
  private let render: (Identifier) -> String

  /// The model of `state` as it is now.
  /// - Complexity: O(items), once; every question after that is O(1).
  init(_ state: SessionState) {
    sections = state.working.sectionIdentifiers
    items = state.working.itemIdentifiersBySection
    render = { [state] item in state.cellContent(for: item) }
  }

  var numberOfSections: Int { sections.count }

  func numberOfRows(inSection section: Int) -> Int { items[section].count }

  func cell(at indexPath: IndexPath) -> Cell {
    let item = items[indexPath.section][indexPath.row]
    return Cell(item: item, content: render(item))
  }

  func title(forSection section: Int) -> String? { sections[section].description }

  /// The total number of rows.
  var numberOfRows: Int { items.reduce(0) { $0 + $1.count } }

  /// The row counts by section, as the count check reads them: `[3, 1]`.
  var rowCounts: [Int] { items.map(\.count) }
}

extension TableView {
  /// The row counts by section: `[3, 1]`.
  var rowCounts: [Int] { sections.map(\.rows.count) }

  /// Whether the table shows exactly what `model` would give it now: the same sections,
  /// the same items in the same rows, and each cell with the content the model renders.
  func matches(_ model: ModelRows) -> Bool {
    guard numberOfSections == model.numberOfSections else { return false }
    for (index, section) in sections.enumerated() {
      guard section.title == model.title(forSection: index), section.rows.count == model.items[index].count
      else { return false }
      for (row, cell) in section.rows.enumerated()
      where !cell.shows(model.cell(at: IndexPath(row: row, section: index))) {
        return false
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
