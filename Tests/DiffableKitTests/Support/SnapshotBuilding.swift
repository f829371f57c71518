@testable import DiffableKit

/// A snapshot with these sections and items, in order:
/// `makeSnapshot(["A": [1, 2], "B": [3]])`.
func makeSnapshot(_ layout: KeyValuePairs<SnapshotIdentifier, [SnapshotIdentifier]>) throws -> Snapshot {
  try makeSnapshot(layout.map { (section: $0.key, items: $0.value) })
}

/// A snapshot with these sections and items, in order.
func makeSnapshot(_ layout: [(section: SnapshotIdentifier, items: [SnapshotIdentifier])]) throws -> Snapshot {
  var snapshot = Snapshot()
  try snapshot.appendSections(layout.map(\.section))
  for (section, items) in layout where !items.isEmpty {
    try snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// Shorthand for an index path in expectations: `path(0, 3)` is `[0, 3]`.
func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }
