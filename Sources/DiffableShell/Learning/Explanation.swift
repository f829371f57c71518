import DiffableKit

/// `explain`: why the last apply treated each item as it did.
enum Explanation {
  static func lines(for change: AppliedChange, item focus: Identifier?) -> [String] {
    let diff = change.diff
    var lines: [String] = []
    let deleted = Dictionary(diff.deletedItems.map { ($0.id, $0.at) }, uniquingKeysWith: { a, _ in a })
    let inserted = Dictionary(diff.insertedItems.map { ($0.id, $0.at) }, uniquingKeysWith: { a, _ in a })
    let moved = Dictionary(diff.movedItems.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let reloaded = Set(diff.reloadedItems.map(\.id))
    let reconfigured = Set(diff.reconfiguredItems.map(\.id))
    var items = change.new.itemIdentifiers
    items += change.old.itemIdentifiers.filter { !change.new.contains(item: $0) }
    if let focus { items = items.filter { $0 == focus } }
    if items.isEmpty, let focus {
      return ["\(focus) was in neither the old nor the new snapshot of the last apply"]
    }
    for item in items {
      var line: String
      if let at = deleted[item] {
        line = "\(item): deleted from \(at): no item == to it is in the new snapshot"
      } else if let at = inserted[item] {
        line = "\(item): inserted at \(at): no item == to it was in the old snapshot"
      } else if let move = moved[item] {
        line = "\(item): moved \(move.from) → \(move.to): "
          + (move.from.section == move.to.section
            ? "its order relative to its neighbours changed" : "it changed section")
      } else if let old = change.old.indexPath(of: item), let new = change.new.indexPath(of: item) {
        line = "\(item): unchanged, found == at old \(old), now \(new)"
      } else if change.old.contains(item: item) {
        line = "\(item): went with its deleted section"
      } else {
        line = "\(item): came with its inserted section"
      }
      if reloaded.contains(item) { line += "; reloaded because it was marked by reloadItems" }
      if reconfigured.contains(item) { line += "; reconfigured because it was marked by reconfigureItems" }
      lines.append(line)
    }
    return lines
  }
}

/// One-line hints printed after an apply when a common mistake shows.
enum Hints {
  static func after(_ change: AppliedChange, table: TableView) -> [String] {
    var hints: [String] = []
    var stale: [String] = []
    for (sectionIndex, section) in table.sections.enumerated() {
      for (row, cell) in section.rows.enumerated() {
        guard let current = change.new.itemIdentifier(at: IndexPath(row: row, section: sectionIndex)),
          current.value != cell.item.value
        else { continue }
        stale.append(current.description)
      }
    }
    if !stale.isEmpty {
      hints.append(
        "stale cell\(stale.count == 1 ? "" : "s"): \(stale.joined(separator: ", ")) changed in fields == ignores, "
          + "so the table kept the old content; reconfigureItems them, or compare those fields in ==")
    }
    return hints
  }
}
