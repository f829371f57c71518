/// A persistent hash trie (a hash array mapped trie, as Bagwell's) from ``IndexKey`` to
/// ``ItemPlace``: the storage of ``ItemIndex``.
///
/// Each node reads 5 bits of the key's hash (``IndexKey/_rawHashValue(seed:)``, low bits first)
/// and keeps, for each of its 32 slots, nothing, one entry, or a child node; two bitmaps say
/// which, and the entries and children are stored in slot order. Below the 13th level (64 bits
/// read) a node holds keys whose whole hashes are equal, in a list.
///
/// A node is one allocation (``Node``). A copy shares every node; an edit copies the nodes on
/// its path that a copy still shares (`isKnownUniquelyReferenced`) and edits the others in
/// place. A node that a removal leaves with a single entry and no child is folded into its
/// parent, so that the trie is the same whatever order its keys came in
/// (``invariantViolation()`` checks it). The compiler cannot check that ManagedBuffer nodes
/// are safe to share, hence `@unchecked Sendable`: a node is mutated only while one trie
/// holds it.
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
struct PlaceTrie: @unchecked Sendable {
  /// A key and the value filed under it.
  struct Entry: Sendable {
    let key: IndexKey
    var value: ItemPlace
  }

  private(set) var root = Node.empty()

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
      let header = node._withUnsafeGuaranteedRef { $0.bitmaps.pointee }
      if header.entryMap & bit != 0 {
        let entry = node._withUnsafeGuaranteedRef {
          $0.entries(afterChildren: header.childMap.nonzeroBitCount)[Self.rank(header.entryMap, bit)]
        }
        return entry.key == key ? entry : nil
      }
      guard header.childMap & bit != 0 else { return nil }
      node = node._withUnsafeGuaranteedRef { $0.child(at: Self.rank(header.childMap, bit)) }
      shift += Self.bitsPerLevel
    }
    return node._withUnsafeGuaranteedRef { node in
      UnsafeBufferPointer(start: node.entries(afterChildren: 0), count: node.entryCount(at: shift)).first {
        $0.key == key
      }
    }
  }

  /// Files `value` under `key`. When `key` is present, its value is replaced only when
  /// `replacing` is set; either way the present value is returned. Returns `nil` when `key`
  /// was absent.
  /// - Complexity: O(log n).
  @discardableResult
  mutating func updateValue(_ value: ItemPlace, forKey key: IndexKey, replacing: Bool) -> ItemPlace? {
    let present = Self.file(
      Entry(key: key, value: value), hash: Self.hash(key), in: &root, replacing: replacing)
    if present == nil { count += 1 }
    return present
  }

  /// Removes `key` and returns its value, or `nil` when it was absent (then nothing is copied).
  /// - Complexity: O(log n).
  @discardableResult
  mutating func removeValue(forKey key: IndexKey) -> ItemPlace? {
    guard entry(for: key) != nil else { return nil }
    count -= 1
    return Self.remove(key, hash: Self.hash(key), from: &root, shift: 0)
  }

  /// Calls `body` with every entry, in no particular order.
  func forEach(_ body: (Entry) throws -> Void) rethrows {
    try Self.forEach(in: root, shift: 0, body)
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

  // MARK: - Edits

  /// ``updateValue(_:forKey:replacing:)`` below `root`.
  private static func file(_ entry: Entry, hash: Int, in root: inout Node, replacing: Bool) -> ItemPlace? {
    withUnsafeMutablePointer(to: &root) { root in
      // `slot` is where the node at `shift` is stored: the root, or a child slot of a node
      // made unique before it (which holds it, and is not reallocated while this walks on).
      var slot = root
      var shift = 0
      while shift < hashBits {
        let bit = bit(hash, shift)
        let header = unretained(slot)._withUnsafeGuaranteedRef { $0.bitmaps.pointee }
        // A free slot takes the entry: the node gets room for it as it is made unique.
        let isFree = (header.entryMap | header.childMap) & bit == 0
        makeUnique(slot, at: shift, extraWords: isFree ? Node.wordsPerEntry : 0)
        let node = unretained(slot)
        guard header.childMap & bit == 0 else {
          slot = node._withUnsafeGuaranteedRef { $0.children + rank(header.childMap, bit) }
          shift += bitsPerLevel
          continue
        }
        return node._withUnsafeGuaranteedRef {
          file(entry, hash: hash, in: $0, bit: bit, shift: shift, replacing: replacing)
        }
      }
      return fileBelowLastLevel(entry, in: slot, replacing: replacing)
    }
  }

  /// Files `entry` in the slot `bit` of `node` at `shift`, unique and holding no child there
  /// (with room for an entry when the slot is free): in the slot when it is free, beside the
  /// entry there in a new child when that entry's key is another. Returns the present value
  /// when the key is filed already (replaced only when `replacing`).
  private static func file(
    _ entry: Entry, hash: Int, in node: Node, bit: UInt32, shift: Int, replacing: Bool
  ) -> ItemPlace? {
    let entryCount = node.entryMap.nonzeroBitCount
    let index = rank(node.entryMap, bit)
    guard node.entryMap & bit != 0 else {
      node.insertEntry(entry, at: index, entryCount: entryCount)
      node.entryMap |= bit
      return nil
    }
    let entries = node.entries(afterChildren: node.childCount)
    let present = entries[index]
    if present.key == entry.key {
      if replacing { entries[index].value = entry.value }
      return present.value
    }
    // Two keys in one slot: both move down to a new node (in the room the entry leaves).
    node.removeEntry(at: index, entryCount: entryCount)
    node.entryMap &= ~bit
    let child = Node.pair(
      present, hash: Self.hash(present.key), entry, hash: hash, shift: shift + bitsPerLevel)
    node.insertChild(child, at: rank(node.childMap, bit), entryCount: entryCount - 1)
    node.childMap |= bit
    return nil
  }

  /// Files `entry` in the node in `slot`, below the last level (its keys' hashes all equal).
  private static func fileBelowLastLevel(
    _ entry: Entry, in slot: UnsafeMutablePointer<Node>, replacing: Bool
  ) -> ItemPlace? {
    let entryCount = Int(unretained(slot)._withUnsafeGuaranteedRef { $0.entryMap })
    let present = unretained(slot)._withUnsafeGuaranteedRef { node in
      UnsafeBufferPointer(start: node.entries(afterChildren: 0), count: entryCount).firstIndex {
        $0.key == entry.key
      }
    }
    makeUnique(slot, at: hashBits, extraWords: present == nil ? Node.wordsPerEntry : 0)
    return unretained(slot)._withUnsafeGuaranteedRef { node in
      let entries = node.entries(afterChildren: 0)
      guard let present else {
        (entries + entryCount).initialize(to: entry)
        node.entryMap += 1
        return nil
      }
      defer { if replacing { entries[present].value = entry.value } }
      return entries[present].value
    }
  }

  /// Makes the node in `slot`, at `shift`, one that only this trie holds, with `extraWords`
  /// free words: a copy when another trie shares it, a larger allocation when it has not the
  /// room. (Its entries are counted only then: most nodes on a path are unique already.)
  @inline(__always)
  private static func makeUnique(_ slot: UnsafeMutablePointer<Node>, at shift: Int, extraWords: Int) {
    let isUnique = isKnownUniquelyReferenced(&slot.pointee)
    guard !isUnique || extraWords > 0 else { return }
    let entryCount = unretained(slot)._withUnsafeGuaranteedRef { $0.entryCount(at: shift) }
    if isUnique {
      guard
        !unretained(slot)._withUnsafeGuaranteedRef({
          $0.hasRoom(entryCount: entryCount, extraWords: extraWords)
        })
      else { return }
      slot.pointee = unretained(slot)._withUnsafeGuaranteedRef {
        $0.moved(entryCount: entryCount, extraWords: extraWords)
      }
    } else {
      slot.pointee = unretained(slot)._withUnsafeGuaranteedRef {
        $0.copy(entryCount: entryCount, extraWords: extraWords)
      }
    }
  }

  /// The node in `slot`, without a reference count: the slot keeps it alive.
  @inline(__always)
  private static func unretained(_ slot: UnsafeMutablePointer<Node>) -> Unmanaged<Node> {
    UnsafeRawPointer(slot).load(as: Unmanaged<Node>.self)
  }

  /// ``removeValue(forKey:)`` below `node`, at `shift`, where `key` is.
  private static func remove(_ key: IndexKey, hash: Int, from node: inout Node, shift: Int) -> ItemPlace {
    let entryCount = node.entryCount(at: shift)
    if !isKnownUniquelyReferenced(&node) { node = node.copy(entryCount: entryCount, extraWords: 0) }
    guard shift < hashBits else {
      let entries = UnsafeMutableBufferPointer(start: node.entries(afterChildren: 0), count: entryCount)
      let index = entries.firstIndex { $0.key == key }!
      let removed = entries[index].value
      node.removeEntry(at: index, entryCount: entryCount)
      node.entryMap -= 1
      return removed
    }
    let bit = bit(hash, shift)
    if node.entryMap & bit != 0 {
      let index = rank(node.entryMap, bit)
      let removed = node.entries(afterChildren: node.childCount)[index].value
      node.removeEntry(at: index, entryCount: entryCount)
      node.entryMap &= ~bit
      return removed
    }
    let index = rank(node.childMap, bit)
    let removed = remove(key, hash: hash, from: &node.children[index], shift: shift + bitsPerLevel)
    let child = node.child(at: index)
    let isSingle = child._withUnsafeGuaranteedRef {
      $0.childMap == 0 && $0.entryCount(at: shift + bitsPerLevel) == 1
    }
    if isSingle {
      // A child left with one entry gives it back to this slot.
      let entry = child._withUnsafeGuaranteedRef { $0.entries(afterChildren: 0).pointee }
      node.removeChild(at: index, entryCount: entryCount)
      node.childMap &= ~bit
      if !node.hasRoom(entryCount: entryCount, extraWords: Node.wordsPerEntry) {
        node = node.moved(entryCount: entryCount, extraWords: Node.wordsPerEntry)
      }
      node.insertEntry(entry, at: rank(node.entryMap, bit), entryCount: entryCount)
      node.entryMap |= bit
    }
    return removed
  }

  private static func forEach(in node: Node, shift: Int, _ body: (Entry) throws -> Void) rethrows {
    let childCount = node.childCount
    let entries = UnsafeBufferPointer(
      start: node.entries(afterChildren: childCount), count: node.entryCount(at: shift))
    for entry in entries { try body(entry) }
    for index in 0..<childCount { try forEach(in: node.children[index], shift: shift + bitsPerLevel, body) }
  }
}
