import DiffableKit
import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// `headers title|none` (issue 23, point 2): no section header titles by default, as a plain
/// `UITableViewDiffableDataSource`; `show` says once why, and draws titles once declared.
@Suite("headers: no section titles by default, drawn once declared")
struct HeadersCommandTests {
  static let twoSections = "appendSections a b\nappendItems 1 to a\napply"

  @Test func showDrawsNoTitlesAndSaysWhyOnce() {
    let lines = learningOutputAfterMarker(Self.twoSections + "\necho ---\nshow\nshow")
    let table = ["section 0 (a)", "  [0, 0]  1", "section 1 (b)", "  (no rows)"]
    #expect(lines == table + [HeaderTitles.missingNote] + table)
  }

  @Test func declaredTitlesAreDrawnAndNeedNoNote() {
    let lines = learningOutputAfterMarker(
      Self.twoSections + "\necho ---\nheaders title\nshow\nheaders none\nshow")
    #expect(
      lines == [
        HeaderTitles.sectionIdentifiers.declaredLine, "section 0: a", "  [0, 0]  1", "section 1: b",
        "  (no rows)",
        HeaderTitles.none.declaredLine, "section 0 (a)", "  [0, 0]  1", "section 1 (b)", "  (no rows)",
        HeaderTitles.missingNote,
      ])
  }

  @Test func titlesFollowTheirSectionsThroughApplies() {
    let lines = learningOutputAfterMarker(
      "headers title\n" + Self.twoSections + "\nmoveSection b before a\napply\necho ---\nshow")
    #expect(lines == ["section 0: b", "  (no rows)", "section 1: a", "  [1, 0]  1"])
  }

  @Test func undoTakesTheDeclarationBack() {
    let lines = learningOutputAfterMarker(Self.twoSections + "\nheaders title\nundo\necho ---\nshow")
    #expect(lines.first == "section 0 (a)")
  }

  @Test(arguments: [
    ("headers", "expected one of 'none', 'title' after 'headers'"),
    ("headers titles", "expected one of 'none', 'title' after 'headers', found 'titles'"),
    ("headers title none", "unexpected 'none'"),
  ])
  func badWordsAreRefusedWithTheChoices(line: String, message: String) {
    let lines = learningOutput(line)
    #expect(lines.first?.contains(message) == true, "\(lines)")
  }

  @Test func classicModeHasNoDiffableDataSourceToDeclareThemOn() {
    let lines = learningOutputAfterMarker("mode classic\necho ---\nheaders title")
    #expect(
      lines.first?.contains("error: headers belongs to UITableViewDiffableDataSource") == true, "\(lines)")
  }

  @Test func theReplayPageDrawsTitlesOnlyOnceDeclared() throws {
    func titles(_ script: String) throws -> [String] {
      let (_, shell) = runScript(script, name: "t.diffable")
      let page = HTMLExport.page(of: shell.recording, title: "t.diffable")
      let start = try #require(page.range(of: "<script type=\"application/json\" id=\"session\">"))
      let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
      let json = try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8))
      let tables = try #require((json as? [String: Any])?["tables"] as? [[String: Any]])
      let sections = try #require(tables.last?["sections"] as? [[String: Any]])
      return sections.compactMap { $0["title"] as? String }
    }
    #expect(try titles(Self.twoSections) == ["", ""])
    #expect(try titles(Self.twoSections + "\nheaders title") == ["a", "b"])
  }
}
