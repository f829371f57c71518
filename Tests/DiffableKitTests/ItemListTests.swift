import Testing

@testable import DiffableKit

/// A section's persistent B+ tree on its own, at sizes that give it three levels of inner
/// nodes, checked against a sorted array after random inserts and removes, with older copies
/// checked to keep their items.
@Suite("ItemList: the persistent tree of one section")
struct ItemListTests {
  /// The tree's view of itself, checked against `model` (labels and items, in order).
  private func check(_ list: ItemList, _ model: [(label: UInt64, item: SnapshotIdentifier)], _ step: Int) {
    #expect(list.count == model.count, "step \(step)")
    #expect(list.labels == model.map(\.label), "step \(step)")
    #expect(list.elements == model.map(\.item), "step \(step)")
    #expect(list.lastLabel == model.last?.label, "step \(step)")
    // Rows and labels agree both ways, at a few places.
    for row in [0, model.count / 3, model.count / 2, model.count - 1] where row >= 0 && row < model.count {
      #expect(list.entry(at: row).label == model[row].label, "step \(step), row \(row)")
      #expect(list.row(ofLabel: model[row].label) == row, "step \(step), row \(row)")
      #expect(list.item(labelled: model[row].label) == model[row].item, "step \(step), row \(row)")
    }
  }

  @Test(arguments: [1, 2] as [UInt64])
  func randomInsertsAndRemovesMatchASortedArray(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var list = ItemList()
    var model: [(label: UInt64, item: SnapshotIdentifier)] = []
    var copies: [(ItemList, [(label: UInt64, item: SnapshotIdentifier)])] = []
    var used = Set<UInt64>()
    var serial = 0
    for step in 0..<8_000 {
      let roll = random.next(upperBound: 10 as UInt64)
      if roll < 7 || model.count < 100 {
        // Mostly appends (as scripts do), else inserts at a random free label.
        let label: UInt64
        if roll < 4 {
          label = (model.last?.label ?? 0) + 1 + random.next(upperBound: 1_000 as UInt64)
        } else {
          var candidate = random.next(upperBound: UInt64(1) << 40)
          while used.contains(candidate) { candidate = random.next(upperBound: UInt64(1) << 40) }
          label = candidate
        }
        used.insert(label)
        serial += 1
        let item = SnapshotIdentifier(.int(serial))
        list.insert(item, labelled: label)
        model.insert((label, item), at: model.map(\.label).firstIndex(notBelow: label))
      } else {
        let index = Int(random.next(upperBound: UInt64(model.count)))
        let removed = list.remove(labelled: model[index].label)
        #expect(removed == model[index].item, "step \(step)")
        model.remove(at: index)
      }
      if step % 1_000 == 500 { copies.append((list, model)) }
      if step % 1_000 == 0 { check(list, model, step) }
    }
    check(list, model, 8_000)
    // More than fits in two levels: 64 items a leaf, 32 leaves a node.
    #expect(model.count > ItemList.leafCapacity * ItemList.branchCapacity)
    for (index, (copy, copyModel)) in copies.enumerated() { check(copy, copyModel, -index) }
  }

  @Test("appending several items at once leaves the tree one insert at a time leaves, copies untouched")
  func appendsOfSeveralItemsMatchOneAtATime() {
    var random = SplitMix64(seed: 3)
    var together = ItemList()
    var oneByOne = ItemList()
    var copies: [(ItemList, [UInt64])] = []
    var next: UInt64 = 0
    for step in 0..<3_000 {
      let count = Int(random.next(upperBound: 6 as UInt64)) + 1
      let labels = (0..<count).map { _ in
        next += 1 + random.next(upperBound: 100 as UInt64)
        return next
      }
      let items = labels.map { SnapshotIdentifier(.int(Int($0))) }
      together.insert(items, labelled: labels)
      for (item, label) in zip(items, labels) { oneByOne.insert(item, labelled: label) }
      if step % 500 == 0 { copies.append((together, together.labels)) }
    }
    #expect(together.labels == oneByOne.labels && together.elements == oneByOne.elements)
    #expect(together.leaves.map(\.labels.count) == oneByOne.leaves.map(\.labels.count))
    #expect(together.count > ItemList.leafCapacity * ItemList.branchCapacity)
    for (copy, labels) in copies { #expect(copy.labels == labels && copy.count == labels.count) }
  }

  @Test func removingEverythingLeavesAnEmptyList() {
    var list = ItemList()
    let labels = (1...5_000).map { UInt64($0) << 20 }
    for label in labels { list.insert(SnapshotIdentifier(.int(Int(label >> 20))), labelled: label) }
    let full = list
    for label in labels.reversed() where label % 3 == 0 { list.remove(labelled: label) }
    for label in labels where label % 3 != 0 { list.remove(labelled: label) }
    #expect(list.isEmpty)
    #expect(list.lastLabel == nil)
    #expect(full.count == labels.count)
    #expect(full.labels == labels)
  }
}
