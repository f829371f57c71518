@testable import DiffableKit

/// One call of the snapshot API with its arguments, so that random tests can draw calls, run
/// them on a ``Snapshot`` and on a ``ReferenceSnapshot``, and print the one that failed.
enum SnapshotOperation: CustomStringConvertible {
  case appendSections([SnapshotIdentifier])
  case insertSections([SnapshotIdentifier], Placement)
  case deleteSections([SnapshotIdentifier])
  case moveSection(SnapshotIdentifier, Placement)
  case reloadSections([SnapshotIdentifier])
  case appendItems([SnapshotIdentifier], toSection: SnapshotIdentifier?)
  case insertItems([SnapshotIdentifier], Placement)
  case deleteItems([SnapshotIdentifier])
  case deleteAllItems
  case moveItem(SnapshotIdentifier, Placement)
  case reloadItems([SnapshotIdentifier])
  case reconfigureItems([SnapshotIdentifier])

  /// What a successful call returns.
  enum Outcome: Equatable {
    case none
    case warnings([SnapshotWarning])
    case absent([SnapshotIdentifier])
  }

  /// Section identifiers random calls draw from: symbols, an Int that is also an item, and
  /// two values of one identity (`Tag` compared by id) that differ in their title.
  static let sectionPool: [SnapshotIdentifier] = ["s0", "s1", "s2", "s3", 0, tag(0, "A"), tag(0, "B")]
  /// Item identifiers random calls draw from: Ints, a String and a Double that print like
  /// the Int 1 but are other identifiers, and two titles of one `Tag` identity.
  static let itemPool: [SnapshotIdentifier] =
    (0..<12).map { SnapshotIdentifier(.int($0)) } + [
      SnapshotIdentifier(.string("1")), SnapshotIdentifier(.double(1)), tag(1, "A"), tag(1, "B"),
    ]

  /// `Tag(id: id, title: title)` under `hash(id) equal(id)`.
  private static func tag(_ id: Int, _ title: String) -> SnapshotIdentifier {
    var registry = TypeRegistry()
    registry.declare(
      (try? StructType(name: "Tag", fields: ["id", "title"], hashFields: ["id"], equalityFields: ["id"]))!)
    return registry.identifier(
      for: .structure(
        StructValue(type: "Tag", fieldNames: ["id", "title"], fields: [.int(id), .string(title)])))
  }

  /// A random call: mostly ones that can succeed, with repeats, absent identifiers and
  /// self-relative destinations arising from the small pools.
  static func random(using generator: inout some RandomNumberGenerator) -> SnapshotOperation {
    func some(_ pool: [SnapshotIdentifier], _ generator: inout some RandomNumberGenerator)
      -> [SnapshotIdentifier]
    {
      (0..<Int.random(in: 0...4, using: &generator)).map { _ in pool.randomElement(using: &generator)! }
    }
    func one(_ pool: [SnapshotIdentifier], _ generator: inout some RandomNumberGenerator)
      -> SnapshotIdentifier
    {
      pool.randomElement(using: &generator)!
    }
    func placement(_ pool: [SnapshotIdentifier], _ generator: inout some RandomNumberGenerator) -> Placement {
      let destination = one(pool, &generator)
      return Bool.random(using: &generator) ? .before(destination) : .after(destination)
    }
    let sections = sectionPool
    let items = itemPool
    switch Int.random(in: 0..<40, using: &generator) {
    case 0..<4: return .appendSections(some(sections, &generator))
    case 4..<7: return .insertSections(some(sections, &generator), placement(sections, &generator))
    case 7..<9: return .deleteSections(some(sections, &generator))
    case 9..<12: return .moveSection(one(sections, &generator), placement(sections, &generator))
    case 12..<14: return .reloadSections(some(sections, &generator))
    case 14..<22:
      let section = Bool.random(using: &generator) ? nil : one(sections, &generator)
      return .appendItems(some(items, &generator), toSection: section)
    case 22..<27: return .insertItems(some(items, &generator), placement(items, &generator))
    case 27..<30: return .deleteItems(some(items, &generator))
    case 30: return .deleteAllItems
    case 31..<36: return .moveItem(one(items, &generator), placement(items, &generator))
    case 36..<38: return .reloadItems(some(items, &generator))
    default: return .reconfigureItems(some(items, &generator))
    }
  }

  /// Runs the call on `snapshot`.
  func run(on snapshot: inout Snapshot) throws(SnapshotError) -> Outcome {
    switch self {
    case .appendSections(let ids): try snapshot.appendSections(ids)
    case .insertSections(let ids, let placement): try snapshot.insertSections(ids, placement)
    case .deleteSections(let ids): return .absent(try snapshot.deleteSections(ids))
    case .moveSection(let id, let placement): try snapshot.moveSection(id, placement)
    case .reloadSections(let ids): try snapshot.reloadSections(ids)
    case .appendItems(let ids, let section):
      return .warnings(try snapshot.appendItems(ids, toSection: section))
    case .insertItems(let ids, let placement): return .warnings(try snapshot.insertItems(ids, placement))
    case .deleteItems(let ids): return .absent(try snapshot.deleteItems(ids))
    case .deleteAllItems: snapshot.deleteAllItems()
    case .moveItem(let id, let placement): try snapshot.moveItem(id, placement)
    case .reloadItems(let ids): try snapshot.reloadItems(ids)
    case .reconfigureItems(let ids): try snapshot.reconfigureItems(ids)
    }
    return .none
  }

  var description: String {
    func list(_ ids: [SnapshotIdentifier]) -> String {
      "[" + ids.map(\.description).joined(separator: ", ") + "]"
    }
    func place(_ placement: Placement) -> String {
      switch placement {
      case .before(let id): "before: \(id)"
      case .after(let id): "after: \(id)"
      }
    }
    return switch self {
    case .appendSections(let ids): "appendSections(\(list(ids)))"
    case .insertSections(let ids, let placement): "insertSections(\(list(ids)), \(place(placement)))"
    case .deleteSections(let ids): "deleteSections(\(list(ids)))"
    case .moveSection(let id, let placement): "moveSection(\(id), \(place(placement)))"
    case .reloadSections(let ids): "reloadSections(\(list(ids)))"
    case .appendItems(let ids, let section):
      "appendItems(\(list(ids)), toSection: \(section.map(\.description) ?? "nil"))"
    case .insertItems(let ids, let placement): "insertItems(\(list(ids)), \(place(placement)))"
    case .deleteItems(let ids): "deleteItems(\(list(ids)))"
    case .deleteAllItems: "deleteAllItems()"
    case .moveItem(let id, let placement): "moveItem(\(id), \(place(placement)))"
    case .reloadItems(let ids): "reloadItems(\(list(ids)))"
    case .reconfigureItems(let ids): "reconfigureItems(\(list(ids)))"
    }
  }
}
