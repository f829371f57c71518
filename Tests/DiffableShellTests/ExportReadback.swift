import DiffableKit
import SwiftParser
import SwiftSyntax

@testable import DiffableEngine
@testable import DiffableShell

/// One call on a snapshot: `appendItems([1, 2], toSection: main)` as its name and its
/// arguments' labels and values (a list argument as an array value).
struct SnapshotCall: Equatable, CustomStringConvertible {
  var name: String
  var arguments: [Argument]

  struct Argument: Equatable {
    var label: String?
    var value: Value
  }

  /// `dataSource.snapshot()`: the snapshot started as a copy of the applied one.
  static let fromDataSource = SnapshotCall(name: "dataSource.snapshot()", arguments: [])

  var description: String {
    name + "(" + arguments.map { ($0.label.map { "\($0): " } ?? "") + "\($0.value)" }.joined(separator: ", ")
      + ")"
  }
}

/// The calls made on each snapshot that was applied, apply by apply: a snapshot's calls since
/// it was made empty, with the calls of the snapshot it copies.
typealias AppliedCalls = [[SnapshotCall]]

/// What an exported test does, read back from its source with swift-syntax: the calls each
/// apply's snapshot received, in the test's own variables.
enum ExportReadback {
  enum Failure: Error, CustomStringConvertible {
    case noTestFunction
    case unreadStatement(String)
    case unknownVariable(String)
    case unreadValue(String)

    var description: String {
      switch self {
      case .noTestFunction: "no func testSession() in the file"
      case .unreadStatement(let text): "a statement the readback does not know: \(text)"
      case .unknownVariable(let name): "\(name) is used before it is declared"
      case .unreadValue(let text): "a value the readback does not know: \(text)"
      }
    }
  }

  /// The applies of `source`'s `testSession()`, each with the calls made on its snapshot.
  static func applies(in source: String) throws -> AppliedCalls {
    let file = SwiftParser.Parser.parse(source: source)
    guard
      let function = file.statements.lazy.compactMap({ $0.item.as(ClassDeclSyntax.self) })
        .flatMap({ $0.memberBlock.members }).compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
        .first(where: { $0.name.text == "testSession" }),
      let body = function.body
    else { throw Failure.noTestFunction }
    var calls: [String: [SnapshotCall]] = ["snapshot": []]
    var applies: AppliedCalls = []
    for item in body.statements {
      try read(item.item, calls: &calls, applies: &applies)
    }
    return applies
  }

  private static func read(
    _ item: CodeBlockItemSyntax.Item, calls: inout [String: [SnapshotCall]], applies: inout AppliedCalls
  ) throws {
    if let declaration = item.as(VariableDeclSyntax.self) {
      guard let binding = declaration.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self),
        let value = binding.initializer?.value
      else { throw Failure.unreadStatement(declaration.description) }
      calls[name.identifier.text] = try made(value, calls: calls)
      return
    }
    guard var expression = item.as(ExprSyntax.self) else { throw Failure.unreadStatement(item.description) }
    if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let parts = Array(sequence.elements)
      guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self) else {
        throw Failure.unreadStatement(sequence.description)
      }
      // `Tag.rule = 1` switches a Hashable rule: no snapshot call.
      if parts[0].is(MemberAccessExprSyntax.self) { return }
      guard let name = parts[0].as(DeclReferenceExprSyntax.self) else {
        throw Failure.unreadStatement(sequence.description)
      }
      calls[name.baseName.text] = try made(parts[2], calls: calls)
      return
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else {
      throw Failure.unreadStatement(expression.description)
    }
    if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      switch callee.baseName.text {
      case "makeTable": calls["snapshot"] = []
      case "XCTAssertEqual", "print": break
      default: throw Failure.unreadStatement(call.description)
      }
      return
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { throw Failure.unreadStatement(call.description) }
    let method = member.declName.baseName.text
    if base.baseName.text == "dataSource" {
      guard method == "apply" || method == "applySnapshotUsingReloadData",
        let applied = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
      else { throw Failure.unreadStatement(call.description) }
      guard let made = calls[applied.baseName.text] else {
        throw Failure.unknownVariable(applied.baseName.text)
      }
      applies.append(made)
      return
    }
    let variable = base.baseName.text
    guard calls[variable] != nil else { throw Failure.unknownVariable(variable) }
    let arguments = try call.arguments.map { argument in
      SnapshotCall.Argument(label: argument.label?.text, value: try value(argument.expression))
    }
    calls[variable]?.append(SnapshotCall(name: method, arguments: arguments))
  }

  /// The calls of a snapshot made by `expression`: empty, the applied one, or a copy.
  private static func made(_ expression: ExprSyntax, calls: [String: [SnapshotCall]]) throws -> [SnapshotCall]
  {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      guard let copied = calls[reference.baseName.text] else {
        throw Failure.unknownVariable(reference.baseName.text)
      }
      return copied
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      if call.calledExpression.is(GenericSpecializationExprSyntax.self) { return [] }
      if call.calledExpression.trimmedDescription == "dataSource.snapshot" { return [.fromDataSource] }
    }
    throw Failure.unreadStatement(expression.description)
  }

  /// A value written by ``SwiftCode/expression(_:)``, read back.
  static func value(_ expression: ExprSyntax) throws -> Value {
    if let cast = expression.as(AsExprSyntax.self) { return try value(cast.expression) }
    if let integer = expression.as(IntegerLiteralExprSyntax.self), let number = Int(integer.literal.text) {
      return .int(number)
    }
    if let float = expression.as(FloatLiteralExprSyntax.self), let number = Double(float.literal.text) {
      return .double(number)
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      switch try value(prefix.expression) {
      case .int(let number): return .int(-number)
      case .double(let number): return .double(-number)
      default: throw Failure.unreadValue(expression.description)
      }
    }
    if let flag = expression.as(BooleanLiteralExprSyntax.self) { return .bool(flag.literal.text == "true") }
    if let string = expression.as(StringLiteralExprSyntax.self), let text = string.representedLiteralValue {
      return .string(text)
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      return .array(try array.elements.map { try value($0.expression) })
    }
    if let dictionary = expression.as(DictionaryExprSyntax.self) {
      guard case .elements(let elements) = dictionary.content else {
        return .dictionary(keys: [], values: [])
      }
      return .dictionary(
        keys: try elements.map { try value($0.key) }, values: try elements.map { try value($0.value) })
    }
    let text = expression.trimmedDescription
    switch text {
    case "Double.nan": return .double(.nan)
    case "Double.infinity": return .double(.infinity)
    case "Optional<AnyHashable>.none": return .nilValue
    default: break
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      let type = unquoted(base.trimmedDescription)
      let name = unquoted(member.declName.baseName.text)
      return type == "Symbol" ? .symbol(name) : .enumCase(EnumValue(type: type, caseName: name))
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      let arguments = try call.arguments.map {
        ($0.label.map { unquoted($0.text) }, try value($0.expression))
      }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
        return .enumCase(
          EnumValue(
            type: unquoted(base.trimmedDescription), caseName: unquoted(member.declName.baseName.text),
            payload: arguments.map(\.1), payloadLabels: arguments.map(\.0)))
      }
      return .structure(
        StructValue(
          type: unquoted(call.calledExpression.trimmedDescription), fieldNames: arguments.map { $0.0 ?? "" },
          fields: arguments.map(\.1)))
    }
    throw Failure.unreadValue(text)
  }

  private static func unquoted(_ name: String) -> String {
    name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
  }
}
