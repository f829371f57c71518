/// Which section header titles a table view data source answers
/// (`tableView(_:titleForHeaderInSection:)`).
///
/// A plain `UITableViewDiffableDataSource` answers none, so a device shows no header titles
/// (docs/UIKIT.md §4.7); an app gets them from a subclass that overrides the method, or from a
/// delegate's header views.
///
/// ```swift
/// var dataSource = DataSource()  // .none: no titles
/// dataSource.setHeaderTitles(.sectionIdentifiers)
/// dataSource.tableView.sections.first?.title  // "main"
/// ```
public enum HeaderTitles: String, Hashable, Sendable, CaseIterable {
  /// No titles: a plain `UITableViewDiffableDataSource`.
  case none
  /// Each section's identifier, as a subclass whose override returns
  /// `"\(sectionIdentifier(for: section)!)"` answers.
  case sectionIdentifiers

  /// The title of the section `section` (an identifier of the snapshot shown).
  public func title(of section: SnapshotIdentifier) -> String? {
    switch self {
    case .none: nil
    case .sectionIdentifiers: section.description
    }
  }
}
