extension Evaluator {
  /// Whether `value` matches `pattern`, binding the pattern's names into `scope` when it does.
  func matches(_ pattern: Pattern, _ value: Value, binding scope: Environment) throws -> Bool {
    switch pattern.kind {
    case .wildcard:
      return true
    case .binding(let name):
      define(name, value, isLet: !pattern.bindsVariable, in: scope)
      return true
    case .expression(let expression):
      let expected = TypeName.of(value).map { $0.unwrapped }
      let candidate = try evaluate(expression, in: scope, expecting: expected)
      // `Type.case` is an enum case pattern, which needs no Equatable.
      if case .enumCase(let wanted) = candidate, wanted.payload.isEmpty,
        case .enumCase(let actual)? = value.unwrappedOnce, actual.typeName == wanted.typeName
      {
        return actual.caseName == wanted.caseName
      }
      return try patternMatches(candidate, value, at: pattern.location)
    case .refutable(let inner):
      return try matches(inner, value, binding: scope)
    case .some(let inner):
      guard case .optional(let wrapped?) = value else { return false }
      return try matches(inner, wrapped, binding: scope)
    case .isType(let type):
      return try cast(value, to: type) != nil
    case .cast(let inner, let type):
      guard let converted = try cast(value, to: type) else { return false }
      return try matches(inner, converted, binding: scope)
    case .tuple(let elements):
      guard case .tuple(let values, _) = value, values.count == elements.count else { return false }
      for (element, part) in zip(elements, values) where !(try matches(element.pattern, part, binding: scope))
      {
        return false
      }
      return true
    case .enumCase(let typeName, let name, let payload):
      // A case pattern matches through an optional, as Swift's does.
      if case .optional(let wrapped) = value {
        guard let wrapped else { return name == "none" && payload == nil }
        if name == "none", types[wrapped.typeName]?.enumCase(named: "none") == nil { return false }
        return try matches(pattern, wrapped, binding: scope)
      }
      guard case .enumCase(let instance) = value else {
        if case .bool = value, typeName == nil { return false }
        throw InterpreterError.checkFailed(
          "enum case '\(name)' is not a member of type '\(value.typeName)'", at: pattern.location)
      }
      if let typeName, typeName != instance.typeName, declaresType(typeName) { return false }
      guard types[instance.typeName]?.enumCase(named: name) != nil else {
        throw InterpreterError.checkFailed(
          "type '\(instance.typeName)' has no member '\(name)'", at: pattern.location)
      }
      guard instance.caseName == name else { return false }
      guard let payload else { return true }
      if payload.count == 1, instance.payload.count > 1 {
        return try matches(
          payload[0].pattern, .tuple(instance.payload, instance.payload.map { _ in nil }), binding: scope)
      }
      guard payload.count == instance.payload.count else {
        throw InterpreterError.checkFailed(
          "tuple pattern has the wrong length for enum case '\(name)'", at: pattern.location)
      }
      for (element, part) in zip(payload, instance.payload)
      where !(try matches(element.pattern, part, binding: scope)) {
        return false
      }
      return true
    }
  }
}
