import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// The session's entries: one undo step however many commands, and a failure that puts the
/// state and both histories back exactly, at the undo limit and after undo inside the entry.
@Suite("Session entries")
struct EntryTests {
  private static func run(_ session: inout Session, _ commands: [Command], failing: Bool = false) {
    session.beginEntry()
    var failed = false
    for command in commands where !failed { failed = !session.execute(command).ok }
    session.endEntry(named: "entry", failed: failed || failing)
  }

  private static func append(_ n: Int) -> Command { .appendItems([.int(n)], toSection: nil) }

  /// The items of the working snapshot, then what undo after undo restores, to the end.
  private static func history(_ session: Session) -> [[String]] {
    var session = session
    var states = [session.state.working.itemIdentifiers.map(\.description)]
    while session.execute(.undo).ok {
      states.append(session.state.working.itemIdentifiers.map(\.description))
    }
    return states
  }

  @Test func severalCommandsAreOneStepNamedByTheEntry() {
    var session = Session()
    Self.run(&session, [.appendSections([.symbol("main")])])
    Self.run(&session, [Self.append(1), Self.append(2), Self.append(3)])
    #expect(Self.history(session) == [["1", "2", "3"], [], []])
    let undone = session.execute(.undo)
    #expect(undone.body.lines == ["undid entry"])
  }

  @Test func aFailedEntryAtTheUndoLimitGivesBackTheOldestStep() {
    var session = Session()
    Self.run(&session, [.appendSections([.symbol("main")])])
    for n in 0..<(Session.undoLimit + 5) { Self.run(&session, [Self.append(n)]) }
    let before = Self.history(session)
    #expect(before.count == Session.undoLimit + 1)
    Self.run(&session, [Self.append(-1), Self.append(-1), .appendItems([.int(7), .int(7)], toSection: nil)])
    #expect(Self.history(session) == before)
  }

  @Test func aFailedEntryThatRanUndoPutsBothHistoriesBack() {
    var session = Session()
    Self.run(&session, [.appendSections([.symbol("main")])])
    Self.run(&session, [Self.append(1)])
    Self.run(&session, [Self.append(2)])
    _ = session.execute(.undo)
    let before = (Self.history(session), session.state.working)
    Self.run(
      &session, [Self.append(3), .undo, .undo, Self.append(4), .deleteSections([.symbol("x")])], failing: true
    )
    #expect(Self.history(session) == before.0)
    #expect(session.state.working == before.1)
    #expect(session.execute(.redo).ok, "the redo of 2 is still there")
    #expect(session.state.working.itemIdentifiers.map(\.description) == ["1", "2"])
  }

  @Test func undoInsideAnEntryStepsBackItsCommandsThenEachCommandIsAStep() {
    var session = Session()
    Self.run(&session, [.appendSections([.symbol("main")]), Self.append(1)])
    Self.run(&session, [Self.append(2), .undo, Self.append(3), Self.append(4)])
    #expect(Self.history(session) == [["1", "3", "4"], ["1", "3"], ["1"], []])
  }

  @Test func editsInPlaceAndWholeStatesInOneEntryAreUndoneAndRedoneInOrder() {
    var session = Session()
    Self.run(
      &session, [.appendSections([.symbol("main"), .symbol("other")]), Self.append(1), Self.append(2)])
    let before = session.state
    Self.run(
      &session,
      [
        .moveItem(.int(2), .before(.int(1))), .apply(animatingDifferences: true), Self.append(1),
        .deleteItems([.int(2), .int(9)]), .appendItems([.int(3)], toSection: .symbol("other")),
      ])
    let after = session.state
    #expect(session.execute(.undo).ok)
    #expect(session.state.working == before.working)
    #expect(session.state.dataSource.snapshot == before.dataSource.snapshot)
    #expect(session.execute(.redo).ok)
    #expect(session.state.working == after.working)
    #expect(
      session.state.working.itemIdentifiersBySection.map { $0.map(\.description) } == [[], ["1", "3"]])
    #expect(session.state.dataSource.snapshot == after.dataSource.snapshot)
  }

  @Test func undoAndAFailedEditPutTheUUIDSequenceBack() {
    var session = Session()
    Self.run(&session, [.appendSections([.symbol("main")])])
    Self.run(&session, [.appendItems([.uuid], toSection: nil)])
    let first = session.state.working.itemIdentifiers
    #expect(session.execute(.undo).ok)
    Self.run(&session, [.appendItems([.uuid], toSection: .symbol("absent"))])
    #expect(session.state.working.numberOfItems == 0)
    Self.run(&session, [.appendItems([.uuid], toSection: nil)])
    #expect(session.state.working.itemIdentifiers == first)
  }
}

extension Outcome.Body {
  fileprivate var lines: [String] {
    if case .text(let lines) = self { return lines }
    return []
  }
}
