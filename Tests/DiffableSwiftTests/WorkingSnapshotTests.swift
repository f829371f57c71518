import DiffableEngine
import Testing

/// The short syntax's working snapshot is the program's global `snapshot`: the two languages edit
/// one snapshot, in either order, and undo takes back each entry's part.
@Suite("The working snapshot shared by the short syntax and the interpreted program")
struct WorkingSnapshotTests {
  static func interpreted() -> SwiftSession { SwiftFrontEndTests.interpreted() }

  @Test func swiftSeesAndEditsWhatTheShortSyntaxBuilt() {
    let session = Self.interpreted()
    session.enter("new")
    session.enter("appendSections main")
    session.enter("appendItems 1 2 3")
    #expect(session.enter("print(snapshot.itemIdentifiers)") == ["[1, 2, 3]"])
    session.enter("snapshot.appendItems([4])")
    #expect(session.items == ["1", "2", "3", "4"])
    let applied = session.enter("apply")
    #expect(applied.contains { $0.contains("insertSections") })
    #expect(session.state.dataSource.snapshot.itemIdentifiers.map(\.description) == ["1", "2", "3", "4"])
  }

  @Test func theShortSyntaxEditsWhatSwiftDeclared() {
    let session = Self.interpreted()
    session.enter(
      """
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["main"])
      """)
    session.enter("appendItems 5 6")
    #expect(session.enter("print(snapshot.itemIdentifiers)") == ["[5, 6]"])
    // The element types Swift wrote stay: the short syntax's values are checked against them.
    #expect(
      session.state.bindings.elementTypes["snapshot"] == SnapshotElementTypes(section: "String", item: "Int"))
    session.enter("dataSource.apply(snapshot)")
    #expect(session.state.dataSource.snapshot.itemIdentifiers.map(\.description) == ["5", "6"])
  }

  @Test func undoTakesBackEachLanguagesPart() {
    let session = Self.interpreted()
    session.enter("new")
    session.enter("appendSections main")
    session.enter("snapshot.appendItems([1])")
    session.enter("appendItems 2")
    session.enter("snapshot.appendItems([3])")
    session.enter("undo")
    #expect(session.enter("print(snapshot.itemIdentifiers)") == ["[1, 2]"])
    session.enter("undo")
    #expect(session.enter("print(snapshot.itemIdentifiers)") == ["[1]"])
    session.enter("redo")
    #expect(session.items == ["1", "2"])
    #expect(session.enter("print(snapshot.itemIdentifiers)") == ["[1, 2]"])
  }

  @Test func aFailedEntryLeavesTheWorkingSnapshotAsItWas() {
    let session = Self.interpreted()
    session.enter("new")
    session.enter("appendSections main")
    session.enter("appendItems 1")
    let output = session.enter("snapshot.appendItems([2]); let tooFar = [1][3]")
    #expect(output.first?.contains("Index out of range") == true)
    #expect(session.items == ["1"])
    #expect(session.enter("print(snapshot.itemIdentifiers)") == ["[1]"])
  }

  /// Applying another snapshot does not change `snapshot`, as in Swift.
  @Test func applyingAnotherSnapshotLeavesItAlone() {
    let session = Self.interpreted()
    session.enter("new")
    session.enter("appendSections main")
    session.enter("appendItems 1")
    session.enter(
      """
      var other = NSDiffableDataSourceSnapshot<String, Int>()
      other.appendSections(["other"])
      other.appendItems([9])
      dataSource.apply(other)
      """)
    #expect(session.enter("print(snapshot.itemIdentifiers)") == ["[1]"])
    #expect(session.items == ["1"])
  }

  /// The short syntax's `new` makes an untyped snapshot, whose sections are symbols: `.main` in
  /// Swift is the symbol `main` (or the case of the one enum of the program that has it), and the
  /// short syntax's symbols read back in Swift print as the session shows them.
  @Test func anUntypedSnapshotTakesSymbols() {
    let session = Self.interpreted()
    session.enter("new")
    session.enter("snapshot.appendSections([.main])")
    session.enter("snapshot.appendItems([1, 2])")
    session.enter("appendSections extra")
    session.enter("snapshot.appendItems([3], toSection: .extra)")
    #expect(session.sections == ["main", "extra"])
    #expect(
      session.enter("print(snapshot.sectionIdentifiers, snapshot.itemIdentifiers)") == [
        "[main, extra] [1, 2, 3]"
      ])
    // A typed snapshot is Swift's: a member its type lacks is an error, never a symbol.
    let typed = session.enter("var s = NSDiffableDataSourceSnapshot<Int, Int>()\ns.appendSections([.mian])")
    #expect(typed.first?.contains("type 'Int' has no member 'mian'") == true, "\(typed)")
  }

  /// A global `snapshot` the program declares as something else hides the session's.
  @Test func aSnapshotNameOfAnotherKindHidesIt() {
    let session = Self.interpreted()
    session.enter("new")
    session.enter("appendSections main")
    session.enter("appendItems 1")
    #expect(session.enter("let snapshot = 42\nprint(snapshot + 1)") == ["43"])
    #expect(session.items == ["1"])
  }
}
