import OrderedCollections

extension Diff {
  /// The diff that turns `old` into `new` (see ``Diff``), as `apply` computes it between the
  /// applied snapshot and the one being applied.
  ///
  /// Sections and items are matched by identity (``SnapshotIdentifier``'s `==`), so a value whose
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

  /// The number of items the diff from `old` to `new` moves (``init(from:to:)``'s
  /// `movedItems.count`), without listing the changes: what a report needs to tell whether
  /// UIKit's diff moved more rows than the fewest.
  /// - Complexity: that of ``init(from:to:)``, less the lists of deletes, inserts and moves.
  public static func minimalMovedItemCount(from old: Snapshot, to new: Snapshot) -> Int {
    var diff = Diff()
    return diff.addItemChanges(SectionMatch(old: old, new: new), old: old, new: new, listing: false)
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

  /// Adds the item changes (unless `listing` is `false`); returns the number of items moved.
  @discardableResult
  private mutating func addItemChanges(
    _ match: SectionMatch, old: Snapshot, new: Snapshot, listing: Bool = true
  ) -> Int {
    // A section whose items are the very tree they were in `old` (the edits since touched
    // other sections) changed nothing: it is skipped, its items never flattened. Apply's old
    // snapshot is the last one applied, and the new one an edited copy, so most sections of a
    // big snapshot are skipped.
    var isUntouched = [Bool](repeating: false, count: old.sections.count)
    var isUntouchedNew = [Bool](repeating: false, count: new.sections.count)
    // So is a section rebuilt with the same items in the same order, when that shows without
    // a copy (both trees have the same shape); the others of the same count and ends are
    // undecided.
    var isUndecided = [Bool](repeating: false, count: old.sections.count)
    for (newSection, oldSection) in match.oldIndexOfNew.enumerated() where oldSection >= 0 {
      switch FlatItems.knownSameItems(old.itemsBySection[oldSection], new.itemsBySection[newSection]) {
      case true?:
        isUntouched[oldSection] = true
        isUntouchedNew[newSection] = true
      case false?: break
      case nil: isUndecided[oldSection] = true
      }
    }
    let isFlattened = old.sections.indices.map { match.newIndexOfOld[$0] >= 0 && !isUntouched[$0] }
    // Each other surviving old section flattened once (storages, not identifiers); indexes
    // below are global within these flat lists. Deleted and inserted sections are left out:
    // their items are not listed, and an item found in none of the old ones is an insert.
    // An undecided section rebuilt with the same items in the same order is left out too, and
    // skipped, once its new items were compared with its old ones just flattened (one
    // comparison per item, the first difference ending it; its place in the list is used again).
    let oldItems = FlatItems(
      old.itemsBySection, sections: old.sections.indices,
      including: { isFlattened[$0] },
      keeping: { oldSection, flattened in
        let newSection = match.newIndexOfOld[oldSection]
        let newList = new.itemsBySection[newSection]
        guard isUndecided[oldSection] && FlatItems.matches(newList, flattened) else { return true }
        isUntouched[oldSection] = true
        isUntouchedNew[newSection] = true
        return false
      })
    let newItems = FlatItems(new.itemsBySection, sections: new.sections.indices) {
      match.oldIndexOfNew[$0] >= 0 && !isUntouchedNew[$0]
    }
    // Where each old item went.
    var destinations = [ItemDestination](repeating: ItemDestination(), count: oldItems.count)
    var finder = OldItemFinder(old: oldItems, placesIn: old)
    var stayingOldRows: [Int] = []
    var subsequence = LongestIncreasingSubsequence()
    // Counted on the way, so that the lists of deletes and moves are reserved once.
    var survivorCount = 0
    var moveCount = 0

    oldItems.objects.withUnsafeBufferPointer { oldObjects in
      newItems.objects.withUnsafeBufferPointer { newObjects in
        destinations.withUnsafeMutableBufferPointer { destinations in
          for (newSection, oldSection) in match.oldIndexOfNew.enumerated()
          where oldSection >= 0 && !isUntouched[oldSection] {
            let own = oldItems.range(ofSection: oldSection)
            let newRange = newItems.range(ofSection: newSection)
            stayingOldRows.removeAll(keepingCapacity: true)
            // Tried before any lookup: the old item after the last one that stayed (or the one
            // after it, when an item was deleted just before), so a run of unchanged items
            // costs one comparison per item; then the old item after the last one that came
            // from another section, so a run of items that moved together costs the same.
            var nextOwn = own.lowerBound
            var nextOther = -1
            for newIndex in newRange {
              let item = newObjects[newIndex]
              let found: Int?
              if nextOwn < own.upperBound && FlatItems.same(oldObjects[nextOwn], item) {
                found = nextOwn
              } else if nextOwn + 1 < own.upperBound && FlatItems.same(oldObjects[nextOwn + 1], item) {
                found = nextOwn + 1
              } else if nextOther >= 0 && nextOther < oldObjects.count
                && FlatItems.same(oldObjects[nextOther], item)
              {
                found = nextOther
              } else {
                found = finder.find(item, expectedIn: oldSection)
              }
              let newRow = newIndex - newRange.lowerBound
              guard let found else {
                guard listing else { continue }
                insertedItems.append(
                  Change(id: newItems.item(at: newIndex), at: IndexPath(row: newRow, section: newSection)))
                continue
              }
              if own.contains(found) {
                stayingOldRows.append(found - own.lowerBound)
                survivorCount += 1
                destinations[found] = ItemDestination(section: newSection, row: newRow)
                nextOwn = found + 1
              } else {
                destinations[found] = ItemDestination(section: newSection, row: newRow, isMoved: true)
                survivorCount += 1
                moveCount += 1
                nextOther = found + 1
              }
            }
            subsequence.forEachOutsider(of: stayingOldRows) {
              destinations[own.lowerBound + stayingOldRows[$0]].isMoved = true
              moveCount += 1
            }
          }
        }
      }
    }

    guard listing else { return moveCount }
    // Walking the old items yields deletes and moves already sorted by old index path.
    deletedItems.reserveCapacity(oldItems.count - survivorCount)
    movedItems.reserveCapacity(moveCount)
    for oldSection in old.sections.indices {
      let range = oldItems.range(ofSection: oldSection)
      for oldIndex in range {
        let destination = destinations[oldIndex]
        let from = IndexPath(row: oldIndex - range.lowerBound, section: oldSection)
        if destination.section < 0 {
          deletedItems.append(Change(id: oldItems.item(at: oldIndex), at: from))
        } else if destination.isMoved {
          let newSection = Int(destination.section)
          let newIndex = newItems.range(ofSection: newSection).lowerBound + Int(destination.row)
          movedItems.append(
            Move(
              id: newItems.item(at: newIndex), from: from,
              to: IndexPath(row: Int(destination.row), section: newSection)))
        }
      }
    }
    return moveCount
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
/// section there (deleted, or gone into an inserted section). Two 32-bit fields (8 bytes an
/// item) keep the table of a million items small; 2³¹ rows of identifiers would not fit in
/// memory anyway.
private struct ItemDestination {
  var section: Int32 = -1
  /// The row, or its complement (negative) when the item moves.
  private var rowOrMoved: Int32 = 0

  init() {}

  init(section: Int, row: Int, isMoved: Bool = false) {
    self.section = Int32(truncatingIfNeeded: section)
    let row = Int32(truncatingIfNeeded: row)
    rowOrMoved = isMoved ? ~row : row
  }

  /// Its row in the new section.
  var row: Int32 { rowOrMoved < 0 ? ~rowOrMoved : rowOrMoved }

  /// Whether it moves: it changed section, or is outside the kept run of its section.
  var isMoved: Bool {
    get { rowOrMoved < 0 }
    set { if newValue != isMoved { rowOrMoved = ~rowOrMoved } }
  }
}
