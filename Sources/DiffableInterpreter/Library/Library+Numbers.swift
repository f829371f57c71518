import Foundation

/// The numeric members app code rounds, measures and divides with: Foundation's `floor`, `ceil`,
/// `round` and `sqrt`, `Double`'s `rounded(_:)` and `squareRoot()`, `Int`'s
/// `quotientAndRemainder(dividingBy:)`, `Int(exactly:)` and `Double.random(in:)`, each computed by
/// Swift's own.
extension Library {
  /// The text of the trap a range whose bounds are out of order raises.
  static let rangeBoundsFailure = "Range requires lowerBound <= upperBound"

  /// The text of the trap a random value of an empty range raises.
  static let emptyRandomRangeFailure = "Can't get random value with an empty range"

  /// Foundation's one-Double functions, whose argument is read as a Double (an integer literal
  /// becomes one, ``Evaluator/libraryFunctionArgumentTypes(_:)``), or nil for another name. An
  /// Int is refused, as swiftc refuses it.
  static func mathFunction(_ name: String) -> (([Value], [String?], SourceLocation) throws -> Value)? {
    let operation: (Double) -> Double
    switch name {
    case "floor": operation = Foundation.floor
    case "ceil": operation = Foundation.ceil
    case "round": operation = Foundation.round
    case "sqrt": operation = Foundation.sqrt
    default: return nil
    }
    return { values, _, location in
      guard case .double(let number) = values[0] else {
        throw InterpreterError.checkFailed(
          "cannot convert value of type '\(values[0].typeName)' to expected argument type 'Double'",
          at: location)
      }
      return .double(operation(number))
    }
  }

  /// `rounded()`, `rounded(_:)` with a `FloatingPointRoundingRule` (``FoundationPrelude``) and
  /// `squareRoot()` of a Double; nil for another method.
  static func doubleMethod(_ number: Double, _ call: MethodCall) throws -> Value? {
    switch (call.name, call.labels) {
    case ("rounded", []): return .double(number.rounded())
    case ("rounded", [nil]):
      guard case .enumCase(let rule) = call.values[0], rule.typeName == "FloatingPointRoundingRule",
        let swiftRule = roundingRules[rule.caseName]
      else {
        throw InterpreterError.checkFailed(
          "cannot convert value of type '\(call.values[0].typeName)' to expected argument type "
            + "'FloatingPointRoundingRule'", at: call.location)
      }
      return .double(number.rounded(swiftRule))
    case ("squareRoot", []): return .double(number.squareRoot())
    default: return nil
    }
  }

  private static let roundingRules: [String: FloatingPointRoundingRule] = [
    "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
    "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
  ]

  /// `Int(exactly:)`: the Int a Double holds without a fraction, or nil (an Int is itself).
  static func exactInteger(_ value: Value) -> Value {
    switch value {
    case .double(let number): .optional(Int(exactly: number).map { .int($0) })
    default: .optional(value)
    }
  }
}

extension Evaluator {
  /// `n.quotientAndRemainder(dividingBy: d)`: a labelled tuple, with the traps of `/` and `%`.
  func quotientAndRemainder(_ number: Int, _ call: MethodCall) throws -> Value? {
    guard call.name == "quotientAndRemainder", call.labels == ["dividingBy"] else { return nil }
    guard case .int = call.values[0] else {
      throw InterpreterError.checkFailed(
        "cannot convert value of type '\(call.values[0].typeName)' to expected argument type 'Int'",
        at: call.location)
    }
    let quotient = try binaryOperation("/", .int(number), call.values[0], at: call.location)
    let remainder = try binaryOperation("%", .int(number), call.values[0], at: call.location)
    return .tuple([quotient, remainder], ["quotient", "remainder"])
  }

  /// `Double.random(in: a..<b)` and `(in: a...b)` written with the range in the call: the bounds
  /// are Doubles there, which a range value of the interpreter (of Ints) cannot hold; nil for
  /// another call.
  func randomDouble(
    _ typeName: String, _ name: String, _ arguments: [Argument], in environment: Environment,
    at location: SourceLocation
  ) throws -> Value? {
    guard typeName == "Double", name == "random", !declaresType(typeName), arguments.count == 1,
      arguments[0].label == "in", case .binary(let range, let lower, let upper) = arguments[0].value.kind,
      range == "..<" || range == "..."
    else { return nil }
    let double = TypeName.named("Double", [])
    let bounds = try [lower, upper].map { bound -> Double in
      switch try evaluate(bound, in: environment, expecting: double) {
      case .double(let number): return number
      case .int(let number): return Double(number)
      case let other:
        throw InterpreterError.checkFailed(
          "cannot convert value of type '\(other.typeName)' to expected argument type 'Double'",
          at: bound.location)
      }
    }
    return try drawDouble(bounds[0], bounds[1], closed: range == "...", at: location)
  }

  /// A random Double of a range, drawn from the session's numbers by Swift's own
  /// `Double.random(in:using:)`, after its checks (which would stop diffable itself).
  func drawDouble(_ lower: Double, _ upper: Double, closed: Bool, at location: SourceLocation) throws
    -> Value
  {
    guard lower <= upper else { throw InterpreterError.fatal(Library.rangeBoundsFailure, at: location) }
    if !closed, lower == upper {
      throw InterpreterError.fatal(Library.emptyRandomRangeFailure, at: location)
    }
    guard (upper - lower).isFinite else {
      throw InterpreterError.fatal("There is no uniform distribution on an infinite range", at: location)
    }
    var numbers = randomNumbers()
    return .double(
      closed
        ? Double.random(in: lower...upper, using: &numbers)
        : Double.random(in: lower..<upper, using: &numbers))
  }
}
