import Testing

@testable import DiffableShell

@Suite("Short syntax: a mistyped label before a section name warns")
struct LabelSlipTests {
  private func warnings(after lines: [String]) throws -> [String] {
    var session = Session()
    var last: Outcome?
    for line in lines {
      for command in try Parser.parse(line) { last = session.execute(command) }
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
}
