import DiffableEngine
import DiffableKit

/// `export swift` of a session whose entries are the program's own Swift: the file holds the
/// user's code as they wrote it (``ProgramLayout``: declarations at the top, statements in
/// the test in the order they ran), and after each entry that applied a snapshot, the assertion
/// of the rows diffable predicted. Lines of diffable's own that leave the program alone
/// (`show`, `explain`, queries, ...) are comments; an entry that failed is a comment under why.
///
/// The session's own `tableView` and `dataSource`, which code shown without its view controller
/// uses without declaring them, are globals of the file, made before the test runs.
struct AsWrittenExport {
  /// The file, or nil when the session is not one program's Swift (it also ran short-syntax
  /// commands that change the program, such as `appendItems` or `undo`).
  static func file(
    of recording: SessionRecording, name: String, layOut: ([String]) -> ProgramLayout?
  ) -> (text: String, notes: [String])? {
    let steps = recording.steps
    guard steps.contains(where: { $0.operations != nil }) else { return nil }
    guard steps.allSatisfy({ $0.operations != nil || $0.isNarration || leavesProgramAlone($0) }) else {
      return nil
    }
    let ran = steps.indices.filter { steps[$0].operations != nil && !failed(steps[$0]) }
    guard let layout = layOut(ran.map { steps[$0].text }) else { return nil }
    var writer = AsWrittenExport(layout: layout)
    writer.imports = modulesImported(by: steps, besides: recording.importedModules)
    var parts = layout.entries.makeIterator()
    for step in steps {
      if step.operations != nil && !failed(step) {
        writer.add(step, parts: parts.next() ?? [])
      } else {
        writer.addComments(for: step)
      }
    }
    return (writer.document(name: name), writer.notes)
  }

  /// The modules the program imports, in order, except UIKit and XCTest (the file's own): those
  /// of entries that ran nothing, then those of the steps' text.
  private static func modulesImported(by steps: [SessionRecording.Step], besides noted: [String]) -> [String]
  {
    var modules: [String] = []
    for module in noted + steps.flatMap({ SessionRecording.modules(importedBy: $0.text) })
    where module != "UIKit" && module != "XCTest" && !modules.contains(module) {
      modules.append(module)
    }
    return modules
  }

  /// Whether every command of a step of the short syntax leaves the program and the table alone.
  private static func leavesProgramAlone(_ step: SessionRecording.Step) -> Bool {
    step.commands.allSatisfy { command in
      let kind = command.withoutTry.command.kind
      return kind.spec.family == .queries || commandsLeavingProgramAlone.contains(kind)
    }
  }

  private static let commandsLeavingProgramAlone: Set<CommandKind> = [
    .show, .print, .explain, .diff, .help, .echo, .export, .source, .lesson, .set, .quit,
  ]

  private static func failed(_ step: SessionRecording.Step) -> Bool {
    step.wasTakenBack || step.outcomes.contains { $0.error != nil }
  }

  let layout: ProgramLayout
  private var top: [String] = []
  /// The modules the program imports besides the two the file always does (`import Combine`),
  /// written after them whether or not the entry that imported them ran anything.
  private var imports: [String] = []
  private var body: [String] = []
  /// What the file leaves out or checks less, for `export` to say.
  private(set) var notes: [String] = []

  /// The names of the test's own members and helpers, which the program's code must not meet.
  private static let window = "sessionWindow"
  private static let makeTable = "makeSessionTable"
  private static let rows = "rowsShown"
  private static let rowCounts = "rowCountsShown"
  /// The reuse identifier of the session's data source's cells.
  private static let cellIdentifier = "cell"

  private init(layout: ProgramLayout) { self.layout = layout }

