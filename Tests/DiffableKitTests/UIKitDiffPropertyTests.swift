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
      table.reloadData(from: SnapshotRows(snapshot: old, titles: .sectionIdentifiers) { item, _ in "old" })
      let rows = SnapshotRows(snapshot: new, titles: .sectionIdentifiers) { item, _ in "new" }
      do {
        let batch = try diff.batchUpdate.validated(against: table, dataSource: rows)
        // The table itself reloads for a row move; several section moves are the data source's.
        let rowFallback = diff.reloadFallback.map { $0.kind != .severalSectionMoves } ?? false
        #expect(batch.reloadsData == rowFallback, "seed \(seed)")
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

  /// (b) The moved items are exactly the flat list's moves by Foundation's walk (the plain
  /// model, ``ReferenceFoundationWalk``) together with the items whose section identifier
  /// changed, never fewer than the minimal differ's.
  @Test(arguments: [Size.small, .large])
  func theMovesAreTheWalksFlatMovesAndTheItemsThatChangedSection(size: Size) throws {
    try DiffPropertyTests.forEachRandomPair(size, cases: size.items > 100 ? 30 : nil) { seed, old, new in
      let diff = Diff(uikitFrom: old, to: new)
      let survivors = new.itemIdentifiers.filter(old.contains(item:))
      let changedSection = Set(
        survivors.filter {
          old.sectionIdentifier(containingItem: $0) != new.sectionIdentifier(containingItem: $0)
        })
      let flatMoves = ReferenceFoundationWalk.moved(from: old.itemIdentifiers, to: new.itemIdentifiers)
      let moved = Set(diff.movedItems.map(\.id))
      #expect(moved.count == diff.movedItems.count, "seed \(seed): an item moved twice")
      #expect(moved == flatMoves.union(changedSection), "seed \(seed): \(Layout(old)) -> \(Layout(new))")
      #expect(diff.movedItems.count >= Diff(from: old, to: new).movedItems.count, "seed \(seed)")
    }
  }

  @Test func theSameSnapshotsAlwaysGiveTheSameDiff() throws {
    try DiffPropertyTests.forEachRandomPair(.small, cases: 300) { seed, old, new in
      #expect(Diff(uikitFrom: old, to: new) == Diff(uikitFrom: old, to: new), "seed \(seed)")
    }
  }
}
