import DiffableShell
import Foundation

/// The interactive session: prompt, continuation lines, history, completion.
struct REPL {
  let shell: Shell
  let useLineEditor: Bool
  /// Text shown as already typed at the first prompt (a key pressed at a lesson's pause).
  var typedAhead: String?

  static let prompt = "diffable> "
  static let continuationPrompt = "...> "

  func run() {
    let banner =
      "diffable \(Diffable.version): the UIKit of iOS \(shell.session.settings.iOS). Type help, or a snapshot "
      + "command; Ctrl-D quits."
    outputTerminalWidth().map { banner.wrapped(toWidth: $0) }?.forEach(Output.line) ?? Output.line(banner)
    Output.flush()
    // A parse error's caret goes under the typed line, which stands behind the prompt (none
    // is shown without the line editor).
    shell.promptWidth = useLineEditor ? Self.prompt.count : 0
    if useLineEditor { runWithLineEditor() } else { runWithPlainInput() }
  }

  private func runWithLineEditor() {
    let editor = LineEditor(
      programName: "diffable",
      historyPath: HistoryFile.defaultPath(environment: ProcessInfo.processInfo.environment),
      drawsOnStandardError: isatty(1) == 0)
    if let warning = editor.historyLoadWarning { warn(warning) }
    editor.typedAhead = typedAhead
    shell.stepper = { prompt in
      LessonStepper.show(prompt)
      switch PauseKey.read() {
      case .next: return .next
      case .leave: return .leave
      case .typed(let text):
        // The lesson ends; the prompt opens with the key typed.
        editor.typedAhead = text
        return .leave
      }
    }
    editor.completer = { [shell] text in CompletionCandidates.candidates(for: text, in: shell.session.state) }
    var gathered = ContinuedLines(frontEnd: shell.frontEnd)
    func runEntry(_ entry: String) {
      // The editor gives a history warning once per session.
      if let warning = editor.addToHistory(entry) { warn(warning) }
      shell.run(entry, interactive: true)
    }
    func take(_ line: String) {
      if let held = gathered.release(before: line) { runEntry(held) }
      if let logical = gathered.add(line), !gathered.hold(logical) { runEntry(logical) }
    }
    loop: while !shell.didQuit {
      Output.flush()
      // A Ctrl-C the last command did not stop at (it came after its last check) must not drop
      // the next line typed.
      _ = takeInterrupt()
      let input = editor.readLine(prompt: gathered.isEmpty ? Self.prompt : Self.continuationPrompt)
      // The width now, not before the prompt: the window may have been resized while typing.
      shell.wrapWidth = outputTerminalWidth()
      switch input {
      case .endOfInput:
        if let logical = gathered.flush() { shell.run(logical, interactive: true) }
        break loop
      case .interrupted:
        gathered.discard()
      case .notUTF8(let line):
        gathered.discard()
        Output.line(
          "error: the line holds bytes that are not UTF-8 (shown as \u{FFFD}), so nothing was run: "
            + ControlCharacters.escaped(line))
        Output.line("  fix: set the terminal's character encoding to UTF-8, then type the line again")
      case .line(let line):
        // A block (a pasted struct, a for loop) is one history entry, recalled whole by Up;
        // one warning per session when the history file cannot be written. An if block's `}`
        // waits one line for `else` (the `...>` prompt); any other line runs it first.
        take(line)
      case .pasted(let typed, let pasted):
        let lines = (typed + pasted).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let shown = pasted.split(separator: "\n", omittingEmptySubsequences: false).map {
          ControlCharacters.escaped(String($0))
        }
        // Swift pasted whole (a file, a view controller) is one entry, read as one program: a
        // type may come below the code that uses it, a chain may go on over several lines.
        if gathered.isEmpty, let block = PastedBlock.wholeEntry(lines, frontEnd: shell.frontEnd) {
          editor.showPaste(shown, after: typed, continuationPrompt: Self.continuationPrompt)
          runEntry(block)
        } else {
          // Else line by line, as if typed: each shown after the prompt it would have had.
          editor.showPaste(Array(shown.prefix(1)), after: typed, continuationPrompt: Self.continuationPrompt)
          take(lines[0])
          for (line, text) in zip(lines.dropFirst(), shown.dropFirst()) where !shell.didQuit {
            Output.flush()
            editor.showPastedLine(text, prompt: gathered.isEmpty ? Self.prompt : Self.continuationPrompt)
            take(line)
          }
        }
      case .pasteTooLong:
        gathered.discard()
        Output.line(
          "error: the paste is longer than \(KeyReader.pasteLimit >> 20) MB, so nothing of it was run")
        Output.line("  fix: save it to a file and run it with source FILE")
      }
    }

    Output.flush()
    if let warning = editor.saveHistory() { warn(warning) }
  }

  private func warn(_ warning: String) {
    Output.line("warning: " + ControlCharacters.escaped(warning))
  }

  /// Standard input is a terminal but neither standard output nor standard error is: no editing,
  /// no prompt.
  private func runWithPlainInput() {
    var gathered = ContinuedLines(frontEnd: shell.frontEnd)
    while !shell.didQuit, let line = readLine(strippingNewline: true) {
      if let held = gathered.release(before: line) { shell.run(held, interactive: true) }
      guard let logical = gathered.add(line), !gathered.hold(logical) else { continue }
      shell.run(logical, interactive: true)
      Output.flush()
    }
    if !shell.didQuit, let logical = gathered.flush() { shell.run(logical, interactive: true) }
  }
}
