extension Evaluator {
  /// A binary operator. `&&`, `||` and `??` evaluate their right side only when needed; `==` with
  /// `.case` on one side reads that case from the other side's type.
  func evaluateBinary(
    _ name: String, _ left: Expression, _ right: Expression, in environment: Environment,
    expecting: TypeName?,
    at location: SourceLocation
  ) throws -> Value {
    switch name {
    case "&&":
      guard try isTrue(try evaluate(left, in: environment), at: left.location) else { return .bool(false) }
      return .bool(try isTrue(try evaluate(right, in: environment), at: right.location))
    case "||":
      if try isTrue(try evaluate(left, in: environment), at: left.location) { return .bool(true) }
      return .bool(try isTrue(try evaluate(right, in: environment), at: right.location))
    case "??":
      let value = try evaluate(left, in: environment, expecting: expecting.map { .optional($0) })
      guard case .optional(let wrapped) = value else { return value }
      if let wrapped { return wrapped }
      // The default has the type the left side wraps (`Double(text) ?? -1` is a Double).
      return try evaluate(
        right, in: environment, expecting: expecting ?? wrappedType(of: left, in: environment))
    default:
      var leftValue = try evaluate(
        left, in: environment, expecting: name == "..<" || name == "..." ? nil : expecting)
      // A time plus an interval (`.now() + .seconds(1)`): the interval's cases are the context.
      let rightType: TypeName? =
        if case .structure(let time) = leftValue, time.typeName == "DispatchTime" {
          TypeName.named("DispatchTimeInterval", [])
        } else if case .array = leftValue, name == "+" {
          try arrayType(of: left, expecting: expecting, in: environment)
        } else { TypeName.of(leftValue) }
      var rightValue = try evaluate(right, in: environment, expecting: rightType)
      if !Self.comparesOptionals(name) {
        leftValue = try unwrapImplicitly(leftValue, from: left, in: environment)
        rightValue = try unwrapImplicitly(rightValue, from: right, in: environment)
      }
      return try binaryOperation(name, leftValue, rightValue, at: location)
    }
  }

  /// The type of the array on the left of `+`, the context of the right (`row + [7]` or
  /// `row + Array(repeating: 7, count: 1)` of a `[Double]`): the type expected of the sum, else
  /// the left variable's declared type. An array's values do not tell its element type.
  private func arrayType(of left: Expression, expecting: TypeName?, in environment: Environment) throws
    -> TypeName?
  {
    if case .array? = expecting { return expecting }
    guard case .name = left.kind, let declared = try assignedType(of: left, in: environment)?.type.unwrapped,
      case .array = declared
    else { return nil }
    return declared
  }

  /// Whether an operator takes optionals as they are (`==`, `!=`, `===`, `!==`), so that a `T!`
  /// operand is not unwrapped for it.
  static func comparesOptionals(_ name: String) -> Bool {
    name == "==" || name == "!=" || name == "===" || name == "!=="
  }

  /// A binary operator over two values.
  func binaryOperation(_ name: String, _ left: Value, _ right: Value, at location: SourceLocation) throws
    -> Value
  {
    switch name {
    case "==": return .bool(try equals(left, right, at: location))
    case "!=": return .bool(!(try equals(left, right, at: location)))
    case "===", "!==":
      if case .uikit(let a)? = left.unwrappedOnce, case .uikit(let b)? = right.unwrappedOnce {
        return .bool((a === b) == (name == "==="))
      }
      guard case .object(let a)? = left.unwrappedOnce, case .object(let b)? = right.unwrappedOnce else {
        return .bool((name == "===") == (left.isNil && right.isNil))
      }
      return .bool((a === b) == (name == "==="))
    case "<", ">", "<=", ">=":
      let ordered = try lessThan(
        name == "<" || name == ">=" ? left : right, name == "<" || name == ">=" ? right : left, at: location)
      return .bool(name == "<" || name == ">" ? ordered : !ordered)
    case "..<", "...":
      guard case .int(let lower) = left, case .int(let upper) = right else {
        throw InterpreterError.unsupported("ranges of \(left.typeName)", at: location)
      }
      if name == "..<" && lower > upper || name == "..." && lower > upper {
        throw InterpreterError.fatal(Library.rangeBoundsFailure, at: location)
      }
      return .range(lower, upper, closed: name == "...")
    case "~=":
      return .bool(try patternMatches(left, right, at: location))
    default: break
    }
    switch (left, right) {
    case (.int(let a), .int(let b)): return try integerOperation(name, a, b, at: location)
    case (.double(let a), .double(let b)): return try doubleOperation(name, a, b, at: location)
    case (.int(let a), .double(let b)): return try doubleOperation(name, Double(a), b, at: location)
    case (.double(let a), .int(let b)): return try doubleOperation(name, a, Double(b), at: location)
    case (.string(let a), .string(let b)) where name == "+":
      return try checkWeight(.string(a + b), at: location)
    case (.array(let a), .array(let b)) where name == "+":
      try checkWeight(a.count + b.count, at: location)
      return .array(a + b)
    case (.structure, _), (.enumCase, _), (.object, _):
      if let result = try callUserOperator(name, left, right, at: location) { return result }
      fallthrough
    default:
      throw InterpreterError.operands(of: name, left.typeName, right.typeName, at: location)
    }
  }

