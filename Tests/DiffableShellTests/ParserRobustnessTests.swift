import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("No input crashes the parser")
struct ParserRobustnessTests {
  @Test func controlCharactersAndNulAreErrors() {
    for scalar in (0..<0x20).compactMap(Unicode.Scalar.init) + ["\u{7F}", "\u{200B}", "\u{FEFF}"] {
      let line = "appendItems a \(Character(scalar)) b"
      let error = parseError(line)
      if Character(scalar).isWhitespace {
        #expect(error == nil, "\(scalar.value)")
      } else {
        #expect(error?.column == 15, "\(scalar.value)")
      }
    }
  }

  @Test func nulInsideAStringIsKept() throws {
    #expect(try command("appendItems \"a\u{0}b\"") == .appendItems([.string("a\u{0}b")], toSection: nil))
  }

  @Test func aMegabyteLineOfItemsParses() throws {
    let line = "appendItems" + String(repeating: " a", count: 500_000)
    guard case .appendItems(let items, nil) = try command(line) else {
      Issue.record("not appendItems")
      return
    }
    #expect(items.count == 500_000)
  }

  @Test func megabyteTokensAreErrorsWithShortMessages() throws {
    let huge = String(repeating: "x", count: 1_000_000)
    let unknown = try #require(parseError(huge))
    #expect(unknown.message == "unknown command '\(String(repeating: "x", count: 40))…'")
    #expect(unknown.suggestion == nil)
    let digits = try #require(parseError("appendItems " + String(repeating: "9", count: 1_000_000)))
    #expect(digits.message.count < 100)
    let unterminated = try #require(parseError("appendItems \"" + String(repeating: "s", count: 1_000_000)))
    #expect(unterminated.column == 13)
    let string = try command("appendItems \"" + String(repeating: "s", count: 1_000_000) + "\"")
    #expect(string == .appendItems([.string(String(repeating: "s", count: 1_000_000))], toSection: nil))
  }

  @Test(arguments: [
    ("appendItems ", "[", 14), ("tableView.deleteRows ", "[", 24), ("appendItems ", "(", 14),
    ("appendItems ", "P(", 12 + 2 * CommandParser.maximumNesting + 1), ("", "(", 1), ("", "{", 1),
    ("tableView.performBatchUpdates ", "{", 31 * (CommandParser.maximumNesting + 1)),
    ("struct P ", "{", 11),
  ])
  func deepNestingIsAnErrorNotAStackOverflow(prefix: String, opener: String, column: Int) throws {
    let repeated = opener == "{" && prefix.hasPrefix("tableView") ? "tableView.performBatchUpdates {" : opener
    let line =
      (prefix.hasPrefix("tableView.perform") ? "" : prefix) + String(repeating: repeated, count: 100_000)
    let error = try #require(parseError(line))
    #expect(error.column == column, "\(error)")
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let depth = CommandParser.maximumNesting
    let value = String(repeating: "P(", count: depth) + String(repeating: ")", count: depth)
    #expect(parseError("appendItems \(value)") == nil)
    #expect(parseError("appendItems P(\(value))")?.message == "nested too deeply (more than \(depth) levels)")
  }

  @Test func manyTryPrefixesDoNotNest() throws {
    #expect(try command(String(repeating: "try? ", count: 100_000) + "undo") == .tryOptional(.undo))
  }

  @Test func randomInputNeverCrashesAndErrorsPointIntoTheLine() {
    let alphabet = Array(
      "abcdePQRS_ 0123456789-.,:;()[]{}<>=?!*#\"\\\n\t\u{0}é日😀e\u{301}"
        + "toSection before after struct hash tableView.")
    let words = [
      "appendItems ", "tableView.", "performBatchUpdates ", "moveRow ", "insertItems ", "struct ", "hash(",
      "try? ",
      "IndexPath(row: ", "Payment(", "UUID()", "snapshot.", "echo ", "source ", "set ", "apply ",
      "var snapshot = ",
      "\"\\u{", "IndexSet(",
    ]
    var generator = SplitMix64(seed: 0x5EED)
    for _ in 0..<20_000 {
      var line = ""
      for _ in 0..<Int(generator.next() % 40) {
        if generator.next() % 4 == 0 {
          line += words[Int(generator.next() % UInt64(words.count))]
        } else {
          line.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
        }
      }
      _ = LogicalLines.needsContinuation(line)
      if let error = parseError(line) {
        #expect((1...(line.count + 1)).contains(error.column), "\(line.debugDescription): \(error)")
        #expect(!error.message.isEmpty)
      }
    }
  }
}
