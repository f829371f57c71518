import Testing

@testable import DiffableKit

/// The engine's diffs meet UITableView's validator: thousands of random snapshot pairs are
/// applied to a table showing the old snapshot. Every update must pass the checks (UIKit's
/// own diffs always do), leave the new snapshot on screen, and render exactly the cells UIKit
/// renders: inserted, reloaded and reconfigured rows anew, every other row keeping its cell.
@Suite("Diff: every engine diff passes the table view's validator and shows the new snapshot")
struct DiffThroughTableViewTests {
  @Test(arguments: [Differ.minimal, .uikit], [DiffPropertyTests.Size.small, .large])
  func everyDiffValidatesAndLeavesTheNewSnapshotOnScreen(differ: Differ, size: DiffPropertyTests.Size) throws
  {
    var applied = 0
    try DiffPropertyTests.forEachRandomPair(size) { seed, old, new in
      var dataSource = DataSource()
      // Titles declared, so that each section's title is checked to follow it.
      dataSource.setHeaderTitles(.sectionIdentifiers)
      dataSource.applyUsingReloadData(old) { item, _ in "old \(item)" }
      let diff: Diff
      do {
        diff = try dataSource.apply(new, differ: differ) { item, _ in "new \(item)" }
      } catch {
        Issue.record("seed \(seed): the table rejected the \(differ) diff: \(error)")
        return
      }
      applied += 1
      let table = dataSource.tableView
      #expect(table.sections.map(\.title) == new.sectionIdentifiers.map(\.description), "seed \(seed)")
      #expect(table.sections.map { $0.rows.map(\.item) } == new.itemIdentifiersBySection, "seed \(seed)")
      #expect(dataSource.snapshot == new, "seed \(seed)")
      for (section, rows) in zip(new.sectionIdentifiers, table.sections.map(\.rows)) {
        for cell in rows {
          let fresh = Self.isRenderedAnew(cell.item, in: section, old: old, new: new)
          switch differ {
          case .minimal:
            // The minimal diff keeps every cell it can: exactly these are rendered anew, unless
            // it moves more than one section (the table reloads then, whatever the differ).
            let renewed = fresh || diff.reloadFallback != nil
            #expect(
              cell.content == (renewed ? "new " : "old ") + cell.item.description,
              "seed \(seed): \(cell.item)")
          case .uikit:
            // UIKit's diff may render more anew (section moves as delete + insert, the reload
            // fallback), never less; after the fallback everything is new.
            if fresh || diff.reloadFallback != nil {
              #expect(cell.content == "new \(cell.item)", "seed \(seed): \(cell.item)")
            } else {
              #expect(["old \(cell.item)", "new \(cell.item)"].contains(cell.content), "seed \(seed)")
            }
          }
        }
      }
    }
    #expect(applied == size.cases)
  }

  /// Whether UIKit gives `item` (in `section` of `new`) a cell from the provider: it was not
  /// on screen, or it leaves a deleted section or enters an inserted one (a delete plus an
  /// insert, as UIKit's diff makes it), or its section is reloaded, or it is marked reloaded
  /// or reconfigured.
  private static func isRenderedAnew(
    _ item: SnapshotIdentifier, in section: SnapshotIdentifier, old: Snapshot, new: Snapshot
  )
    -> Bool
  {
    guard let oldSection = old.sectionIdentifier(containingItem: item), new.contains(section: oldSection),
      old.contains(section: section)
    else { return true }
    return new.reloadedSections.contains(section) || new.reloadedItems.contains(item)
      || new.reconfiguredItems.contains(item)
  }
}
