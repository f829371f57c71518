import DiffableEngine
import DiffableKit
import DiffableShell

/// The diffable session behind the program's data source, one per program as diffable runs one
/// session per script: it turns the program's snapshots into DiffableKit's, performs their applies
/// in the Swift front end's words, and prints each outcome with the shell's own renderer.
final class DiffableSession {
  /// The program's one session (the program runs on one thread, as a UIKit app's main thread).
  nonisolated(unsafe) static let shared = DiffableSession()

  /// The module name swiftc gives the compiled snippet (CorpusRunner compiles it as `main`),
  /// which the interpreter leaves out of the identifiers it shows.
  static let programModule = "main"

  private let shell: Shell
  /// The identity of every value the program put in a snapshot that is not a number, a string or
  /// a Bool, numbered in order of first sight: the program's own `hash(into:)` and `==` decide
  /// which values are one, as the interpreter numbers its identity classes.
  private var identityNumbers: [AnyHashable: Int] = [:]
  /// The identity and instance numbers of every object the program put in a snapshot, kept with
  /// the object (so that no other takes its address): an object is the same item as itself,
  /// whatever its fields hold now, as the interpreter numbers it.
  private var objects: [ObjectIdentifier: (object: AnyObject, identity: Int, instance: Int)] = [:]
  private var nextNumber = 1

  private init() {
    var settings = Settings()
    settings.color = false
    shell = Shell(settings: settings) { print($0) }
    shell.frontEnd = PhrasingFrontEnd()
  }

  /// The snapshot the session's data source applied last.
  var appliedSnapshot: DiffableKit.Snapshot { shell.session.state.dataSource.snapshot }

  // MARK: - Identifiers

  /// The identifier the interpreter gives `value`: numbers, strings and Bools as themselves (as
  /// `AnyHashable` keys them), any other value by its identity, shown as Swift describes it.
  func identifier(for value: some Hashable) -> SnapshotIdentifier {
    let key = AnyHashable(value)
    switch key.base {
    case let number as Int: return SnapshotIdentifier(.int(number))
    case let number as Double: return SnapshotIdentifier(.double(number))
    case let flag as Bool: return SnapshotIdentifier(.bool(flag))
    case let text as String: return SnapshotIdentifier(.string(text))
    case let object as AnyObject where Mirror(reflecting: key.base).displayStyle == .class:
      let known = objects[ObjectIdentifier(object)]
      let number = known?.identity ?? number(of: key)
      let instance = known?.instance ?? objects.count + 1
      objects[ObjectIdentifier(object)] = (object, number, instance)
      return SnapshotIdentifier(value: Self.fieldsNow(of: key.base), identity: .int(number))
        .shown(as: .symbol(Self.shown(key.base)), instance: instance)
    default:
      let number = number(of: key)
      let shown = Self.shown(key.base)
      // With its fields when they print as Swift prints the value, as the interpreter gives it,
      // so that hints name the field that changed; else as it prints.
      let withFields = Self.sessionValue(of: key.base).flatMap { $0.description == shown ? $0 : nil }
      return SnapshotIdentifier(value: withFields ?? .symbol(shown), identity: .int(number))
    }
  }

  /// The number of `key`'s identity class, in order of first sight.
  private func number(of key: AnyHashable) -> Int {
    if let known = identityNumbers[key] { return known }
    defer { nextNumber += 1 }
    identityNumbers[key] = nextNumber
    return nextNumber
  }

  /// An object's stored properties that have a session form, superclass's first, as the
  /// interpreter keeps them (a `lazy var` once read, under its own name).
  private static func fieldsNow(of object: Any) -> DiffableKit.Value {
    var mirrors = [Mirror(reflecting: object)]
    while let superclass = mirrors[0].superclassMirror { mirrors.insert(superclass, at: 0) }
    var names: [String] = []
    var fields: [DiffableKit.Value] = []
    let lazyPrefix = "$__lazy_storage_$_"
    for child in mirrors.flatMap(\.children) {
      guard var name = child.label else { continue }
      var value = child.value
      if name.hasPrefix(lazyPrefix) {
        name.removeFirst(lazyPrefix.count)
        guard let read = Mirror(reflecting: value).children.first?.value else { continue }
        value = read
      }
      guard !names.contains(name), let field = sessionValue(of: value) else { continue }
      names.append(name)
      fields.append(field)
    }
    return .structure(StructValue(type: typeName(of: object), fieldNames: names, fields: fields))
  }

