import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// The text output of a script run in a fresh session (no echo, no colour).
func learningOutput(_ script: String, iOS: Int = 18) -> [String] {
  var lines: [String] = []
  var settings = Settings()
  settings.iOS = iOS
  let shell = Shell(settings: settings) { lines.append($0) }
  shell.runScript(script, name: "test.diffable")
  return lines
}

/// The lines a script's last command printed: everything after the marker `echo ---`.
func learningOutputAfterMarker(_ script: String, iOS: Int = 18) -> [String] {
  let lines = learningOutput(script, iOS: iOS)
  guard let marker = lines.lastIndex(of: "---") else { return lines }
  return Array(lines[(marker + 1)...])
}

@Suite("explain: found ==, shifted and moved items")
struct ExplainPositionTests {
  static let setup = """
    appendSections a b
    appendItems 1 2 3 to a
    appendItems 4 5 to b
    apply
    snapshot
    """

  @Test func anItemThatStayedNamesItsOldIndexPath() {
    let lines = learningOutputAfterMarker(Self.setup + "\nmoveItem 5 before 4\napply\necho ---\nexplain 1")
    #expect(lines == ["1: unchanged: found == at old [0, 0]"])
  }

  @Test func anItemShiftedByOthersNeededNoCall() {
    let lines = learningOutputAfterMarker(Self.setup + "\ndeleteItems 1\napply\necho ---\nexplain 3")
    #expect(
      lines == [
        "3: unchanged: found == at old [0, 2]; now at [0, 1], as rows above it came, went or moved "
          + "(the row needed no call of its own)"
      ])
  }

  @Test func aMoveWithinASectionIsAboutRelativeOrder() {
    let lines = learningOutputAfterMarker(Self.setup + "\nmoveItem 3 before 1\napply\necho ---\nexplain 3")
    #expect(
      lines == [
        "3: moved [0, 2] → [0, 0]: found == at old [0, 2]; its place in the flat list of all items changed "
          + "(UIKit diffs all items as one list, section by section, with Foundation's walk: where the lists "
          + "differ it moves the item with farther to travel, the old one on a tie)"
      ])
  }

  @Test func aMoveAcrossSectionsNamesBothSections() {
    let lines = learningOutputAfterMarker(Self.setup + "\nmoveItem 2 before 4\napply\necho ---\nexplain 2")
    #expect(
      lines == [
        "2: moved [0, 1] → [1, 0]: found == at old [0, 1] in section a; its section changed, to b "
          + "(UIKit moves every item whose section identifier changed)"
      ])
  }

  @Test func aSectionMoveIsExplainedOnItsOwnLine() {
    let lines = learningOutputAfterMarker(Self.setup + "\nmoveSection b before a\napply\necho ---\nexplain")
    // Two sections that swap are a tie for Foundation's walk: the old one, a, moves.
    #expect(lines.contains("section a: moved 0 → 1: its order relative to the other sections changed"))
    #expect(
      lines.contains(
        "UIKit sent 2 row moves where 0 would have done (`diff --minimal`): 2 riding along with their section"
      ))
    #expect(
      lines.contains(
        "1: unchanged: found == at old [0, 0]; now at [1, 0], as its section is now at index 1 "
          + "(the row needed no call of its own)"))
  }

  @Test func aLongSnapshotIsCutAtTheItemLimit() {
    let items = (1...(Explanation.itemLimit + 50)).map(String.init).joined(separator: " ")
    let lines = learningOutputAfterMarker(
      "appendSections a\napply\nappendItems \(items)\napply\necho ---\nexplain")
    #expect(lines.count == 1 + Explanation.itemLimit + 1)
    #expect(lines.last == "… and 50 more items (`explain ITEM` explains one)")
  }

  @Test func theHeaderSummarisesTheApply() {
    let lines = learningOutputAfterMarker(Self.setup + "\ndeleteItems 5\napply\necho ---\nexplain")
    #expect(lines.first == "the last apply: 1 item deleted (old: 5 items, new: 4 items)")
    #expect(lines.count == 6)
  }
}

