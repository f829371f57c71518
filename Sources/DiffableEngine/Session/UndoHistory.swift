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

  /// What ``push(_:_:)`` did, for ``unpush(_:)``: the states it forgot, oldest first.
  struct Pushed: Sendable {
    fileprivate var forgotten: [(command: String, state: SessionState)] = []
  }

  /// Keeps `state`, the state before `command`, then forgets the oldest states beyond
  /// ``Session/undoLimit``.
  @discardableResult
  mutating func push(_ command: String, _ state: consuming SessionState) -> Pushed {
    var pushed = Pushed()
    entries.append((command, consume state))
    while count > stepLimit {
      // Taken out, not copied: a copy of a state retains every part of it.
      if let oldest = entries[start].take() { pushed.forgotten.append(oldest) }
      start += 1
    }
    if start >= stepLimit {
      entries.removeFirst(start)
      start = 0
    }
    return pushed
  }

  /// Takes back the newest ``push(_:_:)``, `pushed`: its state goes, and what it forgot comes
  /// back.
  mutating func unpush(_ pushed: Pushed) {
    _ = popLast()
    for oldest in pushed.forgotten.reversed() {
      if start > 0 {
        start -= 1
        entries[start] = oldest
      } else {
        entries.insert(oldest, at: 0)
      }
    }
  }

  /// Gives the newest state the name `command` (an entry's steps, collapsed into one).
  mutating func renameLast(_ command: String) {
    guard count > 0, let last = entries[entries.count - 1] else { return }
    entries[entries.count - 1] = (command, last.state)
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
