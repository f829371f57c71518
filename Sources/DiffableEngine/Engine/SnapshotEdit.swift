import DiffableKit

/// One edit of a snapshot value, with its identifiers as values: the language that wrote it
/// has worked them out (the short syntax resolves its words, Swift evaluates its
/// expressions); the engine turns them into identifiers under the declared Hashable rules.
public enum SnapshotEdit: Hashable, Sendable {
  /// `appendSections(_:)`
  case appendSections([Value])
  /// `insertSections(_:beforeSection:)`, `insertSections(_:afterSection:)`
  case insertSections([Value], EditPlacement)
  /// `deleteSections(_:)`
  case deleteSections([Value])
  /// `moveSection(_:beforeSection:)`, `moveSection(_:afterSection:)`
  case moveSection(Value, EditPlacement)
  /// `reloadSections(_:)`
  case reloadSections([Value])
  /// `appendItems(_:toSection:)`, into the last section when `toSection` is nil.
  case appendItems([Value], toSection: Value?)
  /// `insertItems(_:beforeItem:)`, `insertItems(_:afterItem:)`
  case insertItems([Value], EditPlacement)
  /// `moveItem(_:beforeItem:)`, `moveItem(_:afterItem:)`
  case moveItem(Value, EditPlacement)
  /// `deleteItems(_:)`
  case deleteItems([Value])
  /// `deleteAllItems()`
  case deleteAllItems
  /// `reloadItems(_:)`
  case reloadItems([Value])
  /// `reconfigureItems(_:)` (iOS 15)
  case reconfigureItems([Value])

  /// Whether the edit changes the place of the items it names and of nothing else, so that its
  /// change is recorded as ``ItemMoves`` and it runs on the state in place
  /// (``Session/transactInPlace(name:rules:snapshot:_:)``).
  public var movesOnlyItsItems: Bool {
    switch self {
    case .appendItems, .insertItems, .moveItem, .deleteItems: true
    default: false
    }
  }

  /// The API it calls.
  public var member: APIMember {
    switch self {
    case .appendSections: .appendSections
    case .insertSections: .insertSections
    case .deleteSections: .deleteSections
    case .moveSection: .moveSection
    case .reloadSections: .reloadSections
    case .appendItems: .appendItems
    case .insertItems: .insertItems
    case .moveItem: .moveItem
    case .deleteItems: .deleteItems
    case .deleteAllItems: .deleteAllItems
    case .reloadItems: .reloadItems
    case .reconfigureItems: .reconfigureItems
    }
  }
}

/// Before or after a destination identifier, as a value.
public enum EditPlacement: Hashable, Sendable {
  /// `beforeItem:` / `beforeSection:`
  case before(Value)
  /// `afterItem:` / `afterSection:`
  case after(Value)
}

/// What a snapshot edit reports besides the change itself.
package struct EditEffect {
  /// Identifiers a delete named that were not there (UIKit ignores them).
  var absent: [SnapshotIdentifier] = []
  /// Things UIKit only logs.
  var warnings: [SnapshotWarning] = []
  /// Where the items of an edit that ``SnapshotEdit/movesOnlyItsItems`` were and are.
  package var moves: ItemMoves?
}

