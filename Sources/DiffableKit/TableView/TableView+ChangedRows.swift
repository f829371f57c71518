/// Rows whose cell was rendered from another value than the one the snapshot now holds at
/// their place: what a device keeps showing until the row is reloaded or reconfigured.
extension TableView {
  /// A row whose cell shows a value unlike the snapshot's item at the same index path.
  public struct ChangedRow: Sendable {
    /// The row.
    public let path: IndexPath
    /// The item the cell was rendered from.
    public let shown: SnapshotIdentifier
    /// The snapshot's item at `path`.
    public let current: SnapshotIdentifier
  }

  /// Every row whose cell's item has another value than the item `snapshot` holds at the same
  /// index path, top to bottom, over the sections and rows both have; `counter` ticks once
  /// per row compared.
  ///
  /// A cell that holds the very identifier the snapshot holds (one shared value, the common
  /// case) is not compared at all: its value is its own, even a `Double.nan` that `==` finds
  /// unequal to itself, and reading every value of a large table would cost a cache miss per
  /// row. The rows and the items are read chunk by chunk and leaf by leaf, in place: an apply
  /// asks this of the whole table.
  /// - Complexity: O(rows).
  public func rowsShowingOtherValues(than snapshot: Snapshot, counter: inout InterruptionCounter)
    throws(Interrupted) -> [ChangedRow]
  {
    var changed: [ChangedRow] = []
    for sectionIndex in 0..<Swift.min(sections.count, snapshot.itemsBySection.count) {
      let leaves = snapshot.itemsBySection[sectionIndex].leaves
      var leaf = 0
      var items = leaves.first?.items ?? []
      var offset = 0
      var row = 0
      try sections[sectionIndex].rows.forEachChunk { (cells: [Cell]) throws(Interrupted) -> Bool in
        for cell in cells.indices {
          while offset == items.count {
            leaf += 1
            guard leaf < leaves.count else { return false }
            items = leaves[leaf].items
            offset = 0
          }
          try counter.tick()
          let (shown, current) = (cells[cell].item, items[offset])
          if !shown.isIdentical(to: current) && shown.content != current.content {
            changed.append(
              ChangedRow(path: IndexPath(row: row, section: sectionIndex), shown: shown, current: current))
          }
          offset += 1
          row += 1
        }
        return true
      }
    }
    return changed
  }
}
