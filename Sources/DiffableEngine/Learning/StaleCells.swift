import DiffableKit

/// A row whose cell shows an older value of its item: the item stayed `==` (so no update
/// reached the row) while fields that `==` ignores changed. On a device the cell keeps its
/// content until the row is reloaded or reconfigured.
struct StaleCell: Sendable {
  /// The row.
  let path: IndexPath
  /// The value the cell was rendered from.
  let shown: SnapshotIdentifier
  /// The item's value in the applied snapshot now.
  let current: SnapshotIdentifier
  /// The fields that differ, shown → current (empty for values that are not structs).
  let changes: [FieldChange]

  /// Every stale row of `table`, which shows `snapshot`, top to bottom.
  /// - Complexity: O(rows).
  static func all(
    in table: TableView, showing snapshot: Snapshot, counter: inout InterruptionCounter
  ) throws(Interrupted) -> [StaleCell] {
    try table.rowsShowingOtherValues(than: snapshot, counter: &counter).map { row in
      StaleCell(
        path: row.path, shown: row.shown, current: row.current,
        changes: FieldChange.between(row.shown.content, row.current.content))
    }
  }

  /// Whether the cell was rendered from the very object the snapshot holds now (an instance of a
  /// class, changed in place since): an apply compares it with itself.
  var isSameInstance: Bool { shown.instance != nil && shown.instance == current.instance }

  /// The name of the item's type, as its content tells it (`Video`).
  var typeName: String {
    if case .structure(let value) = current.content { return value.typeName }
    return current.content.typeName
  }

  /// The changed fields as a list (`title "Fare" → "Taxi"`), or the whole value when it is
  /// not a struct.
  var changeText: String {
    changes.isEmpty ? "\(shown) → \(current)" : changes.listed
  }
}
