import Testing

@testable import DiffableKit

/// An item edit recorded as ``ItemMoves``, reverted and reverted again: undo and redo of an
/// edit that ran in place.
@Suite("ItemMoves: an item edit taken back and made again")
struct ItemMovesTests {
  /// An item edit, recording the moves it makes.
  private struct Edit {
    let record: (inout Snapshot) throws -> ItemMoves
  }

  /// A random item edit of a snapshot that holds the sections a, b and c.
  private func randomEdit(_ random: inout SplitMix64) -> Edit {
    let pick = { (random: inout SplitMix64) in
      SnapshotIdentifier(.int(Int(random.next(upperBound: 60 as UInt64))))
    }
    let items = (0..<Int(random.next(upperBound: 4 as UInt64)) + 1).map { _ in pick(&random) }
    let other = pick(&random)
    let section = SnapshotIdentifier(.symbol(["a", "b", "c"][Int(random.next(upperBound: 3 as UInt64))]))
    let placement: Placement = random.next() % 2 == 0 ? .before(other) : .after(other)
    switch random.next(upperBound: 6 as UInt64) {
    case 0: return Edit { try $0.recordingMoves(of: items) { try $0.appendItems(items, toSection: section) } }
    case 1: return Edit { try $0.appendItemsRecordingMoves(items, toSection: section).moves }
    case 2: return Edit { try $0.recordingMoves(of: items) { try $0.insertItems(items, placement) } }
    case 3: return Edit { try $0.recordingMoves(of: [items[0]]) { try $0.moveItem(items[0], .after(other)) } }
    default: return Edit { try $0.recordingMoves(of: items) { _ = try $0.deleteItems(items) } }
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func undoAndRedoGiveTheSnapshotsBeforeAndAfter(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var snapshot = try SnapshotFixture.make(["a": [], "b": [], "c": []])
    var history: [(before: Snapshot, moves: ItemMoves)] = []
    for step in 0..<600 {
      let edit = randomEdit(&random)
      let before = snapshot
      guard let moves = try? edit.record(&snapshot) else {
        #expect(snapshot == before, "step \(step): a failed edit changed the snapshot")
        continue
      }
      history.append((before, moves))
      // Now and then, take back a few edits and make them again.
      guard random.next(upperBound: 10 as UInt64) == 0 else { continue }
      let after = snapshot
      var redos: [ItemMoves] = []
      for (before, moves) in history.suffix(5).reversed() {
        redos.append(snapshot.revert(moves))
        #expect(snapshot == before, "step \(step): undo")
        #expect(snapshot.invariantViolation() == nil, "step \(step)")
      }
      for index in redos.indices.reversed() { redos[index] = snapshot.revert(redos[index]) }
      #expect(snapshot == after, "step \(step): redo")
      #expect(snapshot.itemIdentifiers.allSatisfy { snapshot.storedItem($0)?.storage === $0.storage })
    }
  }

  @Test func anItemAddedAgainIsPutBackAsItWasStored() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2, 3]])
    let stored = snapshot.storedItem(2)!
    let again = SnapshotIdentifier(.int(2))
    let moves = try snapshot.recordingMoves(of: [again]) { try $0.appendItems([again], toSection: "a") }
    #expect(snapshot.itemIdentifiers == [1, 3, 2])
    _ = snapshot.revert(moves)
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
    #expect(snapshot.storedItem(2)?.storage === stored.storage)
  }
}
