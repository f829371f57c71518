import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("Lines: separators, comments, prefixes, try? and case")
struct ParserLineTests {
  @Test func blankAndCommentLinesHoldNoCommands() throws {
    #expect(try CommandParser.parse("") == [])
    #expect(try CommandParser.parse("   \t ") == [])
    #expect(try CommandParser.parse("# a comment (with [ an open bracket") == [])
    #expect(try CommandParser.parse(";;  ; ") == [])
  }

  @Test func semicolonsSeparateCommands() throws {
    #expect(
      try CommandParser.parse("appendSections main; appendItems a b; apply")
        == [
          .appendSections([sym("main")]), .appendItems([sym("a"), sym("b")], toSection: nil),
          .apply(animatingDifferences: true),
        ])
    #expect(try CommandParser.parse("undo;redo;") == [.undo, .redo])
  }

  @Test func aCommentEndsTheLine() throws {
    #expect(
      try CommandParser.parse("appendItems a b # then c; apply") == [
        .appendItems([sym("a"), sym("b")], toSection: nil)
      ])
    #expect(try CommandParser.parse("undo#no space needed") == [.undo])
  }

  @Test func commentsEndAtTheNewLineOfAContinuedLine() throws {
    #expect(
      try CommandParser.parse("appendItems a # first\n b") == [
        .appendItems([sym("a"), sym("b")], toSection: nil)
      ])
  }

  @Test func newLinesOfAContinuedLineAreSpace() throws {
    #expect(
      try CommandParser.parse("snapshot.appendItems([\n  a,\n  b\n], toSection: .main)")
        == [.appendItems([sym("a"), sym("b")], toSection: sym("main"))])
    #expect(
      try CommandParser.parse("appendItems a \n b") == [.appendItems([sym("a"), sym("b")], toSection: nil)])
  }

  @Test func tryOptionalWrapsTheCommand() throws {
    #expect(try command("try? deleteItems a") == .tryOptional(.deleteItems([sym("a")])))
    #expect(try command("try? snapshot.deleteItems([a])") == .tryOptional(.deleteItems([sym("a")])))
    #expect(try command("try? try? undo") == .tryOptional(.undo))
    #expect(try CommandParser.parse("try? undo; redo") == [.tryOptional(.undo), .redo])
  }

  @Test func plainTryAndTryBangRunTheCommandAsIs() throws {
    #expect(try command("try undo") == .undo)
    #expect(try command("try! undo") == .undo)
  }

  @Test func prefixesAreIgnored() throws {
    #expect(try command("snapshot.undo") == .undo)
    #expect(try command("dataSource.apply()") == .apply(animatingDifferences: true))
    #expect(try command("SNAPSHOT.appendSections main") == .appendSections([sym("main")]))
  }

  @Test(arguments: ["appendSections", "APPENDSECTIONS", "appendsections", "AppendSections", "aPpEnDsEcTiOnS"])
  func commandNamesIgnoreCase(name: String) throws {
    #expect(try command("\(name) main") == .appendSections([sym("main")]))
  }

  @Test func valuesKeepTheirCase() throws {
    #expect(try command("appendSections Main main") == .appendSections([sym("Main"), sym("main")]))
  }

  @Test func whitespaceOfAnyKindSeparates() throws {
    #expect(try command("appendSections\ta\u{00A0}b") == .appendSections([sym("a"), sym("b")]))
  }
}
