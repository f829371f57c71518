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

  /// Where the named items are now: each one, or, after an append, the rows they fill.
  fileprivate enum Places: Sendable {
    /// The items, by section then row.
    case listed([Placed])
    /// `count` rows from `row` in the section at index `section`: the items are read there
    /// when the moves are reverted (the snapshot is then as the edit left it), so that an
    /// append, most lines of a long script, keeps no array and no reference to its items.
    case rows(section: Int, row: Int, count: Int)
  }

  /// Where the named items are to be put back, by section then row.
  fileprivate var restored: [Placed]
  /// Where the named items are now.
  fileprivate var current: Places
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
    return ItemMoves(restored: before, current: .listed(placed(items)))
  }

  /// `appendItems(_:toSection:)`, recording what it did as ``recordingMoves(of:_:)`` does,
  /// without looking the appended items up again: they are the last of their section, in order.
  /// - Complexity: O(k log n) for k items.
  public mutating func appendItemsRecordingMoves(
    _ identifiers: [SnapshotIdentifier], toSection section: SnapshotIdentifier? = nil
  ) throws(SnapshotError) -> (warnings: [SnapshotWarning], moves: ItemMoves) {
    // Checked as `appendItems` checks, in its order; then items that are all new (most
    // appends) are filed as they are looked up.
    guard !sections.isEmpty else { throw .noSections }
    try Self.requireUnique(identifiers, kind: .item)
    guard let target = sections.firstIndex(of: section ?? sections.last!) else {
      throw .parameterNotFound("section")
    }
    if appendIfAbsent(identifiers, toSectionAt: target) {
      checkInvariantsIfEnabled()
      let end = itemsBySection[target].count
      let after = ItemMoves.Places.rows(
        section: target, row: end - identifiers.count, count: identifiers.count)
      return ([], ItemMoves(restored: [], current: after))
    }
    let before = placed(identifiers)
    // Items not found here are not looked up again to be moved.
    let (warnings, index) = try appendItems(identifiers, toSection: section, somePresent: !before.isEmpty)
    let end = itemsBySection[index].count
    let after = ItemMoves.Places.rows(section: index, row: end - identifiers.count, count: identifiers.count)
    return (warnings, ItemMoves(restored: before, current: after))
  }

  /// `moveItem(_:_:)`, recording what it did as ``recordingMoves(of:_:)`` does, from the places
  /// the move itself finds rather than by looking the item up before and after it.
  /// - Complexity: O(log n).
  public mutating func moveItemRecordingMoves(_ item: SnapshotIdentifier, _ placement: Placement)
    throws(SnapshotError) -> ItemMoves
  {
    defer { checkInvariantsIfEnabled() }
    // Checked as `moveItem` checks, in its order.
    if item == placement.destination { throw .moveRelativeToItself(item, kind: .item) }
    guard let place = placeOfItem[item] else { throw .parameterNotFound("fromIndex") }
    guard let destination = placeOfItem[placement.destination] else { throw .parameterNotFound("toIndex") }
    let from = sections.firstIndex(of: place.section)!
    let (row, stored) = itemsBySection[from].entry(labelled: place.label)!
    itemsBySection[from].remove(labelled: place.label)
    // The item stays filed (under the very key it has) until `insert` files its new place;
    // the destination's place stands: taking an item out relabels nothing.
    let to = place.names(destination.section) ? from : sections.firstIndex(of: destination.section)!
    let destinationRow = itemsBySection[to].row(ofLabel: destination.label)!
    let newRow = placement.isAfter ? destinationRow + 1 : destinationRow
    insert([stored], intoSectionAt: to, row: newRow)
    return ItemMoves(
      restored: [ItemMoves.Placed(item: stored, section: from, row: row)],
      current: .listed([ItemMoves.Placed(item: stored, section: to, row: newRow)]))
  }

  /// Puts the items of `moves` back where they were (the snapshot must be as the edit that
  /// recorded them left it, or as a later ``revert(_:)`` left it); returns the moves that undo
  /// this.
  /// - Complexity: O(k log n) for k items.
  public mutating func revert(_ moves: ItemMoves) -> ItemMoves {
    defer { checkInvariantsIfEnabled() }
    let current = listed(moves.current)
    for placed in current {
      guard let place = placeOfItem.removeValue(forKey: placed.item) else {
        preconditionFailure("\(placed.item) is not in the snapshot the moves were recorded on")
      }
      removeFromSection(place)
    }
    for placed in moves.restored {
      insert([placed.item], intoSectionAt: placed.section, row: placed.row)
    }
    return ItemMoves(restored: current, current: .listed(moves.restored))
  }

  /// The items of `places`, as stored, in section and row order.
  private func listed(_ places: ItemMoves.Places) -> [ItemMoves.Placed] {
    switch places {
    case .listed(let placed): return placed
    case .rows(let section, let first, let count):
      let items = itemsBySection[section]
      return (first..<first + count).map { row in
        ItemMoves.Placed(item: items.entry(at: row).item, section: section, row: row)
      }
    }
  }

  /// The items of `items` that are in the snapshot, as stored, in section and row order.
  private func placed(_ items: [SnapshotIdentifier]) -> [ItemMoves.Placed] {
    var result: [ItemMoves.Placed] = []
    // The items of an edit are mostly in one section: its index is looked up once.
    var lastSection: (place: ItemPlace, index: Int)?
    for item in items {
      // A plain lookup (the items of an append are mostly new); the stored identifier is read
      // with the row, from the section's list, which holds the very identifier the index does.
      guard let place = placeOfItem[item] else { continue }
      let section: Int
      if let last = lastSection, last.place.names(place.section) {
        section = last.index
      } else {
        guard let index = sections.firstIndex(of: place.section) else { continue }
        (section, lastSection) = (index, (place, index))
      }
      guard let (row, stored) = itemsBySection[section].entry(labelled: place.label) else { continue }
      result.append(ItemMoves.Placed(item: stored, section: section, row: row))
    }
    if result.count > 1 { result.sort { ($0.section, $0.row) < ($1.section, $1.row) } }
    return result
  }
}
