import DiffableKit

/// `show`: the table view as a person would see it: each section's header, then its rows
/// with the content the cell provider rendered when the row was last inserted, reloaded or
/// reconfigured. A row whose item changed in fields `==` ignores is marked stale, with the
/// fields it does not show; edits not applied yet are mentioned below the table.
package enum TableDrawing {
  /// The most rows drawn; the rest are counted.
  static let rowLimit = 200
  /// Content wider than this is not padded to line up the stale marks.
  static let alignLimit = 40

  /// The lines of `show`; with `explainingHeaders`, a note under the table when its sections
  /// have no header titles (``HeaderTitles/missingNote``).
  /// - Throws: ``Interrupted`` when `interruption` asked to stop.
  /// - Complexity: O(rows), plus a diff of the working snapshot against the applied one.
  package static func lines(
    of state: SessionState, explainingHeaders: Bool = false, interruption: Interruption = .never
  ) throws(Interrupted) -> [String] {
    if let classic = state.classic { return ClassicDrawing.lines(of: state, classic: classic) }
    if let program = state.programTableOnScreen { return ClassicDrawing.programLines(of: program) }
    let table = state.dataSource.tableView
    var lines: [String] = []
    if table.numberOfSections == 0 {
      lines.append(
        state.lastApply == nil
          ? "(the table view is empty: nothing has been applied yet)" : "(the table view has no sections)")
    }
    var counter = interruption.counter()
    let stale = Dictionary(
      try StaleCell.all(in: table, showing: state.dataSource.snapshot, counter: &counter).map {
        ($0.path, $0)
      },
      uniquingKeysWith: { first, _ in first })
    var drawn = 0
    var total = 0
    for (sectionIndex, section) in table.sections.enumerated() {
      try counter.tick()
      total += section.rows.count
      guard drawn < rowLimit else { continue }
      // Without a title, the section identifier, in parentheses: a device draws nothing there.
      lines.append(
        section.title.map { "section \(sectionIndex): \($0)" }
          ?? "section \(sectionIndex) (\(state.dataSource.snapshot.sectionIdentifiers[sectionIndex]))")
      if section.rows.isEmpty { lines.append("  (no rows)") }
      // Stale marks line up within a section, unless its content is too wide for that.
      let width = min(
        alignLimit, section.rows.prefix(rowLimit).map { String($0.content.firstLine).displayWidth }.max() ?? 0
      )
      for (row, cell) in section.rows.enumerated() where drawn < rowLimit {
        drawn += 1
        let path = IndexPath(row: row, section: sectionIndex)
        let prefix = "  \(path)  "
        var content = cell.content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let mark = stale[path] {
          content[0] = content[0].padding(to: width) + "  ← STALE: now " + Self.now(mark)
        }
        lines.append(prefix + content[0])
        let indent = String(repeating: " ", count: prefix.count)
        lines += content.dropFirst().map { indent + $0 }
      }
    }
    if total > drawn { lines.append("… and \(total - drawn) more rows") }
    if explainingHeaders && state.drawsSectionsWithoutTitles { lines.append(HeaderTitles.missingNote) }
    if !stale.isEmpty {
      // An object changed in place is compared with itself: no rule of == is to blame.
      let inPlace = stale.values.contains(where: \.isSameInstance)
      let byRule = stale.values.contains { !$0.isSameInstance }
      let why = [
        byRule ? "the item changed in fields == ignores" : nil,
        inPlace ? "the object changed in place, in both snapshots" : nil,
      ]
      lines.append(
        Self.staleLegend + why.compactMap(\.self).joined(separator: ", or ")
          + ", so no update reached the row; "
          + "reconfigureItems or reloadItems it (`explain` says more)")
    }
    // Marks stay on the working snapshot after an apply (as on Swift's `var snapshot`), so
    // only sections and items that differ are news here; and only when it changed since the
    // last apply (after a Swift program applied its own snapshot, it is not news).
    guard state.snapshots.workingChangedSinceApply else { return lines }
    let pending = try Differ.minimal.diff(
      from: state.dataSource.snapshot, to: state.working.withoutMarks, interruption: interruption)
    if !pending.isEmpty {
      lines.append(
        Self.pendingLegend
          + "the working snapshot would make \(DiffSummary.text(of: pending)); apply to see it")
    }
    return lines
  }

  private static let staleLegend = "STALE: "
  private static let pendingLegend = "not on screen yet: "

  /// Whether `line` of a drawing is one of its legends, which are prose (wrapped to the
  /// terminal) where the rows are data (kept whole).
  package static func isLegend(_ line: String) -> Bool {
    line.hasPrefix(staleLegend) || line.hasPrefix(pendingLegend)
  }

  /// `title "Taxi", price 12`: the fields the cell does not show, as they are now.
  private static func now(_ stale: StaleCell) -> String {
    stale.changes.isEmpty
      ? stale.current.description : stale.changes.map { "\($0.name) \($0.new)" }.joined(separator: ", ")
  }
}

extension String {
  fileprivate var firstLine: Substring { self[..<(firstIndex(of: "\n") ?? endIndex)] }
}

/// `print`: a snapshot (the working one, unless Swift names another), and how it differs from
/// the applied one.
package enum SnapshotDrawing {
  /// - Throws: ``Interrupted`` when `interruption` asked to stop.
  package static func lines(
    of state: SessionState, snapshot name: String = SnapshotsAndTable.workingName,
    interruption: Interruption = .never
  ) throws(Interrupted) -> [String] {
    let snapshot = state.snapshots[named: name] ?? Snapshot()
    var counter = interruption.counter()
    let title = name == SnapshotsAndTable.workingName ? "working snapshot" : "snapshot \(name)"
    var lines = [
      "\(title): \(plural(snapshot.numberOfSections, "section")), \(plural(snapshot.numberOfItems, "item"))"
    ]
    for (section, items) in zip(snapshot.sectionIdentifiers, snapshot.itemIdentifiersBySection) {
      var texts: [String] = []
      texts.reserveCapacity(items.count)
      for item in items {
        try counter.tick()
        texts.append(item.description)
      }
      let list = items.isEmpty ? "(empty)" : texts.joined(separator: ", ")
      lines.append("  \(section): \(list)")
    }
    let marks = [
      ("reloadSections", snapshot.reloadedSectionIdentifiers),
      ("reloadItems", snapshot.reloadedItemIdentifiers),
      ("reconfigureItems", snapshot.reconfiguredItemIdentifiers),
    ]
    for (name, marked) in marks where !marked.isEmpty {
      lines.append("  marked by \(name): \(marked.map(\.description).joined(separator: ", "))")
    }
    let diff = try Differ.minimal.diff(
      from: state.dataSource.snapshot, to: snapshot, interruption: interruption)
    lines.append(diff.isEmpty ? "same as the applied snapshot" : "apply would: \(DiffSummary.text(of: diff))")
    return lines
  }

  static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