@Suite("explain: inserts, deletes and sections")
struct ExplainInsertDeleteTests {
  @Test func plainInsertAndDelete() {
    let lines = learningOutputAfterMarker(
      "appendSections main\nappendItems 1 2\napply\ndeleteItems 2\nappendItems 3\napply\necho ---\nexplain")
    #expect(lines.contains("3: inserted at [0, 1]: no item in the old snapshot was == to it"))
    #expect(lines.contains("2: deleted from [0, 1]: no item in the new snapshot is == to it"))
  }

  @Test func itemsComeAndGoWithTheirSections() {
    let lines = learningOutputAfterMarker(
      """
      appendSections a
      appendItems 1
      apply
      new
      appendSections b
      appendItems 2
      apply
      echo ---
      explain
      """)
    #expect(
      lines.contains(
        "section a: deleted from 0: no section in the new snapshot is == to it; its rows went with it"))
    #expect(
      lines.contains(
        "section b: inserted at 0: no section in the old snapshot was == to it; its rows came with it"))
    #expect(lines.contains("2: came with the inserted section b, at [0, 0]"))
    #expect(lines.contains("1: went with its deleted section a, from [0, 0]"))
  }

  @Test func aRowMovingIntoAnInsertedSectionMakesTheTableReload() {
    let lines = learningOutputAfterMarker(
      "appendSections a\nappendItems 1 2\napply\nsnapshot\ninsertSections b before a\ndeleteItems 2\n"
        + "appendItems 2 to b\napply\necho ---\nexplain 2")
    #expect(
      lines == [
        "2: moved [0, 1] → [0, 0]: found == at old [0, 1] in section a; its section changed, to b "
          + "(UIKit moves every item whose section identifier changed); it moves into a section that is "
          + "inserted, which UITableView cannot animate: the table reloads"
      ])
  }

  @Test func aRowMovingOutOfADeletedSectionMakesTheTableReload() {
    let lines = learningOutputAfterMarker(
      "appendSections a b\nappendItems 1 to a\nappendItems 2 to b\napply\nsnapshot\ndeleteItems 1\n"
        + "appendItems 1 to b\ndeleteSections a\napply\necho ---\nexplain 1")
    #expect(
      lines == [
        "1: moved [0, 0] → [0, 1]: found == at old [0, 0] in section a; its section changed, to b "
          + "(UIKit moves every item whose section identifier changed); it moves out of a section that is "
          + "deleted, which UITableView cannot animate: the table reloads"
      ])
  }

  @Test func anItemOnlyInTheFocusIsReportedAbsent() {
    let lines = learningOutputAfterMarker("appendSections a\nappendItems 1\napply\necho ---\nexplain 9")
    #expect(lines == ["9 was in neither the old nor the new snapshot of the last apply"])
  }

  @Test func explainBeforeAnyApplyIsAnError() {
    var session = Session()
    let outcome = session.execute(.explain(nil))
    #expect(outcome.error?.code == "nothingToExplain")
  }

  @Test func aReloadDataSaysEveryCellWasRenderedAgain() {
    let lines = learningOutputAfterMarker(
      "appendSections a\nappendItems 1\napplySnapshotUsingReloadData\necho ---\nexplain")
    #expect(
      lines.first
        == "the last apply was a reloadData: every cell was rendered again and nothing animated "
        + "(old: 0 items, new: 1 item); a diff would have made 1 section inserted")
  }
}

