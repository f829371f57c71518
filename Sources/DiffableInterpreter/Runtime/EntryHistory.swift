/// The entries the program ran, kept so that the session's `undo` and `redo` take back and put
/// back what each one did to the program (its variables, its objects' fields, its declarations),
/// as they do to the session's state.
///
/// Each kept entry has its number, the journal that undoes it (or, once undone, the one that
/// redoes it) and the declared types before and after it. Only the last
/// ``EntryHistory/limit`` entries are kept, as the session keeps 200 steps of undo.
struct EntryHistory {
  /// The most entries kept for undo.
  static let limit = 256

  /// The program's declarations at one moment (restored as a value).
  struct Declarations {
    var types: [String: TypeInfo]
    var aliases: [String: TypeName]
    var computedGlobals: Set<String>
  }

  struct Record {
    var entry: Int
    var journal: Journal
    var before: Declarations
    var after: Declarations
  }

  /// The entries that stand, oldest first.
  private(set) var done: [Record] = []
  /// The entries undone, the most recently undone last.
  private(set) var undone: [Record] = []

  /// Keeps a committed entry; what was undone can no longer be redone.
  mutating func append(_ record: Record) {
    done.append(record)
    if done.count > Self.limit { done.removeFirst(done.count - Self.limit) }
    undone.removeAll()
  }

  /// Takes back the last entry that stands, or nil when none does.
  mutating func popDone() -> Record? { done.popLast() }

  /// Takes back the last entry undone, or nil when none was.
  mutating func popUndone() -> Record? { undone.popLast() }

  /// Keeps an undone entry for redo.
  mutating func pushUndone(_ record: Record) { undone.append(record) }

  /// Keeps a redone entry as standing again (what is left undone can still be redone).
  mutating func pushDone(_ record: Record) { done.append(record) }

  /// The number of the last entry that stands, or 0.
  var lastEntry: Int { done.last?.entry ?? 0 }
}
