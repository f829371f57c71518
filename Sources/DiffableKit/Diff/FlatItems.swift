/// A snapshot's items as UIKit's differ sees them: one list in global order (section by
/// section), with the section of each, made once per diff from ``Snapshot``'s public API.
///
/// Only a range of sections is flattened: the differ leaves out the leading and trailing
/// sections that are the same on both sides (same identifier, same items), whose items are in
/// every longest run and change nothing. Indexes here are global within that range.
struct FlatItems {
  /// The item identifiers of the sections in range, section by section.
  private(set) var items: [Identifier] = []
  /// For each item, the (absolute) index of its section.
  private(set) var sectionIndex: [Int32] = []
  /// The sections flattened.
  let sections: Range<Int>
  /// For each section in range, the index in `items` of its first item; one more entry at the
  /// end holds `items.count`.
  private var firstIndex: [Int] = []

  /// Flattens the sections `sections` of `bySection` (a snapshot's items, section by section).
  /// - Complexity: O(items + sections in range).
  init(_ bySection: [[Identifier]], sections: Range<Int>) {
    self.sections = sections
    let count = bySection[sections].reduce(0) { $0 + $1.count }
    items.reserveCapacity(count)
    sectionIndex.reserveCapacity(count)
    firstIndex.reserveCapacity(sections.count + 1)
    for section in sections {
      firstIndex.append(items.count)
      items.append(contentsOf: bySection[section])
      sectionIndex.append(
        contentsOf: repeatElement(Int32(truncatingIfNeeded: section), count: bySection[section].count))
    }
    firstIndex.append(items.count)
  }

  /// The index path of the item at global index `index`.
  func indexPath(ofGlobal index: Int) -> IndexPath {
    let section = Int(sectionIndex[index])
    return IndexPath(row: index - firstIndex[section - sections.lowerBound], section: section)
  }

  /// The global indexes of the items of `section` (which must be in range).
  func range(ofSection section: Int) -> Range<Int> {
    firstIndex[section - sections.lowerBound]..<firstIndex[section - sections.lowerBound + 1]
  }
}
