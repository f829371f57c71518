/// The states `undo` steps back to, oldest first, bounded by ``Session/undoLimit`` steps and
/// by ``Session/undoItemBudget`` items (one step is always kept).
///
/// Forgetting the oldest state is O(1) amortized: the entries sit in an array with a moving
/// start that is compacted now and then, where `Array.removeFirst` would move every kept state
/// on every command once the history is full.
struct UndoHistory: Sendable {
  private var entries: [(command: String, state: SessionState)?] = []
  private var start = 0
  /// ``weight(of:)`` summed over the kept states.
  private var weight = 0
  /// The most steps kept.
  let stepLimit: Int
  /// The most identifiers kept, over all the kept states (one step is always kept).
  let itemBudget: Int

  /// An empty history with the session's bounds, or others (tests use small ones).
  init(stepLimit: Int = Session.undoLimit, itemBudget: Int = Session.undoItemBudget) {
    self.stepLimit = stepLimit
    self.itemBudget = itemBudget
  }

  /// How many steps can be undone.
  var count: Int { entries.count - start }

  /// Keeps `state`, the state before `command`, then forgets the oldest states beyond the
  /// bounds.
  mutating func push(_ command: String, _ state: SessionState) {
    entries.append((command, state))
    weight += Self.weight(of: state)
    while count > 1 && (count > stepLimit || weight > itemBudget) {
      weight -= entries[start].map { Self.weight(of: $0.state) } ?? 0
      entries[start] = nil
      start += 1
    }
    if start >= stepLimit {
      entries.removeFirst(start)
      start = 0
    }
  }

  /// The newest state, removed.
  mutating func popLast() -> (command: String, state: SessionState)? {
    guard count > 0, let last = entries.removeLast() else { return nil }
    weight -= Self.weight(of: last.state)
    return last
  }

  /// Forgets everything.
  mutating func removeAll() {
    entries = []
    start = 0
    weight = 0
  }

  /// What a kept state counts against ``Session/undoItemBudget``: its working and applied
  /// snapshots counted whole (they share most storage with the states around them, so this
  /// overestimates, on the safe side).
  static func weight(of state: SessionState) -> Int {
    1 + state.working.numberOfItems + state.dataSource.snapshot.numberOfItems
  }
}
