extension Evaluator {
  /// `==`: the library's equality for its types, the user's `static func ==` where declared, else
  /// the synthesized member-wise equality of an Equatable struct or enum.
  func equals(_ left: Value, _ right: Value, at location: SourceLocation) throws -> Bool {
    switch (left, right) {
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.character(let a), .character(let b)): return a == b
    case (.string(let a), .character(let b)), (.character(let b), .string(let a)): return a == String(b)
    case (.optional(let a), .optional(let b)):
      switch (a, b) {
      case (nil, nil): return true
      case (let x?, let y?): return try equals(x, y, at: location)
      default: return false
      }
    case (.optional(let a), _): return try a.map { try equals($0, right, at: location) } ?? false
    case (_, .optional(let b)): return try b.map { try equals(left, $0, at: location) } ?? false
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return false }
      for (x, y) in zip(a, b) where !(try equals(x, y, at: location)) { return false }
      return true
    case (.tuple(let a, _), .tuple(let b, _)):
      guard a.count == b.count else { return false }
      for (x, y) in zip(a, b) where !(try equals(x, y, at: location)) { return false }
      return true
    case (.dictionary(let a), .dictionary(let b)):
      return try storesEqual(a, b, comparingValues: true, at: location)
    case (.set(let a), .set(let b)):
      // A set's entries have no values: its elements alone, in any order.
      return try storesEqual(a, b, comparingValues: false, at: location)
    case (.range(let a, let b, let c), .range(let x, let y, let z)): return a == x && b == y && c == z
    case (.type(let a), .type(let b)): return a == b
    case (.structure, _), (.enumCase, _), (.object, _):
      if let result = try callUserOperator("==", left, right, at: location) {
        guard case .bool(let flag) = result else { return false }
        return flag
      }
      try requireEquatable(left, at: location)
      return try synthesizedEquals(left, right, at: location)
    default:
      return false
    }
  }

  /// Whether two dictionaries (or sets) hold the same keys, whatever their order, and, for
  /// dictionaries, equal values for them.
  private func storesEqual(
    _ a: HashedStore, _ b: HashedStore, comparingValues: Bool, at location: SourceLocation
  ) throws -> Bool {
    guard a.count == b.count else { return false }
    for (key, value) in zip(a.keys, a.values) {
      guard
        let position = try b.position(
          of: key, hash: try hashKey(of: key, at: location),
          equals: { try self.equals($0, $1, at: location) })
      else { return false }
      if comparingValues, !(try equals(value, b.values[position], at: location)) { return false }
    }
    return true
  }

  /// Refuses `==` on a type that is not Equatable (an enum without payloads always is).
  private func requireEquatable(_ value: Value, at location: SourceLocation) throws {
    guard let type = types[value.typeName] else { return }
    if case .enumCase(let instance) = value, isLibraryResult(instance.typeName) {
      return try requireResultConformance(instance, to: "Equatable", at: location)
    }
    if type.kind == .enum && type.cases.allSatisfy({ $0.payload.isEmpty }) { return }
    if conforms(type, to: "Equatable") || conforms(type, to: "Hashable") || conforms(type, to: "Comparable") {
      return
    }
    throw InterpreterError.notEquatable(type.name, at: location)
  }

  /// The member-wise equality Swift synthesizes for Equatable structs and enums.
  private func synthesizedEquals(_ left: Value, _ right: Value, at location: SourceLocation) throws -> Bool {
    switch (left, right) {
    case (.structure(let a), .structure(let b)):
      guard a.typeName == b.typeName else { return false }
      if !declaresType(a.typeName) {
        // A library struct (UUID): equal when every field is.
        guard a.fields.count == b.fields.count else { return false }
        for (name, field) in a.fields {
          guard let other = b.fields[name], try equals(field, other, at: location) else { return false }
        }
        return true
      }
      for property in types[a.typeName]?.storedProperties ?? [] {
        guard let name = property.name else { continue }
        if !(try equals(a.fields[name] ?? .void, b.fields[name] ?? .void, at: location)) { return false }
      }
      return true
    case (.enumCase(let a), .enumCase(let b)):
      guard a.typeName == b.typeName, a.caseName == b.caseName, a.payload.count == b.payload.count else {
        return false
      }
      for (x, y) in zip(a.payload, b.payload) where !(try equals(x, y, at: location)) { return false }
      return true
    case (.object(let a), .object(let b)):
      return a === b
    default:
      return false
    }
  }

  /// Runs the user's `static func name(lhs:rhs:)` of the left value's type, or a global operator
  /// function for both operands' types, if the program declares one.
  func callUserOperator(_ name: String, _ left: Value, _ right: Value, at location: SourceLocation) throws
    -> Value?
  {
    try invokeOperator(name, left, right, at: location)?.value
  }

  /// Runs the `static func name=(lhs: inout, rhs:)` the left value's type declares (`wallet +=
  /// Money(2)`), or such a global function, changing `left` as its `inout` operand; false when the
  /// program declares none (then `a += b` is `a = a + b`).
  func callUserCompoundOperator(
    _ name: String, _ left: inout Value, _ right: Value, at location: SourceLocation
  )
    throws -> Bool
  {
    guard let result = try invokeOperator(name + "=", left, right, at: location) else { return false }
    if let changed = result.inoutValues.first?.value { left = changed }
    return true
  }

  /// Runs the operator function `name` for two operands, with two unlabelled arguments: the left
  /// type's static one, else a global one for both types; nil when the program declares neither.
  private func invokeOperator(_ name: String, _ left: Value, _ right: Value, at location: SourceLocation)
    throws -> Invocation?
  {
    let (labels, trailing) = Self.unlabelled[2]
    if let found = userOperator(name, of: left.typeName) {
      var receiver: Value? = .type(.named(found.owner, []))
      return try invoke(
        found.declaration, in: globals, self: &receiver, [left, right], labels: labels, trailing: trailing,
        at: location, owner: found.owner)
    }
    guard let (declaration, environment) = globalOperator(name, left, right) else { return nil }
    var noSelf: Value? = nil
    return try invoke(
      declaration, in: environment, self: &noSelf, [left, right], labels: labels, trailing: trailing,
      at: location)
  }

  /// A global operator function (`func + (lhs: Vector, rhs: Vector) -> Vector`) whose operand
  /// types are those of `left` and `right`, if the program declares one.
  private func globalOperator(_ name: String, _ left: Value, _ right: Value)
    -> (FunctionDeclaration, Environment)?
  {
    guard case .function(let function)? = globals.bindings[name]?.value else { return nil }
    let candidates: [Function]
    if case .overloads(let list) = function { candidates = list } else { candidates = [function] }
    let operandTypes = [left.typeName, right.typeName]
    for case .closure(let declaration, let environment) in candidates where declaration.parameters.count == 2
    {
      let fits = zip(declaration.parameters, operandTypes).allSatisfy { parameter, operandType in
        parameter.type?.nominalName.map { $0 == operandType } ?? true
      }
      if fits { return (declaration, environment) }
    }
    return nil
  }

  /// What a value hashes to: the library's hashing, the user's `hash(into:)` run with a recording
  /// Hasher, or the synthesized hashing of every stored property or payload.
  func hashKey(of value: Value, at location: SourceLocation) throws -> HashKey {
    switch value {
    case .int(let number): return .int(number)
    case .double(let number):
      return number == number.rounded() && abs(number) < 1e18 ? .int(Int(number)) : .double(number)
    case .bool(let flag): return .bool(flag)
    case .string(let text): return .string(text)
    case .character(let character): return .string(String(character))
    case .optional(let wrapped):
      return try wrapped.map { try hashKey(of: $0, at: location) } ?? .list("nil", [])
    case .array(let elements): return .list("[]", try elements.map { try hashKey(of: $0, at: location) })
    case .tuple(let elements, _): return .list("()", try elements.map { try hashKey(of: $0, at: location) })
    case .range(let lower, let upper, let closed):
      return .list(closed ? "..." : "..<", [.int(lower), .int(upper)])
    case .set(let store): return .list("Set", [.int(store.count)])
    case .dictionary(let store): return .list("Dictionary", [.int(store.count)])
    case .structure, .enumCase, .object:
      let typeName = value.typeName
      guard let type = types[typeName] else {
        // A library struct (UUID): its fields, in name order.
        guard case .structure(let instance) = value else {
          if case .enumCase(let symbol) = value { return .list("\(typeName).\(symbol.caseName)", []) }
          return .string(typeName)
        }
        return .list(
          typeName,
          try instance.fields.keys.sorted().map {
            try hashKey(of: instance.fields[$0] ?? .void, at: location)
          })
      }
      if let found = hashMethod(of: typeName) {
        var receiver = value
        var hasher = Value.hasher([])
        let argument = Argument(
          label: "into",
          value: Expression(
            kind: .inoutReference(Expression(kind: .name("hasher"), location: location)), location: location))
        _ = try invokeWithInout(found, &receiver, &hasher, argument, at: location)
        guard case .hasher(let combined) = hasher else { return .list(typeName, []) }
        return .list(typeName, combined)
      }
      if case .enumCase(let instance) = value, isLibraryResult(instance.typeName) {
        try requireResultConformance(instance, to: "Hashable", at: location)
      } else if !(type.kind == .enum && type.cases.allSatisfy({ $0.payload.isEmpty })
        || conforms(type, to: "Hashable"))
      {
        throw InterpreterError.checkFailed(
          "type '\(typeName)' does not conform to protocol 'Hashable'", at: location)
      }
      switch value {
      case .structure(let instance):
        return .list(
          typeName,
          try type.storedProperties.compactMap(\.name).map {
            try hashKey(of: instance.fields[$0] ?? .void, at: location)
          })
      case .enumCase(let instance):
        return .list(
          "\(typeName).\(instance.caseName)", try instance.payload.map { try hashKey(of: $0, at: location) })
      case .object(let object):
        return .object(ObjectIdentifier(object))
      default:
        return .string(typeName)
      }
    default:
      throw InterpreterError.checkFailed(
        "type '\(value.typeName)' does not conform to protocol 'Hashable'", at: location)
    }
  }

  /// The type's `static func name`, looked up once per operator and type.
  private func userOperator(_ name: String, of typeName: String) -> FoundMethod? {
    if let known = derived.userOperators[name]?[typeName] { return known }
    let found = findMethod(name, labels: nil, in: typeName, isStatic: true)
    derived.userOperators[name, default: [:]][typeName] = .some(found)
    return found
  }

  /// The type's `hash(into:)`, looked up once per type.
  private func hashMethod(of typeName: String) -> FoundMethod? {
    if let known = derived.hashMethods[typeName] { return known }
    let found = findMethod("hash", labels: ["into"], in: typeName, isStatic: false)
    derived.hashMethods[typeName] = .some(found)
    return found
  }

  /// Runs `hash(into:)` with the hasher as its `inout` argument and returns it combined.
  private func invokeWithInout(
    _ found: FoundMethod, _ receiver: inout Value, _ hasher: inout Value, _ argument: Argument,
    at location: SourceLocation
  ) throws -> Value {
    var selfValue: Value? = receiver
    let result = try invoke(
      found.declaration, in: globals, self: &selfValue, [hasher], labels: found.declaration.directCall.labels,
      trailing: found.declaration.directCall.trailing, at: location, owner: found.owner)
    if let combined = result.inoutValues.first?.value { hasher = combined }
    return result.value
  }

  /// A Set of the values, duplicates dropped.
  func makeSet(_ values: [Value], at location: SourceLocation) throws -> Value {
    var store = HashedStore()
    for value in values {
      let hash = try hashKey(of: value, at: location)
      if try store.position(of: value, hash: hash, equals: { try self.equals($0, $1, at: location) }) == nil {
        store.append(value, hash: hash)
      }
    }
    return .set(store)
  }
}
