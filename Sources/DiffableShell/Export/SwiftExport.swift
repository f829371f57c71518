import DiffableKit

/// `export swift`: the session as an XCTest file a learner runs in Xcode against the real
/// UIKit: the declared types with their Hashable rules, a table view with a
/// `UITableViewDiffableDataSource` and its cell provider, each command in order, and after
/// each apply an assertion of the rows diffable predicts, so a simulator can check them.
///
/// The session is replayed here, in a fresh ``Session``, to know each value as the command
/// used it (`UUID()` included) and each state after it. Commands that failed in diffable
/// are written as comments (on a device most of them are a crash); diffable's own commands
/// (`show`, `explain`, ...) appear only in the comment that names each line.
enum SwiftExport {
  /// The most rows an assertion lists; a bigger table is checked by its row counts.
  static let assertedRowLimit = 200

  /// The Swift file for `recording`, named after `name` (a file name).
  static func file(of recording: SessionRecording, name: String) -> String {
    Interruption.uninterrupted { (never) throws(Interrupted) in
      try file(of: recording, name: name, interruption: never)
    }
  }

  /// The Swift file for `recording`, asking `interruption` at each step and inside the
  /// replayed commands' long loops.
  /// - Throws: ``Interrupted`` when it asked to stop.
  static func file(
    of recording: SessionRecording, name: String, interruption: Interruption
  ) throws(Interrupted) -> String {
    var writer = SwiftExportWriter(iOS: recording.iOS, interruption: interruption)
    for step in recording.steps {
      try interruption.checkpoint()
      try writer.add(step)
    }
    return writer.document(name: name)
  }
}

/// Builds the test body step by step while replaying the session.
struct SwiftExportWriter {
  private var shadow: Session
  private var code = SwiftCode()
  private var body: [String] = []
  /// Each declared type's Hashable rules, in the order the session used them.
  private var ruleVersions: [String: [StructType]] = [:]
  private var typeOrder: [String] = []
  /// The enums declared in Swift, in the order they appeared.
  private var enums: [String: EnumType] = [:]
  private var enumOrder: [String] = []
  /// The index in ``ruleVersions`` of each type's rule in force.
  private var currentRule: [String: Int] = [:]
  private var templates: [String: CellTemplate] = [:]
  private let interruption: Interruption

  init(iOS: Int, interruption: Interruption = .never) {
    var settings = Settings()
    settings.iOS = iOS
    shadow = Session(settings: settings)
    self.interruption = interruption
  }

