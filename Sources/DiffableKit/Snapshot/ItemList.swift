/// The items of one section, in order: a persistent B+ tree ordered by each item's label (see
/// ``Snapshot``'s `placeOfItem`), whose nodes count the items under them.
///
/// Copying a list copies one reference; an edit copies only the nodes on its path (the ones
/// another copy still shares), so the session's copy before every command and the undo
/// history cost what a command changes, not what the section holds. Finding the row of a
/// label, the item at a row, inserting and removing are O(log n).
struct ItemList: Sendable {
  /// Items per leaf, and children per inner node, at most.
  static let leafCapacity = 64
  static let branchCapacity = 16

  private var root = ItemNode(leaf: true)

  init() {}

  /// The number of items.
  var count: Int { root.count }

  var isEmpty: Bool { root.count == 0 }

  /// Whether both lists are the same tree (one was copied from the other and neither changed
  /// since): then they hold the same items with the same labels.
  func isIdentical(to other: ItemList) -> Bool { root === other.root }

  /// The largest label, or `nil` when the list is empty.
  var lastLabel: UInt64? { root.lastLabel }

  /// The item stored under `label`, or `nil`.
  func item(labelled label: UInt64) -> SnapshotIdentifier? {
    var node = root
    while !node.isLeaf {
      node = node.branches[node.childIndex(for: label)].node
    }
    let index = node.labels.firstIndex(notBelow: label)
    return index < node.labels.count && node.labels[index] == label ? node.items[index] : nil
  }

  /// The row of the item labelled `label`, or `nil` when no item has that label.
  func row(ofLabel label: UInt64) -> Int? {
    entry(labelled: label)?.row
  }

  /// The row and the item of the label `label`, or `nil` when no item has that label.
  func entry(labelled label: UInt64) -> (row: Int, item: SnapshotIdentifier)? {
    var node = root
    var row = 0
    while !node.isLeaf {
      let child = node.childIndex(for: label)
      for index in 0..<child { row += node.branches[index].count }
      node = node.branches[child].node
    }
    let index = node.labels.firstIndex(notBelow: label)
    guard index < node.labels.count, node.labels[index] == label else { return nil }
    return (row + index, node.items[index])
  }

  /// The label and item at `row` (which must be in range).
  func entry(at row: Int) -> (label: UInt64, item: SnapshotIdentifier) {
    precondition(row >= 0 && row < count, "row \(row) out of range")
    var node = root
    var rest = row
    while !node.isLeaf {
      var child = 0
      while rest >= node.branches[child].count {
        rest -= node.branches[child].count
        child += 1
      }
      node = node.branches[child].node
    }
    return (node.labels[rest], node.items[rest])
  }

  subscript(row: Int) -> SnapshotIdentifier { entry(at: row).item }

  /// Every item in order, with its label, leaf by leaf.
  func forEachLeaf(_ body: (ArraySlice<UInt64>, ArraySlice<SnapshotIdentifier>) -> Void) {
    func visit(_ node: ItemNode) {
      if node.isLeaf {
        body(node.labels[...], node.items[...])
      } else {
        for branch in node.branches { visit(branch.node) }
      }
    }
    visit(root)
  }

  /// The leaves, in order (one empty leaf for an empty list): their `items` arrays, read one
  /// after the other, are the list's items without a copy of each.
  var leaves: [ItemNode] {
    var result: [ItemNode] = []
    func visit(_ node: ItemNode) {
      if node.isLeaf {
        result.append(node)
      } else {
        for branch in node.branches { visit(branch.node) }
      }
    }
    visit(root)
    return result
  }

  /// Whether this list and `other` hold the same items, when their trees have the same shape:
  /// their nodes are walked side by side, a subtree both share answering at once, and each
  /// pair of leaves is compared by `sameItems` (as many items each, in place), the first
  /// `false` ending the walk. `nil` when the shapes differ (a pair of nodes of other sizes) before
  /// any leaf answered `false`.
  /// - Complexity: O(n) at most, O(1) per shared subtree; retains no node.
  func sameItemsIfAlike(
    _ other: ItemList, _ sameItems: (ArraySlice<SnapshotIdentifier>, ArraySlice<SnapshotIdentifier>) -> Bool
  ) -> Bool? {
    ItemNode.sameItemsIfAlike(.passUnretained(root), .passUnretained(other.root), sameItems)
  }

