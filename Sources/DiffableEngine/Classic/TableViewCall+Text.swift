import DiffableKit

// How a table call is written back to a person, in the language's own syntax, so that a
// suggestion or a recorded call can be typed again as it is printed.

extension TableViewCall {
  /// The UITableView method name (`deleteRows`).
  var methodName: String {
    switch self {
    case .deleteSections: "deleteSections"
    case .insertSections: "insertSections"
    case .moveSection: "moveSection"
    case .reloadSections: "reloadSections"
    case .deleteRows: "deleteRows"
    case .insertRows: "insertRows"
    case .moveRow: "moveRow"
    case .reloadRows: "reloadRows"
    case .reconfigureRows: "reconfigureRows"
    }
  }

  /// The call as the language writes it, without the `tableView.` prefix:
  /// `deleteRows [0, 0] [0, 2]`, `moveSection 0 2`.
  package var text: String {
    let arguments: String
    switch self {
    case .deleteSections(let sections), .insertSections(let sections), .reloadSections(let sections):
      arguments = sections.map(String.init).joined(separator: " ")
    case .moveSection(let from, let to):
      arguments = "\(from) \(to)"
    case .deleteRows(let paths), .insertRows(let paths), .reloadRows(let paths), .reconfigureRows(let paths):
      arguments = paths.map(\.description).joined(separator: " ")
    case .moveRow(let from, let to):
      arguments = "\(from) \(to)"
    }
    return methodName + " " + arguments
  }
}

extension BatchUpdate {
  /// The batch as one line a person could type: a single call as `tableView.deleteRows
  /// [0, 0]`, several as `tableView.performBatchUpdates { deleteRows [0, 0]; insertRows
  /// [0, 2] }`.
  package var text: String {
    if calls.count == 1 { return "tableView." + calls[0].text }
    return "tableView.performBatchUpdates { " + calls.map(\.text).joined(separator: "; ") + " }"
  }
}

extension TableViewCommand {
  /// The UITableView calls this command makes, with nested `performBatchUpdates` blocks
  /// flattened into the outer one, as UIKit treats nested batches as one; `nil` for
  /// `reloadData`, `beginUpdates` and `endUpdates`, which make no call of their own.
  var call: TableViewCall? {
    switch self {
    case .insertRows(let paths): .insertRows(paths)
    case .deleteRows(let paths): .deleteRows(paths)
    case .moveRow(let from, let to): .moveRow(from, to: to)
    case .reloadRows(let paths): .reloadRows(paths)
    case .reconfigureRows(let paths): .reconfigureRows(paths)
    case .insertSections(let sections): .insertSections(sections)
    case .deleteSections(let sections): .deleteSections(sections)
    case .moveSection(let from, let to): .moveSection(from, to: to)
    case .reloadSections(let sections): .reloadSections(sections)
    case .reloadData, .beginUpdates, .endUpdates, .performBatchUpdates: nil
    }
  }
}
