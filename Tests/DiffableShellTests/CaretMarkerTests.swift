import DiffableSwift
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Where an error in a logical line of several physical lines is shown: the line named and
/// the caret, checked against a marker written in the source text (`1️⃣`, as swift-format's
/// tests mark places) rather than against counted blanks.
@Suite("Error places across the lines of an entry, by marker")
struct CaretMarkerTests {
  /// `text` without its marker, and the marker's 0-based line and 1-based column (counted
  /// over the whole text, in characters, as errors count them).
  private static func marked(_ text: String) -> (text: String, line: Int, column: Int, entryColumn: Int) {
    let marker = "1️⃣"
    let parts = text.components(separatedBy: marker)
    precondition(parts.count == 2, "one marker")
    let before = parts[0]
    let line = before.filter { $0 == "\n" }.count
    let column =
      before.count
      - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
    return (parts.joined(), line, column, before.count + 1)
  }

  /// The file line named and the caret's column under the quoted source line.
  private static func place(of lines: [String]) -> (line: Int, caretColumn: Int)? {
    guard let error = lines.first(where: { $0.contains(": error: ") }),
      let caret = lines.first(where: { $0.trimmingCharacters(in: .whitespaces) == "^" })
    else { return nil }
    let number = error.split(separator: ":")[1]
    return (Int(number) ?? -1, caret.count - 4)
  }

  @Test(arguments: [
    "1️⃣appendItems 1\nappendItems 2",
    "appendItems 1\n1️⃣appendItems 2",
    "a\nb\nc\nfour1️⃣\nfive",
    "a\nb\nc\nfour\n1️⃣five",
    "a\nb\nc\nfo1️⃣ur\nfive",
    "a\n\n1️⃣\nd",
    "only line1️⃣",
  ])
  func theRendererNamesTheMarkedLineAndPutsTheCaretUnderTheMarker(_ source: String) {
    let (text, line, column, entryColumn) = Self.marked(source)
    let error = SessionError.located(.nothingToUndo, column: entryColumn, place: nil)
    let lines = TextRenderer(color: false).errorLines(
      error, at: InputLocation(file: "s.diffable", line: 10, text: text), tried: false)
    let found = Self.place(of: lines)
    #expect(found?.line == 10 + line, "\(lines)")
    #expect(found?.caretColumn == column, "\(lines)")
    let quoted = lines.first { $0.hasPrefix("    ") && $0.trimmingCharacters(in: .whitespaces) != "^" }
    #expect(quoted == "    " + text.components(separatedBy: "\n")[line], "\(lines)")
  }

  /// Through the Swift front end: a pasted block's errors, parse and run-time alike, at the
  /// end of a line and at the start of the next.
  @Test(arguments: [
    "var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()\nsnapshot.appendSections([0])\nlet a = 1\nsnapshot.appendItems([1, 21️⃣\nlet b = 2",
    "var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()\nsnapshot.appendSections([0])\nlet a = 1\nlet c = 3\n1️⃣snapshot.appendItems([1, 1])",
    "var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()\nsnapshot.appendSections([0])\nlet a = 1\n1️⃣snapshot.appendItems([1, 1])\nlet b = 2",
    // UIKit's exception, raised by the session, at the call inside the method that made it.
    CaretMarkerTests.listController + "\nlist.loadViewIfNeeded()\nlist.addWithoutTheModel()",
  ])
  func aSwiftBlocksErrorsAreNamedAtTheMarkedPlace(_ source: String) {
    let (text, line, column, _) = Self.marked(source)
    var output: [String] = []
    var settings = Settings()
    settings.color = false
    let shell = Shell(settings: settings) { output.append($0) }
    shell.frontEnd = SwiftFrontEnd()
    shell.runScript(text, name: "s.swift")
    let found = Self.place(of: output)
    #expect(found?.line == 1 + line, "\(output)")
    #expect(found?.caretColumn == column, "\(output)")
  }

  /// A table view controller whose method tells its table of a row its model does not have,
  /// marked at that call.
  private static let listController = """
    final class ListController: UITableViewController {
      var items = ["a"]
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
      }
      func addWithoutTheModel() {
        1️⃣tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      }
    }
    let list = ListController()
    """

  /// At the prompt, a refusal of the session (UIKit's exception) names its line and column in
  /// the entry whose code made the call: the block pasted before, whose method the line calls.
  @Test func aRefusalAtThePromptNamesThePlaceOfTheCallInItsEntry() {
    let (text, line, column, _) = Self.marked(Self.listController)
    var output: [String] = []
    var settings = Settings()
    settings.color = false
    let shell = Shell(settings: settings) { output.append($0) }
    shell.frontEnd = SwiftFrontEnd()
    shell.run(text, interactive: true)
    shell.run("list.loadViewIfNeeded()", interactive: true)
    output = []
    shell.run("list.addWithoutTheModel()", interactive: true)
    let sourceLine = text.components(separatedBy: "\n")[line]
    let error = output.first { $0.hasPrefix("error: ") }
    #expect(error?.hasPrefix("error: \(line + 1):\(column): *** Terminating app") == true, "\(output)")
    let quoted = output.firstIndex { $0 == "    " + sourceLine }
    #expect(quoted != nil, "\(output)")
    if let quoted {
      #expect(output[quoted + 1] == "    " + String(repeating: " ", count: column - 1) + "^", "\(output)")
    }
  }
}
