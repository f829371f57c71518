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

  /// The diff from `old` to `new` by this differ, asking `interruption` between its steps and
  /// (UIKit's differ) every ``Interruption/stride`` items of its loops.
  /// - Throws: ``Interrupted`` when it asked to stop.
  public func diff(from old: Snapshot, to new: Snapshot, interruption: Interruption) throws(Interrupted)
    -> Diff
  {
    switch self {
    case .uikit: return try Diff(uikitFrom: old, to: new, interruption: interruption)
    case .minimal:
      try interruption.checkpoint()
      let diff = Diff(from: old, to: new)
      try interruption.checkpoint()
      return diff
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
  ///   lookups.
  public init(uikitFrom old: Snapshot, to new: Snapshot) {
    self = Interruption.uninterrupted { (never) throws(Interrupted) in
      try Diff(uikitFrom: old, to: new, interruption: never)
    }
  }

  /// ``init(uikitFrom:to:)``, asking `interruption` between the steps and every
  /// ``Interruption/stride`` items of the loops.
  /// - Throws: ``Interrupted`` when it asked to stop.
  public init(uikitFrom old: Snapshot, to new: Snapshot, interruption: Interruption) throws(Interrupted) {
    self.init()
    var counter = interruption.counter()
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    let sections = SectionDifference(old: oldSections, new: newSections)
    // Linear fast path: leading and trailing sections that are the same on both sides are
    // part of the flat list's common prefix and suffix, so they are left out of it.
    let (leading, trailing) = Self.sameSectionsAtTheEnds(
      oldSections, newSections, old.itemsBySection, new.itemsBySection)
    // No per-item section: every loop below reads the items section by section, and the few
    // moves that change section look theirs up.
    let oldItems = FlatItems(
      old.itemsBySection, sections: leading..<(oldSections.count - trailing))
    let newItems = FlatItems(
      new.itemsBySection, sections: leading..<(newSections.count - trailing))
    try interruption.checkpoint()
    let flat = FlatItemDifference(
      old: oldItems, new: newItems, placesIn: old, oldSectionOfNew: sections.oldIndexOfNew)
    try interruption.checkpoint()
    let boundary = BoundaryMoves(old: oldItems, new: newItems, flat: flat, sections: sections)
    try interruption.checkpoint()

    // Sections. A deleted or re-inserted (same-index move) section covers its items.
    var isSectionGone = [Bool](repeating: false, count: old.numberOfSections)
    var isSectionFresh = [Bool](repeating: false, count: new.numberOfSections)
    for (oldIndex, newIndex) in sections.newIndexOfOld.enumerated() {
      let id = oldSections[oldIndex]
      if newIndex < 0 {
        deletedSections.append(Change(id: id, at: oldIndex))
        isSectionGone[oldIndex] = true
      } else if sections.isMoved[oldIndex] && oldIndex == newIndex {
        deletedSections.append(Change(id: id, at: oldIndex))
        isSectionGone[oldIndex] = true
        isSectionFresh[newIndex] = true
      } else if sections.isMoved[oldIndex] {
        movedSections.append(Move(id: newSections[newIndex], from: oldIndex, to: newIndex))
      }
    }
    for (newIndex, oldIndex) in sections.oldIndexOfNew.enumerated()
    where oldIndex < 0 || isSectionFresh[newIndex] {
      insertedSections.append(Change(id: newSections[newIndex], at: newIndex))
      isSectionFresh[newIndex] = true
    }

    // Items: deletes and moves walking the old list (sorted by old index path), inserts
    // walking the new one.
    var orderInSection = SectionOrder(old: oldItems, new: newItems, flat: flat)
    var newSectionOf = SectionLookup(newItems)
    // At most these many: reserved once, rather than grown as they fill.
    deletedItems.reserveCapacity(oldItems.count - flat.survivorCount)
    insertedItems.reserveCapacity(newItems.count - flat.survivorCount)
    movedItems.reserveCapacity(min(flat.survivorCount, flat.moveCount + boundary.count))
    movedItemReasons.reserveCapacity(min(flat.survivorCount, flat.moveCount + boundary.count))
    for oldSection in oldItems.sections {
      let range = oldItems.range(ofSection: oldSection)
      for oldIndex in range {
        try counter.tick()
        let newIndex = Int(flat.newIndexOfOld[oldIndex])
        let from = IndexPath(row: oldIndex - range.lowerBound, section: oldSection)
        if newIndex < 0 {
          if !isSectionGone[oldSection] {
            deletedItems.append(Change(id: oldItems.item(at: oldIndex), at: from))
          }
          continue
        }
        let changedSection = boundary.changedSection[oldIndex]
        guard changedSection || flat.isMoved[oldIndex] else { continue }
        // An item that kept its section identifier is in that section's new range.
        let newSection = changedSection ? newSectionOf[newIndex] : sections.newIndexOfOld[oldSection]
        let reason: ItemMoveReason
        if changedSection {
          reason = .sectionChanged
        } else {
          let sectionMoved = sections.isMoved[oldSection] || oldSection != newSection
          reason =
            sectionMoved && !orderInSection.isMoved(oldIndex, section: oldSection, to: newSection)
            ? .rodeWithSection : .flatOrderChanged
        }
        let to = IndexPath(
          row: newIndex - newItems.range(ofSection: newSection).lowerBound, section: newSection)
        movedItems.append(Move(id: newItems.item(at: newIndex), from: from, to: to))
        movedItemReasons.append(reason)
      }
    }
    for newSection in newItems.sections where !isSectionFresh[newSection] {
      let range = newItems.range(ofSection: newSection)
      for newIndex in range where flat.oldIndexOfNew[newIndex] < 0 {
        try counter.tick()
        insertedItems.append(
          Change(
            id: newItems.item(at: newIndex),
            at: IndexPath(row: newIndex - range.lowerBound, section: newSection)))
      }
    }
    addRefresh(of: new)
  }

  /// How many sections at the start, and then at the end, have the same identifier and the
  /// same items on both sides.
  private static func sameSectionsAtTheEnds(
    _ oldSections: [SnapshotIdentifier], _ newSections: [SnapshotIdentifier],
    _ oldItems: ChunkedArray<ItemList>,
    _ newItems: ChunkedArray<ItemList>
  ) -> (leading: Int, trailing: Int) {
    var scratch: [FlatItems.Object] = []
    // A tree shared with the old snapshot (a section the edits did not touch) is equal at
    // once; another is compared item by item.
    func same(_ old: Int, _ new: Int) -> Bool {
      oldSections[old] == newSections[new]
        && FlatItems.sameItems(oldItems[old], newItems[new], scratch: &scratch)
    }
    let shorter = min(oldSections.count, newSections.count)
    var leading = 0
    while leading < shorter && same(leading, leading) { leading += 1 }
    var trailing = 0
    while trailing < shorter - leading
      && same(oldSections.count - 1 - trailing, newSections.count - 1 - trailing)
    {
      trailing += 1
    }
    return (leading, trailing)
  }
}

/// Whether an item moved within its own section: what tells an item that rode along with its
/// section from one that moved for its own sake. The items that stay in a section are walked
/// as Foundation walks the flat list (``FoundationMoves``), on their own; an item that walk
/// moves moved for its own sake. Worked out only for the sections that hold such an item,
/// once each.
private struct SectionOrder {
  let old: FlatItems
  let new: FlatItems
  let flat: FlatItemDifference
  /// For each old section worked out, the old global indexes the walk of its own items moves.
  private var moved: [Int: Set<Int>] = [:]

  init(old: FlatItems, new: FlatItems, flat: FlatItemDifference) {
    self.old = old
    self.new = new
    self.flat = flat
  }

  /// Whether the walk over the items that stay in the section (old index `section`, new index
  /// `newSection`) moves the item at old global index `index`.
  /// - Complexity: O(items of the section) the first time for a section, then O(1).
  mutating func isMoved(_ index: Int, section: Int, to newSection: Int) -> Bool {
    if let set = moved[section] { return set.contains(index) }
    let oldRange = old.range(ofSection: section)
    let newRange = new.range(ofSection: newSection)
    // The items that stay, by old global index: in old order, then in new order.
    let oldOrder = oldRange.filter { newRange.contains(Int(flat.newIndexOfOld[$0])) }
    let newOrder = newRange.map { Int(flat.oldIndexOfNew[$0]) }.filter(oldRange.contains)
    var place = [Int32](repeating: -1, count: oldRange.count)
    for (position, oldIndex) in oldOrder.enumerated() {
      place[oldIndex - oldRange.lowerBound] = Int32(truncatingIfNeeded: position)
    }
    var newPlaceOfOld = [Int32](repeating: -1, count: oldOrder.count)
    var oldPlaceOfNew = [Int32](repeating: -1, count: newOrder.count)
    for (position, oldIndex) in newOrder.enumerated() {
      let oldPlace = place[oldIndex - oldRange.lowerBound]
      oldPlaceOfNew[position] = oldPlace
      newPlaceOfOld[Int(oldPlace)] = Int32(truncatingIfNeeded: position)
    }
    var set = Set<Int>()
    FoundationMoves.forEachMove(newIndexOfOld: newPlaceOfOld, oldIndexOfNew: oldPlaceOfNew) {
      set.insert(oldOrder[$0])
    }
    moved[section] = set
    return set.contains(index)
  }
}

/// The section of a new item, by its global index: for the moves that change section, in
/// the old items' order, so often the same section as the move before (every item of a
/// section moved to another one), which is tried first; otherwise a binary search of the
/// sections' bounds.
private struct SectionLookup {
  let items: FlatItems
  private var last: Int
  private var lastRange: Range<Int> = 0..<0

  init(_ items: FlatItems) {
    self.items = items
    last = items.sections.lowerBound
  }

  /// The (absolute) section of the item at global index `index`.
  /// - Complexity: O(1) when it is the section of the last answer, else O(log sections).
  subscript(index: Int) -> Int {
    mutating get {
      if !lastRange.contains(index) {
        last = items.section(ofGlobal: index)
        lastRange = items.range(ofSection: last)
      }
      return last
    }
  }
}

/// Why UIKit's differ moved an item (``Diff/movedItemReasons``).
public enum ItemMoveReason: String, Hashable, Sendable {
  /// Its place in the flat list of all items changed, and Foundation's walk of that list
  /// moved it (it moved among the items of its own section, or its section did not move).
  case flatOrderChanged
  /// Its section identifier changed (the section boundary move detector), including out of a
  /// deleted or into an inserted section.
  case sectionChanged
  /// It stayed in its section, and the walk of that section's own items would not move it,
  /// but its section moved (or changed index), and that changed its place in the flat list.
  case rodeWithSection
}
