import DiffableKit

/// `show` and `print` in classic mode: the table view as on screen, and when it disagrees
/// with the model (the table was not told of a change yet), the two side by side, row by
/// row, with every row that differs marked `≠`.
enum ClassicDrawing {
  package static func lines(of state: SessionState, classic: ClassicTable) -> [String] {
    let model = ModelRows(state)
    let table = classic.table
    var lines: [String]
    if table.matches(model, comparingContent: true) {
      lines = table.numberOfSections == 0 ? ["(the table view is empty, and so is the model)"] : []
      if table.numberOfSections > 0 { lines.append("the table view matches the model:") }
      lines += tableLines(table)
    } else {
      lines = ["the model and the table view disagree: the table has not been told of every change"]
      lines += sideBySide(model: model, table: table)
      lines.append(
        "rows by section: model \(model.rowCounts), table view \(table.rowCounts); the next update is checked "
          + "against the table's counts before and the model's after")
    }
    if let batch = classic.openBatch { lines.append(batchLine(batch)) }
    return lines
  }

  /// The calls an open `beginUpdates` batch holds.
  private static func batchLine(_ batch: OpenBatch) -> String {
    let calls = batch.calls.isEmpty ? "no calls yet" : batch.calls.map(\.text).joined(separator: "; ")
    return "open batch (tableView.beginUpdates): \(calls); tableView.endUpdates checks it"
  }

  /// `show` of a table whose data source is a client's program: the rows as the program's
  /// methods answered when the table last asked (diffable cannot ask them again here).
  package static func programLines(of table: ClassicTable) -> [String] {
    var lines = [
      table.table.numberOfSections == 0
        ? "(the table view is empty: its data source, the program's, answered no sections)"
        : "the table view, whose data source is the program's:"
    ]
    lines += tableLines(table.table)
    if let batch = table.openBatch { lines.append(batchLine(batch)) }
    return lines
  }

  /// `print` in classic mode: the model, and whether the table shows it.
  static func modelLines(of state: SessionState) -> [String] {
    let model = ModelRows(state)
    var lines = ["model (the working snapshot): \(counts(model.rowCounts))"]
    for (section, items) in zip(model.sections, state.working.itemIdentifiersBySection) {
      lines.append(
        "  \(section): " + (items.isEmpty ? "(empty)" : items.map(\.description).joined(separator: ", ")))
    }
    let matches = state.classic?.table.matches(model, comparingContent: true) ?? true
    lines.append(
      matches
        ? "the table view shows the model" : "the table view differs from the model (`show` compares them)")
    return lines
  }

  // MARK: - Pieces

  private static func tableLines(_ table: TableView) -> [String] {
    var lines: [String] = []
    for (index, section) in table.sections.enumerated() {
      // A section without a title (a program's data source that answers none) is its number.
      lines.append(section.title.map { "section \(index): \($0)" } ?? "section \(index)")
      if section.rows.isEmpty { lines.append("  (no rows)") }
      for (row, cell) in section.rows.enumerated() {
        lines.append("  \(IndexPath(row: row, section: index))  \(cell.content)")
      }
    }
    return lines
  }

  private static func sideBySide(model: ModelRows, table: TableView) -> [String] {
    var pairs: [(left: String, right: String, same: Bool)] = [
      ("model (what the data source answers)", "table view (on screen)", true)
    ]
    for section in 0..<max(model.numberOfSections, table.numberOfSections) {
      let inModel = section < model.numberOfSections
      let onScreen = section < table.numberOfSections
      let title = inModel ? model.title(forSection: section) : nil
      let shownTitle = onScreen ? table.sections[section].title : nil
      pairs.append(
        (
          inModel ? "section \(section): \(title ?? "")" : "",
          onScreen ? "section \(section): \(shownTitle ?? "")" : "",
          inModel && onScreen && title == shownTitle
        ))
      let modelRows = inModel ? model.numberOfRows(inSection: section) : 0
      let tableRows = onScreen ? table.numberOfRows(inSection: section) : 0
      if modelRows == 0 && tableRows == 0 {
        pairs.append((inModel ? "  (no rows)" : "", onScreen ? "  (no rows)" : "", inModel && onScreen))
      }
      for row in 0..<max(modelRows, tableRows) {
        let path = IndexPath(row: row, section: section)
        let fresh = row < modelRows ? model.cell(at: path) : nil
        let shown = row < tableRows ? table.cell(at: path) : nil
        let same = fresh.flatMap { fresh in shown.map { $0.shows(fresh) } } ?? false
        pairs.append(
          (
            fresh.map { "  \(path)  \($0.content)" } ?? "", shown.map { "  \(path)  \($0.content)" } ?? "",
            same
          ))
      }
    }
    let width = pairs.map(\.left.displayWidth).max() ?? 0
    return pairs.map { pair in
      let line = pair.left.padding(to: width) + (pair.same ? " | " : " ≠ ") + pair.right
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// `1 section, 3 rows`; `2 sections, 4 rows ([3, 1])`; `no sections`.
  static func counts(_ rowCounts: [Int]) -> String {
    guard !rowCounts.isEmpty else { return "no sections" }
    let total = SnapshotDrawing.plural(rowCounts.reduce(0, +), "row")
    let sections = SnapshotDrawing.plural(rowCounts.count, "section")
    return rowCounts.count == 1 ? "\(sections), \(total)" : "\(sections), \(total) (\(rowCounts))"
  }

}
