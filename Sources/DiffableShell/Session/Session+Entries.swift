/// One entry (a typed line, a pasted block, one line of a script), whatever its language, is
/// one transaction: one step of undo however many operations it ran, and when it fails,
/// nothing of it stays. The script runner opens the entry before its first command and
/// closes it after its last.
///
/// ```swift
/// session.beginEntry()
/// session.perform(.edit(.appendItems([.int(1)], toSection: nil), snapshot: "snapshot"))
/// session.perform(.edit(.appendItems([.int(2)], toSection: nil), snapshot: "snapshot"))
/// session.endEntry(named: "for i in [1, 2] { ... }", failed: false)  // one undo step
/// ```
struct OpenEntry: Sendable {
  /// The state as the entry found it, restored with the rest when the entry fails.
  var state: SessionState
  /// The settings as the entry found them.
  var settings: Settings
  /// The undo history as the entry found it.
  var undoStack: UndoHistory
  /// The redo history as the entry found it.
  var redoStack: [(command: String, state: SessionState)]
  /// How many steps the entry's operations committed so far.
  var commits = 0
  /// Whether it ran `undo`, `redo` or `reset`, which rewrite the history themselves.
  var rewroteHistory = false
}

extension Session {
  /// Opens an entry: what runs until ``endEntry(named:failed:)`` is one step.
  /// - Precondition: no entry is open.
  public mutating func beginEntry() {
    precondition(entry == nil, "an entry is already open")
    entry = OpenEntry(state: state, settings: settings, undoStack: undoStack, redoStack: redoStack)
  }

  /// Whether an entry is open.
  public var isInEntry: Bool { entry != nil }

  /// Whether the open entry has changed the state so far (a failure now takes that back).
  public var entryChangedState: Bool { (entry?.commits ?? 0) > 0 }

  /// Closes the entry. When it `failed`, the session is put back as the entry found it (its
  /// state, settings and history); otherwise the steps it committed become one undo step,
  /// named `name`.
  /// - Returns: whether a failure took back changes the entry had made.
  @discardableResult
  public mutating func endEntry(named name: String, failed: Bool) -> Bool {
    guard let open = entry else { return false }
    entry = nil
    if failed {
      (state, settings, undoStack, redoStack) = (open.state, open.settings, open.undoStack, open.redoStack)
      return open.commits > 0
    }
    if open.commits > 1 && !open.rewroteHistory {
      undoStack = open.undoStack
      undoStack.push(name, open.state)
      redoStack = []
    }
    return false
  }

  /// Counts a committed step in the open entry.
  mutating func noteCommit() { entry?.commits += 1 }

  /// Notes that the open entry ran `undo`, `redo` or `reset`.
  mutating func noteHistoryRewrite() { entry?.rewroteHistory = true }
}
