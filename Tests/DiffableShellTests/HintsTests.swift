import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// The hint lines a script printed.
private func hints(_ script: String, iOS: Int = 18) -> [String] {
  learningOutput(script, iOS: iOS).filter { $0.hasPrefix("hint: ") }
}

@Suite("Hints: stale cells")
struct HintsStaleTests {
  static let staleScript = """
    struct Payment { id, title, price } hash(id) equal(id)
    appendSections main
    appendItems Payment(1, "Fare", 10) Payment(2, "Tip", 2)
    apply
    new
    appendSections main
    appendItems Payment(1, "Fare", 12) Payment(2, "Tip", 2)
    apply
    """

  @Test func anEditThatEqualityIgnoresLeavesAStaleCellHint() {
    #expect(
      hints(Self.staleScript) == [
        "hint: stale cell at [0, 0]: price 10 → 12 changed, but == ignores price, so apply sent the row "
          + "nothing; reconfigureItems it, or compare price in == (`explain` says more)"
      ])
  }

  @Test func theHintIsGivenOnceNotOnEveryLaterApply() {
    #expect(hints(Self.staleScript + "\napply").count == 1)
  }

  @Test func severalStaleCellsShareOneLine() {
    let script = """
      struct Payment { id, price } hash(id) equal(id)
      appendSections main
      appendItems Payment(1, 10) Payment(2, 2)
      apply
      new
      appendSections main
      appendItems Payment(1, 11) Payment(2, 3)
      apply
      """
    #expect(
      hints(script) == [
        "hint: 2 stale cells ([0, 0], [0, 1]): price changed, but == ignores it, so apply sent those rows "
          + "nothing; reconfigureItems them, or compare price in == (`explain` says more)"
      ])
  }

  @Test func beforeIOS15TheHintSuggestsReloadItems() {
    #expect(hints(Self.staleScript, iOS: 14).first?.contains("reloadItems it") == true)
  }

  @Test func reconfiguringTheItemLeavesNoHint() {
    let script = Self.staleScript.replacingLastApply(with: "reconfigureItems Payment(1, \"Fare\", 12)\napply")
    #expect(hints(script).isEmpty)
  }
}

@Suite("Hints: every row deleted and inserted again")
struct HintsEverythingReplacedTests {
  @Test func uuidIdentifiersAreNamed() {
    let script = """
      struct Fruit { id, name } hash(id) equal(id)
      appendSections main
      appendItems Fruit(UUID(), "Apple") Fruit(UUID(), "Pear")
      apply
      new
      appendSections main
      appendItems Fruit(UUID(), "Apple") Fruit(UUID(), "Pear")
      apply
      """
    #expect(
      hints(script) == [
        "hint: every row was deleted and inserted again: each rebuild gave the items a new id from UUID(), so "
          + "no new item is == to an old one (no real diff, cell state lost); keep id stable (from your model or "
          + "database, not UUID() in init)"
      ])
  }

  @Test func wholeValuesAsIdentifiersWhileFieldsChange() {
    let script = """
      struct Payment { id, price }
      appendSections main
      appendItems Payment(1, 10) Payment(2, 20)
      apply
      new
      appendSections main
      appendItems Payment(1, 11) Payment(2, 21)
      apply
      """
    #expect(
      hints(script) == [
        "hint: every row was deleted and inserted again: whole values are the identifiers and price changed, so "
          + "no new item is == to an old one (no real diff, cell state lost); make id the identity "
          + "(`hash Payment: id` and `equal Payment: id`)"
      ])
  }

  @Test func replacingItemsWithOtherItemsIsNoMistake() {
    #expect(
      hints(
        "appendSections main\nappendItems 1 2 3\napply\nnew\nappendSections main\nappendItems 4 5 6\napply"
      ).isEmpty)
  }

  @Test func oneReplacedRowIsAnEditNotEverything() {
    let script = """
      struct Payment { id, price }
      appendSections main
      appendItems Payment(1, 10)
      apply
      new
      appendSections main
      appendItems Payment(1, 11)
      apply
      """
    #expect(hints(script).map { $0.hasPrefix("hint: every row") } == [false])
  }
}

