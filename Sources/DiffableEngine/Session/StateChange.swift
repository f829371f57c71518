import DiffableKit

/// What one committed operation changed, kept by undo and redo in a form that can turn the
/// state back to the other side of the change: the whole state there, or, for an item edit run
/// in place, the items it moved (``ItemMoves``).
///
/// An item edit (`appendItems`, `insertItems`, `moveItem`, `deleteItems`) of a snapshot in
/// diffable mode changes the state in place and keeps ``items(_:)``: the snapshot shares no
/// node with a kept copy, so the edit copies nothing, and undo keeps what the edit named
/// instead of the tree paths it touched. Every other operation keeps the state before it
/// (``state(_:)``), which shares every node the operation did not change.
///
/// Changes are undone strictly in the reverse order they were made (and redone in order), so
/// that each is reverted on the very state it left.
enum StateChange: Sendable {
  /// The whole state on the other side of the change: before it in the undo history, after it
  /// in the redo history. Boxed, so that a change (and a step, an entry) stays a few words,
  /// moved cheaply with every item edit.
  indirect case state(SessionState)
  /// The items an edit of a named snapshot moved, and the seeded sequences on the other side.
  case items(ItemChange)

  /// Turns `state` back to the other side of the change; returns the change that comes back
  /// (what redo keeps for an undone change, and undo for a redone one).
  consuming func revert(_ state: inout SessionState) -> StateChange {
    switch consume self {
    case .state(var other):
      swap(&state, &other)
      return .state(other)
    case .items(var change):
      swap(&state.uuids, &change.uuids)
      swap(&state.random, &change.random)
      change.moves = state.snapshots.modify(named: change.snapshot) { snapshot in
        snapshot.revert(change.moves)
      }
      return .items(change)
    }
  }
}

/// The change of an item edit made in place (see ``StateChange/items(_:)``).
struct ItemChange: Sendable {
  /// The snapshot edited.
  var snapshot: String
  /// Where the edit's items were and are.
  var moves: ItemMoves
  /// The `UUID()` sequence on the other side of the change (a short-syntax edit draws from it
  /// as it resolves its words; Swift between operations).
  var uuids: UUIDGenerator
  /// The random sequence on the other side of the change (Swift draws from it between
  /// operations).
  var random: SplitMix64
}
