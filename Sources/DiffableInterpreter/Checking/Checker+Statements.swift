extension Checker {
  /// Checks a block, in a scope of its own unless `newScope` is false.
  mutating func checkBlock(_ statements: [Statement], newScope: Bool = true) throws {
    if newScope {
      var scope: [String: Symbol] = [:]
      for statement in statements { declareAheadLocally(statement, into: &scope) }
      scopes.append(scope)
    }
    defer { if newScope { scopes.removeLast() } }
    var names = BlockNames(topLevel: scopes.count == 1)
    // A `guard #available(iOS 15, *)` promises iOS 15 to the rest of its block.
    let availabilityDepth = availableIOS.count
    defer { availableIOS.removeLast(availableIOS.count - availabilityDepth) }
    for statement in statements {
      try names.declare(statement)
      try check(statement)
      if case .guard(let conditions, _) = statement.kind, let promised = Self.promisedIOS(by: conditions),
        !promised.isUnavailable
      {
        availableIOS.append(max(currentIOS, promised.version))
      }
    }
  }

  private func declareAheadLocally(_ statement: Statement, into scope: inout [String: Symbol]) {
    switch statement.kind {
    case .function(let function):
      // Functions of one name in one block are overloads (by labels or by types).
      if case .function(let earlier)? = scope[function.name] {
        scope[function.name] = .function(earlier + [function])
      } else {
        scope[function.name] = .function([function])
      }
    case .type(let declaration): scope[declaration.name] = .type
    default: break
    }
  }

  /// Declares a name in the innermost scope.
  mutating func declare(_ name: String, _ symbol: Symbol) {
    scopes[scopes.count - 1][name] = symbol
  }

  private mutating func check(_ statement: Statement) throws {
    switch statement.kind {
    case .expression(let expression): try check(expression)
    case .variable(let declaration): try check(variable: declaration, declaring: true)
    case .function(let function): try check(function: function, selfType: nil)
    case .type(let declaration):
      if scopes.count > 1 {
        // A type declared in a function's body: its members are known from here on.
        collectEntryTypes([statement])
        inheritMembers()
      }
      try check(type: declaration, name: declaration.name)
    case .extension(let declaration):
      try check(
        members: declaration.members, of: declaration.typeName,
        generics: genericParameters(of: declaration.typeName) ?? [],
        requirements: declaredType(declaration.typeName)?.genericRequirements ?? [])
    case .typeAlias: break
    case .if(let conditions, let body, let otherwise):
      // `#available` promises its version to the body, `#unavailable` to the `else`.
      let promised = Self.promisedIOS(by: conditions)
      scopes.append([:])
      try check(conditions)
      try withAvailability(promised?.isUnavailable == false ? promised?.version : nil) {
        try $0.checkBlock(body)
      }
      scopes.removeLast()
      if let otherwise {
        try withAvailability(promised?.isUnavailable == true ? promised?.version : nil) {
          try $0.checkBlock(otherwise)
        }
      }
    case .guard(let conditions, let body):
      let promised = Self.promisedIOS(by: conditions)
      try withAvailability(promised?.isUnavailable == true ? promised?.version : nil) {
        try $0.checkBlock(body)
      }
      try check(conditions)
    case .while(_, let conditions, let body):
      let promised = Self.promisedIOS(by: conditions)
      scopes.append([:])
      try check(conditions)
      try withAvailability(promised?.isUnavailable == false ? promised?.version : nil) {
        try $0.checkBlock(body)
      }
      scopes.removeLast()
    case .repeat(_, let body, let condition):
      try checkBlock(body)
      try check(condition)
    case .forIn(_, let pattern, let sequence, let whereClause, let body):
      try check(sequence)
      scopes.append([:])
      try check(pattern: pattern)
      declareElement(of: sequence, boundBy: pattern)
      if let whereClause { try check(whereClause) }
      try checkBlock(body)
      scopes.removeLast()
    case .switch(_, let subject, let cases):
      try check(subject)
      try checkExhaustive(subject, cases, at: statement.location)
      for switchCase in cases {
        scopes.append([:])
        for pattern in switchCase.patterns { try check(pattern: pattern) }
        if let guardExpression = switchCase.guardExpression { try check(guardExpression) }
        try checkBlock(switchCase.body)
        scopes.removeLast()
      }
    case .return(let value):
      guard let value else { break }
      try check(value)
      if inVoidFunction.last == true, Self.isPlainlyAValue(value) {
        throw InterpreterError.checkFailed(
          "unexpected non-void return value in void function", at: value.location)
      }
      // swiftc names the type an optional result wraps (`-> Int?` returning "x": 'Int').
      if let (literal, name) = Self.literalMismatch(value, (resultTypes.last ?? nil)?.unwrappedOnce) {
        throw InterpreterError.checkFailed(
          "cannot convert return expression of type '\(literal)' to return type '\(name)'", at: value.location
        )
      }
      try checkConversion(value, to: resultTypes.last ?? nil, role: .result)
    case .throw(let value): try check(value)
    case .defer(let body): try checkBlock(body)
    case .do(_, let body, let clauses):
      try checkBlock(body)
      for clause in clauses {
        scopes.append([:])
        if let pattern = clause.pattern {
          try check(pattern: pattern)
        } else {
          declare("error", .variable(isLet: true))
        }
        if let guardExpression = clause.guardExpression { try check(guardExpression) }
        try checkBlock(clause.body)
        scopes.removeLast()
      }
    case .break, .continue, .fallthrough: break
    }
  }

  /// Refuses a switch over a known enum that leaves cases unhandled and has no `default`.
  private func checkExhaustive(_ subject: Expression, _ cases: [SwitchCase], at location: SourceLocation)
    throws
  {
    guard let typeName = knownType(of: subject), let all = enumCases[typeName], !all.isEmpty else { return }
    var covered: Set<String> = []
    for switchCase in cases {
      if switchCase.patterns.isEmpty { return }
      for pattern in switchCase.patterns {
        switch pattern.kind {
        case .wildcard, .binding: return
        case .enumCase(_, let name, let payload)
        where switchCase.guardExpression == nil
          && (payload ?? []).allSatisfy({ Self.isIrrefutable($0.pattern) }):
          covered.insert(name)
        default: continue
        }
      }
    }
    if let missing = all.first(where: { !covered.contains($0) }) {
      var error = InterpreterError.checkFailed("switch must be exhaustive", at: location)
      error.fix = "add case .\(missing): or a default: case"
      throw error
    }
  }

  /// Whether a payload pattern matches every value (`_`, `let x`, tuples of those).
  private static func isIrrefutable(_ pattern: Pattern) -> Bool {
    switch pattern.kind {
    case .wildcard, .binding: true
    case .tuple(let elements): elements.allSatisfy { isIrrefutable($0.pattern) }
    default: false
    }
  }

  /// Conditions bind their names into the current scope as they go.
  private mutating func check(_ conditions: [Condition]) throws {
    for condition in conditions {
      switch condition {
      case .boolean(let expression): try check(expression)
      case .optionalBinding(let pattern, let isLet, let type, let value):
        try check(value)
        if let type { try checkHashable(type, at: TypeLocation(start: value.location)) }
        for name in pattern.kind.boundNames { declare(name, .variable(isLet: isLet)) }
      case .matching(let pattern, let value):
        try check(value)
        try check(pattern: pattern)
      case .availability:
        break
      }
    }
  }

  /// A variable: its initializer, its annotation, then its names.
  mutating func check(variable declaration: VariableDeclaration, declaring: Bool) throws {
    if let type = declaration.type {
      try checkAnnotation(type, at: declaration.typeLocation ?? TypeLocation(start: declaration.location))
    }
    if let initializer = declaration.initializer {
      try check(initializer)
      try checkLiteral(initializer, against: declaration.type)
      try checkConversion(initializer, to: declaration.type, role: .declaration)
      noteMissingReturn(ofClosure: initializer, typedAs: declaration.type)
    }
    // A member's getter reads `self`; its setter and observers may change it.
    let isMember = !declaring && !declaration.isStatic
    if let getter = declaration.accessors.getter {
      selfIsImmutable.append(isMember && enclosingTypes.last.map(isValueType) == true)
      inVoidFunction.append(false)
      // A getter returns the property's type, not the result of a function around its type.
      resultTypes.append(declaration.type)
      defer {
        selfIsImmutable.removeLast()
        inVoidFunction.removeLast()
        resultTypes.removeLast()
      }
      try checkBlock(getter)
      noteMissingReturn(
        in: getter, result: declaration.type, kind: "getter", end: declaration.accessors.getterEnd)
    }
    for accessor in [
      declaration.accessors.setter, declaration.accessors.willSet, declaration.accessors.didSet,
    ] {
      guard let accessor else { continue }
      scopes.append([accessor.name: .variable(isLet: true)])
      selfIsImmutable.append(false)
      inVoidFunction.append(true)
      resultTypes.append(nil)
      defer {
        scopes.removeLast()
        selfIsImmutable.removeLast()
        inVoidFunction.removeLast()
        resultTypes.removeLast()
      }
      try checkBlock(accessor.body)
    }
    if declaring {
      let holdsValue = declaration.isLet && declaration.initializer.map(isValueTyped) == true
      let type = knownType(declaration.type) ?? declaration.initializer.flatMap(constructedType)
      // A pattern's names (`let (a, b) = pair`) have types of their own.
      let declared =
        declaration.name == nil
        ? nil
        : declaration.type ?? declaration.initializer.flatMap { staticType(of: $0) ?? wrapperType(made: $0) }
      for name in declaration.pattern.kind.boundNames {
        declare(
          name,
          holdsValue
            ? .valueConstant(type: type, declared: declared)
            : .variable(
              isLet: declaration.isLet && declaration.initializer != nil, type: type,
              number: Self.number(declaredAs: declaration.type, from: declaration.initializer),
              declared: declared))
      }
    }
  }

  /// Whether an expression is plainly a value, never `Void`: a literal, a name, a member, an
  /// operation (a call, a ternary or an optional chain may be `Void`, which a void function may
  /// return).
  private static func isPlainlyAValue(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .integer, .double, .string, .boolean, .interpolation, .array, .dictionary, .binary, .name, .member:
      true
    default: false
    }
  }

  /// A pattern's expressions, then its bound names.
  mutating func check(pattern: Pattern) throws {
    switch pattern.kind {
    case .expression(let expression): try check(expression)
    case .enumCase(_, _, let payload): for element in payload ?? [] { try check(pattern: element.pattern) }
    case .tuple(let elements): for element in elements { try check(pattern: element.pattern) }
    case .some(let inner), .cast(let inner, _), .refutable(let inner): try check(pattern: inner)
    case .binding(let name): declare(name, .variable(isLet: !pattern.bindsVariable))
    case .wildcard, .isType: break
    }
  }

  /// A function's body in a scope of its parameters (and `self`'s members inside a type).
  mutating func check(function: FunctionDeclaration, selfType: String?) throws {
    let kind = functionKind(of: function, selfType: selfType)
    genericScopes.append(Self.requirementsByParameter(function.typeParameters, function.genericRequirements))
    defer { genericScopes.removeLast() }
    var scope: [String: Symbol] = [:]
    for capture in function.captures {
      // Read where the closure is made: a name of the capture list must be found there.
      if let value = capture.value {
        try check(value)
      } else {
        try check(Expression(kind: .name(capture.name), location: capture.location))
      }
      scope[capture.name] = .variable(isLet: true)
    }
    // A generic function's type parameters name types in its parameters' and result's types.
    scopes.append(Dictionary(uniqueKeysWithValues: function.typeParameters.map { ($0, Symbol.type) }))
    for parameter in function.parameters {
      if let defaultValue = parameter.defaultValue { try check(defaultValue) }
      if let type = parameter.type {
        try checkAnnotation(type, at: parameter.typeLocation ?? TypeLocation(start: function.location))
      }
      // A closure's parameters may be inout (reduce(into:)); the checker cannot tell, so it allows it.
      scope[parameter.name] = .variable(
        isLet: !parameter.isInout && function.name != "closure", type: knownType(parameter.type),
        number: Self.number(declaredAs: parameter.type, from: nil),
        declared: parameter.isVariadic ? parameter.type.map { .array($0) } : parameter.type)
    }
    for index in 0..<function.anonymousParameterCount { scope["$\(index)"] = .variable(isLet: false) }
    for parameter in function.typeParameters { scope[parameter] = .type }
    if let result = function.result {
      try checkAnnotation(result, at: function.resultLocation ?? TypeLocation(start: function.location))
    }
    scopes.removeLast()
    if let selfType { enclosingTypes.append(selfType) }
    initializedTypes.append(function.name == "init" ? selfType : nil)
    // A closure's result is inferred from its body; an initializer returns nothing but `nil`.
    inVoidFunction.append(function.name != "closure" && function.name != "init" && function.result == nil)
    // A closure or a nested function changes `self` as the code around it may.
    selfIsImmutable.append(
      selfType.map {
        isValueType($0) && !function.isMutating && !function.isStatic && function.name != "init"
      }
        ?? (selfIsImmutable.last ?? false))
    scopes.append(scope)
    resultTypes.append(function.result)
    // An `await` around a closure does not reach into its body; a closure may be `async` itself.
    let outerAwait = insideAwait
    insideAwait = false
    mayAwait.append(function.isAsync || function.name == "closure")
    defer {
      scopes.removeLast()
      resultTypes.removeLast()
      if selfType != nil { enclosingTypes.removeLast() }
      initializedTypes.removeLast()
      selfIsImmutable.removeLast()
      inVoidFunction.removeLast()
      insideAwait = outerAwait
      mayAwait.removeLast()
    }
    try withAvailability(function.introducedIOS) { try $0.checkBlock(function.body) }
    try checkSingleExpressionResult(of: function)
    if let kind {
      noteMissingReturn(in: function.body, result: function.result, kind: kind, end: function.bodyEnd)
    }
  }

  /// A type's members, with `self` and its members in scope.
  private mutating func check(type declaration: TypeDeclaration, name: String) throws {
    try check(
      members: declaration.members, of: name, generics: declaration.genericParameters,
      requirements: declaration.genericRequirements)
    for nested in declaration.members.nestedTypes { try check(type: nested, name: "\(name).\(nested.name)") }
  }

  /// A type's (or an extension's) members, with the type's generic parameters in scope as types.
  private mutating func check(
    members: Members, of typeName: String, generics: [String], requirements: [GenericRequirement]
  ) throws {
    enclosingTypes.append(typeName)
    scopes.append(Dictionary(uniqueKeysWithValues: generics.map { ($0, Symbol.type) }))
    genericScopes.append(Self.requirementsByParameter(generics, requirements))
    defer {
      enclosingTypes.removeLast()
      scopes.removeLast()
      genericScopes.removeLast()
    }
    try checkRedeclarations(of: members.methods, in: typeName)
    for property in members.properties { try check(variable: property, declaring: false) }
    for method in members.methods where !method.isRequirement {
      try check(function: method, selfType: typeName)
    }
    for initializer in members.initializers { try check(function: initializer, selfType: typeName) }
  }
}
