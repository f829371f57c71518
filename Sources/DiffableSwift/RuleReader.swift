import SwiftSyntax

/// Reads the Hashable rule out of hand-written `hash(into:)` and `==` (and an NSObject
/// subclass's `hash` and `isEqual(_:)`): which stored properties each one uses.
enum RuleReader {
  /// `func hash(into hasher: inout Hasher) { hasher.combine(id) ... }`: the fields combined.
  static func hashInto(_ function: FunctionDeclSyntax, fields: [String]) throws(SwiftError) -> [String] {
    let parameter = function.signature.parameterClause.parameters.first
    let hasher = (parameter?.secondName ?? parameter?.firstName)?.text ?? "hasher"
    guard let body = function.body else { throw SwiftError.hashBody(function) }
    var combined: [String] = []
    for item in body.statements {
      guard case .expr(let expression) = item.item, let call = expression.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
        callee.base?.trimmedDescription == hasher, callee.declName.baseName.text == "combine"
      else { throw SwiftError.hashBody(item) }
      for argument in call.arguments {
        guard let field = fieldName(argument.expression, fields: fields) else {
          throw SwiftError.hashBody(argument)
        }
        combined.append(field)
      }
    }
    return combined
  }

  /// What a hand-written `==` compares.
  enum Equality: Equatable {
    /// These fields, joined by `&&` (none: `true`, every two values are equal).
    case fields([String])
    /// Nothing is equal, not even a value to itself (`false`).
    case alwaysFalse
  }

  /// `static func == (lhs: T, rhs: T) -> Bool { lhs.id == rhs.id && ... }`: the fields compared.
  static func equality(_ function: FunctionDeclSyntax, fields: [String]) throws(SwiftError) -> Equality {
    let parameters = function.signature.parameterClause.parameters.map {
      ($0.secondName ?? $0.firstName).text
    }
    guard parameters.count == 2, let body = function.body, body.statements.count == 1,
      let only = body.statements.first
    else { throw SwiftError.equalBody(function.body.map(Syntax.init) ?? Syntax(function)) }
    let expression: ExprSyntax
    switch only.item {
    case .expr(let value): expression = value
    case .stmt(let statement):
      guard let returned = statement.as(ReturnStmtSyntax.self)?.expression else {
        throw SwiftError.equalBody(only)
      }
      expression = returned
    default: throw SwiftError.equalBody(only)
    }
    if let literal = unparenthesized(expression).as(BooleanLiteralExprSyntax.self),
      literal.literal.tokenKind == .keyword(.false)
    {
      return .alwaysFalse
    }
    var compared: [String] = []
    try comparisons(expression, lhs: parameters[0], rhs: parameters[1], fields: fields, into: &compared)
    return .fields(compared)
  }

  private static func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first
    {
      return unparenthesized(inner.expression)
    }
    return expression
  }

  private static func comparisons(
    _ expression: ExprSyntax, lhs: String, rhs: String, fields: [String], into compared: inout [String]
  ) throws(SwiftError) {
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      guard literal.literal.tokenKind == .keyword(.true) else {
        throw SwiftError(
          literal, "diffable reads `false` only as the whole body of ==",
          fix: "write lhs.field == rhs.field joined by &&, or `true` / `false` alone",
          code: "unreadableEquality")
      }
      return
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first
    {
      return try comparisons(inner.expression, lhs: lhs, rhs: rhs, fields: fields, into: &compared)
    }
    guard let infix = expression.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    else { throw SwiftError.equalBody(expression) }
    if op == "&&" {
      try comparisons(infix.leftOperand, lhs: lhs, rhs: rhs, fields: fields, into: &compared)
      try comparisons(infix.rightOperand, lhs: lhs, rhs: rhs, fields: fields, into: &compared)
      return
    }
    guard op == "==", let left = infix.leftOperand.as(MemberAccessExprSyntax.self),
      let right = infix.rightOperand.as(MemberAccessExprSyntax.self),
      left.declName.baseName.text == right.declName.baseName.text,
      Set([left.base?.trimmedDescription, right.base?.trimmedDescription]) == Set([lhs, rhs]),
      fields.contains(left.declName.baseName.text)
    else { throw SwiftError.equalBody(expression) }
    compared.append(left.declName.baseName.text)
  }

  /// `override var hash: Int { id.hashValue }` (or a Hasher combining fields): the fields used.
  static func classHash(_ variable: VariableDeclSyntax, fields: [String]) throws(SwiftError) -> [String] {
    guard let accessor = variable.bindings.first?.accessorBlock else { throw SwiftError.hashBody(variable) }
    let used = referencedFields(in: Syntax(accessor), fields: fields, base: "self")
    guard !used.isEmpty else {
      throw SwiftError(
        accessor, "diffable cannot find which stored properties this hash uses",
        fix: "write it as id.hashValue, or with a Hasher: hasher.combine(id)", code: "unreadableHash")
    }
    return used
  }

  /// `override func isEqual(_ object: Any?) -> Bool { ... other.id == id ... }`: the fields
  /// compared with the other object's.
  static func classIsEqual(_ function: FunctionDeclSyntax, fields: [String]) throws(SwiftError) -> [String] {
    guard let body = function.body else { throw SwiftError.equalBody(function) }
    var compared: [String] = []
    for node in body.tokens(viewMode: .sourceAccurate) {
      guard let access = node.parent?.parent?.as(MemberAccessExprSyntax.self),
        access.declName.baseName.id == node.id,
        let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text != "self"
      else { continue }
      let name = node.text
      if fields.contains(name) && !compared.contains(name) { compared.append(name) }
    }
    guard !compared.isEmpty else {
      throw SwiftError(
        body, "diffable cannot find which stored properties this isEqual(_:) compares",
        fix:
          "cast, then compare: guard let other = object as? T else { return false }; return id == other.id",
        code: "unreadableEquality")
    }
    return compared
  }

  /// `id` or `self.id`, when it names a stored property.
  static func fieldName(_ expression: ExprSyntax, fields: [String]) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self), fields.contains(reference.baseName.text) {
      return reference.baseName.text
    }
    if let access = expression.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == "self",
      fields.contains(access.declName.baseName.text)
    {
      return access.declName.baseName.text
    }
    return nil
  }

  private static func referencedFields(in node: Syntax, fields: [String], base: String) -> [String] {
    var used: [String] = []
    for token in node.tokens(viewMode: .sourceAccurate) where fields.contains(token.text) {
      if let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        access.declName.baseName.id == token.id,
        let accessBase = access.base?.trimmedDescription, accessBase != base
      {
        continue
      }
      if !used.contains(token.text) { used.append(token.text) }
    }
    return used
  }
}
