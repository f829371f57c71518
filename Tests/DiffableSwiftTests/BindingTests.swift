import DiffableEngine
import DiffableKit
import DiffableShell
import Testing

@Suite("Swift values and bindings")
struct BindingTests {
  @Test func bindingsLastAcrossEntriesAndUndoTakesThemBack() {
    let session = SwiftSession()
    session.enter(
      "enum Section { case main }\nvar snapshot = NSDiffableDataSourceSnapshot<Section, String>()")
    session.enter("let fruits = [\"Apple\", \"Pear\"]")
    session.enter("snapshot.appendSections([.main])")
    session.enter("snapshot.appendItems(fruits)")
    #expect(session.items == ["\"Apple\"", "\"Pear\""])
    session.enter("undo")
    session.enter("undo")
    session.enter("undo")
    #expect(session.items.isEmpty)
    #expect(
      session.enter("snapshot.appendItems(fruits)").first?.contains("cannot find 'fruits' in scope") == true)
  }

  @Test func anUnboundNameIsAnErrorNeverASymbol() {
    let session = SwiftSession()
    session.enter(
      "enum Section { case apples }\nvar snapshot = NSDiffableDataSourceSnapshot<Section, String>()\n"
        + "snapshot.appendSections([.apples])")
    let output = session.enter("snapshot.appendItems(apples, toSection: .apples)")
    #expect(
      output.first
        == "error: 1:22: cannot find 'apples' in scope; did you mean '.apples' (a case of Section)?")
    #expect(session.items.isEmpty)
    // A name that is no case of the program's enums is Swift's error alone.
    let other = session.enter("snapshot.appendItems([pears])")
    #expect(other.first == "error: 1:23: cannot find 'pears' in scope")
  }

  @Test func anyNameCanHoldTheWorkingSnapshot() {
    let session = SwiftSession()
    session.enter(
      """
      var fruitSnapshot = NSDiffableDataSourceSnapshot<String, String>()
      fruitSnapshot.appendSections(["Fruit"])
      fruitSnapshot.appendItems(["Apple"], toSection: "Fruit")
      dataSource.apply(fruitSnapshot, animatingDifferences: false)
      """)
    #expect(session.state.dataSource.snapshot.itemIdentifiers.map(\.description) == ["\"Apple\""])
    session.enter(
      """
      var current = dataSource.snapshot()
      current.appendItems(["Pear"])
      """)
    #expect(session.enter("print(current.itemIdentifiers)") == [#"["Apple", "Pear"]"#])
    // The first snapshot kept its own contents.
    #expect(session.enter("print(fruitSnapshot.itemIdentifiers)") == [#"["Apple"]"#])
    session.enter("fruitSnapshot.deleteAllItems()")
    #expect(session.enter("print(fruitSnapshot.itemIdentifiers)") == ["[]"])
    #expect(session.enter("print(current.itemIdentifiers)") == [#"["Apple", "Pear"]"#])
    session.enter("dataSource.apply(current)")
    #expect(session.state.dataSource.snapshot.itemIdentifiers.count == 2)
  }

  @Test func aLetSnapshotCannotBeEdited() {
    let session = SwiftSession()
    session.enter("let current = dataSource.snapshot()")
    let output = session.enter("current.appendSections([\"main\"])")
    #expect(
      output.first
        == "error: 1:1: cannot use mutating member on immutable value: 'current' is a 'let' constant")
  }

  @Test func assignmentNeedsVar() {
    let session = SwiftSession()
    session.enter("let count = 1\nvar total = 1")
    #expect(
      session.enter("count = 2").first == "error: 1:1: cannot assign to value: 'count' is a 'let' constant")
    session.enter("total += 2")
    #expect(session.enter("print(total)") == ["3"])
  }

  @Test func structFieldsAndArrayElementsCanBeAssigned() {
    let session = SwiftSession()
    session.enter("struct P: Hashable { let id: Int; var title: String }\nvar ps = [P(id: 1, title: \"a\")]")
    session.enter("ps[0].title = \"b\"")
    #expect(session.enter("print(ps)") == [#"[main.P(id: 1, title: "b")]"#])
    session.enter("ps.append(P(id: 2, title: \"c\"))")
    #expect(session.enter("print(ps.count)") == ["2"])
  }

  @Test func collectionMethods() {
    let session = SwiftSession()
    session.enter("struct P: Hashable { let id: Int; var title: String }")
    session.enter("let ps = [P(id: 2, title: \"b\"), P(id: 1, title: \"a\"), P(id: 3, title: \"c\")]")
    #expect(session.enter("print(ps.map { $0.id })") == ["[2, 1, 3]"])
    #expect(session.enter("print(ps.filter { $0.id > 1 }.map { $0.title })") == ["[\"b\", \"c\"]"])
    #expect(session.enter("print(ps.sorted { $0.title < $1.title }.map(\\.id))") == ["[1, 2, 3]"])
    #expect(session.enter("print(ps.sorted { $0.title < $1.title }.map { $0.id })") == ["[1, 2, 3]"])
    // Swift prints `(1...5).reversed()` itself as a ReversedCollection: an array of it prints its elements.
    #expect(session.enter("print(Array((1...5).reversed()))") == ["[5, 4, 3, 2, 1]"])
    #expect(session.enter("print(Array(0..<3))") == ["[0, 1, 2]"])
    #expect(session.enter("print([3, 1, 2].sorted(by: >))") == ["[3, 2, 1]"])
  }

  @Test func randomnessRepeatsFromSessionToSession() {
    let first = SwiftSession()
    let second = SwiftSession()
    let script = "print([1, 2, 3, 4, 5].shuffled(), Int.random(in: 1...6), Bool.random())"
    #expect(first.enter(script) == second.enter(script))
    #expect(first.enter(script) != first.enter(script))
  }

  @Test func uuidsAreFreshButRepeatable() {
    let session = SwiftSession()
    session.enter("let a = UUID()\nlet b = UUID()")
    #expect(session.enter("print(a == b, a == a)") == ["false true"])
    #expect(SwiftSession().enter("print(UUID())") == SwiftSession().enter("print(UUID())"))
  }

  /// `Date()` reads the interpreter's clock: 2026-01-01 09:00:00 UTC, one second later at each
  /// reading, the same in every session.
  @Test func datesMoveForwardAndRepeat() {
    let script = "let a = Date()\nlet b = Date.now\nprint(a, b > a, b.timeIntervalSince(a))"
    let output = SwiftSession().enter(script)
    #expect(output == ["2026-01-01 09:00:00 +0000 true 1.0"])
    #expect(SwiftSession().enter(script) == output)
  }

  /// What the first Swift front end refused runs as Swift runs it.
  @Test func functionsMapsAndWhileLoopsRun() {
    let session = SwiftSession()
    #expect(session.enter("func load() -> Int { 1 }\nprint(load())") == ["1"])
    #expect(session.enter("print([\"a\": 1].map { $0.value })") == ["[1]"])
    #expect(session.enter("var n = 0\nwhile n < 3 { n += 1 }\nprint(n)") == ["3"])
  }

  @Test func aSyntaxErrorNamesLineAndColumn() {
    let session = SwiftSession()
    let output = session.enter("let a = [1, 2\nlet b = 3)")
    #expect(output.first == "error: 1:14: expected ']' to end array")
    #expect(output.contains("fix: fix-it: insert ']'") || output.contains("  fix: fix-it: insert ']'"))
  }
}
