import DiffableKit

/// One line that counts a diff's changes: `1 section inserted, 2 items moved, 1 item reloaded`.
enum DiffSummary {
  static func text(of diff: Diff) -> String {
    let parts: [(Int, String, String)] = [
      (diff.deletedSections.count, "section", "deleted"),
      (diff.insertedSections.count, "section", "inserted"),
      (diff.movedSections.count, "section", "moved"), (diff.reloadedSections.count, "section", "reloaded"),
      (diff.deletedItems.count, "item", "deleted"), (diff.insertedItems.count, "item", "inserted"),
      (diff.movedItems.count, "item", "moved"), (diff.reloadedItems.count, "item", "reloaded"),
      (diff.reconfiguredItems.count, "item", "reconfigured"),
    ]
    let nonEmpty = parts.filter { $0.0 > 0 }.map { "\(SnapshotDrawing.plural($0.0, $0.1)) \($0.2)" }
    return nonEmpty.isEmpty ? "no changes" : nonEmpty.joined(separator: ", ")
  }
}
