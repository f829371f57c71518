import DiffableEngine
import DiffableInterpreter
import DiffableKit

/// The Swift front end: Swift runs as written in the interpreter (one interpreter for the session,
/// so that what an entry declares the next one uses), what it prints is reported line by line,
/// and its data source's applies are the engine's
/// (``EngineOperation/applyValue(_:animatingDifferences:)``), reported as the shell reports every
/// apply. Which entries are Swift is told by their shape (``SwiftShape``).
///
/// The program's cell provider runs for each row the session's table view asks for (the engine
/// asks, through ``CellProviding``), and the cells show what it set.
///
/// An entry that changed the program (its variables, its declarations) is a step of the
/// session's undo: `undo` and `redo` take it back and put it back (``Interpreter/standAt(_:)``).
///
/// The short syntax's working snapshot is the program's global `snapshot`: both languages edit
/// the one snapshot (the interpreter takes it before each entry and gives it back after).
///
/// ```swift
/// shell.frontEnd = SwiftFrontEnd()
/// ```
public struct SwiftFrontEnd: FrontEnd {
  private let session = InterpreterSession()

  /// A front end with a fresh interpreter.
  public init() {}

  /// Runs `body` (the scripts of a run) on a thread with the interpreter's large stack, where each
  /// Swift entry then runs without being handed to another thread.
  public static func onInterpreterStack<T>(_ body: @escaping () -> T) -> T {
    let box = UncheckedResult(body)
    try? LargeStack.run(stackSize: Interpreter.stackSize) { box.run() }
    return box.result!
  }

  /// Whether `text` is Swift by its shape (see ``SwiftShape``); in a `.swift` file, always.
  public func claims(_ text: String, wholeFile: Bool, otherLanguageReads: (String) -> Bool) -> Bool {
    wholeFile
      || SwiftShape.isSwift(text) { text in
        // Once the program declares its own `tableView`, `tableView.reloadData()` is a call of it.
        !(text.drop { $0 == " " }.hasPrefix("tableView") && session.interpreter.declaresGlobal("tableView"))
          && otherLanguageReads(text)
      }
  }

  /// A plain edit (a name, then names and numbers after single blanks) is no Swift shape: no
  /// keyword, call, closure or assignment (``SwiftShape/isSwift(_:shortSyntaxReads:)``).
  public var leavesPlainEdits: Bool { true }

  /// Whether a Swift entry is still open (an unclosed brace, parenthesis, string or comment).
  public func needsContinuation(_ text: String) -> Bool { SwiftShape.needsContinuation(text) }

  /// Whether the entry's last statement is an `if` (or `else if`) chain without a final `else`.
  public func awaitsElse(_ text: String) -> Bool { SwiftShape.awaitsElse(text) }

  /// `else`, `  else {`, `else if`: the keyword, not a longer name (`elsewhere`).
  public func beginsWithElse(_ line: String) -> Bool { Self.beginsWithElse(line) }

  /// ``beginsWithElse(_:)``, without a front end (which makes an interpreter).
  static func beginsWithElse(_ line: String) -> Bool {
    let rest = line.drop { $0 == " " || $0 == "\t" }
    guard rest.hasPrefix("else") else { return false }
    guard let next = rest.dropFirst(4).first else { return true }
    return !(next.isLetter || next.isNumber || next == "_")
  }

  /// Whether `text` is Swift comments and nothing else (at least one comment).
  public func isOnlyComments(_ text: String) -> Bool {
    SwiftShape.isOnlyComments(text)
  }

  /// The largest `.swift` file read whole (1 MB, some 30,000 lines of app code).
  public static let wholeFileLimit = 1 << 20

  /// Whether `path` names a Swift file (`.swift`).
  public func ownsFile(named path: String) -> Bool { path.hasSuffix(".swift") }

  /// Swift's words for the engine's hints and fixes.
  public var phrasing: any Phrasing { SwiftPhrasing() }

