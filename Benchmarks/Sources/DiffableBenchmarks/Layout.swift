import DiffableKit

/// Section identifiers and their items as plain arrays: what a scenario produces and what the
/// checks read, independently of the engine.
struct Layout {
  var sections: [SnapshotIdentifier]
  var items: [[SnapshotIdentifier]]

  var itemCount: Int { items.reduce(0) { $0 + $1.count } }

  /// Every item, section by section.
  var flatItems: [SnapshotIdentifier] { items.flatMap { $0 } }

  /// The snapshot with these sections and items, built through the public API.
  func snapshot() -> Snapshot {
    var snapshot = Snapshot()
    do {
      try snapshot.appendSections(sections)
      for (section, items) in zip(sections, items) {
        try snapshot.appendItems(items, toSection: section)
      }
    } catch {
      fatalError("a benchmark layout is not a valid snapshot: \(error)")
    }
    return snapshot
  }
}

/// `base` with each addition inserted before the element at its position (positions refer to
/// `base`, from 0 to `base.count`); additions at the same position keep their order.
/// - Complexity: O(n + k log k).
func merged(_ base: [SnapshotIdentifier], with additions: [(position: Int, item: SnapshotIdentifier)])
  -> [SnapshotIdentifier]
{
  guard !additions.isEmpty else { return base }
  let sorted = additions.enumerated().sorted {
    ($0.element.position, $0.offset) < ($1.element.position, $1.offset)
  }.map(\.element)
  var result: [SnapshotIdentifier] = []
  result.reserveCapacity(base.count + additions.count)
  var next = 0
  for (index, item) in base.enumerated() {
    while next < sorted.count && sorted[next].position <= index {
      result.append(sorted[next].item)
      next += 1
    }
    result.append(item)
  }
  while next < sorted.count {
    result.append(sorted[next].item)
    next += 1
  }
  return result
}
