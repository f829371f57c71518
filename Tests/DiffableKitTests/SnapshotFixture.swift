import Testing

@testable import DiffableKit

/// Builders and readers shared by the snapshot suites.
enum SnapshotFixture {
  /// A snapshot holding `layout`'s sections in order, each with its items.
  static func make(_ layout: KeyValuePairs<SnapshotIdentifier, [SnapshotIdentifier]>) throws -> Snapshot {
    var snapshot = Snapshot()
    try snapshot.appendSections(layout.map(\.key))
    for (section, items) in layout { try snapshot.appendItems(items, toSection: section) }
    return snapshot
  }

  /// The snapshot's structure on one line: `main: 1 2 | other:` (an empty section ends in `:`).
  static func layout(_ snapshot: Snapshot) -> String {
    zip(snapshot.sectionIdentifiers, snapshot.itemIdentifiersBySection).map { section, items in
      ([section.description + ":"] + items.map(\.description)).joined(separator: " ")
    }.joined(separator: " | ")
  }

  /// The snapshot error `body` throws, or `nil` when it succeeds (any other error is an issue).
  static func failure(_ body: () throws -> Void) -> SnapshotError? {
    do {
      try body()
    } catch let error as SnapshotError {
      return error
    } catch {
      Issue.record("expected a SnapshotError, got \(error)")
    }
    return nil
  }

  /// A `String` identifier (string literals make symbols).
  static func string(_ text: String) -> SnapshotIdentifier { SnapshotIdentifier(.string(text)) }

  /// A registry declaring `struct Payment { id, title, price }` with the given rule
  /// (`nil` = synthesized).
  static func payments(hash: [String]? = nil, equal: [String]? = nil) throws -> TypeRegistry {
    var registry = TypeRegistry()
    registry.declare(
      try StructType(
        name: "Payment", fields: ["id", "title", "price"], hashFields: hash, equalityFields: equal))
    return registry
  }

  /// `Payment(id: id, title: title, price: price)`.
  static func payment(_ id: Int, _ title: String, price: Int = 10) -> Value {
    .structure(
      StructValue(
        type: "Payment", fieldNames: ["id", "title", "price"],
        fields: [.int(id), .string(title), .int(price)]))
  }
}

/// Everything a snapshot holds, as display text, so that two states compare by the values
/// stored (an equal identifier with other fields counts as a change) and print readably
/// when a test fails.
struct SnapshotState: Equatable, CustomStringConvertible {
  var sections: [String]
  var items: [[String]]
  /// Each item's section, as `placeOfItem` records it.
  var owners: [String: String]
  var reloadedItems: [String]
  var reconfiguredItems: [String]
  var reloadedSections: [String]

  init(_ snapshot: Snapshot) {
    sections = snapshot.sections.map(\.description)
    items = snapshot.itemsBySection.map { $0.elements.map(\.description) }
    owners = Dictionary(
      uniqueKeysWithValues: snapshot.placeOfItem.map { ($0.key.description, $0.value.section.description) })
    reloadedItems = snapshot.reloadedItemIdentifiers.map(\.description)
    reconfiguredItems = snapshot.reconfiguredItemIdentifiers.map(\.description)
    reloadedSections = snapshot.reloadedSectionIdentifiers.map(\.description)
  }

  var description: String {
    "sections \(sections) items \(items) owners \(owners.sorted { $0.key < $1.key }) "
      + "reloaded \(reloadedItems) reconfigured \(reconfiguredItems) sections reloaded \(reloadedSections)"
  }
}
