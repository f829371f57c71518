import DiffableKit

/// `explain [ITEM]`: for each item of the last apply (or one), the rule that decided its
/// fate, in plain words with the values: found `==` at an old index path, moved because its
/// order changed, deleted and inserted because `==` differs (naming the fields), reloaded or
/// reconfigured because marked, or unchanged but stale on screen (naming the fields `==`
/// ignores, with the fix).
enum Explanation {
  /// The most items explained at once; `explain ITEM` shows any one of the rest.
  static let itemLimit = 200

  /// The lines `explain` prints for `change`, about every item or only `focus`.
  /// - Parameters:
  ///   - iOS: the behaviour profile, for the fix it suggests (reconfigureItems is iOS 15+).
  ///   - phrasing: the words to write a change of a type's rule in: those of the language
  ///     the type was declared in.
  /// - Throws: ``Interrupted`` when `interruption` asked to stop.
  /// - Complexity: O(n) expected for n items in the two snapshots.
  package static func lines(
    for change: AppliedChange, item focus: SnapshotIdentifier?, iOS: Int,
    phrasing: @escaping (String) -> any Phrasing,
    interruption: Interruption = .never
  ) throws(Interrupted) -> [String] {
    let facts = try ApplyFacts(change, interruption: interruption)
    let writer = EntryWriter(facts: facts, iOS: iOS, phrasing: phrasing)
    guard let focus else {
      var counter = interruption.counter()
      return try writer.everything(counter: &counter)
    }
    if facts.newPath(focus) != nil { return writer.entry(newItem: focus) }
    if facts.oldPath(focus) != nil { return writer.entry(oldItem: focus) }
    if let line = writer.section(focus) { return [line] }
    return ["\(focus) was in neither the old nor the new snapshot of the last apply"]
  }
}

/// Writes the entries of ``Explanation``: one item's fate, then what refreshed it or left
/// it stale.
private struct EntryWriter {
  let facts: ApplyFacts
  let iOS: Int
  /// The words of the language a type was declared in.
  let phrasing: (String) -> any Phrasing

  func everything(counter: inout InterruptionCounter) throws(Interrupted) -> [String] {
    let change = facts.change
    let summary = DiffSummary.text(of: change.diff)
    let counts =
      "old: \(Words.count(facts.old.numberOfItems, "item")), new: \(Words.count(facts.new.numberOfItems, "item"))"
    var lines =
      change.reloadedData
      ? [
        "the last apply was a reloadData: every cell was rendered again and nothing animated (\(counts)); "
          + "a diff would have made \(summary)"
      ]
      : ["the last apply: \(summary) (\(counts))"]
    if !change.reloadedData, let fallback = change.diff.reloadFallback {
      lines.append(DiffNotes.fallbackLine(fallback, isPreview: false))
    }
    if !change.reloadedData, let line = movesBeyondTheFewest() { lines.append(line) }
    lines += changedSections()
    var shown = 0
    newItems: for items in facts.new.itemIdentifiersBySection {
      for item in items {
        guard shown < Explanation.itemLimit else { break newItems }
        lines += entry(newItem: item)
        shown += 1
      }
    }
    var more = facts.new.numberOfItems - shown
    for item in try goneItems(counter: &counter) {
      if shown < Explanation.itemLimit {
        lines += entry(oldItem: item)
        shown += 1
      } else {
        more += 1
      }
    }
    if shown == 0 { lines.append("no items on either side") }
    if more > 0 { lines.append("… and \(more) more items (`explain ITEM` explains one)") }
    return lines
  }

