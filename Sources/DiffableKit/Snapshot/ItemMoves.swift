/// The change an item edit (`appendItems`, `insertItems`, `moveItem`, `deleteItems`) made to a
/// snapshot, as a reversible value: where the items it named were before it and where they are
/// after it. Undo keeps this instead of the snapshot before the edit, so that the edit changes
/// the snapshot in place (no node is shared with a kept copy) and a step of undo costs what the
/// edit named, not the tree paths it touched.
///
/// Only the named items change place in such an edit; every other item keeps its section and
/// its order. So taking the named items out and putting each back at its old row, in order,
/// gives the snapshot before the edit (the labels that order a section may differ: they are not
/// part of the value).
///
/// ```swift
/// var moves = try snapshot.recordingMoves(of: [3]) { snapshot in try snapshot.moveItem(3, .before(1)) }
/// moves = snapshot.revert(moves)  // 3 is back where it was; `moves` now redoes the move
/// ```
public struct ItemMoves: Sendable {
  /// An item as it is stored, with its section's index and its row there.
  struct Placed: Sendable {
    let item: SnapshotIdentifier
    let section: Int
    let row: Int
  }

  /// Where the named items are to be put back, by section then row.
  fileprivate var restored: [Placed]
  /// Where the named items are now, by section then row.
  fileprivate var current: [Placed]
}

extension Snapshot {
  /// Runs `edit`, an edit that changes the place of `items` and of no other item, and returns
  /// what it did as ``ItemMoves`` (see ``revert(_:)``). When `edit` throws, the snapshot must
  /// be as it was (every edit of ``Snapshot`` keeps that promise).
  /// - Complexity: O(k log n) for k items, besides the edit.
  public mutating func recordingMoves<Failure: Error>(
    of items: [SnapshotIdentifier], _ edit: (inout Snapshot) throws(Failure) -> Void
  ) throws(Failure) -> ItemMoves {
    let before = placed(items)
    try edit(&self)
    return ItemMoves(restored: before, current: placed(items))
  }

  /// `appendItems(_:toSection:)`, recording what it did as ``recordingMoves(of:_:)`` does,
  /// without looking the appended items up again: they are the last of their section, in order.
  /// - Complexity: O(k log n) for k items.
  public mutating func appendItemsRecordingMoves(
    _ identifiers: [SnapshotIdentifier], toSection section: SnapshotIdentifier? = nil
  ) throws(SnapshotError) -> (warnings: [SnapshotWarning], moves: ItemMoves) {
    let before = placed(identifiers)
    let warnings = try appendItems(identifiers, toSection: section)
    let index = sections.firstIndex(of: section ?? sections.last!)!
    let end = itemsBySection[index].count
    var after: [ItemMoves.Placed] = []
    after.reserveCapacity(identifiers.count)
    for (offset, item) in identifiers.enumerated() {
      after.append(ItemMoves.Placed(item: item, section: index, row: end - identifiers.count + offset))
    }
    return (warnings, ItemMoves(restored: before, current: after))
  }

  /// Puts the items of `moves` back where they were (the snapshot must be as the edit that
  /// recorded them left it, or as a later ``revert(_:)`` left it); returns the moves that undo
  /// this.
  /// - Complexity: O(k log n) for k items.
  public mutating func revert(_ moves: ItemMoves) -> ItemMoves {
    defer { checkInvariantsIfEnabled() }
    for placed in moves.current {
      guard let place = placeOfItem.removeValue(forKey: placed.item) else {
        preconditionFailure("\(placed.item) is not in the snapshot the moves were recorded on")
      }
      removeFromSection(place)
    }
    for placed in moves.restored {
      insert([placed.item], intoSectionAt: placed.section, row: placed.row)
    }
    return ItemMoves(restored: moves.current, current: moves.restored)
  }

  /// The items of `items` that are in the snapshot, as stored, in section and row order.
  private func placed(_ items: [SnapshotIdentifier]) -> [ItemMoves.Placed] {
    var result: [ItemMoves.Placed] = []
    // The items of an edit are mostly in one section: its index is looked up once.
    var lastSection: (place: ItemPlace, index: Int)?
    for item in items {
      guard let (stored, place) = placeOfItem.entry(for: item) else { continue }
      let section: Int
      if let last = lastSection, last.place.names(place.section) {
        section = last.index
      } else {
        guard let index = sections.firstIndex(of: place.section) else { continue }
        (section, lastSection) = (index, (place, index))
      }
      guard let row = itemsBySection[section].row(ofLabel: place.label) else { continue }
      result.append(ItemMoves.Placed(item: stored, section: section, row: row))
    }
    if result.count > 1 { result.sort { ($0.section, $0.row) < ($1.section, $1.row) } }
    return result
  }
}
