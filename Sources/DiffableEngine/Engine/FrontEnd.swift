import DiffableKit

/// A second way into the session beside the short syntax (the Swift front end, in its own
/// module): the shell hands it every entry whose shape it claims, and it runs the entry,
/// performing the engine's typed operations (``EngineOperation``) through its host.
public protocol FrontEnd: Sendable {
  /// Whether `text` (an entry, or the first lines of one) is written in this front end's
  /// language. `wholeFile` is true for a file the front end owns (`FILE.swift`);
  /// `otherLanguageReads` says whether the other language reads `text`, for shapes only
  /// that can tell.
  func claims(_ text: String, wholeFile: Bool, otherLanguageReads: (String) -> Bool) -> Bool
  /// Whether a claimed entry is still open and needs another line.
  func needsContinuation(_ text: String) -> Bool
  /// Whether a complete entry ends with an `if` block that a next line starting with `else`
  /// would continue (Swift allows `}` and `else` on separate lines).
  func awaitsElse(_ text: String) -> Bool
  /// Whether `line` begins with the `else` that continues an entry ``awaitsElse(_:)`` held.
  func beginsWithElse(_ line: String) -> Bool
  /// Whether a script file is written in this front end's language (by its name).
  func ownsFile(named path: String) -> Bool
  /// Runs a claimed entry; its operations go through ``EntryHost/perform(_:at:place:interactive:)``.
  func run(_ text: String, location: InputLocation, interactive: Bool, in host: any EntryHost)
  /// The language's words for the engine's hints and fixes.
  var phrasing: any Phrasing { get }
  /// Whether `text` holds comments and nothing else: in a file the front end owns, comment lines
  /// are kept with the entry that follows them (its documentation, for `export swift`).
  func isOnlyComments(_ text: String) -> Bool
  /// Whether the front end claims no line outside a file it owns that is one plain edit of the
  /// short syntax (`appendItems 1 2 to main`, `moveItem 7 after 3`: one of the commands the
  /// shell's fast parser reads, then bare words and numbers with single blanks). The shell then
  /// runs such a line without asking ``claims(_:wholeFile:otherLanguageReads:)``: most lines of
  /// a long script are one, and asking costs as much as reading them.
  var leavesPlainEdits: Bool { get }
  /// The program that `entries` (the texts of the entries this front end ran, in order) make,
  /// laid out as one source file, for `export swift`; nil when the language has no such file.
  func layOut(_ entries: [String]) -> ProgramLayout?
  /// Reads a file the front end owns whole, before any of it runs, as the language's compiler
  /// would: returns its entries in the order they are to run, each then given to
  /// ``run(_:location:interactive:in:)`` at its location; nil when the front end reads files
  /// entry by entry as the shell gathers them. A file it refuses is reported through `host` and
  /// gives no entries.
  func readFile(_ lines: [String], name: String, in host: any EntryHost) -> [FileEntry]?
}

/// An entry of a file a front end reads whole (``FrontEnd/readFile(_:name:in:)``).
public struct FileEntry: Sendable {
  /// The lines of the file it shows (0-based, half-open), echoed before it runs.
  public var lines: Range<Int>
  /// Where it runs: the file, the line where its code starts, and its code from that line.
  public var location: InputLocation
  /// What the recording keeps of it: its code, with the comment lines above it.
  public var text: String
  /// Whether it has anything to run; an entry of comments, or of declarations that ran ahead of
  /// their place, only shows its lines.
  public var runs: Bool

  /// An entry showing `lines`, running `text` at `location` when `runs`.
  public init(lines: Range<Int>, location: InputLocation, text: String, runs: Bool) {
    (self.lines, self.location, self.text, self.runs) = (lines, location, text, runs)
  }
}

extension FrontEnd {
  /// No `else` continues an entry unless the front end says so.
  public func awaitsElse(_ text: String) -> Bool { false }

  /// No line continues a held entry unless the front end says so.
  public func beginsWithElse(_ line: String) -> Bool { false }

  /// No comments of its own unless the front end says so.
  public func isOnlyComments(_ text: String) -> Bool { false }

  /// Every line is asked about unless the front end says so.
  public var leavesPlainEdits: Bool { false }

  /// No program file unless the front end lays one out.
  public func layOut(_ entries: [String]) -> ProgramLayout? { nil }

  /// Files are read entry by entry unless the front end reads them whole.
  public func readFile(_ lines: [String], name: String, in host: any EntryHost) -> [FileEntry]? { nil }
}

/// What runs a front end's entry: it performs the front end's operations on the session
/// inside the open entry, prints their outcomes, and says when Ctrl-C asked to stop.
public protocol EntryHost: AnyObject {
  /// The session, as the operations so far left it.
  var session: Session { get }
  /// Asked inside long loops; throws when Ctrl-C asked to stop.
  var interruption: Interruption { get }
  /// Whether the session has ended (`quit`).
  var isStopped: Bool { get }
  /// Whether Ctrl-C is unwinding the entry.
  var isUnwinding: Bool { get }
  /// Runs one operation in the open entry and prints its outcome; `place` is where in the
  /// program an error of it is shown (the call that made the operation), else `location`.
  /// An apply of a snapshot value asks `cells` for its rows' cells when given.
  @discardableResult
  func perform(
    _ operation: EngineOperation, at location: InputLocation?, place: EntryPlace?, interactive: Bool,
    cells: (any CellProviding)?
  ) -> Outcome
  /// Prints an outcome the front end made itself (its own errors and notes).
  func report(_ outcome: Outcome, at location: InputLocation?, interactive: Bool)
  /// Notes that Ctrl-C stopped `command`, to report once the entry has unwound.
  func noteInterruption(command: String, at location: InputLocation?)
  /// The next `UUID()` of the session's seeded sequence.
  func nextUUID() -> String
  /// The next number of the session's seeded random sequence.
  func nextRandom() -> UInt64
  /// Whether the other language (the short syntax) reads `text` as its own.
  func otherLanguageReads(_ text: String) -> Bool
}

extension EntryHost {
  /// Runs one operation in the open entry, with the session's own cells (its cell templates).
  @discardableResult
  public func perform(
    _ operation: EngineOperation, at location: InputLocation?, place: EntryPlace? = nil, interactive: Bool
  )
    -> Outcome
  {
    perform(operation, at: location, place: place, interactive: interactive, cells: nil)
  }
}

/// Where an operation's error is shown: the call in the program that made it, which may be in
/// an earlier entry (a function it declared).
public struct EntryPlace: Sendable {
  /// The entry the call is in.
  public var location: InputLocation
  /// The call's column, 1-based and counted over the entry's whole text (the renderer finds the
  /// physical line from it).
  public var column: Int
  /// `LINE:COLUMN` in the entry, said before the message when the entry was typed at the prompt
  /// (a pasted block names its line, as the front end's own errors do); nil in a file, whose
  /// line the renderer names.
  public var named: String?

  /// A call at `column` of the entry at `location`, named `named` at the prompt.
  public init(location: InputLocation, column: Int, named: String?) {
    (self.location, self.column, self.named) = (location, column, named)
  }
}
