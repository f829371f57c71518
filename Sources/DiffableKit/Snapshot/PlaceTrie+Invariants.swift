/// The trie's invariants, checked with the snapshot's (``Snapshot/invariantViolation()``).
extension PlaceTrie {
  /// The first invariant that does not hold, in words; `nil` when all hold:
  /// - each node's bitmaps are disjoint, and its children and entries fit in its allocation;
  /// - each key is filed along its hash: the slots on its path are its hash's bits;
  /// - below the last level, a node holds two or more keys with equal hashes, none twice;
  /// - every node but the root holds two keys or more (a removal folds the others up);
  /// - `count` is the number of entries.
  /// - Complexity: O(n).
  func invariantViolation() -> String? {
    var total = 0
    if let violation = Self.violation(in: root, shift: 0, path: 0, total: &total) { return violation }
    return total == count ? nil : "the trie counts \(count) keys and holds \(total)"
  }

  /// The first violation in the subtree of `node`, at `shift`, whose hashes' bits below
  /// `shift` are `path`; adds its keys to `total`.
  private static func violation(in node: Node, shift: Int, path: UInt, total: inout Int) -> String? {
    let entryCount = node.entryCount(at: shift)
    guard node.usedWords(entryCount: entryCount) <= node.capacity else {
      return "a node at level \(shift / bitsPerLevel) holding more than its allocation"
    }
    let childCount = node.childCount
    let entries = UnsafeBufferPointer(start: node.entries(afterChildren: childCount), count: entryCount)
    let mask: UInt = shift >= hashBits ? .max : (1 &<< UInt(shift)) &- 1
    for entry in entries where UInt(bitPattern: hash(entry.key)) & mask != path {
      return "a key filed at level \(shift / bitsPerLevel) off its hash's path"
    }
    total += entryCount
    guard shift < hashBits else {
      if node.childMap != 0 || entryCount < 2 {
        return "a node below the last level with children or fewer than two keys"
      }
      for (index, entry) in entries.enumerated()
      where entries[..<index].contains(where: { $0.key == entry.key }) {
        return "a key filed twice below the last level"
      }
      return nil
    }
    guard node.entryMap & node.childMap == 0 else { return "a node's bitmaps share a slot" }
    for entry in entries {
      let bit = bit(hash(entry.key), shift)
      if node.entryMap & bit == 0 || entries[rank(node.entryMap, bit)].key != entry.key {
        return "a key out of its slot at level \(shift / bitsPerLevel)"
      }
    }
    var slot = 0
    for index in 0..<childCount {
      while node.childMap & (1 << slot) == 0 { slot += 1 }
      let before = total
      let childPath = path | (UInt(slot) &<< UInt(shift))
      let child = node.children[index]
      if let violation = violation(in: child, shift: shift + bitsPerLevel, path: childPath, total: &total) {
        return violation
      }
      if total - before < 2 { return "a node below the root holding \(total - before) key" }
      slot += 1
    }
    return nil
  }
}
