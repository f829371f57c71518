import DiffableEngine
import DiffableShell
import Testing

/// One line is one language: a line that mixes the short syntax and Swift across `;` is told
/// so, with the language it was read as and the caret at the other language's statement.
@Suite("A line mixing the two languages")
struct MixedLanguageTests {
  @Test(arguments: [
    ("appendSections main; let x = [1]", "'let x = [1]' is Swift", 22),
    ("appendSections main; for i in [1] { }", "'for i in [1] { }' is Swift", 22),
    ("appendSections main;   var s = NSDiffableDataSourceSnapshot<Int, Int>()", "is Swift", 24),
  ])
  func aShortSyntaxLineWithSwiftAfterASemicolon(line: String, says: String, caret: Int) {
    let output = SwiftSession().runScript(line, name: "s.diffable")
    #expect(
      output.first?.hasPrefix(
        "s.diffable:1: error: this line mixes the short syntax and Swift: it was read "
          + "as the short syntax") == true, "\(output)")
    #expect(output.first?.contains(says) == true, "\(output)")
    #expect(output.contains("    " + String(repeating: " ", count: caret - 1) + "^"), "\(output)")
    #expect(output.contains("  fix: one line is one language: put the Swift on a line of its own"))
  }

  @Test func aSwiftLineWithACommandAfterASemicolon() {
    let session = SwiftSession()
    let output = session.enter("let y = [1]; appendSections main")
    #expect(
      output.first
        == "error: 1:14: this line mixes Swift and the short syntax: it was read as Swift, as its first "
        + "statement is, and 'appendSections main' is a command of the short syntax", "\(output)")
    #expect(!session.state.isBound("y"))
  }

  @Test(arguments: [
    "appendSections main; echo \"a; let x = 1\"", "let s = \"x; appendSections y\"; print(s)",
  ])
  func aSemicolonInsideAStringSplitsNothing(line: String) {
    let output = SwiftSession().runScript(line, name: "s.diffable")
    #expect(!output.contains { $0.contains("error") }, "\(output)")
  }

  @Test func aWrongCommandAfterACommandIsStillItsOwnError() {
    let output = SwiftSession().runScript("appendSections main; apendItems 1", name: "s.diffable")
    #expect(output.first?.contains("unknown command 'apendItems'") == true, "\(output)")
  }
}
