import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("Short syntax: a mistyped label before a section name warns")
struct LabelSlipTests {
  private func warnings(after lines: [String]) throws -> [String] {
    var session = Session()
    var last: Outcome?
    for line in lines {
      for command in try CommandParser.parse(line) { last = session.execute(command) }
    }
    return last?.warnings ?? []
  }

  @Test func aLabelLikeWordBeforeASectionWarns() throws {
    let warnings = try warnings(after: ["appendSections main", "appendItems 6 in main"])
    #expect(
      warnings == ["'in' and 'main' were appended as items, and main is a section; did you mean 'to main'?"])
  }

  @Test func aSectionNameWhereAnItemIsExpectedWarns() throws {
    let warnings = try warnings(after: ["appendSections main extra", "appendItems a extra"])
    #expect(warnings == ["'extra' was appended as an item, but extra is a section; did you mean 'to extra'?"])
  }

  @Test func aStringSectionIsNamedQuoted() throws {
    let warnings = try warnings(after: ["appendSections \"main\"", "appendItems 6 in main"])
    #expect(
      warnings == [
        "'in' and 'main' were appended as items, and \"main\" is a section; did you mean 'to \"main\"'?"
      ])
  }

  @Test func ordinaryItemsDoNotWarn() throws {
    #expect(try warnings(after: ["appendSections main", "appendItems a b to main"]).isEmpty)
    #expect(try warnings(after: ["appendSections main", "appendItems in"]).isEmpty)
  }

  private func last(after lines: [String]) throws -> Outcome? {
    var session = Session()
    var last: Outcome?
    for line in lines {
      for command in try CommandParser.parse(line) { last = session.execute(command) }
    }
    return last
  }

  @Test func aBareWordWhereTheSnapshotHoldsItsStringFailsWithAHint() throws {
    let before = ["appendSections \"main\" \"b\"", "appendItems \"x\" \"y\" to \"main\""]
    let append = try #require(try last(after: before + ["appendItems z to main"]))
    #expect(append.error != nil)
    #expect(
      append.hints == [
        "main is a bare word, a symbol, but this snapshot holds the String \"main\" (made in Swift): "
          + "write \"main\", quoted"
      ])
    let move = try #require(try last(after: before + ["moveItem x after y"]))
    #expect(move.error != nil)
    #expect(
      move.hints.last?.hasPrefix("x, y are bare words, symbols, but this snapshot holds the Strings") == true)
    let delete = try #require(try last(after: before + ["deleteSections b"]))
    #expect(delete.error == nil)
    #expect(delete.hints.count == 2)
    #expect(delete.hints.last?.hasPrefix("b is a bare word") == true)
  }

  @Test func aBareWordThatIsFoundOrHasNoStringGetsNoQuotingHint() throws {
    let found = try #require(try last(after: ["appendSections main", "appendItems z to main"]))
    #expect(found.error == nil && found.hints.isEmpty)
    let neither = try #require(try last(after: ["appendSections main", "appendItems z to other"]))
    #expect(neither.error != nil && neither.hints.isEmpty)
  }
}
