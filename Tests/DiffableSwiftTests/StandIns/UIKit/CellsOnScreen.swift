import DiffableEngine
import DiffableKit
import Foundation

/// The cells a table view shows that its data source's provider made, by the identifier of
/// their row's item (a row keeps its cell when it moves), with what each showed when the session
/// last took it; and the cells the program was given, whose changes the session is told of.
final class CellsOnScreen {
  private var shown: [SnapshotIdentifier: (cell: UITableViewCell, text: String)] = [:]
  private var handedOut: Set<SnapshotIdentifier> = []

  private var applied: Snapshot { DiffableSession.shared.appliedSnapshot }

  private var rows: [(item: SnapshotIdentifier, path: DiffableKit.IndexPath)] {
    applied.itemIdentifiersBySection.enumerated().flatMap { section, items in
      items.enumerated().map { row, item in (item, DiffableKit.IndexPath(row: row, section: section)) }
    }
  }

  /// The cell of the row at `indexPath`, nil past the rows.
  func cell(at indexPath: Foundation.IndexPath) -> UITableViewCell? {
    applied.itemIdentifier(at: DiffableKit.IndexPath(row: indexPath.row, section: indexPath.section))
      .flatMap(handOut)
  }

  /// Every row's cell, top to bottom.
  var all: [UITableViewCell] { rows.compactMap { handOut($0.item) } }

  /// Every row's index path, top to bottom.
  var paths: [Foundation.IndexPath] {
    rows.map { Foundation.IndexPath(row: $0.path.row, section: $0.path.section) }
  }

  /// The index path of the row showing `cell`, or nil.
  func indexPath(of cell: UITableViewCell) -> Foundation.IndexPath? {
    guard let item = shown.first(where: { $0.value.cell === cell })?.key,
      let path = applied.indexPath(of: item)
    else { return nil }
    return Foundation.IndexPath(row: path.row, section: path.section)
  }

  private func handOut(_ item: SnapshotIdentifier) -> UITableViewCell? {
    handedOut.insert(item)
    return shown[item]?.cell
  }

  /// After an apply: the cells the provider made are their rows' cells; rows gone lose theirs.
  func keep(_ made: [SnapshotIdentifier: UITableViewCell]) {
    for (item, cell) in made {
      shown[item] = (cell, cell.shownText)
      handedOut.remove(item)
    }
    for item in shown.keys where !applied.contains(item: item) {
      shown[item] = nil
      handedOut.remove(item)
    }
  }

  /// Tells the session of the cells the program changed itself. diffable tells it after each
  /// entry; a compiled program has no entries, so this runs before each apply and reload.
  func showEdited() {
    var edited: [EditedCell] = []
    let paths = handedOut.compactMap { item in applied.indexPath(of: item).map { (item, $0) } }
    for (item, path) in paths.sorted(by: { $0.1 < $1.1 }) {
      guard let cell = shown[item]?.cell, cell.shownText != shown[item]?.text else { continue }
      shown[item]?.text = cell.shownText
      edited.append(EditedCell(path: path, content: cell.shownText))
    }
    if !edited.isEmpty, !DiffableSession.shared.editCells(edited) { exit(1) }
  }
}
