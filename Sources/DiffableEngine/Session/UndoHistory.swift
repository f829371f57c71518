/// One step of undo or redo: the command (or entry) it is named by, and the changes its
/// operations made, in the order they were made (see ``StateChange``).
struct UndoStep: Sendable {
  /// What `undo` and `redo` say they took back or made again.
  var command: String
  /// The first change (most steps make one: kept inline, with no array to allocate).
  private var first: StateChange
  /// The changes after the first, oldest first.
  private var later: [StateChange] = []

  /// A step of one change.
  init(_ command: String, _ change: consuming StateChange) {
    self.command = command
    first = change
  }

  /// Adds a change made after the others (an entry's later operations).
  mutating func append(_ change: consuming StateChange) {
    later.append(change)
  }

  /// Takes the step back: reverts its changes, newest first. The step then holds what redoes
  /// them (``redo(_:)``).
  mutating func undo(_ state: inout SessionState) {
    if !later.isEmpty {
      var reverted: [StateChange] = []
      reverted.reserveCapacity(later.count)
      // Popped, not read: a change read out of the array would be a copy.
      while let change = later.popLast() { reverted.append(change.revert(&state)) }
      reverted.reverse()
      later = reverted
    }
    first = first.revert(&state)
  }

  /// Makes the step again: reverts its undone changes, oldest first. The step then holds what
  /// undoes them (``undo(_:)``).
  mutating func redo(_ state: inout SessionState) {
    first = first.revert(&state)
    guard !later.isEmpty else { return }
    var reverted: [StateChange] = []
    reverted.reserveCapacity(later.count)
    later.reverse()
    while let change = later.popLast() { reverted.append(change.revert(&state)) }
    later = reverted
  }
}

/// The steps `undo` steps back through, oldest first, bounded by ``Session/undoLimit`` steps at
/// any snapshot size: a kept state shares every node a later command did not change, and an
/// item edit keeps only the items it moved (see ``StateChange``), so each step costs what its
/// command changed, not what the snapshot holds.
///
/// Forgetting the oldest step is O(1) amortized: the steps sit in an array with a moving start
/// that is compacted now and then, where `Array.removeFirst` would move every kept step on
/// every command once the history is full.
struct UndoHistory: Sendable {
  private var entries: [UndoStep?] = []
  private var start = 0
  /// The most steps kept.
  let stepLimit: Int

  /// An empty history keeping ``Session/undoLimit`` steps, or another limit (tests use small ones).
  init(stepLimit: Int = Session.undoLimit) {
    self.stepLimit = stepLimit
  }

  /// How many steps can be undone.
  var count: Int { entries.count - start }

  /// What ``push(_:)`` did, for ``unpush(_:)``: the step it forgot, if any.
  struct Pushed: Sendable {
    fileprivate var forgotten: UndoStep?
  }

  /// Keeps `step`, then forgets the oldest steps beyond the step limit.
  @discardableResult
  mutating func push(_ step: consuming UndoStep) -> Pushed {
    var pushed = Pushed()
    entries.append(consume step)
    if count > stepLimit {
      // Taken out, not copied: a copy of a state retains every part of it.
      pushed.forgotten = entries[start].take()
      start += 1
    }
    if start >= stepLimit {
      entries.removeFirst(start)
      start = 0
    }
    return pushed
  }

  /// Keeps `state`, the state before `command`, as a step (see ``push(_:)``).
  @discardableResult
  mutating func push(_ command: String, _ state: consuming SessionState) -> Pushed {
    push(UndoStep(command, .state(state)))
  }

  /// Adds `change` to the newest step (an entry's later operations join its step).
  mutating func appendToLast(_ change: consuming StateChange) {
    precondition(count > 0, "no step to add to")
    entries[entries.count - 1]!.append(change)
  }

  /// Takes back the newest ``push(_:)``, `pushed`: its step is returned, and what it forgot
  /// comes back.
  mutating func unpush(_ pushed: Pushed) -> UndoStep? {
    let last = popLast()
    if let oldest = pushed.forgotten {
      if start > 0 {
        start -= 1
        entries[start] = oldest
      } else {
        entries.insert(oldest, at: 0)
      }
    }
    return last
  }

  /// Gives the newest step the name `command` (an entry's steps, collapsed into one).
  mutating func renameLast(_ command: String) {
    guard count > 0 else { return }
    entries[entries.count - 1]?.command = command
  }

  /// The newest step.
  var last: UndoStep? { count > 0 ? entries[entries.count - 1] : nil }

  /// The newest step, removed.
  mutating func popLast() -> UndoStep? {
    guard count > 0, let last = entries.removeLast() else { return nil }
    return last
  }

  /// Forgets everything.
  mutating func removeAll() {
    entries = []
    start = 0
  }
}
