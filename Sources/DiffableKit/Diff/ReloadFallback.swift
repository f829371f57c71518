/// Why UITableView answers a batch with `reloadData` instead of animating it, and the provider
/// is asked for every row:
/// - a row moves out of a section the same batch deletes, or into one it inserts: the table
///   skips its row counts and reloads (docs/UIKIT.md §3, §4.2); UIKit's differ sends such moves,
///   because it does not filter its boundary moves against deleted and inserted sections;
/// - more than one section moves in the batch (a section that keeps its index is sent as a
///   delete and an insert, not a move): measured through the diffable data source's table, the
///   usual answer, though a few such batches animated (docs/UIKIT.md §4.7).
///
/// ```swift
/// Diff(uikitFrom: old, to: new).reloadFallback
/// // ReloadFallback(kind: .outOfDeletedSection, row: 3 [1, 0] → [0, 2], sections: [], moveCount: 1)
/// ```
public struct ReloadFallback: Hashable, Sendable {
  /// What in the batch makes the table reload.
  public enum Kind: String, Hashable, Sendable {
    /// A row's old section is deleted by the batch.
    case outOfDeletedSection
    /// A row's new section is inserted by the batch.
    case intoInsertedSection
    /// More than one section moves in the batch.
    case severalSectionMoves
  }

  /// What makes the table reload (a row kind when a row move does, even if sections move too).
  public var kind: Kind
  /// For the row kinds, the first such row move (by old index path); `nil` otherwise.
  public var row: Diff.Move<IndexPath>?
  /// For ``Kind/severalSectionMoves``, the section moves of the batch; empty otherwise.
  public var sections: [Diff.Move<Int>]
  /// How many moves in the batch make the table reload: row moves with such a section end, or
  /// section moves.
  public var moveCount: Int

  /// A fallback for a row move whose old section is deleted or new section inserted.
  public init(row: Diff.Move<IndexPath>, kind: Kind, moveCount: Int = 1) {
    self.kind = kind
    self.row = row
    sections = []
    self.moveCount = moveCount
  }

  /// A fallback for more than one section move in one batch.
  public init(sections: [Diff.Move<Int>]) {
    kind = .severalSectionMoves
    row = nil
    self.sections = sections
    moveCount = sections.count
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
      if first == nil { first = ReloadFallback(row: move, kind: kind) }
    }
    first?.moveCount = count
    if first == nil && movedSections.count > 1 { return ReloadFallback(sections: movedSections) }
    return first
  }
}
