@testable import DiffableKit

/// A plain model of Foundation's `-[NSOrderedSet differenceFromOrderedSet:withOptions:]` with
/// move inference, written from docs/UIKIT.md §4.6 (the iOS 26.1 decompile) step by step, with
/// the decompile's names for the cursors: `x` in the old list, `y` in the new one. It records
/// the changes as Foundation does (removals at old indexes, insertions at new ones, each with
/// its associated index or `nil`) and shares no code with the differ.
enum ReferenceFoundationWalk {
  struct Change: Equatable {
    enum Kind { case remove, insert }
    var kind: Kind
    var element: SnapshotIdentifier
    var index: Int
    var associatedIndex: Int?
  }

  /// The changes from `old` to `new` (each of distinct elements), in the walk's order.
  static func changes(from old: [SnapshotIdentifier], to new: [SnapshotIdentifier]) -> [Change] {
    let indexInNew = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1, $0) })
    let indexInOld = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1, $0) })
    var changes: [Change] = []
    func remove(_ x: Int) {
      changes.append(Change(kind: .remove, element: old[x], index: x, associatedIndex: indexInNew[old[x]]))
    }
    func insert(_ y: Int) {
      changes.append(Change(kind: .insert, element: new[y], index: y, associatedIndex: indexInOld[new[y]]))
    }
    var x = 0
    var y = 0
    if !old.isEmpty {
      while x < old.count && y < new.count {
        // Skip the equal run.
        if old[x] == new[y] {
          x += 1
          y += 1
          continue
        }
        let i = indexInNew[old[x]]  // where the old element is in the new list
        let j = indexInOld[new[y]]  // where the new element is in the old list
        let oldAhead = i != nil && i! >= y
        let newAhead = j != nil && j! >= x
        if oldAhead && newAhead {
          // The element with farther to travel moves; a tie removes the old one.
          if i! - y >= j! - x {
            remove(x)
            x += 1
          } else {
            insert(y)
            y += 1
          }
        } else if oldAhead {
          insert(y)
          y += 1
        } else {
          remove(x)
          if !newAhead {
            insert(y)
            y += 1
          }
          x += 1
        }
      }
    }
    // The tails: the rest of the old list removed, the rest of the new one inserted.
    while x < old.count {
      remove(x)
      x += 1
    }
    while y < new.count {
      insert(y)
      y += 1
    }
    return changes
  }

  /// The elements the difference moves: removed with an associated index (UIKit pairs each
  /// with its insertion into a move).
  static func moved(from old: [SnapshotIdentifier], to new: [SnapshotIdentifier]) -> Set<SnapshotIdentifier> {
    let changes = changes(from: old, to: new)
    let removed = Set(changes.filter { $0.kind == .remove && $0.associatedIndex != nil }.map(\.element))
    let inserted = Set(changes.filter { $0.kind == .insert && $0.associatedIndex != nil }.map(\.element))
    precondition(removed == inserted, "every move is a removal and an insertion")
    return removed
  }

  /// `old` with the changes applied as `-orderedSetByApplyingDifference:` does: the removals
  /// from the highest index down, then the insertions from the lowest up.
  static func applying(_ changes: [Change], to old: [SnapshotIdentifier]) -> [SnapshotIdentifier] {
    var result = old
    for change in changes.filter({ $0.kind == .remove }).sorted(by: { $0.index > $1.index }) {
      result.remove(at: change.index)
    }
    for change in changes.filter({ $0.kind == .insert }).sorted(by: { $0.index < $1.index }) {
      result.insert(change.element, at: change.index)
    }
    return result
  }
}
