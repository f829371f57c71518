import DiffableEngine
import DiffableKit
import Foundation

/// The scripts a shell runs: a file, standard input, `source` inside them, with the bounds on
/// nesting and on the lines one `source` may run.
struct ScriptNesting {
  /// Lines run so far under the outermost `source` running now.
  var sourcedLines = 0
  /// How many `source` commands are running, one inside the other.
  var sourceNesting = 0
  /// The outermost `source` went over ``Shell/maxSourcedLines``: every script it started stops.
  var sourceBoundHit = false
  /// The canonical paths of the scripts running, outermost first (a script may not source
  /// one of them again).
  var stack: [String] = []
  /// Whether the script being run is a file the front end owns (`FILE.swift`).
  var inFrontEndFile = false
}

extension Shell {
  /// Runs a whole script text; `name` is used in `FILE:LINE:` messages. A script run from
  /// the command line or standard input (`topLevel`) that ends inside
  /// `tableView.beginUpdates` fails: its calls were never checked.
  public func runScript(_ text: String, name: String, topLevel: Bool = true) {
    runScript(ScriptText(text, name: name), topLevel: topLevel)
  }

  /// Runs a script's physical lines (see ``runScript(_:name:topLevel:)``); a caller that read
  /// the text itself lets it go before the lines run, so a long script is not held twice.
  func runScript(_ script: ScriptText, topLevel: Bool = true) {
    let name = script.name
    let savedFileKind = scripts.inFrontEndFile
    scripts.inFrontEndFile = frontEnd?.ownsFile(named: name) ?? false
    defer { scripts.inFrontEndFile = savedFileKind }
    if scripts.inFrontEndFile {
      let physical = script.lines
      if let entries = frontEnd?.readFile(physical, name: name, in: self) {
        runFileEntries(entries, of: physical, name: name, topLevel: topLevel)
      } else {
        runLines(of: script, topLevel: topLevel)
      }
    } else {
      runLines(of: script, topLevel: topLevel)
    }
    if isUnwinding && topLevel {
      isStopped = true
      finishInterruption()
      return
    }
    if topLevel && !isStopped, let batch = session.state.classic?.openBatch {
      let error = SessionError.unclosedBatch(calls: batch.calls.count, end: "the script \(name) ended")
      emit(Outcome(.tableViewBeginUpdates, error: error), at: nil, interactive: false)
    }
  }

  /// Runs a script's lines as the shell gathers them into entries (``ContinuedLines``).
  ///
  /// A line of one plain edit runs from its bytes in the script's text: it is made a String
  /// only when it is shown (``echo``, an error).
  private func runLines(of script: ScriptText, topLevel: Bool) {
    let name = script.name
    var gathered = ContinuedLines(frontEnd: frontEndReference, wholeFile: scripts.inFrontEndFile)
    var firstLine = 0
    var heldLine = 0
    for index in 0..<script.count {
      guard goesOn(at: script.location(ofLine: index), topLevel: topLevel) else { return }
      // Most lines of a long script are one plain edit: run as `run` would run them, unasked.
      // (Nothing is gathered or held then, so no held entry runs first.)
      if gathered.takesPlainEdits, let command = script.withBytes(ofLine: index, PlainLine.command) {
        if echo { output(Self.echoed(script[index])) }
        runCommands(CollectionOfOne(command), of: .scriptLine(script, index: index), interactive: false)
        continue
      }
      let line = script[index]
      // An entry that ended with an if block's `}` waited for this line: `else` continues it.
      if let held = gathered.release(before: line) {
        run(held, location: InputLocation(file: name, line: heldLine, text: held))
        guard !isStopped && !scripts.sourceBoundHit && !isUnwinding else { continue }
      }
      if gathered.isEmpty { firstLine = index + 1 }
      if echo { output(Self.echoed(line)) }
      let isLast = index == script.count - 1
      guard let logical = gathered.add(line) ?? (isLast ? gathered.flush() : nil) else { continue }
      if !isLast && gathered.hold(logical) {
        heldLine = firstLine
        continue
      }
      run(
        logical, location: InputLocation(file: name, line: firstLine, text: logical),
        claimed: gathered.claims(logical))
    }
  }

  /// A line as ``echo`` shows it, behind `> `.
  private static func echoed(_ line: String) -> String {
    line.isEmpty ? ">" : "> " + ControlCharacters.escaped(line)
  }

