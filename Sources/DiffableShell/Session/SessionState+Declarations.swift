import DiffableKit

extension SessionState {
  /// Registers a type declared in Swift and shows the Hashable rule it was read with.
  mutating func declare(_ declaration: Declaration) throws(ShellError) -> Outcome {
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
    }
  }

  private static let declarationName = CommandKind.swiftDeclaration.spec.name

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

  /// Binds a Swift `let` / `var` name to a value or a snapshot.
  mutating func bind(_ name: String, _ binding: Binding) throws(ShellError) -> Outcome {
    switch binding {
    case .value(let value, let mutable):
      bindings.bind(name, to: value, mutable: mutable)
    case .snapshot(let source, let mutable):
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
        types = bindings.elementTypes[other]
        if other == bindings.workingName {
          snapshot = working
        } else if let kept = bindings.snapshots[other] {
          snapshot = kept
        } else {
          throw Self.notASnapshot(other)
        }
      }
      _ = bindings.select(name, mutable: mutable, saving: working)
      bindings.setElementTypes(types, of: name)
      working = snapshot
    case .useSnapshot:
      guard bindings.isSnapshot(name) else { throw Self.notASnapshot(name) }
      if let kept = bindings.select(name, mutable: nil, saving: working) { working = kept }
    }
    return Outcome(command: CommandKind.swiftBinding.spec.name)
  }

  private static func notASnapshot(_ name: String) -> ShellError {
    .notASnapshot(name)
  }
}
