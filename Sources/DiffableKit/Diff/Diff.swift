/// What `apply` changes between two snapshots, in UIKit's index conventions: deletes at
/// old positions, inserts at new positions, moves from old to new, then the refresh
/// (reloads and reconfigures) at new positions.
///
/// Items inside an inserted or deleted section are never listed; they come and go with their
/// section. Every list is sorted by its index (`from` for moves). The minimal differ's moves
/// are the fewest; UIKit's are those Foundation's walk infers (docs/UIKIT.md §4.6).
///
/// ```swift
/// let diff = Diff(from: old, to: new)
/// diff.movedItems  // [Diff.Move(id: 1, from: [0, 0], to: [0, 3])]
/// ```
public struct Diff: Hashable, Sendable {
  /// An identifier at one position.
  public struct Change<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The identifier (the value as it is in the snapshot the position refers to).
    public var id: SnapshotIdentifier
    /// Its position.
    public var at: Position
    /// Creates a change.
    public init(id: SnapshotIdentifier, at: Position) {
      self.id = id
      self.at = at
    }
  }

  /// An identifier that moved from an old position to a new one.
  public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The identifier (the value in the new snapshot).
    public var id: SnapshotIdentifier
    /// Its position in the old snapshot.
    public var from: Position
    /// Its position in the new snapshot.
    public var to: Position
    /// Creates a move.
    public init(id: SnapshotIdentifier, from: Position, to: Position) {
      self.id = id
      self.from = from
      self.to = to
    }
  }

  /// Sections removed, at their old index.
  public var deletedSections: [Change<Int>] = []
  /// Sections added, at their new index.
  public var insertedSections: [Change<Int>] = []
  /// Sections present on both sides whose relative order changed.
  public var movedSections: [Move<Int>] = []
  /// Sections marked for reload, at their new index.
  public var reloadedSections: [Change<Int>] = []
  /// Items removed, at their old index path.
  public var deletedItems: [Change<IndexPath>] = []
  /// Items added, at their new index path.
  public var insertedItems: [Change<IndexPath>] = []
  /// Items present on both sides that moved (relative order changed, or another section).
  public var movedItems: [Move<IndexPath>] = []
  /// Why each moved item moved, parallel to ``movedItems``, when UIKit's differ made the
  /// diff (``init(uikitFrom:to:)``); empty for the minimal differ.
  public var movedItemReasons: [ItemMoveReason] = []
  /// Items marked for reload, at their new index path.
  public var reloadedItems: [Change<IndexPath>] = []
  /// Items marked for reconfigure, at their new index path.
  public var reconfiguredItems: [Change<IndexPath>] = []

  /// An empty diff.
  public init() {}

  /// Whether nothing changes.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && reloadedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
      && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
  }

  /// Whether the structural update (inserts, deletes, moves) is empty.
  public var isStructurallyEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty
  }
}
