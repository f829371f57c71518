/// A snapshot's items as a differ reads them: one list in global order (section by section),
/// made once per diff, with the bounds of each section.
///
/// Only some sections are flattened: a range of them (UIKit's differ leaves out the leading
/// and trailing sections that are the same on both sides), and within it those `including`
/// accepts (the minimal differ leaves out the sections whose tree did not change); a section
/// left out holds no items here. Indexes are global within what is flattened.
///
/// The identifiers themselves are not copied (a copy retains each, and releases it after the
/// diff, which cost as much as the rest of the differ): the list holds each identifier
/// unretained, copied leaf by leaf as bytes from the section trees, which this value keeps
/// alive, into one buffer of the exact size. ``same(_:_:)`` compares two of them as
/// ``SnapshotIdentifier``'s `==` does, the same bits answering at once.
struct FlatItems {
  /// An identifier, not retained (its box, if any, kept alive by ``owner``).
  typealias Object = SnapshotIdentifier.Unretained

  /// What keeps every box alive: the section trees or arrays the items were copied from.
  private let owner: Any
  /// For each item, its identifier unretained.
  private(set) var objects: [Object] = []
  /// The range of sections flattened (those `including` refused hold no items).
  let sections: Range<Int>
  /// For each section in range, the index in the flat list of its first item; one more entry
  /// at the end holds the number of items.
  private var firstIndex: [Int] = []

  /// Flattens the sections of `lists` (a snapshot's trees) in `sections` that `including`
  /// accepts, and of those, keeps those that `keeping` keeps once it saw their items
  /// flattened (a section it refuses is left out, its place reused by the next one).
  /// - Complexity: O(items flattened + sections in range), with no retain per item.
  init(
    _ lists: ChunkedArray<ItemList>, sections: Range<Int>,
    including: (Int) -> Bool = { _ in true },
    keeping: (Int, UnsafeBufferPointer<Object>) -> Bool = { _, _ in true }
  ) {
    owner = lists
    self.sections = sections
    var included: [Bool] = []
    included.reserveCapacity(sections.count)
    var capacity = 0
    for section in sections {
      included.append(including(section))
      if included.last! { capacity += lists[section].count }
    }
    var firstIndex: [Int] = []
    firstIndex.reserveCapacity(sections.count + 1)
    // One buffer for at most every item included: the pages a refused section used are
    // used again by the next one, and those never reached are never touched.
    objects = [Object](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      var next = 0
      for (offset, section) in sections.enumerated() {
        firstIndex.append(next)
        guard included[offset] else { continue }
        let start = next
        lists[section].forEachLeaf { _, leafItems in
          Self.withObjects(of: leafItems) { leaf in
            guard let source = leaf.baseAddress, next + leaf.count <= capacity else { return }
            (buffer.baseAddress! + next).initialize(from: source, count: leaf.count)
            next += leaf.count
          }
        }
        precondition(next - start == lists[section].count, "every item of section \(section) flattened")
        if !keeping(section, UnsafeBufferPointer(rebasing: buffer[start..<next])) { next = start }
      }
      firstIndex.append(next)
      initialized = next
    }
    self.firstIndex = firstIndex
  }

  /// Flattens the sections `sections` of `bySection` (items, section by section).
  /// - Complexity: O(items + sections in range), with no retain per item.
  init(_ bySection: [[SnapshotIdentifier]], sections: Range<Int>) {
    owner = bySection
    self.sections = sections
    var count = 0
    for section in sections { count += bySection[section].count }
    objects.reserveCapacity(count)
    firstIndex.reserveCapacity(sections.count + 1)
    for section in sections {
      firstIndex.append(objects.count)
      Self.appendObjects(of: bySection[section][...], to: &objects)
    }
    firstIndex.append(objects.count)
  }

  /// Appends each identifier of `items`, unretained, to `objects`.
  static func appendObjects(of items: ArraySlice<SnapshotIdentifier>, to objects: inout [Object]) {
    withObjects(of: items) { objects.append(contentsOf: $0) }
  }

  /// Calls `body` with each identifier of `items`, unretained.
  ///
  /// An ``SnapshotIdentifier`` is laid out as its ``SnapshotIdentifier/Unretained`` form (an
  /// inline number, or a strong reference where that holds an unmanaged one): the identifiers
  /// are read in place as bytes, which retains nothing (reading each identifier would retain
  /// and release it).
  static func withObjects<Result>(
    of items: ArraySlice<SnapshotIdentifier>, _ body: (UnsafeBufferPointer<Object>) -> Result
  ) -> Result {
    guard Object.readsIdentifiersInPlace else {
      // Another layout: take each from the identifier itself.
      return items.map(Object.init).withUnsafeBufferPointer(body)
    }
    // An empty buffer may have no base address at all.
    guard !items.isEmpty else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    return items.withUnsafeBytes { bytes in bytes.withMemoryRebound(to: Object.self, body) }
  }

