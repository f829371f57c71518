import DiffableShell
import Foundation

/// The shell whose state Tab completion reads (C callbacks cannot capture).
nonisolated(unsafe) private var completionShell: Shell?

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
    if useLineEditor { runWithLineEditor() } else { runWithPlainInput() }
  }

  private func runWithLineEditor() {
    let editor = LineEditor(programName: "diffable", historyURL: Self.historyURL())
    if let warning = editor.historyLoadWarning { Output.line("warning: " + ControlCharacters.escaped(warning)) }
    completionShell = shell
    shell.stepper = { prompt in
      Output.line(prompt)
      Output.flush()
      guard case .line(let answer) = editor.readLine(prompt: "") else { return .leave }
      return ["q", "quit"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) ? .leave : .next
    }
    editor.completer = { text in
      guard let shell = completionShell else { return [] }
      return CompletionCandidates.candidates(for: text, in: shell.session.state)
    }
    var gathered = ContinuedLines(frontEnd: shell.frontEnd)
    loop: while !shell.didQuit {
      Output.flush()
      // A Ctrl-C the last command did not stop at (it came after its last check) must not drop
      // the next line typed.
      _ = takeInterrupt()
      switch editor.readLine(prompt: gathered.isEmpty ? Self.prompt : Self.continuationPrompt) {
      case .endOfInput:
        if let logical = gathered.flush() { shell.run(logical, interactive: true) }
        break loop
      case .interrupted:
        gathered.discard()
      case .line(let line):
        // A block (a pasted struct, a for loop) is one history entry, recalled whole by Up.
        if let logical = gathered.add(line) {
          editor.addToHistory(logical)
          shell.run(logical, interactive: true)
        }
      }
    }
    Output.flush()
    if let warning = editor.saveHistory() { Output.line("warning: " + ControlCharacters.escaped(warning)) }
  }

  /// Standard input is a terminal but standard output is not: no editing, no prompt.
  private func runWithPlainInput() {
    var gathered = ContinuedLines(frontEnd: shell.frontEnd)
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
