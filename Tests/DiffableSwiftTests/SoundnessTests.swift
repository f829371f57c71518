import DiffableEngine
import DiffableShell
import DiffableSwift
import Testing

/// Code that used to crash diffable or give a wrong answer with status 0: every one is now the
/// right answer or a clear error that changes nothing, now that the interpreter runs it.
@Suite("Swift soundness: no crash, no wrong answer")
struct SoundnessTests {
  /// Swift traps on integer overflow and never wraps; diffable used to wrap `+`, `-`, `*` and
  /// crash (SIGILL) on `Int.min / -1`, `Int.min % -1` and `-Int.min` (which now trap in the compiled
  /// program's words). An overflow between constants is the compiler's refusal, as swiftc refuses it.
  @Test(arguments: [
    ("let x = 9223372036854775807\nprint(x + 1)", "arithmetic overflow in '+'"),
    ("let x = 0 - 9223372036854775807 - 2", "arithmetic overflow in '-'"),
    ("let x = 9223372036854775807\nprint(x * 2)", "arithmetic overflow in '*'"),
    ("let m = 0 - 9223372036854775807 - 1\nlet a = m / -1", "Division results in an overflow"),
    (
      "let m = 0 - 9223372036854775807 - 1\nlet a = m % -1",
      "Division results in an overflow in remainder operation"
    ),
    ("let m = 0 - 9223372036854775807 - 1\nlet a = -m", "arithmetic overflow in '-'"),
    ("var x = 9223372036854775807\nx += 1", "arithmetic overflow in '+'"),
  ])
  func integerOverflowTraps(source: String, trap: String) {
    let session = SwiftSession()
    let output = session.enter(source).joined(separator: "\n")
    #expect(
      output.contains("Fatal error: \(trap)")
        || output.contains("(on type 'Int') results in an overflow"), "\(output)")
    #expect(!output.contains("-9223372036854775808"))
  }

  @Test func aClosedRangeBackwardsTraps() {
    let session = SwiftSession()
    let output = session.enter("for i in 1...0 { print(i) }").joined(separator: "\n")
    #expect(output.contains("Range requires lowerBound <= upperBound"), "\(output)")
  }

  /// Ranges at the ends of Int: empty, or too long, never an overflow of diffable's own arithmetic.
  @Test func rangesAtTheEndsOfIntAreSafe() {
    let session = SwiftSession()
    let minimum = "(0 - 9223372036854775807 - 1)"
    #expect(session.enter("print(Array(\(minimum)..<\(minimum)).count)") == ["0"])
    let whole = session.enter("print(Array(\(minimum)...9223372036854775807).count)").joined()
    #expect(whole.contains("this value outgrows diffable's memory budget"), "\(whole)")
  }

  /// Long chains used to overflow the stack (SIGSEGV): a chain of operators beyond the
  /// interpreter's limit is refused before it runs; members run on its large stack.
  @Test func longChainsRun() {
    let session = SwiftSession()
    let operators = "print(" + Array(repeating: "1", count: 5_000).joined(separator: " + ") + ")"
    #expect(
      session.enter(operators).first
        == "error: 1:7: this expression chains more than diffable's limit of 128 operators")
    let members = "let s = \"A\"\nprint(s" + String(repeating: ".lowercased()", count: 60) + ")"
    #expect(session.enter(members) == ["a"])
    let deeper = "let s = \"A\"\nprint(s" + String(repeating: ".lowercased()", count: 20_000) + ")"
    #expect(
      session.enter(deeper).first == "error: 2:7: this code nests deeper than diffable's limit of 200 levels")
  }

  /// Nested square brackets take the parser time that doubles with each level: refused first.
  @Test func squareBracketsNestedTooDeepAreRefused() {
    let session = SwiftSession()
    let deep = "let a = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30)
    let output = session.runScript(deep).joined(separator: "\n")
    #expect(output.contains("square brackets nest deeper than diffable's limit of 16"), "\(output)")
  }

  @Test func anIndexPathNamesItsItemAndSection() {
    let session = SwiftSession()
    let output = session.runScript(
      """
      var s = NSDiffableDataSourceSnapshot<Int, Int>()
      s.appendSections([0, 1])
      s.appendItems([1, 2], toSection: 0)
      s.appendItems([3], toSection: 1)
      dataSource.apply(s)
      print(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1))!)
      print(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0))!)
      """)
    #expect(output.suffix(2) == ["3", "2"], "\(output)")
    let swapped = session.enter("print(dataSource.itemIdentifier(for: IndexPath(section: 1, item: 0))!)")
    #expect(swapped.joined().contains("no exact matches in call to initializer"), "\(swapped)")
  }

  @Test func appendItemsToSectionNilAppendsToTheLastSection() {
    let session = SwiftSession()
    session.enter(
      """
      snapshot.appendSections([0, 1])
      snapshot.appendItems([6], toSection: nil)
      """)
    #expect(session.state.working.sectionIdentifier(containingItem: .init(.int(6)))?.description == "1")
  }

  @Test(arguments: [
    (
      "print(snapshot.sectionIdentifier(for: 1))",
      "incorrect argument label in call (have 'for:', expected 'containingItem:')"
    ),
    (
      "print(snapshot.numberOfItems(in: 0))",
      "incorrect argument label in call (have 'in:', expected 'inSection:')"
    ),
    ("print(snapshot.indexOfItem(item: 1))", "extraneous argument label 'item:' in call"),
    ("snapshot.deleteItems([1], [2])", "extra argument in call"),
    ("snapshot.reloadItems(items: [1])", "extraneous argument label 'items:' in call"),
  ])
  func labelsAndArgumentsAreChecked(line: String, message: String) {
    let session = SwiftSession()
    session.enter(
      "var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()\nsnapshot.appendSections([0])\nsnapshot.appendItems([1, 2])"
    )
    let output = session.enter(line).joined(separator: "\n")
    #expect(output.contains(message), "\(output)")
    #expect(session.items == ["1", "2"])
  }
}
