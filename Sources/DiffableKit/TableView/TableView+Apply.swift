extension TableView {
  /// Lays out the table after a validated batch: each section after the update is either
  /// fresh from the data source (inserted or reloaded) or the section it was before, whose
  /// rows are the inserted ones (fresh), the moved-in ones (their old cell) at the places
  /// the batch named, and its remaining rows, in order, in the places left.
  ///
  /// - Throws: ``TableViewError/unplaceableRows(section:)`` when a section's rows cannot be
  ///   placed (places out of range or taken twice, or a count that does not add up): UIKit's
  ///   checks should rule that out, so it is reported rather than papered over with fresh
  ///   cells, which would silently erase the stale cells the tool is there to show. The
  ///   table is then unchanged.
  ///   ``TableViewError/interrupted`` when `interruption` asked to stop (checked every
  ///   ``Interruption/stride`` rows); the table is then unchanged.
  mutating func apply(
    _ batch: ValidatedBatchUpdate, dataSource: some TableViewDataSource, interruption: Interruption = .never
  ) throws(TableViewError) {
    let changes = RowChanges(batch)
    var laidOut: [Section] = []
    laidOut.reserveCapacity(batch.oldSection.count)
    var counter = interruption.counter()
    for (new, old) in batch.oldSection.enumerated() {
      let section: Section?
      do {
        if let old {
          section = try surviving(old, as: new, changes: changes, dataSource: dataSource, counter: &counter)
        } else {
          section = try Self.freshSection(new, from: dataSource, counter: &counter)
        }
      } catch {
        throw .interrupted
      }
      guard let section else { throw .unplaceableRows(section: new) }
      laidOut.append(section)
    }
    sections = laidOut
  }

  private enum Slot {
    case fresh
    case carried(from: IndexPath)
  }

  /// The rows of old section `old`, now at index `new`, or `nil` if the batch cannot be laid
  /// out (places out of range or taken twice, or a count that does not add up).
  private func surviving(
    _ old: Int, as new: Int, changes: RowChanges, dataSource: some TableViewDataSource,
    counter: inout InterruptionCounter
  ) throws(Interrupted) -> Section? {
    let inserted = changes.inserted[new] ?? []
    let movedIn = changes.movedIn[new] ?? [:]
    let leaving = changes.leaving[old] ?? []
    let count = dataSource.numberOfRows(inSection: new)
    if inserted.isEmpty && movedIn.isEmpty && leaving.isEmpty && !changes.reconfiguredSections.contains(old)
      && count == sections[old].rows.count
    {
      return sections[old]
    }
    var slots = [Slot?](repeating: nil, count: count)
    var filled = 0
    func place(_ slot: Slot, at row: Int) -> Bool {
      guard slots.indices.contains(row), slots[row] == nil else { return false }
      slots[row] = slot
      filled += 1
      return true
    }
    for row in inserted { guard place(.fresh, at: row) else { return nil } }
    for (row, from) in movedIn { guard place(.carried(from: from), at: row) else { return nil } }
    var next = 0
    for row in sections[old].rows.indices where !leaving.contains(row) {
      try counter.tick()
      while next < count && slots[next] != nil { next += 1 }
      guard place(.carried(from: IndexPath(row: row, section: old)), at: next) else { return nil }
    }
    guard filled == count else { return nil }
    // Rows carried over in order from the old section go in as runs, which share the old
    // section's chunks.
    let oldRows = sections[old].rows
    var rows = RowList.Builder()
    var run: Range<Int>?
    func endRun() {
      if let carried = run { rows.append(contentsOf: oldRows, carried) }
      run = nil
    }
    for (row, slot) in slots.enumerated() {
      try counter.tick()
      switch slot {
      case .carried(let from) where !changes.reconfigured.contains(from):
        guard from.section == old else {
          endRun()
          rows.append(sections[from.section].rows[from.row])
          continue
        }
        if let carried = run, carried.upperBound == from.row {
          run = carried.lowerBound..<from.row + 1
        } else {
          endRun()
          run = from.row..<from.row + 1
        }
      default:
        endRun()
        rows.append(dataSource.cell(at: IndexPath(row: row, section: new)))
      }
    }
    endRun()
    return Section(title: sections[old].title, rows: rows.finish())
  }
}

/// A validated batch's row operations, grouped by the section they touch.
private struct RowChanges {
  /// Rows inserted (reload inserts included), by section after the update.
  var inserted: [Int: Set<Int>] = [:]
  /// Rows moved in, by section after the update: row after -> position before.
  var movedIn: [Int: [Int: IndexPath]] = [:]
  /// Rows deleted or moved away, by section before the update.
  var leaving: [Int: Set<Int>] = [:]
  /// Positions before the update whose cells are reconfigured.
  var reconfigured: Set<IndexPath>
  var reconfiguredSections: Set<Int>

  init(_ batch: ValidatedBatchUpdate) {
    reconfigured = Set(batch.reconfigures)
    reconfiguredSections = Set(batch.reconfigures.map(\.section))
    for insert in batch.inserts where !insert.isSection {
      inserted[insert.section, default: []].insert(insert.path.row)
    }
    for delete in batch.deletes where !delete.isSection {
      leaving[delete.section, default: []].insert(delete.path.row)
    }
    for move in batch.moves where !move.isSection {
      leaving[move.section, default: []].insert(move.path.row)
      movedIn[move.newPath.section, default: [:]][move.newPath.row] = move.path
    }
  }
}