@Suite("Hints: an edit became a delete + insert")
struct HintsEditTests {
  @Test func theEditedFieldsAndTheFixAreNamed() {
    let script = """
      struct Payment { id, title, price }
      appendSections main
      appendItems Payment(1, "Fare", 10) Payment(2, "Tip", 2)
      apply
      new
      appendSections main
      appendItems Payment(1, "Taxi", 10) Payment(2, "Tip", 2)
      apply
      """
    #expect(
      hints(script) == [
        "hint: Payment(id: 1, title: \"Fare\", price: 10) was edited (title \"Fare\" → \"Taxi\") and became a "
          + "delete + insert, as == compares title: the row was replaced by a new cell; to update it in place, "
          + "make id the identity (`hash Payment: id` and `equal Payment: id`) and reconfigureItems it"
      ])
  }

  @Test func aNewIdIsANewItemNotAnEdit() {
    let script = """
      struct Payment { id, title } hash(id) equal(id)
      appendSections main
      appendItems Payment(1, "Fare") Payment(2, "Tip")
      apply
      new
      appendSections main
      appendItems Payment(3, "Fare") Payment(2, "Tip")
      apply
      """
    #expect(hints(script).isEmpty)
  }
}

@Suite("Hints: reloads that could not do their job")
struct HintsReloadTests {
  @Test func reloadingAnItemWhoseEditMadeItNew() {
    let script = """
      struct Payment { id, title }
      appendSections main
      appendItems Payment(1, "Fare") Payment(2, "Tip")
      apply
      new
      appendSections main
      appendItems Payment(1, "Taxi") Payment(2, "Tip")
      reloadItems Payment(1, "Taxi")
      apply
      """
    #expect(
      hints(script).contains(
        "hint: Payment(id: 1, title: \"Taxi\") was marked by reloadItems, but its edit made it a new item "
          + "(== differs from the old value), so it was deleted and inserted anyway: reloadItems refreshes only "
          + "an item that stays =="))
  }

  @Test func reloadingWithAnEditedValueKeepsTheStoredOne() {
    let script = """
      struct Payment { id, title } hash(id) equal(id)
      appendSections main
      appendItems Payment(1, "Fare")
      apply
      snapshot
      reloadItems Payment(1, "Taxi")
      apply
      """
    #expect(
      hints(script) == [
        "hint: reloadItems was given Payment(id: 1, title: \"Taxi\"), but a mark does not replace the value in "
          + "the snapshot: the cell was rendered again from Payment(id: 1, title: \"Fare\"); put the new value in "
          + "the snapshot (build it afresh) and mark that"
      ])
  }

  @Test func deletingAnAbsentItemIsHinted() {
    #expect(
      hints("appendSections main\nappendItems 1\ndeleteItems 9") == [
        "hint: 9 is not in the snapshot: UIKit ignores a delete of an absent item silently, so nothing was "
          + "deleted for it"
      ])
  }

  @Test func aCleanApplyHasNoHints() {
    #expect(
      hints("appendSections main\nappendItems 1 2\napply\nmoveItem 2 before 1\nreloadItems 1\napply").isEmpty)
  }
}

@Suite("Hashable contract: warning and UIKit's text")
struct HintsContractTests {
  @Test func aDeclarationHashingAFieldEqualityIgnoresWarnsNamingIt() {
    let lines = learningOutput("struct Tag { id, label } hash(id, label) equal(id)")
    #expect(
      lines == [
        "warning: Tag breaks Hashable's contract: hash(into:) combines the field 'label', which == ignores, so "
          + "two values that are == can hash differently. The components used for hashing must be the same as "
          + "the components compared in ==."
      ])
  }

  @Test func aRuleChangeWarnsToo() {
    let lines = learningOutput("struct Tag { id, label } hash(id) equal(id)\nequal Tag: label")
    #expect(lines.count == 1)
    #expect(
      lines[0].hasPrefix("warning: Tag breaks Hashable's contract: hash(into:) combines the field 'id'"))
  }

  @Test func equalValuesWithDifferentHashesGetUIKitsExactText() {
    let lines = learningOutput(
      "struct Tag { id, label } hash(id, label) equal(id)\nappendSections main\n"
        + "appendItems Tag(1, \"red\") Tag(1, \"Red\")\napply")
    #expect(
      lines.contains(
        "test.diffable:4: error: Diffable data source detected item identifiers that are equal but have "
          + "different hash values. Two identifiers which compare as equal must return the same hash value. You "
          + "must fix this in the Hashable (Swift) or hash property (Objective-C) implementation for the type of "
          + "these identifiers. Identifiers that are equal but have different hash values: "
          + "(Tag(id: 1, label: \"red\")) and (Tag(id: 1, label: \"Red\"))"))
    #expect(lines.contains("  fix: hash(into:) must combine only fields that == compares: `hash Tag: id`"))
  }
}

extension String {
  /// The script with its last `apply` line replaced.
  fileprivate func replacingLastApply(with replacement: String) -> String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let last = lines.lastIndex(of: "apply") else { return self }
    lines[last] = replacement
    return lines.joined(separator: "\n")
  }
}
