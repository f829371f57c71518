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
