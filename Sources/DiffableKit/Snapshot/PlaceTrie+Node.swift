extension PlaceTrie {
  /// A node's bitmaps: which of its 32 slots hold an entry, which hold a child node. Below the
  /// last level a node has no slots (its keys' hashes are equal): `entryMap` is then the
  /// number of its entries, and `childMap` is 0.
  struct NodeHeader {
    var entryMap: UInt32
    var childMap: UInt32
  }

  /// A node of the trie, in one allocation: the bitmaps, then the children (strong
  /// references, in slot order), then the entries (in slot order), then free words.
  ///
  /// One allocation rather than an object and two arrays: a million items make hundreds of
  /// thousands of nodes (most of two or of 32 entries), and undo keeps the copies a command
  /// makes. The storage is counted in words: a child is one, an entry three. Entries are
  /// plain bytes (``ItemIndex`` holds nothing it owns), so they move with `memmove`; only the
  /// children are retained and released. The free words are what `malloc` gave: the
  /// allocation's usable size (ManagedBuffer's `capacity`) is read only when an entry is added
  /// to a node that is not a fresh copy.
  ///
  /// Mutated only when the trie that holds it holds the one reference to it (the edits copy
  /// it otherwise), hence safe to share between threads (ManagedBuffer says it is not: the
  /// trie says it is).
  final class Node: ManagedBuffer<NodeHeader, UInt> {
    /// How many words an entry takes.
    static let wordsPerEntry = MemoryLayout<Entry>.stride / MemoryLayout<UInt>.stride

    /// A node with these bitmaps and room for `words` words, none of them initialized.
    static func allocate(entryMap: UInt32, childMap: UInt32, words: Int) -> Node {
      assert(_isPOD(Entry.self) && MemoryLayout<Entry>.stride % MemoryLayout<UInt>.stride == 0)
      assert(MemoryLayout<Entry>.alignment <= MemoryLayout<UInt>.alignment)
      let buffer = create(minimumCapacity: words) { _ in NodeHeader(entryMap: entryMap, childMap: childMap) }
      return unsafeDowncast(buffer, to: Node.self)
    }

    /// An empty node: the root of an empty trie.
    static func empty() -> Node { allocate(entryMap: 0, childMap: 0, words: 0) }

    /// The words to allocate for a node that needs `words` and will likely grow: a power of
    /// two of entries (as swift-collections' TreeDictionary does), so that a node grown an
    /// entry at a time is reallocated a handful of times, and a full node of 32 entries has
    /// no free word.
    static func roomyWords(_ words: Int) -> Int {
      let entries = max((words + wordsPerEntry - 1) / wordsPerEntry, 1)
      return (1 &<< (Int.bitWidth - (entries - 1).leadingZeroBitCount)) * wordsPerEntry
    }

    deinit {
      children.deinitialize(count: childCount)
    }

    /// The bitmaps, reached through a pointer: ManagedBuffer's `header` is a stored property of
    /// a class, each access to which is checked for exclusivity at run time.
    var bitmaps: UnsafeMutablePointer<NodeHeader> { withUnsafeMutablePointerToHeader { $0 } }

    var entryMap: UInt32 {
      get { bitmaps.pointee.entryMap }
      set { bitmaps.pointee.entryMap = newValue }
    }

    var childMap: UInt32 {
      get { bitmaps.pointee.childMap }
      set { bitmaps.pointee.childMap = newValue }
    }

    var childCount: Int { childMap.nonzeroBitCount }

    /// The number of entries of this node at `shift`.
    func entryCount(at shift: Int) -> Int {
      shift < PlaceTrie.hashBits ? entryMap.nonzeroBitCount : Int(entryMap)
    }

    /// The words in use, for `entryCount` entries.
    func usedWords(entryCount: Int) -> Int { childCount + entryCount * Self.wordsPerEntry }

    /// The children, first in the storage.
    var children: UnsafeMutablePointer<Node> {
      withUnsafeMutablePointerToElements { words in
        UnsafeMutableRawPointer(words).bindMemory(to: Node.self, capacity: childCount)
      }
    }

    /// The child at `index`, unretained: this node keeps it alive.
    @inline(__always)
    func child(at index: Int) -> Unmanaged<Node> {
      withUnsafeMutablePointerToElements { words in
        UnsafeRawPointer(words + index).load(as: Unmanaged<Node>.self)
      }
    }

    /// The entries, after the `childCount` children.
    @inline(__always)
    func entries(afterChildren childCount: Int) -> UnsafeMutablePointer<Entry> {
      withUnsafeMutablePointerToElements { words in
        UnsafeMutableRawPointer(words + childCount).assumingMemoryBound(to: Entry.self)
      }
    }

    /// A copy of this node holding `entryCount` entries, with room for `extraWords` more
    /// words (then with room to grow further): the children are retained, the entries copied.
    func copy(entryCount: Int, extraWords: Int) -> Node {
      let childCount = childCount
      let used = usedWords(entryCount: entryCount)
      let copy = Node.allocate(
        entryMap: entryMap, childMap: childMap,
        words: extraWords == 0 ? used : Self.roomyWords(used + extraWords))
      copy.children.initialize(from: children, count: childCount)
      copy.entries(afterChildren: childCount).initialize(
        from: entries(afterChildren: childCount), count: entryCount)
      return copy
    }

    /// This unique node, holding `entryCount` entries, moved into a new allocation with room
    /// for `extraWords` more words. The children move without reference counts: this node is
    /// left empty, to be released.
    func moved(entryCount: Int, extraWords: Int) -> Node {
      let childCount = childCount
      let moved = Node.allocate(
        entryMap: entryMap, childMap: childMap,
        words: Self.roomyWords(usedWords(entryCount: entryCount) + extraWords))
      moved.children.moveInitialize(from: children, count: childCount)
      moved.entries(afterChildren: childCount).initialize(
        from: entries(afterChildren: childCount), count: entryCount)
      bitmaps.pointee = NodeHeader(entryMap: 0, childMap: 0)
      return moved
    }

    /// Whether this node, holding `entryCount` entries, has `extraWords` free words.
    func hasRoom(entryCount: Int, extraWords: Int) -> Bool {
      usedWords(entryCount: entryCount) + extraWords <= capacity
    }

    /// Puts `entry` at `index` among the `entryCount` entries of this unique node, which has
    /// room for it. The caller updates the bitmaps.
    func insertEntry(_ entry: Entry, at index: Int, entryCount: Int) {
      let entries = entries(afterChildren: childCount)
      (entries + index + 1).moveInitialize(from: entries + index, count: entryCount - index)
      (entries + index).initialize(to: entry)
    }

    /// Removes the entry at `index` among the `entryCount` entries of this unique node. The
    /// caller updates the bitmaps.
    func removeEntry(at index: Int, entryCount: Int) {
      let entries = entries(afterChildren: childCount)
      (entries + index).moveInitialize(from: entries + index + 1, count: entryCount - index - 1)
    }

    /// Puts `child` at `index` among the children of this unique node, which has room for it,
    /// moving the `entryCount` entries up a word. The caller updates the bitmaps, after.
    func insertChild(_ child: Node, at index: Int, entryCount: Int) {
      let childCount = childCount
      let entries = UnsafeMutableRawPointer(entries(afterChildren: childCount))
      (entries + MemoryLayout<UInt>.stride).copyMemory(
        from: entries, byteCount: entryCount * MemoryLayout<Entry>.stride)
      let children = children
      (children + index + 1).moveInitialize(from: children + index, count: childCount - index)
      (children + index).initialize(to: child)
    }

    /// Removes the child at `index` of this unique node and releases it, moving the
    /// `entryCount` entries down a word. The caller updates the bitmaps, after.
    func removeChild(at index: Int, entryCount: Int) {
      let childCount = childCount
      let children = children
      _ = (children + index).move()
      (children + index).moveInitialize(from: children + index + 1, count: childCount - index - 1)
      let entries = UnsafeMutableRawPointer(entries(afterChildren: childCount))
      (entries - MemoryLayout<UInt>.stride).copyMemory(
        from: entries, byteCount: entryCount * MemoryLayout<Entry>.stride)
    }

    /// A node at `shift` holding two entries whose keys differ, and as many nodes below it
    /// as their hashes share slots.
    static func pair(_ first: Entry, hash firstHash: Int, _ second: Entry, hash secondHash: Int, shift: Int)
      -> Node
    {
      guard shift < PlaceTrie.hashBits else {
        let node = allocate(entryMap: 2, childMap: 0, words: 2 * wordsPerEntry)
        node.entries(afterChildren: 0).initialize(to: first)
        node.entries(afterChildren: 0).successor().initialize(to: second)
        return node
      }
      let (firstBit, secondBit) = (PlaceTrie.bit(firstHash, shift), PlaceTrie.bit(secondHash, shift))
      guard firstBit != secondBit else {
        let child = pair(
          first, hash: firstHash, second, hash: secondHash, shift: shift + PlaceTrie.bitsPerLevel)
        let node = allocate(entryMap: 0, childMap: firstBit, words: 1)
        node.children.initialize(to: child)
        return node
      }
      let node = allocate(entryMap: firstBit | secondBit, childMap: 0, words: 2 * wordsPerEntry)
      let entries = node.entries(afterChildren: 0)
      entries.initialize(to: firstBit < secondBit ? first : second)
      entries.successor().initialize(to: firstBit < secondBit ? second : first)
      return node
    }
  }
}
