import OrderedCollections

extension Diff {
  /// The diff that turns `old` into `new` (see ``Diff``), as `apply` computes it between the
  /// applied snapshot and the one being applied.
  ///
  /// Sections and items are matched by identity (``Identifier``'s `==`), so a value whose
  /// identity fields are unchanged is the same item even when other fields changed, and a
  /// value whose identity changed is a delete plus an insert.
  ///
  /// - Sections present on both sides move when they are outside a longest increasing
  ///   subsequence of their old indexes in new order; items that stay in the same surviving
  ///   section likewise, within it; an item that changes between surviving sections always
  ///   moves. When several sets of moves are equally small, the same one is always chosen:
  ///   the kept run ends at the last survivor (in new order) that can end a longest run, and
  ///   each kept survivor is preceded by the last earlier one that can precede it. So ties
  ///   keep later survivors and move earlier ones: `[a, b]` to `[b, a]` moves `b`;
  ///   `[a, b, c]` to `[c, b, a]` keeps `a` and moves `c` and `b`.
  /// - Items inside an inserted or deleted section are not listed, as UIKit covers them with
  ///   the section operation: an item leaving a deleted section for a surviving one is an
  ///   insert, one leaving a surviving section for an inserted one is a delete.
  /// - The refresh lists every identifier marked in `new` (reload, reconfigure) that `new`
  ///   contains, at its new position, whether it stayed, moved or was inserted, including an
  ///   item inside an inserted section: UIKit turns the marks into index paths of the final
  ///   snapshot and only skips identifiers that are gone, so their marks are dropped here too.
  ///
  /// - Complexity: O(n) expected hash lookups for n identifiers, plus O(k log k) for the k
  ///   survivors out of order; O(n) when nothing moved.
  public init(from old: Snapshot, to new: Snapshot) {
    self.init()
    let sections = SectionMatch(old: old, new: new)
    addSectionChanges(sections, old: old, new: new)
    addItemChanges(sections, old: old, new: new)
    addRefresh(of: new)
  }

  private mutating func addSectionChanges(_ match: SectionMatch, old: Snapshot, new: Snapshot) {
    var survivorOldIndexes: [Int] = []
    for (newIndex, oldIndex) in match.oldIndexOfNew.enumerated() {
      if oldIndex < 0 {
        insertedSections.append(Change(id: new.sections[newIndex], at: newIndex))
      } else {
        survivorOldIndexes.append(oldIndex)
      }
    }
    var moved = [Bool](repeating: false, count: old.sections.count)
    var subsequence = LongestIncreasingSubsequence()
    subsequence.forEachOutsider(of: survivorOldIndexes) { moved[survivorOldIndexes[$0]] = true }
    // Walking the old sections yields deletes and moves already sorted by old index.
    for (oldIndex, newIndex) in match.newIndexOfOld.enumerated() {
      if newIndex < 0 {
        deletedSections.append(Change(id: old.sections[oldIndex], at: oldIndex))
      } else if moved[oldIndex] {
        movedSections.append(Move(id: new.sections[newIndex], from: oldIndex, to: newIndex))
      }
    }
  }

