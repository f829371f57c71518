import DiffableKit

extension SessionState {
  /// Answers a query from the working snapshot (index-path queries: the applied state).
  mutating func answer(_ query: Query, settings: Settings) throws(ShellError) -> QueryResult {
    do {
      switch query {
      case .numberOfSections:
        return .number(working.numberOfSections)
      case .numberOfItems(nil):
        return .number(working.numberOfItems)
      case .numberOfItems(let section?):
        return .number(try working.numberOfItems(inSection: try identifier(section)))
      case .sectionIdentifiers:
        return .identifiers(working.sectionIdentifiers)
      case .itemIdentifiers(nil):
        return .identifiers(working.itemIdentifiers)
      case .itemIdentifiers(let section?):
        let id = try identifier(section)
        // iOS 13 returned an empty array for an absent section; iOS 14 began to assert.
        if settings.iOS <= 13 && !working.contains(section: id) { return .identifiers([]) }
        return .identifiers(try working.itemIdentifiers(inSection: id))
      case .indexOfSection(let section):
        return working.indexOfSection(try identifier(section)).map(QueryResult.number) ?? .none
      case .indexOfItem(let item):
        return working.indexOfItem(try identifier(item)).map(QueryResult.number) ?? .none
      case .sectionIdentifierContainingItem(let item):
        return .identifier(working.sectionIdentifier(containingItem: try identifier(item)))
      case .itemIdentifierFor(let indexPath):
        return .identifier(dataSource.itemIdentifier(for: indexPath))
      case .indexPathFor(let item):
        return .indexPath(dataSource.indexPath(for: try identifier(item)))
      case .reloadedItemIdentifiers:
        return .identifiers(working.reloadedItemIdentifiers)
      case .reconfiguredItemIdentifiers:
        return .identifiers(working.reconfiguredItemIdentifiers)
      case .reloadedSectionIdentifiers:
        return .identifiers(working.reloadedSectionIdentifiers)
      }
    } catch let error as SnapshotError {
      throw .snapshot(error, iOS: settings.iOS, command: query.kind)
    } catch let error as ShellError {
      throw error
    } catch {
      preconditionFailure("unexpected error \(error)")
    }
  }
}
