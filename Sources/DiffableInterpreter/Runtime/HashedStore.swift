/// The storage of a Dictionary or Set: keys (and values) in insertion order with a hash index.
/// Swift's own order is unspecified; diffable's is the order of insertion.
///
/// The index is keyed by each hash's hash value, an Int, and the hashes are kept beside the keys:
/// an index keyed by the hashes themselves would compare boxed hashes at every probe.
struct HashedStore {
  private(set) var keys: [Value] = []
  private(set) var values: [Value] = []
  private var hashes: [HashKey] = []
  private var index: [Int: [Int]] = [:]

  var count: Int { keys.count }

  /// The position of `key`, found through its hash and confirmed by `equals`.
  func position(of key: Value, hash: HashKey, equals: (Value, Value) throws -> Bool) rethrows -> Int? {
    for candidate in index[hash.hashValue] ?? [] where hashes[candidate] == hash {
      if try equals(keys[candidate], key) { return candidate }
    }
    return nil
  }

  /// Adds a key that is not present yet.
  mutating func append(_ key: Value, hash: HashKey, value: Value = .void) {
    index[hash.hashValue, default: []].append(keys.count)
    keys.append(key)
    values.append(value)
    hashes.append(hash)
  }

  /// Replaces the value at `position`.
  mutating func setValue(_ value: Value, at position: Int) {
    values[position] = value
  }

  /// Changes the value at `position` in place.
  mutating func modifyValue<R>(at position: Int, _ body: (inout Value) throws -> R) rethrows -> R {
    try body(&values[position])
  }

  /// Removes the entry at `position`, renumbering the positions after it.
  /// - Complexity: O(n).
  mutating func remove(at position: Int) {
    keys.remove(at: position)
    values.remove(at: position)
    hashes.remove(at: position)
    var rebuilt: [Int: [Int]] = [:]
    for (key, positions) in index {
      let kept = positions.compactMap { $0 == position ? nil : ($0 > position ? $0 - 1 : $0) }
      if !kept.isEmpty { rebuilt[key] = kept }
    }
    index = rebuilt
  }

  /// Removes every entry.
  mutating func removeAll() {
    self = HashedStore()
  }
}
