@testable import DiffableKit

/// Sections and items as plain arrays, for replaying a diff independently of the engine.
struct Layout: Equatable, CustomStringConvertible {
  var sections: [SnapshotIdentifier]
  var items: [[SnapshotIdentifier]]

  init(sections: [SnapshotIdentifier], items: [[SnapshotIdentifier]]) {
    self.sections = sections
    self.items = items
  }

  init(_ snapshot: Snapshot) {
    sections = snapshot.sectionIdentifiers
    items = snapshot.itemIdentifiersBySection
  }

  var description: String {
    zip(sections, items).map { "\($0): \($1)" }.joined(separator: "; ")
  }
}

/// Why a replay failed.
struct ReplayError: Error, CustomStringConvertible {
  var description: String
}

/// Applies `diff` to `old` as UITableView applies a batch update: deletes and move sources
/// at old positions are removed first, then inserts and move destinations are placed at new
/// positions and the rest keeps its order. Items of an inserted section come with it (taken
/// from `new`), so the diff must not list them; nor items of a deleted section.
/// - Returns: the layout after the update, to compare with `new`.
func replay(_ diff: Diff, on old: Layout, sectionsFrom new: Layout) throws -> Layout {
  let deletedSections = Set(diff.deletedSections.map(\.at))
  let movedSectionSources = Set(diff.movedSections.map(\.from))
  try require(deletedSections.count == diff.deletedSections.count, "a section deleted twice")
  try require(movedSectionSources.isDisjoint(with: deletedSections), "a section deleted and moved")
  for change in diff.deletedSections {
    try require(old.sections.indices.contains(change.at), "deleted section \(change.at) out of range")
    try require(old.sections[change.at] == change.id, "deleted section \(change.at) is not \(change.id)")
  }

  // Items: remove deletes and move sources from the old sections they refer to.
  var removedRows = [Set<Int>](repeating: [], count: old.sections.count)
  for (id, from) in diff.deletedItems.map({ ($0.id, $0.at) }) + diff.movedItems.map({ ($0.id, $0.from) }) {
    try require(old.sections.indices.contains(from.section), "item source \(from) out of range")
    try require(!deletedSections.contains(from.section), "item \(id) listed inside deleted section")
    try require(old.items[from.section].indices.contains(from.row), "item source \(from) out of range")
    try require(old.items[from.section][from.row] == id, "item at \(from) is not \(id)")
    try require(removedRows[from.section].insert(from.row).inserted, "item \(from) removed twice")
  }
  var remainingItems = old.items.enumerated().map { section, items in
    items.enumerated().filter { !removedRows[section].contains($0.offset) }.map(\.element)
  }

  // Sections: remove deletes and move sources, then place inserts and move destinations.
  let sectionCount =
    old.sections.count - deletedSections.count + diff.insertedSections.count
  var sectionSlots = [(id: SnapshotIdentifier, items: [SnapshotIdentifier], isInserted: Bool)?](
    repeating: nil, count: sectionCount)
  for change in diff.insertedSections {
    try require(sectionSlots.indices.contains(change.at), "inserted section \(change.at) out of range")
    try require(sectionSlots[change.at] == nil, "two sections inserted at \(change.at)")
    guard let index = new.sections.firstIndex(of: change.id) else {
      throw ReplayError(description: "inserted section \(change.id) is not in the new snapshot")
    }
    sectionSlots[change.at] = (change.id, new.items[index], true)
  }
  for move in diff.movedSections {
    try require(old.sections.indices.contains(move.from), "moved section \(move.from) out of range")
    try require(old.sections[move.from] == move.id, "section \(move.from) is not \(move.id)")
    try require(sectionSlots.indices.contains(move.to), "section move to \(move.to) out of range")
    try require(sectionSlots[move.to] == nil, "two sections placed at \(move.to)")
    sectionSlots[move.to] = (move.id, remainingItems[move.from], false)
  }
  var staying = old.sections.indices.filter {
    !deletedSections.contains($0) && !movedSectionSources.contains($0)
  }[...]
  for slot in sectionSlots.indices where sectionSlots[slot] == nil {
    guard let index = staying.popFirst() else { throw ReplayError(description: "too few sections") }
    sectionSlots[slot] = (old.sections[index], remainingItems[index], false)
  }
  try require(staying.isEmpty, "too many sections")
  remainingItems = []

  // Items: place inserts and move destinations in the surviving sections.
  var placed = sectionSlots.map { [SnapshotIdentifier?](repeating: nil, count: $0!.items.count) }
  for (id, to) in diff.insertedItems.map({ ($0.id, $0.at) }) + diff.movedItems.map({ ($0.id, $0.to) }) {
    try require(placed.indices.contains(to.section), "item destination \(to) out of range")
    try require(!sectionSlots[to.section]!.isInserted, "item \(id) listed inside inserted section")
    if to.row >= placed[to.section].count {
      placed[to.section] += Array(repeating: nil, count: to.row + 1 - placed[to.section].count)
    }
    try require(placed[to.section][to.row] == nil, "two items placed at \(to)")
    placed[to.section][to.row] = id
  }
  var result = Layout(sections: [], items: [])
  for (index, slot) in sectionSlots.enumerated() {
    let slot = slot!
    var rest = slot.items[...]
    var items: [SnapshotIdentifier] = []
    if slot.isInserted {
      items = slot.items
    } else {
      // Placed items take their slots; the remaining ones fill the gaps in order.
      let count = rest.count + placed[index].count { $0 != nil }
      try require(placed[index].count <= count, "item placed past the end of section \(index)")
      for row in 0..<count {
        if row < placed[index].count, let id = placed[index][row] {
          items.append(id)
        } else if let next = rest.popFirst() {
          items.append(next)
        } else {
          throw ReplayError(description: "section \(index) has a gap at row \(row)")
        }
      }
    }
    result.sections.append(slot.id)
    result.items.append(items)
  }
  return result
}

private func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
  if !condition { throw ReplayError(description: message()) }
}

/// The fewest moves from `old` to `new`, by the definition and with a quadratic dynamic
/// program independent of the engine's patience sorting.
func minimumMoves(from old: Layout, to new: Layout) -> (sections: Int, items: Int) {
  let survivingOld = new.sections.compactMap { old.sections.firstIndex(of: $0) }
  var items = 0
  for (newSection, newItems) in new.items.enumerated() {
    guard let oldSection = old.sections.firstIndex(of: new.sections[newSection]) else { continue }
    var stayingRows: [Int] = []
    for item in newItems {
      if let row = old.items[oldSection].firstIndex(of: item) {
        stayingRows.append(row)
      } else if let other = old.items.firstIndex(where: { $0.contains(item) }),
        new.sections.contains(old.sections[other])
      {
        items += 1
      }
    }
    items += stayingRows.count - quadraticLongestIncreasingLength(stayingRows)
  }
  return (survivingOld.count - quadraticLongestIncreasingLength(survivingOld), items)
}

/// The length of a longest strictly increasing subsequence, by the O(n²) recurrence.
func quadraticLongestIncreasingLength(_ sequence: [Int]) -> Int {
  var lengths = [Int](repeating: 1, count: sequence.count)
  for index in sequence.indices {
    for earlier in 0..<index where sequence[earlier] < sequence[index] {
      lengths[index] = max(lengths[index], lengths[earlier] + 1)
    }
  }
  return lengths.max() ?? 0
}
