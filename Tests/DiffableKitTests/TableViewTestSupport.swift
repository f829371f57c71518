@testable import DiffableKit

/// A plain `UITableViewDataSource` over rows of labels, as classic-mode code keeps its model.
/// Every cell it renders shows the label and the model's version, so a test can tell a cell
/// rendered before the update (`a v1`) from one rendered by it (`a v2`).
struct LabelModel: TableViewDataSource {
  var sections: [[String]]
  var version: Int

  init(_ sections: [[String]], version: Int = 1) {
    self.sections = sections
    self.version = version
  }

  var numberOfSections: Int { sections.count }
  func numberOfRows(inSection section: Int) -> Int { sections[section].count }
  func cell(at indexPath: IndexPath) -> Cell {
    let label = sections[indexPath.section][indexPath.row]
    return Cell(item: SnapshotIdentifier(.string(label)), content: "\(label) v\(version)")
  }
  func title(forSection section: Int) -> String? { "S\(section) v\(version)" }
}

/// A table showing `sections`, every cell rendered by version 1 of the model.
func table(_ sections: [[String]]) -> TableView {
  var table = TableView()
  table.reloadData(from: LabelModel(sections))
  return table
}

extension TableView {
  /// The content of every cell, section by section.
  var contents: [[String]] { sections.map { $0.rows.map(\.content) } }
  /// The header titles.
  var titles: [String?] { sections.map(\.title) }
}

/// The error `calls` raise on a table showing `before` when the model holds `after`, or
/// `nil` when the batch passes.
func failure(_ before: [[String]], _ calls: [TableViewCall], after: [[String]]) -> TableViewError? {
  var table = table(before)
  do {
    try table.performBatchUpdates(BatchUpdate(calls), dataSource: LabelModel(after, version: 2))
    return nil
  } catch {
    return error
  }
}

/// The table after `calls` on a table showing `before`, with the model at version 2 holding
/// `after`; the error if the batch fails.
func applying(
  _ before: [[String]], _ calls: [TableViewCall], after: [[String]]
) throws(TableViewError) -> TableView {
  var table = table(before)
  try table.performBatchUpdates(BatchUpdate(calls), dataSource: LabelModel(after, version: 2))
  return table
}

/// `count` labels `prefix0`, `prefix1`, ...
func labels(_ prefix: String, _ count: Int) -> [String] { (0..<count).map { "\(prefix)\($0)" } }