  /// Int arithmetic with Swift's traps; the `&` operators wrap.
  private func integerOperation(_ name: String, _ a: Int, _ b: Int, at location: SourceLocation) throws
    -> Value
  {
    func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> Value {
      if result.overflow { throw InterpreterError.overflow(name, at: location) }
      return .int(result.partialValue)
    }
    switch name {
    case "+": return try checked(a.addingReportingOverflow(b))
    case "-": return try checked(a.subtractingReportingOverflow(b))
    case "*": return try checked(a.multipliedReportingOverflow(by: b))
    case "/", "%":
      if b == 0 {
        throw InterpreterError.fatal(
          name == "/" ? "Division by zero" : "Division by zero in remainder operation", at: location)
      }
      // `Int.min / -1`: the compiled program's own words, not arithmetic overflow's.
      let result =
        name == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
      if result.overflow {
        throw InterpreterError.fatal(
          name == "/"
            ? "Division results in an overflow" : "Division results in an overflow in remainder operation",
          at: location)
      }
      return .int(result.partialValue)
    case "&+": return .int(a &+ b)
    case "&-": return .int(a &- b)
    case "&*": return .int(a &* b)
    case "&": return .int(a & b)
    case "|": return .int(a | b)
    case "^": return .int(a ^ b)
    case "<<": return .int(a << b)
    case ">>": return .int(a >> b)
    default:
      throw InterpreterError.unsupported("the operator '\(name)' on Int", at: location)
    }
  }

  private func doubleOperation(_ name: String, _ a: Double, _ b: Double, at location: SourceLocation) throws
    -> Value
  {
    switch name {
    case "+": return .double(a + b)
    case "-": return .double(a - b)
    case "*": return .double(a * b)
    case "/": return .double(a / b)
    default:
      throw InterpreterError.checkFailed(
        "binary operator '\(name)' cannot be applied to operands of type 'Double' and 'Double'", at: location)
    }
  }

  /// `-x`, `!x`, `+x`, `~x`; `-Int.min` traps.
  func prefixOperation(_ name: String, _ value: Value, at location: SourceLocation) throws -> Value {
    switch (name, value) {
    case ("-", .int(let a)):
      let result = Int(0).subtractingReportingOverflow(a)
      if result.overflow { throw InterpreterError.overflow("-", at: location) }
      return .int(result.partialValue)
    case ("-", .double(let a)): return .double(-a)
    case ("+", .int), ("+", .double): return value
    case ("!", .bool(let a)): return .bool(!a)
    case ("~", .int(let a)): return .int(~a)
    default:
      throw InterpreterError.checkFailed(
        "unary operator '\(name)' cannot be applied to an operand of type '\(value.typeName)'", at: location)
    }
  }

  /// `a < b` for the types Swift orders: numbers, strings, characters, tuples, and user types with `<`.
  func lessThan(_ left: Value, _ right: Value, at location: SourceLocation) throws -> Bool {
    switch (left, right) {
    case (.int(let a), .int(let b)): return a < b
    case (.double(let a), .double(let b)): return a < b
    case (.int(let a), .double(let b)): return Double(a) < b
    case (.double(let a), .int(let b)): return a < Double(b)
    case (.string(let a), .string(let b)): return a < b
    case (.character(let a), .character(let b)): return a < b
    case (.tuple(let a, _), .tuple(let b, _)):
      for (x, y) in zip(a, b) {
        if try lessThan(x, y, at: location) { return true }
        if try lessThan(y, x, at: location) { return false }
      }
      return false
    case (.structure, _), (.enumCase, _), (.object, _):
      if let result = try callUserOperator("<", left, right, at: location) {
        guard case .bool(let flag) = result else { return false }
        return flag
      }
      if case .enumCase(let a) = left, case .enumCase(let b) = right, a.typeName == b.typeName,
        let type = types[a.typeName], conforms(type, to: "Comparable")
      {
        // Synthesized Comparable: the case declared first is smaller; within one case, the
        // associated values compare in order.
        let order = type.cases.map(\.name)
        let (first, second) = (order.firstIndex(of: a.caseName) ?? 0, order.firstIndex(of: b.caseName) ?? 0)
        if first != second { return first < second }
        for (left, right) in zip(a.payload, b.payload) {
          if try lessThan(left, right, at: location) { return true }
          if try lessThan(right, left, at: location) { return false }
        }
        return false
      }
    default: break
    }
    throw InterpreterError.operands(of: "<", left.typeName, right.typeName, at: location)
  }

  /// `pattern ~= value`: a range contains the value, else equality.
  func patternMatches(_ pattern: Value, _ value: Value, at location: SourceLocation) throws -> Bool {
    if case .range(let lower, let upper, let closed) = pattern {
      switch value {
      case .int(let number): return number >= lower && (closed ? number <= upper : number < upper)
      case .double(let number):
        return number >= Double(lower) && (closed ? number <= Double(upper) : number < Double(upper))
      default: return false
      }
    }
    return try equals(pattern, value, at: location)
  }
}

extension TypeName {
  /// The type a value plainly has, to give the other side of a binary operator its context.
  static func of(_ value: Value) -> TypeName? {
    switch value {
    case .enumCase(let value): .named(value.typeName, value.typeArguments)
    case .structure(let instance): .named(instance.typeName, instance.fields.typeArguments)
    case .object(let object): .named(object.typeName, object.fields.typeArguments)
    case .double: .named("Double", [])
    case .optional(let wrapped?): of(wrapped).map { .optional($0) }
    // A set's elements are its type's (`[1, 2]` looked up in a `Set<Set<Int>>` is a set).
    case .set(let store): store.keys.first.flatMap(elementOf).map { .named("Set", [$0]) }
    default: nil
    }
  }

  /// The type an element plainly has, a literal's scalars included.
  private static func elementOf(_ value: Value) -> TypeName? {
    switch value {
    case .int: .named("Int", [])
    case .string: .named("String", [])
    case .bool: .named("Bool", [])
    default: of(value)
    }
  }
}
