import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Prose is wrapped to the terminal without losing its layout: two-column lines (help) keep
/// their columns, and a drawing's legends wrap where its rows stay whole.
@Suite("Wrapping to the terminal: help's columns, legends, settings")
struct WrappingTests {
  static let helpLine =
    "  deleteSections S...                  removes sections and their items (absent ones are ignored)"

  @Test func aHelpLineThatWrapsKeepsItsSecondColumn() {
    let lines = Self.helpLine.wrapped(toWidth: 70)
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.displayWidth <= 70 })
    #expect(lines[0].hasPrefix("  deleteSections S...                  removes"))
    let column = String(repeating: " ", count: 39)
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(column) && $0.dropFirst(39).first != " " })
  }

  @Test func aSecondColumnWithTooLittleRoomGoesUnderTheFirst() {
    let lines = Self.helpLine.wrapped(toWidth: 50)
    #expect(lines[0] == "  deleteSections S...")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("      ") && $0.displayWidth <= 50 })
    #expect(lines[1].hasPrefix("      removes sections"))
  }

  @Test func proseWithoutIndentationWrapsAsBefore() {
    let line = "error: one.  Two spaces do not make a column in a line that is not indented at all here"
    let lines = line.wrapped(toWidth: 40)
    #expect(lines.allSatisfy { $0.displayWidth <= 40 })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
  }

  @Test func helpAtSixtyColumnsKeepsEveryLineWithinTheWidth() {
    var lines: [String] = []
    let shell = Shell { lines.append($0) }
    shell.wrapWidth = 60
    shell.run("help", interactive: true)
    #expect(lines.count > 20)
    #expect(lines.allSatisfy { $0.displayWidth <= 60 }, "\(lines.filter { $0.displayWidth > 60 })")
  }

  @Test func showsStaleLegendIsWrappedButItsRowsAreNot() {
    var lines: [String] = []
    let shell = Shell { lines.append($0) }
    for line in [
      "struct Payment { id, title } hash(id) equal(id)", #"cell Payment "{title}""#, "appendSections a",
      #"appendItems Payment(1, "Fare")"#, "apply", "new", "appendSections a",
      #"appendItems Payment(1, "A much longer title than the column allows for")"#, "apply",
    ] {
      shell.run(line, interactive: true)
    }
    shell.wrapWidth = 40
    lines = []
    shell.run("show", interactive: true)
    #expect(lines.contains { $0.hasPrefix("STALE: ") }, "\(lines)")
    let legend = lines.filter { $0.hasPrefix("STALE: ") || ($0.hasPrefix("  ") && !$0.hasPrefix("  [")) }
    #expect(legend.allSatisfy { $0.displayWidth <= 40 })
    #expect(lines.contains { $0.hasPrefix("  [0, 0]") && $0.contains("← STALE: now") }, "a row stays whole")
  }

  @Test func setSaysEveryProfileAndTheDefault() {
    let summary = CommandKind.set.spec.help.summary
    #expect(summary.contains(BehaviourProfile.versionsText))
    #expect(summary.contains("\(BehaviourProfile.latest) is the default"))
  }
}
