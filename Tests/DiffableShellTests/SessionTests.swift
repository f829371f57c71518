import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Runs commands in order and returns the last outcome.
@discardableResult
func run(_ session: inout Session, _ commands: Command...) -> Outcome {
  var last = Outcome(command: "none")
  for command in commands { last = session.execute(command) }
  return last
}

@Suite("Session: atomic commands")
struct SessionAtomicityTests {
  @Test func failedEditLeavesEveryStateUnchanged() {
    var session = Session()
    run(&session, .appendSections([.symbol("main")]), .appendItems([.int(1), .int(2)], toSection: nil))
    let before = session.state.working
    let outcome = session.execute(.appendItems([.int(3), .int(3)], toSection: nil))
    #expect(outcome.error?.code == "duplicateIdentifiers")
    #expect(session.state.working == before)
  }

  @Test func failedValueResolutionChangesNothing() {
    var session = Session()
    run(&session, .appendSections([.symbol("main")]))
    let before = session.state.working
    let outcome = session.execute(
      .appendItems([.int(1), .structure(type: "Payment", arguments: [])], toSection: nil))
    #expect(outcome.error?.code == "unknownType")
    #expect(session.state.working == before)
  }

  @Test func failedCommandIsNotUndoable() {
    var session = Session()
    run(&session, .appendSections([.symbol("main")]))
    _ = session.execute(.appendSections([.symbol("main")]))
    #expect(session.execute(.undo).ok)
    #expect(session.state.working.numberOfSections == 0)
    #expect(session.execute(.undo).error?.code == "nothingToUndo")
  }
}

@Suite("Session: undo and redo")
struct SessionUndoTests {
  @Test func undoRestoresTheSnapshotAndTheTable() {
    var session = Session()
    run(&session, .appendSections([.symbol("main")]), .appendItems([.int(1)], toSection: nil))
    run(&session, .apply(animatingDifferences: true))
    run(&session, .deleteItems([.int(1)]), .apply(animatingDifferences: true))
    #expect(session.state.dataSource.tableView.sections[0].rows.isEmpty)
    #expect(session.execute(.undo).ok)
    #expect(session.state.dataSource.tableView.sections[0].rows.count == 1)
    #expect(session.execute(.undo).ok)
    #expect(session.state.working.numberOfItems == 1)
    #expect(session.state.working.contains(item: 1))
    #expect(session.execute(.redo).ok)
    #expect(session.execute(.redo).ok)
    #expect(session.state.dataSource.tableView.sections[0].rows.isEmpty)
    #expect(session.execute(.redo).error?.code == "nothingToRedo")
  }

  @Test func queriesAreNotUndoSteps() {
    var session = Session()
    run(&session, .appendSections([.symbol("main")]), .query(.numberOfSections))
    #expect(session.execute(.undo).ok)
    #expect(session.state.working.numberOfSections == 0)
  }
}

@Suite("Session: identity rules")
struct SessionIdentityTests {
  static let payment1 = ValueExpression.structure(
    type: "Payment",
    arguments: [.init(label: "id", value: .int(1)), .init(label: "title", value: .string("Fare"))])
  static let payment1Edited = ValueExpression.structure(
    type: "Payment",
    arguments: [.init(label: "id", value: .int(1)), .init(label: "title", value: .string("Taxi"))])

  @Test func equalByIdLeavesAStaleCell() {
    var session = Session()
    run(
      &session,
      .declareStruct(
        name: "Payment", fields: ["id", "title"], hash: .fields(["id"]), equal: .fields(["id"])),
      .appendSections([.symbol("main")]), .appendItems([Self.payment1], toSection: nil),
      .apply(animatingDifferences: true), .new, .appendSections([.symbol("main")]),
      .appendItems([Self.payment1Edited], toSection: nil))
    let outcome = session.execute(.apply(animatingDifferences: true))
    guard case .diff(let report) = outcome.body else {
      Issue.record("apply printed no diff")
      return
    }
    #expect(report.diff.isEmpty)
    #expect(session.state.dataSource.tableView.sections[0].rows[0].content.contains("Fare"))
    #expect(outcome.hints.contains { $0.contains("stale") })
  }

