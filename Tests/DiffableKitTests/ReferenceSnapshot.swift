@testable import DiffableKit

/// A deliberately plain model of `NSDiffableDataSourceSnapshot`, written from docs/UIKIT.md §1.1
/// and §2.1 with arrays and linear searches, to check ``Snapshot`` against in random tests.
/// It shares no code with ``Snapshot``: only the error and warning values.
struct ReferenceSnapshot {
  var sections: [SnapshotIdentifier] = []
  var items: [[SnapshotIdentifier]] = []
  var reloadedItems: [SnapshotIdentifier] = []
  var reconfiguredItems: [SnapshotIdentifier] = []
  var reloadedSections: [SnapshotIdentifier] = []

  /// Runs `operation`; a call that throws leaves the model as it was.
  mutating func run(_ operation: SnapshotOperation) throws(SnapshotError) -> SnapshotOperation.Outcome {
    var copy = self
    let outcome = try copy.apply(operation)
    self = copy
    return outcome
  }

  var state: SnapshotState {
    var owners: [String: String] = [:]
    for (section, sectionItems) in zip(sections, items) {
      for item in sectionItems { owners[item.description] = section.description }
    }
    return SnapshotState(
      sections: sections.map(\.description), items: items.map { $0.map(\.description) }, owners: owners,
      reloadedItems: reloadedItems.map(\.description),
      reconfiguredItems: reconfiguredItems.map(\.description),
      reloadedSections: reloadedSections.map(\.description))
  }

  private func position(of item: SnapshotIdentifier) -> (section: Int, row: Int)? {
    for (section, sectionItems) in items.enumerated() {
      if let row = sectionItems.firstIndex(of: item) { return (section, row) }
    }
    return nil
  }

  private static func isAfter(_ placement: Placement) -> Bool {
    if case .after = placement { return true }
    return false
  }

  private static func requireUnique(_ ids: [SnapshotIdentifier], _ kind: IdentifierKind) throws(SnapshotError)
  {
    var repeats: [SnapshotIdentifier] = []
    for (index, id) in ids.enumerated() where ids[..<index].contains(id) && !repeats.contains(id) {
      repeats.append(id)
    }
    if !repeats.isEmpty { throw .duplicateIdentifiers(repeats, kind: kind) }
  }

  private mutating func removeItems(_ ids: [SnapshotIdentifier]) {
    for id in ids {
      if let (section, row) = position(of: id) { items[section].remove(at: row) }
    }
  }

  /// Removes the items of `ids` already present and returns UIKit's warning for them.
  private mutating func removeExisting(_ ids: [SnapshotIdentifier]) -> [SnapshotWarning] {
    let existing = ids.filter { position(of: $0) != nil }
    removeItems(existing)
    return existing.isEmpty ? [] : [.identifierAlreadyExists(existing)]
  }