  /// The items only the old snapshot held (edits explained with their new value aside), in
  /// old order: the deleted rows, and the rows of deleted sections.
  /// - Complexity: O(k log k) for k deleted rows and rows of deleted sections.
  private func goneItems(counter: inout InterruptionCounter) throws(Interrupted) -> [SnapshotIdentifier] {
    let diff = facts.change.diff
    var gone: [(IndexPath, SnapshotIdentifier)] = []
    for deleted in diff.deletedItems
    where !facts.new.contains(item: deleted.id) && facts.pairByOld[deleted.id] == nil {
      try counter.tick()
      gone.append((deleted.at, deleted.id))
    }
    for section in diff.deletedSections {
      let items = (try? facts.old.itemIdentifiers(inSection: section.id)) ?? []
      for (row, item) in items.enumerated() where !facts.new.contains(item: item) {
        try counter.tick()
        gone.append((IndexPath(row: row, section: section.at), item))
      }
    }
    return gone.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// When UIKit's diff moved more rows than the fewest: how many, and why each moved.
  /// - Complexity: that of the minimal diff, O(n log n) for n items.
  private func movesBeyondTheFewest() -> String? {
    let diff = facts.change.diff
    // Only UIKit's differ gives reasons; the minimal one is the fewest by definition.
    guard !diff.movedItemReasons.isEmpty else { return nil }
    let fewest = Diff.minimalMovedItemCount(from: facts.old, to: facts.new)
    guard fewest < diff.movedItems.count else { return nil }
    let count = { (reason: ItemMoveReason) in diff.movedItemReasons.count { $0 == reason } }
    let parts = [
      (count(.flatOrderChanged), "for the order of the flat list (Foundation's walk, not always the fewest)"),
      (count(.rodeWithSection), "riding along with their section"),
      (count(.sectionChanged), "changing section"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    return "UIKit sent \(Words.count(diff.movedItems.count, "row move")) where \(fewest) would have done "
      + "(`diff --minimal`): " + parts.joined(separator: ", ")
  }

  // MARK: - Sections

  func changedSections() -> [String] {
    let diff = facts.change.diff
    let ids =
      diff.deletedSections.map(\.id) + diff.insertedSections.map(\.id) + diff.movedSections.map(\.id)
      + diff.reloadedSections.map(\.id)
    var seen = Set<SnapshotIdentifier>()
    return ids.filter { seen.insert($0).inserted }.compactMap(section)
  }

  func section(_ id: SnapshotIdentifier) -> String? {
    if let at = facts.deletedSections[id], let new = facts.insertedSections[id] {
      return
        "section \(id): deleted from \(at) and inserted at \(new): it moved relative to the other sections "
        + "but kept its index, and UIKit sends such a move as a delete plus an insert, never "
        + "moveSection(\(at), toSection: \(new)); its rows got fresh cells"
    }
    if let at = facts.deletedSections[id] {
      return
        "section \(id): deleted from \(at): no section in the new snapshot is == to it; its rows went with it"
    }
    var line: String
    if let at = facts.insertedSections[id] {
      line =
        "section \(id): inserted at \(at): no section in the old snapshot was == to it; its rows came with it"
    } else if let move = facts.movedSections[id] {
      line =
        "section \(id): moved \(move.from) → \(move.to): its order relative to the other sections changed"
    } else if let old = facts.old.indexOfSection(id), let new = facts.new.indexOfSection(id) {
      line = "section \(id): unchanged: found == at old \(old)" + (old == new ? "" : ", now \(new)")
    } else {
      return nil
    }
    if facts.reloadedSections[id] != nil {
      line += "; reloaded: marked by reloadSections, so every row in it got a fresh cell"
    }
    return line
  }

  // MARK: - Items

  /// An item of the new snapshot.
  func entry(newItem item: SnapshotIdentifier) -> [String] {
    guard let path = facts.newPath(item) else { return [] }
    let section = facts.newSection(path.section)
    var lines: [String]
    if let at = facts.inserted[item] {
      if let pair = facts.pairByNew[item] {
        lines = pairLines(pair)
      } else if let oldPath = facts.oldPath(item) {
        lines = [
          "\(item): inserted at \(at): it was at old \(oldPath) in section \(facts.oldSection(oldPath.section)), "
            + "which was deleted, and a row cannot move out of a deleted section"
        ]
      } else {
        lines = ["\(item): inserted at \(at): no item in the old snapshot was == to it"]
      }
    } else if let at = facts.deleted[item] {
      lines = [
        "\(item): deleted from \(at), and shown again at \(path) by the inserted section \(section): "
          + "a row cannot move into a section that is being inserted"
      ]
    } else if let move = facts.moved[item] {
      lines = [moveLine(item, move, section: section)]
    } else if let oldPath = facts.oldPath(item) {
      if facts.insertedSections[section] != nil {
        lines = [
          "\(item): went with its deleted section \(facts.oldSection(oldPath.section)) and came back at \(path) "
            + "with the inserted section \(section)"
        ]
      } else {
        lines = ["\(item): unchanged: found == at old \(oldPath)" + shift(from: oldPath, to: path)]
      }
    } else {
      lines = ["\(item): came with the inserted section \(section), at \(path)"]
    }
    return lines + refresh(of: item, at: path) + staleness(of: item, at: path)
  }

  /// Why UIKit moved `item`: its flat order changed, its section changed, or it rode along
  /// with its section.
  private func moveLine(_ item: SnapshotIdentifier, _ move: Diff.Move<IndexPath>, section: SnapshotIdentifier)
    -> String
  {
    let oldSection = facts.oldSection(move.from.section)
    let head = "\(item): moved \(move.from) → \(move.to): found == at old \(move.from)"
    switch facts.moveReasons[item] {
    case .sectionChanged?:
      var line =
        head + " in section \(oldSection); its section changed, to \(section) (UIKit moves every item "
        + "whose section identifier changed)"
      if facts.deletedSections[oldSection] != nil {
        line +=
          "; it moves out of a section that is deleted, which UITableView cannot animate: the table reloads"
      } else if facts.insertedSections[section] != nil {
        line +=
          "; it moves into a section that is inserted, which UITableView cannot animate: the table reloads"
      }
      return line
    case .rodeWithSection?:
      return head + "; it rode along with its section \(section), whose place among the sections changed: "
        + "UIKit diffs all items as one flat list, section by section, and that changed its place there"
    case .flatOrderChanged?:
      return head + "; its place in the flat list of all items changed (UIKit diffs all items as one list, "
        + "section by section, with Foundation's walk: where the lists differ it moves the item with farther "
        + "to travel, the old one on a tie)"
    case nil:
      return oldSection == section
        ? head + ", and its order relative to its neighbours changed"
        : head + " in section \(oldSection); it changed section, to \(section)"
    }
  }

  /// An item only the old snapshot held.
  func entry(oldItem item: SnapshotIdentifier) -> [String] {
    if let pair = facts.pairByOld[item] { return pairLines(pair) }
    if let at = facts.deleted[item] {
      return ["\(item): deleted from \(at): no item in the new snapshot is == to it"]
    }
    guard let path = facts.oldPath(item) else { return [] }
    return ["\(item): went with its deleted section \(facts.oldSection(path.section)), from \(path)"]
  }

  private func shift(from old: IndexPath, to new: IndexPath) -> String {
    guard old != new else { return "" }
    var reasons: [String] = []
    if old.section != new.section { reasons.append("its section is now at index \(new.section)") }
    if old.row != new.row { reasons.append("rows above it came, went or moved") }
    return "; now at \(new), as \(reasons.joined(separator: " and ")) (the row needed no call of its own)"
  }

  /// An edit that `==` saw as a new item.
  private func pairLines(_ pair: EditPair) -> [String] {
    var detail =
      "  the old value \(pair.old.id) (\(pair.evidence.description)) differs in \(pair.changes.listed)"
    if let rule = facts.executedRule(of: pair.new.id) {
      // A rule run as code: what it compares that read the changed properties.
      let compared = rule.reasons(changed: pair.changes.names).compared
      if !compared.isEmpty { detail += "; == compares \(Words.and(compared))" }
    } else if let type = facts.structType(of: pair.new.id) {
      let changed = pair.changes.names
      let compared = changed.filter(type.equalityFields.contains)
      let hashedOnly = changed.filter { type.hashFields.contains($0) && !type.equalityFields.contains($0) }
      if type.isSynthesized {
        detail += ", and synthesized == compares every field"
      } else if compared.count == changed.count {
        detail += ", which == compares"
      } else if !compared.isEmpty {
        detail += "; == compares \(Words.and(compared))"
      }
      if !hashedOnly.isEmpty { detail += "; hash(into:) combines \(Words.and(hashedOnly)), which == ignores" }
    }
    return [
      "\(pair.new.id): deleted from \(pair.old.at) and inserted at \(pair.new.at): == differs from the old value",
      detail,
    ]
  }

  // MARK: - Refresh and staleness

  private func refresh(of item: SnapshotIdentifier, at path: IndexPath) -> [String] {
    var lines: [String] = []
    let isNewRow = facts.inserted[item] != nil || facts.oldPath(item) == nil
    let section = facts.newSection(path.section)
    if facts.reloadedSections[section] != nil && !isNewRow {
      lines.append("  its section \(section) was reloaded (reloadSections), so the row got a fresh cell")
    }
    let extra = isNewRow ? " (it was inserted anyway, so the mark added nothing)" : ""
    if let at = facts.reloaded[item] {
      lines.append("  reloaded at \(at): marked by reloadItems, so the row got a fresh cell" + extra)
    }
    if let at = facts.reconfigured[item] {
      lines.append(
        "  reconfigured at \(at): marked by reconfigureItems, so its cell was configured again" + extra)
    }
    if let mark = facts.markValue(of: item) {
      lines.append(
        "  the mark was made with \(mark), but a mark does not replace the value a snapshot holds: "
          + "the cell was rendered from \(item)")
    }
    let refreshed = !lines.isEmpty && !isNewRow
    if refreshed, let oldPath = facts.oldPath(item), let before = facts.change.tableBefore.cell(at: oldPath),
      let after = facts.change.tableAfter.cell(at: path)
    {
      let changes = FieldChange.between(before.item.content, after.item.content)
      if !changes.isEmpty { lines.append("  its cell now shows the new fields: \(changes.listed)") }
    }
    return lines
  }

  private func staleness(of item: SnapshotIdentifier, at path: IndexPath) -> [String] {
    guard let cell = facts.change.tableAfter.cell(at: path), cell.item.content != item.content else {
      return []
    }
    let changes = FieldChange.between(cell.item.content, item.content)
    let ignored = Words.and(changes.names)
    let command = BehaviourProfile.refreshCall(iOS: iOS)
    if let instance = item.instance, cell.item.instance == instance {
      // One object in both snapshots: no rule of == can tell it changed.
      return [
        "  STALE on screen: \(changes.isEmpty ? "the object" : changes.listed) changed in place; the old and new "
          + "snapshots hold this one object, and apply compares it with itself, so it sent this row nothing "
          + "and its cell still shows \"\(cell.content)\"",
        "  fix: \(command) it after changing it and apply again (or make the items values: structs, or "
          + "the objects' identifiers)",
      ]
    }
    var fix = "  fix: \(command) it and apply again"
    if let type = facts.structType(of: item) {
      let fields = type.fields.filter { type.equalityFields.contains($0) || changes.names.contains($0) }
      fix +=
        ", or compare \(ignored) in == (\(phrasing(type.name).rule(of: type.name, hash: nil, equal: fields)); an "
        + "edit is then a delete + insert)"
    }
    // Without the value's fields (an identity its client worked out by running the program's
    // hash(into:) and ==), what changed is the value as a whole.
    var changed =
      changes.names.isEmpty
      ? "the value changed, but == finds it equal to the old one"
      : "\(changes.listed) changed, but == ignores \(ignored)"
    if let rule = facts.executedRule(of: item), case let reasons = rule.reasons(changed: changes.names),
      !reasons.compared.isEmpty
    {
      changed = "\(changes.listed) changed, but \(Hints.comparedTheSame(reasons, plural: false))"
    }
    return [
      "  STALE on screen: \(changed), so apply sent this row nothing and its cell still shows \"\(cell.content)\"",
      fix,
    ]
  }
}
