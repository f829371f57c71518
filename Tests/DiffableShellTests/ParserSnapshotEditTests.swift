import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("Snapshot edits parse in the shell's and in Swift's spelling")
struct ParserSnapshotEditTests {
  @Test(arguments: [
    "appendItems a b to main",
    "appendItems a, b to main",
    "appendItems [a, b] to main",
    "appendItems [a b] to: main",
    "appendItems a b toSection: .main",
    "appendItems a b toSection main",
    "appendItems .a .b to .main",
    "appendItems(a, b, toSection: main)",
    "appendItems([a, b], toSection: .main)",
    "snapshot.appendItems([a, b], toSection: .main)",
    "snapshot.appendItems([.a, .b], toSection: .main)",
    "APPENDITEMS a b TO main",
    "appenditems a b ToSection: main",
  ])
  func appendItemsToASection(line: String) throws {
    #expect(try command(line) == .appendItems([sym("a"), sym("b")], toSection: sym("main")))
  }

  @Test(arguments: ["appendItems a b", "appendItems([a, b])", "snapshot.appendItems([a, b])"])
  func appendItemsWithoutASectionUsesNone(line: String) throws {
    #expect(try command(line) == .appendItems([sym("a"), sym("b")], toSection: nil))
  }

  @Test func aLabelWordIsAnItemWhereNoLabelCanStand() throws {
    #expect(try command("appendItems to to main") == .appendItems([sym("to")], toSection: sym("main")))
    #expect(try command("appendItems .to") == .appendItems([sym("to")], toSection: nil))
    #expect(
      try command("appendItems [to, before]") == .appendItems([sym("to"), sym("before")], toSection: nil))
  }

  @Test func anExplicitEmptyListIsAccepted() throws {
    #expect(try command("appendItems([])") == .appendItems([], toSection: nil))
    #expect(try command("deleteItems []") == .deleteItems([]))
  }

  @Test func bracketedAndBareListsCombine() throws {
    #expect(try command("deleteItems [a, b] c") == .deleteItems([sym("a"), sym("b"), sym("c")]))
  }

  @Test func listCommands() throws {
    #expect(try command("appendSections main other") == .appendSections([sym("main"), sym("other")]))
    #expect(try command("snapshot.appendSections([.main])") == .appendSections([sym("main")]))
    #expect(try command("deleteSections main") == .deleteSections([sym("main")]))
    #expect(
      try command("snapshot.deleteSections([.main, .other])") == .deleteSections([sym("main"), sym("other")]))
    #expect(try command("reloadSections main") == .reloadSections([sym("main")]))
    #expect(try command("snapshot.reloadSections([.main])") == .reloadSections([sym("main")]))
    #expect(try command("deleteItems 1 2 3") == .deleteItems([.int(1), .int(2), .int(3)]))
    #expect(try command("snapshot.deleteItems([1])") == .deleteItems([.int(1)]))
    #expect(try command("reloadItems a") == .reloadItems([sym("a")]))
    #expect(try command("snapshot.reloadItems([a])") == .reloadItems([sym("a")]))
    #expect(try command("reconfigureItems a, b") == .reconfigureItems([sym("a"), sym("b")]))
    #expect(try command("snapshot.reconfigureItems([a])") == .reconfigureItems([sym("a")]))
  }

  @Test(arguments: ["deleteAllItems", "deleteAllItems()", "snapshot.deleteAllItems()", "DELETEALLITEMS"])
  func deleteAllItems(line: String) throws {
    #expect(try command(line) == .deleteAllItems)
  }

  @Test func insertSections() throws {
    let expected = Command.insertSections([sym("a"), sym("b")], .before(sym("main")))
    #expect(try command("insertSections a b before main") == expected)
    #expect(try command("insertSections a b beforeSection: main") == expected)
    #expect(try command("snapshot.insertSections([.a, .b], beforeSection: .main)") == expected)
    #expect(try command("insertSections x after main") == .insertSections([sym("x")], .after(sym("main"))))
    #expect(
      try command("snapshot.insertSections([x], afterSection: main)")
        == .insertSections([sym("x")], .after(sym("main"))))
  }

  @Test func insertItems() throws {
    let expected = Command.insertItems([.int(1), .int(2)], .after(.int(0)))
    #expect(try command("insertItems 1 2 after 0") == expected)
    #expect(try command("insertItems 1, 2 afterItem: 0") == expected)
    #expect(try command("snapshot.insertItems([1, 2], afterItem: 0)") == expected)
    #expect(try command("insertItems a before b") == .insertItems([sym("a")], .before(sym("b"))))
    #expect(try command("insertItems(a, beforeItem: b)") == .insertItems([sym("a")], .before(sym("b"))))
  }

  @Test func moveSectionAndMoveItem() throws {
    #expect(try command("moveSection a before b") == .moveSection(sym("a"), .before(sym("b"))))
    #expect(try command("moveSection a afterSection: b") == .moveSection(sym("a"), .after(sym("b"))))
    #expect(
      try command("snapshot.moveSection(.a, afterSection: .b)") == .moveSection(sym("a"), .after(sym("b"))))
    #expect(try command("moveItem a after b") == .moveItem(sym("a"), .after(sym("b"))))
    #expect(try command("moveItem a beforeItem b") == .moveItem(sym("a"), .before(sym("b"))))
    #expect(try command("snapshot.moveItem(a, beforeItem: b)") == .moveItem(sym("a"), .before(sym("b"))))
    #expect(try command("moveItem before before after") == .moveItem(sym("before"), .before(sym("after"))))
  }

  @Test func structValuesAsItems() throws {
    let fare = ValueExpression.structure(
      type: "Payment",
      arguments: [.init(label: "id", value: .int(1)), .init(label: "title", value: .string("Fare"))])
    #expect(
      try command("appendItems Payment(id: 1, title: \"Fare\") to main")
        == .appendItems([fare], toSection: sym("main")))
    #expect(
      try command("snapshot.appendItems([Payment(id: 1, title: \"Fare\")])")
        == .appendItems([fare], toSection: nil))
  }
}
