/// The states `undo` steps back to, oldest first, bounded by ``Session/undoLimit`` steps at any
/// snapshot size: a kept state shares every node a later command did not change (snapshots are
/// persistent trees), so each step costs what its command changed, not what the snapshot holds.
///
/// Forgetting the oldest state is O(1) amortized: the entries sit in an array with a moving
/// start that is compacted now and then, where `Array.removeFirst` would move every kept state
/// on every command once the history is full.
struct UndoHistory: Sendable {
  private var entries: [(command: String, state: SessionState)?] = []
  private var start = 0
  /// The most steps kept.
  let stepLimit: Int

  /// An empty history keeping ``Session/undoLimit`` steps, or another limit (tests use small ones).
  init(stepLimit: Int = Session.undoLimit) {
    self.stepLimit = stepLimit
  }

  /// How many steps can be undone.
  var count: Int { entries.count - start }

  /// Keeps `state`, the state before `command`, then forgets the oldest states beyond
  /// ``Session/undoLimit``.
  mutating func push(_ command: String, _ state: SessionState) {
    entries.append((command, state))
    while count > stepLimit {
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
    return last
  }

  /// Forgets everything.
  mutating func removeAll() {
    entries = []
    start = 0
  }
}
