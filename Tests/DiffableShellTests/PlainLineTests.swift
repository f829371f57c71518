import DiffableKit
import Testing

@testable import DiffableShell

/// The parser's fast path (``PlainLine``) against the full parser: wherever it answers, the
/// same commands; where the full parser fails, no answer.
@Suite("Plain lines: the parser's fast path")
struct PlainLineTests {
  /// What the full parser makes of `line`: its commands, or `nil` when it fails.
  private static func parsedInFull(_ line: String) -> [Command]? {
    var parser = LineParser(line)
    return try? parser.parseLine()
  }

  @Test(arguments: [
    "appendItems 1 2 3 to s12", "appendItems 1", "appendItems a b", "appendItems to to main",
    "appendItems 1 toSection main", "appendItems 1 TO main", "appendItems 1 2 to", "appendItems to",
    "appendItems 1 to main extra", "appendItems 1 to to", "appendItems true false to _", "appendItems",
    "appendItems 007 to s", "appendItems 123456789012345678 to s", "appendItems 1234567890123456789 to s",
    "appendItems 1_000", "appendItems 0x1F", "appendItems 1e3", "appendItems 12abc", "appendItems -1",
    "appendItems 1.5", "appendItems  1", " appendItems 1", "appendItems 1 ", "appendItems é",
    "appendItems 1 # note", "appendItems 1; apply", "appenditems 1", "moveItem 7 after 3",
    "moveItem 7 before 3",
    "moveItem 7 afterItem 3", "moveItem 7 beforeItem x", "moveItem 7 afterSection 3", "moveItem 7 AFTER 3",
    "moveItem before after after", "moveItem 7 after", "moveItem 7 3", "moveItem 7 after 3 4",
    "deleteItems 1 2 to", "deleteItems", "appendSections a b c", "appendSections to", "apply",
    "numberOfItems",
    "", "appendItems UUID", "appendItems Payment", "moveItem true after false",
  ])
  func answersAsTheFullParserDoes(line: String) {
    guard let fast = PlainLine.command(line) else { return }
    #expect(Self.parsedInFull(line) == [fast], "\(line)")
  }

  @Test func answersForTheLinesOfLongScripts() {
    for line in ["appendItems 1 2 3 to s12", "moveItem 7 after 3", "deleteItems 1 2", "appendSections a b"] {
      #expect(PlainLine.command(line) != nil, "\(line)")
    }
  }

  @Test func randomPlainLinesParseAsInFull() {
    var random = SplitMix64(seed: 21)
    let words = [
      "appendItems", "moveItem", "deleteItems", "appendSections", "to", "toSection", "before", "after",
      "afterItem", "beforeSection", "true", "false", "main", "s1", "_", "0", "42", "007", "Payment",
    ]
    for _ in 0..<5_000 {
      let count = Int(random.next(upperBound: 6 as UInt64)) + 1
      let line = (0..<count).map { _ in words[Int(random.next(upperBound: UInt64(words.count)))] }
        .joined(separator: " ")
      guard let fast = PlainLine.command(line) else { continue }
      #expect(Self.parsedInFull(line) == [fast], "\(line)")
    }
  }
}
