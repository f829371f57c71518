import DiffableEngine
import DiffableKit
import SwiftSyntax

/// What a Swift expression evaluates to.
enum Evaluated {
  /// A value (numbers, strings, structs, enum cases, arrays, `nil`).
  case value(Value)
  /// A snapshot variable, by name.
  case snapshot(String)
  /// A snapshot made by the expression: `NSDiffableDataSourceSnapshot<S, I>()`,
  /// `dataSource.snapshot()`.
  case newSnapshot(SnapshotSource)
  /// The data source.
  case dataSource
  /// A type named as a value (`Section` in `Section.allCases`).
  case type(String)
  /// Something only UIKit has (a table view, a cell): lines using it are skipped.
  case uikit(String)
}

/// The run of one Swift entry (a pasted block, a line, a file): statements are executed in
/// order, and every effect on the session goes through its host as an ``EngineOperation``.
final class SwiftRun {
  let host: any EntryHost
  let source: String
  let converter: SourceLocationConverter
  let location: InputLocation
  let interactive: Bool
  /// Names bound inside loops, closures and `if let` (innermost last). Top-level names are
  /// the session's bindings.
  var scopes: [[String: Local]] = []

  struct Local {
    var value: Value
    var mutable: Bool
  }

  /// Thrown to unwind after an outcome that stops the entry was printed.
  struct Stop: Error {}

  init(
    host: any EntryHost, source: String, tree: SourceFileSyntax, location: InputLocation, interactive: Bool
  ) {
    self.host = host
    self.source = source
    self.converter = SourceLocationConverter(fileName: location.file, tree: tree)
    self.location = location
    self.interactive = interactive
  }

  var state: SessionState { host.session.state }
  var registry: TypeRegistry { host.session.state.registry }

  // MARK: - Effects

  /// Runs `operation` on the engine through the shell; a failure ends the entry (its error is
  /// printed with the place of `node`).
  @discardableResult
  func perform(_ operation: EngineOperation, at node: some SyntaxProtocol) throws(Stop) -> Outcome {
    let outcome = host.perform(operation, at: location, column: column(of: node), interactive: interactive)
    if !outcome.ok { throw Stop() }
    return outcome
  }

  /// Prints lines (print, notes) as the output of `command`.
  func say(_ lines: [String], command: String) {
    host.report(Outcome(command: command, body: .text(lines)), at: location, interactive: interactive)
  }

  /// Prints a Swift error at its place; the entry stops.
  func fail(_ error: SwiftError) {
    let place = converter.location(for: error.node.positionAfterSkippingLeadingTrivia)
    // In a file the line is named by FILE:LINE and the caret; typed or pasted, by "LINE:COLUMN:".
    let prefix = location.isInteractive ? "\(place.line):\(place.column): " : ""
    let shellError = SessionError.diagnostic(
      Diagnostic(
        id: error.code, message: prefix + error.message, fix: error.fix, column: column(of: error.node)))
    host.report(Outcome(command: "swift", error: shellError), at: location, interactive: interactive)
  }

  /// The 1-based column of `node` counted from the start of the entry, in characters (the
  /// renderer finds the physical line from it).
  func column(of node: some SyntaxProtocol) -> Int {
    EntryColumn.of(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, in: source)
  }

  // MARK: - Names

  func local(_ name: String) -> Local? {
    for scope in scopes.reversed() { if let found = scope[name] { return found } }
    return nil
  }

  func setLocal(_ name: String, _ value: Value, mutable: Bool) {
    if scopes.isEmpty { scopes.append([:]) }
    scopes[scopes.count - 1][name] = Local(value: value, mutable: mutable)
  }

  /// Assigns to a local that exists; `false` when no scope has the name.
  func assignLocal(_ name: String, _ value: Value) -> Bool {
    for index in scopes.indices.reversed() where scopes[index][name] != nil {
      scopes[index][name]!.value = value
      return true
    }
    return false
  }

  /// Runs `body` with `names` bound in a new innermost scope.
  func withScope<T>(_ names: [String: Value], _ body: () throws(SwiftError) -> T) throws(SwiftError) -> T {
    scopes.append(names.mapValues { Local(value: $0, mutable: false) })
    defer { scopes.removeLast() }
    return try body()
  }

  /// What a name refers to: a local, a binding, a snapshot, the data source, a type.
  func lookup(_ name: String, at node: some SyntaxProtocol) throws(SwiftError) -> Evaluated {
    if let found = local(name) { return .value(found.value) }
    if let value = state.bindings.values[name] { return .value(value) }
    if state.isSnapshot(name) { return .snapshot(name) }
    if name == "dataSource" { return .dataSource }
    if UIKitLines.uikitNames.contains(name) { return .uikit(name) }
    if isTypeName(name) { return .type(name) }
    let enums = registry.enumsWithCase(named: name)
    if let owner = enums.first {
      throw SwiftError(
        node, "cannot find '\(name)' in scope; did you mean '.\(name)' (a case of \(owner.name))?",
        fix: "write .\(name) or \(owner.name).\(name)", code: "cannotFind")
    }
    throw SwiftError.cannotFind(node, name, isCase: true)
  }

  static let builtInTypes: Set<String> = [
    "Int", "Double", "Bool", "String", "UUID", "AnyHashable", "NSDiffableDataSourceSnapshot", "IndexPath",
    "Array", "Character", "Float",
  ]

  func isTypeName(_ name: String) -> Bool {
    Self.builtInTypes.contains(name) || registry[name] != nil || registry.enums[name] != nil
      || registry.aliases[name] != nil
  }

  /// `name` with type aliases followed (`Section` → `String`).
  func resolvedType(_ name: String) -> String {
    var current = name
    var seen: Set<String> = []
    while let target = registry.aliases[current], seen.insert(current).inserted {
      current = String(target.prefix { $0 != "<" })
    }
    return current
  }

  /// The snapshot bound to `name`.
  func snapshot(named name: String) -> Snapshot {
    state.snapshots[named: name] ?? Snapshot()
  }
}
