import DiffableKit

// Which section header titles the data source answers (docs/UIKIT.md §4.7): the messages
// and the note `show` prints.

extension HeaderTitles {
  /// What `headers` prints once the data source answers these titles.
  var declaredLine: String {
    switch self {
    case .none:
      "the data source answers no section header titles, as a plain UITableViewDiffableDataSource: "
        + "a device draws none"
    case .sectionIdentifiers:
      "the data source answers each section's identifier as its header title, as a subclass that "
        + "overrides tableView(_:titleForHeaderInSection:) does"
    }
  }

  /// The note `show` prints the first time it draws sections without titles.
  static let missingNote =
    "no header titles: a plain UITableViewDiffableDataSource answers no tableView(_:titleForHeaderInSection:), "
    + "so a device draws none (the names in parentheses are the section identifiers); `headers title` draws "
    + "them, as a subclass that overrides the method would"

  /// `help headers`.
  package static let helpLines = [
    "  A plain UITableViewDiffableDataSource answers no titleForHeaderInSection: a device draws no section",
    "  header titles, and neither do `show` and the HTML replay (the default, `headers none`). `headers title`",
    "  makes the data source answer each section's identifier, as a subclass that overrides",
    "  tableView(_:titleForHeaderInSection:) to return it does.",
  ]
}

extension SessionState {
  /// `headers title|none`: the data source answers `titles` from now on; the table on screen
  /// draws them at once.
  package mutating func declareHeaders(_ titles: HeaderTitles) -> Outcome {
    dataSource.setHeaderTitles(titles)
    return Outcome(.headers, body: .text([titles.declaredLine]))
  }

  /// Whether `show` would draw sections without header titles (diffable mode, titles not
  /// declared, at least one section on screen).
  package var drawsSectionsWithoutTitles: Bool {
    classic == nil && dataSource.headerTitles == .none && !dataSource.answersTitles
      && dataSource.tableView.numberOfSections > 0
  }
}