  /// The items in order.
  /// - Complexity: O(n).
  var elements: [SnapshotIdentifier] {
    var result: [SnapshotIdentifier] = []
    result.reserveCapacity(count)
    forEachLeaf { _, items in result.append(contentsOf: items) }
    return result
  }

  /// The labels in order.
  /// - Complexity: O(n).
  var labels: [UInt64] {
    var result: [UInt64] = []
    result.reserveCapacity(count)
    forEachLeaf { labels, _ in result.append(contentsOf: labels) }
    return result
  }

  /// Adds `items` under `labels` (parallel, none of them present), each at the place its label
  /// orders it.
  mutating func insert(_ items: [SnapshotIdentifier], labelled labels: some Collection<UInt64>) {
    // Several items above every label (an append) that fit in the last leaf: one walk down,
    // where one insert each would walk down once per item. The tree is then as those inserts
    // would leave it (none of them would split a node).
    if items.count > 1, let first = labels.first, root.count == 0 || first > root.lastLabel!,
      ItemNode.appendIfRoom(items, labelled: labels, to: &root)
    {
      return
    }
    for (item, label) in zip(items, labels) { insert(item, labelled: label) }
  }

  /// Adds `item` under `label`, which no item has, at the place its label orders it.
  mutating func insert(_ item: SnapshotIdentifier, labelled label: UInt64) {
    // Above every label (an append, most inserts): down the last children, with no search.
    let atEnd = root.count == 0 || label > root.lastLabel!
    let split = atEnd ? ItemNode.append(item, label, to: &root) : ItemNode.insert(item, label, into: &root)
    if let sibling = split {
      let newRoot = ItemNode(leaf: false)
      newRoot.adopt(root, at: 0)
      newRoot.adopt(sibling, at: 1)
      root = newRoot
    }
  }

  /// Removes the item labelled `label` (which must be present) and returns it.
  @discardableResult
  mutating func remove(labelled label: UInt64) -> SnapshotIdentifier {
    let removed = ItemNode.remove(label, from: &root)
    while !root.isLeaf && root.branches.count == 1 { root = root.branches[0].node }
    return removed
  }
}

/// A node of ``ItemList``: a leaf holds labels and items; an inner node holds its children as
/// ``ItemBranch``es, each with the largest label and the item count under it, in one array,
/// so that copying an inner node (every edit copies the shared nodes on its path) is one
/// array and one retain per child.
///
/// Mutated only when uniquely referenced (copy on write), so sharing one between threads is
/// safe. Its fields are not checked for exclusive access at run time (`@exclusivity
/// (unchecked)`): every access is a short one by the single owner of a unique node (the
/// recursive edits hold a child's field while they change the child, never the node's own),
/// and the checks cost more than the edits they guard.
final class ItemNode: @unchecked Sendable {
  let isLeaf: Bool
  /// A leaf: each item's label, ascending.
  @exclusivity(unchecked) var labels: [UInt64] = []
  /// A leaf's items, parallel to `labels`.
  @exclusivity(unchecked) var items: [SnapshotIdentifier] = []
  /// An inner node's children, in order.
  @exclusivity(unchecked) var branches: [ItemBranch] = []
  /// Items under this node.
  @exclusivity(unchecked) var count = 0

  init(leaf: Bool) { isLeaf = leaf }

  /// The largest label under this node, or `nil` when it is empty.
  var lastLabel: UInt64? { isLeaf ? labels.last : branches.last?.last }

  /// Entries: a leaf's items, an inner node's children.
  private var entryCount: Int { isLeaf ? labels.count : branches.count }

  private func copy() -> ItemNode {
    let node = ItemNode(leaf: isLeaf)
    node.labels = labels
    node.items = items
    node.branches = branches
    node.count = count
    return node
  }

