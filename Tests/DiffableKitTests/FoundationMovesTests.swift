import Testing

@testable import DiffableKit

/// UIKit's differ moves the rows and sections Foundation's walk moves (issue 23, point 3;
/// docs/UIKIT.md §4.6), not the fewest: the examples give the device's answer, and the
/// walk agrees with a plain model of it (``ReferenceFoundationWalk``) on random lists.
@Suite("UIKit's diff: Foundation's moves, not the fewest")
struct FoundationMovesTests {
  /// The rows UIKit's differ moves within one section, old row → new row.
  private func rowMoves(_ old: [SnapshotIdentifier], _ new: [SnapshotIdentifier]) throws -> [String] {
    let diff = Diff(uikitFrom: try makeSnapshot(["s": old]), to: try makeSnapshot(["s": new]))
    return diff.movedItems.map { "\($0.id): \($0.from.row) → \($0.to.row)" }
  }

  @Test func swappingTwoRowsMovesTheFirst() throws {
    #expect(try rowMoves([1, 2], [2, 1]) == ["1: 0 → 1"])
  }

  @Test func theItemWithFartherToTravelMoves() throws {
    // The fewest: 1 and 3 (LIS [0, 2]); the walk keeps 1 and 3 and moves 0 and 2.
    #expect(try rowMoves([0, 1, 2, 3], [1, 3, 0, "n", 2]) == ["0: 0 → 2", "2: 2 → 4"])
  }

  @Test func theWalkCanMoveMoreThanTheFewest() throws {
    let old: [SnapshotIdentifier] = [0, 1, 2, 3, 4]
    let new: [SnapshotIdentifier] = [1, 4, 0, 2, 3]
    #expect(try rowMoves(old, new) == ["0: 0 → 2", "2: 2 → 3", "3: 3 → 4"])
    let minimal = Diff(from: try makeSnapshot(["s": old]), to: try makeSnapshot(["s": new]))
    #expect(minimal.movedItems.count == 2)
  }

  @Test func reversingFiveRowsMovesAllButTheLastWithAZeroDistanceMoveInTheMiddle() throws {
    let moves = try rowMoves(["a", "b", "c", "d", "e"], ["e", "d", "c", "b", "a"])
    #expect(moves == ["a: 0 → 4", "b: 1 → 3", "c: 2 → 2", "d: 3 → 1"])
  }

  @Test func sectionsMoveAsTheWalkMovesThem() throws {
    // appendSections a b c d, then b a d c: a and c move (two ties), not b and d.
    let old = try makeSnapshot(["a": [1], "b": [2], "c": [3], "d": [4]])
    let new = try makeSnapshot(["b": [2], "a": [1], "d": [4], "c": [3]])
    let diff = Diff(uikitFrom: old, to: new)
    #expect(diff.movedSections == [Diff.Move(id: "a", from: 0, to: 1), Diff.Move(id: "c", from: 2, to: 3)])
    #expect(diff.movedItems.map(\.id) == [1, 3])
  }

  @Test func aSectionWhoseWalkMoveKeepsItsIndexIsADeleteAndAnInsert() throws {
    // [a, b, c] -> [c, b, a]: the walk moves a (0 → 2) and b (1 → 1); b keeps its index.
    let old = try makeSnapshot(["a": [1], "b": [2], "c": [3]])
    let new = try makeSnapshot(["c": [3], "b": [2], "a": [1]])
    let diff = Diff(uikitFrom: old, to: new)
    #expect(diff.movedSections == [Diff.Move(id: "a", from: 0, to: 2)])
    #expect(diff.deletedSections == [Diff.Change(id: "b", at: 1)])
    #expect(diff.insertedSections == [Diff.Change(id: "b", at: 1)])
  }

  // MARK: - Against the plain model

  /// Random lists of distinct elements: the old list shuffled in part, some elements deleted,
  /// some inserted.
  private static func randomLists(_ random: inout SplitMix64, size: Int) -> (
    [SnapshotIdentifier], [SnapshotIdentifier]
  ) {
    func pick(_ bound: Int) -> Int { Int(random.next(upperBound: UInt64(max(bound, 1)))) }
    let count = pick(size + 1)
    let old = (0..<count).map { SnapshotIdentifier(.int($0)) }
    var new = old.filter { _ in pick(6) != 0 }
    for _ in 0..<pick(4) where !new.isEmpty {
      // Moves of a few elements, or a run reversed.
      if pick(3) == 0 {
        let start = pick(new.count)
        let end = start + pick(new.count - start + 1)
        new[start..<end].reverse()
      } else {
        let element = new.remove(at: pick(new.count))
        new.insert(element, at: pick(new.count + 1))
      }
    }
    for serial in 0..<pick(3) {
      new.insert(SnapshotIdentifier(.int(1_000 + serial)), at: pick(new.count + 1))
    }
    return (old, new)
  }

  private static func walkMoves(_ old: [SnapshotIdentifier], _ new: [SnapshotIdentifier]) -> Set<
    SnapshotIdentifier
  > {
    let flat = FlatItemDifference(old: old, new: new)
    return Set(old.indices.filter { flat.isMoved[$0] }.map { old[$0] })
  }

  @Test func theWalkMovesWhatThePlainModelMovesOnRandomLists() {
    var random = SplitMix64(seed: 23)
    for trial in 0..<5_000 {
      let (old, new) = Self.randomLists(&random, size: trial < 4_000 ? 12 : 200)
      let expected = ReferenceFoundationWalk.moved(from: old, to: new)
      #expect(Self.walkMoves(old, new) == expected, "trial \(trial): \(old) -> \(new)")
      #expect(SectionDifference(old: old, new: new).isMoved == old.map(expected.contains), "trial \(trial)")
      // The model itself: its changes turn the old list into the new one.
      let changes = ReferenceFoundationWalk.changes(from: old, to: new)
      #expect(ReferenceFoundationWalk.applying(changes, to: old) == new, "trial \(trial)")
    }
  }

  /// Never fewer moves than the fewest (Myers' script in the standard library pairs a removal
  /// and an insertion of each moved element), and on random lists sometimes more, sometimes as
  /// many but other elements: the walk is not a minimal edit script.
  @Test func theWalkIsNeverUnderTheFewestAndSometimesOver() {
    var random = SplitMix64(seed: 6)
    var more = 0
    var sameCountOtherItems = 0
    for trial in 0..<5_000 {
      let (old, new) = Self.randomLists(&random, size: 10)
      let moved = Self.walkMoves(old, new)
      let fewest = Set(
        new.difference(from: old).inferringMoves().compactMap { change -> SnapshotIdentifier? in
          if case .insert(_, let element, let associated) = change, associated != nil { return element }
          return nil
        })
      #expect(moved.count >= fewest.count, "trial \(trial): \(old) -> \(new)")
      if moved.count > fewest.count { more += 1 } else if moved != fewest { sameCountOtherItems += 1 }
    }
    #expect(more > 0)
    #expect(sameCountOtherItems > 0)
  }
}
