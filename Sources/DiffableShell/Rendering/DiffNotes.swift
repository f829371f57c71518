import DiffableKit

/// The plain-words lines under a diff: why the table reloads instead of animating, and how
/// many row moves UIKit sends beyond the fewest.
enum DiffNotes {
  static func lines(for report: DiffReport) -> [String] {
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
  /// of a section that is deleted (moveRow [1, 0] → [0, 1])`.
  static func fallbackLine(_ fallback: ReloadFallback, isPreview: Bool) -> String {
    let section =
      switch fallback.kind {
      case .outOfDeletedSection: "out of a section that is deleted"
      case .intoInsertedSection: "into a section that is inserted"
      }
    let others =
      fallback.moveCount > 1
      ? "; \(fallback.moveCount - 1) more move\(fallback.moveCount == 2 ? "" : "s") like it" : ""
    return (isPreview ? "on a device this apply would reload" : "on a device this apply reloads")
      + " the table without animation, because item \(fallback.item) moves \(section) "
      + "(moveRow \(fallback.from) → \(fallback.to)\(others)): UITableView cannot animate such a move"
  }

  private static func reloadLine(_ reason: ReloadReason) -> String? {
    switch reason {
    case .usingReloadData: nil
    case .notAnimatedBeforeIOS15:
      "before iOS 15, apply animatingDifferences: false is a reloadData: no diff reaches the table"
    case .notAnimatedFirstApply:
      "the table has never updated, so apply animatingDifferences: false reloads it (iOS 15+; "
        + "UIKit diffs only once the table has loaded)"
    }
  }
}
