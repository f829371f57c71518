/// The place of every item of a snapshot, by identifier: a persistent hash trie (``PlaceTrie``)
/// whose copy is O(1) and whose edit copies only the nodes on its path.
///
/// A hash tree files each key under the bits of its hash, and a command copies every node it
/// touches that an older state still shares (the undo history keeps 200 of them). With the
/// identifiers' own hashes, the 1,000 items of one `appendItems 0 1 2 ... 999` land in 1,000
/// different nodes, so the command copies (and undo keeps) most of the tree: at a million
/// items, about a megabyte per command. The index therefore files a key by a hash that keeps
/// neighbouring numbers together (see ``IndexKey``): a run of consecutive `Int`
/// identifiers, or of structs whose first identity field is an `Int` (`Row(id: 7)`), fills one
/// subtree, and a command copies a handful of nodes.
///
/// Its entries hold no reference they own: the key is the item and the place names its
/// section, both unretained (``SnapshotIdentifier/Unretained``), so that a node is copied and freed as plain bytes
/// (undo keeps a copy of every node a command touched, and frees it 200 commands later). The
/// snapshot owns them: every item in the index is in the snapshot's item lists, as this very
/// identifier, and every section a place names is in its `sections` (the invariants check
/// both), so what the index points to lives as long as any snapshot that reaches the node.
/// Hence an identifier must be stored in its section's list before or while it is filed here
/// (``Snapshot``'s edits do both in one step, and take it out of the index before its list).
struct ItemIndex: Sendable {
  private var tree = PlaceTrie()

  init() {}

  /// The number of items.
  var count: Int { tree.count }

  /// The place of `item`, or `nil` when it is absent; setting `nil` removes it.
  subscript(item: SnapshotIdentifier) -> ItemPlace? {
    get { tree[IndexKey(item)] }
    set {
      if let newValue {
        tree.updateValue(newValue, forKey: IndexKey(item), replacing: true)
      } else {
        tree.removeValue(forKey: IndexKey(item))
      }
    }
  }

  /// Removes `item` and returns its place, or `nil` when it was absent.
  @discardableResult
  mutating func removeValue(forKey item: SnapshotIdentifier) -> ItemPlace? {
    tree.removeValue(forKey: IndexKey(item))
  }

  /// Files `item` at `place` when it is absent and returns `nil`; when it is present, leaves
  /// it as it is and returns its place (one walk down the trie).
  mutating func insertIfAbsent(_ item: SnapshotIdentifier, at place: ItemPlace) -> ItemPlace? {
    tree.updateValue(place, forKey: IndexKey(item), replacing: false)
  }

  /// The identifier filed for `item` (the one the snapshot stores, whatever other fields
  /// `item` has) and its place, or `nil` when it is absent.
  func entry(for item: SnapshotIdentifier) -> (item: SnapshotIdentifier, place: ItemPlace)? {
    guard let entry = tree.entry(for: IndexKey(item)) else { return nil }
    return (entry.key.item, entry.value)
  }

  /// Every item and its place, in no particular order.
  func map<T>(_ transform: ((key: SnapshotIdentifier, value: ItemPlace)) throws -> T) rethrows -> [T] {
    var result: [T] = []
    result.reserveCapacity(tree.count)
    try tree.forEach { entry in result.append(try transform((entry.key.item, entry.value))) }
    return result
  }

  /// The first invariant of the trie that does not hold (``PlaceTrie/invariantViolation()``).
  func invariantViolation() -> String? { tree.invariantViolation() }
}

/// An identifier as the index files it: equal when the identifiers are equal, hashed so that
/// consecutive numbers share the upper levels of the tree.
///
/// The hash's low 10 bits (the tree's first two levels) mix the number's bits above the 10th,
/// so runs of 1,024 consecutive numbers are spread over the tree like random keys; the next 10
/// bits are the number's low 10 bits (bits 5-9, then 0-4), so one run fills one subtree and
/// 32 neighbours one node; the bits above come from
/// the identifier's own hash, which tells apart identities that share the number. An
/// identifier without such a number keeps its own hash.
///
/// It holds the identifier unretained (see ``ItemIndex``): a key made to look an identifier
/// up must not outlive it.
struct IndexKey: Hashable, Sendable {
  private let key: SnapshotIdentifier.Unretained

  init(_ item: SnapshotIdentifier) { key = SnapshotIdentifier.Unretained(item) }

  /// The identifier filed under this key.
  var item: SnapshotIdentifier { key.identifier }

  static func == (lhs: IndexKey, rhs: IndexKey) -> Bool {
    SnapshotIdentifier.Unretained.same(lhs.key, rhs.key)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(_rawHashValue(seed: 0)) }

  /// The hash described above; the tree asks with seed 0, a table with its own seed.
  func _rawHashValue(seed: Int) -> Int {
    let keyHash = key.keyHash
    let own = UInt64(bitPattern: Int64(keyHash))
    guard let number = key.localityNumber else { return SnapshotIdentifier.rawHash(keyHash, seed: seed) }
    let bits = UInt64(bitPattern: Int64(number))
    let run = Self.mix(bits >> 10)
    // Bits 10-14 are the number's bits 5-9 and bits 15-19 its bits 0-4, so that up to 32
    // consecutive numbers share the deepest node: a command adding a few neighbours copies one.
    let hash =
      (run & 0x3FF) | (((bits >> 5) & 0x1F) << 10) | ((bits & 0x1F) << 15)
      | (Self.mix(own ^ UInt64(bitPattern: Int64(seed))) << 20)
    return Int(Int64(bitPattern: hash))
  }

  /// SplitMix64's finalizer: every input bit moves every output bit.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
