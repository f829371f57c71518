import DiffableKit
import SwiftSyntax

/// `switch` as a statement: over enum values (`case .a:`, `case .b(let x):`, `case let .b(x):`,
/// `case .a, .c:`), literals and ranges, with `where` and `default:`. The first case that
/// matches runs; a case body may end with `break`.
extension SwiftRun {
  func switchStatement(_ switchExpr: SwitchExprSyntax) throws {
    let subject = try value(switchExpr.subject)
    try checkExhaustive(switchExpr, subject: subject)
    for element in switchExpr.cases {
      guard case .switchCase(let switchCase) = element else {
        throw SwiftError.unsupported(element, "#if inside switch")
      }
      var bound: [String: Value] = [:]
      var matched = false
      switch switchCase.label {
      case .default: matched = true
      case .case(let label):
        for item in label.caseItems {
          var names: [String: Value] = [:]
          guard try match(item.pattern, subject, binding: false, into: &names) else { continue }
          if let condition = item.whereClause?.condition {
            let holds = try withScope(names) { () throws(SwiftError) in try bool(condition) }
            guard holds else { continue }
          }
          bound = names
          matched = true
          break
        }
      }
      guard matched else { continue }
      scopes.append(bound.mapValues { Local(value: $0, mutable: false) })
      defer { scopes.removeLast() }
      for statement in switchCase.statements {
        if case .stmt(let stmt) = statement.item, stmt.is(BreakStmtSyntax.self) { return }
        try execute(statement)
      }
      return
    }
    throw SwiftError(
      switchExpr.switchKeyword, "no case of this switch matches \(subject.description)",
      fix: "add a default: case")
  }

  /// Swift's compile-time rule: a switch over an enum without `default` names every case.
  private func checkExhaustive(_ switchExpr: SwitchExprSyntax, subject: Value) throws(SwiftError) {
    for element in switchExpr.cases {
      guard case .switchCase(let switchCase) = element else { continue }
      for statement in switchCase.statements {
        if case .stmt(let stmt) = statement.item, stmt.is(FallThroughStmtSyntax.self) {
          throw SwiftError.unsupported(stmt, "fallthrough")
        }
      }
    }
    let allCases: [String]
    switch subject {
    case .enumCase(let enumValue):
      guard let type = registry.enums[enumValue.typeName] else { return }
      allCases = type.cases.map(\.name)
    case .bool: allCases = ["true", "false"]
    default: allCases = []
    }
    var named: Set<String> = []
    for element in switchExpr.cases {
      guard case .switchCase(let switchCase) = element else { continue }
      guard case .case(let label) = switchCase.label else { return }
      for item in label.caseItems where item.whereClause == nil {
        guard let name = Self.caseName(of: item.pattern) else {
          if Self.matchesAnything(item.pattern) { return }
          continue
        }
        named.insert(name)
      }
    }
    let missing = allCases.filter { !named.contains($0) }
    guard !missing.isEmpty || allCases.isEmpty else { return }
    let cases = missing.map { subject.typeName == "Bool" ? "case \($0):" : "case .\($0):" }
    throw SwiftError(
      switchExpr.switchKeyword, "switch must be exhaustive",
      fix: "add " + (cases.isEmpty ? "" : cases.joined(separator: ", ") + " or ") + "a default: case")
  }

  /// The case named by `.a`, `Type.a`, `.b(let x)` or `let .b(x)`.
  private static func caseName(of pattern: PatternSyntax) -> String? {
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(of: binding.pattern) }
    guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
    if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.text }
    return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// `_` or `let x`: a pattern every value matches.
  private static func matchesAnything(_ pattern: PatternSyntax) -> Bool {
    if pattern.is(WildcardPatternSyntax.self) { return true }
    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      return binding.pattern.is(IdentifierPatternSyntax.self)
        || binding.pattern.is(WildcardPatternSyntax.self)
    }
    if let expression = pattern.as(ExpressionPatternSyntax.self)?.expression {
      return expression.is(DiscardAssignmentExprSyntax.self)
    }
    return false
  }

  /// Whether `value` matches `pattern`; the names it binds go into `names`.
  func match(_ pattern: PatternSyntax, _ value: Value, binding: Bool, into names: inout [String: Value])
    throws(SwiftError) -> Bool
  {
    if pattern.is(WildcardPatternSyntax.self) { return true }
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      names[identifier.identifier.text] = value
      return true
    }
    if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
      return try match(valueBinding.pattern, value, binding: true, into: &names)
    }
    if let expression = pattern.as(ExpressionPatternSyntax.self)?.expression {
      return try match(expression: expression, value, binding: binding, into: &names)
    }
    throw SwiftError.unsupported(pattern, "this pattern (\(pattern.kind))")
  }

  private func match(
    expression: ExprSyntax, _ value: Value, binding: Bool, into names: inout [String: Value]
  ) throws(SwiftError) -> Bool {
    if let inner = expression.as(PatternExprSyntax.self) {
      return try match(inner.pattern, value, binding: binding, into: &names)
    }
    if expression.is(DiscardAssignmentExprSyntax.self) { return true }
    if binding, let reference = expression.as(DeclReferenceExprSyntax.self) {
      names[reference.baseName.text] = value
      return true
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      // `.payment(let details)`: the case, then each associated value against its pattern.
      guard case .enumCase(let enumValue) = value, enumValue.caseName == access.declName.baseName.text,
        typeMatches(access, enumValue.typeName)
      else { return false }
      guard call.arguments.count == enumValue.payload.count else {
        throw SwiftError(
          call,
          "the case .\(enumValue.caseName) has \(enumValue.payload.count) associated value(s), but the "
            + "pattern has \(call.arguments.count)")
      }
      for (argument, payload) in zip(call.arguments, enumValue.payload) {
        guard try match(expression: argument.expression, payload, binding: binding, into: &names) else {
          return false
        }
      }
      return true
    }
    if let access = expression.as(MemberAccessExprSyntax.self), case .enumCase(let enumValue) = value {
      // `.payment` matches whatever the associated values are.
      return enumValue.caseName == access.declName.baseName.text && typeMatches(access, enumValue.typeName)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<"
    {
      guard case .int(let number) = value else { return false }
      let lower = try int(infix.leftOperand)
      let upper = try int(infix.rightOperand)
      return number >= lower && (op == "..." ? number <= upper : number < upper)
    }
    return equal(try self.value(expression), value)
  }

  /// Whether `Type.a` names `typeName` (`.a` names any).
  private func typeMatches(_ access: MemberAccessExprSyntax, _ typeName: String) -> Bool {
    guard let base = access.base else { return true }
    return resolvedType(base.trimmedDescription) == typeName
  }
}
