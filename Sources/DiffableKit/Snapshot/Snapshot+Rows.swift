extension Snapshot {
  /// The row of `item` in the section at index `section`, or `nil` when that section does
  /// not hold it (or there is no such section). What a differ asks first of an item that
  /// most likely stayed in its section.
  ///
  /// ```swift
  /// snapshot.row(of: 3, inSectionAt: 0)  // 2
  /// ```
  /// - Complexity: O(log n).
  public func row(of item: SnapshotIdentifier, inSectionAt section: Int) -> Int? {
    guard itemsBySection.indices.contains(section), let place = placeOfItem[item],
      place.section == sections[section]
    else { return nil }
    return itemsBySection[section].row(ofLabel: place.label)
  }
}