@Suite("explain: == differs, so delete + insert, naming the fields")
struct ExplainEditTests {
  @Test func synthesizedEqualityNamesTheChangedFieldOldToNew() {
    let lines = learningOutputAfterMarker(
      """
      struct Payment { id, title }
      appendSections main
      appendItems Payment(1, "Fare")
      apply
      new
      appendSections main
      appendItems Payment(1, "Taxi")
      apply
      echo ---
      explain
      """)
    #expect(
      lines == [
        "the last apply: 1 item deleted, 1 item inserted (old: 1 item, new: 1 item)",
        "Payment(id: 1, title: \"Taxi\"): deleted from [0, 0] and inserted at [0, 0]: == differs from the old value",
        "  the old value Payment(id: 1, title: \"Fare\") (the same id) differs in title \"Fare\" → \"Taxi\", "
          + "and synthesized == compares every field",
      ])
  }

  @Test func hashFieldsPairTheValuesAndEqualityNamesTheCulprit() {
    let lines = learningOutputAfterMarker(
      """
      struct Payment { key, title, price } hash(key)
      appendSections main
      appendItems Payment(1, "Fare", 10)
      apply
      new
      appendSections main
      appendItems Payment(1, "Taxi", 10)
      apply
      echo ---
      explain Payment(1, "Fare", 10)
      """)
    #expect(
      lines == [
        "Payment(key: 1, title: \"Taxi\", price: 10): deleted from [0, 0] and inserted at [0, 0]: "
          + "== differs from the old value",
        "  the old value Payment(key: 1, title: \"Fare\", price: 10) (the same key, which hash(into:) combines) "
          + "differs in title \"Fare\" → \"Taxi\", which == compares",
      ])
  }

  @Test func withoutAnIdTheSameRowPairsValuesThatShareAField() {
    let lines = learningOutputAfterMarker(
      """
      struct Tag { name, color }
      appendSections main
      appendItems Tag("urgent", "red")
      apply
      new
      appendSections main
      appendItems Tag("urgent", "orange")
      apply
      echo ---
      explain
      """)
    #expect(lines.contains { $0.contains("(at the same row) differs in color \"red\" → \"orange\"") })
  }

  @Test func unrelatedValuesAreNotPaired() {
    let lines = learningOutputAfterMarker(
      """
      struct Tag { name, color }
      appendSections main
      appendItems Tag("urgent", "red")
      apply
      new
      appendSections main
      appendItems Tag("later", "blue")
      apply
      echo ---
      explain
      """)
    #expect(
      lines.contains(
        "Tag(name: \"later\", color: \"blue\"): inserted at [0, 0]: no item in the old snapshot was == to it")
    )
  }
}

@Suite("explain: marks and stale cells")
struct ExplainRefreshTests {
  static let payments = """
    struct Payment { id, title, price } hash(id) equal(id)
    cell Payment "{title}: {price}"
    appendSections main
    appendItems Payment(1, "Fare", 10)
    apply
    new
    appendSections main
    appendItems Payment(1, "Fare", 12)
    """

