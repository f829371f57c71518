// UITableView's batch-update validation, step for step as `-[UITableView
// _endCellAnimationsWithContext:]` does it (docs/UIKIT.md §3: the iOS 11.4 decompile; modern
// runs print the same texts). The first failing check raises, in this order:
//
// 1. Reloads, by position: a reload of a deleted position raises "delete and reload"; each
//    reload then becomes a delete at its old position plus an insert at its new one.
// 2. Deletes, last position first: a move from the same position raises "delete and move",
//    then the range checks against the table's counts before the update. A section delete
//    swallows the row deletes of its section; repeated deletes count once.
// 3. Inserts, first position first: a move to the same position raises "insert and move",
//    then the range checks against the data source's counts after the update. A section
//    insert swallows the row inserts of its section.
// 4. Moves, by old position: the range checks before and after, then "to both" / "both to"
//    against every later move.
// 5. The section count, then the row count of every section that survives, by its new
//    index. UIKit skips the row counts when a row moves out of a deleted section or into an
//    inserted one, and then reloads the whole table instead of animating.
//
// Where UIKit's bookkeeping has quirks (the running arithmetic that places a reloaded row,
// the scan that drops repeated section operations and skips the element after each one it
// drops) they are kept, so that odd batches fail or pass as they do on a device. One choice
// differs: a negative index is out of range here (UIKit compares signed values and lets it
// through to undefined behaviour). `reconfigureRows` (iOS 15) postdates the decompile and no
// UIKit text for it is known, so it is not checked: a reconfigured position that is not on
// screen, or is deleted or reloaded in the same batch, is ignored.

/// A batch that passed UITableView's checks, reduced to what applying it needs.
struct ValidatedBatchUpdate: Sendable {
  /// Deletes after UIKit's clean-up, reload deletes included (positions before).
  var deletes: [UpdateItem]
  /// Inserts after UIKit's clean-up, reload inserts included (positions after).
  var inserts: [UpdateItem]
  /// Moves, repeats removed.
  var moves: [UpdateItem]
  /// `reconfigureRows` positions, before the update.
  var reconfigures: [IndexPath]
  /// For each section after the update, the section it was before, or `nil` when inserted.
  var oldSection: [Int?]
  /// UIKit's fallback for a row moving out of a deleted section or into an inserted one.
  var reloadsData: Bool
}

extension BatchUpdate {
  /// Checks the batch as UITableView does against `table` (before) and `dataSource` (after).
  /// - Complexity: O(n log n) in the number of updates and table sections, plus
  ///   O(reloads × (deletes + inserts)) for placing reloaded rows.
  func validated(
    against table: TableView, dataSource: some TableViewDataSource
  ) throws(TableViewError) -> ValidatedBatchUpdate {
    if let path = rowPaths.first(where: { $0.row == IndexPath.sectionRow }) { throw .rowIsNotFound(path) }
    var validator = BatchValidator(
      recorded: RecordedUpdates(self), sectionsBefore: table.numberOfSections,
      rowsBefore: table.numberOfRows(inSection:), sectionsAfter: dataSource.numberOfSections,
      rowsAfter: dataSource.numberOfRows(inSection:))
    return try validator.run()
  }
}

extension BatchUpdate {
  /// Every row index path the calls name (a row of `NSNotFound` would pass for a section).
  fileprivate var rowPaths: [IndexPath] {
    calls.flatMap { call -> [IndexPath] in
      switch call {
      case .deleteRows(let paths), .insertRows(let paths), .reloadRows(let paths),
        .reconfigureRows(let paths):
        paths
      case .moveRow(let from, let to): [from, to]
      case .deleteSections, .insertSections, .moveSection, .reloadSections: []
      }
    }
  }
}

/// The state of one validation run.
private struct BatchValidator {
  var recorded: RecordedUpdates
  let sectionsBefore: Int
  let rowsBefore: (Int) -> Int
  let sectionsAfter: Int
  let rowsAfter: (Int) -> Int
  var reloadsData = false

