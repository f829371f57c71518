import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("JSON output: one object per command, the schema of docs/LANGUAGE.md")
struct JSONOutputTests {
  @Test func everyCommandPrintsOneObjectAndCommentsPrintNothing() throws {
    let (lines, _) = runScript(
      "# a comment\n\nappendSections main\nappendItems 1 2; numberOfItems\napply\n", settings: jsonSettings)
    #expect(lines.count == 4)
    for line in lines { _ = try object(line) }
    #expect(try object(lines[0])["command"] as? String == "appendSections")
    #expect(try object(lines[2])["result"] as? Int == 2)
  }

  @Test func errorsCarryCodeMessageFileAndLine() throws {
    var settings = jsonSettings
    settings.bail = false
    let (lines, shell) = runScript("appendItems 1\n", settings: settings, name: "x.diffable")
    let first = try #require(lines.first)
    let json = try object(first)
    #expect(json["ok"] as? Bool == false)
    #expect(json["command"] as? String == "appendItems")
    let error = try #require(json["error"] as? [String: Any])
    #expect(error["code"] as? String == "noSections")
    #expect(
      error["message"] as? String
        == "There are currently no sections in the data source. Please add a section first.")
    #expect(json["file"] as? String == "x.diffable")
    #expect(json["line"] as? Int == 1)
    #expect(shell.hadFailure)
  }

  @Test func applyCarriesEveryDiffKeySortedByIndex() throws {
    let script = """
      appendSections old main
      appendItems a b c to main
      apply
      deleteSections old
      appendSections new
      appendItems d to new
      moveItem c before a
      deleteItems b
      reloadItems a
      apply
      """
    let (lines, _) = runScript(script, settings: jsonSettings)
    let last = try #require(lines.last)
    let apply = try object(last)
    #expect(apply["command"] as? String == "apply")
    #expect(apply["ios"] as? Int == 26)
    let diff = try #require(apply["diff"] as? [String: Any])
    let sections = try #require(diff["sections"] as? [String: Any])
    let items = try #require(diff["items"] as? [String: Any])
    #expect(Set(sections.keys) == ["deleted", "inserted", "moved", "reloaded"])
    #expect(Set(items.keys) == ["deleted", "inserted", "moved", "reloaded", "reconfigured"])
    let deletedSections = try #require(sections["deleted"] as? [[String: Any]])
    #expect(deletedSections.first?["id"] as? String == "old")
    #expect(deletedSections.first?["at"] as? Int == 0)
    let deletedItems = try #require(items["deleted"] as? [[String: Any]])
    #expect(deletedItems.first?["id"] as? String == "b")
    #expect(deletedItems.first?["at"] as? [Int] == [1, 1])
    let moved = try #require(items["moved"] as? [[String: Any]])
    #expect(moved.count == 1)
    #expect(moved.first?["id"] as? String == "c")
    #expect(moved.first?["from"] as? [Int] == [1, 2])
    #expect(moved.first?["to"] as? [Int] == [0, 0])
    let reloaded = try #require(items["reloaded"] as? [[String: Any]])
    #expect(reloaded.first?["id"] as? String == "a")
    #expect(reloaded.first?["at"] as? [Int] == [0, 1])
    // `d` came with its inserted section: not listed among the items.
    #expect((items["inserted"] as? [Any])?.isEmpty == true)
    #expect((sections["inserted"] as? [[String: Any]])?.first?["id"] as? String == "new")
  }

  @Test func queriesGiveNumbersStringsPathsAndNull() throws {
    let script = """
      appendSections main
      appendItems "Fare" 2
      apply
      indexOfItem 2
      itemIdentifiers
      indexPath for 2
      indexOfItem 9
      sectionIdentifier containingItem 9
      """
    let (lines, _) = runScript(script, settings: jsonSettings)
    let results = try lines.suffix(5).map { try object($0)["result"] }
    #expect(results[0] as? Int == 1)
    #expect(results[1] as? [String] == ["\"Fare\"", "2"])
    #expect(results[2] as? [Int] == [0, 1])
    #expect(results[3] is NSNull)
    #expect(results[4] is NSNull)
  }

  @Test func warningsAreAList() throws {
    let (lines, _) = runScript(
      "appendSections main\nappendItems 1 2\nappendItems 1\n", settings: jsonSettings)
    let last = try #require(lines.last)
    let warnings = try #require(try object(last)["warnings"] as? [String])
    #expect(warnings.count == 1)
    #expect(
      warnings[0].hasPrefix("Diffable data source detected an attempt to insert or append 1 item identifier"))
  }

  @Test func stringsAreEscaped() throws {
    let (lines, _) = runScript("echo say \"hi\"\\there\n", settings: jsonSettings)
    let first = try #require(lines.first)
    let json = try object(first)
    #expect(json["text"] as? [String] == ["say \"hi\"\\there"])
  }
}
