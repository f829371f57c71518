extension Evaluator {
  /// Evaluates an expression. `expected` is the type the context asks for, where it is written
  /// (an annotation, a parameter, a return type): it decides what `.case`, `nil` and literals mean.
  func evaluate(_ expression: Expression, in environment: Environment, expecting expected: TypeName? = nil)
    throws -> Value
  {
    let location = expression.location
    switch expression.kind {
    case .integer(let value):
      guard case .named(let name, [])? = expected?.unwrapped, name != "Int" else { return .int(value) }
      // `Double`, or an alias of it (`CGFloat`, `TimeInterval`).
      if name == "Double" || resolvedType(.named(name, [])) == .named("Double", []) {
        return .double(Double(value))
      }
      return .int(value)
    case .double(let value): return .double(value)
    case .boolean(let value): return .bool(value)
    case .string(let text):
      if case .named("Character", _)? = expected?.unwrapped, text.count == 1, let only = text.first {
        return .character(only)
      }
      return .string(text)
    case .nilLiteral: return .optional(nil)
    case .interpolation(let parts):
      var text = ""
      for part in parts {
        switch part {
        case .text(let piece): text += piece
        case .value(let value):
          text += try describe(try evaluate(value, in: environment), debug: false, at: location)
        }
      }
      return try checkWeight(.string(text), at: location)
    case .name(let name): return try lookup(name, in: environment, at: location)
    case .selfValue: return try lookup("self", in: environment, at: location)
    case .dynamicSelf(let written): return .type(.named(dynamicSelf(written, in: environment), []))
    case .member(let base, let name): return try evaluateMember(base, name, in: environment, at: location)
    case .implicitMember(let name):
      return try implicitMember(name, arguments: nil, expected, in: environment, at: location)
    case .superMember(let name): return try superMember(name, in: environment, at: location)
    case .tupleElement(let base, let index):
      guard case .tuple(let values, _) = try evaluate(base, in: environment), index < values.count else {
        throw InterpreterError.checkFailed("value has no element \(index)", at: location)
      }
      return values[index]
    case .optionalBind(let base):
      guard case .optional(let wrapped) = try evaluate(base, in: environment) else {
        throw InterpreterError.checkFailed(
          "cannot use optional chaining on a non-optional value", at: location)
      }
      guard let wrapped else { throw OptionalChainEnded() }
      return wrapped
    case .optionalChain(let chain):
      do {
        let value = try evaluate(chain, in: environment)
        if case .optional = value { return value }
        return .optional(value)
      } catch is OptionalChainEnded {
        return .optional(nil)
      }
    case .forceUnwrap(let base):
      let value = try evaluate(base, in: environment)
      guard case .optional(let wrapped) = value else { return value }
      guard let wrapped else {
        throw InterpreterError.fatal(
          "Unexpectedly found nil while unwrapping an Optional value", at: location)
      }
      return wrapped
    case .call(let callee, let arguments):
      return try evaluateCall(callee, arguments, in: environment, expecting: expected, at: location)
    case .subscript(let base, let arguments):
      if let path = try keyPathTarget(base, arguments, in: environment) {
        return try evaluate(path, in: environment, expecting: expected)
      }
      let container = try evaluate(base, in: environment)
      if let getter = userSubscript(of: container, arguments) {
        return try callUserSubscript(getter, of: container, arguments, in: environment, at: location)
      }
      switch container {
      case .structure, .object, .enumCase:
        try refuseSubscriptLabels(of: container, base, arguments, at: location)
      default: break
      }
      let types = try subscriptArgumentTypes(of: container, base, arguments, in: environment)
      let (keys, defaultValue) = try subscriptKeys(arguments, types: types, in: environment)
      return try subscriptValue(
        container, keys, labels: arguments.map(\.label), default: defaultValue, at: location)
    case .binary(let name, let left, let right):
      return try evaluateBinary(name, left, right, in: environment, expecting: expected, at: location)
    case .prefix(let name, let operand):
      return try prefixOperation(
        name, try evaluate(operand, in: environment, expecting: expected), at: location)
    case .assign(var target, let value):
      if case .discard = target.kind {
        try dropped(try evaluate(value, in: environment), at: value.location)
        return .void
      }
      if Self.needsSettling(target, assigning: value) {
        target = try settlingSubscriptArguments(of: target, in: environment)
      }
      let place = try assignedType(of: target, in: environment)
      // The target's current type is the context only of a value that reads one (reading the
      // target costs an evaluation of it).
      let context =
        try place?.type ?? (Self.readsContext(value) ? declaredType(of: target, in: environment) : nil)
      var newValue = try evaluate(value, in: environment, expecting: context)
      if let place {
        newValue = try checkOptional(
          newValue, from: value, for: place.type, role: .assignment, in: environment)
        try checkAssignment(newValue, to: place, at: value.location, operator: location)
      }
      try assign(newValue, to: target, in: environment)
      return .void
    case .compoundAssign(let name, let target, let value):
      return try evaluateCompoundAssignment(name, target, value, in: environment, at: location)
    case .ternary(let condition, let then, let otherwise):
      let isThen = try isTrue(try evaluate(condition, in: environment), at: condition.location)
      let value = try evaluate(isThen ? then : otherwise, in: environment, expecting: expected)
      // `flag ? nil : 5` is an `Int?` whichever branch runs.
      if case .nilLiteral = (isThen ? otherwise : then).kind {
        if case .optional = value { return value }
        return .optional(value)
      }
      return value
    case .isType(let value, let written):
      let type = boundTypeParameter(written, in: environment) ?? written
      return .bool(try cast(try evaluate(value, in: environment), to: type) != nil)
    case .cast(let value, let written, let kind):
      let type = boundTypeParameter(written, in: environment) ?? written
      return try evaluateCast(try evaluate(value, in: environment, expecting: type), type, kind, at: location)
    case .try(let body, let kind):
      return try evaluateTry(body, kind, in: environment, expecting: expected)
    case .await(let body):
      // Nothing runs alongside the program, so what it awaits is ready.
      return try evaluate(body, in: environment, expecting: expected)
    case .closure(let declaration):
      let environment =
        try declaration.captures.isEmpty ? environment : captureScope(declaration, in: environment)
      // `onLoad = { ... }` where `((Result<[Item], E>) -> Void)?` is declared: those parameter types.
      if case .function(let types, _)? = expected?.unwrapped,
        let typed = typedClosure(declaration, environment, types)
      {
        return typed
      }
      return .function(.closure(declaration, environment))
    case .array(let elements):
      return try evaluateArrayLiteral(elements, in: environment, expecting: expected, at: location)
    case .dictionary(let pairs):
      return try evaluateDictionaryLiteral(pairs, in: environment, expecting: expected, at: location)
    case .tuple(let elements):
      var expectedElements: [TypeName] = []
      var labels = elements.map(\.label)
      if case .tuple(let types, let expectedLabels)? = expected?.unwrapped, types.count == elements.count {
        expectedElements = types
        // An unlabelled tuple takes the labels of the type it is written for
        // (`rows.append((1, "a"))` to an `[(id: Int, name: String)]`).
        if labels.allSatisfy({ $0 == nil }) { labels = expectedLabels }
      }
      let values = try elements.enumerated().map { index, element in
        try evaluate(
          element.value, in: environment, expecting: expectedElements.isEmpty ? nil : expectedElements[index])
      }
      return .tuple(values, labels)
    case .inoutReference(let target):
      return try evaluate(target, in: environment)
    case .type(let type): return .type(type)
    case .discard: return .void
    case .selector(_, let name): return try selector(named: name, at: expression.location)
    case .literalValue(let value): return value
    case .statementValue(let statement):
      return try statementValue(statement, in: environment, expecting: expected)
    }
  }

  /// Whether what an expression evaluates to may depend on the type its context expects (a
  /// literal, `.member`, a call, an operator over literals); a variable, a member or an element
  /// read does not.
  static func readsContext(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .name, .selfValue, .member, .subscript, .forceUnwrap, .optionalChain, .optionalBind, .tupleElement,
      .superMember, .interpolation, .boolean, .double, .nilLiteral, .closure, .isType, .type, .discard,
      .literalValue, .selector:
      false
    default: true
    }
  }

  /// The type of a subscript's key: a dictionary's key type; nil for an array, whose index is an
  /// Int whatever its elements are (an index `0` of a `[Double]` stays an Int).
  static func keyType(of container: Value) -> TypeName? {
    if case .dictionary(let store) = container { return store.keys.first.flatMap(TypeName.of) }
    return nil
  }

  /// The type of a collection's elements (a dictionary's keys), read from its first element: the
  /// context of `.case` arguments to its methods.
  /// The scope a closure with a capture list runs in: each name bound, as a `let`, to its value
  /// now (`[count]` keeps the count of the closure's making), optional when captured `weak`.
  private func captureScope(_ closure: FunctionDeclaration, in environment: Environment) throws -> Environment
  {
    let scope = Environment(parent: environment, generation: generation)
    for capture in closure.captures {
      var value =
        try capture.value.map { try evaluate($0, in: environment) }
        ?? lookup(capture.name, in: environment, at: capture.location)
      if capture.isWeak {
        var referent = value
        while case .optional(let wrapped?) = referent { referent = wrapped }
        switch referent {
        case .optional(nil), .object, .uikit: break
        case let other:
          throw InterpreterError.checkFailed(
            "'weak' may only be applied to class and class-bound protocol types, not '\(other.typeName)'",
            at: capture.location)
        }
        if case .optional = value {} else { value = .optional(value) }
      }
      defineNew(capture.name, value, isLet: true, in: scope)
    }
    return scope
  }

  static func elementType(of container: Value) -> TypeName? {
    switch container {
    case .array(let elements): elements.first.flatMap(TypeName.of)
    case .set(let store), .dictionary(let store): store.keys.first.flatMap(TypeName.of)
    default: nil
    }
  }

  /// `try`, `try?` and `try!` around an expression.
  private func evaluateTry(
    _ body: Expression, _ kind: TryKind, in environment: Environment, expecting: TypeName?
  )
    throws -> Value
  {
    switch kind {
    case .plain:
      return try evaluate(body, in: environment, expecting: expecting)
    case .optional:
      do {
        let value = try evaluate(body, in: environment)
        if case .optional = value { return value }
        return .optional(value)
      } catch is ThrownError {
        return .optional(nil)
      }
    case .forced:
      do {
        return try evaluate(body, in: environment)
      } catch let thrown as ThrownError {
        throw InterpreterError.fatal(
          "'try!' expression unexpectedly raised an error: \(try describe(thrown.value, debug: true, at: body.location))",
          at: body.location)
      }
    }
  }

  /// An `if` or `switch` used as a value: each branch's single expression is the value.
  private func statementValue(_ statement: Statement, in environment: Environment, expecting: TypeName?)
    throws
    -> Value
  {
    resultTypes.append(expecting)
    defer { resultTypes.removeLast() }
    let completion = try execute(Self.yieldingLastExpressions(statement), in: environment)
    if case .returned(let value) = completion { return value }
    throw InterpreterError.checkFailed("this branch has no value", at: statement.location)
  }

  /// The statement with every branch's final expression turned into a `return` of its value.
  private static func yieldingLastExpressions(_ statement: Statement) -> Statement {
    func yielding(_ body: [Statement]) -> [Statement] {
      guard let last = body.last else { return body }
      var result = Array(body.dropLast())
      switch last.kind {
      case .expression(let value): result.append(Statement(kind: .return(value), location: last.location))
      case .if, .switch: result.append(yieldingLastExpressions(last))
      default: result.append(last)
      }
      return result
    }
    var result = statement
    switch statement.kind {
    case .if(let conditions, let body, let otherwise):
      result.kind = .if(conditions, yielding(body), otherwise.map(yielding))
    case .switch(let label, let subject, let cases):
      result.kind = .switch(
        label: label, subject,
        cases.map {
          var copy = $0; copy.body = yielding($0.body); return copy
        })
    default: break
    }
    return result
  }

  /// An array literal; with an expected element type its elements are converted to it.
  private func evaluateArrayLiteral(
    _ elements: [Expression], in environment: Environment, expecting: TypeName?, at location: SourceLocation
  ) throws -> Value {
    var elementType: TypeName?
    var isSet = false
    switch expecting?.unwrapped {
    case .array(let element)?: elementType = element
    case .named("Set", let arguments)? where arguments.count == 1:
      elementType = arguments[0]
      isSet = true
    default: break
    }
    var values: [Value] = []
    values.reserveCapacity(elements.count)
    for element in elements {
      var value = try evaluate(element, in: environment, expecting: elementType)
      if let elementType {
        value = try convert(value, to: elementType, role: .element, at: element.location)
      }
      values.append(value)
    }
    if elementType == nil { values = Self.unified(values) }
    if isSet { return try makeSet(values, at: location) }
    return .array(values)
  }

  /// The elements of a literal without a written type, given the one type Swift infers for them:
  /// optionals if any is optional, Doubles if any is a Double.
  static func unified(_ values: [Value]) -> [Value] {
    if values.contains(where: { if case .optional = $0 { true } else { false } }) {
      return values.map { if case .optional = $0 { $0 } else { .optional($0) } }
    }
    if values.contains(where: { if case .double = $0 { true } else { false } }) {
      return values.map { if case .int(let number) = $0 { .double(Double(number)) } else { $0 } }
    }
    return values
  }

  /// A dictionary literal; duplicate keys trap, as Swift's do.
  private func evaluateDictionaryLiteral(
    _ pairs: [(Expression, Expression)], in environment: Environment, expecting: TypeName?,
    at location: SourceLocation
  ) throws -> Value {
    var keyType: TypeName?
    var valueType: TypeName?
    if case .dictionary(let key, let value)? = expecting?.unwrapped { (keyType, valueType) = (key, value) }
    var store = HashedStore()
    for (keyExpression, valueExpression) in pairs {
      var key = try evaluate(keyExpression, in: environment, expecting: keyType)
      var value = try evaluate(valueExpression, in: environment, expecting: valueType)
      if let keyType { key = try convert(key, to: keyType, at: keyExpression.location) }
      if let valueType { value = try convert(value, to: valueType, at: valueExpression.location) }
      let hash = try hashKey(of: key, at: keyExpression.location)
      if try store.position(of: key, hash: hash, equals: { try self.equals($0, $1, at: location) }) != nil {
        throw InterpreterError.fatal("Dictionary literal contains duplicate keys", at: keyExpression.location)
      }
      store.append(key, hash: hash, value: value)
    }
    return .dictionary(store)
  }
}

extension Evaluator {
  /// The type a generic function's type parameter stands for in this call (`as! T`), or nil when
  /// `type` names a declared type.
  func boundTypeParameter(_ type: TypeName, in environment: Environment) -> TypeName? {
    guard case .named(let name, []) = type, !declaresType(name), aliases[name] == nil,
      !Library.typeNames.contains(name),
      case .type(let bound)? = environment.scope(declaring: name)?.bindings[name]?.value
    else { return nil }
    return bound
  }
}
