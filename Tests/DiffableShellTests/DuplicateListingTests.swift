import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// A duplicate-identifier error keeps UIKit's text but lists only the first few identifiers and
/// counts the rest: 100,000 duplicates print a line, and JSON carries the whole list.
@Suite("Duplicate identifiers: the first few listed, the rest counted, all of them in JSON")
struct DuplicateListingTests {
  private static func run(_ lines: [String]) -> [String] {
    var output: [String] = []
    let shell = Shell { output.append($0) }
    for line in lines { shell.run(line, interactive: true) }
    return output
  }

  private static let items = (0..<5_000).map(String.init).joined(separator: " ")

  @Test func theTextListsTenAndCountsTheRest() throws {
    let output = Self.run(["appendSections main", "appendItems \(Self.items) \(Self.items)"])
    let error = try #require(output.first { $0.contains("error:") })
    #expect(
      error.hasSuffix(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(0, 1, 2, 3, 4, 5, 6, 7, 8, 9)}"
          + " and 4990 more (`--format json` lists them all)"))
    let fix = try #require(output.first { $0.contains("fix:") })
    #expect(fix.contains("fix: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 and 4990 more appear more than once"))
    #expect(output.joined().utf8.count < 1_000)
  }

  @Test func aFewDuplicatesAreListedWhole() throws {
    let output = Self.run(["appendSections main", "appendItems 1 2 1 2"])
    #expect(output.contains { $0.hasSuffix("Duplicate identifiers: {(1, 2)}") })
    #expect(output.contains { $0.contains("fix: 1, 2 appear more than once") })
  }

  @Test func jsonListsEveryIdentifier() throws {
    let output = Self.run([
      "set format json", "appendSections main", "appendItems \(Self.items) \(Self.items)",
    ])
    let line = try #require(output.last)
    #expect(line.contains(#""identifiers": ["0", "1", "#))
    #expect(line.contains(#""4999"]"#))
  }
}