  /// One entry of the program: its declarations to the top, its statements to the test, then
  /// the rows diffable predicted when it applied a snapshot.
  private mutating func add(_ step: SessionRecording.Step, parts: [ProgramLayout.Part]) {
    for part in parts {
      switch part.place {
      case .top:
        // An import is written once, with the file's own (``imports``).
        if part.text.hasPrefix("import "), !part.text.contains("\n") { continue }
        top += [""] + part.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      case .body: body += part.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      case .left(let reason):
        let place = step.location.flatMap { $0.isInteractive ? nil : "\($0.file):\($0.line)" } ?? "an entry"
        notes.append("left out of the file (\(place)): \(reason)")
        top += [""] + SwiftCode.comment(reason, prefix: "diffable left this out: ")
        top += part.text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
          SwiftCode.comment($0)
        }
      }
    }
    let applied = step.operations?.contains {
      switch $0 {
      case .apply, .applyUsingReloadData, .applyValue, .applyValueUsingReloadData: true
      default: false
      }
    }
    if applied == true { body += assertion(of: step.table) }
  }

  /// A line of diffable's own, a narration, or an entry that failed: comments.
  private mutating func addComments(for step: SessionRecording.Step) {
    if step.isNarration {
      for case .text(let lines) in step.outcomes.map(\.body) {
        body += lines.flatMap { SwiftCode.comment($0) }
      }
      return
    }
    if let error = step.outcomes.lazy.compactMap(\.error).first {
      let why =
        error.crashesOnADevice ? "diffable: this fails (on a device, a crash): " : "diffable: this fails: "
      body += SwiftCode.comment(error.message.prefix { $0 != "\n" }, prefix: why)
      body += step.text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
        SwiftCode.comment($0)
      }
      return
    }
    body += SwiftCode.comment(step.text, prefix: "diffable> ", continuation: "...> ")
  }

  /// What diffable predicts the table view shows now: each row's text, section by section; the
  /// row counts when the table is big or the texts hold values a device draws anew; a comment
  /// when the table is one the program made, which the test cannot reach.
  private mutating func assertion(of table: TableView) -> [String] {
    let texts = table.sections.map { section in
      "[" + section.rows.map { SwiftCode.literal($0.content) }.joined(separator: ", ") + "]"
    }
    let rows = "[" + texts.joined(separator: ", ") + "]"
    let counts = "[" + table.sections.map { String($0.rows.count) }.joined(separator: ", ") + "]"
    let total = table.sections.reduce(0) { $0 + $1.rows.count }
    if layout.makesOwnTableView {
      note("rows not checked: the program makes its own table view, which the test cannot reach")
      return SwiftCode.comment(
        "diffable predicts these rows in the table view your code made (the test cannot reach it): "
          + (total > SwiftExport.assertedRowLimit ? counts + " rows" : rows))
    }
    if total > SwiftExport.assertedRowLimit {
      return ["XCTAssertEqual(\(Self.rowCounts)(), \(counts), \"the rows diffable predicts\")"]
    }
    if layout.dependsOnChance {
      note(
        "rows not checked: they depend on random numbers or on a Dictionary's or Set's order, which a device"
          + " draws anew on each run")
      return SwiftCode.comment(
        "diffable predicts (with its own random numbers and Dictionary order, which a device does not repeat): "
          + rows)
    }
    if layout.drawsIdentities {
      note(
        "rows checked by their counts: their texts hold UUID() or Date() values, which a device draws anew")
      return SwiftCode.comment("diffable predicts: " + rows)
        + ["XCTAssertEqual(\(Self.rowCounts)(), \(counts), \"the rows diffable predicts (counted)\")"]
    }
    return ["XCTAssertEqual(\(Self.rows)(), \(rows), \"the rows diffable predicts\")"]
  }

  private mutating func note(_ text: String) {
    if !notes.contains(text) { notes.append(text) }
  }

  /// The whole file.
  private func document(name: String) -> String {
    let className = SwiftExportWriter.className(for: name)
    var lines = SwiftCode.comment(
      name + ": a diffable session as an XCTest, written by diffable's `export swift`.")
    lines += [
      "//",
      "// Your Swift as you wrote it: its types, functions and global variables at the top of this",
      "// file (global variables and functions marked @MainActor: the test runs on the main actor),",
      "// its statements in testSession() in the order they ran. After each entry that applied a",
      "// snapshot, XCTAssertEqual checks against the real UIKit the rows diffable predicted. Add the",
      "// file to the unit test target of an iOS app in Xcode and run it on a simulator (iOS 15 or",
      "// later). As in any file but main.swift, a global variable gets its value when first used.",
      "// Lines that failed in diffable are comments: on a device most of them crash the app.",
      "",
      "import UIKit",
      "import XCTest",
    ]
    lines += imports.map { "import \($0)" }
    lines += sessionObjects()
    lines += top
    lines += [
      "",
      "@MainActor",
      "final class \(className): XCTestCase {",
      "  var \(Self.window): UIWindow!",
      "",
    ]
    lines += makeTable().map { "  " + $0 }
    lines += [
      "",
      "  /// The text of each row's cell as the table view shows it now, section by section.",
      "  func \(Self.rows)() -> [[String]] {",
      "    showTable()",
      "    return (0..<tableView.numberOfSections).map { section in",
      "      (0..<tableView.numberOfRows(inSection: section)).map { row in",
      "        let cell = tableView.cellForRow(at: IndexPath(row: row, section: section))",
      "        return (cell?.contentConfiguration as? UIListContentConfiguration)?.text ?? cell?.textLabel?.text",
      "          ?? \"(no cell)\"",
      "      }",
      "    }",
      "  }",
      "",
      "  /// The number of rows in each section.",
      "  func \(Self.rowCounts)() -> [Int] {",
      "    showTable()",
      "    return (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }",
      "  }",
      "",
      "  /// The table view in the tall window, laid out, so that every row of a small table has a cell.",
      "  private func showTable() {",
    ]
    if layout.queuesWork {
      lines += [
        "    // The work the code queued (a Task, DispatchQueue.main.async) runs first, as diffable",
        "    // runs it once the entry that queued it ends.",
        "    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))",
      ]
    }
    lines += [
      "    if tableView.window == nil {",
      "      tableView.frame = \(Self.window).bounds",
      "      \(Self.window).addSubview(tableView)",
      "    }",
      "    tableView.layoutIfNeeded()",
      "  }",
      "",
      "  func testSession() throws {",
      "    \(Self.makeTable)()",
    ]
    lines += body.map { $0.isEmpty ? "" : "    " + $0 }
    lines += ["  }", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// Whether the program uses the session's `name` without declaring it.
  private func usesSession(_ name: String) -> Bool { !layout.declaredNames.contains(name) }

  /// The globals for the session's table view and data source that the program does not declare.
  private func sessionObjects() -> [String] {
    var lines: [String] = []
    if usesSession("tableView") || usesSession("dataSource") {
      lines += [
        "", "// The session's table view and data source, which the code uses without declaring them.",
      ]
    }
    if usesSession("tableView") { lines.append("@MainActor var tableView: UITableView!") }
    if usesSession("dataSource") {
      let types = layout.sessionDataSourceTypes ?? .init(section: "AnyHashable", item: "AnyHashable")
      lines.append(
        "@MainActor var dataSource: UITableViewDiffableDataSource<\(types.section), \(types.item)>!")
    }
    return lines
  }

  /// `makeSessionTable()`: the window, and the session's objects the program did not declare.
  private func makeTable() -> [String] {
    var lines = [
      "/// A tall window, and the session's table view and data source (its cells show each item",
      "/// as `String(describing:)` writes it, as diffable draws rows without a cell provider).",
      "func \(Self.makeTable)() {",
      "  \(Self.window) = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 30_000))",
      "  \(Self.window).isHidden = false",
    ]
    if usesSession("tableView") {
      lines += [
        "  tableView = UITableView(frame: \(Self.window).bounds, style: .plain)",
        "  \(Self.window).addSubview(tableView)",
      ]
    }
    if usesSession("tableView") {
      // diffable's table view gives a cell for any identifier; one in an app registers them.
      for identifier in layout.reuseIdentifiers where identifier != Self.cellIdentifier {
        lines.append(
          "  tableView.register(UITableViewCell.self, forCellReuseIdentifier: \(SwiftCode.literal(identifier)))"
        )
      }
    }
    if usesSession("dataSource") {
      let cell = SwiftCode.literal(Self.cellIdentifier)
      lines += [
        "  tableView.register(UITableViewCell.self, forCellReuseIdentifier: \(cell))",
        "  // Swift names a value's type with its module inside another value (`Tests.Payment(...)`);",
        "  // diffable's rows leave the module out.",
        "  let module = String(reflecting: Self.self).prefix { $0 != \".\" } + \".\"",
        "  dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in",
        "    let cell = tableView.dequeueReusableCell(withIdentifier: \(cell), for: indexPath)",
        "    var configuration = cell.defaultContentConfiguration()",
        "    configuration.text = String(describing: item).replacingOccurrences(of: module, with: \"\")",
        "    cell.contentConfiguration = configuration",
        "    return cell",
        "  }",
      ]
    }
    return lines + ["}"]
  }
}