  /// Runs the entries of a file the front end read whole, echoing the lines each shows.
  private func runFileEntries(_ entries: [FileEntry], of physical: [String], name: String, topLevel: Bool) {
    for entry in entries {
      for index in entry.lines {
        let location = InputLocation(file: name, line: index + 1, text: physical[index])
        guard goesOn(at: location, topLevel: topLevel) else { return }
        if echo { output(Self.echoed(physical[index])) }
      }
      guard entry.runs else {
        recording.noteImports(in: entry.text)
        continue
      }
      guard goesOn(at: entry.location, topLevel: topLevel, countsLine: false) else { return }
      run(entry.text, location: entry.location, claimed: true)
    }
  }

  /// Whether a script goes on at `location`: not when it was stopped, interrupted (a script given
  /// on the command line stops there) or over the bound of `source` (`countsLine`: a line read).
  /// `location` is read only when it is reported.
  private func goesOn(
    at location: @autoclosure () -> InputLocation, topLevel: Bool, countsLine: Bool = true
  ) -> Bool {
    if !isUnwinding && interruption.isRequested() {
      noteInterruption(command: topLevel ? "script" : "source", at: location())
    }
    if isUnwinding && topLevel {
      // A script given on the command line (or standard input): it stops here.
      isStopped = true
      finishInterruption()
      return false
    }
    guard !isStopped && !scripts.sourceBoundHit && !isUnwinding else { return false }
    return scripts.sourceNesting == 0 || !countsLine || countSourcedLine(location())
  }

  /// Runs a script file given on the command line.
  /// - Returns: `false` when the file could not be read (exit status 2).
  @discardableResult
  public func runFile(_ path: String) -> Bool {
    let script: ScriptText
    switch ScriptFile.read(path) {
    case .failure(let error):
      reportUnreadable(error)
      return false
    case .success(let text): script = ScriptText(text, name: path)
    }
    scripts.stack.append(ScriptFile.canonical(path))
    defer { scripts.stack.removeLast() }
    recording.reserveSteps(script.count)
    runScript(script)
    return true
  }

  /// Runs standard input as a script named `<stdin>`, read with the limits of a script file.
  /// - Parameter isClosed: standard input was closed when the program started (its
  ///   descriptor now reads nothing): an error, not an empty script.
  /// - Returns: `false` when it could not be read (exit status 2).
  @discardableResult
  public func runStandardInput(isClosed: Bool = false) -> Bool {
    switch isClosed
      ? .failure(ScriptFile.readFailure("standard input", errno: EBADF)) : ScriptFile.readStandardInput()
    {
    case .failure(let error):
      reportUnreadable(error)
      return false
    case .success(let text):
      runScript(text, name: ScriptFile.standardInputName)
      return true
    }
  }

  func runSourced(_ path: String, from location: InputLocation?, interactive: Bool, tried: Bool) {
    let resolved = ScriptFile.resolve(path, relativeTo: location?.file)
    let canonical = ScriptFile.canonical(resolved)
    var failure: SessionError?
    if scripts.stack.contains(canonical) {
      failure = .sourceCycle(path: path)
    } else if scripts.stack.count >= Self.maxSourceDepth {
      failure = .sourceTooDeep(limit: Self.maxSourceDepth)
    }
    let text: String
    switch failure.map(Result<String, SessionError>.failure) ?? ScriptFile.read(resolved) {
    case .failure(let error):
      var outcome = Outcome(.source, error: error)
      outcome.isTried = tried
      emit(outcome, at: location, interactive: interactive)
      return
    case .success(let contents): text = contents
    }
    scripts.stack.append(canonical)
    defer { scripts.stack.removeLast() }
    if scripts.sourceNesting == 0 {
      scripts.sourcedLines = 0
      scripts.sourceBoundHit = false
    }
    scripts.sourceNesting += 1
    defer {
      scripts.sourceNesting -= 1
      if scripts.sourceNesting == 0 { scripts.sourceBoundHit = false }
    }
    let savedEcho = echo
    echo = false
    defer { echo = savedEcho }
    runScript(text, name: resolved, topLevel: false)
  }

  /// Counts one line run under `source`; past ``maxSourcedLines`` reports the line where the
  /// bound was reached, stops every script the outermost `source` started, and returns false.
  private func countSourcedLine(_ location: InputLocation) -> Bool {
    scripts.sourcedLines += 1
    guard scripts.sourcedLines > maxSourcedLines else { return true }
    scripts.sourceBoundHit = true
    let error = SessionError.sourceTooLong(limit: maxSourcedLines)
    emit(Outcome(.source, error: error), at: location, interactive: false)
    return false
  }
}
