extension Evaluator {
  /// Runs one statement.
  func execute(_ statement: Statement, in environment: Environment) throws -> Completion {
    switch statement.kind {
    case .expression(let expression):
      try dropped(try evaluate(expression, in: environment), at: expression.location)
      return .normal
    case .variable(let declaration):
      try declareVariable(declaration, in: environment)
      return .normal
    case .function, .type, .extension, .typeAlias, .defer:
      return .normal
    case .if(let conditions, let body, let otherwise):
      let scope = Environment(parent: environment, generation: generation)
      if try holds(conditions, binding: scope) {
        return try execute(body, in: scope)
      }
      if let otherwise { return try executeBlock(otherwise, in: environment) }
      return .normal
    case .guard(let conditions, let body):
      if try holds(conditions, binding: environment) { return .normal }
      return try executeBlock(body, in: environment)
    case .while(let label, let conditions, let body):
      while true {
        try checkInterruption(at: statement.location)
        let scope = Environment(parent: environment, generation: generation)
        guard try holds(conditions, binding: scope) else { break }
        if let exit = loopExit(try execute(body, in: scope), label: label) { return exit }
      }
      return .normal
    case .repeat(let label, let body, let condition):
      repeat {
        try checkInterruption(at: statement.location)
        if let exit = loopExit(try executeBlock(body, in: environment), label: label) { return exit }
      } while try isTrue(try evaluate(condition, in: environment), at: condition.location)
      return .normal
    case .forIn(let label, let pattern, let sequence, let whereClause, let body):
      return try executeFor(
        label: label, pattern: pattern, sequence: sequence, whereClause: whereClause, body: body,
        in: environment)
    case .switch(let label, let subject, let cases):
      let completion = try executeSwitch(subject, cases, in: environment, at: statement.location)
      if case .breakLoop(let target) = completion, target == nil || target == label { return .normal }
      return completion
    case .break(let label): return .breakLoop(label)
    case .continue(let label): return .continueLoop(label)
    case .fallthrough: return .fallthroughCase
    case .return(let value):
      guard let value else { return .returned(.void) }
      var result = try evaluate(value, in: environment, expecting: resultTypes.last ?? nil)
      if let type = resultTypes.last ?? nil {
        result = try checkOptional(result, from: value, for: type, role: .result, in: environment)
        if case .array(let elements) = result,
          let mismatch = try collectionMismatch(
            elements, of: type, role: .result, at: value.location)
        {
          throw mismatch
        }
      }
      return .returned(result)
    case .throw(let expression):
      throw ThrownError(value: try evaluate(expression, in: environment), location: statement.location)
    case .do(let label, let body, let clauses):
      let completion = try executeDo(body, clauses, in: environment)
      if case .breakLoop(let target) = completion, target != nil, target == label { return .normal }
      return completion
    }
  }

  /// What a loop does with its body's completion: nil to go on, or the completion that leaves it.
  private func loopExit(_ completion: Completion, label: String?) -> Completion? {
    switch completion {
    case .normal: nil
    case .breakLoop(let target): target == nil || target == label ? .normal : completion
    case .continueLoop(let target): target == nil || target == label ? nil : completion
    case .returned, .fallthroughCase: completion
    }
  }

