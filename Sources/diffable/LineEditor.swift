import CLibEdit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line of input from the person.
enum LineInput: Equatable {
  /// A line, without its trailing newline.
  case line(String)
  /// Ctrl-C: the line being typed is dropped.
  case interrupted
  /// Ctrl-D on an empty line (or standard input closed).
  case endOfInput
  /// A line that held bytes that are not UTF-8 (a terminal set to Latin-1): each bad byte is
  /// shown as U+FFFD here, and the line must not run.
  case notUTF8(String)
  /// Text pasted (the terminal's bracketed paste) that holds several lines, after what was typed
  /// before it on the line; not shown yet (see ``LineEditor/showPaste(_:continuationPrompt:)``).
  case pasted(typed: String, pasted: String)
  /// A paste longer than ``KeyReader/pasteLimit``: nothing of it may run.
  case pasteTooLong
}

/// The interactive line editor: libedit with emacs key bindings, history (arrow keys, kept in a
/// file between sessions), Tab completion and coloured prompts.
///
/// Use it only when `isInteractiveTerminal()`; otherwise read plain lines. Create one per process:
/// it owns the terminal's settings while it reads.
final class LineEditor {
  /// A Tab completer: given the text before the cursor, the candidates for the word being typed
  /// (full words). The editor inserts their common prefix, or lists them when that adds nothing.
  var completer: ((_ textBeforeCursor: String) -> [String])?

  /// Text to show as already typed at the next prompt (a key pressed at a lesson's pause).
  var typedAhead: String?

  /// Why the history file was not loaded although it exists (unreadable, or not a libedit
  /// history file), for the caller to print; nil when it loaded or did not exist.
  private(set) var historyLoadWarning: String?

  private let editLine: OpaquePointer
  private let history: OpaquePointer
  /// Where entered lines are kept between sessions; nil keeps them in memory only.
  private let historyFile: HistoryFile?
  /// Entered lines not yet in the history file (it could not be written).
  private var unsavedEntries: [String] = []
  /// Whether a warning about the history file was given already (one per session).
  private var historyWarned = false
  /// The current prompt in libedit's form, owned here because libedit keeps the pointer that the
  /// prompt callback returns.
  private var promptCString: UnsafeMutablePointer<CChar>
  /// The prompt of the line being read, to find where the line ends on the screen.
  private var currentPrompt = EditorPrompt("")
  /// Whether the editor draws on standard error (standard output is not a terminal).
  let drawsOnStandardError: Bool
  /// Decodes the typed bytes, noting those that are not UTF-8.
  fileprivate var keys = KeyReader()

  /// Starts libedit on standard input and output (or standard error) and loads the history.
  ///
  /// - Parameters:
  ///   - programName: the name `~/.editrc` sections would use; `~/.editrc` (or `$EDITRC`) is read.
  ///   - historyPath: the history file (see ``HistoryFile``); nil keeps history in memory only.
  ///   - drawsOnStandardError: draw the prompt and the line on standard error, for a session
  ///     whose standard output is a pipe (`diffable | tee log`).
  init(programName: String, historyPath: String?, drawsOnStandardError: Bool = false) {
    enableMultibyteInput()
    installInterruptHandler()
    TerminalSignals.install()
    guard let editLine = clibedit_init(programName, drawsOnStandardError ? 1 : 0),
      let history = history_init()
    else {
      fatalError("libedit could not start (el_init/history_init failed)")
    }
    self.editLine = editLine
    self.history = history
    self.drawsOnStandardError = drawsOnStandardError
    self.promptCString = strdup("")
    let opened = historyPath.map(HistoryFile.at)
    self.historyFile = opened?.file
    historyLoadWarning = opened?.warning

    _ = clibedit_history_set_size(history, Int32(HistoryFile.entryLimit))
    _ = clibedit_history_set_unique(history, 1)
    _ = clibedit_set_history(editLine, history)
    _ = clibedit_set_editor(editLine, "emacs")
    // Signals are diffable's (see TerminalSignals): libedit's handlers send them on to the whole
    // process group.
    _ = clibedit_set_signal_handling(editLine, 0)
    _ = clibedit_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
    _ = clibedit_set_prompt(editLine, lineEditorPrompt, CChar(EditorPrompt.literalMarker.asciiValue!))
    _ = clibedit_set_read_function(editLine, lineEditorReadCharacter)
    keys.signalArrived = { [editLine] in
      if TerminalSignals.takeResize() { el_resize(editLine) }
      if TerminalSignals.takeContinue() { _ = clibedit_refresh(editLine) }
    }
    _ = clibedit_add_function(editLine, "diffable-complete", "Complete the word", lineEditorComplete)
    _ = clibedit_bind(editLine, "^I", "diffable-complete")
    // The person's own settings (`bind`, `edit`...) come last, so that they win.
    _ = el_source(editLine, nil)

    if let historyFile {
      let (entries, warning) = historyFile.load()
      for entry in entries { _ = clibedit_history_enter(history, entry) }
      if historyLoadWarning == nil { historyLoadWarning = warning }
    }
  }