  /// The session's form of a value, read by reflection as the interpreter reads its own values: a
  /// struct's stored properties in declared order, an enum case's associated values with their
  /// labels, an array's elements; nil for what has no such form (a class instance, an optional).
  static func sessionValue(of value: Any) -> DiffableKit.Value? {
    switch value {
    case let number as Int: return .int(number)
    case let number as Double: return .double(number)
    case let flag as Bool: return .bool(flag)
    case let text as String: return .string(text)
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection? where value is [Any]:
      return elements(of: mirror.children.map(\.value)).map(DiffableKit.Value.array)
    case .struct?:
      var names: [String] = []
      var fields: [DiffableKit.Value] = []
      for child in mirror.children {
        guard let name = child.label, let field = sessionValue(of: child.value) else { return nil }
        names.append(name)
        fields.append(field)
      }
      return .structure(StructValue(type: typeName(of: value), fieldNames: names, fields: fields))
    case .enum?:
      guard let (caseName, payload) = mirror.children.first.map({ ($0.label ?? "", $0.value) }) else {
        // A case without associated values: its name is what Swift prints for it, unless the
        // type prints something else (then only the interpreter knows the name).
        guard !(value is CustomStringConvertible), !(value is CustomDebugStringConvertible) else {
          return nil
        }
        let name = withoutModuleName(String(reflecting: value)).split(separator: ".").last.map(String.init)
        return .enumCase(EnumValue(type: typeName(of: value), caseName: name ?? ""))
      }
      let (values, labels) = associatedValues(payload, ofCase: caseName, in: value)
      guard let converted = elements(of: values) else { return nil }
      return .enumCase(
        EnumValue(type: typeName(of: value), caseName: caseName, payload: converted, payloadLabels: labels))
    default:
      return nil
    }
  }

  /// Each of `values` in its session form, or nil when one has none.
  private static func elements(of values: [Any]) -> [DiffableKit.Value]? {
    var converted: [DiffableKit.Value] = []
    for value in values {
      guard let element = sessionValue(of: value) else { return nil }
      converted.append(element)
    }
    return converted
  }

  /// An enum case's associated values and their labels: a tuple's elements when it has several
  /// (its labels, `.0` for none), else the one value, whose label only Swift's own text of the
  /// case says (`fruit(name: "fig")`).
  private static func associatedValues(_ payload: Any, ofCase caseName: String, in value: Any)
    -> (values: [Any], labels: [String?])
  {
    let mirror = Mirror(reflecting: payload)
    if mirror.displayStyle == .tuple {
      let children = Array(mirror.children)
      return (children.map(\.value), children.map { $0.label.flatMap { $0.hasPrefix(".") ? nil : $0 } })
    }
    let text = withoutModuleName(String(describing: value))
    let afterCase = text.hasPrefix(caseName + "(") ? text.dropFirst(caseName.count + 1) : ""
    let name = afterCase.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    let isLabel = !name.isEmpty && afterCase.dropFirst(name.count).hasPrefix(": ")
    return ([payload], [isLabel ? String(name) : nil])
  }

  /// A type's name as the interpreter keeps it: its full path without the module (`Outer.Inner`).
  private static func typeName(of value: Any) -> String {
    withoutModuleName(String(reflecting: type(of: value)))
  }

  /// How the interpreter shows an identifier: its own `description` when its type has one, else
  /// Swift's `String(describing:)` without the program's module name (`Item.fruit(Fruit(...))`
  /// where Swift writes `main.Fruit` inside the payload).
  static func shown(_ value: Any) -> String {
    if let described = value as? CustomStringConvertible { return described.description }
    return withoutModuleName(String(describing: value))
  }

