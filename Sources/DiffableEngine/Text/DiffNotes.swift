import DiffableKit

// The words that go with a diff: the line that counts its changes, and the notes under it.

/// The plain-words lines under a diff: why the table reloads instead of animating, and how
/// many row moves UIKit sends beyond the fewest.
package enum DiffNotes {
  /// The most lines of one diff shown; the rest are counted (JSON output lists everything).
  package static let lineLimit = 200

  package static func lines(for report: DiffReport) -> [String] {
    var lines: [String] = []
    if let reason = report.reloadReason, let line = reloadLine(reason) { lines.append(line) }
    if let fallback = report.reloadFallback {
      lines.append(fallbackLine(fallback, isPreview: report.isPreview))
    }
    if let minimal = report.minimalRowMoves {
      let sent = report.diff.movedItems.count
      lines.append(
        report.isPreview
          ? "UIKit would send \(SnapshotDrawing.plural(sent, "row move")); \(minimal) would do: see `diff --minimal`"
          : "UIKit sent \(SnapshotDrawing.plural(sent, "row move")); \(minimal) would have done: see `diff --minimal`"
      )
    }
    return lines
  }

  /// `on a device this apply reloads the table without animation, because item 3 moves out
  /// of a section that is deleted (moveRow [1, 0] → [0, 1])`, or because several sections move.
  package static func fallbackLine(_ fallback: ReloadFallback, isPreview: Bool) -> String {
    let head = isPreview ? "on a device this apply would reload" : "on a device this apply reloads"
    guard let move = fallback.row else {
      let shown = fallback.sections.prefix(3).map { "moveSection \($0.from) → \($0.to) \($0.id)" }
      let more = fallback.sections.count > shown.count ? ", …" : ""
      return head + " the table without animation, because \(fallback.moveCount) sections move in one batch ("
        + shown.joined(separator: ", ") + more + "): UITableView usually answers more than one section move "
        + "with reloadData and asks the cell provider for every row (a few such batches animate)"
    }
    let section =
      fallback.kind == .outOfDeletedSection
      ? "out of a section that is deleted" : "into a section that is inserted"
    let others =
      fallback.moveCount > 1
      ? "; \(fallback.moveCount - 1) more move\(fallback.moveCount == 2 ? "" : "s") like it" : ""
    return head + " the table without animation, because item \(move.id) moves \(section) "
      + "(moveRow \(move.from) → \(move.to)\(others)): UITableView cannot animate such a move"
  }

  private static func reloadLine(_ reason: ReloadReason) -> String? {
    switch reason {
    case .usingReloadData: nil
    case .notAnimatedBeforeIOS15:
      "before iOS 15, apply animatingDifferences: false is a reloadData: no diff reaches the table"
    case .notAnimatedFirstApply:
      "the table has never updated, so apply animatingDifferences: false reloads it (iOS 15+; "
        + "UIKit diffs only once the table has loaded)"
    case .tableViewReloadData:
      "tableView.reloadData() asks the data source for every row again: each cell is made anew from the "
        + "snapshot applied last, which does not change (no animation; reconfigureItems updates chosen rows)"
    }
  }
}

/// One line that counts a diff's changes: `1 section inserted, 2 items moved, 1 item reloaded`.
package enum DiffSummary {
  package static func text(of diff: Diff) -> String {
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
