import Foundation

/// Foundation's `pow`, Double's remainders and the conversions of integers to and from text in
/// another radix, each computed by Swift's own.
extension Library {
  /// `pow(x, y)` of two Doubles (an integer literal becomes one where the other is a Double; two
  /// integer literals are Foundation's `Decimal` there, which the checker refuses).
  static func power(_ values: [Value], _ labels: [String?], _ location: SourceLocation) throws -> Value {
    let operands = try values.map { value -> Double in
      guard case .double(let number) = value else {
        throw InterpreterError.checkFailed(
          "cannot convert value of type '\(value.typeName)' to expected argument type 'Double'", at: location)
      }
      return number
    }
    return .double(Foundation.pow(operands[0], operands[1]))
  }

  /// Why the checker refuses `pow(a, b)` written with literals, as swiftc does, or nil: two integer
  /// literals make Foundation's `Decimal` `pow(_:_:)` (diffable runs no `Decimal`), and a Double
  /// literal with an integer one fits it and the Double one alike.
  static func powerLiteralRefusal(_ arguments: [Argument], at location: SourceLocation) -> InterpreterError? {
    guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }) else { return nil }
    switch (arguments[0].value.kind, arguments[1].value.kind) {
    case (.integer, .integer):
      return .unsupported("'pow' of two integer literals (Foundation's Decimal)", at: location)
    case (.double, .integer):
      return .checkFailed("ambiguous use of 'pow'", at: location)
    default:
      return nil
    }
  }

  /// `truncatingRemainder(dividingBy:)` and `remainder(dividingBy:)` of a Double; nil for another
  /// method.
  static func remainderMethod(_ number: Double, _ call: MethodCall) throws -> Value? {
    guard call.labels == ["dividingBy"], call.name == "truncatingRemainder" || call.name == "remainder" else {
      return nil
    }
    let divisor: Double
    switch call.values[0] {
    case .double(let value): divisor = value
    case .int(let value): divisor = Double(value)
    case let other:
      throw InterpreterError.checkFailed(
        "cannot convert value of type '\(other.typeName)' to expected argument type 'Double'",
        at: call.location)
    }
    return .double(
      call.name == "remainder"
        ? number.remainder(dividingBy: divisor) : number.truncatingRemainder(dividingBy: divisor))
  }

  /// `Int(text, radix: 16)` (nil when the text is not a number in that radix) and
  /// `String(255, radix: 16, uppercase: true)`; a radix outside 2...36 traps, as in Swift.
  static func radixConversion(_ typeName: String, _ values: [Value], at location: SourceLocation) throws
    -> Value
  {
    guard case .int(let radix) = values[1] else {
      throw InterpreterError.checkFailed(
        "cannot convert value of type '\(values[1].typeName)' to expected argument type 'Int'", at: location)
    }
    guard (2...36).contains(radix) else {
      throw InterpreterError.fatal("Radix must be between 2 and 36", at: location)
    }
    switch (typeName, values[0]) {
    case ("Int", .string(let text)):
      return .optional(Int(text, radix: radix).map { .int($0) })
    case ("String", .int(let number)):
      let uppercase = if case .bool(true)? = values.dropFirst(2).first { true } else { false }
      return .string(String(number, radix: radix, uppercase: uppercase))
    default:
      throw InterpreterError.checkFailed(
        "no initializer of '\(typeName)' takes the arguments (_:radix:) with a \(values[0].typeName)",
        at: location)
    }
  }
}
