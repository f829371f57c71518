import DiffableKit
import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Random command lines, valid and not: snapshot edits over a small pool of identifiers (so
/// that edits collide: duplicates, missing items, moves onto themselves), applies, undo and
/// redo, queries, types and rules, settings, and lines that are cut short or garbled.
struct RandomCommandLines {
  var random: SplitMix64

  private static let sections = ["main", "s1", "s2", "s3", ".s4", "7"]
  private static let words = [
    "appendItems", "to", "before", "after", "[", "]", "(", ")", "\"", ",", ";", "#", "try?", "apply",
    "Payment(",
    "undo", "tableView.", "1", "-3", "9.5", "true", "x", "\\", "{", "}", "é", "😀", "\u{0}",
  ]

  private mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

  private mutating func item() -> String {
    switch below(10) {
    case 0: return "\"t\(below(5))\""
    case 1: return "Payment(id: \(below(6)), title: \"v\(below(3))\")"
    case 2: return ".k\(below(4))"
    default: return String(below(40))
    }
  }

  private mutating func items() -> String { (0...below(4)).map { _ in item() }.joined(separator: " ") }
  private mutating func section() -> String { Self.sections[below(Self.sections.count)] }
  private mutating func place() -> String { below(2) == 0 ? "before" : "after" }

  mutating func next() -> String {
    let line = valid()
    switch below(20) {
    case 0: return String(line.prefix(below(line.count + 1)))  // cut short
    case 1: return "try? " + line
    case 2:
      var garbled = Array(line)
      if !garbled.isEmpty { garbled[below(garbled.count)] = Array(Self.words[below(Self.words.count)])[0] }
      return String(garbled)
    case 3: return (0..<below(6)).map { _ in Self.words[below(Self.words.count)] }.joined(separator: " ")
    default: return line
    }
  }

  private mutating func valid() -> String {
    switch below(40) {
    case 0...1: return "appendSections \(section()) \(below(3) == 0 ? section() : "")"
    case 2: return "insertSections \(section()) \(place()) \(section())"
    case 3: return "deleteSections \(section())"
    case 4: return "moveSection \(section()) \(place()) \(section())"
    case 5: return "reloadSections \(section())"
    case 6...10: return "appendItems \(items())" + (below(2) == 0 ? " to \(section())" : "")
    case 11...12: return "insertItems \(items()) \(place()) \(item())"
    case 13...14: return "moveItem \(item()) \(place()) \(item())"
    case 15...16: return "deleteItems \(items())"
    case 17: return below(4) == 0 ? "deleteAllItems" : "reloadItems \(items())"
    case 18: return "reconfigureItems \(items())"
    case 19...21:
      return ["apply", "apply animatingDifferences: false", "applySnapshotUsingReloadData", "diff"][below(4)]
    case 22: return ["new", "snapshot", "let snapshot = dataSource.snapshot()"][below(3)]
    case 23...25: return below(3) == 0 ? "redo" : "undo"
    case 26:
      return [
        "numberOfItems inSection \(section())", "indexOfItem \(item())", "itemIdentifiers",
        "sectionIdentifiers",
        "sectionIdentifier containingItem \(item())", "itemIdentifier for [\(below(3)), \(below(5))]",
        "indexPath for \(item())", "numberOfSections", "reloadedItemIdentifiers",
        "indexOfSection \(section())",
      ][below(10)]
    case 27:
      return [
        "struct Payment { id, title } hash(id) equal(id)", "struct Payment { id, title }",
        "hash Payment: title",
        "equal Payment: *", "hash Payment: id", "cell Payment \"{title}!\"", "struct Empty {}",
      ][below(7)]
    case 28:
      return ["show", "print", "explain", "explain \(item())", "help", "help apply", "echo hi"][below(7)]
    case 29: return "set ios \(12 + below(8))"
    case 30: return below(50) == 0 ? "reset" : "set format \(below(2) == 0 ? "json" : "text")"
    case 31:
      return
        "tableView.performBatchUpdates { tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }"
    case 32: return "snapshot.appendItems([\(item()), \(item())], toSection: .main)"
    case 33: return "appendSections \(section()); appendItems \(items())"
    case 34: return below(3) == 0 ? "mode diffable" : "mode classic"
    case 35...36:
      let path = "[\(below(3)), \(below(4))]"
      return [
        "tableView.deleteRows \(path)", "tableView.insertRows \(path)", "tableView.reloadRows \(path)",
        "tableView.moveRow \(path) [\(below(3)), \(below(4))]", "tableView.reconfigureRows \(path)",
      ][below(5)]
    case 37:
      return [
        "tableView.beginUpdates", "tableView.endUpdates", "tableView.reloadData",
        "tableView.insertSections \(below(3))", "tableView.deleteSections \(below(3))",
        "tableView.moveSection \(below(3)) \(below(3))", "tableView.reloadSections \(below(3))",
      ][below(7)]
    default: return "appendItems \(items())"
    }
  }
}

@Suite("A long random session: no crash, and the model's invariants hold after every command")
struct LongRandomSessionTests {
  /// Commands per seed: 10,000 by default (about 10 s per seed in a debug build, so that
  /// `scripts/test` stays quick); `DIFFABLE_RANDOM_COMMANDS=100000` runs the full count of the
  /// robustness issue.
  static let commandCount =
    ProcessInfo.processInfo.environment["DIFFABLE_RANDOM_COMMANDS"].flatMap(Int.init) ?? 10_000

  @Test(arguments: [0x5EED_0001, 0x5EED_0002] as [UInt64])
  func randomCommandsKeepEveryInvariant(seed: UInt64) {
    var lines = RandomCommandLines(random: SplitMix64(seed: seed))
    var session = Session()
    // Each state with whether its cells show its snapshot's identifiers: after a rule change,
    // cells keep the values they were rendered with, which may be other identifiers under the
    // new rule, until a reload renders every cell again.
    typealias Kept = (fingerprint: BadInput.Fingerprint, cellsRendered: Bool)
    var undo: [Kept] = []
    var redo: [Kept] = []
    var cellsRendered = true
    var failures = 0
    var crashes = 0
    var classicCommands = 0
    for number in 1...Self.commandCount {
      let line = lines.next()
      let commands: [Command]
      do {
        commands = try CommandParser.parse(line)
      } catch {
        guard (1...(line.count + 1)).contains(error.column) else {
          Issue.record("command \(number) \(line.debugDescription): column \(error.column) outside the line")
          return
        }
        failures += 1
        continue
      }
      for command in commands {
        if case .quit = command { continue }
        if case .source = command { continue }
        let before = BadInput.Fingerprint(session)
        let outcome = session.execute(command)
        let after = BadInput.Fingerprint(session)
        _ = TextRenderer(color: number.isMultiple(of: 2)).lines(for: outcome, at: nil)
        _ = JSONRenderer.line(for: outcome, at: InputLocation(file: "random", line: number, text: line))
        let context = "command \(number) \(line.debugDescription) (seed \(seed))"
        let wasRendered = cellsRendered
        guard outcome.ok else {
          failures += 1
          if outcome.error?.relaunchesApp == true {
            // The relaunch rule: classic mode's crash commits the relaunched table, undoably.
            crashes += 1
            undo.append((before, wasRendered))
            if undo.count > Session.undoLimit { undo.removeFirst() }
            redo = []
            if let classic = session.state.classic,
              classic.openBatch != nil
                || !classic.table.matches(ModelRows(session.state), comparingContent: true)
            {
              Issue.record("\(context): after a crash the relaunched table does not show the model")
              return
            }
            continue
          }
          if after != before {
            Issue.record("\(context): failed (\(outcome.error!.message)) but changed the state")
            return
          }
          continue
        }
        // Undo and redo step through exactly the states the commands left.
        let inner = command.withoutTry.command
        switch inner {
        case .undo:
          guard let kept = undo.popLast(), kept.fingerprint == after else {
            Issue.record("\(context): undo did not restore the state before the last change")
            return
          }
          redo.append((before, wasRendered))
          cellsRendered = kept.cellsRendered
        case .redo:
          guard let kept = redo.popLast(), kept.fingerprint == after else {
            Issue.record("\(context): redo did not restore the state undo left")
            return
          }
          undo.append((before, wasRendered))
          cellsRendered = kept.cellsRendered
        case .reset:
          undo = []
          redo = []
          cellsRendered = true
        default:
          if command.kind.spec.changesState {
            undo.append((before, wasRendered))
            if undo.count > Session.undoLimit { undo.removeFirst() }
            redo = []
          } else if after != before {
            Issue.record("\(context): a command that changes nothing changed the state")
            return
          }
        }
        switch inner {
        case .declareStruct, .setHash, .setEqual: cellsRendered = false
        case .mode(.diffable):
          // The diffable data source takes over with a reload: every cell rendered anew.
          cellsRendered = true
        case .tableView(let call):
          classicCommands += 1
          // An update that passed UITableView's count checks leaves the table with the
          // model's counts (calls gathered in an open batch are checked later).
          if let classic = session.state.classic, classic.openBatch == nil, call != .beginUpdates,
            classic.table.rowCounts != ModelRows(session.state).rowCounts
          {
            Issue.record("\(context): the update passed but the table's counts are not the model's")
            return
          }
        case .apply, .applySnapshotUsingReloadData:
          // An animated apply leaves unchanged rows' cells as they were; a reload renders all.
          if case .applySnapshotUsingReloadData = inner { cellsRendered = true }
          if after.dataSource.snapshot.sectionIdentifiers != after.working.sectionIdentifiers
            || after.dataSource.snapshot.itemIdentifiersBySection != after.working.itemIdentifiersBySection
          {
            Issue.record("\(context): the applied snapshot is not the working one")
            return
          }
        default: break
        }
        if let problem = Self.brokenInvariant(of: session, comparingCells: cellsRendered) {
          Issue.record("\(context): \(problem)")
          return
        }
      }
    }
    // The mix is worth its time only if both kinds of outcome are common.
    #expect(failures > Self.commandCount / 10)
    #expect(failures < Self.commandCount * 9 / 10)
    // Classic mode is entered, told by hand, and crashes (each crash relaunching the app).
    #expect(classicCommands > Self.commandCount / 100)
    #expect(crashes > Self.commandCount / 200)
  }

  /// What is wrong with the session's model, or nil.
  static func brokenInvariant(of session: Session, comparingCells: Bool) -> String? {
    let state = session.state
    for (name, snapshot) in [("working", state.working), ("applied", state.dataSource.snapshot)] {
      var count = 0
      for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
        guard let items = try? snapshot.itemIdentifiers(inSection: section) else {
          return "\(name): section \(section) has no items list"
        }
        for (row, item) in items.enumerated() {
          if snapshot.sectionIdentifier(containingItem: item) != section {
            return "\(name): \(item) is in \(section) but the index says otherwise"
          }
          if snapshot.indexPath(of: item) != IndexPath(row: row, section: sectionIndex) {
            return "\(name): \(item) has the wrong index path"
          }
        }
        count += items.count
      }
      if count != snapshot.numberOfItems {
        return "\(name): \(count) items listed, \(snapshot.numberOfItems) counted"
      }
      if Set(snapshot.sectionIdentifiers).count != snapshot.numberOfSections {
        return "\(name): a section twice"
      }
    }
    // The table view shows the applied snapshot, row for row.
    let table = state.dataSource.tableView
    let applied = state.dataSource.snapshot
    guard table.numberOfSections == applied.numberOfSections else {
      return "the table view has other sections"
    }
    for (index, section) in applied.itemIdentifiersBySection.enumerated() {
      guard table.numberOfRows(inSection: index) == section.count else {
        return "the table view's section \(index) has other rows"
      }
      for (row, item) in section.enumerated()
      where comparingCells && table.cell(at: IndexPath(row: row, section: index))?.item != item {
        return "the table view shows another item at [\(index), \(row)]"
      }
    }
    return nil
  }
}

