import DiffableKit
import PropertyBased
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Random sessions checked as properties, with shrinking (x-sheep/swift-property-based): a
/// failing session is cut down to the fewest, simplest command lines that still fail, and the
/// failure names the seed that reproduces it (`.fixedSeed(...)`).
///
/// A line is drawn from a few small numbers (which command, which items, which sections), so
/// the shrinker makes a failing session shorter (fewer lines), simpler (lower command numbers:
/// the first commands below are the plainest) and over fewer, smaller identifiers.
@Suite("Random sessions: the one door holds, undo restores, the table shows what was applied")
struct SessionPropertyTests {
  /// Lines of one session, each drawn as a command number with its items and sections.
  static let sessions = zip(
    Gen.int(in: 0...(2 * SessionLine.commandCount - 1)), Gen.int(in: 0...4).array(of: 1...3),
    Gen.int(in: 0...2),
    Gen.int(in: 0...2)
  )
  .map { command, items, first, second in
    SessionLine(command: command, items: items, sections: (first, second))
  }
  .array(of: 1...40)

  @Test("A failed command changes nothing but a relaunch; undo restores the state before each change")
  func theOneDoorAndUndoHold() async {
    await propertyCheck(count: 1000, input: Self.sessions) { lines in
      var session = Session()
      var undo: [BadInput.Fingerprint] = []
      for (index, line) in lines.enumerated() {
        guard let commands = try? CommandParser.parse(line.text) else {
          Issue.record("line \(index + 1) '\(line.text)' does not parse")
          return
        }
        for command in commands {
          let before = BadInput.Fingerprint(session)
          let outcome = session.execute(command)
          let after = BadInput.Fingerprint(session)
          let context = "line \(index + 1) '\(line.text)'"
          if let error = outcome.error {
            if error.relaunchesApp {
              undo.append(before)
            } else if after != before {
              Issue.record("\(context) failed (\(error.message)) but changed the state")
              return
            }
            continue
          }
          switch command {
          case .undo:
            guard after == undo.popLast() else {
              Issue.record("\(context): undo did not restore the state before the last change")
              return
            }
          case .redo: undo.append(before)
          case .reset: undo = []
          default:
            if command.kind.spec.changesState { undo.append(before) }
          }
          // Diffable mode: the table shows the applied snapshot, section by section.
          if session.state.classic == nil {
            let table = session.state.dataSource.tableView
            let applied = session.state.dataSource.snapshot
            guard table.sections.map({ $0.rows.map(\.item) }) == applied.itemIdentifiersBySection else {
              Issue.record("\(context): the table does not show the applied snapshot")
              return
            }
          }
        }
      }
    }
  }

  @Test("Every line of a random session renders, as text and as JSON, without a crash")
  func everyOutcomeRenders() async {
    await propertyCheck(count: 100, input: Self.sessions) { lines in
      let shell = Shell { _ in }
      for line in lines { shell.run(line.text, interactive: true) }
      #expect(!shell.didQuit)
    }
  }
}

/// One command line of a random session, made from small numbers so that shrinking them makes
/// the line simpler.
struct SessionLine: CustomStringConvertible, Sendable {
  /// Which command (below ``commandCount``; the lower, the plainer).
  var command: Int
  /// The items it names, as numbers.
  var items: [Int]
  /// The sections it names, as indexes into a few names.
  var sections: (Int, Int)

  static let commandCount = 24
  private static let sectionNames = ["main", "extra", "more"]

  var description: String { text }

  /// The line as typed.
  var text: String {
    let list = items.map(String.init).joined(separator: " ")
    let item = items.first.map(String.init) ?? "0"
    let other = String(((items.first ?? 0) + 1) % 5)
    let section = Self.sectionNames[sections.0]
    let otherSection = Self.sectionNames[sections.1]
    let row = "[\(sections.0), \(items.first ?? 0)]"
    switch command {
    case 0: return "appendSections \(section)"
    case 1: return "appendItems \(list) to \(section)"
    case 2: return "apply"
    case 3: return "deleteItems \(list)"
    case 4: return "insertItems \(list) before \(item)"
    case 5: return "moveItem \(item) after \(other)"
    case 6: return "reloadItems \(list)"
    case 7: return "deleteSections \(section)"
    case 8: return "moveSection \(section) before \(otherSection)"
    case 9: return "insertSections \(section) after \(otherSection)"
    case 10: return "reconfigureItems \(list)"
    case 11: return "undo"
    case 12: return "redo"
    case 13: return "apply animatingDifferences: false"
    case 14: return "applySnapshotUsingReloadData"
    case 15: return "snapshot"
    case 16: return "new"
    case 17: return "deleteAllItems"
    case 18: return "mode classic"
    case 19: return "mode diffable"
    case 20: return "tableView.deleteRows \(row)"
    case 21: return "tableView.insertRows \(row)"
    case 22: return "tableView.reloadData"
    default: return "tableView.performBatchUpdates { tableView.moveRow(at: \(row), to: [0, 0]) }"
    }
  }
}
