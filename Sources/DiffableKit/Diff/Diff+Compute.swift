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
    // A section whose items are the very tree they were in `old` (the edits since touched
    // other sections) changed nothing: it is skipped, its items never flattened. Apply's old
    // snapshot is the last one applied, and the new one an edited copy, so most sections of a
    // big snapshot are skipped.
    var isUntouched = [Bool](repeating: false, count: old.sections.count)
    var isUntouchedNew = [Bool](repeating: false, count: new.sections.count)
    for (newSection, oldSection) in match.oldIndexOfNew.enumerated()
    where oldSection >= 0 && old.itemsBySection[oldSection].isIdentical(to: new.itemsBySection[newSection]) {
      isUntouched[oldSection] = true
      isUntouchedNew[newSection] = true
    }
    // Each other section flattened once: the old ones with their labels (an old item's row is
    // found from its place in `old` by a binary search of its section's labels), the new ones
    // as items only.
    let oldSections = old.itemsBySection.indices.map {
      isUntouched[$0] ? FlatSection() : FlatSection(old.itemsBySection[$0])
    }
    let newElements = new.itemsBySection.indices.map {
      isUntouchedNew[$0] ? [] : new.itemsBySection[$0].elements
    }
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

    for (newSection, oldSection) in match.oldIndexOfNew.enumerated()
    where oldSection >= 0 && !isUntouched[oldSection] {
      let first = firstOfOldSection[oldSection]
      stayingOldRows.removeAll(keepingCapacity: true)
      let ownSection = old.sections[oldSection]
      let own = oldSections[oldSection]
      own.items.withUnsafeBufferPointer { oldItems in
        newElements[newSection].withUnsafeBufferPointer { newItems in
          // The old row right after the last item that stayed: tried before the lookup, so a
          // run of unchanged items costs one comparison per item.
          var nextOldRow = 0
          for newRow in newItems.indices {
            let item = newItems[newRow]
            if let oldRow = Self.row(of: item, in: oldItems, tryingFirst: nextOldRow) {
              stayingOldRows.append(oldRow)
              destinations[first + oldRow] = ItemDestination(section: newSection, row: newRow)
              nextOldRow = oldRow + 1
              continue
            }
            guard let place = old.placeOfItem[item] else {
              insertedItems.append(Change(id: item, at: IndexPath(row: newRow, section: newSection)))
              continue
            }
            if place.section == ownSection {
              let oldRow = own.row(ofLabel: place.label)
              stayingOldRows.append(oldRow)
              destinations[first + oldRow] = ItemDestination(section: newSection, row: newRow)
              nextOldRow = oldRow + 1
            } else if let otherSection = old.sections.firstIndex(of: place.section),
              match.newIndexOfOld[otherSection] >= 0
            {
              let oldRow = oldSections[otherSection].row(ofLabel: place.label)
              destinations[firstOfOldSection[otherSection] + oldRow] = ItemDestination(
                section: newSection, row: newRow, isMoved: true)
            } else {
              insertedItems.append(Change(id: item, at: IndexPath(row: newRow, section: newSection)))
            }
          }
        }
      }
      subsequence.forEachOutsider(of: stayingOldRows) {
        destinations[first + stayingOldRows[$0]].isMoved = true
      }
    }

    // Walking the old items yields deletes and moves already sorted by old index path.
    for (oldSection, newSection) in match.newIndexOfOld.enumerated()
    where newSection >= 0 && !isUntouched[oldSection] {
      let first = firstOfOldSection[oldSection]
      let oldItems = oldSections[oldSection].items
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

  /// `expected` or the row after it (an item deleted just before), when `item` is there.
  @inline(__always)
  private static func row(
    of item: Identifier, in items: UnsafeBufferPointer<Identifier>, tryingFirst expected: Int
  ) -> Int? {
    if expected < items.count && items[expected] == item { return expected }
    if expected + 1 < items.count && items[expected + 1] == item { return expected + 1 }
    return nil
  }
}

/// One old section flattened: its items and their labels, in order.
private struct FlatSection {
  var items: [Identifier] = []
  var labels: [UInt64] = []

  init() {}

  init(_ list: ItemList) {
    items = []
    labels = []
    items.reserveCapacity(list.count)
    labels.reserveCapacity(list.count)
    list.forEachLeaf { leafLabels, leafItems in
      labels.append(contentsOf: leafLabels)
      items.append(contentsOf: leafItems)
    }
  }

  /// The row of a label the section holds.
  func row(ofLabel label: UInt64) -> Int { labels.firstIndex(notBelow: label) }
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
