import DiffableKit

/// The fewest section and item moves that turn `old` into `new`, computed apart from the
/// engine: survivors minus a longest increasing run, per section, plus every item that
/// changes between surviving sections.
func minimumMoves(from old: Layout, to new: Layout) -> (sections: Int, items: Int) {
  var oldSectionIndex: [SnapshotIdentifier: Int] = [:]
  for (index, section) in old.sections.enumerated() { oldSectionIndex[section] = index }
  let survivingSections = new.sections.compactMap { oldSectionIndex[$0] }
  let surviving = Set(survivingSections)
  var oldPosition: [SnapshotIdentifier: (section: Int, row: Int)] = [:]
  oldPosition.reserveCapacity(old.itemCount)
  for (section, items) in old.items.enumerated() where surviving.contains(section) {
    for (row, item) in items.enumerated() { oldPosition[item] = (section, row) }
  }
  var itemMoves = 0
  for (newSection, items) in new.items.enumerated() {
    guard let oldSection = oldSectionIndex[new.sections[newSection]] else { continue }
    var stayingRows: [Int] = []
    for item in items {
      guard let position = oldPosition[item] else { continue }
      if position.section == oldSection { stayingRows.append(position.row) } else { itemMoves += 1 }
    }
    itemMoves += stayingRows.count - longestIncreasingLength(stayingRows)
  }
  return (survivingSections.count - longestIncreasingLength(survivingSections), itemMoves)
}

/// The length of a longest strictly increasing subsequence (patience sorting, lengths only).
func longestIncreasingLength(_ sequence: [Int]) -> Int {
  var smallestTails: [Int] = []
  for element in sequence {
    var low = 0
    var high = smallestTails.count
    while low < high {
      let middle = (low + high) / 2
      if smallestTails[middle] < element { low = middle + 1 } else { high = middle }
    }
    if low == smallestTails.count { smallestTails.append(element) } else { smallestTails[low] = element }
  }
  return smallestTails.count
}
