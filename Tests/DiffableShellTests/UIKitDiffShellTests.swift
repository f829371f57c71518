import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// What `apply`, `diff`, `diff --minimal`, `explain` and JSON say about UIKit's diff.
@Suite("UIKit's diff in the shell: apply, diff --minimal, explain, JSON")
struct UIKitDiffShellTests {
  static let threeSections = """
    appendSections a b c
    appendItems 1 2 to a
    appendItems 3 4 to b
    appendItems 5 6 to c
    apply
    snapshot
    moveSection c before a
    """

  @Test func applySendsTheRowsThatRideAlongWithAMovedSection() {
    let lines = learningOutputAfterMarker(Self.threeSections + "\necho ---\napply", iOS: 26)
    #expect(
      lines == [
        "apply (animated): 1 section moved, 2 items moved",
        "  moveSection  2 → 0            c",
        "  moveRow      [2, 0] → [0, 0]  5",
        "  moveRow      [2, 1] → [0, 1]  6",
        "UIKit sent 2 row moves; 0 would have done: see `diff --minimal`",
      ])
  }

  @Test func diffMinimalPrintsTheFewestCalls() {
    let lines = learningOutputAfterMarker(Self.threeSections + "\necho ---\ndiff --minimal")
    #expect(
      lines == [
        "diff --minimal: the fewest calls would make 1 section moved (UIKit sends `diff`)",
        "  moveSection  2 → 0  c",
      ])
  }

  @Test func diffPreviewsUIKitsDiffWithTheExtraMovesLine() {
    let lines = learningOutputAfterMarker(Self.threeSections + "\necho ---\ndiff")
    #expect(lines.first == "diff: apply would make 1 section moved, 2 items moved")
    #expect(lines.last == "UIKit would send 2 row moves; 0 would do: see `diff --minimal`")
  }

  @Test func explainSaysTheRowsRodeAlongWithTheirSection() {
    let lines = learningOutputAfterMarker(Self.threeSections + "\napply\necho ---\nexplain 5")
    #expect(
      lines == [
        "5: moved [2, 0] → [0, 0]: found == at old [2, 0]; it rode along with its section c, whose place "
          + "among the sections changed: UIKit diffs all items as one flat list, section by section, and that "
          + "changed its place there"
      ])
  }

  static let leaveDeletedSection = """
    appendSections A D
    appendItems 1 to A
    appendItems 2 3 to D
    apply
    snapshot
    deleteItems 2
    appendItems 2 to A
    deleteSections D
    """

  @Test func applySaysInPlainWordsWhenTheTableReloads() {
    let lines = learningOutputAfterMarker(Self.leaveDeletedSection + "\necho ---\napply")
    #expect(
      lines == [
        "apply (animated): 1 section deleted, 1 item moved",
        "  deleteSections  1                D  (with its 2 items)",
        "  moveRow         [1, 0] → [0, 1]  2",
        "on a device this apply reloads the table without animation, because item 2 moves out of a section "
          + "that is deleted (moveRow [1, 0] → [0, 1]): UITableView cannot animate such a move",
        "UIKit sent 1 row move; 0 would have done: see `diff --minimal`",
      ])
    let explained = learningOutputAfterMarker(Self.leaveDeletedSection + "\napply\necho ---\nexplain")
    #expect(explained.contains(lines[3]))
  }

  @Test func jsonCarriesTheDifferTheFallbackAndTheMoveReasons() {
    var lines: [String] = []
    var settings = Settings()
    settings.format = .json
    let shell = Shell(settings: settings) { lines.append($0) }
    shell.runScript(Self.leaveDeletedSection + "\napply", name: "test.diffable")
    let last = lines.last ?? ""
    #expect(last.contains(#""differ": "uikit""#))
    #expect(
      last.contains(#""moved": [{"id": "2", "from": [1, 0], "to": [0, 1], "reason": "sectionChanged"}]"#))
    #expect(
      last.contains(
        #""reloadFallback": {"item": "2", "from": [1, 0], "to": [0, 1], "because": "outOfDeletedSection", "moves": 1"#
      ))
    #expect(last.contains(#""minimalRowMoves": 0"#))
  }

  @Test func aSectionMovedToItsOwnIndexIsDeletedAndInserted() {
    let lines = learningOutputAfterMarker(
      "appendSections a b c\napply\nsnapshot\nmoveSection c before a\nmoveSection a after b\necho ---\napply")
    #expect(
      lines == [
        "apply (animated): 1 section deleted, 1 section inserted, 1 section moved",
        "  deleteSections  1      b",
        "  insertSections  1      b",
        "  moveSection     0 → 2  a",
      ])
  }

  @Test func oneAndOnePointZeroAreOneIdentifier() {
    let lines = learningOutput("appendSections main\nappendItems 1 1.0")
    #expect(
      lines.first?.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(")
        == true)
    #expect(learningOutput("appendSections main\nappendItems 1 \"1\" .one\nnumberOfItems") == ["3"])
  }

  @Test func aBrokenHashableRuleSaysTheOutcomeIsUndefinedOnADevice() {
    let lines = learningOutput(
      """
      struct Payment { id, title } hash(id) equal(title)
      appendSections main
      appendItems Payment(id: 1, title: "Fare") Payment(id: 2, title: "Fare")
      apply
      """)
    let note = lines.first { $0.hasPrefix("  in an app:") } ?? ""
    #expect(note.contains("On a device the outcome is undefined"))
    #expect(
      note.contains(
        #"a crash earlier at appendItems / insertItems with 'Fatal: supplied item identifiers are not unique. "#
          + #"Duplicate identifiers: {(Payment(id: 2, title: "Fare"))}'"#))
    #expect(note.contains("or no crash and one of the two items lost"))
  }
}
