/// A persistent hash trie (a hash array mapped trie, as Bagwell's) from ``IndexKey`` to
/// ``ItemPlace``: the storage of ``ItemIndex``.
///
/// Each node reads 5 bits of the key's hash (``IndexKey/_rawHashValue(seed:)``, low bits first)
/// and keeps, for each of its 32 slots, nothing, one entry, or a child node; two bitmaps say
/// which, and the entries and children are stored in slot order. Below the 13th level (64 bits
/// read) a node holds keys whose whole hashes are equal, in a list.
///
/// A copy shares every node; an edit copies the nodes on its path that a copy still shares
/// (`isKnownUniquelyReferenced`) and edits the others in place. A node that a removal leaves
/// with a single entry and no child is folded into its parent, so that the trie is the same
/// whatever order its keys came in (``invariantViolation()`` checks it).
///
/// It does what swift-collections' `TreeDictionary` did here, for one key and value type: the
/// generic tree spent most of an insert on exclusivity checks and on the type metadata its
/// generic node storage looks up when it is freed.
///
/// ```swift
/// var trie = PlaceTrie()
/// trie.updateValue(place, forKey: IndexKey(item), replacing: true)  // nil: it was absent
/// trie[IndexKey(item)]  // place
/// ```
struct PlaceTrie: Sendable {
  /// A key and the value filed under it.
  struct Entry: Sendable {
    let key: IndexKey
    var value: ItemPlace
  }

  private(set) var root = Node()

  /// The number of keys.
  private(set) var count = 0

  /// An empty trie.
  init() {}

  /// The value filed under `key`, or `nil`.
  /// - Complexity: O(log n).
  subscript(key: IndexKey) -> ItemPlace? { entry(for: key)?.value }

  /// The entry filed under `key` (whose key is the one stored, not `key`), or `nil`.
  /// - Complexity: O(log n).
  func entry(for key: IndexKey) -> Entry? {
    let hash = Self.hash(key)
    // The trie keeps every node alive while this reads it: no reference counts on the way.
    var node = Unmanaged.passUnretained(root)
    var shift = 0
    while shift < Self.hashBits {
      let bit = Self.bit(hash, shift)
      let step: (found: Entry?, child: Unmanaged<Node>?) = node._withUnsafeGuaranteedRef { node in
        if node.entryMap & bit != 0 {
          let entry = node.entries[Self.rank(node.entryMap, bit)]
          return (entry.key == key ? entry : nil, nil)
        }
        guard node.childMap & bit != 0 else { return (nil, nil) }
        return (nil, Unmanaged.passUnretained(node.children[Self.rank(node.childMap, bit)]))
      }
      guard let child = step.child else { return step.found }
      node = child
      shift += Self.bitsPerLevel
    }
    return node._withUnsafeGuaranteedRef { node in node.entries.first { $0.key == key } }
  }

  /// Files `value` under `key`. When `key` is present, its value is replaced only when
  /// `replacing` is set; either way the present value is returned. Returns `nil` when `key`
  /// was absent.
  /// - Complexity: O(log n).
  @discardableResult
  mutating func updateValue(_ value: ItemPlace, forKey key: IndexKey, replacing: Bool) -> ItemPlace? {
    if !isKnownUniquelyReferenced(&root) { root = Node(copying: root) }
    let hash = Self.hash(key)
    let entry = Entry(key: key, value: value)
    // Every node on the path is unique (copied on the way down when shared), and its parent
    // keeps it alive: the walk holds it without a reference count.
    var node = Unmanaged.passUnretained(root)
    var shift = 0
    while shift < Self.hashBits {
      let bit = Self.bit(hash, shift)
      let child = node._withUnsafeGuaranteedRef { node in
        node.childMap & bit == 0 ? nil : node.uniqueChild(at: Self.rank(node.childMap, bit))
      }
      guard let child else {
        let present = node._withUnsafeGuaranteedRef {
          $0.file(entry, hash: hash, bit: bit, shift: shift, replacing: replacing)
        }
        if present == nil { count += 1 }
        return present
      }
      node = child
      shift += Self.bitsPerLevel
    }
    let present = node._withUnsafeGuaranteedRef { $0.fileBelowLastLevel(entry, replacing: replacing) }
    if present == nil { count += 1 }
    return present
  }

  /// Removes `key` and returns its value, or `nil` when it was absent (then nothing is copied).
  /// - Complexity: O(log n).
  @discardableResult
  mutating func removeValue(forKey key: IndexKey) -> ItemPlace? {
    guard entry(for: key) != nil else { return nil }
    if !isKnownUniquelyReferenced(&root) { root = Node(copying: root) }
    count -= 1
    return Self.remove(key, hash: Self.hash(key), from: root, shift: 0)
  }

  /// Calls `body` with every entry, in no particular order.
  func forEach(_ body: (Entry) throws -> Void) rethrows {
    try Self.forEach(in: root, body)
  }

  // MARK: - Nodes

  /// A node of the trie. Mutated only when the trie that holds it holds the one reference to
  /// it (the edits above copy it otherwise), hence safe to share between threads.
  final class Node: @unchecked Sendable {
    /// The slots that hold an entry.
    @exclusivity(unchecked) var entryMap: UInt32 = 0
    /// The slots that hold a child node.
    @exclusivity(unchecked) var childMap: UInt32 = 0
    /// The entries, in slot order; below the last level, every entry, in no order.
    @exclusivity(unchecked) var entries: ContiguousArray<Entry> = []
    /// The children, in slot order.
    @exclusivity(unchecked) var children: ContiguousArray<Node> = []

