extension Library {
  /// A global library function as a value: `print`, `abs`, `floor`, `min`, `max`, `zip`, `stride`...
  static func globalFunction(_ name: String, evaluator: Evaluator) -> Function? {
    let body: (([Value], [String?], SourceLocation) throws -> Value)?
    switch name {
    case "print", "debugPrint":
      // `debugPrint` describes each item as its `debugDescription` does (a string in quotes).
      let debug = name == "debugPrint"
      body = { [unowned evaluator] values, labels, location in
        try print(values, labels, debug: debug, evaluator, location)
      }
    case "abs":
      body = { values, _, location in
        switch values.first {
        case .int(let number)?:
          if number == .min { throw InterpreterError.overflow("abs", at: location) }
          return .int(abs(number))
        case .double(let number)?: return .double(abs(number))
        default: throw InterpreterError.checkFailed("abs needs a number", at: location)
        }
      }
    case "floor", "ceil", "round", "sqrt":
      body = mathFunction(name)
    case "pow":
      body = power
    case "min", "max":
      body = { [unowned evaluator] values, _, location in
        var best = values[0]
        for value in values.dropFirst() {
          // Of equal values, `min` keeps the first and `max` takes the last, as Swift's do.
          let better =
            name == "min"
            ? try evaluator.lessThan(value, best, at: location)
            : !(try evaluator.lessThan(value, best, at: location))
          if better { best = value }
        }
        return best
      }
    case "zip":
      body = { [unowned evaluator] values, _, location in
        // A range is walked only as far as the other sequence goes, so `zip(items, 1...)` works.
        func elements(_ value: Value, limit: Int?) throws -> [Value] {
          if case .range(let lower, let upper, let closed) = value, let limit {
            let count = Swift.min(limit, Library.count(lower: lower, upper: upper, closed: closed) ?? Int.max)
            return (0..<Swift.max(count, 0)).map { .int(lower + $0) }
          }
          return try evaluator.sequenceElements(value, at: location)
        }
        let first: [Value]
        let second: [Value]
        if case .range = values[0] {
          second = try elements(values[1], limit: nil)
          first = try elements(values[0], limit: second.count)
        } else {
          first = try elements(values[0], limit: nil)
          second = try elements(values[1], limit: first.count)
        }
        return .array(zip(first, second).map { .tuple([$0, $1], [nil, nil]) })
      }
    case "stride":
      body = { values, labels, location in try stride(values, labels, location) }
    case "swap":
      body = { _, _, location in
        throw InterpreterError.checkFailed("swap needs two '&' arguments", at: location)
      }
    case "type":
      body = { [unowned evaluator] values, _, location in
        if case .function = values[0] {
          // Swift names a function's type by its signature (`(Int) -> Int`), which a closure
          // that does not write its result type does not tell diffable.
          throw InterpreterError.unsupported("type(of:) of a function", at: location)
        }
        if case .named(let name, []) = Self.dynamicType(of: values[0]),
          ["Array", "Set", "Dictionary"].contains(name)
        {
          // An empty collection (one of mixed values) does not say its elements' type, which
          // Swift names (`Array<Int>`, `Array<Shape>`).
          throw InterpreterError.unsupported(
            "type(of:) of a collection whose element type diffable cannot tell (an empty or a mixed one)",
            at: location)
        }
        if case .enumCase(let instance) = values[0],
          evaluator.types[instance.typeName]?.genericParameters.isEmpty == false
        {
          return .type(.named(instance.typeName, evaluator.displayedTypeArguments(of: instance)))
        }
        if values[0].isStructure || values[0].isObject, !values[0].typeArguments.isEmpty,
          let type = evaluator.types[values[0].typeName]
        {
          return .type(.named(values[0].typeName, evaluator.knownTypeArguments(of: values[0], type)))
        }
        return .type(Self.dynamicType(of: values[0]))
      }
    case "fatalError":
      body = { values, _, location in
        if case .string(let message)? = values.first { throw InterpreterError.fatal(message, at: location) }
        throw InterpreterError.fatal("", at: location)
      }
    case "precondition", "assert":
      body = { values, _, location in
        guard case .bool(false)? = values.first else { return .void }
        let message = if case .string(let text)? = values.dropFirst().first { ": \(text)" } else { "" }
        throw InterpreterError.fatal(
          (name == "assert" ? "Assertion failed" : "Precondition failed") + message, at: location)
      }
    case "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||":
      body = { [unowned evaluator] values, _, location in
        try evaluator.binaryOperation(name, values[0], values[1], at: location)
      }
    default: body = nil
    }
    guard let body else { return nil }
    let arity = Self.arity[name] ?? 0...Int.max
    return Function.builtin(name) { values, labels, location in
      guard arity.contains(values.count) else {
        throw InterpreterError.checkFailed(
          values.count < arity.lowerBound
            ? "missing argument in call to '\(name)'" : "extra argument in call to '\(name)'",
          at: location)
      }
      return try body(values, labels, location)
    }
  }

