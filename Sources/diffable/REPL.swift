import DiffableShell
import Foundation

/// The interactive session: prompt, continuation lines, history, completion.
struct REPL {
  let shell: Shell
  let useLineEditor: Bool

  static let prompt = "diffable> "
  static let continuationPrompt = "...> "

  func run() {
    Output.line(
      "diffable \(Diffable.version): the UIKit of iOS \(shell.session.settings.iOS). Type help, or a snapshot command; Ctrl-D quits."
    )
    Output.flush()
    // A parse error's caret goes under the typed line, which stands behind the prompt (none
    // is shown without the line editor).
    shell.promptWidth = useLineEditor ? Self.prompt.count : 0
    if useLineEditor { runWithLineEditor() } else { runWithPlainInput() }
  }

  private func runWithLineEditor() {
    let editor = LineEditor(programName: "diffable", historyURL: Self.historyURL())
    if let warning = editor.historyLoadWarning { Output.line("warning: " + ControlCharacters.escaped(warning)) }
    shell.stepper = { prompt in
      Output.line(prompt)
      Output.flush()
      guard case .line(let answer) = editor.readLine(prompt: "") else { return .leave }
      return ["q", "quit"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) ? .leave : .next
    }
    editor.completer = { [shell] text in CompletionCandidates.candidates(for: text, in: shell.session.state) }
    var gathered = ContinuedLines()
    loop: while !shell.didQuit {
      Output.flush()
      switch editor.readLine(prompt: gathered.isEmpty ? Self.prompt : Self.continuationPrompt) {
      case .endOfInput:
        if let logical = gathered.flush() { shell.run(logical, interactive: true) }
        break loop
      case .interrupted:
        gathered.discard()
      case .line(let line):
        editor.addToHistory(line)
        if let logical = gathered.add(line) { shell.run(logical, interactive: true) }
      }
    }
    Output.flush()
    if let warning = editor.saveHistory() { Output.line("warning: " + ControlCharacters.escaped(warning)) }
  }

  /// Standard input is a terminal but standard output is not: no editing, no prompt.
  private func runWithPlainInput() {
    var gathered = ContinuedLines()
    while !shell.didQuit, let line = readLine(strippingNewline: true) {
      guard let logical = gathered.add(line) else { continue }
      shell.run(logical, interactive: true)
      Output.flush()
    }
    if !shell.didQuit, let logical = gathered.flush() { shell.run(logical, interactive: true) }
  }

  /// `$DIFFABLE_HISTORY`, else `$XDG_STATE_HOME/diffable/history`, else
  /// `~/.local/state/diffable/history`.
  static func historyURL() -> URL? {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["DIFFABLE_HISTORY"] { return path.isEmpty ? nil : URL(fileURLWithPath: path) }
    let state =
      environment["XDG_STATE_HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
    return state.appendingPathComponent("diffable/history")
  }
}