  /// The program's entries laid out as one file (``SwiftLayout``), with the types the session's
  /// data source took from the program.
  public func layOut(_ entries: [String]) -> ProgramLayout? {
    let (parts, facts) = SwiftLayout.layOut(entries)
    let types = session.interpreter.sessionDataSourceTypes.map {
      ProgramLayout.ElementTypes(section: $0.section, item: $0.item)
    }
    var layout = ProgramLayout(
      entries: parts, declaredNames: facts.declaredNames, sessionDataSourceTypes: types,
      makesOwnTableView: facts.makesOwnTableView, drawsIdentities: facts.drawsIdentities,
      dependsOnChance: facts.drawsRandomNumbers || session.interpreter.readsUnorderedOrder,
      reuseIdentifiers: facts.reuseIdentifiers)
    layout.queuesWork = facts.queuesWork
    return layout
  }

  /// Reads a `.swift` file whole, as swiftc does (``Interpreter/compileFile(_:file:entry:)``):
  /// checked as one unit before any of it runs, its declarations known throughout; its entries
  /// are its top-level statements. A refused file is one entry, of all its lines, that reports
  /// the error when it runs. A file over ``wholeFileLimit`` is read entry by entry, as a script.
  public func readFile(_ lines: [String], name: String, in host: any EntryHost) -> [FileEntry]? {
    let text = lines.joined(separator: "\n")
    // Its tree would take about 10 KB a line: a generated file of a hundred thousand lines runs
    // as the short syntax's scripts do, a statement at a time.
    guard text.utf8.count <= Self.wholeFileLimit else { return nil }
    let whole = InputLocation(file: name, line: 1, text: text)
    let number = session.begin(text, at: whole)
    session.interpreter.iOSVersion = host.session.settings.iOS
    do {
      let compiled = try session.interpreter.compileFile(text, file: name, entry: number)
      var entries: [FileEntry] = []
      var prepared: [(InputLocation, PreparedEntry)] = []
      for step in compiled.steps {
        let location = InputLocation(file: name, line: step.line, text: step.code)
        entries.append(
          FileEntry(
            lines: (step.lines.lowerBound - 1)..<(step.lines.upperBound - 1), location: location,
            text: step.text,
            runs: step.runs))
        if step.runs { prepared.append((location, .step(step))) }
      }
      session.prepare(prepared)
      return entries
    } catch {
      session.prepare([(whole, .refused(error))])
    }
    return [FileEntry(lines: 0..<lines.count, location: whole, text: text, runs: true)]
  }

  /// Runs `text` as one entry of the program (or the entry of a file read whole that stands at
  /// `location`); an error is reported at its line and column.
  public func run(_ text: String, location: InputLocation, interactive: Bool, in host: any EntryHost) {
    let prepared = session.takePrepared(at: location)
    if prepared == nil, let refused = EntryChecks.beforeParsing(text, at: location) {
      host.report(Outcome(command: "swift", error: refused), at: location, interactive: interactive)
      return
    }
    let entry = session.begin(prepared == nil ? text : location.text, at: location)
    let bridge = HostBridge(host: host, location: location, interactive: interactive)
    bridge.pending = session.heldLine
    session.heldLine = ""
    // An error inside a function an earlier entry declared is shown in that entry's text.
    bridge.reportError = { [session, unowned bridge] error in
      let (place, source) = session.entries[error.location.entry] ?? (location, text)
      bridge.report(error, in: source, at: place)
    }
    bridge.place = { [session] call in
      let (place, source) = session.entries[call.entry] ?? (location, text)
      let column = EntryColumn.of(line: call.line, utf8Column: call.column, in: source)
      return EntryPlace(
        location: place, column: column, named: place.isInteractive ? "\(call.line):\(call.column)" : nil)
    }
    let interpreter = session.interpreter
    interpreter.uikit = bridge
    interpreter.iOSVersion = host.session.settings.iOS
    interpreter.shouldStop = { host.interruption.isRequested() }
    // UUID() and random values from the session's seeded sequences, as the short syntax's are.
    interpreter.nextUUID = { host.nextUUID() }
    interpreter.nextRandom = { host.nextRandom() }
    defer {
      interpreter.uikit = nil
      (interpreter.nextUUID, interpreter.nextRandom, interpreter.shouldStop) = (nil, nil, { false })
    }
    // The program stands where the session's undo history says (`undo` and `redo` move it).
    interpreter.standAt(host.session.state.programEntry)
    do {
      switch prepared {
      case nil: try interpreter.run(text, file: location.file, entry: entry) { bridge.print($0) }
      case .step(let step)?: try interpreter.run(step, entry: entry) { bridge.print($0) }
      case .refused(let error)?:
        bridge.reportError(error)
        return
      }
      if case .step? = prepared, session.hasPreparedEntries {
        (session.heldLine, bridge.pending) = (bridge.pending, "")
      } else {
        bridge.flush()
      }
      if interpreter.lastStandingEntry == entry {
        // The program changed: a step of undo, whatever else the entry did.
        host.perform(.programChanged(entry: entry), at: location, interactive: interactive)
      }
    } catch let error as InterpreterError where error.isInterruption {
      // Ctrl-C: the shell undoes the entry typed, or stops the script, and says `interrupted`.
      bridge.flush()
      host.noteInterruption(command: "swift", at: location)
    } catch let error as InterpreterError {
      bridge.flush()
      guard !bridge.reportedRefusal else { return }
      if prepared == nil, error.stage == .syntax,
        let mixed = EntryChecks.mixedLine(text, at: location, host: host)
      {
        host.report(Outcome(command: "swift", error: mixed), at: location, interactive: interactive)
        return
      }
      bridge.tookBackChanges = interpreter.failedEntryHadChanges
      bridge.reportError(error)
    } catch {
      bridge.flush()
      host.report(
        Outcome(
          command: "swift",
          error: .diagnostic(Diagnostic(id: "swift", message: "\(error)", fix: nil, column: nil))),
        at: location, interactive: interactive)
    }
  }
}

