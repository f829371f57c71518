extension Diff {
  /// The structural `performBatchUpdates` block UIKit issues for this diff, in its call
  /// order: `moveSection` and `moveRow` (old to new), `deleteSections` (old indexes),
  /// `insertSections` (new indexes), `deleteRows` (old index paths), `insertRows` (new
  /// index paths). Empty calls are left out.
  ///
  /// UIKit also sends `reloadSections` in this block, at old indexes; diffable models
  /// section reloads in ``refresh`` instead, at new indexes, like item reloads.
  ///
  /// ```swift
  /// Diff(from: old, to: new).batchUpdate.calls
  /// // [.moveRow([0, 0], to: [0, 3]), .deleteRows([[0, 5]])]
  /// ```
  /// - Complexity: O(number of changes).
  public var batchUpdate: BatchUpdate {
    var calls: [TableViewCall] = []
    calls.reserveCapacity(movedSections.count + movedItems.count + 4)
    for move in movedSections { calls.append(.moveSection(move.from, to: move.to)) }
    for move in movedItems { calls.append(.moveRow(move.from, to: move.to)) }
    if !deletedSections.isEmpty { calls.append(.deleteSections(deletedSections.map(\.at))) }
    if !insertedSections.isEmpty { calls.append(.insertSections(insertedSections.map(\.at))) }
    if !deletedItems.isEmpty { calls.append(.deleteRows(deletedItems.map(\.at))) }
    if !insertedItems.isEmpty { calls.append(.insertRows(insertedItems.map(\.at))) }
    return BatchUpdate(calls)
  }

  /// The second update UIKit sends after ``batchUpdate``, for the marks: `reloadSections`,
  /// `reconfigureRows`, `reloadRows`, at positions in the new snapshot (which are the
  /// positions "before" this second update). Empty calls are left out.
  /// - Complexity: O(number of marks).
  public var refresh: BatchUpdate {
    var calls: [TableViewCall] = []
    if !reloadedSections.isEmpty { calls.append(.reloadSections(reloadedSections.map(\.at))) }
    if !reconfiguredItems.isEmpty { calls.append(.reconfigureRows(reconfiguredItems.map(\.at))) }
    if !reloadedItems.isEmpty { calls.append(.reloadRows(reloadedItems.map(\.at))) }
    return BatchUpdate(calls)
  }
}
