/// Placing items in a section's tree: each item gets a label between its neighbours' labels
/// (see ``ItemPlace``), so that an insert or a move is O(log n) and touches nothing else,
/// except now and then a window of neighbours relabelled to open a gap.
extension Snapshot {
  /// The distance between the labels of appended items: 2³² leaves room for 32 halvings (32
  /// inserts at one spot) before a relabel, and for 2³² appends.
  static let labelGap: UInt64 = 1 << 32

  /// The smallest gap a relabelled window leaves between neighbours.
  private static let smallestRelabelGap: UInt64 = 1 << 10

  /// Adds items (absent from the snapshot) at the end of the section at `index`.
  /// - Complexity: O(k log n).
  mutating func append(_ identifiers: [SnapshotIdentifier], toSectionAt index: Int) {
    insert(identifiers, intoSectionAt: index, row: itemsBySection[index].count)
  }

  /// Adds items (absent from the snapshot) to the section at `index`, the first at `row`.
  /// - Complexity: O(k log n), plus now and then a relabelled window of O(k + log n) items.
  mutating func insert(_ identifiers: [SnapshotIdentifier], intoSectionAt index: Int, row: Int) {
    guard !identifiers.isEmpty else { return }
    let labels = freeLabels(inSectionAt: index, row: row, count: identifiers.count)
    let section = sections[index]
    // Into the list first, all at once (one access to the section), then into the index.
    itemsBySection[index].insert(identifiers, labelled: labels)
    for (item, label) in zip(identifiers, labels) {
      placeOfItem[item] = ItemPlace(section: section, label: label)
    }
  }

  /// Appends `identifiers` at the end of the section at `index` when none of them is in the
  /// snapshot, filing each in the index as it is looked up there (most appended items are new:
  /// a lookup, then an insert, would walk the index twice); returns `false`, the snapshot's
  /// value unchanged, when one of them is present.
  ///
  /// The index holds its keys unretained (see ``ItemIndex``): between filing an item and
  /// storing it in the section's list, `identifiers` keeps it alive.
  /// - Complexity: O(k log n).
  mutating func appendIfAbsent(_ identifiers: [SnapshotIdentifier], toSectionAt index: Int) -> Bool {
    guard !identifiers.isEmpty else { return true }
    let labels = freeLabels(inSectionAt: index, row: itemsBySection[index].count, count: identifiers.count)
    let section = sections[index]
    for (offset, (item, label)) in zip(identifiers, labels).enumerated()
    where placeOfItem.insertIfAbsent(item, at: ItemPlace(section: section, label: label)) != nil {
      for filed in identifiers[..<offset] { placeOfItem.removeValue(forKey: filed) }
      return false
    }
    itemsBySection[index].insert(identifiers, labelled: labels)
    return true
  }

  /// Removes a present item from its section's tree (not from `placeOfItem`); returns the
  /// stored identifier.
  @discardableResult
  mutating func removeFromSection(_ place: ItemPlace) -> SnapshotIdentifier {
    let index = sections.firstIndex(of: place.section)!
    return itemsBySection[index].remove(labelled: place.label)
  }

  /// `count` ascending labels that fit between the items at `row - 1` and `row`, relabelling
  /// a window around `row` when the gap there is too small.
  private mutating func freeLabels(inSectionAt index: Int, row: Int, count: Int) -> LabelRun {
    let items = itemsBySection[index]
    let wanted = UInt64(count)
    if row == items.count {
      let lower = items.lastLabel ?? 0
      // At the end: a fixed gap when it fits, so that appends leave room for inserts.
      let (end, overflow) = Self.labelGap.multipliedReportingOverflow(by: wanted + 1)
      if !overflow, lower <= UInt64.max - end {
        return LabelRun(after: lower, step: Self.labelGap, count: count)
      }
    }
    let lower = row > 0 ? items.entry(at: row - 1).label : 0
    let upper = row < items.count ? items.entry(at: row).label : UInt64.max
    if upper - lower > wanted {
      return LabelRun(after: lower, step: (upper - lower) / (wanted + 1), count: count)
    }
    return relabel(sectionAt: index, around: row, count: count)
  }

  /// Relabels the smallest window of rows around `row` (doubling from 32 each side) whose
  /// bounds leave a gap of at least 2¹⁰ per item, the `count` new items included, or the
  /// whole section; returns the new items' labels. Amortized, this keeps inserts O(log n):
  /// a window is only relabelled again after its gaps have been halved ten times.
  private mutating func relabel(sectionAt index: Int, around row: Int, count: Int) -> LabelRun {
    let section = sections[index]
    let total = itemsBySection[index].count
    var radius = 32
    while true {
      let first = max(row - radius, 0)
      let end = min(row + radius, total)
      let whole = first == 0 && end == total
      let lower = first > 0 ? itemsBySection[index].entry(at: first - 1).label : 0
      let upper: UInt64
      if end < total {
        upper = itemsBySection[index].entry(at: end).label
      } else {
        // The end of the section: keep half of what is left free for appends.
        upper = whole ? UInt64.max / 2 : lower + (UInt64.max - lower) / 2
      }
      let slots = UInt64(end - first + count + 1)
      let step = (upper - lower) / slots
      guard step >= Self.smallestRelabelGap || (whole && step >= 1) else {
        precondition(!whole, "more items in one section than labels")
        radius *= 2
        continue
      }
      // Take the window out, then put it back with even gaps, the new items at `row`.
      let window = (first..<end).map { itemsBySection[index].entry(at: $0) }
      for entry in window { itemsBySection[index].remove(labelled: entry.label) }
      var next = lower
      var newLabels: LabelRun?
      for (offset, entry) in window.enumerated() {
        if first + offset == row {
          newLabels = LabelRun(after: next, step: step, count: count)
          next += step * UInt64(count)
        }
        next += step
        itemsBySection[index].insert(entry.item, labelled: next)
        placeOfItem[entry.item] = ItemPlace(section: section, label: next)
      }
      return newLabels ?? LabelRun(after: next, step: step, count: count)
    }
  }
}

/// The labels of items put in one place: `count` labels `step` apart, the first `step` above
/// `lower` (an append's, an insert's between two neighbours, a relabelled window's), worked out
/// when read rather than kept in an array made for each edit.
struct LabelRun: RandomAccessCollection, Sendable {
  let lower: UInt64
  let step: UInt64
  let count: Int

  /// `count` labels `step` apart above `lower` (all below `UInt64.max`).
  init(after lower: UInt64, step: UInt64, count: Int) {
    (self.lower, self.step, self.count) = (lower, step, count)
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> UInt64 {
    precondition(position >= 0 && position < count, "label \(position) out of range 0..<\(count)")
    return lower + step * UInt64(position + 1)
  }
}
