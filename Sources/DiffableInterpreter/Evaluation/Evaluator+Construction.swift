extension Evaluator {
  /// `Type(arguments)`: a library type's initializer, or a user type's (custom, memberwise,
  /// inherited, `init?(rawValue:)`). `receiver` is the object `super.init` or `self.init` initializes.
  func construct(
    _ typeName: String, _ arguments: [Argument], in environment: Environment, receiver: Value?,
    at location: SourceLocation
  ) throws -> Value {
    let isLibraryType = Library.typeNames.contains(typeName)
    guard let type = types[typeName],
      !isLibraryType
        || findInitializer(
          of: typeName, labels: arguments.map(\.label), trailing: arguments.map(\.isTrailingClosure)) != nil
    else {
      let values = try evaluateArguments(arguments, for: nil, in: environment)
      return try constructBuiltin(.named(typeName, []), values, arguments, at: location)
    }
    let labels = arguments.map(\.label)
    let trailing = arguments.map(\.isTrailingClosure)
    if let initializer = findInitializer(of: typeName, labels: labels, trailing: trailing) {
      let values = try evaluateArguments(arguments, for: initializer.declaration, in: environment)
      var instance = try receiver ?? newInstance(of: typeName, at: location)
      var selfValue: Value? = instance
      let result = try invoke(
        initializer.declaration, in: globals, self: &selfValue, values, labels: labels, trailing: trailing,
        at: location, owner: initializer.owner)
      if initializer.declaration.isFailable, result.value.isNil { return .optional(nil) }
      instance = selfValue ?? instance
      try checkInitialized(instance, at: location)
      return initializer.declaration.isFailable ? .optional(instance) : instance
    }
    switch type.kind {
    case .enum:
      guard labels == ["rawValue"], type.rawType != nil else { break }
      let raw = try evaluate(arguments[0].value, in: environment, expecting: type.rawType)
      for enumCase in type.cases {
        let candidate = EnumValue(typeName: typeName, caseName: enumCase.name, payload: [])
        if let value = try rawValue(of: candidate, at: location), try equals(value, raw, at: location) {
          return .optional(.enumCase(candidate))
        }
      }
      return .optional(nil)
    case .struct:
      guard !type.declaresInitializerInBody else { break }
      return try memberwise(typeName, arguments, in: environment, at: location)
    case .class:
      guard arguments.isEmpty else { break }
      let instance = try receiver ?? newInstance(of: typeName, at: location)
      try checkInitialized(instance, at: location)
      return instance
    case .protocol:
      throw InterpreterError.checkFailed(
        "'any \(typeName)' cannot be constructed because it has no accessible initializers", at: location)
    }
    throw InterpreterError.checkFailed(
      "no initializer of '\(typeName)' takes the arguments (\(labels.map { "\($0 ?? "_"):" }.joined()))",
      at: location)
  }

  /// The initializer whose labels fit: the type's own, or (for a class that declares none) its superclass's.
  private func findInitializer(of typeName: String, labels: [String?], trailing: [Bool]) -> FoundMethod? {
    var current: String? = typeName
    while let name = current, let type = types[name] {
      for initializer in type.initializers {
        if case .success = ArgumentMatching.match(initializer.parameters, labels: labels, trailing: trailing)
        {
          return FoundMethod(declaration: initializer, owner: name)
        }
      }
      if type.kind != .class || !type.initializers.isEmpty { break }
      current = type.superclass
    }
    // Protocol extensions may declare initializers too.
    for owner in lookupChain(of: typeName) where types[owner]?.kind == .protocol {
      for initializer in types[owner]?.initializers ?? [] where !initializer.body.isEmpty {
        if case .success = ArgumentMatching.match(initializer.parameters, labels: labels, trailing: trailing)
        {
          return FoundMethod(declaration: initializer, owner: owner)
        }
      }
    }
    return nil
  }

  /// A new instance with its properties' default values, superclass properties first.
  func newInstance(of typeName: String, at location: SourceLocation) throws -> Value {
    var fields: [String: Value] = [:]
    for owner in lookupChain(of: typeName).reversed() where types[owner]?.kind != .protocol {
      for property in types[owner]?.storedProperties ?? [] {
        guard let name = property.name else { continue }
        if property.isLazy {
          fields[name] = .lazyPending
        } else if let initializer = property.initializer {
          var value = try evaluate(initializer, in: globals, expecting: property.type)
          if let type = property.type { value = try convert(value, to: type, at: initializer.location) }
          fields[name] = value
        } else if case .optional? = property.type, !property.isLet {
          fields[name] = .optional(nil)
        }
      }
    }
    if types[typeName]?.kind == .class {
      return .object(Object(typeName: typeName, fields: fields, generation: generation))
    }
    return .structure(StructValue(typeName: typeName, fields: fields))
  }

  /// Refuses an instance whose initializer left a stored property without a value.
  private func checkInitialized(_ instance: Value, at location: SourceLocation) throws {
    let fields: [String: Value]
    switch instance {
    case .structure(let value): fields = value.fields
    case .object(let object): fields = object.fields
    default: return
    }
    for owner in lookupChain(of: instance.typeName) {
      for property in types[owner]?.storedProperties ?? [] {
        if let name = property.name, fields[name] == nil {
          throw InterpreterError.checkFailed(
            "return from initializer without initializing all stored properties ('self.\(name)')",
            at: location)
        }
      }
    }
  }

  /// The memberwise initializer's parameters, derived once per type.
  private func memberwiseParameters(of typeName: String) -> [Parameter] {
    if let known = derived.memberwiseParameters[typeName] { return known }
    let parameters = (types[typeName]?.storedProperties ?? []).filter {
      !($0.isLet && $0.initializer != nil) && !$0.isLazy
    }.map { Parameter(label: $0.name, name: $0.name ?? "", type: $0.type, defaultValue: $0.initializer) }
    derived.memberwiseParameters[typeName] = parameters
    return parameters
  }

  /// The memberwise initializer: every stored property not a `let` with a value, in order; those
  /// with a default may be left out.
  private func memberwise(
    _ typeName: String, _ arguments: [Argument], in environment: Environment, at location: SourceLocation
  )
    throws -> Value
  {
    let parameters = memberwiseParameters(of: typeName)
    let slots: [ArgumentMatching.Slot]
    switch ArgumentMatching.match(
      parameters, labels: arguments.map(\.label), trailing: arguments.map(\.isTrailingClosure))
    {
    case .success(let matched): slots = matched
    case .failure(let mismatch): throw InterpreterError.checkFailed(mismatch.message, at: location)
    }
    var instance = try newInstance(of: typeName, at: location)
    for (parameter, slot) in zip(parameters, slots) {
      guard case .argument(let index) = slot else { continue }
      var value = try evaluate(arguments[index].value, in: environment, expecting: parameter.type)
      if let type = parameter.type {
        value = try convert(value, to: type, at: arguments[index].value.location)
      }
      try setField(parameter.name, of: &instance, to: value, at: location)
    }
    try checkInitialized(instance, at: location)
    return instance
  }
}
