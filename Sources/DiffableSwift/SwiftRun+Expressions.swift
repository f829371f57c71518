import DiffableEngine
import DiffableKit
import Foundation
import SwiftSyntax

extension SwiftRun {
  /// The value of `expression`, which must be a value (not a snapshot or a type).
  func value(_ expression: ExprSyntax) throws(SwiftError) -> Value {
    switch try evaluate(expression) {
    case .value(let value): return value
    case .snapshot(let name):
      throw SwiftError.typeMismatch(expression, expected: "a value", got: "the snapshot '\(name)'")
    case .newSnapshot: throw SwiftError.typeMismatch(expression, expected: "a value", got: "a snapshot")
    case .dataSource: throw SwiftError.typeMismatch(expression, expected: "a value", got: "the data source")
    case .type(let name):
      throw SwiftError.typeMismatch(expression, expected: "a value", got: "the type \(name)")
    case .uikit(let name):
      throw SwiftError.typeMismatch(expression, expected: "a value", got: "UIKit's \(name)")
    }
  }

  /// The elements of an array (or range) expression.
  func elements(_ expression: ExprSyntax) throws(SwiftError) -> [Value] {
    let result = try value(expression)
    guard case .array(let elements) = result else {
      throw SwiftError.typeMismatch(expression, expected: "an array", got: describe(result))
    }
    return elements
  }

  func bool(_ expression: ExprSyntax) throws(SwiftError) -> Bool {
    let result = try value(expression)
    guard case .bool(let flag) = result else {
      throw SwiftError.typeMismatch(expression, expected: "a Bool", got: describe(result))
    }
    return flag
  }

  func int(_ expression: ExprSyntax) throws(SwiftError) -> Int {
    let result = try value(expression)
    guard case .int(let number) = result else {
      throw SwiftError.typeMismatch(expression, expected: "an Int", got: describe(result))
    }
    return number
  }

  /// `a value of type T (v)`, for messages.
  func describe(_ value: Value) -> String {
    let shown = value.description
    return
      "a value of type \(value.typeName) (\(shown.count > 60 ? String(shown.prefix(57)) + "..." : shown))"
  }

  func evaluate(_ expression: ExprSyntax) throws(SwiftError) -> Evaluated {
    if let literal = expression.as(IntegerLiteralExprSyntax.self) {
      guard let number = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
        throw SwiftError(literal, "'\(literal.literal.text)' is not an Int diffable can hold")
      }
      return .value(.int(number))
    }
    if let literal = expression.as(FloatLiteralExprSyntax.self) {
      guard let number = Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
        throw SwiftError(literal, "'\(literal.literal.text)' is not a Double diffable can hold")
      }
      return .value(.double(number))
    }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      return .value(.bool(literal.literal.tokenKind == .keyword(.true)))
    }
    if expression.is(NilLiteralExprSyntax.self) { return .value(.nilValue) }
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      return .value(.string(try string(literal)))
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      var values: [Value] = []
      for element in array.elements { values.append(try value(element.expression)) }
      return .value(.array(values))
    }
    if let literal = expression.as(DictionaryExprSyntax.self) {
      return .value(try dictionaryLiteral(literal))
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return try lookup(reference.baseName.text, at: reference)
    }
    if let access = expression.as(MemberAccessExprSyntax.self) { return try member(access) }
    if let call = expression.as(FunctionCallExprSyntax.self) { return try self.call(call) }
    if let tuple = expression.as(TupleExprSyntax.self) {
      guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
        throw SwiftError.unsupported(tuple, "tuples")
      }
      return try evaluate(only.expression)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self) { return .value(try binary(infix)) }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return .value(try self.prefix(prefix)) }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return try evaluate(try bool(ternary.condition) ? ternary.thenExpression : ternary.elseExpression)
    }
    if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
      let inner = try evaluate(unwrap.expression)
      if case .value(.nilValue) = inner {
        throw SwiftError(unwrap, "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
      }
      return inner
    }
    if let chain = expression.as(OptionalChainingExprSyntax.self) { return try evaluate(chain.expression) }
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
      return .value(try subscriptValue(subscriptCall))
    }
    if let closure = expression.as(ClosureExprSyntax.self) {
      throw SwiftError.unsupported(closure, "closures outside map, filter, sorted and the cell provider")
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      throw SwiftError.unsupported(sequence, "this operator")
    }
    if let cast = expression.as(AsExprSyntax.self) { return try evaluate(cast.expression) }
    throw SwiftError.unsupported(expression, Self.construct(expression))
  }

  /// A name for the construct at `expression`, for "not supported" messages.
  static func construct(_ expression: ExprSyntax) -> String {
    switch expression.kind {
    case .dictionaryExpr: "dictionary literals"
    case .keyPathExpr: "key paths"
    case .switchExpr: "switch"
    case .awaitExpr: "await"
    case .tryExpr: "try"
    case .isExpr: "type checks with is"
    case .regexLiteralExpr: "regular expressions"
    case .macroExpansionExpr: "macros"
    default: "this expression (\(expression.kind))"
    }
  }

  /// A string literal, interpolations worked out (`"\(item.title)"`).
  func string(_ literal: StringLiteralExprSyntax) throws(SwiftError) -> String {
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let piece):
        text += try Self.unescape(piece.content.text, at: piece)
      case .expressionSegment(let interpolation):
        guard interpolation.expressions.count == 1, let only = interpolation.expressions.first else {
          throw SwiftError.unsupported(interpolation, "interpolations with several values")
        }
        text += Self.plainText(try value(only.expression))
      }
    }
    return text
  }

  /// What `print` and `"\(x)"` show: strings without quotes, everything else as Swift prints it.
  static func plainText(_ value: Value) -> String {
    if case .string(let text) = value { return text }
    return value.description
  }

  static func unescape(_ raw: String, at node: some SyntaxProtocol) throws(SwiftError) -> String {
    guard raw.contains("\\") else { return raw }
    var result = ""
    var characters = raw.makeIterator()
    while let character = characters.next() {
      guard character == "\\" else {
        result.append(character)
        continue
      }
      switch characters.next() {
      case "n": result += "\n"
      case "t": result += "\t"
      case "r": result += "\r"
      case "0": result += "\0"
      case "\"": result += "\""
      case "'": result += "'"
      case "\\": result += "\\"
      case "u":
        var hex = ""
        _ = characters.next()  // {
        while let digit = characters.next(), digit != "}" { hex.append(digit) }
        guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
          throw SwiftError(node, "'\\u{\(hex)}' is not a Unicode scalar")
        }
        result.unicodeScalars.append(scalar)
      default: throw SwiftError(node, "unknown escape sequence in a string")
      }
    }
    return result
  }

  func subscriptValue(_ subscriptCall: SubscriptCallExprSyntax) throws(SwiftError) -> Value {
    let base = try value(subscriptCall.calledExpression)
    if case .dictionary(let keys, let values) = base {
      return try dictionarySubscript(keys: keys, values: values, subscriptCall)
    }
    guard subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first else {
      throw SwiftError.unsupported(subscriptCall, "subscripts with several arguments")
    }
    guard case .array(let elements) = base else {
      throw SwiftError.unsupported(
        subscriptCall, "subscripts of \(base.typeName) (only arrays and dictionaries are)")
    }
    let index = try int(argument.expression)
    guard elements.indices.contains(index) else {
      throw SwiftError(argument, "Fatal error: Index out of range (index \(index), count \(elements.count))")
    }
    return elements[index]
  }
}