  mutating func add(_ step: SessionRecording.Step) throws(Interrupted) {
    if step.startsSession {
      shadow = Session(settings: shadow.settings)
      if !body.isEmpty {
        body += ["", "// A fresh session: a new table view and data source.", "makeTable()"]
      }
    }
    if step.isNarration {
      for case .text(let lines) in step.outcomes.map(\.body) {
        body += lines.map { $0.isEmpty ? "//" : "// " + $0 }
      }
      return
    }
    let place = step.location.flatMap { $0.isInteractive ? nil : "\($0.file):\($0.line): " } ?? ""
    body.append("")
    body += step.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      index, line in
      "// " + (index == 0 ? place + "diffable> " : "...> ") + line
    }
    if step.commands.isEmpty { body.append("// (diffable could not read this line)") }
    for command in step.commands { try add(command) }
  }

  private mutating func add(_ command: Command) throws(Interrupted) {
    var inner = command
    while case .tryOptional(let wrapped) = inner { inner = wrapped }
    switch inner {
    case .source, .lesson, .export, .quit: return
    default: break
    }
    let appliedBefore = shadow.state.dataSource.snapshot
    var scratch = shadow.state
    let statements = self.statements(for: inner, resolvingIn: &scratch)
    let outcome = shadow.execute(command, interruption: interruption)
    if outcome.error?.isInterruption == true { throw Interrupted() }
    noteDeclarations()
    if let error = outcome.error {
      let firstLine = error.message.prefix { $0 != "\n" }
      body.append(
        "// diffable: this fails" + (error.isUIKitException ? " (on a device, a crash): " : ": ") + firstLine)
      body += statements.map { "// " + $0 }
      return
    }
    body += statements
    switch inner {
    case .apply, .applySnapshotUsingReloadData, .mode(.diffable): body += assertion()
    case .undo, .redo:
      let state = shadow.state
      if state.dataSource.snapshot != appliedBefore {
        body.append("// diffable's \(inner.name) also stepped back what was applied: show it again")
        body += rebuild(state.dataSource.snapshot.withoutMarks)
        body.append("await dataSource.applySnapshotUsingReloadData(snapshot)")
        body += assertion()
      }
      body.append("// the working snapshot as diffable's \(inner.name) left it")
      body += rebuild(state.working)
    case .reset: body.append("makeTable()")
    default: break
    }
  }

  /// Remembers each declared type, each new Hashable rule it gets (where the rule changes,
  /// the test switches `TYPE.rule` to it) and each cell template.
  private mutating func noteDeclarations() {
    let registry = shadow.state.registry
    for name in registry.typeNames {
      guard let type = registry[name] else { continue }
      let versions = ruleVersions[name] ?? []
      if versions.isEmpty { typeOrder.append(name) }
      let index = versions.firstIndex { $0.sameRule(as: type) } ?? versions.count
      if index == versions.count { ruleVersions[name, default: []].append(type) }
      guard !versions.isEmpty, currentRule[name] != index else {
        currentRule[name] = index
        continue
      }
      currentRule[name] = index
      body.append("\(name).rule = \(index)  // diffable: \(type.ruleDescription) from here on")
    }
    for name in registry.enums.keys.sorted() where enums[name] == nil {
      enumOrder.append(name)
      enums[name] = registry.enums[name]
    }
    templates.merge(shadow.state.cellTemplates) { _, new in new }
  }

  /// The Swift statements of one command, its values resolved as the session would.
  private mutating func statements(for command: Command, resolvingIn state: inout SessionState) -> [String] {
    func list(_ expressions: [ValueExpression]) -> String? {
      guard let ids = try? state.identifiers(expressions) else { return nil }
      return code.list(ids)
    }
    func one(_ expression: ValueExpression) -> String? {
      guard let id = try? state.identifier(expression) else { return nil }
      return code.expression(id.value)
    }
    func placed(_ placement: PlacementExpression, _ kind: String) -> String? {
      switch placement {
      case .before(let value): one(value).map { "before\(kind): \($0)" }
      case .after(let value): one(value).map { "after\(kind): \($0)" }
      }
    }
    let line: String?
    switch command {
    case .new: line = "snapshot = NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()"
    case .snapshot: line = "snapshot = dataSource.snapshot()"
    case .appendSections(let sections): line = list(sections).map { "snapshot.appendSections(\($0))" }
    case .insertSections(let sections, let placement):
      line = list(sections).flatMap { ids in
        placed(placement, "Section").map { "snapshot.insertSections(\(ids), \($0))" }
      }
    case .deleteSections(let sections): line = list(sections).map { "snapshot.deleteSections(\($0))" }
    case .moveSection(let section, let placement):
      line = one(section).flatMap { id in
        placed(placement, "Section").map { "snapshot.moveSection(\(id), \($0))" }
      }
    case .reloadSections(let sections): line = list(sections).map { "snapshot.reloadSections(\($0))" }
    case .appendItems(let items, let section):
      let target = section.flatMap(one)
      line = list(items).map { "snapshot.appendItems(\($0)" + (target.map { ", toSection: \($0))" } ?? ")") }
    case .insertItems(let items, let placement):
      line = list(items).flatMap { ids in
        placed(placement, "Item").map { "snapshot.insertItems(\(ids), \($0))" }
      }
    case .moveItem(let item, let placement):
      line = one(item).flatMap { id in placed(placement, "Item").map { "snapshot.moveItem(\(id), \($0))" } }
    case .deleteItems(let items): line = list(items).map { "snapshot.deleteItems(\($0))" }
    case .deleteAllItems: line = "snapshot.deleteAllItems()"
    case .reloadItems(let items): line = list(items).map { "snapshot.reloadItems(\($0))" }
    case .reconfigureItems(let items): line = list(items).map { "snapshot.reconfigureItems(\($0))" }
    case .apply(let animated): line = "await dataSource.apply(snapshot, animatingDifferences: \(animated))"
    case .applySnapshotUsingReloadData: line = "await dataSource.applySnapshotUsingReloadData(snapshot)"
    case .mode(.diffable):
      return ["// back to the diffable data source: it shows the model, reloaded without a diff"]
        + ["await dataSource.applySnapshotUsingReloadData(snapshot)"]
    case .mode(.classic):
      return [
        "// classic mode: the table's calls below stay comments (this file drives a diffable data source)"
      ]
    case .tableView(let call): return ["// not exported: tableView.\(call.name) of classic mode"]
    case .query(let query): return queryStatement(query, resolvingIn: &state).map { [$0] } ?? []
    case .declareStruct(let name, _, _, _): return ["// \(name) is declared at the top of the file"]
    case .declare: return ["// declared at the top of the file"]
    case .setHash, .setEqual: return []
    default: return []
    }
    return [line ?? "// (a value here does not resolve, so diffable fails this command)"]
  }

  private mutating func queryStatement(_ query: Query, resolvingIn state: inout SessionState) -> String? {
    func one(_ expression: ValueExpression) -> String? {
      (try? state.identifier(expression)).map { code.expression($0.value) }
    }
    let expression: String?
    switch query {
    case .numberOfSections: expression = "snapshot.numberOfSections"
    case .numberOfItems(nil): expression = "snapshot.numberOfItems"
    case .numberOfItems(let section?):
      expression = one(section).map { "snapshot.numberOfItems(inSection: \($0))" }
    case .sectionIdentifiers: expression = "snapshot.sectionIdentifiers"
    case .itemIdentifiers(nil): expression = "snapshot.itemIdentifiers"
    case .itemIdentifiers(let section?):
      expression = one(section).map { "snapshot.itemIdentifiers(inSection: \($0))" }
    case .indexOfSection(let section): expression = one(section).map { "snapshot.indexOfSection(\($0))" }
    case .indexOfItem(let item): expression = one(item).map { "snapshot.indexOfItem(\($0))" }
    case .sectionIdentifierContainingItem(let item):
      expression = one(item).map { "snapshot.sectionIdentifier(containingItem: \($0))" }
    case .itemIdentifierFor(let path):
      expression = "dataSource.itemIdentifier(for: IndexPath(row: \(path.row), section: \(path.section)))"
    case .indexPathFor(let item): expression = one(item).map { "dataSource.indexPath(for: \($0))" }
    case .reloadedItemIdentifiers: expression = "snapshot.reloadedItemIdentifiers"
    case .reconfiguredItemIdentifiers: expression = "snapshot.reconfiguredItemIdentifiers"
    case .reloadedSectionIdentifiers: expression = "snapshot.reloadedSectionIdentifiers"
    }
    return expression.map { "print(\($0))" }
  }

  /// `snapshot` built again from nothing to hold `snapshot`'s sections, items and marks.
  private mutating func rebuild(_ snapshot: Snapshot) -> [String] {
    var lines = ["snapshot = NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()"]
    if snapshot.numberOfSections > 0 {
      lines.append("snapshot.appendSections(\(code.list(snapshot.sectionIdentifiers)))")
    }
    for (section, items) in zip(snapshot.sectionIdentifiers, snapshot.itemIdentifiersBySection)
    where !items.isEmpty {
      lines.append("snapshot.appendItems(\(code.list(items)), toSection: \(code.expression(section.value)))")
    }
    let marks = [
      ("reloadSections", snapshot.reloadedSectionIdentifiers),
      ("reloadItems", snapshot.reloadedItemIdentifiers),
      ("reconfigureItems", snapshot.reconfiguredItemIdentifiers),
    ]
    for (name, marked) in marks where !marked.isEmpty {
      lines.append("snapshot.\(name)(\(code.list(marked)))")
    }
    return lines
  }

  /// The assertion of what diffable predicts the table view shows now: each row's text,
  /// section by section (or, for a big table, the row counts).
  private func assertion() -> [String] {
    let table = shadow.state.dataSource.tableView
    let total = table.sections.reduce(0) { $0 + $1.rows.count }
    if total > SwiftExport.assertedRowLimit {
      let counts = table.sections.map { String($0.rows.count) }.joined(separator: ", ")
      return ["XCTAssertEqual(shownRowCounts(), [\(counts)], \"the rows diffable predicts\")"]
    }
    let rows = table.sections.map { section in
      "[" + section.rows.map { Value.quoted($0.content) }.joined(separator: ", ") + "]"
    }
    return ["XCTAssertEqual(shownRows(), [\(rows.joined(separator: ", "))], \"the rows diffable predicts\")"]
  }

  /// The whole file.
  func document(name: String) -> String {
    let className = Self.className(for: name)
    var lines = [
      "// \(name): a diffable session as an XCTest, written by diffable's `export swift`.",
      "//",
      "// Add it to the unit test target of an iOS app in Xcode and run it on a simulator (iOS 15 or",
      "// later): each XCTAssertEqual checks, against the real UIKit, the rows diffable predicted the",
      "// table view would show after an apply (stale cells included). Lines that failed in diffable",
      "// are comments: on a device most of them crash the app; uncomment one to see it.",
      "",
      "import UIKit",
      "import XCTest",
      "",
    ]
    lines += enumOrder.compactMap { enums[$0] }.flatMap(SwiftCode.declaration(of:))
    lines += code.declarations(types: typeOrder.compactMap { ruleVersions[$0] })
    lines += code.contentFunction(templates: templates)
    lines += [
      "",
      "@MainActor",
      "final class \(className): XCTestCase {",
      "  var window: UIWindow!",
      "  var tableView: UITableView!",
      "  var dataSource: UITableViewDiffableDataSource<AnyHashable, AnyHashable>!",
      "  var snapshot = NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()",
      "",
      "  /// A tall window, so that every row of a small table has a cell on screen.",
      "  func makeTable() {",
      "    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 30_000))",
      "    tableView = UITableView(frame: window.bounds, style: .plain)",
      "    tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"cell\")",
      "    window.addSubview(tableView)",
      "    window.isHidden = false",
      "    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in",
      "      let cell = tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)",
      "      var configuration = cell.defaultContentConfiguration()",
      "      configuration.text = content(of: item)",
      "      cell.contentConfiguration = configuration",
      "      return cell",
      "    }",
      "    snapshot = NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()",
      "  }",
      "",
      "  /// The text of each row's cell as the table view shows it now, section by section.",
      "  func shownRows() -> [[String]] {",
      "    tableView.layoutIfNeeded()",
      "    return (0..<tableView.numberOfSections).map { section in",
      "      (0..<tableView.numberOfRows(inSection: section)).map { row in",
      "        let cell = tableView.cellForRow(at: IndexPath(row: row, section: section))",
      "        return (cell?.contentConfiguration as? UIListContentConfiguration)?.text ?? \"(no cell)\"",
      "      }",
      "    }",
      "  }",
      "",
      "  /// The number of rows in each section.",
      "  func shownRowCounts() -> [Int] {",
      "    (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }",
      "  }",
      "",
      "  func testSession() async throws {",
      "    makeTable()",
    ]
    lines += body.map { $0.isEmpty ? "" : "    " + $0 }
    lines += ["  }", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// `lesson-01.swift` → `Lesson01Tests`.
  static func className(for fileName: String) -> String {
    let base = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
    let words = base.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if name.isEmpty || name.first?.isNumber == true { name = "Session" + name }
    return name + "Tests"
  }
}

extension StructType {
  /// Whether `other` has the same fields and the same Hashable rule.
  fileprivate func sameRule(as other: StructType) -> Bool {
    fields == other.fields && hashFields == other.hashFields && equalityFields == other.equalityFields
  }
}
