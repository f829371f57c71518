import Testing

@testable import DiffableKit

/// UIKit's differ gives, field by field, the diff of a plain model of its steps
/// (``ReferenceUIKitDiff``): on random pairs, and on bigger snapshots edited as a session
/// edits them (untouched sections share their trees), shaped so that every fast path of the
/// differ and its fallback run: identical sections at the ends, runs matched in place, items
/// found through the snapshot's places, per-section tables, the table of everything.
@Suite("UIKit's diff: the same as a plain model of its steps")
struct UIKitDiffReferenceTests {
  typealias Size = DiffPropertyTests.Size

  @Test(arguments: [Size.small, .large])
  func randomPairsGiveTheModelsDiff(size: Size) throws {
    try DiffPropertyTests.forEachRandomPair(size) { seed, old, new in
      let diff = Diff(uikitFrom: old, to: new)
      #expect(diff == ReferenceUIKitDiff.diff(from: old, to: new), "seed \(seed)")
    }
  }

  /// One edit of a snapshot of `sections` sections of `rows` items.
  enum Edit: String, CaseIterable, CustomTestStringConvertible {
    /// Deletes, inserts and moves at random places, within and across sections (a move to
    /// another section finds its new section among the sections' bounds).
    case mixed
    /// Half the sections shuffled (per-section tables), the others untouched.
    case shuffle
    /// Every item to the next section, the last section's to the first (each move's new
    /// section is the one of the move before, but at each section's first item).
    case rotateItems
    /// A section moved, items riding along, a few of them moved within it.
    case moveSection
    /// Sections deleted and inserted around untouched ones, items moved out of the deleted
    /// (a deleted section has no new range: each of its survivors changed section).
    case sectionsComeAndGo
    /// Most items of every section reversed (the lookups pass their budget: one table of
    /// everything).
    case reverseAll
    /// One item moved in the middle section (the ends are identical).
    case oneMove

    var testDescription: String { rawValue }
  }

  @Test(arguments: Edit.allCases)
  func editedSnapshotsGiveTheModelsDiff(edit: Edit) throws {
    for seed in 0..<UInt64(4) {
      var random = SplitMix64(seed: seed)
      let (old, new) = try Self.pair(edit, sections: 6, rows: 150, random: &random)
      let diff = Diff(uikitFrom: old, to: new)
      let expected = ReferenceUIKitDiff.diff(from: old, to: new)
      #expect(diff == expected, "seed \(seed)")
      #expect(diff.movedItems.count == expected.movedItems.count, "seed \(seed)")
    }
  }

  private static func pair(
    _ edit: Edit, sections sectionCount: Int, rows: Int, random: inout SplitMix64
  ) throws -> (Snapshot, Snapshot) {
    let sections = (0..<sectionCount).map { SnapshotIdentifier(.symbol("s\($0)")) }
    let items = (0..<sectionCount).map { section in
      (0..<rows).map { SnapshotIdentifier(.int(section * 10_000 + $0)) }
    }
    let old = try makeSnapshot(zip(sections, items).map { ($0, $1) })
    var new = old
    func pick(_ count: Int) -> Int { Int(random.next(upperBound: UInt64(count))) }
    switch edit {
    case .mixed:
      let all = items.flatMap { $0 }
      var gone = Set<SnapshotIdentifier>()
      for item in all where pick(10) == 0 { gone.insert(item) }
      _ = try new.deleteItems(Array(gone))
      let kept = all.filter { !gone.contains($0) }
      for item in kept where pick(50) == 0 {
        let target = kept[pick(kept.count)]
        guard target != item else { continue }
        try new.moveItem(item, pick(2) == 0 ? .before(target) : .after(target))
      }
      for serial in 0..<(all.count / 10) {
        try new.insertItems([SnapshotIdentifier(.int(1_000_000 + serial))], .after(kept[pick(kept.count)]))
      }
    case .shuffle:
      for section in sections.indices where section % 2 == 1 {
        _ = try new.deleteItems(items[section])
        try new.appendItems(items[section].shuffled(using: &random), toSection: sections[section])
      }
    case .rotateItems:
      new = try makeSnapshot(
        sections.indices.map { (sections[$0], items[($0 + sectionCount - 1) % sectionCount]) })
    case .moveSection:
      try new.moveSection(sections[1], .after(sections[sectionCount - 2]))
      for _ in 0..<5 {
        let (item, target) = (items[1][pick(rows)], items[1][pick(rows)])
        if item != target { try new.moveItem(item, .after(target)) }
      }
    case .sectionsComeAndGo:
      try new.moveItem(items[2][0], .after(items[0][3]))
      try new.moveItem(items[4][7], .before(items[3][0]))
      _ = try new.deleteSections([sections[2], sections[4]])
      try new.insertSections([SnapshotIdentifier(.symbol("fresh"))], .after(sections[0]))
      try new.appendItems(
        [SnapshotIdentifier(.int(999_999)), items[5][9]], toSection: SnapshotIdentifier(.symbol("fresh")))
    case .reverseAll:
      new = try makeSnapshot(
        sections.indices.map { section in
          let reversed = Array(items[section].reversed())
          return (sections[section], Array(reversed[..<(rows - 3)]) + items[section][..<3])
        })
    case .oneMove:
      let middle = items[sectionCount / 2]
      try new.moveItem(middle[rows / 2], .after(middle[rows - 1 - pick(rows / 3)]))
    }
    return (old, new)
  }
}
