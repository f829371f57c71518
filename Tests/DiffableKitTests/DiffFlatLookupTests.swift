import Testing

@testable import DiffableKit

/// The lookup structures the differs build once per apply: flat lists of unretained
/// storages, hash tables over them, and the finder that picks cursors, per-section tables,
/// the snapshot's places or one table of everything. Each is checked against a plain
/// dictionary of positions, with identifiers that share storage and with equal ones that do
/// not.
@Suite("Diff: flat lists, hash tables and the old-item finder")
struct DiffFlatLookupTests {
  /// `snapshot` rebuilt with a fresh storage for every identifier: equal values, none shared.
  private static func freshCopy(_ snapshot: Snapshot) throws -> Snapshot {
    func fresh(_ identifier: SnapshotIdentifier) -> SnapshotIdentifier {
      SnapshotIdentifier(identifier.value)
    }
    var copy = Snapshot()
    try copy.appendSections(snapshot.sectionIdentifiers.map(fresh))
    for (section, items) in zip(snapshot.sectionIdentifiers, snapshot.itemIdentifiersBySection) {
      try copy.appendItems(items.map(fresh), toSection: fresh(section))
    }
    return copy
  }

  @Test func aFlatListHoldsEveryItemOfTheSectionsItIncludesInOrder() throws {
    try DiffPropertyTests.forEachRandomPair(.small, cases: 300) { seed, old, _ in
      let include = { (section: Int) in section % 2 == 0 }
      // Sections left out hold no items: each item's section is found among the bounds.
      let flat = FlatItems(old.itemsBySection, sections: 0..<old.numberOfSections, including: include)
      var expected: [SnapshotIdentifier] = []
      for (section, items) in old.itemIdentifiersBySection.enumerated() {
        let range = flat.range(ofSection: section)
        if include(section) {
          #expect(range.count == items.count, "seed \(seed)")
          for row in items.indices {
            #expect(
              flat.indexPath(ofGlobal: range.lowerBound + row) == IndexPath(row: row, section: section))
            #expect(flat.section(ofGlobal: range.lowerBound + row) == section)
          }
          expected += items
        } else {
          #expect(range.isEmpty, "seed \(seed)")
        }
      }
      #expect((0..<flat.count).map(flat.item(at:)) == expected, "seed \(seed)")
    }
  }

  @Test func sameItemsIsElementwiseEqualityWhateverTheTrees() throws {
    var scratch: [FlatItems.Object] = []
    try DiffPropertyTests.forEachRandomPair(.small, cases: 500) { seed, old, new in
      // Rebuilt with fresh storages: other trees, other storages, the same values.
      let fresh = try Self.freshCopy(old)
      for section in 0..<old.numberOfSections {
        let list = old.itemsBySection[section]
        #expect(FlatItems.sameItems(list, list, scratch: &scratch))
        #expect(FlatItems.sameItems(list, fresh.itemsBySection[section], scratch: &scratch), "seed \(seed)")
        for other in new.itemsBySection {
          let expected = list.elements == other.elements
          #expect(FlatItems.sameItems(list, other, scratch: &scratch) == expected, "seed \(seed)")
        }
      }
    }
  }

  /// Lists of several leaves: compared in place when their leaves hold as many items each
  /// (whatever storages they share), undecided when not unless their ends differ, and then
  /// `sameItems` flattens one to decide.
  @Test func sameItemsComparesAlikeLeavesInPlaceAndFlattensTheOthers() throws {
    let section = SnapshotIdentifier(.symbol("main"))
    let items = (0..<300).map { SnapshotIdentifier(.int($0)) }
    var changed = items
    changed[150] = SnapshotIdentifier(.int(1_000))
    // Appended: full leaves. Put in from the back, each before the one after it: leaves split
    // in halves.
    func appended(_ items: [SnapshotIdentifier]) throws -> ItemList {
      try makeSnapshot([(section, items)]).itemsBySection[0]
    }
    func fromTheBack(_ items: [SnapshotIdentifier]) throws -> ItemList {
      var snapshot = try makeSnapshot([(section, [items.last!])])
      for index in items.indices.dropLast().reversed() {
        try snapshot.insertItems([items[index]], .before(items[index + 1]))
      }
      return snapshot.itemsBySection[0]
    }
    let full = try appended(items)
    let halves = try fromTheBack(items)
    let leafSizes = { (list: ItemList) in
      var sizes: [Int] = []
      list.forEachLeaf { _, items in sizes.append(items.count) }
      return sizes
    }
    #expect(leafSizes(full).count > 2 && leafSizes(full) != leafSizes(halves))
    #expect(full.elements == items && halves.elements == items)

    var scratch: [FlatItems.Object] = []
    // Alike leaves: decided in place, with shared storages or fresh ones.
    #expect(FlatItems.knownSameItems(full, try appended(items)) == true)
    #expect(FlatItems.knownSameItems(full, try appended(items.map { SnapshotIdentifier($0.value) })) == true)
    #expect(FlatItems.knownSameItems(full, try appended(changed)) == false)
    #expect(FlatItems.knownSameItems(halves, try fromTheBack(changed)) == false)
    // Leaves of other sizes: undecided while the ends agree, then decided by a flat copy.
    #expect(FlatItems.knownSameItems(full, halves) == nil)
    #expect(FlatItems.sameItems(full, halves, scratch: &scratch))
    #expect(FlatItems.knownSameItems(full, try fromTheBack(changed)) == nil)
    #expect(!FlatItems.sameItems(full, try fromTheBack(changed), scratch: &scratch))
    var otherFirst = items
    otherFirst[0] = SnapshotIdentifier(.int(-1))
    #expect(FlatItems.knownSameItems(full, try fromTheBack(otherFirst)) == false)
    #expect(FlatItems.knownSameItems(full, try appended(Array(items.dropLast()))) == false)
    // An edited copy shares every subtree off the edit's path.
    let original = try makeSnapshot([(section, items)])
    var edited = original
    try edited.deleteItems([items[150]])
    try edited.insertItems([changed[150]], .before(items[151]))
    #expect(FlatItems.knownSameItems(original.itemsBySection[0], edited.itemsBySection[0]) == false)
    var restored = edited
    try restored.deleteItems([changed[150]])
    try restored.insertItems([items[150]], .before(items[151]))
    #expect(FlatItems.knownSameItems(original.itemsBySection[0], restored.itemsBySection[0]) == true)
  }

  @Test func aHashIndexMapsEachItemToItsOwnIndexAndNothingElse() throws {
    try DiffPropertyTests.forEachRandomPair(.small, cases: 300) { seed, old, new in
      let flat = FlatItems(old.itemsBySection, sections: 0..<old.numberOfSections)
      let fresh = try Self.freshCopy(old)
      let freshFlat = FlatItems(fresh.itemsBySection, sections: 0..<fresh.numberOfSections)
      for section in 0..<old.numberOfSections {
        let range = flat.range(ofSection: section)
        let index = FlatItemIndex(flat, range: range)
        for global in 0..<flat.count {
          let expected = range.contains(global) ? global : nil
          #expect(index.index(of: flat.objects[global], in: flat) == expected, "seed \(seed)")
          // The same values in other storages are found by their identity.
          #expect(index.index(of: freshFlat.objects[global], in: flat) == expected, "seed \(seed)")
        }
      }
      // Items only the new snapshot holds are in no table.
      let all = FlatItemIndex(flat, range: 0..<flat.count)
      let newFlat = FlatItems(new.itemsBySection, sections: 0..<new.numberOfSections)
      for global in 0..<newFlat.count where !old.contains(item: newFlat.item(at: global)) {
        #expect(all.index(of: newFlat.objects[global], in: flat) == nil, "seed \(seed)")
      }
    }
  }

  /// Every strategy of the finder gives the position a dictionary gives: per-section tables
  /// at once or never, the table of everything at once or never.
  @Test(arguments: [(1, Int.max), (1_000, Int.max), (8, 0), (8, 3), (8, nil)] as [(Int, Int?)])
  func theFinderAgreesWithADictionaryWhateverItBuilds(threshold: Int, budget: Int?) throws {
    try DiffPropertyTests.forEachRandomPair(.small, cases: 500) { seed, old, new in
      for newSnapshot in [new, try Self.freshCopy(new)] {
        // Surviving sections only, as the minimal differ flattens them.
        let survivors = Set(new.sectionIdentifiers)
        let include = { (section: Int) in survivors.contains(old.sectionIdentifiers[section]) }
        let flat = FlatItems(
          old.itemsBySection, sections: 0..<old.numberOfSections, including: include)
        var expected: [SnapshotIdentifier: Int] = [:]
        for global in 0..<flat.count { expected[flat.item(at: global)] = global }
        var finder = OldItemFinder(
          old: flat, placesIn: old, ownTableThreshold: threshold, lookupBudget: budget)
        let newFlat = FlatItems(newSnapshot.itemsBySection, sections: 0..<newSnapshot.numberOfSections)
        for global in 0..<newFlat.count {
          let section =
            old.indexOfSection(newSnapshot.sectionIdentifiers[newFlat.section(ofGlobal: global)]) ?? -1
          let found = finder.find(newFlat.objects[global], expectedIn: section)
          #expect(
            found == expected[newFlat.item(at: global)], "seed \(seed), item \(newFlat.item(at: global))")
        }
      }
    }
  }

  /// Both differs give the same diff whether the new snapshot shares the old one's storages
  /// or holds equal identifiers of its own (the comparisons then go by value).
  @Test func theDiffDoesNotDependOnSharedStorage() throws {
    try DiffPropertyTests.forEachRandomPair(.large) { seed, old, new in
      var fresh = try Self.freshCopy(new)
      fresh.reloadedItems = new.reloadedItems
      fresh.reconfiguredItems = new.reconfiguredItems
      fresh.reloadedSections = new.reloadedSections
      #expect(Diff(from: old, to: fresh) == Diff(from: old, to: new), "seed \(seed)")
      #expect(Diff(uikitFrom: old, to: fresh) == Diff(uikitFrom: old, to: new), "seed \(seed)")
    }
  }

  /// Whole sections moved to the next one (runs found through the cursor after the first),
  /// and shuffled sections (their own tables), against the validator's moves.
  @Test func runsAcrossSectionsAndShuffledSectionsGiveTheMinimumMoves() throws {
    var random = SplitMix64(seed: 7)
    let sections = (0..<6).map { SnapshotIdentifier(.symbol("s\($0)")) }
    let items = (0..<6).map { section in (0..<200).map { SnapshotIdentifier(.int(section * 1_000 + $0)) } }
    let old = try makeSnapshot(zip(sections, items).map { ($0, $1) })
    let rotated = try makeSnapshot(sections.indices.map { (sections[$0], items[($0 + 5) % 6]) })
    let diff = Diff(from: old, to: rotated)
    #expect(diff.movedItems.count == 1_200)
    #expect(diff.insertedItems.isEmpty && diff.deletedItems.isEmpty)
    for move in diff.movedItems {
      #expect(move.to.section == (move.from.section + 1) % 6 && move.to.row == move.from.row)
    }
    let shuffled = try makeSnapshot(
      sections.indices.map { (sections[$0], items[$0].shuffled(using: &random)) })
    let shuffleDiff = Diff(from: old, to: shuffled)
    for section in sections.indices {
      let oldRows = try shuffled.itemIdentifiers(inSection: sections[section]).map {
        old.indexPath(of: $0)!.row
      }
      let moves = shuffleDiff.movedItems.filter { $0.from.section == section }.count
      #expect(moves == oldRows.count - Self.longestIncreasingLength(oldRows))
    }
  }

  /// The length of a longest strictly increasing subsequence (patience sorting).
  private static func longestIncreasingLength(_ sequence: [Int]) -> Int {
    var tails: [Int] = []
    for element in sequence {
      let place = tails.firstIndex { $0 >= element } ?? tails.count
      if place == tails.count { tails.append(element) } else { tails[place] = element }
    }
    return tails.count
  }
}
