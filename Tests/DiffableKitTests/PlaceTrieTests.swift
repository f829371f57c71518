import Testing

@testable import DiffableKit

/// The snapshot index's trie (``PlaceTrie``): keys filed along their hashes, nodes shared
/// between copies, removals folded up, keys whose whole hashes are equal kept apart.
@Suite("The index's hash trie files, finds and removes keys, and its copies stay apart")
struct PlaceTrieTests {
  private let section = SnapshotIdentifier(.string("main"))

  private func place(_ label: UInt64) -> ItemPlace { ItemPlace(section: section, label: label) }

  /// The trie's keys do not retain their identifiers: `body` runs while `identifiers` live.
  private func withKeys(_ identifiers: [SnapshotIdentifier], _ body: ([IndexKey]) throws -> Void) rethrows {
    try withExtendedLifetime((identifiers, section)) { try body(identifiers.map(IndexKey.init)) }
  }

  @Test("each key is found with its value, absent keys are not, and count follows")
  func filesAndFinds() {
    let numbers = (0..<3_000).map { SnapshotIdentifier(.int($0 * 7 - 9_000)) }
    withKeys(numbers) { keys in
      var trie = PlaceTrie()
      for (label, key) in keys.enumerated() {
        #expect(trie.updateValue(place(UInt64(label)), forKey: key, replacing: false) == nil)
      }
      #expect(trie.count == keys.count)
      #expect(trie.invariantViolation() == nil)
      for (label, key) in keys.enumerated() { #expect(trie[key] == place(UInt64(label))) }
      withExtendedLifetime(SnapshotIdentifier(.int(1))) { #expect(trie[IndexKey($0)] == nil) }
      var visited = 0
      trie.forEach { _ in visited += 1 }
      #expect(visited == keys.count)
    }
  }

  @Test("a present key keeps its value unless replacing, and either way its value is returned")
  func presentKeys() {
    withKeys([SnapshotIdentifier(.int(4))]) { keys in
      var trie = PlaceTrie()
      trie.updateValue(place(1), forKey: keys[0], replacing: false)
      #expect(trie.updateValue(place(2), forKey: keys[0], replacing: false) == place(1))
      #expect(trie[keys[0]] == place(1))
      #expect(trie.updateValue(place(3), forKey: keys[0], replacing: true) == place(1))
      #expect(trie[keys[0]] == place(3))
      #expect(trie.count == 1)
    }
  }

  @Test("removing folds nodes up: the trie stays well formed down to empty, in any order")
  func removalsFold() {
    let numbers = (0..<2_000).map { SnapshotIdentifier(.int($0 % 2 == 0 ? -$0 : 3_000_000 + $0 * 1_024)) }
    withKeys(numbers) { keys in
      var trie = PlaceTrie()
      for (label, key) in keys.enumerated() {
        trie.updateValue(place(UInt64(label)), forKey: key, replacing: true)
      }
      var generator = SystemRandomNumberGenerator()
      var remaining = Array(keys.indices).shuffled(using: &generator)
      while let index = remaining.popLast() {
        #expect(trie.removeValue(forKey: keys[index]) == place(UInt64(index)))
        #expect(trie.removeValue(forKey: keys[index]) == nil)
        if remaining.count % 97 == 0 { #expect(trie.invariantViolation() == nil) }
      }
      #expect(trie.count == 0)
      #expect(trie.invariantViolation() == nil)
    }
  }

  @Test("a copy keeps its keys and values while the original is edited, and the other way round")
  func copiesStayApart() {
    let numbers = (0..<500).map { SnapshotIdentifier(.int($0)) }
    withKeys(numbers) { keys in
      var original = PlaceTrie()
      for (label, key) in keys.enumerated() {
        original.updateValue(place(UInt64(label)), forKey: key, replacing: true)
      }
      var copy = original
      for key in keys[..<250] { original.removeValue(forKey: key) }
      for key in keys[250...] { original.updateValue(place(0), forKey: key, replacing: true) }
      copy.updateValue(place(9), forKey: keys[0], replacing: true)
      #expect(original.count == 250 && copy.count == 500)
      #expect(original[keys[0]] == nil && copy[keys[0]] == place(9))
      for (label, key) in keys.enumerated().dropFirst() {
        #expect(copy[key] == place(UInt64(label)))
        #expect(original[key] == (label < 250 ? nil : place(0)))
      }
      #expect(original.invariantViolation() == nil && copy.invariantViolation() == nil)
    }
  }

  @Test("keys whose whole hashes are equal (values of a type whose == is false) share the last node")
  func equalHashes() {
    // Equal to nothing but itself, each is filed by the hash of the same value.
    let alike = (0..<4).map { _ in SnapshotIdentifier(neverEqual: .int(3), projection: .int(3)) }
    withKeys(alike + [SnapshotIdentifier(.int(3))]) { keys in
      #expect(Set(keys.map { $0._rawHashValue(seed: 0) }).count == 2)
      var trie = PlaceTrie()
      for (label, key) in keys.enumerated() {
        trie.updateValue(place(UInt64(label)), forKey: key, replacing: false)
      }
      #expect(trie.count == 5)
      #expect(trie.invariantViolation() == nil)
      for (label, key) in keys.enumerated() { #expect(trie[key] == place(UInt64(label))) }
      #expect(trie.updateValue(place(8), forKey: keys[1], replacing: true) == place(1))
      var copy = trie
      for index in [2, 0, 3] {
        #expect(trie.removeValue(forKey: keys[index]) == place(UInt64(index)))
        #expect(trie.invariantViolation() == nil)
      }
      #expect(trie[keys[1]] == place(8) && trie[keys[4]] == place(4) && trie.count == 2)
      #expect(copy[keys[0]] == place(0) && copy.count == 5)
      copy.removeValue(forKey: keys[1])
      #expect(copy.invariantViolation() == nil && trie[keys[1]] == place(8))
    }
  }
}

/// The nodes' storage (one allocation each, grown, moved and copied as keys come and go),
/// against a dictionary, with older copies kept alive as undo keeps them.
@Suite("The index's hash trie agrees with a dictionary through random edits, its copies too")
struct PlaceTrieRandomEditTests {
  private let section = SnapshotIdentifier(.string("main"))

  @Test("random inserts, replacements and removals, every 50th state kept and checked again")
  func randomEdits() {
    var generator = SplitMix64(seed: 7)
    // Neighbouring numbers fill nodes of 32 entries; far ones make chains of small nodes.
    let numbers = (0..<1_500).map { $0 % 3 == 0 ? $0 * 1_048_583 : $0 }
    let identifiers = numbers.map { SnapshotIdentifier(.int($0)) }
    withExtendedLifetime((identifiers, section)) {
      let keys = identifiers.map(IndexKey.init)
      var trie = PlaceTrie()
      var model: [Int: UInt64] = [:]
      var kept: [(PlaceTrie, [Int: UInt64])] = []
      for step in 0..<20_000 {
        let index = Int(generator.next() % UInt64(keys.count))
        let label = UInt64(step)
        if generator.next() % 3 == 0 {
          let removed = trie.removeValue(forKey: keys[index])
          #expect(removed?.label == model.removeValue(forKey: index))
        } else {
          let replacing = generator.next() % 2 == 0
          let present = trie.updateValue(
            ItemPlace(section: section, label: label), forKey: keys[index], replacing: replacing)
          #expect(present?.label == model[index])
          if replacing || present == nil { model[index] = label }
        }
        if step % 50 == 0 { kept.append((trie, model)) }
        if step % 1_000 == 0 { #expect(trie.invariantViolation() == nil) }
      }
      kept.append((trie, model))
      for (copy, expected) in kept {
        #expect(copy.count == expected.count && copy.invariantViolation() == nil)
        for (index, key) in keys.enumerated() { #expect(copy[key]?.label == expected[index]) }
      }
    }
  }
}
