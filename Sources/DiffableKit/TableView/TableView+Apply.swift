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

  /// The rows of old section `old`, now at index `new`, or `nil` if the batch cannot be laid
  /// out (places out of range or taken twice, or a count that does not add up).
  ///
  /// The rows the batch names (inserted, moved in) take their places; the old section's
  /// remaining rows fill the places left, in order. Both are walked as runs, so a section of
  /// n rows with k changes costs O(k log k) plus the copy of its cells, not O(n) lookups.
  private func surviving(
    _ old: Int, as new: Int, changes: RowChanges, dataSource: some TableViewDataSource,
    counter: inout InterruptionCounter
  ) throws(Interrupted) -> Section? {
    let inserted = changes.inserted[new] ?? []
    let movedIn = changes.movedIn[new] ?? [:]
    let leaving = changes.leaving[old] ?? []
    let reconfigured = changes.reconfiguredRows[old] ?? []
    let oldRows = sections[old].rows
    let count = dataSource.numberOfRows(inSection: new)
    if inserted.isEmpty && movedIn.isEmpty && leaving.isEmpty && reconfigured.isEmpty
      && count == oldRows.count
    {
      return sections[old]
    }
    guard
      let named = NamedRows(inserted: inserted, movedIn: movedIn, count: count),
      named.rows.count + oldRows.count - leaving.count(where: { oldRows.indices.contains($0) }) == count
    else { return nil }
    var layout = SectionLayout(oldRows: oldRows)
    var remaining = RemainingRows(
      count: oldRows.count, leaving: leaving.sorted(), reconfigured: reconfigured.sorted())
    var place = 0
    // The places up to `end` are the remaining rows', in order; `false` if none are left.
    func fill(upTo end: Int) throws(Interrupted) -> Bool {
      while place < end {
        let (run, reconfiguredRow) = remaining.next(atMost: end - place)
        guard !run.isEmpty || reconfiguredRow != nil else { return false }
        try counter.tick(run.count)
        layout.carry(run)
        place += run.count
        if reconfiguredRow != nil {
          layout.append(dataSource.cell(at: IndexPath(row: place, section: new)))
          place += 1
        }
      }
      return true
    }
    for (row, slot) in zip(named.rows, named.slots) {
      guard try fill(upTo: row) else { return nil }
      try counter.tick()
      switch slot {
      case .carried(let from) where !changes.reconfigured.contains(from):
        if from.section == old {
          layout.carry(from.row..<from.row + 1)
        } else {
          layout.append(sections[from.section].rows[from.row])
        }
      default:
        layout.append(dataSource.cell(at: IndexPath(row: row, section: new)))
      }
      place = row + 1
    }
    guard try fill(upTo: count) else { return nil }
    return Section(title: sections[old].title, rows: layout.finish())
  }
}

/// What a row the batch names holds after the update.
private enum Slot {
  case fresh
  case carried(from: IndexPath)
}

/// The places a batch names in one section after the update (inserted, moved in), sorted,
/// with what each holds.
private struct NamedRows {
  /// The places, ascending.
  var rows: [Int] = []
  /// What each place of ``rows`` holds.
  var slots: [Slot] = []

  /// `nil` when a place is out of `0..<count` or named twice.
  init?(inserted: Set<Int>, movedIn: [Int: IndexPath], count: Int) {
    var named: [(row: Int, slot: Slot)] = inserted.map { ($0, .fresh) }
    named.reserveCapacity(inserted.count + movedIn.count)
    for (row, from) in movedIn { named.append((row, .carried(from: from))) }
    named.sort { $0.row < $1.row }
    for (index, entry) in named.enumerated() {
      guard entry.row >= 0 && entry.row < count else { return nil }
      if index > 0 && named[index - 1].row == entry.row { return nil }
    }
    rows = named.map(\.row)
    slots = named.map(\.slot)
  }
}

/// The rows of an old section that stay where the batch does not name them, handed out in
/// order as runs: a run ends before a leaving row and before a reconfigured one, which is
/// handed out alone, to be rendered afresh.
private struct RemainingRows {
  private let count: Int
  /// Old rows deleted or moved away, ascending.
  private let leaving: [Int]
  /// Old rows whose cells are reconfigured, ascending.
  private let reconfigured: [Int]
  private var next = 0
  private var nextLeaving = 0
  private var nextReconfigured = 0

  init(count: Int, leaving: [Int], reconfigured: [Int]) {
    self.count = count
    self.leaving = leaving
    self.reconfigured = reconfigured
  }

  /// The next run of at most `limit` remaining rows that keep their cells (maybe empty), then
  /// the reconfigured row after it, when the run stopped there (within `limit`, counting it).
  /// Both are empty when no row remains. - Precondition: `limit > 0`.
  mutating func next(atMost limit: Int) -> (run: Range<Int>, reconfigured: Int?) {
    while nextLeaving < leaving.count && leaving[nextLeaving] <= next {
      if leaving[nextLeaving] == next { next += 1 }
      nextLeaving += 1
    }
    while nextReconfigured < reconfigured.count && reconfigured[nextReconfigured] < next {
      nextReconfigured += 1
    }
    var end = Swift.min(next + limit, count)
    if nextLeaving < leaving.count { end = Swift.min(end, leaving[nextLeaving]) }
    if nextReconfigured < reconfigured.count && reconfigured[nextReconfigured] < end {
      let row = reconfigured[nextReconfigured]
      // `row < end <= next + limit`: the run leaves room for the row.
      let run = next..<row
      next = row + 1
      return (run, row)
    }
    defer { next = end }
    return (next..<end, nil)
  }
}

/// A section's rows being laid out: old rows carried over in order go in as runs, which share
/// the old section's chunks.
private struct SectionLayout {
  private let oldRows: RowList
  private var rows = RowList.Builder()
  private var run: Range<Int>?

  init(oldRows: RowList) {
    self.oldRows = oldRows
  }

  /// Carries the old rows `carried` over, after the rows laid out so far.
  mutating func carry(_ carried: Range<Int>) {
    guard !carried.isEmpty else { return }
    if let current = run, current.upperBound == carried.lowerBound {
      run = current.lowerBound..<carried.upperBound
    } else {
      endRun()
      run = carried
    }
  }

  /// Appends one cell.
  mutating func append(_ cell: Cell) {
    endRun()
    rows.append(cell)
  }

  private mutating func endRun() {
    if let carried = run { rows.append(contentsOf: oldRows, carried) }
    run = nil
  }

  /// The rows laid out.
  mutating func finish() -> RowList {
    endRun()
    return rows.finish()
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
  /// The rows of ``reconfigured``, by section before the update.
  var reconfiguredRows: [Int: Set<Int>] = [:]

  init(_ batch: ValidatedBatchUpdate) {
    reconfigured = Set(batch.reconfigures)
    for path in batch.reconfigures { reconfiguredRows[path.section, default: []].insert(path.row) }
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