  /// `text` without `main.` before a type name, outside the quoted strings it holds.
  static func withoutModuleName(_ text: String) -> String {
    let prefix = Array(programModule + ".")
    let characters = Array(text)
    var result = ""
    var (index, inQuotes) = (0, false)
    while index < characters.count {
      let character = characters[index]
      if inQuotes {
        result.append(character)
        if character == "\\", index + 1 < characters.count {
          result.append(characters[index + 1])
          index += 1
        } else if character == "\"" {
          inQuotes = false
        }
        index += 1
        continue
      }
      let startsName = index == 0 || !Self.continuesName(characters[index - 1])
      if startsName && characters[index...].starts(with: prefix) {
        index += prefix.count
        continue
      }
      if character == "\"" { inQuotes = true }
      result.append(character)
      index += 1
    }
    return result
  }

  private static func continuesName(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "."
  }

  // MARK: - Applies

  /// `apply(_:animatingDifferences:)`, whose rows' cells `cells` makes: false when the session
  /// refused it (it printed why).
  func apply(
    _ snapshot: DiffableKit.Snapshot, animatingDifferences: Bool, cells: any CellProviding,
    at place: SourcePlace
  ) -> Bool {
    perform(.applyValue(snapshot, animatingDifferences: animatingDifferences), cells: cells, at: place)
      && keepWorkingSnapshot()
  }

  /// `applySnapshotUsingReloadData(_:)`, whose rows' cells `cells` makes: false when the session
  /// refused it.
  func applyUsingReloadData(_ snapshot: DiffableKit.Snapshot, cells: any CellProviding, at place: SourcePlace)
    -> Bool
  {
    perform(.applyValueUsingReloadData(snapshot), cells: cells, at: place) && keepWorkingSnapshot()
  }

  /// `tableView.reloadData()`: every row's cell made again by `cells`.
  func reloadData(cells: any CellProviding) -> Bool { perform(.reloadData, cells: cells) }

  /// Cells the program changed itself, with what they show now.
  func editCells(_ cells: [EditedCell]) -> Bool { perform(.editCells(cells)) }

  /// What the interpreter's front end does after each apply: the short syntax's working
  /// snapshot follows what the program applied.
  private func keepWorkingSnapshot() -> Bool {
    perform(.bindSnapshot(SnapshotsAndTable.workingName, .applied, mutable: true))
  }

  /// Runs `operation`; its refusal is shown at `place`, the program's call that made it, as the
  /// interpreter shows it.
  func perform(_ operation: EngineOperation, cells: (any CellProviding)? = nil, at place: SourcePlace? = nil)
    -> Bool
  {
    let shown = place.map { place in
      let line = place.sourceLine
      return EntryPlace(
        location: InputLocation(file: place.fileName, line: place.line, text: line),
        column: place.callColumn(in: line), named: nil)
    }
    return shell.perform(operation, at: shown?.location, place: shown, interactive: false, cells: cells).ok
  }

  /// UIKit's console log of an edit, printed as diffable prints it.
  func log(_ warning: SnapshotWarning, in method: String) {
    var outcome = Outcome(command: method)
    outcome.warnings = [warning.message]
    shell.report(outcome, at: nil, interactive: false)
  }

  // MARK: - Crashes

  /// The app's crash for a snapshot call UIKit raises for, reported as the interpreter reports
  /// it: `FILE:LINE: error: Terminating app ...`, the line, a caret under the call; the program
  /// ends there as a script does at its first failure.
  func crash(_ error: SnapshotError, at place: SourcePlace) -> Never {
    crash(reason: error.description, at: place)
  }

