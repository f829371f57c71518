import DiffableKit
import DiffableSwift
import Testing

@testable import DiffableShell

/// The shell runs a line of one plain edit (``PlainLine``) without asking the Swift front end
/// about it (``FrontEnd/leavesPlainEdits``): the front end must claim none, and a line inside an
/// entry still gathered is no such line.
@Suite("Plain edits beside Swift")
struct PlainEditTests {
  @Test func theSwiftFrontEndClaimsNoPlainEdit() {
    let frontEnd = SwiftFrontEnd()
    #expect(frontEnd.leavesPlainEdits)
    var random = SplitMix64(seed: 34)
    let words = [
      "appendItems", "moveItem", "deleteItems", "appendSections", "to", "toSection", "before", "after",
      "afterItem", "true", "false", "main", "s1", "_", "0", "42", "tableView", "let", "var", "if", "for",
      "struct", "func", "import", "print", "snapshot",
    ]
    var plain = 0
    for _ in 0..<5_000 {
      let count = Int(random.next(upperBound: 6 as UInt64)) + 1
      let line = (0..<count).map { _ in words[Int(random.next(upperBound: UInt64(words.count)))] }
        .joined(separator: " ")
      guard PlainLine.command(line) != nil else { continue }
      plain += 1
      #expect(!frontEnd.claims(line, wholeFile: false), "\(line)")
    }
    #expect(plain > 100)
  }

  @Test func aPlainLineInsideASwiftStringIsNoEdit() {
    let session = SwiftSession()
    let output = session.runScript(
      "appendSections main\nlet text = \"\"\"\nappendItems 5 to main\n\"\"\"\nprint(text)\nappendItems 6 to main\n",
      name: "test.diffable")
    #expect(output == ["appendItems 5 to main"], "\(output)")
    #expect(session.items == ["6"])
  }
}