  mutating func run() throws(TableViewError) -> ValidatedBatchUpdate {
    try convertReloads()
    let moves = recorded.moves.sortedAscending()
    let deletes = try checkDeletes(recorded.deletes.sortedDescending(), moves: moves)
    let inserts = try checkInserts(recorded.inserts.sortedAscending(), moves: moves)
    let uniqueMoves = try checkMoves(moves)
    let oldSection = try checkSectionCount(deletes: deletes, inserts: inserts, moves: uniqueMoves)
    if !reloadsData {
      try checkRowCounts(deletes: deletes, inserts: inserts, moves: uniqueMoves, oldSection: oldSection)
    }
    return ValidatedBatchUpdate(
      deletes: deletes, inserts: inserts, moves: uniqueMoves, reconfigures: recorded.reconfigures,
      oldSection: oldSection, reloadsData: reloadsData)
  }

  // MARK: - 1. Reloads

  /// Turns every reload into a delete at its position and an insert where UIKit computes the
  /// row lands: shifted by the deletes (last first) and then the inserts (first first) the
  /// batch made, comparing each against the running result as UIKit does.
  private mutating func convertReloads() throws(TableViewError) {
    let deletes = recorded.deletes.sortedDescending()
    let inserts = recorded.inserts.sortedAscending()
    let deleted = Set(deletes.map(\.path))
    let reloads = recorded.reloads.map(UpdateItem.delete).sortedAscending()
    for reload in reloads {
      if deleted.contains(reload.path) { throw .deleteAndReload(reload.path) }
      var section = reload.section
      var row = reload.path.row
      // Wrapping arithmetic: a wild index typed by a person must fail the range checks
      // below, not trap here.
      for delete in deletes {
        if delete.isSection {
          if delete.section == reload.section { continue }
          if delete.section <= section { section &-= 1 }
        } else if !reload.isSection && delete.section == section && delete.path.row <= row {
          row &-= 1
        }
      }
      for insert in inserts {
        if insert.isSection {
          if insert.section <= section { section &+= 1 }
        } else if !reload.isSection && insert.section == section && insert.path.row <= row {
          row &+= 1
        }
      }
      recorded.deletes.append(reload)
      recorded.inserts.append(.insert(IndexPath(row: row, section: section)))
    }
  }

  // MARK: - 2. Deletes

  private mutating func checkDeletes(
    _ deletes: [UpdateItem], moves: [UpdateItem]
  ) throws(TableViewError) -> [UpdateItem] {
    let movedFrom = Set(moves.map(\.path))
    let rowsMovedFromSection = Set(moves.filter { !$0.isSection }.map(\.section))
    return try Self.process(deletes) { (delete) throws(TableViewError) in
      if movedFrom.contains(delete.path) { throw .deleteAndMove(delete.path, isSection: delete.isSection) }
      if delete.isSection {
        if rowsMovedFromSection.contains(delete.section) { reloadsData = true }
        guard (0..<sectionsBefore).contains(delete.section) else {
          throw .deleteSectionOutOfRange(delete.section, sectionsBefore: sectionsBefore)
        }
      } else {
        guard (0..<sectionsBefore).contains(delete.section) else {
          throw .deleteRowInMissingSection(delete.path, sectionsBefore: sectionsBefore)
        }
        let rows = rowsBefore(delete.section)
        guard (0..<rows).contains(delete.path.row) else {
          throw .deleteRowOutOfRange(delete.path, rowsBefore: rows)
        }
      }
    }
  }

  // MARK: - 3. Inserts

  private mutating func checkInserts(
    _ inserts: [UpdateItem], moves: [UpdateItem]
  ) throws(TableViewError) -> [UpdateItem] {
    let movedTo = Set(moves.map(\.newPath))
    let rowsMovedToSection = Set(moves.filter { !$0.isSection }.map(\.newPath.section))
    return try Self.process(inserts) { (insert) throws(TableViewError) in
      if movedTo.contains(insert.path) { throw .insertAndMove(insert.path, isSection: insert.isSection) }
      if insert.isSection {
        if rowsMovedToSection.contains(insert.section) { reloadsData = true }
        guard (0..<sectionsAfter).contains(insert.section) else {
          throw .insertSectionOutOfRange(insert.section, sectionsAfter: sectionsAfter)
        }
      } else {
        guard (0..<sectionsAfter).contains(insert.section) else {
          throw .insertRowInMissingSection(insert.path, sectionsAfter: sectionsAfter)
        }
        let rows = rowsAfter(insert.section)
        guard (0..<rows).contains(insert.path.row) else {
          throw .insertRowOutOfRange(insert.path, rowsAfter: rows)
        }
      }
    }
  }

