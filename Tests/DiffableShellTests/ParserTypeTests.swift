import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("Struct declarations and Hashable rules")
struct ParserTypeTests {
  @Test func synthesizedStruct() throws {
    #expect(
      try command("struct Payment { id, title, price }")
        == .declareStruct(name: "Payment", fields: ["id", "title", "price"], hash: nil, equal: nil))
    #expect(
      try command("struct Payment {id title price}")
        == .declareStruct(name: "Payment", fields: ["id", "title", "price"], hash: nil, equal: nil))
  }

  @Test func emptyStruct() throws {
    #expect(
      try command("struct EmptyData {}")
        == .declareStruct(name: "EmptyData", fields: [], hash: nil, equal: nil))
  }

  @Test(arguments: [
    "struct Payment { id, title } hash(id) equal(id, title)",
    "struct Payment { id, title } equal(id, title) hash(id)",
    "struct Payment { id, title } equal(id title) hash(id)",
  ])
  func rulesInEitherOrder(line: String) throws {
    #expect(
      try command(line)
        == .declareStruct(
          name: "Payment", fields: ["id", "title"], hash: .fields(["id"]), equal: .fields(["id", "title"])))
  }

  @Test func starMeansEveryField() throws {
    #expect(
      try command("struct P { a, b } hash(*) equal(a)")
        == .declareStruct(name: "P", fields: ["a", "b"], hash: .all, equal: .fields(["a"])))
    #expect(
      try command("struct P { a } hash(a)")
        == .declareStruct(name: "P", fields: ["a"], hash: .fields(["a"]), equal: nil))
  }

  @Test func pastedSwiftStruct() throws {
    let expected = Command.declareStruct(
      name: "Payment", fields: ["id", "title", "price", "tags"], hash: nil, equal: nil)
    #expect(
      try command(
        "struct Payment: Hashable, Sendable { let id: Int; var title: String; let price: Double?; var tags: [String: Int] }"
      )
        == expected)
    #expect(
      try command(
        "struct Payment: Hashable {\n  let id: Int\n  var title: String\n  let price: Decimal\n  var tags: Set<Tag>\n}"
      )
        == expected)
  }

  @Test func changedRules() throws {
    #expect(try command("hash Payment: id, title") == .setHash(type: "Payment", .fields(["id", "title"])))
    #expect(try command("hash Payment id") == .setHash(type: "Payment", .fields(["id"])))
    #expect(try command("equal Payment: *") == .setEqual(type: "Payment", .all))
    #expect(try command("EQUAL Payment: id") == .setEqual(type: "Payment", .fields(["id"])))
    #expect(
      try CommandParser.parse("hash P: a; apply") == [
        .setHash(type: "P", .fields(["a"])), .apply(animatingDifferences: true),
      ])
  }
}
