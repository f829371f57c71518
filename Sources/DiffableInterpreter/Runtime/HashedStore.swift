/// The storage of a Dictionary or Set: keys (and values) in insertion order with a hash index.
/// Swift's own order is unspecified; diffable's is the order of insertion.
///
/// The index is keyed by each hash's hash value, an Int, and the hashes are kept beside the keys:
/// an index keyed by the hashes themselves would compare boxed hashes at every probe.
///
/// The four arrays live in one copy-on-write reference, so that a dictionary is one word of a
/// ``Value`` rather than four.
struct HashedStore {
  private final class Storage {
    var keys: [Value] = []
    var values: [Value] = []
    var hashes: [HashKey] = []
    var index: [Int: [Int]] = [:]

    init() {}

    init(copying other: Storage) {
      keys = other.keys
      values = other.values
      hashes = other.hashes
      index = other.index
    }

    /// The storage of every empty store, copied by its first change.
    nonisolated(unsafe) static let empty = Storage()
  }

  private var storage = Storage.empty

  var keys: [Value] { storage.keys }
  var values: [Value] { storage.values }
  var count: Int { storage.keys.count }

  /// Makes the storage this store's own before a change.
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
  }

  /// The position of `key`, found through its hash and confirmed by `equals`.
  func position(of key: Value, hash: HashKey, equals: (Value, Value) throws -> Bool) rethrows -> Int? {
    let storage = storage
    for candidate in storage.index[hash.hashValue] ?? [] where storage.hashes[candidate] == hash {
      if try equals(storage.keys[candidate], key) { return candidate }
    }
    return nil
  }

  /// Adds a key that is not present yet.
  mutating func append(_ key: Value, hash: HashKey, value: Value = .void) {
    makeUnique()
    storage.index[hash.hashValue, default: []].append(storage.keys.count)
    storage.keys.append(key)
    storage.values.append(value)
    storage.hashes.append(hash)
  }

  /// Replaces the value at `position`.
  mutating func setValue(_ value: Value, at position: Int) {
    makeUnique()
    storage.values[position] = value
  }

  /// Changes the value at `position` in place.
  mutating func modifyValue<R>(at position: Int, _ body: (inout Value) throws -> R) rethrows -> R {
    makeUnique()
    return try body(&storage.values[position])
  }

  /// Removes the entry at `position`, renumbering the positions after it.
  /// - Complexity: O(n).
  mutating func remove(at position: Int) {
    makeUnique()
    storage.keys.remove(at: position)
    storage.values.remove(at: position)
    storage.hashes.remove(at: position)
    var rebuilt: [Int: [Int]] = [:]
    for (key, positions) in storage.index {
      let kept = positions.compactMap { $0 == position ? nil : ($0 > position ? $0 - 1 : $0) }
      if !kept.isEmpty { rebuilt[key] = kept }
    }
    storage.index = rebuilt
  }

  /// Removes every entry.
  mutating func removeAll() {
    self = HashedStore()
  }
}
