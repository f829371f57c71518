/// The rows of one section of the table view: a list of cells kept in immutable chunks that
/// table views share, so that a table after an apply holds new storage only for the chunks the
/// apply changed. Undo, the recording kept for exports and the learning facts each keep
/// tables by value; with a flat array, every apply that moved one row of a million would copy
/// them all.
///
/// Reading is O(log *c*) by position (*c* chunks) and O(1) per row in iteration; writing a
/// cell copies its chunk. A table is laid out with a ``Builder``, which reuses whole chunks of
/// the rows it carries over.
public struct RowList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
  /// The most cells a chunk made by a ``Builder`` holds before it is closed.
  static let chunkCapacity = 1024
  /// Below this, a builder fills its open chunk with the next chunk's cells rather than
  /// closing it, so that many applies do not leave the list in slivers.
  static let minimumChunk = 256

  /// Cells, never changed once made (a write replaces the chunk).
  final class Chunk: Sendable {
    let cells: [Cell]
    init(_ cells: [Cell]) { self.cells = cells }
  }

  private var chunks: [Chunk] = []
  /// The size of each chunk, in order (for tests of the layout).
  var chunkSizes: [Int] { chunks.map(\.cells.count) }

  /// Whether `other` holds the very storage of this list's chunk `index` (for tests).
  func sharesChunk(_ index: Int, with other: RowList) -> Bool {
    other.chunks.contains { $0 === chunks[index] }
  }
  /// `ends[i]`: the number of rows in chunks `0...i`.
  private var ends: [Int] = []

  /// No rows.
  public init() {}

  /// The rows `cells`, in order.
  public init(_ cells: some Sequence<Cell>) {
    var builder = Builder()
    for cell in cells { builder.append(cell) }
    self = builder.finish()
  }

  /// The rows of an array literal.
  public init(arrayLiteral cells: Cell...) { self.init(cells) }

  /// The first row: 0.
  public var startIndex: Int { 0 }
  /// One past the last row: the number of rows.
  public var endIndex: Int { ends.last ?? 0 }

  /// The cell of row `position`; setting it copies that row's chunk only.
  public subscript(position: Int) -> Cell {
    get {
      let (chunk, offset) = locate(position)
      return chunks[chunk].cells[offset]
    }
    set {
      let (chunk, offset) = locate(position)
      var cells = chunks[chunk].cells
      cells[offset] = newValue
      chunks[chunk] = Chunk(cells)
    }
  }

  /// The chunk that holds `position` and the offset in it.
  /// - Precondition: `position` is a valid index.
  private func locate(_ position: Int) -> (chunk: Int, offset: Int) {
    precondition(position >= 0 && position < endIndex, "row \(position) out of range 0..<\(endIndex)")
    var low = 0
    var high = ends.count - 1
    while low < high {
      let middle = (low + high) / 2
      if ends[middle] > position { high = middle } else { low = middle + 1 }
    }
    return (low, position - (low == 0 ? 0 : ends[low - 1]))
  }

  private mutating func appendChunk(_ chunk: Chunk) {
    guard !chunk.cells.isEmpty else { return }
    chunks.append(chunk)
    ends.append(endIndex + chunk.cells.count)
  }

  /// Iterates chunk by chunk: O(1) per row.
  public struct Iterator: IteratorProtocol {
    private let chunks: [Chunk]
    private var chunk = 0
    private var offset = 0

    fileprivate init(_ chunks: [Chunk]) { self.chunks = chunks }

    /// The next row's cell, or `nil` after the last.
    public mutating func next() -> Cell? {
      while chunk < chunks.count {
        let cells = chunks[chunk].cells
        if offset < cells.count {
          defer { offset += 1 }
          return cells[offset]
        }
        chunk += 1
        offset = 0
      }
      return nil
    }
  }

  /// Calls `body` with the cells of each chunk in turn, top to bottom, until it returns
  /// `false`: a walk that copies no cell (a chunk's array is shared, not copied).
  func forEachChunk<Failure: Error>(_ body: ([Cell]) throws(Failure) -> Bool) throws(Failure) {
    for chunk in chunks {
      guard try body(chunk.cells) else { return }
    }
  }

  /// An iterator over the rows, top to bottom.
  public func makeIterator() -> Iterator { Iterator(chunks) }

  /// Equal when the rows are equal, in order (at once when the chunks are the same).
  public static func == (lhs: RowList, rhs: RowList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.chunks.count == rhs.chunks.count && zip(lhs.chunks, rhs.chunks).allSatisfy({ $0 === $1 }) {
      return true
    }
    return lhs.elementsEqual(rhs)
  }

  /// Hashes the rows, in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for cell in self { hasher.combine(cell) }
  }

  /// Lays out a list from single cells and runs of another list's rows, reusing the chunks a
  /// run covers whole.
  public struct Builder {
    private var list = RowList()
    private var open: [Cell] = []

    /// An empty list to build.
    public init() {}

    /// Appends one cell.
    public mutating func append(_ cell: Cell) {
      open.append(cell)
      if open.count >= RowList.chunkCapacity { close() }
    }

    /// Appends the rows `range` of `source`, sharing each chunk of `source` the run covers
    /// whole, unless that chunk or the open one is smaller than ``RowList/minimumChunk``
    /// (the open chunk then takes its cells): every chunk but a list's last keeps at least
    /// that many cells, however many applies the list went through.
    public mutating func append(contentsOf source: RowList, _ range: Range<Int>) {
      var position = range.lowerBound
      while position < range.upperBound {
        let (index, offset) = source.locate(position)
        let chunk = source.chunks[index]
        let end = Swift.min(chunk.cells.count, offset + range.upperBound - position)
        let isWhole = offset == 0 && end == chunk.cells.count && end >= RowList.minimumChunk
        if isWhole && (open.isEmpty || open.count >= RowList.minimumChunk) {
          close()
          list.appendChunk(chunk)
        } else {
          // Cell by cell: `append(contentsOf:)` would copy through the runtime's generic
          // array copy, a call per cell, several times slower than this specialized loop.
          open.reserveCapacity(open.count + end - offset)
          for cell in chunk.cells[offset..<end] { open.append(cell) }
          if open.count >= RowList.chunkCapacity { close() }
        }
        position += end - offset
      }
    }

    private mutating func close() {
      list.appendChunk(Chunk(open))
      open = []
    }

    /// The list built.
    public mutating func finish() -> RowList {
      close()
      return list
    }
  }
}

extension RowList: CustomStringConvertible {
  /// The rows as an array prints them.
  public var description: String { Array(self).description }
}
