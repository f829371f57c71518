/// Why UITableView answers a batch with `reloadData` instead of animating it: a row moves out
/// of a section the same batch deletes, or into one it inserts. The table then skips its row
/// counts and reloads every row (docs/UIKIT.md §3, §4.2); UIKit's differ sends such moves, because
/// it does not filter its boundary moves against deleted and inserted sections.
///
/// ```swift
/// Diff(uikitFrom: old, to: new).reloadFallback
/// // ReloadFallback(item: 3, from: [1, 0], to: [0, 2], kind: .outOfDeletedSection)
/// ```
public struct ReloadFallback: Hashable, Sendable {
  /// Which end of the move lands in a section the batch deletes or inserts.
  public enum Kind: String, Hashable, Sendable {
    /// The row's old section is deleted by the batch.
    case outOfDeletedSection
    /// The row's new section is inserted by the batch.
    case intoInsertedSection
  }

  /// The item of the first such move (by old index path).
  public var item: Identifier
  /// Its old index path.
  public var from: IndexPath
  /// Its new index path.
  public var to: IndexPath
  /// Which section makes the table reload.
  public var kind: Kind
  /// How many moves in the batch have a section end that makes the table reload.
  public var moveCount: Int

  /// Creates a fallback description.
  public init(item: Identifier, from: IndexPath, to: IndexPath, kind: Kind, moveCount: Int = 1) {
    self.item = item
    self.from = from
    self.to = to
    self.kind = kind
    self.moveCount = moveCount
  }
}

extension Diff {
  /// Whether UITableView reloads all its data instead of animating this diff's structural
  /// batch, and why: `nil` when the batch animates.
  /// - Complexity: O(moves + section changes).
  public var reloadFallback: ReloadFallback? {
    let deleted = Set(deletedSections.map(\.at))
    let inserted = Set(insertedSections.map(\.at))
    var first: ReloadFallback?
    var count = 0
    for move in movedItems {
      let kind: ReloadFallback.Kind
      if deleted.contains(move.from.section) {
        kind = .outOfDeletedSection
      } else if inserted.contains(move.to.section) {
        kind = .intoInsertedSection
      } else {
        continue
      }
      count += 1
      if first == nil { first = ReloadFallback(item: move.id, from: move.from, to: move.to, kind: kind) }
    }
    first?.moveCount = count
    return first
  }
}
