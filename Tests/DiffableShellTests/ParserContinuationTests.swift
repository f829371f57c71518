import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("A line continues after a trailing backslash or an open bracket")
struct ParserContinuationTests {
  @Test(arguments: [
    "appendItems a \\", "appendItems a \\  \t", "snapshot.appendItems([a,", "appendItems(", "[",
    "struct Payment {",
    "tableView.performBatchUpdates {", "tableView.performBatchUpdates {\n  tableView.reloadData",
    "appendItems \"(\" (", "appendItems a # comment\n b \\", "echo text goes on \\", "undo; echo more \\",
    "appendItems \"a\" \\", "appendItems ( # ) in a comment", "{ [ ( ) ]",
  ])
  func continues(text: String) {
    #expect(LogicalLines.needsContinuation(text))
  }

  @Test(arguments: [
    "", "appendItems a b", "appendItems([a, b], toSection: .main)", "appendItems \"(\"",
    "appendItems \"[{\" # (",
    "# (", "appendItems a # \\", "echo (see above", "try? echo [", "undo; echo {", "source my(file",
    "appendItems a)",
    ") (", "tableView.performBatchUpdates {\n  tableView.reloadData\n}", "appendItems \"abc \\",
    "appendItems \\ b",
    "struct P { a }", "appendItems a] [",
  ])
  func isComplete(text: String) {
    #expect(!LogicalLines.needsContinuation(text))
  }

  @Test func aStringDoesNotSpanLines() {
    #expect(LogicalLines.needsContinuation("appendItems \"abc\n(") == true)
    #expect(LogicalLines.needsContinuation("appendItems \"a(\nb\"") == false)
  }

  @Test(
    "a line surely ends when it holds no opening, wherever an opening would be (words, then the last eight bytes)"
  )
  func surelyEndsSeesEveryByte() {
    for length in 0...25 {
      let plain = String(repeating: "a", count: length)
      #expect(LogicalLines.Scanner.surelyEnds(plain))
      for position in 0..<length {
        for opening in ["\\", "(", "[", "{"] {
          var bytes = Array(plain)
          bytes[position] = Character(opening)
          #expect(!LogicalLines.Scanner.surelyEnds(String(bytes)), "\(opening) at \(position) of \(length)")
        }
      }
    }
  }

  @Test func deepOpenBracketsNeedNoStack() {
    #expect(LogicalLines.needsContinuation(String(repeating: "[", count: 100_000)))
    #expect(
      LogicalLines.needsContinuation(
        String(repeating: "(", count: 100_000) + String(repeating: ")", count: 99_999)))
  }
}

@Suite("Command names for help, completion and suggestions")
struct ParserCommandNameTests {
  @Test func everyCommandIsListedOnce() {
    let all = CommandNames.all
    #expect(Set(all).count == all.count)
    for name in [
      "appendItems", "deleteAllItems", "numberOfItems", "itemIdentifier", "indexPath", "apply",
      "applySnapshotUsingReloadData", "explain", "mode", "struct", "hash", "equal", "cell", "help", "source",
      "echo",
      "set", "reset", "quit", "exit", "tableView.insertRows", "tableView.moveSection",
      "tableView.performBatchUpdates",
      "tableView.beginUpdates", "tableView.endUpdates", "tableView.reloadData",
    ] {
      #expect(all.contains(name), "\(name)")
    }
  }

  @Test func everyListedNameParsesAsACommand() {
    for name in CommandNames.all {
      let error = parseError(name)
      #expect(error == nil || !error!.message.hasPrefix("unknown"), "\(name): \(String(describing: error))")
    }
  }

  @Test func suggestionsOnlyWhenClose() {
    #expect(CommandNames.suggestion(for: "apendItems") == "appendItems")
    #expect(CommandNames.suggestion(for: "appendItem") == "appendItems")
    #expect(CommandNames.suggestion(for: "apnedItems") == "appendItems")
    #expect(CommandNames.suggestion(for: "deleteAllItem") == "deleteAllItems")
    #expect(CommandNames.suggestion(for: "reloadDat") == "tableView.reloadData")
    #expect(CommandNames.suggestion(for: "moveRow") == "tableView.moveRow")
    #expect(CommandNames.suggestion(for: "xyzzy") == nil)
    #expect(CommandNames.suggestion(for: "ap") == nil)
    #expect(CommandNames.suggestion(for: String(repeating: "a", count: 10_000)) == nil)
  }
}
