/// A dictionary subscript's `default:` argument, which Swift takes as an `@autoclosure`: evaluated
/// only when the key is missing (`counts[key, default: expensive()]`).
typealias DefaultValue = () throws -> Value

extension Evaluator {
  /// Evaluates the keys of a library subscript (`d[k]`, `a[i]`), with a `default:` argument left
  /// as a closure for ``subscriptValue(_:_:labels:default:at:)`` to call only when it needs it.
  func subscriptKeys(
    _ arguments: [Argument], types: (key: TypeName?, defaultValue: TypeName?), in environment: Environment
  ) throws -> (keys: [Value], defaultValue: DefaultValue?) {
    let hasDefault = arguments.count == 2 && arguments[1].label == "default"
    let keys = try arguments.indices.dropLast(hasDefault ? 1 : 0).map {
      try evaluate(
        arguments[$0].value, in: environment, expecting: $0 == 1 ? types.defaultValue : types.key)
    }
    guard hasDefault else { return (keys, nil) }
    return (keys, { try self.evaluate(arguments[1].value, in: environment, expecting: types.defaultValue) })
  }

  /// `container[keys]` as a value: an array element (trapping out of range), a dictionary's optional
  /// value (or its `default:`, evaluated only when the key is missing), a string's character, a
  /// range's element.
  func subscriptValue(
    _ container: Value, _ keys: [Value], labels: [String?], default defaultValue: DefaultValue?,
    at location: SourceLocation
  ) throws -> Value {
    guard !keys.isEmpty, labels.count <= 2 else {
      throw InterpreterError.unsupported("a subscript with \(labels.count) arguments", at: location)
    }
    switch container {
    case .array(let elements):
      if case .range(let lower, let upper, let closed) = keys[0] {
        // `a[n...]` is lowered as `n...Int.max`: to the end of the array; `a[..<n]` as
        // `Int.min..<n`: from its start.
        let end = closed ? (upper == .max ? elements.count : upper + 1) : upper
        let start = lower == .min ? 0 : lower
        guard start >= 0, end <= elements.count, start <= end else {
          throw InterpreterError.fatal("Array index is out of range", at: location)
        }
        return .array(Array(elements[start..<end]))
      }
      guard case .int(let index) = keys[0] else {
        throw InterpreterError.checkFailed(
          "cannot subscript an array with '\(keys[0].typeName)'", at: location)
      }
      guard elements.indices.contains(index) else {
        throw InterpreterError.fatal("Index out of range", at: location)
      }
      return elements[index]
    case .dictionary(let store):
      let hash = try hashKey(of: keys[0], at: location)
      let position = try store.position(
        of: keys[0], hash: hash, equals: { try self.equals($0, $1, at: location) })
      if let defaultValue {
        if let position { return store.values[position] }
        return try defaultValue()
      }
      return .optional(position.map { store.values[$0] })
    case .string:
      // Swift indexes strings with String.Index, which diffable does not model yet.
      throw InterpreterError.unsupported("String subscripts (String.Index)", at: location)
    default:
      throw InterpreterError.checkFailed(
        "value of type '\(container.typeName)' has no subscripts", at: location)
    }
  }

  /// Changes `container[keys]` in place: an array element, or a dictionary entry (nil removes it;
  /// `default:` starts from the default, evaluated only when the key is missing).
  func modifySubscript(
    of container: inout Value, _ keys: [Value], labels: [String?], default defaultValue: DefaultValue?,
    at location: SourceLocation, _ body: (inout Value) throws -> Value
  ) throws -> Value {
    guard !keys.isEmpty, labels.count <= 2 else {
      throw InterpreterError.unsupported("a subscript with \(labels.count) arguments", at: location)
    }
    switch container.shape {
    case .array:
      guard case .int(let index) = keys[0] else {
        throw InterpreterError.unsupported("assigning through this subscript", at: location)
      }
      return try container.withArray { elements in
        guard elements.indices.contains(index) else {
          throw InterpreterError.fatal("Index out of range", at: location)
        }
        var element = elements[index]
        elements[index] = .void
        defer { elements[index] = element }
        return try body(&element)
      } ?? .void
    case .dictionary:
      guard case .dictionary(var store) = container else { return .void }
      container = .void
      defer { container = .dictionary(store) }
      let hash = try hashKey(of: keys[0], at: location)
      let position = try store.position(
        of: keys[0], hash: hash, equals: { try self.equals($0, $1, at: location) })
      if let defaultValue {
        if let position { return try store.modifyValue(at: position, body) }
        var value = try defaultValue()
        let result = try body(&value)
        store.append(keys[0], hash: hash, value: value)
        return result
      }
      var value = Value.optional(position.map { store.values[$0] })
      let result = try body(&value)
      switch (value, position) {
      case (.optional(nil), let position?): store.remove(at: position)
      case (.optional(nil), nil): break
      case (.optional(let new?), let position?): store.setValue(new, at: position)
      case (.optional(let new?), nil): store.append(keys[0], hash: hash, value: new)
      case (let new, let position?): store.setValue(new, at: position)
      case (let new, nil): store.append(keys[0], hash: hash, value: new)
      }
      return result
    default:
      throw InterpreterError.checkFailed(
        "cannot assign through subscript of '\(container.typeName)'", at: location)
    }
  }
}

