import DiffableKit

/// A query of a snapshot (or, for index paths, of the applied state), its identifiers worked
/// out by the language that asked.
public enum SnapshotQuery: Hashable, Sendable {
  /// `numberOfSections`
  case numberOfSections
  /// `numberOfItems`, `numberOfItems(inSection:)`
  case numberOfItems(inSection: SnapshotIdentifier?)
  /// `sectionIdentifiers`
  case sectionIdentifiers
  /// `itemIdentifiers`, `itemIdentifiers(inSection:)`
  case itemIdentifiers(inSection: SnapshotIdentifier?)
  /// `indexOfSectionIdentifier(_:)`
  case indexOfSection(SnapshotIdentifier)
  /// `indexOfItemIdentifier(_:)`
  case indexOfItem(SnapshotIdentifier)
  /// `sectionIdentifier(containingItem:)`
  case sectionIdentifierContainingItem(SnapshotIdentifier)
  /// The data source's `itemIdentifier(for:)` (applied state).
  case itemIdentifierFor(IndexPath)
  /// The data source's `indexPath(for:)` (applied state).
  case indexPathFor(SnapshotIdentifier)
  /// `reloadedItemIdentifiers`
  case reloadedItemIdentifiers
  /// `reconfiguredItemIdentifiers`
  case reconfiguredItemIdentifiers
  /// `reloadedSectionIdentifiers`
  case reloadedSectionIdentifiers

  /// The API it calls.
  public var member: APIMember {
    switch self {
    case .numberOfSections: .numberOfSections
    case .numberOfItems: .numberOfItems
    case .sectionIdentifiers: .sectionIdentifiers
    case .itemIdentifiers: .itemIdentifiers
    case .indexOfSection: .indexOfSection
    case .indexOfItem: .indexOfItem
    case .sectionIdentifierContainingItem: .sectionIdentifier
    case .itemIdentifierFor: .itemIdentifier
    case .indexPathFor: .indexPath
    case .reloadedItemIdentifiers: .reloadedItemIdentifiers
    case .reconfiguredItemIdentifiers: .reconfiguredItemIdentifiers
    case .reloadedSectionIdentifiers: .reloadedSectionIdentifiers
    }
  }
}

extension SessionState {
  /// Answers a query from the working snapshot (index-path queries: the applied state).
  public func answer(_ query: SnapshotQuery, settings: Settings) throws(SessionError) -> QueryResult {
    do throws(SnapshotError) {
      switch query {
      case .numberOfSections:
        return .number(working.numberOfSections)
      case .numberOfItems(nil):
        return .number(working.numberOfItems)
      case .numberOfItems(let section?):
        return .number(try working.numberOfItems(inSection: section))
      case .sectionIdentifiers:
        return .identifiers(working.sectionIdentifiers)
      case .itemIdentifiers(nil):
        return .identifiers(working.itemIdentifiers)
      case .itemIdentifiers(let section?):
        let id = section
        // iOS 13 returned an empty array for an absent section; iOS 14 began to assert.
        if settings.iOS <= 13 && !working.contains(section: id) { return .identifiers([]) }
        return .identifiers(try working.itemIdentifiers(inSection: id))
      case .indexOfSection(let section):
        return working.indexOfSection(section).map(QueryResult.number) ?? .none
      case .indexOfItem(let item):
        return working.indexOfItem(item).map(QueryResult.number) ?? .none
      case .sectionIdentifierContainingItem(let item):
        return .identifier(working.sectionIdentifier(containingItem: item))
      case .itemIdentifierFor(let indexPath):
        return .identifier(dataSource.itemIdentifier(for: indexPath))
      case .indexPathFor(let item):
        return .indexPath(dataSource.indexPath(for: item))
      case .reloadedItemIdentifiers:
        return .identifiers(working.reloadedItemIdentifiers)
      case .reconfiguredItemIdentifiers:
        return .identifiers(working.reconfiguredItemIdentifiers)
      case .reloadedSectionIdentifiers:
        return .identifiers(working.reloadedSectionIdentifiers)
      }
    } catch {
      throw .snapshot(error, iOS: settings.iOS, command: query.member)
    }
  }
}
