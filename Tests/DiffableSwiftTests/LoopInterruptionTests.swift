import DiffableEngine
import DiffableKit
import DiffableShell
import Testing

@Suite("Ctrl-C inside a Swift for loop or a closure over a collection")
struct LoopInterruptionTests {
  private let loop = """
    for i in 0..<5000 {
        snapshot.appendItems([i])
    }
    """

  @Test func aTypedLoopIsUndoneWhole() {
    let session = SwiftSession()
    session.enter("var snapshot = NSDiffableDataSourceSnapshot<String, Int>()")
    session.enter("snapshot.appendSections([\"main\"])")
    session.enter("snapshot.appendItems([-1])")
    session.shell.interruption = Interruption.afterChecks(1_000)
    #expect(session.enter(loop) == ["interrupted"])
    #expect(session.items == ["-1"])
    #expect(session.shell.wasInterrupted)
    session.shell.interruption = .never
    #expect(session.enter(loop) == [])
    #expect(session.items.count == 5_001)
  }

  @Test func anApplyInsideALoopIsInterruptedToo() {
    let session = SwiftSession()
    session.enter("var snapshot = NSDiffableDataSourceSnapshot<String, Int>()")
    session.enter("snapshot.appendSections([\"main\"])")
    session.enter("snapshot.appendItems(Array(0..<20000))")
    // The loop asks once, then apply asks at every row it lays out.
    session.shell.interruption = Interruption.afterChecks(500)
    #expect(session.enter("for _ in 0..<1 {\n    dataSource.apply(snapshot)\n}") == ["interrupted"])
    #expect(session.state.dataSource.snapshot.numberOfItems == 0)
  }

  @Test func aSwiftScriptStopsInItsLoop() {
    let session = SwiftSession()
    session.shell.interruption = Interruption.afterChecks(1_000)
    let output = session.runScript(
      """
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["main"])
      \(loop)
      print("after")
      """)
    #expect(output.last == "interrupted")
    #expect(!output.contains("after"))
    #expect(session.shell.wasInterrupted)
    // A script stops where it was: what ran before the interrupted statement stays.
    #expect(session.items.count < 5_000)
  }

  @Test func aMapOrFilterOverManyElementsStops() {
    for line in [
      "let items = Array(0..<5000).map { $0 * 2 }",
      "let items = Array(0..<5000).filter { $0 > 10 }",
      "let items = Array(0..<5000).sorted { $0 > $1 }",
    ] {
      let session = SwiftSession()
      session.enter("var snapshot = NSDiffableDataSourceSnapshot<String, Int>()")
      session.shell.interruption = Interruption.afterChecks(1_000)
      #expect(session.enter(line) == ["interrupted"], "\(line)")
      #expect(session.shell.wasInterrupted)
      // Nothing of the entry stays: `items` was never bound.
      session.shell.interruption = .never
      #expect(
        session.enter("print(items)").first?.contains("cannot find 'items' in scope") == true, "\(line)")
      #expect(session.enter(line) == [], "\(line)")
      #expect(session.enter("print(items.count)") != [], "\(line)")
    }
  }
}
