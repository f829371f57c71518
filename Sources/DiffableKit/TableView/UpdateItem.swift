/// One update as UITableView records it inside a batch (`UIUpdateItem`): an insert, delete or
/// move of a row, or of a whole section. A section operation carries the index path
/// `[section, NSNotFound]`, as UIKit's does, so that sorting puts it after the rows of its
/// section and an equal-path test matches two operations on the same section.
struct UpdateItem: Hashable, Sendable {
  enum Action: Hashable, Sendable { case insert, delete, move }

  var action: Action
  /// The position before the update (deletes, moves) or after it (inserts).
  var path: IndexPath
  /// Where a move goes (after the update); equal to ``path`` for inserts and deletes.
  var newPath: IndexPath

  var isSection: Bool { path.row == IndexPath.sectionRow }
  var section: Int { path.section }

  static func delete(_ path: IndexPath) -> UpdateItem {
    UpdateItem(action: .delete, path: path, newPath: path)
  }

  static func insert(_ path: IndexPath) -> UpdateItem {
    UpdateItem(action: .insert, path: path, newPath: path)
  }

  static func move(_ from: IndexPath, to: IndexPath) -> UpdateItem {
    UpdateItem(action: .move, path: from, newPath: to)
  }

  static func sectionPath(_ section: Int) -> IndexPath {
    IndexPath(row: IndexPath.sectionRow, section: section)
  }
}

/// The calls of one batch, sorted out by kind as UITableView stores them until `endUpdates`.
struct RecordedUpdates {
  var deletes: [UpdateItem] = []
  var inserts: [UpdateItem] = []
  var moves: [UpdateItem] = []
  /// Reloads (rows, or sections as `[s, NSNotFound]`), at positions before the update.
  var reloads: [IndexPath] = []
  /// `reconfigureRows` paths, before the update.
  var reconfigures: [IndexPath] = []

  /// Records `update`'s calls. Section lists are index sets in UIKit (`NSIndexSet`), so a
  /// section named twice in one call counts once; row lists are arrays and keep repeats.
  init(_ update: BatchUpdate) {
    for call in update.calls {
      switch call {
      case .deleteSections(let sections):
        deletes += Self.indexSet(sections).map { .delete(UpdateItem.sectionPath($0)) }
      case .insertSections(let sections):
        inserts += Self.indexSet(sections).map { .insert(UpdateItem.sectionPath($0)) }
      case .moveSection(let from, let to):
        moves.append(.move(UpdateItem.sectionPath(from), to: UpdateItem.sectionPath(to)))
      case .reloadSections(let sections):
        reloads += Self.indexSet(sections).map(UpdateItem.sectionPath)
      case .deleteRows(let paths):
        deletes += paths.map(UpdateItem.delete)
      case .insertRows(let paths):
        inserts += paths.map(UpdateItem.insert)
      case .moveRow(let from, let to):
        moves.append(.move(from, to: to))
      case .reloadRows(let paths):
        reloads += paths
      case .reconfigureRows(let paths):
        reconfigures += paths
      }
    }
  }

  private static func indexSet(_ sections: [Int]) -> [Int] { Array(Set(sections)).sorted() }
}

extension Array where Element == UpdateItem {
  /// Sorted by position as `compareIndexPaths:` orders them (section, then row), keeping
  /// the call order among equal positions.
  func sortedAscending() -> [UpdateItem] {
    enumerated().sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }.map(\.element)
  }

  /// Sorted as `inverseCompareIndexPaths:` orders them (last position first), keeping the
  /// call order among equal positions.
  func sortedDescending() -> [UpdateItem] {
    enumerated().sorted {
      $0.element.path != $1.element.path ? $0.element.path > $1.element.path : $0.offset < $1.offset
    }.map(\.element)
  }
}
