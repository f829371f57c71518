import DiffableKit

/// `show`: the table view as a person would see it, with stale cells marked.
enum TableDrawing {
  static func lines(of state: SessionState) -> [String] {
    if let classic = state.classic { return ClassicDrawing.lines(of: state, classic: classic) }
    let table = state.dataSource.tableView
    guard table.numberOfSections > 0 else { return ["(the table view is empty: nothing has been applied)"] }
    var lines: [String] = []
    for (sectionIndex, section) in table.sections.enumerated() {
      lines.append("section \(sectionIndex): \(section.title ?? "")")
      if section.rows.isEmpty { lines.append("  (no rows)") }
      for (row, cell) in section.rows.enumerated() {
        let path = IndexPath(row: row, section: sectionIndex)
        var line = "  \(path)  \(cell.content)"
        if let current = state.dataSource.snapshot.itemIdentifier(at: path), current.value != cell.item.value {
          line += "   [stale: the item is now \(current.value)]"
        }
        lines.append(line)
      }
    }
    return lines
  }
}

/// `print`: the working snapshot, and how it differs from the applied one.
enum SnapshotDrawing {
  static func lines(of state: SessionState) -> [String] {
    let snapshot = state.working
    var lines = [
      "working snapshot: \(plural(snapshot.numberOfSections, "section")), \(plural(snapshot.numberOfItems, "item"))"
    ]
    for (section, items) in zip(snapshot.sectionIdentifiers, snapshot.itemIdentifiersBySection) {
      let list = items.isEmpty ? "(empty)" : items.map(\.description).joined(separator: ", ")
      lines.append("  \(section): \(list)")
    }
    let marks = [
      ("reloadSections", snapshot.reloadedSectionIdentifiers), ("reloadItems", snapshot.reloadedItemIdentifiers),
      ("reconfigureItems", snapshot.reconfiguredItemIdentifiers),
    ]
    for (name, marked) in marks where !marked.isEmpty {
      lines.append("  marked by \(name): \(marked.map(\.description).joined(separator: ", "))")
    }
    let diff = Diff(from: state.dataSource.snapshot, to: snapshot)
    lines.append(diff.isEmpty ? "same as the applied snapshot" : "apply would: \(DiffSummary.text(of: diff))")
    return lines
  }

  static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
