import Testing

@testable import DiffableKit

/// The table's rows as shared chunks: the same rows as an array would hold, whatever runs and
/// cells a layout appends, with storage shared between the tables before and after an apply.
@Suite("RowList: a section's rows in shared chunks")
struct RowListTests {
  private static func cell(_ number: Int) -> Cell {
    Cell(item: SnapshotIdentifier(.int(number)), content: "row \(number)")
  }

  /// Every chunk but the last holds at least the minimum, however the list was built.
  private func checkChunks(_ list: RowList, _ step: Int) {
    #expect(list.chunkSizes.dropLast().allSatisfy { $0 >= RowList.minimumChunk }, "step \(step)")
    #expect(list.chunkSizes.allSatisfy { $0 > 0 }, "step \(step)")
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func layoutsOfRunsAndCellsMatchAnArray(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var model = (0..<5_000).map(Self.cell)
    var list = RowList(model)
    var next = model.count
    for step in 0..<200 {
      // A layout as an apply makes one: runs of the old rows in order, a few fresh cells
      // and moved cells between them, some rows left out.
      var builder = RowList.Builder()
      var expected: [Cell] = []
      var position = 0
      while position < model.count {
        let length = Int(random.next(upperBound: UInt64(Swift.min(3_000, model.count - position))) + 1)
        if random.next(upperBound: 4 as UInt64) > 0 {
          builder.append(contentsOf: list, position..<position + length)
          expected += model[position..<position + length]
        }
        position += length
        for _ in 0..<random.next(upperBound: 3 as UInt64) {
          let fresh = Self.cell(next)
          next += 1
          builder.append(fresh)
          expected.append(fresh)
        }
      }
      let old = (list, model)
      list = builder.finish()
      model = expected
      #expect(Array(list) == model, "step \(step)")
      #expect(list.count == model.count, "step \(step)")
      if !model.isEmpty {
        let row = Int(random.next(upperBound: UInt64(model.count)))
        #expect(list[row] == model[row], "step \(step)")
      }
      checkChunks(list, step)
      // The list laid out from it is untouched.
      #expect(Array(old.0) == old.1, "step \(step)")
      if model.count < 1_000 { model += (0..<4_000).map(Self.cell); list = RowList(model) }
    }
  }

  @Test func writingACellCopiesOnlyItsChunkAndLeavesCopiesAlone() {
    let original = RowList((0..<10_000).map(Self.cell))
    var changed = original
    changed[5_000] = Self.cell(-1)
    #expect(original[5_000] == Self.cell(5_000))
    #expect(changed[5_000] == Self.cell(-1))
    #expect(changed != original)
    let shared = (0..<changed.chunkSizes.count).filter { changed.sharesChunk($0, with: original) }
    #expect(shared.count == changed.chunkSizes.count - 1)
  }

  /// One move among 100,000 rows: the table after the apply holds new storage for a few
  /// chunks only, and shares the rest with the table before it (undo, the recording and
  /// `explain` keep both).
  @Test func anApplyThatMovesOneRowSharesAllButAFewChunks() throws {
    var snapshot = Snapshot()
    try snapshot.appendSections([SnapshotIdentifier(.int(0))])
    try snapshot.appendItems((0..<100_000).map { SnapshotIdentifier(.int($0)) })
    var dataSource = DataSource()
    let provider = { (item: SnapshotIdentifier, _: IndexPath) in item.description }
    _ = try dataSource.apply(snapshot, cellProvider: provider)
    let before = dataSource.tableView.sections[0].rows
    try snapshot.moveItem(SnapshotIdentifier(.int(10)), .after(SnapshotIdentifier(.int(90_000))))
    _ = try dataSource.apply(snapshot, cellProvider: provider)
    let after = dataSource.tableView.sections[0].rows
    #expect(Array(after.map(\.item)) == snapshot.itemIdentifiers)
    let fresh = (0..<after.chunkSizes.count).filter { !after.sharesChunk($0, with: before) }
    #expect(fresh.count <= 4, "\(fresh.count) of \(after.chunkSizes.count) chunks are new")
  }
}