  /// `let`/`var`: evaluates the initializer, converts it to the declared type, binds the pattern.
  func declareVariable(_ declaration: VariableDeclaration, in environment: Environment) throws {
    if declaration.isComputed {
      // A computed global: its getter runs at every read.
      guard let name = declaration.name else { return }
      let getter = FunctionDeclaration.getter(named: name, of: declaration, at: declaration.location)
      define(name, .function(.closure(getter, environment)), isLet: true, in: environment)
      computedGlobals.insert(name)
      return
    }
    var value: Value
    if let initializer = declaration.initializer {
      value = try evaluate(
        initializer, in: environment,
        expecting: declaration.type ?? branchType(ofUnannotated: initializer, in: environment))
      if let type = declaration.type {
        value = try checkOptional(value, from: initializer, for: type, role: .declaration, in: environment)
        value = try convert(value, to: type, at: initializer.location)
      }
    } else if case .optional? = declaration.type {
      value = .optional(nil)
    } else {
      value = .lazyPending
    }
    if case .binding(let name) = declaration.pattern.kind {
      // Declared `T?` or `T!` as written; inferred from an optional value, a `T?` (Swift infers
      // `T?` from a `T!` too).
      var optionality = declaration.optionality
      if declaration.type == nil, case .optional = value { optionality = .plain }
      // A `let` with a value is never assigned: no type to check against (but an optional's is
      // kept for the messages that name it, and a written one for what its elements are:
      // `prices.first ?? 0` of a `let prices: [Double]` is a Double).
      // A `let` made by an initializer of the program's type has that type, which a call of a method
      // a protocol extension declares too is dispatched by (``staticallyDispatched``).
      let type =
        declaration.isLet && declaration.initializer != nil && optionality == .none && declaration.type == nil
        ? declaration.initializer.flatMap(constructedType(of:))
        : declaration.type
          ?? declaration.initializer.flatMap {
            Self.literalType(of: $0) ?? Self.writtenCollectionType(of: $0)
              ?? initializedArrayType(of: $0, value: value)
              ?? copiedType(of: $0, in: environment) ?? inferredType(of: value)
              ?? declaredResultType(of: $0, value: value, in: environment)
          }
      define(name, value, isLet: declaration.isLet, type: type, optionality: optionality, in: environment)
    } else {
      try bind(declaration.pattern, to: value, isLet: declaration.isLet, in: environment)
    }
    if let name = declaration.name,
      declaration.accessors.willSet != nil || declaration.accessors.didSet != nil
    {
      environment.bindings[name]?.observers = declaration.accessors
    }
  }

  /// Binds every name of an irrefutable pattern (a name, `_`, a tuple of them).
  func bind(_ pattern: Pattern, to value: Value, isLet: Bool, in environment: Environment) throws {
    switch pattern.kind {
    case .binding(let name): define(name, value, isLet: isLet && !pattern.bindsVariable, in: environment)
    case .wildcard: break
    case .tuple(let elements):
      guard case .tuple(let values, _) = value, values.count == elements.count else {
        throw InterpreterError.checkFailed(
          "this tuple pattern does not match the value", at: pattern.location)
      }
      for (element, part) in zip(elements, values) {
        try bind(element.pattern, to: part, isLet: isLet, in: environment)
      }
    default:
      guard try matches(pattern, value, binding: environment) else {
        throw InterpreterError.checkFailed("this pattern does not match the value", at: pattern.location)
      }
    }
  }

  /// Whether every condition holds, binding `if let` names into `scope` as it goes.
  func holds(_ conditions: [Condition], binding scope: Environment) throws -> Bool {
    for condition in conditions {
      switch condition {
      case .boolean(let expression):
        guard try isTrue(try evaluate(expression, in: scope), at: expression.location) else { return false }
      case .optionalBinding(let pattern, let isLet, let type, let expression):
        var value = try evaluate(expression, in: scope)
        guard case .optional(let wrapped) = value else {
          throw InterpreterError.checkFailed(
            "initializer for conditional binding must have Optional type", at: expression.location)
        }
        guard var wrapped else { return false }
        if let type { wrapped = try convert(wrapped, to: type, at: expression.location) }
        value = wrapped
        try bind(pattern, to: value, isLet: isLet, in: scope)
      case .matching(let pattern, let expression):
        guard try matches(pattern, try evaluate(expression, in: scope), binding: scope) else { return false }
      case .availability(let required, let isUnavailable):
        let available = required.map { iOSVersion >= $0 } ?? true
        guard available != isUnavailable else { return false }
      }
    }
    return true
  }

  /// A Bool's value; anything else is the compiler's type error.
  func isTrue(_ value: Value, at location: SourceLocation) throws -> Bool {
    guard case .bool(let flag) = value else {
      throw InterpreterError.checkFailed(
        "type '\(value.typeName)' cannot be used as a boolean; test for '!= nil' instead", at: location)
    }
    return flag
  }

