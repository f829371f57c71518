import DiffableKit
import SwiftSyntax

extension SwiftRun {
  /// The most elements a range may have (`0..<n`): a typo of a zero must not fill memory.
  static let rangeLimit = 1_000_000

  func binary(_ infix: InfixOperatorExprSyntax) throws(SwiftError) -> Value {
    guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
      if infix.operator.is(AssignmentExprSyntax.self) {
        throw SwiftError.unsupported(infix, "an assignment inside an expression")
      }
      throw SwiftError.unsupported(infix.operator, "this operator")
    }
    switch op {
    case "&&":
      guard try bool(infix.leftOperand) else { return .bool(false) }
      return .bool(try bool(infix.rightOperand))
    case "||":
      if try bool(infix.leftOperand) { return .bool(true) }
      return .bool(try bool(infix.rightOperand))
    case "??":
      let left = try value(infix.leftOperand)
      return left == .nilValue ? try value(infix.rightOperand) : left
    default: break
    }
    let left = try value(infix.leftOperand)
    let right = try value(infix.rightOperand)
    switch op {
    case "==": return .bool(equal(left, right))
    case "!=": return .bool(!equal(left, right))
    case "<", ">", "<=", ">=":
      let order = try compare(left, right, at: infix)
      switch op {
      case "<": return .bool(order < 0)
      case ">": return .bool(order > 0)
      case "<=": return .bool(order <= 0)
      default: return .bool(order >= 0)
      }
    case "...", "..<":
      guard case .int(let lower) = left, case .int(let upper) = right else {
        throw SwiftError.unsupported(infix, "ranges of anything but Int")
      }
      guard lower <= upper else {
        throw SwiftError(infix, "Fatal error: Range requires lowerBound <= upperBound")
      }
      // An empty half-open range first: past it, `upper - 1` cannot overflow (lower < upper).
      if op == "..<" && lower == upper { return .array([]) }
      let end = op == "..." ? upper : upper - 1
      let span = end.subtractingReportingOverflow(lower)
      guard end < lower || (!span.overflow && span.partialValue < Self.rangeLimit) else {
        throw SwiftError(infix, "this range has more than \(Self.rangeLimit) elements")
      }
      return .array(lower <= end ? (lower...end).map(Value.int) : [])
    case "+", "-", "*", "/", "%":
      return try arithmetic(op, left, right, at: infix)
    default:
      throw SwiftError.unsupported(infix.operator, "the operator \(op)")
    }
  }

  func arithmetic(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol)
    throws(SwiftError)
    -> Value
  {
    switch (left, right) {
    case (.int(let a), .int(let b)):
      let result: (partialValue: Int, overflow: Bool)
      switch op {
      case "+": result = a.addingReportingOverflow(b)
      case "-": result = a.subtractingReportingOverflow(b)
      case "*": result = a.multipliedReportingOverflow(by: b)
      default:
        guard b != 0 else {
          throw SwiftError(
            node,
            op == "/"
              ? "Fatal error: Division by zero" : "Fatal error: Division by zero in remainder operation")
        }
        result = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
      }
      // Swift traps on overflow; it never wraps (`&+` is the wrapping operator).
      guard !result.overflow else { throw SwiftError.overflow(op, at: node) }
      return .int(result.partialValue)
    case (.double, .double), (.int, .double), (.double, .int):
      let a = Self.number(left)
      let b = Self.number(right)
      switch op {
      case "+": return .double(a + b)
      case "-": return .double(a - b)
      case "*": return .double(a * b)
      case "/": return .double(a / b)
      default: throw SwiftError.unsupported(node, "% on Double")
      }
    case (.string(let a), .string(let b)) where op == "+": return .string(a + b)
    case (.array(let a), .array(let b)) where op == "+": return .array(a + b)
    default:
      throw SwiftError(
        node,
        "binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'"
      )
    }
  }

  static func number(_ value: Value) -> Double {
    switch value {
    case .int(let number): Double(number)
    case .double(let number): number
    default: .nan
    }
  }

  func prefix(_ prefix: PrefixOperatorExprSyntax) throws(SwiftError) -> Value {
    switch prefix.operator.text {
    case "!": return .bool(!(try bool(prefix.expression)))
    case "-":
      switch try value(prefix.expression) {
      case .int(let number):
        guard number != .min else { throw SwiftError.overflow("-", at: prefix) }
        return .int(-number)
      case .double(let number): return .double(-number)
      case let other: throw SwiftError.typeMismatch(prefix, expected: "a number", got: describe(other))
      }
    default: throw SwiftError.unsupported(prefix, "the prefix operator \(prefix.operator.text)")
    }
  }

  /// `==` as the values' types define it: a struct by the fields its `==` compares (through
  /// the Hashable rule), everything else by value.
  func equal(_ left: Value, _ right: Value) -> Bool {
    if case .structure(let a) = left, case .structure(let b) = right, a.typeName == b.typeName,
      let type = registry[a.typeName]
    {
      if type.isNeverEqual { return false }
      return type.equalityFields.allSatisfy { field in
        guard let x = a[field: field], let y = b[field: field] else { return false }
        return equal(x, y)
      }
    }
    if case .dictionary(let aKeys, let aValues) = left, case .dictionary(let bKeys, let bValues) = right {
      return equalDictionaries((aKeys, aValues), (bKeys, bValues))
    }
    return registry.identifier(for: left) == registry.identifier(for: right)
  }

  /// -1, 0 or 1, for `<` and `sorted()`: numbers, strings and booleans only, as in Swift.
  func compare(_ left: Value, _ right: Value, at node: some SyntaxProtocol) throws(SwiftError) -> Int {
    switch (left, right) {
    case (.int, .int), (.int, .double), (.double, .int), (.double, .double):
      let a = Self.number(left)
      let b = Self.number(right)
      return a < b ? -1 : a > b ? 1 : 0
    case (.string(let a), .string(let b)): return a < b ? -1 : a > b ? 1 : 0
    default:
      throw SwiftError(
        node, "'\(left.typeName)' and '\(right.typeName)' cannot be compared with <",
        fix: "sort by a field: sorted { $0.title < $1.title }")
    }
  }
}