/// An entry of a file read whole, waiting for its turn: a compiled step, or the file's refusal.
private enum PreparedEntry {
  case step(CompiledFile.Step)
  case refused(InterpreterError)
}

/// The interpreter kept for the session (the front end is a value; the program lives on), and
/// every entry it ran, by number, for errors inside the functions they declared.
private final class InterpreterSession: @unchecked Sendable {
  let interpreter: Interpreter = {
    let interpreter = Interpreter()
    // Code shown without its view controller uses the session's data source and table view.
    interpreter.providesSessionObjects = true
    // UIKit's later API by its Swift name (`reconfigureItems(_:)`'s `reconfigureItems`).
    interpreter.laterAPI = Dictionary(
      APIMember.allCases.compactMap(\.introduced).map { (String($0.api.prefix { $0 != "(" }), $0.version) },
      uniquingKeysWith: min)
    return interpreter
  }()
  private(set) var entries: [Int: (location: InputLocation, text: String)] = [:]
  /// A line an entry of a file read whole began printing (`print(i, terminator: " ")`), which the
  /// file's next entry goes on, as the compiled program's output does.
  var heldLine = ""
  /// The entries of the file read whole last that have not run yet, in order.
  private var prepared: [(location: InputLocation, entry: PreparedEntry)] = []
  private var nextPrepared = 0

  /// Keeps a file's entries for ``takePrepared(at:)``, replacing those of an earlier file.
  func prepare(_ entries: [(InputLocation, PreparedEntry)]) {
    prepared = entries.map { (location: $0.0, entry: $0.1) }
    nextPrepared = 0
  }

  /// The file's next entry when it stands at `location`, which it then leaves; else nil (the
  /// entry is text to compile).
  func takePrepared(at location: InputLocation) -> PreparedEntry? {
    guard nextPrepared < prepared.count, prepared[nextPrepared].location == location else { return nil }
    defer {
      nextPrepared += 1
      if nextPrepared == prepared.count { prepare([]) }
    }
    return prepared[nextPrepared].entry
  }

  /// Whether entries of the file read whole last are still to run.
  var hasPreparedEntries: Bool { nextPrepared < prepared.count }

  /// Numbers the entry `text` found at `location` (from 1).
  func begin(_ text: String, at location: InputLocation) -> Int {
    let number = entries.count + 1
    entries[number] = (location, text)
    return number
  }
}
