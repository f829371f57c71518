import DiffableKit

extension SessionState {
  /// Turns a written value into a model value: struct arguments checked against the declared
  /// type, `UUID()` generated.
  /// - Throws: a ``ShellError`` naming the unknown type, the missing or extra argument, or
  ///   the mislabelled field.
  mutating func resolve(_ expression: ValueExpression) throws(ShellError) -> Value {
    switch expression {
    case .int(let value): return .int(value)
    case .double(let value): return .double(value)
    case .bool(let value): return .bool(value)
    case .string(let value): return .string(value)
    case .symbol(let name):
      // Once Swift has declared `enum Section { case main }`, `main` is that case.
      let enums = types.registry.enumsWithCase(named: name)
      if enums.count == 1, let enumCase = enums[0][caseNamed: name] { return enums[0].value(of: enumCase) }
      return .symbol(name)
    case .uuid: return .string(uuids.next())
    case .value(let value): return value
    case .structure(let typeName, let arguments):
      guard let type = types.registry[typeName] else {
        throw .valueOfUnknownType(typeName, declared: types.registry.typeNames)
      }
      guard arguments.count == type.fields.count else {
        throw .wrongArgumentCount(type: type, given: arguments.count)
      }
      var fields: [Value] = []
      for (field, argument) in zip(type.fields, arguments) {
        if let label = argument.label, label != field {
          throw .wrongLabel(label, field: field, type: type)
        }
        fields.append(try resolve(argument.value))
      }
      return .structure(StructValue(type: typeName, fieldNames: type.fields, fields: fields))
    }
  }

  /// The identifier of a written value under the current rules.
  mutating func identifier(_ expression: ValueExpression) throws(ShellError) -> Identifier {
    let value = try resolve(expression)
    return types.registry.identifier(for: value)
  }

  /// The identifiers of written values, in order.
  mutating func identifiers(_ expressions: [ValueExpression]) throws(ShellError) -> [Identifier] {
    var result: [Identifier] = []
    result.reserveCapacity(expressions.count)
    for expression in expressions { result.append(try identifier(expression)) }
    return result
  }

  /// A placement with its destination resolved.
  mutating func placement(_ expression: PlacementExpression) throws(ShellError) -> Placement {
    switch expression {
    case .before(let value): .before(try identifier(value))
    case .after(let value): .after(try identifier(value))
    }
  }

}
