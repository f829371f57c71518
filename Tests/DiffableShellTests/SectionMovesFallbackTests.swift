import DiffableKit
import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// More than one section moving in one apply: the table view data source answers with
/// `reloadData` (issue 23, point 1; docs/UIKIT.md §4.7), shown as the row-move fallback is.
@Suite("Several section moves: the table reloads, in text, explain, JSON and the HTML replay")
struct SectionMovesFallbackTests {
  /// The issue's scenario: a b c d (one item each), then a fresh b a d c.
  static let swapPairs = """
    appendSections a b c d
    appendItems 1 to a
    appendItems 2 to b
    appendItems 3 to c
    appendItems 4 to d
    apply
    new
    appendSections b a d c
    appendItems 2 to b
    appendItems 1 to a
    appendItems 4 to d
    appendItems 3 to c
    """

  static let fallbackLine =
    "on a device this apply reloads the table without animation, because 2 sections move in one batch "
    + "(moveSection 0 → 1 a, moveSection 2 → 3 c): UITableView usually answers more than one section move "
    + "with reloadData and asks the cell provider for every row (a few such batches animate)"

  @Test func applySaysTheTableReloadsAndWhy() {
    let lines = learningOutputAfterMarker(Self.swapPairs + "\necho ---\napply")
    #expect(
      lines == [
        "apply (animated): 2 sections moved, 2 items moved",
        "  moveSection  0 → 1            a",
        "  moveSection  2 → 3            c",
        "  moveRow      [0, 0] → [1, 0]  1",
        "  moveRow      [2, 0] → [3, 0]  3",
        Self.fallbackLine,
        "UIKit sent 2 row moves; 0 would have done: see `diff --minimal`",
      ])
    let preview = learningOutputAfterMarker(Self.swapPairs + "\necho ---\ndiff")
    #expect(
      preview.contains(Self.fallbackLine.replacingOccurrences(of: "reloads the", with: "would reload the")))
    let explained = learningOutputAfterMarker(Self.swapPairs + "\napply\necho ---\nexplain")
    #expect(explained.contains(Self.fallbackLine))
  }

  @Test func oneSectionMoveStillAnimates() {
    let lines = learningOutputAfterMarker(
      "appendSections a b c\napply\nsnapshot\nmoveSection c before a\necho ---\napply")
    #expect(lines == ["apply (animated): 1 section moved", "  moveSection  2 → 0  c"])
  }

  @Test func jsonNamesTheSectionMoves() {
    var lines: [String] = []
    var settings = Settings()
    settings.format = .json
    let shell = Shell(settings: settings) { lines.append($0) }
    shell.runScript(Self.swapPairs + "\napply", name: "test.diffable")
    #expect(
      (lines.last ?? "").contains(
        #""reloadFallback": {"sections": [{"id": "a", "from": 0, "to": 1}, {"id": "c", "from": 2, "to": 3}], "#
          + #""because": "severalSectionMoves", "moves": 2, "text": ""# + Self.fallbackLine + #"""#))
  }

  @Test func theReplayPageJumpsToTheNewTable() throws {
    let (_, shell) = runScript(Self.swapPairs + "\napply\n", name: "t.diffable")
    let page = HTMLExport.page(of: shell.recording, title: "t.diffable")
    let start = try #require(page.range(of: "<script type=\"application/json\" id=\"session\">"))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8))
    let steps = try #require((json as? [String: Any])?["steps"] as? [[String: Any]])
    let animation = try #require(steps.last?["animation"] as? [String: Any])
    #expect(animation["reloadData"] as? Bool == true)
  }

  @Test func theProviderIsAskedForEveryRow() throws {
    var dataSource = DataSource()
    var old = Snapshot()
    var new = Snapshot()
    for (section, item) in [("a", 1), ("b", 2), ("c", 3), ("d", 4)] {
      try old.appendSections([SnapshotIdentifier(.symbol(section))])
      try old.appendItems([SnapshotIdentifier(.int(item))])
    }
    for (section, item) in [("b", 2), ("a", 1), ("d", 4), ("c", 3)] {
      try new.appendSections([SnapshotIdentifier(.symbol(section))])
      try new.appendItems([SnapshotIdentifier(.int(item))])
    }
    _ = try dataSource.apply(old) { item, _ in "old \(item)" }
    let diff = try dataSource.apply(new) { item, _ in "new \(item)" }
    #expect(diff.reloadFallback == ReloadFallback(sections: diff.movedSections))
    #expect(
      dataSource.tableView.sections.map { $0.rows.map(\.content) } == [
        ["new 2"], ["new 1"], ["new 4"], ["new 3"],
      ])
  }
}
