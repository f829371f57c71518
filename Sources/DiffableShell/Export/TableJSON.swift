import DiffableEngine
import DiffableKit

/// One step's table view as the HTML page draws it: sections with their header and rows,
/// each row's cell content, and stale rows marked, up to ``HTMLExport/rowLimit`` rows.
enum TableJSON {
  /// The table of `step`, and the keys it draws.
  /// - Complexity: O(sections + ``HTMLExport/rowLimit``).
  static func table(of step: SessionRecording.Step, keys: inout RowKeys) -> (
    json: JSONValue, visible: RowKeys.Visible
  ) {
    let table = step.table
    var visible = RowKeys.Visible()
    var sections: [JSONValue] = []
    var drawn = 0
    var hidden = 0
    for (sectionIndex, section) in table.sections.enumerated() {
      guard drawn < HTMLExport.rowLimit else {
        hidden += section.rows.count
        continue
      }
      var sectionKey = "s?"
      if let id = sectionIdentifier(step, at: sectionIndex) {
        sectionKey = keys.section(id)
      }
      visible.sections.insert(sectionKey)
      var rows: [JSONValue] = []
      for (row, cell) in section.rows.prefix(HTMLExport.rowLimit - drawn).enumerated() {
        let path = IndexPath(row: row, section: sectionIndex)
        let key = keys.item(cell.item)
        visible.items.insert(key)
        var pairs: [(String, JSONValue)] = [
          ("key", .string(key)), ("item", .string(itemText(step, cell: cell, at: path))),
          ("content", .string(cell.content)),
        ]
        if let stale = staleText(step, cell: cell, at: path) { pairs.append(("stale", .string(stale))) }
        rows.append(.object(pairs))
      }
      drawn += rows.count
      hidden += section.rows.count - rows.count
      sections.append(
        .object([
          ("key", .string(sectionKey)), ("title", .string(section.title ?? "")), ("rows", .array(rows)),
        ]))
    }
    var pairs: [(String, JSONValue)] = [
      ("sections", .array(sections)), ("moreRows", .number(hidden)), ("classic", .bool(step.model != nil)),
    ]
    if table.numberOfSections == 0 {
      pairs.append(("note", .string("The table view is empty.")))
    }
    return (.object(pairs), visible)
  }

  /// The section's identifier: the applied snapshot's in diffable mode, the model's in classic
  /// mode (when the table and the model agree on the count).
  private static func sectionIdentifier(_ step: SessionRecording.Step, at index: Int) -> SnapshotIdentifier? {
    let snapshot = step.model ?? step.applied
    guard index < snapshot.numberOfSections else { return nil }
    return snapshot.sectionIdentifiers[index]
  }

  /// The item the row stands for: the applied snapshot's identifier at its index path (its
  /// value now, which a stale cell does not show), or in classic mode the item the cell was
  /// made for.
  private static func itemText(_ step: SessionRecording.Step, cell: Cell, at path: IndexPath) -> String {
    guard step.model == nil, let current = step.applied.itemIdentifier(at: path) else {
      return cell.item.description
    }
    return current.description
  }

  /// Why the row shows something else than its item now: in diffable mode the fields that
  /// changed (a stale cell); in classic mode the model's row that the table has not been told of.
  private static func staleText(_ step: SessionRecording.Step, cell: Cell, at path: IndexPath) -> String? {
    if let model = step.model {
      let current = model.itemIdentifier(at: path)
      guard current?.value != cell.item.value else { return nil }
      return "the model has \(current?.description ?? "no row") here"
    }
    guard let current = step.applied.itemIdentifier(at: path), current.value != cell.item.value else {
      return nil
    }
    let changes = FieldChange.between(cell.item.value, current.value)
    let now =
      changes.isEmpty ? current.description : changes.map { "\($0.name) \($0.new)" }.joined(separator: ", ")
    return "STALE: now " + now
  }
}
