import DiffableKit

extension SessionState {
  /// Registers a type declared in Swift and shows the Hashable rule it was read with.
  mutating func declare(_ declaration: Declaration) throws(SessionError) -> Outcome {
    switch declaration {
    case .structure(let type):
      if let existing = registry[type.name], existing.fields != type.fields, isInUse(typeName: type.name) {
        throw .typeInUse(type.name)
      }
      registry.declare(type)
      try rekeyEverything()
      var outcome = Outcome(command: Self.declarationName, body: .text([Self.ruleLine(of: type)]))
      outcome.warnings = type.contractWarning.map { [$0] } ?? []
      return outcome
    case .enumeration(let type):
      if let existing = registry.enums[type.name], existing != type, isInUse(typeName: type.name) {
        throw .typeInUse(type.name)
      }
      registry.declare(type)
      return Outcome(command: Self.declarationName, body: .text([type.declarationDescription]))
    case .alias(let name, let target):
      registry.declareAlias(name, for: target)
      return Outcome(command: Self.declarationName, body: .text(["typealias \(name) = \(target)"]))
    case .executedRule(let rule):
      types.executedRules[rule.typeName] = rule
      var outcome = Outcome(command: Self.declarationName, body: .text([rule.description]))
      outcome.warnings = rule.contractWarning.map { [$0] } ?? []
      return outcome
    }
  }

  private static let declarationName = "declare"

  /// `Payment: hash(id), ==(id, title)`, or the synthesized rule with its fields.
  static func ruleLine(of type: StructType) -> String {
    if type.isSynthesized {
      let fields = type.fields.isEmpty ? "no stored properties" : type.fields.joined(separator: ", ")
      return "\(type.name): synthesized Hashable, hash and == use every stored property (\(fields))"
    }
    let hash = type.hashFields.joined(separator: ", ")
    let equal =
      type.isNeverEqual
      ? "always false"
      : type.equalityFields.isEmpty ? "always true" : type.equalityFields.joined(separator: ", ")
    return "\(type.name): hash(\(hash)), ==(\(equal))"
  }

  /// Binds a Swift `let` / `var` name to a value (a snapshot that had the name is forgotten).
  mutating func bindValue(_ name: String, _ value: Value, mutable: Bool) {
    if name != SnapshotsAndTable.workingName { snapshots.remove(named: name) }
    bindings.bind(name, to: value, mutable: mutable)
  }

  /// Binds a Swift `let` / `var` name to a snapshot value of its own, made from `source`.
  mutating func bindSnapshot(_ name: String, _ source: SnapshotSource, mutable: Bool) throws(SessionError) {
    let snapshot: Snapshot
    let types: SnapshotElementTypes?
    switch source {
    case .empty(let written):
      snapshot = Snapshot()
      types = written
    case .applied:
      snapshot = dataSource.snapshot.withoutMarks
      types = nil
    case .copy(let other):
      guard isSnapshot(other), let kept = snapshots[named: other] else { throw .notASnapshot(other) }
      snapshot = kept
      types = bindings.elementTypes[other]
    case .value(let given, let written):
      snapshot = given
      types = written
    }
    bindings.bindSnapshot(name, types: types, mutable: mutable)
    snapshots.set(snapshot, named: name)
  }
}
