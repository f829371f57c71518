import DiffableKit

extension SessionState {
  package mutating func declareStruct(
    _ name: String, fields: [String], hash: FieldSelection?, equal: FieldSelection?
  ) throws(SessionError) -> Outcome {
    if let existing = registry[name], existing.fields != fields, isInUse(typeName: name) {
      throw .typeInUse(name)
    }
    let type: StructType
    do {
      type = try StructType(
        name: name, fields: fields, hashFields: hash?.fields(of: fields),
        equalityFields: equal?.fields(of: fields))
    } catch {
      throw .invalidDeclaration(error)
    }
    registry.declare(type)
    types.phrasingOfType[name] = nil
    try rekeyEverything()
    var outcome = Outcome(.declareStruct)
    outcome.warnings = type.contractWarning.map { [$0] } ?? []
    return outcome
  }

  package mutating func changeRule(of name: String, hash: FieldSelection?, equal: FieldSelection?)
    throws(SessionError)
    -> Outcome
  {
    guard let type = registry[name] else {
      throw .ruleForUnknownType(name)
    }
    do {
      try registry.setRule(
        of: name, hashFields: hash?.fields(of: type.fields), equalityFields: equal?.fields(of: type.fields))
    } catch {
      throw .invalidRule(error)
    }
    try rekeyEverything()
    var outcome = Outcome(command: hash != nil ? "hash" : "equal")
    if let warning = registry[name]?.contractWarning { outcome.warnings.append(warning) }
    return outcome
  }

  package mutating func declareCell(_ typeName: String, template: String) throws(SessionError) -> Outcome {
    try types.declareCell(typeName, template: template)
    return Outcome(.cell)
  }

  /// Whether values of the type are in any snapshot, the applied one included.
  func isInUse(typeName: String) -> Bool {
    snapshots.contains { $0.value.typeName == typeName }
  }

  /// Re-derives every identifier after a Hashable rule changed (rules are live).
  /// - Throws: when two identifiers of one snapshot become equal under the new rule.
  mutating func rekeyEverything() throws(SessionError) {
    let registry = self.registry
    do {
      try snapshots.rekey(registry.rekeyed)
    } catch {
      throw .ruleMakesIdentifiersEqual(error)
    }
  }
}

extension FieldSelection {
  func fields(of all: [String]) -> [String] {
    switch self {
    case .all: all
    case .fields(let names): names
    }
  }
}
