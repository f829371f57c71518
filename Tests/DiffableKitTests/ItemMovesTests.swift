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
    switch random.next(upperBound: 7 as UInt64) {
    case 0: return Edit { try $0.recordingMoves(of: items) { try $0.appendItems(items, toSection: section) } }
    case 1: return Edit { try $0.appendItemsRecordingMoves(items, toSection: section).moves }
    case 2: return Edit { try $0.recordingMoves(of: items) { try $0.insertItems(items, placement) } }
    case 3: return Edit { try $0.recordingMoves(of: [items[0]]) { try $0.moveItem(items[0], .after(other)) } }
    case 4: return Edit { try $0.moveItemRecordingMoves(items[0], placement) }
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
      #expect(snapshot.itemIdentifiers.allSatisfy { snapshot.storedItem($0)?.isIdentical(to: $0) == true })
    }
  }

  @Test func aMoveRecordsWhatLookingItsItemUpBeforeAndAfterRecords() throws {
    let start = try SnapshotFixture.make(["a": [1, 2, 3], "b": [4, 5]])
    let cases: [(SnapshotIdentifier, Placement)] = [
      (1, .after(3)), (3, .before(1)), (2, .after(5)), (5, .before(1)), (4, .after(5)), (1, .before(2)),
    ]
    for (item, placement) in cases {
      var fused = start
      var looked = start
      let fusedMoves = try fused.moveItemRecordingMoves(item, placement)
      let lookedMoves = try looked.recordingMoves(of: [item]) { try $0.moveItem(item, placement) }
      #expect(fused == looked && fused.invariantViolation() == nil, "\(item) \(placement)")
      _ = fused.revert(fusedMoves)
      _ = looked.revert(lookedMoves)
      #expect(fused == start && looked == start && fused.invariantViolation() == nil, "\(item) \(placement)")
    }
    var snapshot = start
    #expect(throws: SnapshotError.moveRelativeToItself(1, kind: .item)) {
      try snapshot.moveItemRecordingMoves(1, .after(1))
    }
    #expect(throws: SnapshotError.parameterNotFound("fromIndex")) {
      try snapshot.moveItemRecordingMoves(9, .after(1))
    }
    #expect(throws: SnapshotError.parameterNotFound("toIndex")) {
      try snapshot.moveItemRecordingMoves(1, .after(9))
    }
    #expect(snapshot == start)
  }

  @Test func anAppendOfNewItemsFilesThemAndRecordsTheirRows() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2], "b": [3]])
    let before = snapshot
    let (warnings, moves) = try snapshot.appendItemsRecordingMoves([4, 5, 6], toSection: "a")
    #expect(warnings.isEmpty)
    #expect(snapshot.itemIdentifiersBySection == [[1, 2, 4, 5, 6], [3]])
    #expect(snapshot.invariantViolation() == nil)
    _ = snapshot.revert(moves)
    #expect(snapshot == before && snapshot.invariantViolation() == nil)
  }

  @Test func anAppendWithAPresentItemLeavesNoNewItemFiledBeforeItMoves() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2], "b": [3]])
    let stored = snapshot.storedItem(3)!
    let before = snapshot
    // 7 and 8 are filed before 3 is found present; the append then moves 3 with a warning.
    let (warnings, moves) = try snapshot.appendItemsRecordingMoves([7, 8, SnapshotIdentifier(.double(3)), 9])
    #expect(warnings == [.identifierAlreadyExists([SnapshotIdentifier(.double(3))])])
    #expect(snapshot.itemIdentifiersBySection == [[1, 2], [7, 8, 3, 9]])
    #expect(snapshot.invariantViolation() == nil)
    _ = snapshot.revert(moves)
    #expect(snapshot == before && snapshot.invariantViolation() == nil)
    #expect(snapshot.storedItem(3)?.isIdentical(to: stored) == true)
  }

  @Test func anAppendThatFailsFilesNothing() throws {
    var snapshot = try SnapshotFixture.make(["a": [1]])
    let before = snapshot
    #expect(throws: SnapshotError.duplicateIdentifiers([2], kind: .item)) {
      try snapshot.appendItemsRecordingMoves([2, 3, 2])
    }
    #expect(throws: SnapshotError.parameterNotFound("section")) {
      try snapshot.appendItemsRecordingMoves([2], toSection: "z")
    }
    var empty = Snapshot()
    #expect(throws: SnapshotError.noSections) { try empty.appendItemsRecordingMoves([2]) }
    #expect(snapshot == before && snapshot.invariantViolation() == nil)
  }

  @Test func anItemAddedAgainIsPutBackAsItWasStored() throws {
    var snapshot = try SnapshotFixture.make(["a": [1, 2, 3]])
    let stored = snapshot.storedItem(2)!
    let again = SnapshotIdentifier(.int(2))
    let moves = try snapshot.recordingMoves(of: [again]) { try $0.appendItems([again], toSection: "a") }
    #expect(snapshot.itemIdentifiers == [1, 3, 2])
    _ = snapshot.revert(moves)
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
    #expect(snapshot.storedItem(2)?.isIdentical(to: stored) == true)
  }
}
