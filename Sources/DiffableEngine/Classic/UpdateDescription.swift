import DiffableKit

/// What the table view did with an update that passed its checks, for people: a line that
/// counts the changes and says whether the table now matches the model, then one line per
/// position, with the cell that went, came or moved.
enum UpdateDescription {
  /// The lines of `update`, which took the table from `before` to `after`; `matchesModel` says
  /// whether the table now shows the model (nil: the model is a program's, not compared).
  package static func lines(of update: BatchUpdate, before: TableView, after: TableView, matchesModel: Bool?)
    -> [String]
  {
    let rows = callRows(update, before: before, after: after)
    let status =
      switch matchesModel {
      case true?: "; the table view now matches the model"
      case false?: "; the table view still differs from the model (`show` compares them)"
      case nil: ""
      }
    let header: String
    if update.calls.isEmpty {
      header = "the table view checked an empty update: nothing changed" + status
    } else if reloadsData(update) {
      header =
        "the table view accepted the update (\(summary(update))) but reloaded all its data instead of "
        + "animating, as UIKit does when a row moves out of a deleted section or into an inserted one"
        + status
    } else {
      header = "the table view animated the update: \(summary(update))" + status
    }
    let shown = rows.prefix(DiffNotes.lineLimit)
    let callWidth = shown.map(\.call.count).max() ?? 0
    let whereWidth = shown.map(\.where.count).max() ?? 0
    var lines = [header]
    for row in shown {
      lines.append(
        "  " + row.call.padding(to: callWidth) + "  " + row.where.padding(to: whereWidth) + "  " + row.what)
    }
    if rows.count > shown.count { lines.append("  … and \(rows.count - shown.count) more") }
    return lines
  }

  /// UIKit's fallback: a row moving out of a deleted section or into an inserted one makes
  /// the table reload instead of animate (the validator skips the row counts then).
  static func reloadsData(_ update: BatchUpdate) -> Bool {
    var deleted: Set<Int> = []
    var inserted: Set<Int> = []
    for call in update.calls {
      if case .deleteSections(let sections) = call { deleted.formUnion(sections) }
      if case .insertSections(let sections) = call { inserted.formUnion(sections) }
    }
    return update.calls.contains { call in
      guard case .moveRow(let from, let to) = call else { return false }
      return deleted.contains(from.section) || inserted.contains(to.section)
    }
  }

  /// `1 row deleted, 1 row inserted`, in the order of the diff's summary: sections before
  /// rows; deleted, inserted, moved, reloaded, reconfigured. Section lists are index sets.
  static func summary(_ update: BatchUpdate) -> String {
    var counts: [String: Int] = [:]
    for call in update.calls {
      switch call {
      case .deleteSections(let list): counts["section deleted", default: 0] += Set(list).count
      case .insertSections(let list): counts["section inserted", default: 0] += Set(list).count
      case .moveSection: counts["section moved", default: 0] += 1
      case .reloadSections(let list): counts["section reloaded", default: 0] += Set(list).count
      case .deleteRows(let list): counts["row deleted", default: 0] += list.count
      case .insertRows(let list): counts["row inserted", default: 0] += list.count
      case .moveRow: counts["row moved", default: 0] += 1
      case .reloadRows(let list): counts["row reloaded", default: 0] += list.count
      case .reconfigureRows(let list): counts["row reconfigured", default: 0] += list.count
      }
    }
    let order = ["section", "row"].flatMap { noun in
      ["deleted", "inserted", "moved", "reloaded", "reconfigured"].map { (noun, $0) }
    }
    return order.compactMap { noun, verb in
      counts["\(noun) \(verb)"].map { "\(SnapshotDrawing.plural($0, noun)) \(verb)" }
    }.joined(separator: ", ")
  }

  private typealias Row = (call: String, where: String, what: String)

  /// One row per position: deletes, reloads and move sources show the cell the table had;
  /// inserts show the new cell the table took from the model.
  private static func callRows(_ update: BatchUpdate, before: TableView, after: TableView) -> [Row] {
    func old(_ path: IndexPath) -> String { before.cell(at: path)?.content ?? "" }
    func new(_ path: IndexPath) -> String { after.cell(at: path)?.content ?? "" }
    func oldTitle(_ section: Int) -> String {
      before.sections.indices.contains(section) ? before.sections[section].title ?? "" : ""
    }
    func newTitle(_ section: Int) -> String {
      after.sections.indices.contains(section) ? after.sections[section].title ?? "" : ""
    }
    var rows: [Row] = []
    for call in update.calls {
      let name = call.methodName
      switch call {
      case .deleteSections(let list): rows += list.map { (name, "\($0)", oldTitle($0)) }
      case .insertSections(let list): rows += list.map { (name, "\($0)", newTitle($0)) }
      case .reloadSections(let list): rows += list.map { (name, "\($0)", oldTitle($0)) }
      case .moveSection(let from, let to): rows.append((name, "\(from) → \(to)", oldTitle(from)))
      case .deleteRows(let list): rows += list.map { (name, "\($0)", old($0)) }
      case .insertRows(let list): rows += list.map { (name, "\($0)", new($0)) }
      case .moveRow(let from, let to): rows.append((name, "\(from) → \(to)", old(from)))
      case .reloadRows(let list), .reconfigureRows(let list):
        rows += list.map { path in (name, "\(path)", old(path)) }
      }
    }
    return rows
  }
}
