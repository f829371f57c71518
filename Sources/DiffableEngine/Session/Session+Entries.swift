import DiffableKit

/// One entry (a typed line, a pasted block, one line of a script), whatever its language, is
/// one transaction: one step of undo however many operations it ran, and when it fails,
/// nothing of it stays. The script runner opens the entry before its first command and
/// closes it after its last (a line of one snapshot edit, one transaction already, needs none).
///
/// ```swift
/// session.beginEntry()
/// session.perform(.edit(.appendItems([.int(1)], toSection: nil), snapshot: "snapshot"), phrasing: ...)
/// session.perform(.edit(.appendItems([.int(2)], toSection: nil), snapshot: "snapshot"), phrasing: ...)
/// session.endEntry(named: "for i in [1, 2] { ... }", failed: false)  // one undo step
/// ```
///
/// The entry's first commit pushes a step of undo; its later commits add their changes to that
/// step (``UndoHistory/appendToLast(_:)``). Nothing copies the state or the histories, which
/// undo's 200 kept steps would make a cost per command: a failed entry takes its step back off
/// the history and reverts it (``UndoHistory/unpush(_:)``, ``UndoStep/undo(_:)``). Only an
/// entry that runs `undo`, `redo` or `reset` keeps a copy of the histories as they were before
/// it rewrote them, with the state it found, and its commands are steps of their own.
struct OpenEntry: Sendable {
  /// The settings as the entry found them.
  var settings: Settings
  /// The seeded sequences as the entry found them (a client draws from them between
  /// operations, outside any step).
  var uuids: UUIDGenerator
  var random: SplitMix64
  /// The redo history as the entry found it (its first commit empties it).
  var redoStack: [UndoStep]
  /// How many steps the entry's operations committed so far.
  var commits = 0
  /// Whether the step is named by the entry's text even after one commit (a client's program
  /// changed: ``EngineOperation/programChanged(entry:)`` names no command).
  var isNamedByText = false
  /// The step the entry pushed, with what pushing it forgot, while its commits collapse.
  var pushed: UndoHistory.Pushed?
  /// The histories just before the entry first ran `undo`, `redo` or `reset`, the step it had
  /// pushed by then, and the state the entry found.
  var historyBeforeRewrite: HistoryBeforeRewrite?
}

/// What an entry that runs `undo`, `redo` or `reset` keeps to put the session back when it fails
/// (see ``OpenEntry/historyBeforeRewrite``); boxed, as few entries need it and every entry is
/// moved with each of its commits.
final class HistoryBeforeRewrite: Sendable {
  let undo: UndoHistory
  let redo: [UndoStep]
  let pushed: UndoHistory.Pushed?
  let state: SessionState

  init(undo: UndoHistory, redo: [UndoStep], pushed: UndoHistory.Pushed?, state: SessionState) {
    (self.undo, self.redo, self.pushed, self.state) = (undo, redo, pushed, state)
  }
}

extension Session {
  /// Opens an entry: what runs until ``endEntry(named:failed:)`` is one step.
  /// - Precondition: no entry is open.
  public mutating func beginEntry() {
    precondition(entry == nil, "an entry is already open")
    entry = OpenEntry(settings: settings, uuids: state.uuids, random: state.random, redoStack: redoStack)
  }

  /// Whether an entry is open.
  public var isInEntry: Bool { entry != nil }

  /// Whether the open entry has changed the state so far (a failure now takes that back).
  public var entryChangedState: Bool { (entry?.commits ?? 0) > 0 }

  /// Closes the entry. When it `failed`, the session is put back as the entry found it (its
  /// state, settings and history); otherwise the steps it committed are one undo step, named
  /// `name` when there were several (worked out only then: most entries run one command).
  /// - Returns: whether a failure took back changes the entry had made.
  @discardableResult
  public mutating func endEntry(named name: @autoclosure () -> String, failed: Bool) -> Bool {
    guard let open = entry.take() else { return false }
    guard failed else {
      if open.commits > 1 || open.isNamedByText, open.pushed != nil { undoStack.renameLast(name()) }
      return false
    }
    settings = open.settings
    if let before = open.historyBeforeRewrite {
      (state, undoStack, redoStack) = (before.state, before.undo, before.redo)
      if let pushed = before.pushed {
        _ = undoStack.unpush(pushed)
        redoStack = open.redoStack
      }
    } else if let pushed = open.pushed {
      if var step = undoStack.unpush(pushed) { step.undo(&state) }
      redoStack = open.redoStack
    }
    (state.uuids, state.random) = (open.uuids, open.random)
    return open.commits > 0
  }

  /// Makes `next` the state, recording the state before it for undo under `name` (see
  /// ``commit(_:as:)``).
  ///
  /// The state before `next` is moved into the history, not copied (a copy retains every part
  /// of the state, once per line).
  mutating func commit(state next: consuming SessionState, as name: String) {
    var previous = consume next
    swap(&state, &previous)
    commit(.state(previous), as: name)
  }

  /// Records `change`, which the state has just gone through, for undo under `name`: one step
  /// per command outside an entry, one per entry inside one.
  mutating func commit(_ change: consuming StateChange, as name: String) {
    guard entry != nil else {
      undoStack.push(UndoStep(name, change))
      if !redoStack.isEmpty { redoStack = [] }
      return
    }
    // The entry is changed where it is: a copy of it would retain what it holds.
    entry!.commits += 1
    if entry!.historyBeforeRewrite != nil {
      // After undo, redo or reset, each command is a step of its own.
      undoStack.push(UndoStep(name, change))
      if !redoStack.isEmpty { redoStack = [] }
    } else if entry!.pushed == nil {
      let pushed = undoStack.push(UndoStep(name, change))
      entry!.pushed = pushed
      if !redoStack.isEmpty { redoStack = [] }
    } else {
      undoStack.appendToLast(change)
    }
  }

  /// Notes, before `undo`, `redo` or `reset` changes them, the histories of the open entry and
  /// the state it found: the state now with the entry's step taken back, on a copy.
  mutating func noteHistoryRewrite() {
    guard var open = entry, open.historyBeforeRewrite == nil else { return }
    var found = state
    if open.pushed != nil, var step = undoStack.last { step.undo(&found) }
    (found.uuids, found.random) = (open.uuids, open.random)
    open.historyBeforeRewrite = HistoryBeforeRewrite(
      undo: undoStack, redo: redoStack, pushed: open.pushed, state: found)
    entry = open
  }
}