  private mutating func apply(_ operation: SnapshotOperation) throws(SnapshotError)
    -> SnapshotOperation.Outcome
  {
    switch operation {
    case .appendSections(let ids):
      try Self.requireUnique(ids, .section)
      let existing = ids.filter(sections.contains)
      if !existing.isEmpty { throw .sectionAlreadyExists(existing) }
      sections += ids
      items += ids.map { _ in [] }
    case .insertSections(let ids, let placement):
      try Self.requireUnique(ids, .section)
      if ids.contains(placement.destination) {
        throw .destinationInInsertedList(placement.destination, kind: .section)
      }
      guard let destination = sections.firstIndex(of: placement.destination) else {
        throw .parameterNotFound("insertIndex")
      }
      let existing = ids.filter(sections.contains)
      if !existing.isEmpty { throw .sectionAlreadyExists(existing) }
      let at = Self.isAfter(placement) ? destination + 1 : destination
      sections.insert(contentsOf: ids, at: at)
      items.insert(contentsOf: ids.map { _ in [] }, at: at)
    case .deleteSections(let ids):
      try Self.requireUnique(ids, .section)
      let absent = ids.filter { !sections.contains($0) }
      for id in ids {
        guard let index = sections.firstIndex(of: id) else { continue }
        sections.remove(at: index)
        items.remove(at: index)
      }
      return .absent(absent)
    case .moveSection(let id, let placement):
      if id == placement.destination { throw .moveRelativeToItself(id, kind: .section) }
      guard let from = sections.firstIndex(of: id) else { throw .parameterNotFound("fromSection") }
      guard sections.contains(placement.destination) else { throw .parameterNotFound("toSection") }
      let moved = (sections.remove(at: from), items.remove(at: from))
      let destination = sections.firstIndex(of: placement.destination)!
      let at = Self.isAfter(placement) ? destination + 1 : destination
      sections.insert(moved.0, at: at)
      items.insert(moved.1, at: at)
    case .reloadSections(let ids):
      try Self.requireUnique(ids, .section)
      if let missing = ids.first(where: { !sections.contains($0) }) { throw .reloadOfMissingSection(missing) }
      for id in ids where !reloadedSections.contains(id) { reloadedSections.append(id) }
    case .appendItems(let ids, let section):
      if sections.isEmpty { throw .noSections }
      try Self.requireUnique(ids, .item)
      guard let index = sections.firstIndex(of: section ?? sections.last!) else {
        throw .parameterNotFound("section")
      }
      let warnings = removeExisting(ids)
      items[index] += ids
      return .warnings(warnings)
    case .insertItems(let ids, let placement):
      try Self.requireUnique(ids, .item)
      if ids.contains(placement.destination) {
        throw .destinationInInsertedList(placement.destination, kind: .item)
      }
      guard position(of: placement.destination) != nil else { throw .parameterNotFound("section") }
      let warnings = removeExisting(ids)
      let (section, row) = position(of: placement.destination)!
      items[section].insert(contentsOf: ids, at: Self.isAfter(placement) ? row + 1 : row)
      return .warnings(warnings)
    case .deleteItems(let ids):
      try Self.requireUnique(ids, .item)
      let absent = ids.filter { position(of: $0) == nil }
      removeItems(ids)
      return .absent(absent)
    case .deleteAllItems:
      sections = []
      items = []
    case .moveItem(let id, let placement):
      if id == placement.destination { throw .moveRelativeToItself(id, kind: .item) }
      guard position(of: id) != nil else { throw .parameterNotFound("fromIndex") }
      guard position(of: placement.destination) != nil else { throw .parameterNotFound("toIndex") }
      // The item keeps the value it was added with, whatever equal value the call names.
      let (from, fromRow) = position(of: id)!
      let stored = items[from].remove(at: fromRow)
      let (section, row) = position(of: placement.destination)!
      items[section].insert(stored, at: Self.isAfter(placement) ? row + 1 : row)
    case .reloadItems(let ids):
      try Self.requireUnique(ids, .item)
      if let missing = ids.first(where: { position(of: $0) == nil }) { throw .reloadOfMissingItem(missing) }
      for id in ids where !reloadedItems.contains(id) { reloadedItems.append(id) }
    case .reconfigureItems(let ids):
      try Self.requireUnique(ids, .item)
      if let missing = ids.first(where: { position(of: $0) == nil }) {
        throw .reconfigureOfMissingItem(missing)
      }
      for id in ids where !reconfiguredItems.contains(id) { reconfiguredItems.append(id) }
    }
    return .none
  }
}

extension SnapshotState {
  init(
    sections: [String], items: [[String]], owners: [String: String], reloadedItems: [String],
    reconfiguredItems: [String], reloadedSections: [String]
  ) {
    self.sections = sections
    self.items = items
    self.owners = owners
    self.reloadedItems = reloadedItems
    self.reconfiguredItems = reconfiguredItems
    self.reloadedSections = reloadedSections
  }
}
