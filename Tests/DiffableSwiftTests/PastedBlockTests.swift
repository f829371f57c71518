import DiffableShell
import DiffableSwift
import Testing

/// Which pastes run whole as one entry (``PastedBlock/wholeEntry(_:frontEnd:)``): Swift pasted
/// whole does; the short syntax, a mix of the two, one line, and a block left open are taken line
/// by line, as if typed.
@Suite("A paste of Swift is one entry")
struct PastedBlockTests {
  static let frontEnd = SwiftFrontEnd()

  @Test func swiftOverSeveralLinesIsOneEntry() {
    let lines = [
      "// The model.", "let items = Item.all", "", "    .sorted { $0.id < $1.id }",
      "struct Item: Hashable { let id: Int; static let all = [Item(id: 2)] }",
    ]
    #expect(PastedBlock.wholeEntry(lines, frontEnd: Self.frontEnd) == lines.joined(separator: "\n"))
  }

  @Test(arguments: [
    ["appendSections main", "appendItems 1 2"],
    ["appendSections main", "print(1)"],
    ["struct Item: Hashable {", "  let id: Int"],
    ["print(1)"],
    ["", "  "],
  ])
  func otherPastesAreTakenLineByLine(lines: [String]) {
    #expect(PastedBlock.wholeEntry(lines, frontEnd: Self.frontEnd) == nil)
  }

  @Test func withoutAFrontEndNothingIsWhole() {
    #expect(PastedBlock.wholeEntry(["print(1)", "print(2)"], frontEnd: nil) == nil)
  }
}