  private mutating func addItemChanges(_ match: SectionMatch, old: Snapshot, new: Snapshot) {
    // Where each old item went, indexed by its position in the old snapshot's global order.
    var firstOfOldSection = [Int](repeating: 0, count: old.sections.count)
    var oldItemCount = 0
    for (index, items) in old.itemsBySection.enumerated() {
      firstOfOldSection[index] = oldItemCount
      oldItemCount += items.count
    }
    var destinations = [ItemDestination](repeating: ItemDestination(), count: oldItemCount)
    var stayingOldRows: [Int] = []
    var subsequence = LongestIncreasingSubsequence()

    for (newSection, oldSection) in match.oldIndexOfNew.enumerated() where oldSection >= 0 {
      let first = firstOfOldSection[oldSection]
      stayingOldRows.removeAll(keepingCapacity: true)
      // Held once per section, not fetched from the snapshot for every item.
      let ownItems = old.itemsBySection[oldSection]
      ownItems.elements.withUnsafeBufferPointer { oldItems in
        new.itemsBySection[newSection].elements.withUnsafeBufferPointer { newItems in
          // The old row right after the last item that stayed: tried before the hash table,
          // so a run of unchanged items costs one comparison per item.
          var nextOldRow = 0
          // The old section of the last item that came from another section: items often
          // move between sections in runs, and trying it first (before the item's own
          // section) makes such a run cost one lookup per item.
          var lastOtherSection = -1
          var lastOtherItems = OrderedSet<Identifier>()
          for newRow in newItems.indices {
            if lastOtherSection >= 0, let oldRow = lastOtherItems.firstIndex(of: newItems[newRow]) {
              destinations[firstOfOldSection[lastOtherSection] + oldRow] = ItemDestination(
                section: newSection, row: newRow, isMoved: true)
            } else if let oldRow = Self.row(
              of: newItems[newRow], in: oldItems, tryingFirst: nextOldRow, else: ownItems)
            {
              stayingOldRows.append(oldRow)
              destinations[first + oldRow] = ItemDestination(section: newSection, row: newRow)
              nextOldRow = oldRow + 1
              lastOtherSection = -1
            } else if let (otherSection, oldRow) = Self.survivingPosition(
              of: newItems[newRow], in: old, match)
            {
              destinations[firstOfOldSection[otherSection] + oldRow] = ItemDestination(
                section: newSection, row: newRow, isMoved: true)
              if otherSection != lastOtherSection {
                lastOtherSection = otherSection
                lastOtherItems = old.itemsBySection[otherSection]
              }
            } else {
              insertedItems.append(
                Change(id: newItems[newRow], at: IndexPath(row: newRow, section: newSection)))
              lastOtherSection = -1
            }
          }
        }
      }
      subsequence.forEachOutsider(of: stayingOldRows) {
        destinations[first + stayingOldRows[$0]].isMoved = true
      }
    }

    // Walking the old items yields deletes and moves already sorted by old index path.
    // The new sections' item arrays, fetched once rather than through the snapshot per move.
    let newElements = new.itemsBySection.map(\.elements)
    for (oldSection, newSection) in match.newIndexOfOld.enumerated() where newSection >= 0 {
      let first = firstOfOldSection[oldSection]
      let oldItems = old.itemsBySection[oldSection].elements
      for oldRow in oldItems.indices {
        let destination = destinations[first + oldRow]
        if destination.section < 0 {
          deletedItems.append(
            Change(id: oldItems[oldRow], at: IndexPath(row: oldRow, section: oldSection)))
        } else if destination.isMoved {
          let to = IndexPath(row: Int(destination.row), section: Int(destination.section))
          movedItems.append(
            Move(
              id: newElements[to.section][to.row],
              from: IndexPath(row: oldRow, section: oldSection), to: to))
        }
      }
    }
  }

  /// The row of `item` among `items`: `expected` or the row after it (an item deleted just
  /// before) are compared first, then `hashed` (the same items) is searched.
  @inline(__always)
  private static func row(
    of item: Identifier, in items: UnsafeBufferPointer<Identifier>, tryingFirst expected: Int,
    else hashed: OrderedSet<Identifier>
  ) -> Int? {
    if expected < items.count && items[expected] == item { return expected }
    if expected + 1 < items.count && items[expected + 1] == item { return expected + 1 }
    return hashed.firstIndex(of: item)
  }

  /// The old position of `item` when it is in a surviving old section.
  private static func survivingPosition(
    of item: Identifier, in old: Snapshot, _ match: SectionMatch
  ) -> (section: Int, row: Int)? {
    guard let sectionID = old.sectionOfItem[item],
      let section = old.sections.firstIndex(of: sectionID),
      match.newIndexOfOld[section] >= 0,
      let row = old.itemsBySection[section].firstIndex(of: item)
    else { return nil }
    return (section, row)
  }
}

/// The sections of two snapshots matched by identity.
private struct SectionMatch {
  /// For each old section, its new index, or -1 when it was deleted.
  var newIndexOfOld: [Int]
  /// For each new section, its old index, or -1 when it was inserted.
  var oldIndexOfNew: [Int]

  init(old: Snapshot, new: Snapshot) {
    newIndexOfOld = [Int](repeating: -1, count: old.sections.count)
    oldIndexOfNew = [Int](repeating: -1, count: new.sections.count)
    for (newIndex, section) in new.sections.enumerated() {
      guard let oldIndex = old.sections.firstIndex(of: section) else { continue }
      newIndexOfOld[oldIndex] = newIndex
      oldIndexOfNew[newIndex] = oldIndex
    }
  }
}

/// Where an old item is in the new snapshot; `section` is -1 when it is not in a surviving
/// section there (deleted, or gone into an inserted section). 32-bit fields keep the table
/// of a million items small; 2³¹ rows of identifiers would not fit in memory anyway.
private struct ItemDestination {
  var section: Int32 = -1
  var row: Int32 = 0
  /// Whether it moves: it changed section, or is outside the kept run of its section.
  var isMoved = false

  init() {}

  init(section: Int, row: Int, isMoved: Bool = false) {
    self.section = Int32(truncatingIfNeeded: section)
    self.row = Int32(truncatingIfNeeded: row)
    self.isMoved = isMoved
  }
}