  /// `for pattern in sequence where condition { body }`.
  private func executeFor(
    label: String?, pattern: Pattern, sequence: Expression, whereClause: Expression?, body: [Statement],
    in environment: Environment
  ) throws -> Completion {
    var completion = Completion.normal
    // A turn's scope that nothing kept (no closure captured it, no journal entry holds it) is
    // emptied and made the next turn's, rather than a new one allocated at every turn.
    var spare: Environment?
    try forEachElement(of: try evaluate(sequence, in: environment), at: sequence.location) { element in
      try checkInterruption(at: sequence.location)
      var scope = spare ?? Environment(parent: environment, generation: generation)
      spare = nil
      defer {
        if scope.generation == generation, isKnownUniquelyReferenced(&scope) {
          // A turn that bound only the loop's variable leaves it for the next to overwrite.
          if !scope.bindings.holdsOnly(Self.boundName(of: pattern)) { scope.bindings.removeAll() }
          spare = scope
        }
      }
      if case .refutable(let inner) = pattern.kind {
        guard try matches(inner, element, binding: scope) else { return true }
      } else {
        try bind(pattern, to: element, isLet: true, in: scope)
      }
      if let whereClause, !(try isTrue(try evaluate(whereClause, in: scope), at: whereClause.location)) {
        return true
      }
      if let exit = loopExit(try execute(body, in: scope), label: label) {
        completion = exit
        return false
      }
      return true
    }
    return completion
  }

  /// The name a `for` loop's pattern binds when it is a single name.
  private static func boundName(of pattern: Pattern) -> String? {
    if case .binding(let name) = pattern.kind { return name }
    return nil
  }

  /// `do { } catch pattern where condition { }`.
  private func executeDo(_ body: [Statement], _ clauses: [CatchClause], in environment: Environment) throws
    -> Completion
  {
    do {
      return try executeBlock(body, in: environment)
    } catch let thrown as ThrownError {
      for clause in clauses {
        let scope = Environment(parent: environment, generation: generation)
        if let pattern = clause.pattern {
          guard try matches(pattern, thrown.value, binding: scope) else { continue }
        } else {
          define("error", thrown.value, isLet: true, in: scope)
        }
        if let condition = clause.guardExpression,
          !(try isTrue(try evaluate(condition, in: scope), at: condition.location))
        {
          continue
        }
        return try execute(clause.body, in: scope)
      }
      throw thrown
    }
  }

  /// `switch`: the first case whose pattern matches and whose `where` holds; `fallthrough` goes on
  /// into the next case's body.
  private func executeSwitch(
    _ subject: Expression, _ cases: [SwitchCase], in environment: Environment, at location: SourceLocation
  ) throws -> Completion {
    let value = try evaluate(subject, in: environment)
    var index = 0
    while index < cases.count {
      let candidate = cases[index]
      let scope = Environment(parent: environment, generation: generation)
      if try caseMatches(candidate, value, scope) {
        var completion = try execute(candidate.body, in: scope)
        while case .fallthroughCase = completion, index + 1 < cases.count {
          index += 1
          completion = try executeBlock(cases[index].body, in: environment)
        }
        return completion
      }
      index += 1
    }
    var error = InterpreterError.checkFailed("switch must be exhaustive", at: location)
    if case .enumCase(let instance) = value {
      error.fix = "add case .\(instance.caseName): or a default: case"
    }
    throw error
  }

  private func caseMatches(_ candidate: SwitchCase, _ value: Value, _ scope: Environment) throws -> Bool {
    if candidate.patterns.isEmpty { return true }
    for pattern in candidate.patterns where try matches(pattern, value, binding: scope) {
      if let condition = candidate.guardExpression {
        return try isTrue(try evaluate(condition, in: scope), at: condition.location)
      }
      return true
    }
    return false
  }
}