  @Test func synthesizedEqualityTurnsAnEditIntoDeleteAndInsert() {
    var session = Session()
    run(
      &session, .declareStruct(name: "Payment", fields: ["id", "title"], hash: nil, equal: nil),
      .appendSections([.symbol("main")]), .appendItems([Self.payment1], toSection: nil),
      .apply(animatingDifferences: true), .new, .appendSections([.symbol("main")]),
      .appendItems([Self.payment1Edited], toSection: nil))
    guard case .diff(let report) = session.execute(.apply(animatingDifferences: true)).body else {
      Issue.record("apply printed no diff")
      return
    }
    #expect(report.diff.deletedItems.map(\.at) == [IndexPath(row: 0, section: 0)])
    #expect(report.diff.insertedItems.map(\.at) == [IndexPath(row: 0, section: 0)])
    #expect(session.state.dataSource.tableView.sections[0].rows[0].content.contains("Taxi"))
  }

  @Test func contractBreakingRuleWarnsNamingTheField() {
    var session = Session()
    let outcome = session.execute(
      .declareStruct(
        name: "Payment", fields: ["id", "title"], hash: .fields(["id"]), equal: .fields(["title"])))
    #expect(outcome.ok)
    #expect(outcome.warnings.count == 1)
    #expect(outcome.warnings.first?.contains("'id'") == true)
  }

  @Test func equalValuesWithDifferentHashesFailTheApply() {
    var session = Session()
    let a = ValueExpression.structure(
      type: "P", arguments: [.init(label: nil, value: .int(1)), .init(label: nil, value: .string("x"))])
    let b = ValueExpression.structure(
      type: "P", arguments: [.init(label: nil, value: .int(2)), .init(label: nil, value: .string("x"))])
    run(
      &session,
      .declareStruct(name: "P", fields: ["id", "title"], hash: .fields(["id"]), equal: .fields(["title"])),
      .appendSections([.symbol("main")]), .appendItems([a, b], toSection: nil))
    let outcome = session.execute(.apply(animatingDifferences: true))
    #expect(outcome.error?.code == "equalIdentifiersHaveDifferentHashValues")
    #expect(
      outcome.error?.message.hasPrefix("Diffable data source detected item identifiers that are equal")
        == true)
    #expect(session.state.dataSource.snapshot.numberOfItems == 0)
  }

  @Test func wrongArgumentCountNamesTheFields() {
    var session = Session()
    run(
      &session, .declareStruct(name: "Payment", fields: ["id", "title"], hash: nil, equal: nil),
      .appendSections([.symbol("main")]))
    let outcome = session.execute(
      .appendItems(
        [.structure(type: "Payment", arguments: [.init(label: nil, value: .int(1))])], toSection: nil))
    #expect(outcome.error?.message == "Payment has 2 fields (id, title) but 1 was given")
  }
}

@Suite("Session: profiles")
struct SessionProfileTests {
  @Test func reconfigureItemsNeedsIOS15() {
    var settings = Settings()
    settings.iOS = 14
    var session = Session(settings: settings)
    run(&session, .appendSections([.symbol("main")]), .appendItems([.int(1)], toSection: nil))
    let outcome = session.execute(.reconfigureItems([.int(1)]))
    #expect(outcome.error?.code == "unavailable")
    #expect(outcome.error?.message.contains("iOS 15") == true)
  }

  @Test func iOS13ReturnsEmptyItemsForAMissingSection() {
    var settings = Settings()
    settings.iOS = 13
    var session = Session(settings: settings)
    let outcome = session.execute(.query(.itemIdentifiers(inSection: .symbol("nope"))))
    guard case .result(.identifiers(let items)) = outcome.body else {
      Issue.record("expected identifiers, got \(outcome)")
      return
    }
    #expect(items.isEmpty)
    settings.iOS = 14
    session.settings = settings
    #expect(
      session.execute(.query(.itemIdentifiers(inSection: .symbol("nope")))).error?.code == "sectionNotFound")
  }

  @Test func applyWithoutAnimationIsReloadDataBeforeIOS15() {
    var settings = Settings()
    settings.iOS = 14
    var session = Session(settings: settings)
    run(&session, .appendSections([.symbol("main")]), .appendItems([.int(1)], toSection: nil))
    guard case .diff(let report) = session.execute(.apply(animatingDifferences: false)).body else {
      Issue.record("no diff")
      return
    }
    #expect(report.reloadedData)
    session.settings.iOS = 15
    run(&session, .appendItems([.int(2)], toSection: nil))
    guard case .diff(let modern) = session.execute(.apply(animatingDifferences: false)).body else {
      Issue.record("no diff")
      return
    }
    #expect(!modern.reloadedData)
    #expect(modern.diff.insertedItems.count == 1)
  }
}