  @Test func aStaleCellNamesTheIgnoredFieldsAndTheFix() {
    let lines = learningOutputAfterMarker(Self.payments + "\napply\necho ---\nexplain")
    #expect(
      Array(lines.dropFirst()) == [
        "Payment(id: 1, title: \"Fare\", price: 12): unchanged: found == at old [0, 0]",
        "  STALE on screen: price 10 → 12 changed, but == ignores price, so apply sent this row nothing "
          + "and its cell still shows \"Fare: 10\"",
        "  fix: reconfigureItems it and apply again, or compare price in == (`equal Payment: id, price`; "
          + "an edit is then a delete + insert)",
      ])
  }

  @Test func beforeIOS15TheFixIsReloadItems() {
    let lines = learningOutputAfterMarker(Self.payments + "\napply\necho ---\nexplain", iOS: 14)
    #expect(lines.contains { $0.hasPrefix("  fix: reloadItems it and apply again") })
  }

  @Test func aReconfiguredItemSaysItWasMarkedAndShowsTheNewFields() {
    let lines = learningOutputAfterMarker(
      Self.payments + "\nreconfigureItems Payment(1, \"Fare\", 12)\napply\necho ---\nexplain")
    #expect(
      Array(lines.dropFirst()) == [
        "Payment(id: 1, title: \"Fare\", price: 12): unchanged: found == at old [0, 0]",
        "  reconfigured at [0, 0]: marked by reconfigureItems, so its cell was configured again",
        "  its cell now shows the new fields: price 10 → 12",
      ])
  }

  @Test func aReloadedItemSaysItWasMarked() {
    let lines = learningOutputAfterMarker(
      Self.payments + "\nreloadItems Payment(1, \"Fare\", 12)\napply\necho ---\nexplain")
    #expect(lines.contains("  reloaded at [0, 0]: marked by reloadItems, so the row got a fresh cell"))
    #expect(!lines.contains { $0.contains("STALE") })
  }

  @Test func anInsertedSectionThatIsAlsoReloadedIsOneLine() {
    let lines = learningOutputAfterMarker("appendSections a\nreloadSections a\napply\necho ---\nexplain")
    #expect(
      lines == [
        "the last apply: 1 section inserted, 1 section reloaded (old: 0 items, new: 0 items)",
        "section a: inserted at 0: no section in the old snapshot was == to it; its rows came with it; reloaded: "
          + "marked by reloadSections, so every row in it got a fresh cell",
        "no items on either side",
      ])
  }

  @Test func aMarkMadeWithAnotherValueIsPointedOut() {
    let lines = learningOutputAfterMarker(
      """
      struct Payment { id, title } hash(id) equal(id)
      appendSections main
      appendItems Payment(1, "Fare")
      apply
      snapshot
      reloadItems Payment(1, "Taxi")
      apply
      echo ---
      explain
      """)
    #expect(
      lines.contains(
        "  the mark was made with Payment(id: 1, title: \"Taxi\"), but a mark does not replace the value a "
          + "snapshot holds: the cell was rendered from Payment(id: 1, title: \"Fare\")"))
  }

  @Test func aReloadedSectionRefreshesItsRows() {
    let lines = learningOutputAfterMarker(
      "appendSections a\nappendItems 1\napply\nreloadSections a\napply\necho ---\nexplain")
    #expect(
      lines.contains(
        "section a: unchanged: found == at old 0; reloaded: marked by reloadSections, so every row in it got a fresh cell"
      ))
    #expect(lines.contains("  its section a was reloaded (reloadSections), so the row got a fresh cell"))
  }
}

@Suite("show: the table as on screen")
struct ShowTableTests {
  @Test func sectionsRowsAndContentWithEachTypesTemplate() {
    let lines = learningOutputAfterMarker(
      """
      struct Apple { id, variety }
      struct EmptyState {}
      cell Apple "Apple {variety}"
      cell EmptyState "Nothing here"
      appendSections fruit other
      appendItems Apple(1, "Gala") 7 "Juice" to fruit
      appendItems EmptyState() to other
      apply
      echo ---
      show
      """)
    #expect(
      lines == [
        "section 0 (fruit)", "  [0, 0]  Apple Gala", "  [0, 1]  7", "  [0, 2]  Juice", "section 1 (other)",
        "  [1, 0]  Nothing here", HeaderTitles.missingNote,
      ])
  }

  @Test func aStaleRowIsMarkedWithWhatItDoesNotShow() {
    let lines = learningOutputAfterMarker(ExplainRefreshTests.payments + "\napply\necho ---\nshow")
    #expect(lines.contains("  [0, 0]  Fare: 10  ← STALE: now price 12"))
    #expect(lines.last?.hasPrefix("STALE: ") == true)
  }

  @Test func editsNotAppliedYetAreMentioned() {
    let lines = learningOutputAfterMarker(
      "appendSections a\nappendItems 1\napply\nappendItems 2\necho ---\nshow")
    #expect(
      lines.last == "not on screen yet: the working snapshot would make 1 item inserted; apply to see it")
  }

  @Test func anEmptyTableSaysNothingWasApplied() {
    #expect(learningOutput("show") == ["(the table view is empty: nothing has been applied yet)"])
    #expect(learningOutputAfterMarker("apply\necho ---\nshow") == ["(the table view has no sections)"])
  }

  @Test func anEmptySectionSaysSo() {
    #expect(
      learningOutputAfterMarker("appendSections a\napply\necho ---\nshow")
        == ["section 0 (a)", "  (no rows)", HeaderTitles.missingNote])
  }
}
