/// A snapshot's items as UIKit's differ sees them: one list in global order (section by
/// section), with the section of each, made once per diff from ``Snapshot``'s public API.
///
/// Only a range of sections is flattened: the differ leaves out the leading and trailing
/// sections that are the same on both sides (same identifier, same items), whose items are in
/// every longest run and change nothing. Indexes here are global within that range.
///
/// The identifiers themselves are not copied (a copy retains each, and releases it after the
/// diff, which cost as much as the rest of the differ): the section arrays are shared, and
/// the flat list holds each identifier's object identity, which is all that comparing an
/// identifier with itself needs. ``isSame(_:as:_:)`` falls back to ``Identifier``'s `==`.
struct FlatItems {
  /// The snapshot's items, section by section (shared with the snapshot, not copied).
  private let bySection: [[Identifier]]
  /// For each item, the identity of its identifier's storage: equal for the same identifier
  /// value, which is how an item that stayed is almost always found.
  private(set) var objects: [ObjectIdentifier] = []
  /// For each item, the (absolute) index of its section.
  private(set) var sectionIndex: [Int32] = []
  /// The sections flattened.
  let sections: Range<Int>
  /// For each section in range, the index in the flat list of its first item; one more entry
  /// at the end holds the number of items.
  private var firstIndex: [Int] = []

  /// Flattens the sections `sections` of `bySection` (a snapshot's items, section by section).
  /// - Complexity: O(items + sections in range), with no retain per item.
  init(_ bySection: [[Identifier]], sections: Range<Int>) {
    self.bySection = bySection
    self.sections = sections
    var count = 0
    for section in sections { count += bySection[section].count }
    firstIndex.reserveCapacity(sections.count + 1)
    sectionIndex.reserveCapacity(count)
    for section in sections {
      firstIndex.append(sectionIndex.count)
      sectionIndex.append(
        contentsOf: repeatElement(Int32(truncatingIfNeeded: section), count: bySection[section].count))
    }
    firstIndex.append(count)
    objects = Self.objectIdentities(of: bySection, sections: sections, count: count)
  }

  /// The storage identity of every identifier of `sections`, in global order.
  ///
  /// An ``Identifier`` is one strong reference to its storage, whose bits are the object's
  /// address, which is what `ObjectIdentifier` holds: the identities are copied section by
  /// section as bytes, which retains nothing (reading each identifier to take its
  /// `ObjectIdentifier` would retain and release it).
  private static func objectIdentities(
    of bySection: [[Identifier]], sections: Range<Int>, count: Int
  ) -> [ObjectIdentifier] {
    guard MemoryLayout<Identifier>.size == MemoryLayout<ObjectIdentifier>.size,
      MemoryLayout<Identifier>.stride == MemoryLayout<ObjectIdentifier>.stride
    else {
      // Another layout: take each identity from the identifier itself.
      return sections.flatMap { bySection[$0].map { ObjectIdentifier($0.storage) } }
    }
    // An empty buffer (no items, or an empty section) may have no base address at all.
    guard count > 0 else { return [] }
    return [ObjectIdentifier](unsafeUninitializedCapacity: count) { buffer, initialized in
      let target = UnsafeMutableRawBufferPointer(buffer)
      var offset = 0
      for section in sections where !bySection[section].isEmpty {
        bySection[section].withUnsafeBytes { bytes in
          guard let source = bytes.baseAddress, let destination = target.baseAddress else { return }
          destination.advanced(by: offset).copyMemory(from: source, byteCount: bytes.count)
          offset += bytes.count
        }
      }
      precondition(offset == count * MemoryLayout<ObjectIdentifier>.stride, "every identity copied")
      initialized = count
      assert(
        count == 0
          || buffer[0] == ObjectIdentifier(bySection[sections.first { !bySection[$0].isEmpty }!][0].storage))
    }
  }

  /// How many items are flattened.
  var count: Int { objects.count }

  /// The identifier at global index `index`.
  func item(at index: Int) -> Identifier {
    let section = Int(sectionIndex[index])
    return bySection[section][index - firstIndex[section - sections.lowerBound]]
  }

  /// Whether the item at `index` here and the one at `otherIndex` in `other` are the same
  /// identifier (``Identifier``'s `==`); the same storage answers at once.
  @inline(__always)
  func isSame(_ index: Int, as other: FlatItems, _ otherIndex: Int) -> Bool {
    objects[index] == other.objects[otherIndex] || item(at: index) == other.item(at: otherIndex)
  }

  /// The index path of the item at global index `index`.
  func indexPath(ofGlobal index: Int) -> IndexPath {
    let section = Int(sectionIndex[index])
    return IndexPath(row: index - firstIndex[section - sections.lowerBound], section: section)
  }

  /// The global indexes of the items of `section` (which must be in range).
  func range(ofSection section: Int) -> Range<Int> {
    firstIndex[section - sections.lowerBound]..<firstIndex[section - sections.lowerBound + 1]
  }
}
