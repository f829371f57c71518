/// Which differ computes a ``Diff``.
public enum Differ: String, Hashable, Sendable, CaseIterable {
  /// What UIKit sends (iOS 15+, as read in iOS 26.1): see ``Diff/init(uikitFrom:to:)``.
  case uikit
  /// The fewest calls: moves per section, see ``Diff/init(from:to:)``.
  case minimal

  /// The diff from `old` to `new` by this differ.
  public func diff(from old: Snapshot, to new: Snapshot) -> Diff {
    switch self {
    case .uikit: Diff(uikitFrom: old, to: new)
    case .minimal: Diff(from: old, to: new)
    }
  }
}

extension Diff {
  /// The diff UIKit's `_UIDiffableDataSourceDiffer` sends (docs/UIKIT.md §4.2, iOS 26.1), step by
  /// step:
  ///
  /// 1. ``FlatItemDifference``: one difference with inferred moves over all item identifiers
  ///    in global order;
  /// 2. ``SectionDifference``: one over the section identifiers;
  /// 3. ``BoundaryMoves``: a move for every surviving item whose section identifier changed,
  ///    out of deleted and into inserted sections too;
  /// 4. a section move whose old and new index are equal is sent as a delete plus an insert
  ///    of that section (UIKit never sends `moveSection(i, toSection: i)`);
  /// 5. items inserted inside an inserted section, or deleted inside a deleted one, are not
  ///    listed (the section operation covers them); the moves are not filtered, so a row
  ///    moving out of a deleted section or into an inserted one is a `moveRow`, which
  ///    UITableView answers with `reloadData` (see ``TableView/performBatchUpdates(_:dataSource:)``);
  /// 6. the refresh pass (reloads and reconfigures at new positions), as ``init(from:to:)``.
  ///
  /// Each moved item carries why it moved, in ``movedItemReasons``.
  ///
  /// ```swift
  /// // [a: 1, 2] [b: 3, 4] [c: 5, 6], c moved before a:
  /// Diff(uikitFrom: old, to: new).movedItems.map(\.id)  // [5, 6]: they ride with c
  /// ```
  /// - Complexity: O(n) for n identifiers when little changed; otherwise O(n) expected hash
  ///   lookups plus O(k log k) for the k items out of order.
  public init(uikitFrom old: Snapshot, to new: Snapshot) {
    self.init()
    let sections = SectionDifference(old: old.sectionIdentifiers, new: new.sectionIdentifiers)
    let oldItems = FlatItems(old)
    let newItems = FlatItems(new)
    let flat = FlatItemDifference(old: oldItems.items, new: newItems.items)
    let boundary = BoundaryMoves(old: oldItems, new: newItems, flat: flat, sections: sections)

    // Sections. A deleted or re-inserted (same-index move) section covers its items.
    var isSectionGone = [Bool](repeating: false, count: old.numberOfSections)
    var isSectionFresh = [Bool](repeating: false, count: new.numberOfSections)
    for (oldIndex, newIndex) in sections.newIndexOfOld.enumerated() {
      let id = old.sectionIdentifiers[oldIndex]
      if newIndex < 0 {
        deletedSections.append(Change(id: id, at: oldIndex))
        isSectionGone[oldIndex] = true
      } else if sections.isMoved[oldIndex] && oldIndex == newIndex {
        deletedSections.append(Change(id: id, at: oldIndex))
        isSectionGone[oldIndex] = true
        isSectionFresh[newIndex] = true
      } else if sections.isMoved[oldIndex] {
        movedSections.append(Move(id: new.sectionIdentifiers[newIndex], from: oldIndex, to: newIndex))
      }
    }
    for (newIndex, oldIndex) in sections.oldIndexOfNew.enumerated()
    where oldIndex < 0 || isSectionFresh[newIndex] {
      insertedSections.append(Change(id: new.sectionIdentifiers[newIndex], at: newIndex))
      isSectionFresh[newIndex] = true
    }

    // Items: deletes and moves walking the old list (sorted by old index path), inserts
    // walking the new one.
    for (oldIndex, newIndex) in flat.newIndexOfOld.enumerated() {
      let from = oldItems.indexPath(ofGlobal: oldIndex)
      if newIndex < 0 {
        if !isSectionGone[from.section] {
          deletedItems.append(Change(id: oldItems.items[oldIndex], at: from))
        }
        continue
      }
      let reason: ItemMoveReason
      if boundary.changedSection[oldIndex] {
        reason = .sectionChanged
      } else if flat.isMoved[oldIndex] {
        reason = sections.isMoved[from.section] ? .rodeWithSection : .flatOrderChanged
      } else {
        continue
      }
      movedItems.append(
        Move(id: newItems.items[newIndex], from: from, to: newItems.indexPath(ofGlobal: newIndex)))
      movedItemReasons.append(reason)
    }
    for (newIndex, oldIndex) in flat.oldIndexOfNew.enumerated() where oldIndex < 0 {
      let at = newItems.indexPath(ofGlobal: newIndex)
      if !isSectionFresh[at.section] {
        insertedItems.append(Change(id: newItems.items[newIndex], at: at))
      }
    }
    addRefresh(of: new)
  }
}

/// Why UIKit's differ moved an item (``Diff/movedItemReasons``).
public enum ItemMoveReason: String, Hashable, Sendable {
  /// Its place in the flat list of all items changed: it is outside the longest run of items
  /// that kept their relative order.
  case flatOrderChanged
  /// Its section identifier changed (the section boundary move detector), including out of a
  /// deleted or into an inserted section.
  case sectionChanged
  /// It stayed in its section, but the section moved, and that changed its flat order.
  case rodeWithSection
}
