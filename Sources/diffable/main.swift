// TEMPORARY demo of the line editor (the lead replaces this file): echoes each line back.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

let historyPath =
  ProcessInfo.processInfo.environment["DIFFABLE_HISTORY"] ?? "/tmp/diffable-demo-history"
let historyLimit = Int(ProcessInfo.processInfo.environment["DIFFABLE_HISTORY_LIMIT"] ?? "") ?? 1000
let editor = LineEditor(
  programName: "diffable", historyURL: URL(fileURLWithPath: historyPath), historyLimit: historyLimit)
if let warning = editor.historyLoadWarning { print("warning: \(warning)") }
let commands = [
  "appendItems", "appendSections", "apply", "deleteItems", "deleteSections", "deleteAllItems",
  "insertItems", "insertSections", "moveItem", "moveSection", "reloadItems", "reloadSections",
  "reconfigureItems", "Café",
]
editor.completer = { _ in commands }
print("interactive: \(isInteractiveTerminal())")

loop: while true {
  switch editor.readLine(prompt: "\u{1B}[1;36mdiffable\u{1B}[0m> ") {
  case .line(let line):
    editor.addToHistory(line)
    print("echo: [\(line)] characters: \(line.count) scalars: \(line.unicodeScalars.count)")
  case .interrupted:
    print("(interrupted)")
  case .endOfInput:
    print("(end of input)")
    break loop
  }
}
if let warning = editor.saveHistory() { print("warning: \(warning)") }
