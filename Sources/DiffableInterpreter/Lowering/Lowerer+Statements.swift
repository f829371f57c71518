import SwiftSyntax

extension Lowerer {
  /// A statement other than an expression or a declaration.
  mutating func lower(statement syntax: StmtSyntax) throws -> Statement {
    let place = location(of: syntax)
    return Statement(kind: try lowerKind(statement: syntax, label: nil), location: place)
  }

  private mutating func lowerKind(statement syntax: StmtSyntax, label: String?) throws -> StatementKind {
    if let labelled = syntax.as(LabeledStmtSyntax.self) {
      return try lowerKind(statement: labelled.statement, label: labelled.label.nameText)
    }
    if let expression = syntax.as(ExpressionStmtSyntax.self) {
      if let choice = expression.expression.as(SwitchExprSyntax.self) {
        return try lower(switch: choice, label: label)
      }
      return try lowerExpressionStatement(expression.expression)
    }
    if let loop = syntax.as(WhileStmtSyntax.self) {
      return .while(label: label, try lower(conditions: loop.conditions), try lower(block: loop.body))
    }
    if let loop = syntax.as(RepeatStmtSyntax.self) {
      return .repeat(label: label, try lower(block: loop.body), try lower(loop.condition))
    }
    if let loop = syntax.as(ForStmtSyntax.self) {
      if loop.awaitKeyword != nil || loop.tryKeyword != nil { throw refuse("this form of 'for'", loop) }
      var pattern = try lower(pattern: loop.pattern, binds: loop.caseKeyword == nil)
      if loop.caseKeyword != nil { pattern = Pattern(kind: .refutable(pattern), location: pattern.location) }
      return .forIn(
        label: label, pattern, try lower(loop.sequence),
        whereClause: try loop.whereClause.map { try lower($0.condition) }, try lower(block: loop.body))
    }
    if let guardStatement = syntax.as(GuardStmtSyntax.self) {
      return .guard(try lower(conditions: guardStatement.conditions), try lower(block: guardStatement.body))
    }
    if let exit = syntax.as(ReturnStmtSyntax.self) {
      return .return(try exit.expression.map { try lower($0) })
    }
    if let exit = syntax.as(BreakStmtSyntax.self) { return .break(exit.label?.nameText) }
    if let exit = syntax.as(ContinueStmtSyntax.self) { return .continue(exit.label?.nameText) }
    if syntax.is(FallThroughStmtSyntax.self) { return .fallthrough }
    if let exit = syntax.as(ThrowStmtSyntax.self) { return .throw(try lower(exit.expression)) }
    if let later = syntax.as(DeferStmtSyntax.self) { return .defer(try lower(block: later.body)) }
    if let attempt = syntax.as(DoStmtSyntax.self) {
      if attempt.throwsClause != nil { throw refuse("typed throws", attempt) }
      let clauses = try attempt.catchClauses.map { clause in
        try lower(catch: clause)
      }
      return .do(label: label, try lower(block: attempt.body), clauses)
    }
    throw refuse("this statement", syntax)
  }

  private mutating func lower(catch clause: CatchClauseSyntax) throws -> CatchClause {
    guard clause.catchItems.count <= 1 else { throw refuse("a catch with several patterns", clause) }
    let item = clause.catchItems.first
    return CatchClause(
      pattern: try item?.pattern.map { try lower(pattern: $0, binds: false) },
      guardExpression: try item?.whereClause.map { try lower($0.condition) },
      body: try lower(block: clause.body))
  }

  /// The conditions of `if`, `guard` and `while`.
  mutating func lower(conditions: ConditionElementListSyntax) throws -> [Condition] {
    // swiftc refuses `#available` and `#unavailable` in one statement, at the second.
    let availabilities = conditions.compactMap { $0.condition.as(AvailabilityConditionSyntax.self) }
    if let first = availabilities.first,
      let other = availabilities.first(where: {
        $0.availabilityKeyword.tokenKind != first.availabilityKeyword.tokenKind
      })
    {
      throw InterpreterError.checkFailed(
        "#available and #unavailable cannot be in the same statement", at: location(of: other))
    }
    return try conditions.map { element in
      switch element.condition {
      case .expression(let expression):
        return .boolean(try lower(expression))
      case .optionalBinding(let binding):
        let pattern = try lower(pattern: binding.pattern, binds: true)
        let value: Expression
        if let initializer = binding.initializer {
          value = try lower(initializer.value)
        } else if case .binding(let name) = pattern.kind {
          // `if let self` (a `[weak self]` closure's) unwraps `self` itself.
          value = Expression(
            kind: name == "self" ? .selfValue : .name(name), location: location(of: binding.pattern))
        } else {
          throw refuse("this optional binding", binding.pattern)
        }
        return .optionalBinding(
          pattern, isLet: binding.bindingSpecifier.tokenKind == .keyword(.let),
          type: try binding.typeAnnotation.map { try lower(type: $0.type) }, value: value)
      case .matchingPattern(let matching):
        return .matching(
          try lower(pattern: matching.pattern, binds: false), try lower(matching.initializer.value))
      case .availability(let availability):
        return try lower(availability: availability)
      }
    }
  }

  /// `if ... { } else if ... { } else { }`.
  mutating func lower(if syntax: IfExprSyntax) throws -> StatementKind {
    let conditions = try lower(conditions: syntax.conditions)
    let body = try lower(block: syntax.body)
    var otherwise: [Statement]?
    switch syntax.elseBody {
    case .ifExpr(let next):
      otherwise = [Statement(kind: try lower(if: next), location: location(of: next))]
    case .codeBlock(let block):
      otherwise = try lower(block: block)
    case nil:
      otherwise = nil
    }
    return .if(conditions, body, otherwise)
  }

  /// `switch subject { case ...: }`.
  mutating func lower(switch syntax: SwitchExprSyntax, label: String?) throws -> StatementKind {
    let subject = try lower(syntax.subject)
    var cases: [SwitchCase] = []
    for element in syntax.cases {
      guard case .switchCase(let switchCase) = element else { throw refuse("'#if' inside a switch", element) }
      let body = try nested(switchCase) { try $0.lower(switchCase.statements) }
      switch switchCase.label {
      case .default:
        cases.append(
          SwitchCase(patterns: [], guardExpression: nil, body: body, location: location(of: switchCase)))
      case .case(let caseLabel):
        // Each item of `case a, b where c:` may carry its own where; Swift applies a where to its item.
        var patterns: [Pattern] = []
        var guardExpression: Expression?
        for item in caseLabel.caseItems {
          patterns.append(try lower(pattern: item.pattern, binds: false))
          if let whereClause = item.whereClause {
            guard caseLabel.caseItems.count == 1 else {
              throw refuse("'where' in a case with several patterns", whereClause)
            }
            guardExpression = try lower(whereClause.condition)
          }
        }
        cases.append(
          SwitchCase(
            patterns: patterns, guardExpression: guardExpression, body: body,
            location: location(of: switchCase)))
      }
    }
    return .switch(label: label, subject, cases)
  }
}
