import DiffableKit

/// The data source's cell provider, as `UITableViewDiffableDataSource(tableView:cellProvider:)`
/// takes it: the cell templates by type name (`cell Payment "{title}"`), and nothing else of
/// the session, so a closure that renders cells captures only these.
struct CellProvider: Sendable {
  /// The templates by type name.
  let templates: [String: CellTemplate]

  /// The content of `item`'s cell: its type's template, or without one what
  /// `cell.textLabel?.text = "\(item)"` shows (strings without quotes).
  func content(for item: Identifier) -> String {
    if case .enumCase(let value) = item.value, let template = templates["\(value.typeName).\(value.caseName)"]
    {
      // A case's template (`cell Item.payment "{title}"`) reads its one associated value.
      return template.render(value.payload.count == 1 ? value.payload[0] : item.value)
    }
    guard let template = templates[item.value.typeName] else { return CellTemplate.plain(item.value) }
    return template.render(item.value)
  }
}
