extension Evaluator {
  /// The target of an assignment with the indices of its subscripts evaluated, in the order
  /// swiftc evaluates them: the place assigned to is found (left to right) before the value
  /// assigned is, so `items[index()] = value()` calls `index()` first, and a value that changes
  /// a variable an index reads does not move the place.
  ///
  /// A literal or an implicit member needs the subscript's key type to become a value, and is the
  /// same value whenever it is evaluated: it is left as written. So is a `default:` value, which
  /// Swift evaluates only when the key is missing, and a `keyPath:` argument, which names a place.
  func settlingSubscriptArguments(of target: Expression, in environment: Environment) throws -> Expression {
    var settled = target
    switch target.kind {
    case .member(let base, let name):
      settled.kind = .member(try settlingSubscriptArguments(of: base, in: environment), name)
    case .subscript(let base, let arguments):
      let base = try settlingSubscriptArguments(of: base, in: environment)
      var evaluated = arguments
      for index in arguments.indices where Self.isEvaluatedAhead(arguments[index]) {
        let value = try evaluate(arguments[index].value, in: environment)
        evaluated[index].value = Expression(
          kind: .literalValue(value), location: arguments[index].value.location)
      }
      settled.kind = .subscript(base, evaluated)
    case .forceUnwrap(let base):
      settled.kind = .forceUnwrap(try settlingSubscriptArguments(of: base, in: environment))
    case .optionalBind(let base):
      settled.kind = .optionalBind(try settlingSubscriptArguments(of: base, in: environment))
    case .optionalChain(let chain):
      settled.kind = .optionalChain(try settlingSubscriptArguments(of: chain, in: environment))
    case .tupleElement(let base, let index):
      settled.kind = .tupleElement(try settlingSubscriptArguments(of: base, in: environment), index)
    default:
      break
    }
    return settled
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
