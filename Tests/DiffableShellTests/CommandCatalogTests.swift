import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Walks the whole catalog: every command's every spelling parses to a command of its
/// kind, `help` has a page for it, and completion offers it.
@Suite("The command catalog")
struct CommandCatalogTests {
  /// A line that parses to a command of `kind`: its help example, which every entry has.
  @Test(arguments: CommandKind.allCases)
  func exampleParsesToItsKind(_ kind: CommandKind) throws {
    let commands = try CommandParser.parse(kind.spec.help.example)
    #expect(commands.map(\.kind) == [kind], "\(kind.spec.help.example)")
  }

  @Test(arguments: CommandKind.allCases)
  func everySpellingParsesToItsKind(_ kind: CommandKind) throws {
    let example = kind.spec.help.example
    // The example starts with the name; every other spelling takes its place, in any case.
    let name = kind.spec.name
    try #require(example.hasPrefix(name), "\(example) does not start with \(name)")
    for spelling in kind.spellings {
      for written in [spelling, spelling.uppercased()] {
        let line = written + example.dropFirst(name.count)
        #expect(try CommandParser.parse(line).map(\.kind) == [kind], "\(line)")
      }
    }
  }

  @Test(arguments: CommandKind.allCases)
  func helpHasAPage(_ kind: CommandKind) throws {
    for spelling in kind.spellings {
      let lines = try Help.lines(for: spelling)
      #expect(lines.first == kind.spec.help.syntax, "help \(spelling)")
      #expect(lines.contains("  example: \(kind.spec.help.example)"))
    }
    let overview = Help.overview()
    #expect(overview.contains { $0.hasPrefix("  " + kind.spec.help.syntax) }, "help lists \(kind.spec.name)")
  }

  @Test(arguments: CommandKind.allCases)
  func completionOffersIt(_ kind: CommandKind) {
    let state = SessionState()
    for spelling in kind.spellings {
      for typed in [String(spelling.prefix(2)), String(spelling.dropLast()), spelling] {
        #expect(
          CompletionCandidates.candidates(for: typed, in: state).contains(spelling), "\(typed) → \(spelling)")
      }
    }
  }

  @Test(arguments: CommandKind.allCases)
  func runsInASessionUnderItsName(_ kind: CommandKind) throws {
    // Whatever the outcome, the session reports it under the catalog's name.
    let commands = try CommandParser.parse(kind.spec.help.example)
    var session = Session()
    let outcome = session.execute(commands[0])
    #expect(outcome.command == kind.spec.name)
  }

  @Test func namesAndSpellingsAreUnique() {
    let spellings = CommandKind.allCases.flatMap(\.spellings).map { $0.lowercased() }
    #expect(Set(spellings).count == spellings.count)
    #expect(CommandNames.all.count == spellings.count)
  }

  @Test func tableViewMethodsNeedTheirReceiver() throws {
    for kind in CommandKind.allCases {
      guard let method = kind.tableViewMethod else { continue }
      #expect(kind.spec.family == .classicTableView)
      #expect(kind.spec.classic == .classicOnly)
      #expect(CommandKind(tableViewMethod: String(method)) == kind)
      #expect(CommandKind(commandWord: String(method)) == nil || kind.spec.name.hasPrefix("tableView."))
    }
    #expect(CommandKind(commandWord: "tableView.insertRows") == nil)
    #expect(CommandKind(spelling: "TABLEVIEW.insertrows") == .tableViewInsertRows)
  }

  @Test func changesStateMatchesWhatUndoSees() throws {
    // A command the catalog says changes nothing leaves nothing to undo.
    for kind in CommandKind.allCases where !kind.spec.changesState {
      var session = Session()
      let commands = try CommandParser.parse(kind.spec.help.example)
      _ = session.execute(commands[0])
      #expect(session.execute(.undo).error?.code == "nothingToUndo", "\(kind.spec.name)")
    }
  }

  @Test func laterAPIsAreCheckedUnderOlderProfiles() throws {
    for kind in CommandKind.allCases {
      guard let introduced = kind.spec.introduced else { continue }
      var settings = Settings()
      settings.iOS = introduced.version - 1
      var session = Session(settings: settings)
      if kind.spec.classic == .classicOnly { _ = session.execute(.mode(.classic)) }
      let outcome = session.execute(try CommandParser.parse(kind.spec.help.example)[0])
      #expect(outcome.error?.code == "unavailable", "\(kind.spec.name)")
      #expect(outcome.error?.message.contains(introduced.api) == true)
    }
  }

  /// Every UIKit call the engine performs has the command that calls it, under its name, with
  /// the engine's availability and classic policy.
  @Test(arguments: APIMember.allCases)
  func everyAPIMemberHasItsCommand(_ member: APIMember) {
    let kind = CommandKind(calling: member)
    #expect(kind.spec.name == member.name)
    #expect(kind.spec.introduced == member.introduced)
    #expect(kind.spec.classic == member.classic)
    #expect(kind.spec.changesState == member.changesState)
  }
}
