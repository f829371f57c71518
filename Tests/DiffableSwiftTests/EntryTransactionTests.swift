import DiffableEngine
import DiffableShell
import Testing

/// One entry, one step: whatever a Swift entry runs is one step of undo, and when it fails
/// nothing of it stays (issue 21's two repros among them).
@Suite("An entry is one transaction")
struct EntryTransactionTests {
  @Test func undoTakesBackAWholeLoop() {
    let session = SwiftSession()
    session.enter("var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()\nsnapshot.appendSections([0])")
    session.enter("for i in [1, 2, 3] { snapshot.appendItems([i]) }")
    #expect(session.items == ["1", "2", "3"])
    let undone = session.enter("undo")
    #expect(undone.first?.hasPrefix("undid `for i in [1, 2, 3]") == true, "\(undone)")
    #expect(session.enter("print(snapshot.itemIdentifiers)") == ["[]"])
    session.enter("redo")
    #expect(session.items == ["1", "2", "3"])
  }

  @Test func aFailingEntryLeavesNothingBehind() {
    let session = SwiftSession()
    session.enter("var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()\nsnapshot.appendSections([0])")
    let before = session.state
    let output = session.enter(
      """
      snapshot.appendItems([1])
      var other = snapshot
      snapshot.appendItems([2, 2])
      snapshot.appendItems([3])
      """)
    #expect(output.contains { $0.contains("supplied item identifiers are not unique") }, "\(output)")
    #expect(output.contains { $0.contains(Shell.takenBackHint) }, "\(output)")
    #expect(session.state.snapshots.named == before.snapshots.named)
    #expect(!session.state.isBound("other"))
    // The step before the failed entry is still the one undo takes back.
    #expect(session.enter("undo").first?.hasPrefix("undid `var snapshot") == true)
  }

  /// A statement that fails half way leaves nothing to take back: no hint says otherwise.
  @Test func aLoneFailedStatementTakesNothingBack() {
    let session = SwiftSession()
    session.enter("var s = NSDiffableDataSourceSnapshot<Int, Int>()")
    let output = session.enter("s.appendItems([1])")
    #expect(output.first?.contains("There are currently no sections") == true, "\(output)")
    #expect(!output.contains { $0.contains(Shell.takenBackHint) }, "\(output)")
  }

  @Test func aScriptGoesOnWithTheNextEntryNeverWithTheRestOfTheFailedOne() {
    let session = SwiftSession()
    session.enter("set bail off")
    session.runScript(
      """
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      for i in [1, 2, 3] { if i == 2 { snapshot.appendItems([i, i]) } else { snapshot.appendItems([i]) } }
      snapshot.appendItems([4])
      """)
    #expect(session.items == ["4"])
  }

  static func ruleChangeScript(withSecondSnapshot: Bool) -> String {
    """
    struct P: Hashable { let id: Int; var t: String }
    var a = NSDiffableDataSourceSnapshot<Int, P>()
    a.appendSections([0])
    a.appendItems([P(id: 1, t: "x"), P(id: 1, t: "y")])
    \(withSecondSnapshot ? "var b = NSDiffableDataSourceSnapshot<Int, P>()" : "")
    extension P {
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
      static func == (lhs: P, rhs: P) -> Bool { lhs.id == rhs.id }
    }
    dataSource.apply(a, animatingDifferences: true)
    """
  }

  /// A rule change made by a later entry (each line of a script is one, as each line typed)
  /// holds for the values a snapshot already has: two values it makes equal are UIKit's duplicate
  /// identifiers when that snapshot is applied, whatever other snapshot exists, and the apply
  /// changes nothing.
  @Test(arguments: [true, false])
  func aRuleChangeIsRefusedWhateverSnapshotHoldsTheValues(withSecondSnapshot: Bool) {
    let session = SwiftSession()
    let output = session.runScript(
      Self.ruleChangeScript(withSecondSnapshot: withSecondSnapshot), name: "entries.diffable")
    #expect(
      output.contains {
        $0.contains("error: Diffable data source detected item identifiers that are not unique")
      })
    #expect(session.state.dataSource.snapshot.numberOfItems == 0, "\(output)")
    #expect(session.state.registry["P"]?.hashFields == ["id"])
  }

  /// The same code as a `.swift` file is read whole, as swiftc reads it: the extension's `==` is
  /// `P`'s rule from the start, so the two values are duplicates where they are appended, and
  /// nothing after that line runs.
  @Test(arguments: [true, false])
  func inASwiftFileTheExtensionsRuleHoldsFromTheStart(withSecondSnapshot: Bool) {
    let session = SwiftSession()
    let output = session.runScript(Self.ruleChangeScript(withSecondSnapshot: withSecondSnapshot))
    #expect(output.first == "P: hash(id), ==(id)")
    #expect(
      output.contains {
        $0.hasPrefix("test.swift:4: error: Terminating app due to uncaught exception")
          && $0.contains("supplied item identifiers are not unique")
      }, "\(output)")
    #expect(!output.contains { $0.contains("apply") }, "\(output)")
    #expect(session.state.registry["P"]?.hashFields == ["id"])
  }

  /// An entry that reports two errors (the apply its cell provider stopped, then the provider's
  /// own error) says once that what it did before was taken back.
  @Test func anEntryWithTwoErrorsSaysOnceThatItsWorkWasTakenBack() {
    let session = SwiftSession()
    let output = session.enter(
      """
      struct Item: Hashable { let id: Int }
      var applied = 0
      applied += 1
      let table = UITableView()
      let source = UITableViewDiffableDataSource<Int, Item>(tableView: table) { tableView, indexPath, item in
        tableView.dequeueReusableCell(withIdentifier: "never registered", for: indexPath)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
      snapshot.appendSections([0])
      snapshot.appendItems([Item(id: 1)])
      source.apply(snapshot, animatingDifferences: false)
      """)
    #expect(output.filter { $0.hasPrefix("error: ") }.count == 2, "\(output)")
    #expect(output.filter { $0.contains(Shell.takenBackHint.prefix(40)) }.count == 1, "\(output)")
  }
}
