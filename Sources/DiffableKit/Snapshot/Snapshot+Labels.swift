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

  /// Removes a present item from its section's tree (not from `placeOfItem`); returns the
  /// stored identifier.
  @discardableResult
  mutating func removeFromSection(_ place: ItemPlace) -> SnapshotIdentifier {
    let index = sections.firstIndex(of: place.section)!
    return itemsBySection[index].remove(labelled: place.label)
  }

  /// `count` ascending labels that fit between the items at `row - 1` and `row`, relabelling
  /// a window around `row` when the gap there is too small.
  private mutating func freeLabels(inSectionAt index: Int, row: Int, count: Int) -> [UInt64] {
    let items = itemsBySection[index]
    let wanted = UInt64(count)
    if row == items.count {
      let lower = items.lastLabel ?? 0
      // At the end: a fixed gap when it fits, so that appends leave room for inserts.
      let (end, overflow) = Self.labelGap.multipliedReportingOverflow(by: wanted + 1)
      if !overflow, lower <= UInt64.max - end {
        return (1...count).map { lower + Self.labelGap * UInt64($0) }
      }
    }
    let lower = row > 0 ? items.entry(at: row - 1).label : 0
    let upper = row < items.count ? items.entry(at: row).label : UInt64.max
    if upper - lower > wanted {
      let step = (upper - lower) / (wanted + 1)
      return (1...count).map { lower + step * UInt64($0) }
    }
    return relabel(sectionAt: index, around: row, count: count)
  }

  /// Relabels the smallest window of rows around `row` (doubling from 32 each side) whose
  /// bounds leave a gap of at least 2¹⁰ per item, the `count` new items included, or the
  /// whole section; returns the new items' labels. Amortized, this keeps inserts O(log n):
  /// a window is only relabelled again after its gaps have been halved ten times.
  private mutating func relabel(sectionAt index: Int, around row: Int, count: Int) -> [UInt64] {
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
      var newLabels: [UInt64] = []
      newLabels.reserveCapacity(count)
      for (offset, entry) in window.enumerated() {
        if first + offset == row {
          for _ in 0..<count {
            next += step
            newLabels.append(next)
          }
        }
        next += step
        itemsBySection[index].insert(entry.item, labelled: next)
        placeOfItem[entry.item] = ItemPlace(section: section, label: next)
      }
      if newLabels.isEmpty {
        for _ in 0..<count {
          next += step
          newLabels.append(next)
        }
      }
      return newLabels
    }
  }
}