/// The program's own subscripts: a type's (`store[id]`), and an extension's of a library type
/// (`items[safe: 3]`), run as its getter and setter methods (``Lowerer/lower(subscript:)``).
extension Evaluator {
  /// The program's subscript getter that `container[...]` with these arguments calls: one of the
  /// program's types, or a labelled subscript an extension gives a library type; nil otherwise
  /// (the library's own subscripts).
  func userSubscript(of container: Value, _ arguments: [Argument]) -> FoundMethod? {
    switch container {
    case .structure, .object, .enumCase: break
    default: guard arguments.contains(where: { $0.label != nil }) else { return nil }
    }
    return findMethod(
      FunctionDeclaration.subscriptGetter, labels: arguments.map(\.label), in: container.typeName,
      isStatic: false)
  }

  /// Refuses `container[arguments]` when the program's type has a subscript that these labels do
  /// not fit, in the compiler's words, at the opening bracket.
  func refuseSubscriptLabels(
    of container: Value, _ base: Expression, _ arguments: [Argument], at location: SourceLocation
  ) throws {
    let labels = arguments.map(\.label)
    guard
      let getter = findMethod(
        FunctionDeclaration.subscriptGetter, labels: nil, in: container.typeName, isStatic: false),
      case .failure(let mismatch) = ArgumentMatching.match(
        getter.declaration.parameters, labels: labels, trailing: labels.map { _ in false })
    else { return }
    throw InterpreterError.checkFailed(
      mismatch.message(in: "subscript"), at: Self.bracketLocation(of: base, at: location))
  }

  /// `container[arguments]` through the program's subscript: its getter run with the arguments
  /// evaluated for its parameters.
  func callUserSubscript(
    _ getter: FoundMethod, of container: Value, _ arguments: [Argument], in environment: Environment,
    at location: SourceLocation
  ) throws -> Value {
    let values = try evaluateArguments(arguments, for: getter.declaration, in: environment)
    var receiver = container
    return try invoke(
      getter.declaration, owner: getter.owner, self: &receiver, values, arguments, at: location)
  }

  /// Changes `base[arguments]` through the program's subscript: the getter's value is changed,
  /// then given to the setter (a subscript without one is get-only, as the compiler says).
  func modifyUserSubscript(
    _ getter: FoundMethod, _ base: Expression, _ arguments: [Argument], in environment: Environment,
    at location: SourceLocation, _ body: (inout Value) throws -> Value
  ) throws -> Value {
    let labels = arguments.map(\.label)
    let setterLabels = labels + [nil]
    // The setter is declared with the getter, so it is found where the getter was.
    guard
      let setter = findMethod(
        FunctionDeclaration.subscriptSetter, labels: setterLabels, in: getter.owner, isStatic: false)
    else {
      throw InterpreterError.checkFailed(
        "cannot assign through subscript: subscript is get-only",
        at: Self.bracketLocation(of: base, at: location))
    }
    let values = try evaluateArguments(arguments, for: getter.declaration, in: environment)
    let unwritten = [Bool](repeating: false, count: setterLabels.count)
    return try refusingLetConstants("cannot assign through subscript", at: location) {
      try modify(base, in: environment) { container in
        // The container moves into `self` and back, so that the setter changes it without a copy.
        var receiver: Value? = Self.take(&container)
        defer { if let receiver { container = receiver } }
        var value = try self.invoke(
          getter.declaration, in: self.globals, self: &receiver, values, labels: labels,
          trailing: Array(unwritten.dropLast()), at: location, owner: getter.owner
        ).value
        let result = try body(&value)
        _ = try self.invoke(
          setter.declaration, in: self.globals, self: &receiver, values + [value], labels: setterLabels,
          trailing: unwritten, at: location, owner: setter.owner)
        return result
      }
    }
  }

  /// Where a subscript's opening bracket is, which swiftc points at: after the name it follows,
  /// where code writes it (the lowered tree keeps where the subscript expression starts).
  static func bracketLocation(of base: Expression, at location: SourceLocation) -> SourceLocation {
    guard case .name(let name) = base.kind else { return location }
    return SourceLocation(line: base.location.line, column: base.location.column + name.utf8.count)
  }
}
