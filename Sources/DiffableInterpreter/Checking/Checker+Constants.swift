extension Checker {
  /// The value of an integer expression made only of literals (and `Int.max`, `Int.min`), which
  /// the compiler evaluates itself; nil for anything else.
  func constantValue(_ expression: Expression) -> Int? {
    switch expression.kind {
    case .integer(let value): return value
    case .member(let base, let name):
      guard case .name("Int") = base.kind else { return nil }
      return name == "max" ? .max : name == "min" ? .min : nil
    case .binary(let name, let left, let right):
      guard let a = constantValue(left), let b = constantValue(right) else { return nil }
      return Self.fold(name, a, b)?.partialValue
    default: return nil
    }
  }

  /// Refuses `literal op literal` that overflows or divides by zero, as the compiler does.
  func checkConstant(_ name: String, _ left: Expression, _ right: Expression, at location: SourceLocation)
    throws
  {
    guard let a = constantValue(left), let b = constantValue(right), let result = Self.fold(name, a, b) else {
      return
    }
    if (name == "/" || name == "%") && b == 0 {
      throw InterpreterError.checkFailed(
        name == "/" ? "division by zero" : "division by zero in remainder operation", at: location)
    }
    if result.overflow {
      throw InterpreterError.checkFailed(
        "arithmetic operation '\(a) \(name) \(b)' (on type 'Int') results in an overflow", at: location)
    }
  }

  /// One operation on constants with its overflow flag; nil for an operator that is not folded.
  private static func fold(_ name: String, _ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool)? {
    switch name {
    case "+": a.addingReportingOverflow(b)
    case "-": a.subtractingReportingOverflow(b)
    case "*": a.multipliedReportingOverflow(by: b)
    case "/": b == 0 ? (0, true) : a.dividedReportingOverflow(by: b)
    case "%": b == 0 ? (0, true) : a.remainderReportingOverflow(dividingBy: b)
    default: nil
    }
  }
}

/// `Int` and `Double` do not mix: an operation on one of each is refused, as the compiler does,
/// where the checker knows both (variables declared with the type or a literal of it, and
/// `Double` literals; an integer literal adapts to either).
extension Checker {
  /// The number type `Int` or `Double` written, else the one a literal initial value makes.
  static func number(declaredAs type: TypeName?, from initializer: Expression?) -> Number? {
    if let type {
      guard case .named(let name, let arguments) = type, arguments.isEmpty else { return nil }
      return Number(rawValue: name)
    }
    switch initializer?.kind {
    case .integer?: return .int
    case .double?: return .double
    default: return nil
    }
  }

  /// The number type an operand is known to have.
  private func number(of expression: Expression) -> Number? {
    switch expression.kind {
    case .double: return .double
    case .name(let name):
      guard case .symbol(.variable(_, _, let number, _))? = resolve(name) else { return nil }
      return number
    default: return nil
    }
  }

  private static let arithmetic: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!="]

  /// Refuses `a + b` of an `Int` and a `Double`.
  func checkNumbers(_ name: String, _ left: Expression, _ right: Expression, at location: SourceLocation)
    throws
  {
    guard Self.arithmetic.contains(name), let first = number(of: left), let second = number(of: right),
      first != second
    else { return }
    throw InterpreterError.operands(of: name, first.rawValue, second.rawValue, at: location)
  }

  /// Refuses `total += price` of an `Int` and a `Double`.
  func checkNumbers(assigning value: Expression, to target: Expression) throws {
    guard let expected = number(of: target), let given = number(of: value), expected != given else { return }
    throw InterpreterError.checkFailed(
      "cannot convert value of type '\(given.rawValue)' to expected argument type '\(expected.rawValue)'",
      at: value.location)
  }
}