  /// The child under which `label` is or would go: the first whose largest label is not
  /// below it, or the last.
  func childIndex(for label: UInt64) -> Int {
    var low = 0
    var high = branches.count
    while low < high {
      let middle = (low + high) / 2
      if branches[middle].last < label { low = middle + 1 } else { high = middle }
    }
    return min(low, branches.count - 1)
  }

  func adopt(_ child: ItemNode, at index: Int) {
    branches.insert(ItemBranch(node: child, last: child.lastLabel ?? 0, count: child.count), at: index)
    count += child.count
  }

  /// Inserts into the subtree at `node` (copied first when shared); returns the new right
  /// sibling when the node split.
  static func insert(_ item: SnapshotIdentifier, _ label: UInt64, into node: inout ItemNode) -> ItemNode? {
    if !isKnownUniquelyReferenced(&node) { node = node.copy() }
    let node = node
    node.count += 1
    if node.isLeaf {
      let index = node.labels.firstIndex(notBelow: label)
      node.labels.insert(label, at: index)
      node.items.insert(item, at: index)
      return node.labels.count > ItemList.leafCapacity
        ? node.split(atEnd: index == node.labels.count - 1) : nil
    }
    let child = node.childIndex(for: label)
    let sibling = insert(item, label, into: &node.branches[child].node)
    node.branches[child].refresh()
    guard let sibling else { return nil }
    node.count -= sibling.count
    node.adopt(sibling, at: child + 1)
    return node.branches.count > ItemList.branchCapacity
      ? node.split(atEnd: child + 1 == node.branches.count - 1) : nil
  }

  /// ``insert(_:_:into:)`` of a label above every label under `node`: the same nodes change
  /// and split, found without a search.
  static func append(_ item: SnapshotIdentifier, _ label: UInt64, to node: inout ItemNode) -> ItemNode? {
    if !isKnownUniquelyReferenced(&node) { node = node.copy() }
    let node = node
    node.count += 1
    if node.isLeaf {
      node.labels.append(label)
      node.items.append(item)
      return node.labels.count > ItemList.leafCapacity ? node.split(atEnd: true) : nil
    }
    let child = node.branches.count - 1
    let sibling = append(item, label, to: &node.branches[child].node)
    node.branches[child].refresh()
    guard let sibling else { return nil }
    node.count -= sibling.count
    node.adopt(sibling, at: child + 1)
    return node.branches.count > ItemList.branchCapacity ? node.split(atEnd: true) : nil
  }

  /// Appends `items` under `labels` (ascending, above every label under `node`) to the last
  /// leaf under `node` when they fit there, copying the shared nodes on the way; returns
  /// `false`, the subtree's value unchanged, when they do not.
  static func appendIfRoom(
    _ items: [SnapshotIdentifier], labelled labels: some Collection<UInt64>, to node: inout ItemNode
  ) -> Bool {
    if node.isLeaf {
      guard node.labels.count + labels.count <= ItemList.leafCapacity else { return false }
      if !isKnownUniquelyReferenced(&node) { node = node.copy() }
      node.labels += labels
      node.items += items
      node.count += labels.count
      return true
    }
    if !isKnownUniquelyReferenced(&node) { node = node.copy() }
    let node = node
    let child = node.branches.count - 1
    guard appendIfRoom(items, labelled: labels, to: &node.branches[child].node) else { return false }
    node.count += labels.count
    node.branches[child].refresh()
    return true
  }

  /// Moves the upper part of an overfull node to a new sibling: only the last entry when the
  /// insert was at the end (appends then leave full nodes behind), else half.
  private func split(atEnd: Bool) -> ItemNode {
    let entries = entryCount
    let keep = atEnd ? entries - 1 : entries / 2
    let sibling = ItemNode(leaf: isLeaf)
    // Room for a full node and the entry that splits it, so that filling the sibling never
    // doubles its arrays: a leaf filled by appends would otherwise keep 128 slots for 64 items.
    let room = (isLeaf ? ItemList.leafCapacity : ItemList.branchCapacity) + 1
    if isLeaf {
      sibling.labels.reserveCapacity(room)
      sibling.labels += labels[keep...]
      labels.removeSubrange(keep...)
      sibling.items.reserveCapacity(room)
      sibling.items += items[keep...]
      items.removeSubrange(keep...)
      sibling.count = sibling.items.count
    } else {
      sibling.branches.reserveCapacity(room)
      sibling.branches += branches[keep...]
      branches.removeSubrange(keep...)
      sibling.count = sibling.branches.reduce(0) { $0 + $1.count }
    }
    count -= sibling.count
    return sibling
  }