  /// Whether two sections hold the same items in the same order (see ``knownSameItems(_:_:)``),
  /// the first flattened into `scratch` when their leaves are not alike.
  static func sameItems(_ first: ItemList, _ second: ItemList, scratch: inout [Object]) -> Bool {
    if let same = knownSameItems(first, second) { return same }
    scratch.removeAll(keepingCapacity: true)
    first.forEachLeaf { _, items in appendObjects(of: items, to: &scratch) }
    return scratch.withUnsafeBufferPointer { matches(second, $0) }
  }

  /// Whether two sections hold the same items in the same order, when that is known without a
  /// copy: at once when they are the same tree or their counts differ, else compared leaf by
  /// leaf in place while their trees have the same shape (two lists built by the same edits,
  /// as a section rebuilt with the same items; shared subtrees skipped), the first difference
  /// ending it; `nil` when their shapes differ and their first and last items are the same.
  /// Retains no item.
  static func knownSameItems(_ first: ItemList, _ second: ItemList) -> Bool? {
    if first.isIdentical(to: second) { return true }
    guard first.count == second.count else { return false }
    guard !first.isEmpty else { return true }
    let alike = first.sameItemsIfAlike(second) { firstItems, secondItems in
      withObjects(of: firstItems) { firstObjects in
        withObjects(of: secondItems) { sameObjects(firstObjects, $0) }
      }
    }
    if let alike { return alike }
    // Most sections that changed differ in their first or last item (a shuffled one, one whose
    // items all changed).
    let last = first.count - 1
    guard first[0] == second[0] && first[last] == second[last] else { return false }
    return nil
  }

  /// Whether `first` and `second` (as many) are the same identifiers one by one: their bytes
  /// compared first, in a loop without branches (the same bits at every place: two lists
  /// made of the same identifiers), then, when some differ, item by item.
  static func sameObjects(_ first: UnsafeBufferPointer<Object>, _ second: UnsafeBufferPointer<Object>) -> Bool
  {
    var differing: UInt = 0
    for index in first.indices {
      differing |= first[index].bits ^ second[index].bits
    }
    guard differing != 0 else { return true }
    for index in first.indices where !same(first[index], second[index]) { return false }
    return true
  }

  /// Whether the items of `list` are `expected` (as many), one by one.
  static func matches(_ list: ItemList, _ expected: UnsafeBufferPointer<Object>) -> Bool {
    var offset = 0
    var same = true
    list.forEachLeaf { _, items in
      guard same else { return }
      withObjects(of: items) { leaf in
        for object in leaf {
          guard offset < expected.count && Self.same(expected[offset], object) else {
            same = false
            return
          }
          offset += 1
        }
      }
    }
    return same && offset == expected.count
  }

  /// How many items are flattened.
  var count: Int { objects.count }

  /// The identifier at global index `index`.
  func item(at index: Int) -> SnapshotIdentifier { Self.identifier(objects[index]) }

  /// The identifier `object` holds.
  static func identifier(_ object: Object) -> SnapshotIdentifier { object.identifier }

  /// Whether two are the same identifier (``SnapshotIdentifier``'s `==`), without retaining
  /// either: the same bits answer at once, otherwise the numbers, or the identity hashes and
  /// keys, decide.
  @inline(__always)
  static func same(_ left: Object, _ right: Object) -> Bool {
    left.bits == right.bits || Object.same(left, right)
  }

  /// The identity hash of an identifier (what ``SnapshotIdentifier`` hashes), without retaining it.
  @inline(__always)
  static func keyHash(_ object: Object) -> Int { object.keyHash }

  /// The (absolute) section of the item at global index `index`, found among the sections'
  /// bounds (O(log sections)).
  func section(ofGlobal index: Int) -> Int {
    precondition(index >= 0 && index < count, "item \(index) out of range")
    // The last section whose first index is not above `index` and that holds items.
    var low = 0
    var high = firstIndex.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if firstIndex[middle] <= index { low = middle } else { high = middle }
    }
    return sections.lowerBound + low
  }

  /// The index path of the item at global index `index`.
  func indexPath(ofGlobal index: Int) -> IndexPath {
    let section = section(ofGlobal: index)
    return IndexPath(row: index - firstIndex[section - sections.lowerBound], section: section)
  }

  /// The global indexes of the items of `section` (which must be in range; empty when the
  /// section was left out).
  func range(ofSection section: Int) -> Range<Int> {
    firstIndex[section - sections.lowerBound]..<firstIndex[section - sections.lowerBound + 1]
  }
}
