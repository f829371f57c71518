import Testing

@testable import DiffableKit

@Suite("UIKit's diff on random snapshot pairs: the table gets the new snapshot, the moves are UIKit's")
struct UIKitDiffPropertyTests {
  typealias Size = DiffPropertyTests.Size

  /// (a) The structural batch, validated and applied by the simulated UITableView on the old
  /// rows, gives the new snapshot's rows; the table reloads exactly when a move leaves a
  /// deleted section or enters an inserted one, and only then are the surviving rows fresh.
  @Test(arguments: [Size.small, .large])
  func theTableGetsTheNewSnapshotOrReloadsExactlyWhenAMoveCrossesADeletedOrInsertedSection(
    size: Size
  ) throws {
    var reloads = 0
    try DiffPropertyTests.forEachRandomPair(size) { seed, old, new in
      let diff = Diff(uikitFrom: old, to: new)
      var table = TableView()
      table.reloadData(from: SnapshotRows(snapshot: old) { item, _ in "old" })
      let rows = SnapshotRows(snapshot: new) { item, _ in "new" }
      do {
        let batch = try diff.batchUpdate.validated(against: table, dataSource: rows)
        #expect(batch.reloadsData == (diff.reloadFallback != nil), "seed \(seed)")
        if batch.reloadsData { reloads += 1 }
        try table.performBatchUpdates(diff.batchUpdate, dataSource: rows)
      } catch {
        Issue.record("seed \(seed): \(error); \(Layout(old)) -> \(Layout(new)); \(diff)")
        return
      }
      #expect(table.sections.map { $0.rows.map(\.item) } == new.itemIdentifiersBySection, "seed \(seed)")
      #expect(table.sections.map(\.title) == new.sectionIdentifiers.map(\.description), "seed \(seed)")
      if diff.reloadFallback == nil {
        // Animated: an item in a section that survives keeps its old cell.
        for (section, items) in new.itemIdentifiersBySection.enumerated() {
          let sectionID = new.sectionIdentifiers[section]
          guard old.contains(section: sectionID),
            !diff.insertedSections.contains(where: { $0.id == sectionID })
          else { continue }
          for (row, item) in items.enumerated() where old.contains(item: item) {
            #expect(table.sections[section].rows[row].content == "old", "seed \(seed) item \(item)")
          }
        }
      }
    }
    #expect(reloads > 0, "the random pairs must reach the reload fallback")
  }

  /// (b) The moved items are exactly the complement of some longest increasing run of the
  /// flat list (old global indexes in new order) together with the items whose section
  /// identifier changed.
  @Test(arguments: [Size.small, .large])
  func theMovesAreAFlatLongestRunsComplementAndTheItemsThatChangedSection(size: Size) throws {
    try DiffPropertyTests.forEachRandomPair(size, cases: size.items > 100 ? 30 : nil) { seed, old, new in
      let diff = Diff(uikitFrom: old, to: new)
      let oldFlat = old.itemIdentifiers
      let newFlat = new.itemIdentifiers
      let oldIndex = Dictionary(uniqueKeysWithValues: oldFlat.enumerated().map { ($1, $0) })
      let survivors = newFlat.filter { oldIndex[$0] != nil }
      let changedSection = Set(
        survivors.filter {
          old.sectionIdentifier(containingItem: $0) != new.sectionIdentifier(containingItem: $0)
        })
      let moved = Set(diff.movedItems.map(\.id))
      #expect(moved.count == diff.movedItems.count, "seed \(seed): an item moved twice")
      #expect(changedSection.isSubset(of: moved), "seed \(seed)")
      // Some longest run R with moved == (survivors - R) ∪ changedSection: R holds every
      // survivor that did not move, and may hold only those plus items that changed section.
      let sequence = survivors.map { oldIndex[$0]! }
      let longest = Self.longestIncreasingLength(sequence)
      let kept = Set(survivors.filter { !moved.contains($0) })
      let best = Self.longestIncreasingLength(
        sequence, including: survivors.map { kept.contains($0) },
        allowed: survivors.map { kept.contains($0) || changedSection.contains($0) })
      #expect(
        best == longest, "seed \(seed): no longest run fits the moves; \(Layout(old)) -> \(Layout(new))")
    }
  }

  /// (c) The number of flat moves agrees with the standard library's
  /// `difference(from:).inferringMoves()` on the flat lists (an independent count: Myers'
  /// shortest edit script pairs a removal and an insertion of each moved item).
  @Test func theFlatMoveCountAgreesWithTheStandardLibrary() throws {
    let size = Size(sections: 5, items: 24, cases: 3_000)
    try DiffPropertyTests.forEachRandomPair(size) { seed, old, new in
      let oldFlat = old.itemIdentifiers
      let newFlat = new.itemIdentifiers
      let flat = FlatItemDifference(old: oldFlat, new: newFlat)
      let stdlibMoves = newFlat.difference(from: oldFlat).inferringMoves().filter {
        if case .insert(_, _, let associated) = $0 { return associated != nil }
        return false
      }.count
      #expect(flat.moveCount == stdlibMoves, "seed \(seed): \(oldFlat) -> \(newFlat)")
      // And the flat moves are among the diff's moves.
      let diff = Diff(uikitFrom: old, to: new)
      let moved = Set(diff.movedItems.map(\.id))
      for (index, item) in oldFlat.enumerated() where flat.isMoved[index] {
        #expect(moved.contains(item), "seed \(seed)")
      }
    }
  }

  @Test func theSameSnapshotsAlwaysGiveTheSameDiff() throws {
    try DiffPropertyTests.forEachRandomPair(.small, cases: 300) { seed, old, new in
      #expect(Diff(uikitFrom: old, to: new) == Diff(uikitFrom: old, to: new), "seed \(seed)")
    }
  }

  /// The length of the longest strictly increasing subsequence that contains every position
  /// where `including` is true and only positions where `allowed` is true (quadratic).
  private static func longestIncreasingLength(
    _ sequence: [Int], including: [Bool]? = nil, allowed: [Bool]? = nil
  ) -> Int? {
    let including = including ?? Array(repeating: false, count: sequence.count)
    let allowed = allowed ?? Array(repeating: true, count: sequence.count)
    // best[i]: longest valid run ending at i that contains every required position before i.
    var best = [Int?](repeating: nil, count: sequence.count)
    for i in sequence.indices where allowed[i] {
      var length: Int? = including[..<i].contains(true) ? nil : 1
      for j in (0..<i).reversed() where allowed[j] && sequence[j] < sequence[i] {
        guard let previous = best[j] else { continue }
        // No required position strictly between j and i may be skipped.
        if including[(j + 1)..<i].contains(true) { continue }
        length = max(length ?? 0, previous + 1)
      }
      best[i] = length
    }
    let lastRequired = including.lastIndex(of: true)
    var result: Int? = sequence.isEmpty || lastRequired == nil ? 0 : nil
    for i in sequence.indices where best[i] != nil && (lastRequired.map { i >= $0 } ?? true) {
      result = max(result ?? 0, best[i]!)
    }
    return result
  }
}