  /// Removes `label` (present) from the subtree at `node`, copying shared nodes on the way;
  /// an emptied child is dropped and a small one merged with a neighbour that has room.
  static func remove(_ label: UInt64, from node: inout ItemNode) -> SnapshotIdentifier {
    if !isKnownUniquelyReferenced(&node) { node = node.copy() }
    let node = node
    node.count -= 1
    if node.isLeaf {
      let index = node.labels.firstIndex(notBelow: label)
      precondition(index < node.labels.count && node.labels[index] == label, "label \(label) is absent")
      node.labels.remove(at: index)
      return node.items.remove(at: index)
    }
    let child = node.childIndex(for: label)
    let removed = remove(label, from: &node.branches[child].node)
    if node.branches[child].node.count == 0 {
      node.branches.remove(at: child)
    } else {
      node.branches[child].refresh()
      node.mergeIfSmall(child)
    }
    return removed
  }

  /// Merges child `index` into a neighbour when it holds under a quarter of its capacity and
  /// the two fit in one node, so deletes leave no long chains of near-empty nodes.
  private func mergeIfSmall(_ index: Int) {
    let capacity = branches[index].node.isLeaf ? ItemList.leafCapacity : ItemList.branchCapacity
    guard branches[index].node.entryCount < capacity / 4, branches.count > 1 else { return }
    let left = index > 0 ? index - 1 : index
    guard branches[left].node.entryCount + branches[left + 1].node.entryCount <= capacity else { return }
    if !isKnownUniquelyReferenced(&branches[left].node) { branches[left].node = branches[left].node.copy() }
    let target = branches[left].node
    let source = branches[left + 1].node
    target.labels += source.labels
    target.items += source.items
    target.branches += source.branches
    target.count += source.count
    branches.remove(at: left + 1)
    branches[left].refresh()
  }
}

extension ItemNode {
  /// See ``ItemList/sameItemsIfAlike(_:_:)``.
  fileprivate static func sameItemsIfAlike(
    _ first: Unmanaged<ItemNode>, _ second: Unmanaged<ItemNode>,
    _ sameItems: (ArraySlice<SnapshotIdentifier>, ArraySlice<SnapshotIdentifier>) -> Bool
  ) -> Bool? {
    if first.toOpaque() == second.toOpaque() { return true }
    return first._withUnsafeGuaranteedRef { first in
      second._withUnsafeGuaranteedRef { second -> Bool? in
        guard first.isLeaf == second.isLeaf, first.count == second.count else { return nil }
        if first.isLeaf { return sameItems(first.items[...], second.items[...]) }
        return first.branches.withUnsafeBufferPointer { firstBranches in
          second.branches.withUnsafeBufferPointer { secondBranches -> Bool? in
            guard firstBranches.count == secondBranches.count else { return nil }
            for index in firstBranches.indices {
              let same = sameItemsIfAlike(
                .passUnretained(firstBranches[index].node), .passUnretained(secondBranches[index].node),
                sameItems)
              guard same == true else { return same }
            }
            return true
          }
        }
      }
    }
  }
}

/// A child of an inner ``ItemNode``, with what its parent needs to know of it without a visit.
struct ItemBranch: Sendable {
  var node: ItemNode
  /// The largest label under the child.
  var last: UInt64
  /// The items under the child.
  var count: Int

  /// Reads `last` and `count` again from the child (after an edit under it).
  mutating func refresh() {
    last = node.lastLabel ?? 0
    count = node.count
  }
}
