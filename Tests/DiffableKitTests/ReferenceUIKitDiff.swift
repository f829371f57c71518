@testable import DiffableKit

/// A deliberately plain model of UIKit's differ, written from the steps of
/// ``Diff/init(uikitFrom:to:)`` (docs/UIKIT.md §4.2) with arrays, dictionaries, the plain model
/// of Foundation's walk (``ReferenceFoundationWalk``) for the moves of the sections and of the
/// flat list, and a quadratic longest increasing subsequence for why an item moved, to check
/// the fast differ's every field against. It shares no code with the differ: only the value
/// types of ``Diff``.
enum ReferenceUIKitDiff {
  static func diff(from old: Snapshot, to new: Snapshot) -> Diff {
    var diff = Diff()
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    let oldItems = old.itemIdentifiersBySection
    let newItems = new.itemIdentifiersBySection

    // Sections: one ordered difference with inferred moves.
    let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
    let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
    let movedSectionIDs = ReferenceFoundationWalk.moved(from: oldSections, to: newSections)
    let movedSections = Set(movedSectionIDs.map { oldSectionIndex[$0]! })
    var goneSections = Set<Int>()
    var freshSections = Set<Int>()
    for (oldIndex, id) in oldSections.enumerated() {
      guard let newIndex = newSectionIndex[id] else {
        diff.deletedSections.append(Diff.Change(id: id, at: oldIndex))
        goneSections.insert(oldIndex)
        continue
      }
      guard movedSections.contains(oldIndex) else { continue }
      if oldIndex == newIndex {
        diff.deletedSections.append(Diff.Change(id: id, at: oldIndex))
        goneSections.insert(oldIndex)
        freshSections.insert(newIndex)
      } else {
        diff.movedSections.append(Diff.Move(id: id, from: oldIndex, to: newIndex))
      }
    }
    for (newIndex, id) in newSections.enumerated()
    where oldSectionIndex[id] == nil || freshSections.contains(newIndex) {
      diff.insertedSections.append(Diff.Change(id: id, at: newIndex))
      freshSections.insert(newIndex)
    }

    // Items: one ordered difference of the flat lists.
    let oldPaths = paths(oldItems)
    let newPaths = paths(newItems)
    let oldFlat = oldItems.flatMap { $0 }
    let newFlat = newItems.flatMap { $0 }
    let oldIndex = Dictionary(uniqueKeysWithValues: oldFlat.enumerated().map { ($1, $0) })
    let newIndex = Dictionary(uniqueKeysWithValues: newFlat.enumerated().map { ($1, $0) })
    let flatMoved = Set(ReferenceFoundationWalk.moved(from: oldFlat, to: newFlat).map { oldIndex[$0]! })
    var movedInSection: [Int: Set<SnapshotIdentifier>] = [:]
    for (index, item) in oldFlat.enumerated() {
      let from = oldPaths[index]
      guard let target = newIndex[item] else {
        if !goneSections.contains(from.section) { diff.deletedItems.append(Diff.Change(id: item, at: from)) }
        continue
      }
      let to = newPaths[target]
      let reason: ItemMoveReason
      if oldSections[from.section] != newSections[to.section] {
        reason = .sectionChanged
      } else if flatMoved.contains(index) {
        let sectionMoved = movedSections.contains(from.section) || from.section != to.section
        if sectionMoved && movedInSection[from.section] == nil {
          movedInSection[from.section] = itemsMovedInTheirSection(
            oldItems[from.section], newItems[to.section])
        }
        reason =
          sectionMoved && !movedInSection[from.section]!.contains(item) ? .rodeWithSection : .flatOrderChanged
      } else {
        continue
      }
      diff.movedItems.append(Diff.Move(id: newFlat[target], from: from, to: to))
      diff.movedItemReasons.append(reason)
    }
    for (index, item) in newFlat.enumerated()
    where oldIndex[item] == nil && !freshSections.contains(newPaths[index].section) {
      diff.insertedItems.append(Diff.Change(id: item, at: newPaths[index]))
    }
    diff.addRefresh(of: new)
    return diff
  }

  /// The items of a section (`old` items there, `new` items there) that the walk over those
  /// on both sides moves.
  private static func itemsMovedInTheirSection(_ old: [SnapshotIdentifier], _ new: [SnapshotIdentifier])
    -> Set<SnapshotIdentifier>
  {
    let staying = Set(old).intersection(new)
    return ReferenceFoundationWalk.moved(from: old.filter(staying.contains), to: new.filter(staying.contains))
  }

  /// The index path of each item of the flat list.
  private static func paths(_ bySection: [[SnapshotIdentifier]]) -> [IndexPath] {
    bySection.enumerated().flatMap { section, items in
      items.indices.map { IndexPath(row: $0, section: section) }
    }
  }
}
