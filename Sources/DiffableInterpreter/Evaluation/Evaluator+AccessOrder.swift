extension Evaluator {
  /// The target of an assignment with the indices of its subscripts evaluated, in the order
  /// swiftc evaluates them: the place assigned to is found (left to right) before the value
  /// assigned is, so `items[index()] = value()` calls `index()` first, and a value that changes
  /// a variable an index reads does not move the place.
  ///
  /// A literal or an implicit member needs the subscript's key type to become a value, and is the
  /// same value whenever it is evaluated: it is left as written. So is a `default:` value, which
  /// Swift evaluates only when the key is missing, and a `keyPath:` argument, which names a place.
  /// With `settlingDefaults` (a receiver that is read for its type before it is changed in place),
  /// a missing key's `default:` value is evaluated here, once, and an existing key's is not.
  func settlingSubscriptArguments(
    of target: Expression, in environment: Environment, settlingDefaults: Bool = false
  ) throws -> Expression {
    var settled = target
    let settle = { (base: Expression) in
      try self.settlingSubscriptArguments(of: base, in: environment, settlingDefaults: settlingDefaults)
    }
    switch target.kind {
    case .member(let base, let name):
      settled.kind = .member(try settle(base), name)
    case .subscript(let base, let arguments):
      let base = try settle(base)
      var evaluated = arguments
      for index in arguments.indices where Self.isEvaluatedAhead(arguments[index]) {
        let value = try evaluate(arguments[index].value, in: environment)
        evaluated[index].value = Expression(
          kind: .literalValue(value), location: arguments[index].value.location)
      }
      if settlingDefaults {
        try settleMissingKeyDefault(of: base, &evaluated, in: environment, at: target.location)
      }
      settled.kind = .subscript(base, evaluated)
    case .forceUnwrap(let base):
      settled.kind = .forceUnwrap(try settle(base))
    case .optionalBind(let base):
      settled.kind = .optionalBind(try settle(base))
    case .optionalChain(let chain):
      settled.kind = .optionalChain(try settle(chain))
    case .tupleElement(let base, let index):
      settled.kind = .tupleElement(try settle(base), index)
    default:
      break
    }
    return settled
  }

  /// The receiver of a mutating method, which is read for its type and then changed: its keys
  /// (and a missing key's `default:`) evaluated once, before the arguments, as swiftc does.
  func settledReceiver(_ base: Expression, in environment: Environment) throws -> Expression {
    guard Self.hasSubscript(base) else { return base }
    return try settlingSubscriptArguments(of: base, in: environment, settlingDefaults: true)
  }

  /// `dictionary[key, default: value]` with its key settled: when the key is missing, the default
  /// is evaluated (with the dictionary's value type for context) and settled as that value.
  private func settleMissingKeyDefault(
    of base: Expression, _ arguments: inout [Argument], in environment: Environment,
    at location: SourceLocation
  ) throws {
    guard arguments.count == 2, arguments[1].label == "default",
      !Self.isLiteral(arguments[1].value), case .dictionary = try evaluate(base, in: environment),
      case .optional(nil) = try evaluate(
        Expression(kind: .subscript(base, [arguments[0]]), location: location), in: environment)
    else { return }
    let value = try evaluate(
      Expression(kind: .subscript(base, arguments), location: location), in: environment)
    arguments[1].value = Expression(kind: .literalValue(value), location: arguments[1].value.location)
  }

  /// Whether an argument is a value written as itself (`0`, `[]`), whose evaluation changes nothing.
  private static func isLiteral(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .integer, .double, .string, .boolean, .literalValue: true
    case .array(let elements): elements.allSatisfy(isLiteral)
    case .dictionary(let entries): entries.allSatisfy { isLiteral($0.0) && isLiteral($0.1) }
    default: false
    }
  }

  /// Whether a subscript's argument is evaluated ahead of the assigned value.
  private static func isEvaluatedAhead(_ argument: Argument) -> Bool {
    if argument.label == "default" || argument.label == "keyPath" { return false }
    switch argument.value.kind {
    case .call, .binary, .prefix, .ternary, .try, .await, .subscript, .member, .forceUnwrap,
      .optionalChain, .cast, .name, .selfValue, .tupleElement:
      return true
    default:
      return false
    }
  }

  /// Whether an assignment's indices must be evaluated ahead of its value: the target has a
  /// subscript, and either the value may run the program's code, which could change what an index
  /// reads (or trap before an index does), or the subscript is reached through another part
  /// (`grid[row][column]`, `items[i].done`), whose indices are read more than once as the change
  /// finds its place. A single subscript assigned a literal, a closure or a type
  /// (`dict[key] = nil`, `flags[i] = true`) has its index read once, after a value that runs nothing.
  static func needsSettling(_ target: Expression, assigning value: Expression) -> Bool {
    if case .subscript(let base, _) = target.kind, !hasSubscript(base), runsNoCode(value) { return false }
    return hasSubscript(target)
  }

  /// Whether evaluating an expression runs none of the program's code and cannot trap.
  private static func runsNoCode(_ value: Expression) -> Bool {
    switch value.kind {
    case .integer, .double, .string, .boolean, .nilLiteral, .literalValue, .closure, .type:
      true
    case .array(let elements):
      elements.allSatisfy(runsNoCode)
    case .dictionary(let pairs):
      pairs.allSatisfy { runsNoCode($0.0) && runsNoCode($0.1) }
    case .tuple(let elements):
      elements.allSatisfy { runsNoCode($0.value) }
    default:
      false
    }
  }

  /// Whether a target has a subscript anywhere along it, so that settling it may change something.
  private static func hasSubscript(_ target: Expression) -> Bool {
    switch target.kind {
    case .subscript: true
    case .member(let base, _), .forceUnwrap(let base), .optionalBind(let base), .optionalChain(let base),
      .tupleElement(let base, _):
      hasSubscript(base)
    default: false
    }
  }
}
