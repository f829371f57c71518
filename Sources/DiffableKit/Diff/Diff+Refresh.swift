extension Diff {
  /// Adds the refresh UIKit sends after the structural update: the sections and items marked
  /// in `new`, at their positions in `new`, sorted; marks of identifiers `new` no longer
  /// holds are dropped, as UIKit skips them.
  mutating func addRefresh(of new: Snapshot) {
    for section in new.reloadedSections {
      guard let index = new.sections.firstIndex(of: section) else { continue }
      reloadedSections.append(Change(id: new.sections[index], at: index))
    }
    reloadedSections.sort { $0.at < $1.at }
    reloadedItems = Self.positions(of: new.reloadedItems, in: new)
    reconfiguredItems = Self.positions(of: new.reconfiguredItems, in: new)
  }

  /// The marked items present in `snapshot`, as stored there, sorted by index path.
  private static func positions(
    of marked: some Collection<SnapshotIdentifier>, in snapshot: Snapshot
  ) -> [Change<IndexPath>] {
    var changes: [Change<IndexPath>] = []
    changes.reserveCapacity(marked.count)
    for item in marked {
      guard let path = snapshot.indexPath(of: item), let stored = snapshot.storedItem(item) else { continue }
      changes.append(Change(id: stored, at: path))
    }
    changes.sort { $0.at < $1.at }
    return changes
  }
}