  /// How many arguments each global function takes (those not listed take any number).
  private static let arity: [String: ClosedRange<Int>] = [
    "abs": 1...1, "floor": 1...1, "ceil": 1...1, "round": 1...1, "sqrt": 1...1, "pow": 2...2,
    "min": 2...Int.max, "max": 2...Int.max, "zip": 2...2, "stride": 3...3, "type": 1...1,
    "fatalError": 0...1, "precondition": 1...2, "assert": 1...2, "swap": 2...2,
    "+": 2...2, "-": 2...2, "*": 2...2, "/": 2...2, "%": 2...2, "<": 2...2, ">": 2...2, "<=": 2...2,
    ">=": 2...2, "==": 2...2, "!=": 2...2, "&&": 2...2, "||": 2...2,
  ]

  /// `print(items..., separator:, terminator:)` and `debugPrint`.
  private static func print(
    _ values: [Value], _ labels: [String?], debug: Bool, _ evaluator: Evaluator, _ location: SourceLocation
  )
    throws -> Value
  {
    var separator = " "
    var terminator = "\n"
    var items: [String] = []
    for (value, label) in zip(values, labels) {
      switch label {
      case "separator": if case .string(let text) = value { separator = text }
      case "terminator": if case .string(let text) = value { terminator = text }
      default: items.append(try evaluator.describe(value, debug: debug, at: location))
      }
    }
    evaluator.output(items.joined(separator: separator) + terminator)
    return .void
  }

  /// `stride(from:to:by:)` and `stride(from:through:by:)` over Int or Double.
  private static func stride(_ values: [Value], _ labels: [String?], _ location: SourceLocation) throws
    -> Value
  {
    guard values.count == 3 else {
      throw InterpreterError.checkFailed("stride needs from:, to: or through:, and by:", at: location)
    }
    let through = labels[1] == "through"
    var result: [Value] = []
    switch (values[0], values[1], values[2]) {
    case (.int(let from), .int(let to), .int(let by)):
      guard by != 0 else { throw InterpreterError.fatal("Stride size must not be zero", at: location) }
      // Walked one value at a time, so that a huge stride meets the budget before it is built.
      let sequence: AnySequence<Int> =
        through
        ? AnySequence(Swift.stride(from: from, through: to, by: by))
        : AnySequence(Swift.stride(from: from, to: to, by: by))
      for value in sequence {
        result.append(.int(value))
        if result.count > Evaluator.maximumValueWeight {
          throw InterpreterError.limit("this stride outgrows diffable's memory budget", at: location)
        }
      }
    default:
      let numbers = values.map { value -> Double in
        switch value {
        case .int(let number): Double(number)
        case .double(let number): number
        default: 0
        }
      }
      guard numbers[2] != 0 else {
        throw InterpreterError.fatal("Stride size must not be zero", at: location)
      }
      let sequence: AnySequence<Double> =
        through
        ? AnySequence(Swift.stride(from: numbers[0], through: numbers[1], by: numbers[2]))
        : AnySequence(Swift.stride(from: numbers[0], to: numbers[1], by: numbers[2]))
      for value in sequence {
        result.append(.double(value))
        if result.count > Evaluator.maximumValueWeight {
          throw InterpreterError.limit("this stride outgrows diffable's memory budget", at: location)
        }
      }
    }
    return .stride(result)
  }
}

extension Library {
  /// The type `type(of:)` names: a value's own, with the element types of a collection whose
  /// elements all have one (`Array<Int>`); the bare name where the interpreter cannot tell (an
  /// empty array, elements of several types), as values here do not carry their static type.
  static func dynamicType(of value: Value) -> TypeName {
    func common(_ values: [Value]) -> TypeName? {
      guard let first = values.first.map(dynamicType) else { return nil }
      return values.dropFirst().allSatisfy { dynamicType(of: $0) == first } ? first : nil
    }
    switch value {
    case .array(let elements):
      return common(elements).map { .array($0) } ?? .named("Array", [])
    case .dictionary(let store):
      guard let key = common(store.keys), let element = common(store.values) else {
        return .named("Dictionary", [])
      }
      return .dictionary(key, element)
    case .set(let store):
      return common(store.keys).map { .named("Set", [$0]) } ?? .named("Set", [])
    case .optional(let wrapped?):
      return .optional(dynamicType(of: wrapped))
    case .enumCase, .structure, .object:
      return .named(value.typeName, value.typeArguments)
    default:
      return .named(value.typeName, [])
    }
  }
}