extension SessionState {
  /// Makes `edit` on the snapshot named `name`, its values keyed under the current rules.
  /// - Throws: UIKit's error for a misuse (``SnapshotError``); the snapshot is then as it was.
  mutating func perform(_ edit: SnapshotEdit, on name: String) throws(SnapshotError) -> EditEffect {
    // The edits long scripts are made of key their values with the registry where it is: the
    // copy the other edits' closures take retains each of its tables, once per command.
    switch edit {
    case .appendSections(let sections):
      // Made through `symbols`, so that the lines appending to these sections find the very
      // identifiers the snapshot stores.
      var identifiers: [SnapshotIdentifier] = []
      identifiers.reserveCapacity(sections.count)
      for section in sections {
        identifiers.append(symbols.identifier(for: section, registry: types.registry))
      }
      return try snapshots.modify(named: name) { snapshot throws(SnapshotError) in
        try snapshot.appendSections(identifiers)
        return EditEffect()
      }
    case .appendItems(let items, let section):
      return try appendItems(identifiers(of: items), toSection: section, on: name)
    case .moveItem(let item, let placed):
      let identifier = types.registry.identifier(for: item)
      let placement: Placement =
        switch placed {
        case .before(let value): .before(types.registry.identifier(for: value))
        case .after(let value): .after(types.registry.identifier(for: value))
        }
      return try snapshots.modify(named: name) { snapshot throws(SnapshotError) in
        EditEffect(moves: try snapshot.moveItemRecordingMoves(identifier, placement))
      }
    default: return try performOther(edit, on: name)
    }
  }

  /// `appendItems` of `identifiers` (made under the current rules) to `section` of the snapshot
  /// named `name`.
  mutating func appendItems(_ identifiers: [SnapshotIdentifier], toSection section: Value?, on name: String)
    throws(SnapshotError) -> EditEffect
  {
    let target = section.map { symbols.identifier(for: $0, registry: types.registry) }
    return try snapshots.modify(named: name) { snapshot throws(SnapshotError) in
      let (warnings, moves) = try snapshot.appendItemsRecordingMoves(identifiers, toSection: target)
      return EditEffect(warnings: warnings, moves: moves)
    }
  }

  /// The identifiers of `values` under the registry's rules, in order.
  private func identifiers(of values: [Value]) -> [SnapshotIdentifier] {
    var result: [SnapshotIdentifier] = []
    result.reserveCapacity(values.count)
    for value in values { result.append(types.registry.identifier(for: value)) }
    return result
  }

  /// ``perform(_:on:)`` of the edits but `appendSections`, `appendItems` and `moveItem`.
  private mutating func performOther(_ edit: SnapshotEdit, on name: String) throws(SnapshotError)
    -> EditEffect
  {
    let registry = types.registry
    let ids = { (values: [Value]) in values.map(registry.identifier(for:)) }
    let id = registry.identifier(for:)
    let placement = { (placement: EditPlacement) -> Placement in
      switch placement {
      case .before(let value): .before(id(value))
      case .after(let value): .after(id(value))
      }
    }
    return try snapshots.modify(named: name) { snapshot throws(SnapshotError) in
      switch edit {
      case .insertSections(let sections, let placed):
        try snapshot.insertSections(ids(sections), placement(placed))
      case .deleteSections(let sections):
        return EditEffect(absent: try snapshot.deleteSections(ids(sections)))
      case .moveSection(let section, let placed): try snapshot.moveSection(id(section), placement(placed))
      case .reloadSections(let sections): try snapshot.reloadSections(ids(sections))
      case .appendSections, .appendItems, .moveItem:
        preconditionFailure("\(edit.member.name) is performed by perform(_:on:)")
      case .insertItems(let items, let placed):
        let identifiers = ids(items)
        var effect = EditEffect()
        effect.moves = try snapshot.recordingMoves(of: identifiers) { snapshot throws(SnapshotError) in
          effect.warnings = try snapshot.insertItems(identifiers, placement(placed))
        }
        return effect
      case .deleteItems(let items):
        let identifiers = ids(items)
        var effect = EditEffect()
        effect.moves = try snapshot.recordingMoves(of: identifiers) { snapshot throws(SnapshotError) in
          effect.absent = try snapshot.deleteItems(identifiers)
        }
        return effect
      case .deleteAllItems: snapshot.deleteAllItems()
      case .reloadItems(let items): try snapshot.reloadItems(ids(items))
      case .reconfigureItems(let items): try snapshot.reconfigureItems(ids(items))
      }
      return EditEffect()
    }
  }
}
