/// A snapshot's items as UIKit's differ sees them: one list in global order (section by
/// section), with the section of each, made once per diff from ``Snapshot``'s public API.
struct FlatItems {
  /// Every item identifier, section by section.
  private(set) var items: [Identifier] = []
  /// For each item, the index of its section.
  private(set) var sectionIndex: [Int32] = []
  /// For each section, the global index of its first item.
  private(set) var firstIndex: [Int] = []

  /// Flattens `snapshot`.
  /// - Complexity: O(items + sections).
  init(_ snapshot: Snapshot) {
    let bySection = snapshot.itemIdentifiersBySection
    let count = bySection.reduce(0) { $0 + $1.count }
    items.reserveCapacity(count)
    sectionIndex.reserveCapacity(count)
    firstIndex.reserveCapacity(bySection.count)
    for (section, sectionItems) in bySection.enumerated() {
      firstIndex.append(items.count)
      items.append(contentsOf: sectionItems)
      sectionIndex.append(
        contentsOf: repeatElement(Int32(truncatingIfNeeded: section), count: sectionItems.count))
    }
  }

  /// The index path of the item at global index `index`.
  func indexPath(ofGlobal index: Int) -> IndexPath {
    let section = Int(sectionIndex[index])
    return IndexPath(row: index - firstIndex[section], section: section)
  }
}