@Suite("A million items built by a script")
struct MillionItemScriptTests {
  /// 100,000 items by default (a debug build is slow); `DIFFABLE_MILLION=1` builds 1,000,000
  /// in 1,000 sections.
  static let itemCount = ProcessInfo.processInfo.environment["DIFFABLE_MILLION"] == "1" ? 1_000_000 : 100_000

  @Test func aScriptBuildsAppliesEditsAndUndoesAtThatSize() throws {
    let perSection = 1_000
    var script = ""
    for section in 0..<Self.itemCount / perSection {
      script += "appendSections s\(section)\nappendItems"
      for item in section * perSection..<(section + 1) * perSection { script += " \(item)" }
      script += "\n"
    }
    script +=
      "apply\nmoveItem 0 after \(Self.itemCount - 1)\ndeleteItems 5\napply\nundo\nundo\nnumberOfItems\n"
    final class Sink: @unchecked Sendable { var lines: [String] = [] }
    let sink = Sink()
    let shell = Shell { sink.lines.append($0) }
    shell.runScript(script, name: "million.diffable")
    #expect(!shell.hadFailure, "\(sink.lines.filter { $0.contains("error") }.prefix(3))")
    // The undos took back the second apply, then the delete.
    #expect(sink.lines.last == String(Self.itemCount))
    #expect(shell.session.state.dataSource.snapshot.numberOfItems == Self.itemCount)
    #expect(shell.session.state.working.indexOfItem(0) == Self.itemCount - 1)
  }
}

@Suite("Undo history: bounded, and dropping its oldest step keeps the newest ones")
struct UndoHistoryTests {
  @Test func moreChangesThanTheLimitKeepTheNewestOnes() {
    var session = Session()
    _ = session.execute(.appendSections([.symbol("main")]))
    let commands = Session.undoLimit * 2 + 7
    for item in 0..<commands { _ = session.execute(.appendItems([.int(item)], toSection: nil)) }
    var undone = 0
    while session.execute(.undo).ok { undone += 1 }
    #expect(undone == Session.undoLimit)
    // The oldest appends stay: undo reached back exactly `undoLimit` steps.
    #expect(session.state.working.numberOfItems == commands - Session.undoLimit)
    #expect(session.execute(.redo).ok)
    #expect(session.state.working.numberOfItems == commands - Session.undoLimit + 1)
  }
}