  /// The app's crash for an exception UIKit raises with `reason`, reported as ``crash(_:at:)``.
  func crash(reason: String, at place: SourcePlace) -> Never {
    // The interpreter's wording (InterpreterError.uncaughtException).
    let message =
      "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
    let line = place.sourceLine
    let diagnostic = Diagnostic(
      id: Diagnostic.uncaughtExceptionID, message: message, fix: nil, column: place.callColumn(in: line))
    shell.report(
      Outcome(command: "swift", error: .diagnostic(diagnostic)),
      at: InputLocation(file: place.fileName, line: place.line, text: line), interactive: false)
    exit(1)
  }
}

/// The program's cell provider as the session asks for the cells of an apply's rows: each row's
/// item is the program's value in the snapshot applied, and its cell shows what the provider set.
final class RowCells<Item: Hashable>: CellProviding {
  private let items: [SnapshotIdentifier: Item]
  private let make: (Item, Foundation.IndexPath) -> UITableViewCell?
  /// The cells made, by the identifier of their row's item, for the table view to keep.
  private(set) var made: [SnapshotIdentifier: UITableViewCell] = [:]

  /// The cells of the rows of `items` (the snapshot's items), made by `make`.
  init(_ items: [Item], make: @escaping (Item, Foundation.IndexPath) -> UITableViewCell?) {
    var byIdentifier: [SnapshotIdentifier: Item] = [:]
    for item in items { byIdentifier[DiffableSession.shared.identifier(for: item)] = item }
    self.items = byIdentifier
    self.make = make
  }

  func cell(for item: SnapshotIdentifier, at indexPath: DiffableKit.IndexPath) -> ProvidedCell {
    guard let value = items[item] else { return .text(item.value.description) }
    guard let cell = make(value, Foundation.IndexPath(row: indexPath.row, section: indexPath.section)) else {
      return .none
    }
    made[item] = cell
    return .text(cell.shownText)
  }
}

/// Where the program called a UIKit method (its `#filePath`, `#line` and `#column`, which name the
/// call's opening parenthesis), for the crash that call raises.
struct SourcePlace {
  let file: String
  let line: Int
  let column: Int

  /// The file's name, as the test names the script diffable runs.
  var fileName: String { URL(fileURLWithPath: file).lastPathComponent }

  /// The text of the line (empty when the file is gone).
  var sourceLine: String {
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return line <= lines.count ? String(lines[line - 1]) : ""
  }

  /// The column (1-based, in characters) where the call's expression starts, where the
  /// interpreter places its errors: back from the parenthesis over the method's name and the
  /// receiver's chain of names, subscripts and calls (`self.snapshot.appendItems(`).
  func callColumn(in line: String) -> Int {
    let characters = Array(line)
    var start = min(max(String(line.utf8.prefix(column - 1))?.count ?? 0, 0), characters.count)
    while start > 0 {
      let previous = characters[start - 1]
      if previous.isLetter || previous.isNumber || "_.?!".contains(previous) {
        start -= 1
      } else if let open = Self.opening(of: previous),
        let match = Self.match(open, closingAt: start - 1, in: characters)
      {
        start = match
      } else {
        break
      }
    }
    return start + 1
  }

  private static func opening(of character: Character) -> Character? {
    switch character {
    case ")": "("
    case "]": "["
    default: nil
    }
  }

  private static func match(_ open: Character, closingAt index: Int, in characters: [Character]) -> Int? {
    let close = characters[index]
    var depth = 0
    for position in stride(from: index, through: 0, by: -1) {
      if characters[position] == close { depth += 1 }
      if characters[position] == open { depth -= 1 }
      if depth == 0 { return position }
    }
    return nil
  }
}

/// The Swift front end as the shell needs it to word hints and fixes: only its phrasing (the
/// compiled program runs no entries through the shell).
private struct PhrasingFrontEnd: FrontEnd {
  var phrasing: any Phrasing { SwiftPhrasing() }
  func claims(_ text: String, wholeFile: Bool, otherLanguageReads: (String) -> Bool) -> Bool { false }
  func needsContinuation(_ text: String) -> Bool { false }
  func ownsFile(named path: String) -> Bool { false }
  func run(_ text: String, location: InputLocation, interactive: Bool, in host: any EntryHost) {}
}