    init() {}

    /// A node with `other`'s slots (their storage shared until one of them changes).
    init(copying other: Node) {
      entryMap = other.entryMap
      childMap = other.childMap
      entries = other.entries
      children = other.children
    }

    /// The child at `index`, copied first when another node shares it. This node must be
    /// unique; the child is returned unretained, as this node keeps it.
    @inline(__always)
    func uniqueChild(at index: Int) -> Unmanaged<Node> {
      children.withUnsafeMutableBufferPointer { children in
        if !isKnownUniquelyReferenced(&children[index]) { children[index] = Node(copying: children[index]) }
        return Unmanaged.passUnretained(children[index])
      }
    }

    /// Files `entry` in the slot `bit` of this unique node at `shift`, which holds no child
    /// there: in the slot when it is free, beside the entry there in a new child when that
    /// entry's key is another. Returns the present value when the key is filed already
    /// (replaced only when `replacing`).
    func file(_ entry: Entry, hash: Int, bit: UInt32, shift: Int, replacing: Bool) -> ItemPlace? {
      let index = PlaceTrie.rank(entryMap, bit)
      guard entryMap & bit != 0 else {
        entryMap |= bit
        PlaceTrie.insert(entry, at: index, in: &entries)
        return nil
      }
      let present = entries[index]
      if present.key == entry.key {
        if replacing { entries[index].value = entry.value }
        return present.value
      }
      // Two keys in one slot: both move down to a new node.
      entries.remove(at: index)
      entryMap &= ~bit
      let child = Node(
        present, hash: PlaceTrie.hash(present.key), entry, hash: hash, shift: shift + PlaceTrie.bitsPerLevel)
      childMap |= bit
      children.insert(child, at: PlaceTrie.rank(childMap, bit))
      return nil
    }

    /// Files `entry` in this unique node below the last level (its keys' hashes all equal).
    func fileBelowLastLevel(_ entry: Entry, replacing: Bool) -> ItemPlace? {
      guard let index = entries.firstIndex(where: { $0.key == entry.key }) else {
        entries.append(entry)
        return nil
      }
      defer { if replacing { entries[index].value = entry.value } }
      return entries[index].value
    }

    /// A node at `shift` holding two entries whose keys differ, and as many nodes below it
    /// as their hashes share slots.
    init(_ first: Entry, hash firstHash: Int, _ second: Entry, hash secondHash: Int, shift: Int) {
      guard shift < PlaceTrie.hashBits else {
        entries = [first, second]
        return
      }
      let (firstBit, secondBit) = (PlaceTrie.bit(firstHash, shift), PlaceTrie.bit(secondHash, shift))
      if firstBit == secondBit {
        childMap = firstBit
        children = [
          Node(first, hash: firstHash, second, hash: secondHash, shift: shift + PlaceTrie.bitsPerLevel)
        ]
      } else {
        entryMap = firstBit | secondBit
        entries = firstBit < secondBit ? [first, second] : [second, first]
      }
    }
  }

  /// How many bits of the hash a level reads, and how many there are.
  static let bitsPerLevel = 5
  static let hashBits = 64

  static func hash(_ key: IndexKey) -> Int { key._rawHashValue(seed: 0) }

  /// The slot of `hash` at the level that reads it from `shift` on, as a one-bit mask.
  @inline(__always)
  static func bit(_ hash: Int, _ shift: Int) -> UInt32 {
    UInt32(1) &<< UInt32(truncatingIfNeeded: (UInt(bitPattern: hash) &>> UInt(shift)) & 31)
  }

  /// Where the slot `bit` is stored among those `map` holds.
  @inline(__always)
  static func rank(_ map: UInt32, _ bit: UInt32) -> Int { (map & (bit &- 1)).nonzeroBitCount }

  /// ``removeValue(forKey:)`` below `node`, which the trie holds uniquely and where `key` is.
  private static func remove(_ key: IndexKey, hash: Int, from node: Node, shift: Int) -> ItemPlace {
    guard shift < hashBits else {
      return node.entries.remove(at: node.entries.firstIndex { $0.key == key }!).value
    }
    let bit = bit(hash, shift)
    if node.entryMap & bit != 0 {
      node.entryMap &= ~bit
      return node.entries.remove(at: rank(node.entryMap, bit)).value
    }
    let index = rank(node.childMap, bit)
    if !isKnownUniquelyReferenced(&node.children[index]) {
      node.children[index] = Node(copying: node.children[index])
    }
    let child = node.children[index]
    let removed = remove(key, hash: hash, from: child, shift: shift + bitsPerLevel)
    if child.children.isEmpty && child.entries.count == 1 {
      // A child left with one entry gives it back to this slot.
      node.children.remove(at: index)
      node.childMap &= ~bit
      node.entryMap |= bit
      node.entries.insert(child.entries[0], at: rank(node.entryMap, bit))
    }
    return removed
  }

  /// `array.insert(element, at: index)`, in a third of the instructions for these short arrays:
  /// an append, then the tail moved up by one.
  @inline(__always)
  static func insert<Element>(_ element: Element, at index: Int, in array: inout ContiguousArray<Element>) {
    array.append(element)
    array.withUnsafeMutableBufferPointer { elements in
      var position = elements.count - 1
      while position > index {
        elements.swapAt(position, position - 1)
        position -= 1
      }
    }
  }

  private static func forEach(in node: Node, _ body: (Entry) throws -> Void) rethrows {
    for entry in node.entries { try body(entry) }
    for child in node.children { try forEach(in: child, body) }
  }
}
