import SwiftSyntax

extension Lowerer {
  /// A pattern. `binds` says whether a bare name binds (inside `let`, or a `for` variable) rather
  /// than naming a value to compare with.
  mutating func lower(pattern syntax: PatternSyntax, binds: Bool) throws -> Pattern {
    let place = location(of: syntax)
    func make(_ kind: PatternKind) -> Pattern { Pattern(kind: kind, location: place) }
    if syntax.is(WildcardPatternSyntax.self) { return make(.wildcard) }
    if let name = syntax.as(IdentifierPatternSyntax.self) {
      guard binds else {
        return make(.expression(Expression(kind: .name(name.identifier.nameText), location: place)))
      }
      var pattern = make(.binding(name.identifier.nameText))
      pattern.bindsVariable = patternBindsVariables
      return pattern
    }
    if let binding = syntax.as(ValueBindingPatternSyntax.self) {
      let outer = patternBindsVariables
      defer { patternBindsVariables = outer }
      patternBindsVariables = binding.bindingSpecifier.tokenKind == .keyword(.var)
      return try lower(pattern: binding.pattern, binds: true)
    }
    if let tuple = syntax.as(TuplePatternSyntax.self) {
      return make(
        .tuple(
          try tuple.elements.map {
            (label: $0.label?.nameText, pattern: try lower(pattern: $0.pattern, binds: binds))
          }))
    }
    if let check = syntax.as(IsTypePatternSyntax.self) { return make(.isType(try lower(type: check.type))) }
    if let expression = syntax.as(ExpressionPatternSyntax.self) {
      return try lower(patternExpression: expression.expression, binds: binds)
    }
    throw refuse("this pattern", syntax)
  }

  /// An expression in pattern position: enum cases with payload patterns, `x?`, `let x as T`,
  /// tuples of patterns, or a value compared with `~=`.
  private mutating func lower(patternExpression syntax: ExprSyntax, binds: Bool) throws -> Pattern {
    let place = location(of: syntax)
    func make(_ kind: PatternKind) -> Pattern { Pattern(kind: kind, location: place) }
    if let inner = syntax.as(PatternExprSyntax.self) {
      return try lower(pattern: inner.pattern, binds: binds)
    }
    if syntax.is(DiscardAssignmentExprSyntax.self) { return make(.wildcard) }
    if binds, let name = syntax.as(DeclReferenceExprSyntax.self) {
      var pattern = make(.binding(name.baseName.nameText))
      pattern.bindsVariable = patternBindsVariables
      return pattern
    }
    if let chain = syntax.as(OptionalChainingExprSyntax.self) {
      return make(.some(try lower(patternExpression: chain.expression, binds: binds)))
    }
    if let cast = syntax.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
      return make(
        .cast(try lower(patternExpression: cast.expression, binds: binds), try lower(type: cast.type)))
    }
    if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count > 1 {
      return make(
        .tuple(
          try tuple.elements.map {
            (label: $0.label?.nameText, pattern: try lower(patternExpression: $0.expression, binds: binds))
          }))
    }
    if let enumCase = try enumCasePattern(syntax, binds: binds) { return enumCase }
    return make(.expression(try lower(syntax)))
  }

  /// `.name`, `.name(patterns)`, `Type.name(patterns)` and `.some(pattern)` when they hold patterns.
  private mutating func enumCasePattern(_ syntax: ExprSyntax, binds: Bool) throws -> Pattern? {
    let place = location(of: syntax)
    var payload: [(label: String?, pattern: Pattern)]?
    var callee = syntax
    if let call = syntax.as(FunctionCallExprSyntax.self) {
      callee = call.calledExpression
      payload = try call.arguments.map {
        (label: $0.label?.nameText, pattern: try lower(patternExpression: $0.expression, binds: binds))
      }
    }
    guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
    let typeName = member.base.flatMap { $0.as(DeclReferenceExprSyntax.self)?.baseName.nameText }
    if member.base != nil && typeName == nil { return nil }
    let name = member.declName.baseName.nameText
    // A bare `Type.member` may be a static value rather than a case: it is compared with ==.
    if payload == nil, typeName != nil { return nil }
    if typeName == nil, name == "some", let inner = payload, inner.count == 1 {
      return Pattern(kind: .some(inner[0].pattern), location: place)
    }
    return Pattern(kind: .enumCase(type: typeName, name: name, payload), location: place)
  }
}