  /// Walks sorted deletes or inserts as UIKit does, checking each one it reaches with
  /// `check`: a section operation drops the row operations of its section and the repeats
  /// of itself that follow it (skipping the element after each repeat it drops), a row
  /// operation drops the repeats right after it. Operations of different sections never
  /// touch each other, so each section's run is walked on its own.
  private static func process(
    _ items: [UpdateItem], check: (UpdateItem) throws(TableViewError) -> Void
  ) throws(TableViewError) -> [UpdateItem] {
    var result: [UpdateItem] = []
    result.reserveCapacity(items.count)
    var start = 0
    while start < items.count {
      var end = start + 1
      while end < items.count && items[end].section == items[start].section { end += 1 }
      var run = Array(items[start..<end])
      var index = 0
      while index < run.count {
        let item = run[index]
        try check(item)
        if item.isSection {
          (run, index) = dropSwallowed(by: index, in: run)
        } else {
          var repeatEnd = index + 1
          while repeatEnd < run.count && run[repeatEnd].path == item.path { repeatEnd += 1 }
          run.removeSubrange((index + 1)..<repeatEnd)
        }
        index += 1
      }
      result += run
      start = end
    }
    return result
  }

  /// UIKit's scan after a section operation at `index` of a one-section run: every row
  /// operation goes; a later repeat of the section operation goes too, and the scan then
  /// steps over the element that slid into its place, which therefore stays.
  private static func dropSwallowed(by index: Int, in run: [UpdateItem]) -> ([UpdateItem], Int) {
    var kept: [UpdateItem] = []
    var newIndex = index
    var skipNext = false
    for (position, item) in run.enumerated() {
      if skipNext {
        skipNext = false
        kept.append(item)
      } else if !item.isSection {
        if position < index { newIndex -= 1 }
      } else if position > index && item.path == run[index].path {
        skipNext = true
      } else {
        kept.append(item)
      }
    }
    return (kept, newIndex)
  }

  // MARK: - 4. Moves

  private func checkMoves(_ sorted: [UpdateItem]) throws(TableViewError) -> [UpdateItem] {
    // An exact repeat is dropped by the scan of the first copy before it is checked, and
    // conflicts with whatever the first copy conflicts with, so dropping it first is the same.
    var seen: Set<UpdateItem> = []
    let moves = sorted.filter { seen.insert($0).inserted }
    var nextWithSameTarget = [Int?](repeating: nil, count: moves.count)
    var lastWithTarget: [IndexPath: Int] = [:]
    for index in moves.indices.reversed() {
      nextWithSameTarget[index] = lastWithTarget[moves[index].newPath]
      lastWithTarget[moves[index].newPath] = index
    }
    for (index, move) in moves.enumerated() {
      try checkRange(of: move)
      // Moves from one place sit next to each other in the sorted list.
      let sameSource = index + 1 < moves.count && moves[index + 1].path == move.path ? index + 1 : nil
      switch (sameSource, nextWithSameTarget[index]) {
      case (let other?, let target) where target.map { other < $0 } ?? true:
        let otherTo = moves[other].newPath
        throw move.isSection
          ? .moveSectionToBoth(move.section, move.newPath.section, otherTo.section)
          : .moveRowToBoth(move.path, move.newPath, otherTo)
      case (_, let other?):
        let otherFrom = moves[other].path
        throw move.isSection
          ? .moveBothSectionsTo(move.section, otherFrom.section, move.newPath.section)
          : .moveBothRowsTo(move.path, otherFrom, move.newPath)
      default: break
      }
    }
    return moves
  }

