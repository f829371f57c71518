import DiffableKit

/// What the items are: plain `Int`s, or `Item(id:title:)` structs hashed and compared by `id`
/// only (so a changed title keeps the item).
enum IdentifierKind: String, CaseIterable {
  case int = "Int"
  case structure = "struct"
}

/// One way of deriving the new snapshot from the old one.
enum Scenario: String, CaseIterable {
  /// The same items in the same places.
  case unchanged
  /// 10% of the items deleted, 10% inserted, 1% moved (half within their section, half to
  /// another), at random places; struct items also get a new title (identity unchanged).
  case mixed
  /// Every section's items shuffled, no section changes.
  case shuffle
  /// Every item moved to the next section (section k's items go to section k + 1).
  case crossSections = "cross-sections"

  /// What the scenario does, for the report.
  var summary: String {
    switch self {
    case .mixed: "10% deleted, 10% inserted, 1% moved"
    case .unchanged: "no change"
    case .shuffle: "every section shuffled"
    case .crossSections: "every item moved to the next section"
    }
  }

  /// The old and new layouts for `itemCount` items in `sectionCount` sections.
  func layouts(
    itemCount: Int, sectionCount: Int, kind: IdentifierKind, seed: UInt64
  ) -> (old: Layout, new: Layout) {
    var random = SplitMix64(seed: seed)
    let items = ItemFactory(structs: kind == .structure)
    let sections = (0..<sectionCount).map { SnapshotIdentifier(.int($0)) }
    let old = Layout(
      sections: sections,
      items: (0..<sectionCount).map { section in
        let range = itemCount * section / sectionCount..<itemCount * (section + 1) / sectionCount
        return range.map { items.make($0, version: 0) }
      })
    switch self {
    case .unchanged:
      return (old, old)
    case .shuffle:
      return (old, Layout(sections: sections, items: old.items.map { $0.shuffled(using: &random) }))
    case .crossSections:
      return (
        old,
        Layout(
          sections: sections,
          items: (0..<sectionCount).map {
            old.items[($0 + sectionCount - 1) % sectionCount]
          })
      )
    case .mixed:
      let new = Self.mixed(old, nextItem: itemCount, items: items, random: &random)
      return (old, new)
    }
  }

  private static func mixed(
    _ old: Layout, nextItem: Int, items: ItemFactory, random: inout SplitMix64
  ) -> Layout {
    let sectionCount = old.sections.count
    var kept: [[SnapshotIdentifier]] = []
    var additions = [[(position: Int, item: SnapshotIdentifier)]](repeating: [], count: sectionCount)
    var moving: [(from: Int, item: SnapshotIdentifier)] = []
    for (section, list) in old.items.enumerated() {
      var survivors: [SnapshotIdentifier] = []
      survivors.reserveCapacity(list.count)
      for item in list {
        let roll = random.next(upperBound: 1000 as UInt64)
        if roll < 100 { continue }  // deleted
        let survivor = items.renamed(item)
        if roll < 110 { moving.append((section, survivor)) } else { survivors.append(survivor) }
      }
      kept.append(survivors)
    }
    for (index, move) in moving.enumerated() {
      let section = index.isMultiple(of: 2) ? move.from : Int(random.next(upperBound: UInt64(sectionCount)))
      let position = Int(random.next(upperBound: UInt64(kept[section].count + 1)))
      additions[section].append((position, move.item))
    }
    for serial in 0..<old.itemCount / 10 {
      let section = Int(random.next(upperBound: UInt64(sectionCount)))
      let position = Int(random.next(upperBound: UInt64(kept[section].count + 1)))
      additions[section].append((position, items.make(nextItem + serial, version: 1)))
    }
    return Layout(
      sections: old.sections,
      items: kept.indices.map { merged(kept[$0], with: additions[$0]) })
  }
}

/// Makes item identifiers: plain `Int`s, or `Item(id:title:)` structs whose identity is `id`.
struct ItemFactory {
  let structs: Bool
  private let registry: TypeRegistry
  private let fieldNames = ["id", "title"]

  init(structs: Bool) {
    self.structs = structs
    var registry = TypeRegistry()
    do {
      registry.declare(
        try StructType(name: "Item", fields: fieldNames, hashFields: ["id"], equalityFields: ["id"]))
    } catch {
      fatalError("Item is a valid declaration: \(error)")
    }
    self.registry = registry
  }

  func make(_ serial: Int, version: Int) -> SnapshotIdentifier {
    guard structs else { return SnapshotIdentifier(.int(serial)) }
    let value = StructValue(
      type: "Item", fieldNames: fieldNames, fields: [.int(serial), .string("Item \(serial) v\(version)")])
    return registry.identifier(for: .structure(value))
  }

  /// The same item with a new title (struct identifiers only).
  func renamed(_ item: SnapshotIdentifier) -> SnapshotIdentifier {
    guard structs, case .structure(let value) = item.value, case .int(let serial) = value.fields[0]
    else { return item }
    return make(serial, version: 1)
  }
}
