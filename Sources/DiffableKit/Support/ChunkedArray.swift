/// An array kept in fixed-size chunks that copies share: a copy made for undo and then
/// changed at one place copies one chunk and the list of chunks, not every element (a
/// snapshot's sections: one line of a script edits one section of a hundred, and undo keeps
/// each line's snapshot).
///
/// Every chunk but the last is full, so a position is found by division. Changing an element
/// in place copies its chunk when another copy shares it; appending copies the last chunk at
/// most; inserting or removing elsewhere rebuilds the chunks after the place (O(*n*), as
/// for an array).
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral {
  /// The elements a chunk holds when full.
  static var chunkSize: Int { 32 }

  /// Elements, changed only while no other array shares the chunk.
  ///
  /// Not checked for exclusive access at run time (as ``ItemNode``'s fields): the chunk is
  /// private to its arrays, every access is a short one by the single owner of a unique chunk,
  /// and a snapshot edit (one per line of a script) would pay for checks on several.
  private final class Chunk {
    @exclusivity(unchecked) var elements: [Element]
    init(_ elements: [Element]) {
      self.elements = elements
      self.elements.reserveCapacity(ChunkedArray.chunkSize)
    }
  }

  private var chunks: [Chunk] = []
  /// The number of elements.
  private(set) var count = 0

  /// No elements.
  init() {}

  /// The elements of `elements`, in order.
  init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The elements of an array literal.
  init(arrayLiteral elements: Element...) { self.init(elements) }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> Element {
    get {
      precondition(position >= 0 && position < count, "index \(position) out of range 0..<\(count)")
      return chunks[position / Self.chunkSize].elements[position % Self.chunkSize]
    }
    _modify {
      precondition(position >= 0 && position < count, "index \(position) out of range 0..<\(count)")
      let chunk = position / Self.chunkSize
      makeUnique(chunk)
      yield &chunks[chunk].elements[position % Self.chunkSize]
    }
  }

  /// Gives this array its own copy of chunk `index` when another shares it.
  private mutating func makeUnique(_ index: Int) {
    if !isKnownUniquelyReferenced(&chunks[index]) { chunks[index] = Chunk(chunks[index].elements) }
  }

  /// Appends `element` at the end.
  mutating func append(_ element: Element) {
    if count % Self.chunkSize == 0 {
      chunks.append(Chunk([element]))
    } else {
      makeUnique(chunks.count - 1)
      chunks[chunks.count - 1].elements.append(element)
    }
    count += 1
  }

  /// Inserts `newElements` at `index`, moving the elements from there back.
  mutating func insert(contentsOf newElements: some Collection<Element>, at index: Int) {
    var tail = Array(self[index...])
    tail.insert(contentsOf: newElements, at: 0)
    removeSubrange(index..<count)
    for element in tail { append(element) }
  }

  /// Inserts `element` at `index`.
  mutating func insert(_ element: Element, at index: Int) {
    insert(contentsOf: CollectionOfOne(element), at: index)
  }

  /// Removes and returns the element at `index`.
  @discardableResult
  mutating func remove(at index: Int) -> Element {
    let removed = self[index]
    let tail = Array(self[(index + 1)...])
    removeSubrange(index..<count)
    for element in tail { append(element) }
    return removed
  }

  /// Removes the elements from `range.lowerBound` to the end.
  /// - Precondition: `range.upperBound == count` (only a tail is removed).
  private mutating func removeSubrange(_ range: Range<Int>) {
    precondition(range.upperBound == count, "only a tail is removed")
    let keptChunks = (range.lowerBound + Self.chunkSize - 1) / Self.chunkSize
    chunks.removeSubrange(keptChunks...)
    if range.lowerBound % Self.chunkSize != 0, let last = chunks.indices.last {
      makeUnique(last)
      chunks[last].elements.removeSubrange((range.lowerBound % Self.chunkSize)...)
    }
    count = range.lowerBound
  }
}

extension ChunkedArray: Equatable where Element: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count && (zip(lhs.chunks, rhs.chunks).allSatisfy { $0 === $1 } || lhs.elementsEqual(rhs))
  }
}

extension ChunkedArray: Hashable where Element: Hashable {
  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

// Chunks are changed only while uniquely referenced (`makeUnique`), as an array's storage is.
extension ChunkedArray: @unchecked Sendable where Element: Sendable {}