  private func checkRange(of move: UpdateItem) throws(TableViewError) {
    let from = move.path
    let to = move.newPath
    if move.isSection {
      guard (0..<sectionsBefore).contains(from.section) else {
        throw .moveSectionFromOutOfRange(from.section, sectionsBefore: sectionsBefore)
      }
      guard (0..<sectionsAfter).contains(to.section) else {
        throw .moveSectionToOutOfRange(from.section, to: to.section, sectionsAfter: sectionsAfter)
      }
      return
    }
    guard (0..<sectionsBefore).contains(from.section) else {
      throw .moveRowFromMissingSection(from, sectionsBefore: sectionsBefore)
    }
    let rowsFrom = rowsBefore(from.section)
    guard (0..<rowsFrom).contains(from.row) else {
      throw .moveRowFromOutOfRange(from, rowsBefore: rowsFrom)
    }
    guard (0..<sectionsAfter).contains(to.section) else {
      throw .moveRowToMissingSection(from, to: to, sectionsAfter: sectionsAfter)
    }
    let rowsTo = rowsAfter(to.section)
    guard (0..<rowsTo).contains(to.row) else {
      throw .moveRowToOutOfRange(from, to: to, rowsAfter: rowsTo)
    }
  }

  // MARK: - 5. Counts

  /// Checks the section count and returns, for each section after the update, the one it was.
  private func checkSectionCount(
    deletes: [UpdateItem], inserts: [UpdateItem], moves: [UpdateItem]
  ) throws(TableViewError) -> [Int?] {
    let deleted = deletes.filter(\.isSection)
    let inserted = inserts.filter(\.isSection)
    guard sectionsAfter == sectionsBefore + inserted.count - deleted.count else {
      throw .invalidNumberOfSections(
        after: sectionsAfter, before: sectionsBefore, inserted: inserted.count, deleted: deleted.count)
    }
    return Self.sectionMap(
      before: sectionsBefore, after: sectionsAfter, deleted: Set(deleted.map(\.section)),
      inserted: Set(inserted.map(\.section)),
      moved: moves.filter(\.isSection).map { ($0.section, $0.newPath.section) })
  }

  /// Where each section comes from: moved sections land where they were sent, inserted
  /// ones are new, and the others keep their order in the places left.
  static func sectionMap(
    before: Int, after: Int, deleted: Set<Int>, inserted: Set<Int>, moved: [(from: Int, to: Int)]
  ) -> [Int?] {
    var oldSection = [Int?](repeating: nil, count: after)
    var taken = [Bool](repeating: false, count: after)
    var leaving = deleted
    for section in inserted where (0..<after).contains(section) { taken[section] = true }
    for move in moved where (0..<after).contains(move.to) && !taken[move.to] {
      taken[move.to] = true
      oldSection[move.to] = move.from
      leaving.insert(move.from)
    }
    var slot = 0
    for section in 0..<before where !leaving.contains(section) {
      while slot < after && taken[slot] { slot += 1 }
      guard slot < after else { break }
      oldSection[slot] = section
      slot += 1
    }
    return oldSection
  }

  private func checkRowCounts(
    deletes: [UpdateItem], inserts: [UpdateItem], moves: [UpdateItem], oldSection: [Int?]
  ) throws(TableViewError) {
    var newSection = [Int?](repeating: nil, count: sectionsBefore)
    for (new, old) in oldSection.enumerated() {
      if let old, newSection.indices.contains(old) { newSection[old] = new }
    }
    var inserted = [Int](repeating: 0, count: sectionsAfter)
    var deleted = [Int](repeating: 0, count: sectionsBefore)
    var movedIn = [Int](repeating: 0, count: sectionsAfter)
    var movedOut = [Int](repeating: 0, count: sectionsBefore)
    for insert in inserts where !insert.isSection { inserted[insert.section] += 1 }
    for delete in deletes where !delete.isSection { deleted[delete.section] += 1 }
    for move in moves where !move.isSection && newSection[move.section] != move.newPath.section {
      movedOut[move.section] += 1
      movedIn[move.newPath.section] += 1
    }
    for (new, old) in oldSection.enumerated() {
      guard let old else { continue }
      let before = rowsBefore(old)
      let after = rowsAfter(new)
      if after != before + inserted[new] - deleted[old] + movedIn[new] - movedOut[old] {
        throw .invalidNumberOfRows(
          section: new, after: after, before: before, inserted: inserted[new], deleted: deleted[old],
          movedIn: movedIn[new], movedOut: movedOut[old])
      }
    }
  }
}