  deinit {
    el_end(editLine)
    history_end(history)
    free(promptCString)
  }

  /// Reads the next line, with `prompt` before it.
  ///
  /// `prompt` may contain ANSI colour sequences: they take no columns in the cursor arithmetic.
  /// On a terminal, the cursor is left at the start of a fresh line in every case (Ctrl-C shows
  /// `^C` after the dropped line, Ctrl-D shows `^D`).
  func readLine(prompt: String) -> LineInput {
    currentPrompt = EditorPrompt(prompt)
    free(promptCString)
    promptCString = strdup(currentPrompt.libeditText)
    _ = takeInterrupt()
    keys.sawInvalidUTF8 = false
    // The width may have changed while a command ran.
    if TerminalSignals.takeResize() { el_resize(editLine) }
    TerminalSignals.willEdit(drawingOn: drawsOnStandardError ? 2 : 1)
    _ = clibedit_prepare_terminal(editLine)
    TerminalSignals.didTakeTerminal()
    if let typedAhead {
      el_push(editLine, typedAhead)
      self.typedAhead = nil
    }
    var byteCount: Int32 = 0
    errno = 0
    // The terminal marks pasted text (bracketed paste) while a line is read, so that a pasted
    // file arrives whole instead of as lines typed one after the other.
    if Self.terminalMarksPastes { clibedit_write_output(Self.bracketedPasteOn, drawsOnStandardError ? 1 : 0) }
    let read = el_gets(editLine, &byteCount)
    if Self.terminalMarksPastes {
      clibedit_write_output(Self.bracketedPasteOff, drawsOnStandardError ? 1 : 0)
    }
    TerminalSignals.didEdit()
    guard let bytes = read, byteCount > 0 else {
      // Ctrl-C inside a libedit command that reads keys itself (incremental search) comes back
      // as end of file: the handler's mark tells it apart.
      let interrupted = takeInterrupt() || (byteCount < 0 && errno == EINTR)
      if isatty(drawsOnStandardError ? 2 : 1) != 0 {
        clibedit_write_output(interrupted ? endOfInterruptedLine() : "\n", drawsOnStandardError ? 1 : 0)
      }
      return interrupted ? .interrupted : .endOfInput
    }
    // The buffer is libedit's and is reused by the next call: copy it now.
    var text = String(
      decoding: UnsafeRawBufferPointer(start: bytes, count: Int(byteCount)), as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    if let pasted = keys.takePastedLines() {
      guard !keys.pasteWasTooLong else { return .pasteTooLong }
      return keys.sawInvalidUTF8 ? .notUTF8(text + pasted) : .pasted(typed: text, pasted: pasted)
    }
    return keys.sawInvalidUTF8 ? .notUTF8(text) : .line(text)
  }

  /// Whether to ask the terminal for bracketed paste: not a terminal that `TERM` calls `dumb`
  /// (or does not name), which shows escape sequences as text.
  static let terminalMarksPastes: Bool = {
    guard let name = getenv("TERM").map({ String(cString: $0) }) else { return false }
    return !name.isEmpty && name != "dumb"
  }()
  static let bracketedPasteOn = "\u{1B}[?2004h"
  static let bracketedPasteOff = "\u{1B}[?2004l"

  /// Shows a paste that ``readLine(prompt:)`` returned, as if typed: its first line after the
  /// text typed before it, each further line after `continuationPrompt`.
  /// - Parameters:
  ///   - lines: The paste's lines, made safe to print (no control characters).
  ///   - typed: What was typed before the paste on the prompt's line.
  func showPaste(_ lines: [String], after typed: String, continuationPrompt: String) {
    let descriptor: Int32 = drawsOnStandardError ? 2 : 1
    guard isatty(descriptor) != 0 else { return }
    let width = Int(clibedit_terminal_columns(descriptor))
    // The editor ended the line: the cursor is at the start of the next row. Back to where the
    // typed text ended.
    var output = "\u{1B}[1A\r"
    if width > 0 {
      let end = ScreenPosition().advanced(by: currentPrompt.visibleText, width: width).advanced(
        by: typed, width: width)
      if end.column > 0 { output += "\u{1B}[\(end.column)C" }
    }
    output += lines.first ?? ""
    for line in lines.dropFirst() { output += "\r\n" + continuationPrompt + line }
    clibedit_write_output(output + "\r\n", drawsOnStandardError ? 1 : 0)
  }

  /// Shows a line of a paste taken line by line, after the prompt it would have had if typed.
  func showPastedLine(_ line: String, prompt: String) {
    guard isatty(drawsOnStandardError ? 2 : 1) != 0 else { return }
    clibedit_write_output(prompt + line + "\r\n", drawsOnStandardError ? 1 : 0)
  }

  /// What to write after Ctrl-C: `^C` after the end of the dropped line, then a newline.
  ///
  /// The signal leaves the cursor where it was in the line, which may be rows above the line's
  /// end; writing there would overwrite the rest. libedit keeps the line until the next read.
  private func endOfInterruptedLine() -> String {
    guard let layout = screenLayout() else { return "^C\n" }
    var output = String(repeating: "\n", count: layout.end.row - layout.cursor.row) + "\r"
    if layout.end.column > 0 { output += "\u{1B}[\(layout.end.column)C" }
    return output + "^C\n"
  }

  /// Where the cursor and the end of the line are on the screen, relative to the start of the
  /// prompt, laid out as libedit does; nil when the width of the terminal is unknown.
  private func screenLayout() -> (cursor: ScreenPosition, end: ScreenPosition)? {
    let width = Int(clibedit_terminal_columns(drawsOnStandardError ? 2 : 1))
    guard width > 0, let info = el_line(editLine), let buffer = info.pointee.buffer,
      let cursor = info.pointee.cursor, let end = info.pointee.lastchar
    else { return nil }
    func text(_ from: UnsafePointer<CChar>, _ to: UnsafePointer<CChar>) -> String {
      String(decoding: UnsafeRawBufferPointer(start: from, count: to - from), as: UTF8.self)
    }
    let start = ScreenPosition().advanced(by: currentPrompt.visibleText, width: width)
    let cursorPosition = start.advanced(by: text(buffer, cursor), width: width)
    return (cursorPosition, cursorPosition.advanced(by: text(cursor, end), width: width))
  }

  /// Adds a line to the history (arrow keys) and to the history file at once: empty lines and
  /// a line equal to the previous entry are skipped.
  ///
  /// - Returns: a warning when the history file could not be written (the line is kept and
  ///   written with the next one).
  @discardableResult
  func addToHistory(_ line: String) -> String? {
    guard line.contains(where: { !$0.isWhitespace }) else { return nil }
    _ = clibedit_history_enter(history, line)
    return saveHistory(adding: [line])
  }

  /// Writes the entered lines not yet in the history file (see ``HistoryFile/append(_:)``);
  /// lines that could not be written are tried again with the next one.
  ///
  /// - Returns: a warning to print the first time the file could not be written (or written
  ///   as expected) in this session; nil after that, so a full disk is said once, not per line.
  func saveHistory(adding entries: [String] = []) -> String? {
    guard let historyFile else { return nil }
    unsavedEntries += entries
    guard !unsavedEntries.isEmpty else { return nil }
    let warning: String?
    switch historyFile.append(unsavedEntries) {
    case .saved(let saveWarning):
      unsavedEntries = []
      warning = saveWarning
    case .failed(let failure):
      warning = failure
    }
    guard let warning, !historyWarned else { return nil }
    historyWarned = true
    return warning
  }

  /// The C string libedit shows as the prompt.
  fileprivate var prompt: UnsafeMutablePointer<CChar> { promptCString }

  /// Runs Tab completion on the line being edited.
  fileprivate func complete() -> CompletionAction {
    guard let completer, let info = el_line(editLine) else { return .beep }
    let start = UnsafeRawPointer(info.pointee.buffer!)
    let length = UnsafeRawPointer(info.pointee.cursor!) - start
    let textBeforeCursor = String(
      decoding: UnsafeRawBufferPointer(start: start, count: length), as: UTF8.self)
    return CompletionAction(textBeforeCursor: textBeforeCursor, candidates: completer(textBeforeCursor))
  }

  /// The byte under the cursor, nil at the end of the line.
  private func characterAfterCursor() -> UInt8? {
    guard let info = el_line(editLine), let cursor = info.pointee.cursor,
      let end = info.pointee.lastchar, cursor < end
    else { return nil }
    return UInt8(bitPattern: cursor.pointee)
  }

  /// Applies a completion to the line; the libedit status (`CC_*`) to return from the key handler.
  fileprivate func perform(_ action: CompletionAction) -> Int32 {
    switch action {
    case .beep:
      return CC_REFRESH_BEEP
    case .replace(let deleting, var inserting):
      // Completing a word in the middle of the line: step over the space that already follows
      // instead of doubling it.
      let stepsOverSpace = inserting.hasSuffix(" ") && characterAfterCursor() == UInt8(ascii: " ")
      if stepsOverSpace { inserting.removeLast() }
      if deleting > 0 { el_deletestr(editLine, Int32(deleting)) }
      if !inserting.isEmpty, el_insertstr(editLine, inserting) != 0 { return CC_REFRESH_BEEP }
      if stepsOverSpace { _ = el_cursor(editLine, 1) }
      return CC_REFRESH
    case .list(let candidates):
      let width = clibedit_terminal_columns(drawsOnStandardError ? 2 : 1)
      let layout = screenLayout() ?? (ScreenPosition(), ScreenPosition())
      // Start below the whole line, not below the cursor's row.
      var output = String(repeating: "\n", count: layout.end.row - layout.cursor.row + 1) + "\r"
      output += completionListing(candidates, terminalColumns: width > 0 ? Int(width) : 80)
      // CC_REDISPLAY first moves up to where it believes the prompt is, as many rows as the
      // cursor is below it: leave that many rows so that it lands below the listing.
      output += String(repeating: "\n", count: layout.cursor.row)
      clibedit_write_output(output, drawsOnStandardError ? 1 : 0)
      return CC_REDISPLAY
    }
  }
}

/// libedit's prompt callback: the prompt of the editor that owns `editLine`.
private func lineEditorPrompt(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
  lineEditor(of: editLine)?.prompt
}

/// libedit's Tab handler.
private func lineEditorComplete(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  guard let editor = lineEditor(of: editLine) else { return UInt8(CC_ERROR) }
  return UInt8(editor.perform(editor.complete()))
}

/// The C callbacks cannot capture: the editor is found through libedit's client data.
private func lineEditor(of editLine: OpaquePointer?) -> LineEditor? {
  guard let editLine, let data = clibedit_client_data(editLine) else { return nil }
  return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
}

/// libedit's read function: one character from standard input, decoded here so that bytes
/// that are not UTF-8 are noticed instead of dropped.
private func lineEditorReadCharacter(
  _ editLine: OpaquePointer?, _ character: UnsafeMutablePointer<wchar_t>?
) -> Int32 {
  guard let editor = lineEditor(of: editLine), let character else { return -1 }
  return editor.keys.read(into: character)
}
