/// Values of one plain type where the program expects another: Swift converts no `Int` into a
/// `Double` (nor a `Double` into an `Int`, an `Int` into a `String`...) and no function into a
/// function of other parameter or result types; only a literal adapts to where it goes. Refused
/// before the entry runs with swiftc's words (``ConversionRole``) at the value, where the checker
/// knows both types for sure: the value is a variable, a parameter, a property or a function of
/// the program's, declared with (or plainly inferred as) `Int`, `Double`, `String`, `Bool` or a
/// function of those, and the expected type is written with them. A type it cannot judge (a
/// generic parameter, an alias, a framework's type) is let through.
extension Checker {
  /// Refuses `value` where `expected` is wanted, for the role it plays there (`let d: Double = n`,
  /// `f(n)`, `return n`); array literals are checked element by element, closures by their shape.
  func checkConversion(_ value: Expression, to expected: TypeName?, role: ConversionRole) throws {
    guard let expected else { return }
    switch value.kind {
    case .array(let elements):
      guard case .array(let element) = expected.unwrappedOnce else { return }
      for item in elements {
        if let (literal, name) = Self.literalMismatch(item, element) {
          throw InterpreterError.checkFailed(
            ConversionRole.element.message(actual: literal, shown: "'\(name)'"), at: item.location)
        }
        try checkConversion(item, to: element, role: .element)
      }
    case .closure(let closure):
      try checkClosure(closure, at: value.location, against: expected, role: role)
    default:
      guard let actual = valueType(of: value), let shown = Self.mismatch(actual, expected) else { return }
      throw InterpreterError.checkFailed(
        role.message(actual: actual.sugared, shown: "'\(Self.expectedSpelling(shown))'"), at: value.location)
    }
  }

  /// The type a value that is not a literal surely has: a function of the program's by its
  /// name (a single declaration), a variable's, parameter's or property's as declared.
  func valueType(of expression: Expression) -> TypeName? {
    switch expression.kind {
    case .name(let name):
      if case .symbol(.function(let declarations))? = resolve(name) {
        return declarations.count == 1 ? Self.functionType(of: declarations[0]) : nil
      }
      return staticType(of: expression)
    case .member(let base, _):
      if case .name(let typeName) = base.kind, case .library? = resolveForType(typeName) { return nil }
      return staticType(of: expression)
    default:
      return nil
    }
  }

  /// A plain function's type, `(String) -> Int` (`-> ()` without a result), or nil for one that
  /// is generic, throws, is async or takes `inout`, variadic, defaulted or autoclosure parameters.
  static func functionType(of function: FunctionDeclaration) -> TypeName? {
    guard function.typeParameters.isEmpty, !function.isThrowing, !function.isAsync, function.name != "init"
    else { return nil }
    var parameters: [TypeName] = []
    for parameter in function.parameters {
      guard let type = parameter.type, !parameter.isInout, !parameter.isVariadic, !parameter.isAutoclosure,
        parameter.defaultValue == nil
      else { return nil }
      parameters.append(type)
    }
    return .function(parameters, function.result ?? .tuple([], labels: []))
  }

  /// The expected type as swiftc shows it when a value of `actual` cannot be converted to it,
  /// or nil when it can or the checker cannot tell. A value is wrapped into an optional, which
  /// the message then leaves out (`let d: Double? = n` wants a `Double`).
  static func mismatch(_ actual: TypeName, _ expected: TypeName) -> TypeName? {
    var expected = expected
    if case .optional(let wrapped) = expected, !actual.isOptional { expected = wrapped }
    guard isJudged(actual), isJudged(expected), normalized(actual) != normalized(expected) else { return nil }
    return expected
  }

  /// An expected type as swiftc shows it: a function type without a result as written in most
  /// code, `-> Void` (the lowerer keeps `Void` and `()` alike; a type written `-> ()` is shown
  /// `-> Void` too).
  static func expectedSpelling(_ type: TypeName) -> String {
    guard case .function(let parameters, let result) = type, isVoid(result) else { return type.sugared }
    return "(\(parameters.map(\.sugared).joined(separator: ", "))) -> Void"
  }

  /// Whether the checker knows every part of a type: a plain one, or a function of plain ones.
  private static func isJudged(_ type: TypeName) -> Bool {
    switch type {
    case .named: isPlainValue(type)
    case .function(let parameters, let result):
      parameters.allSatisfy(isJudged) && (isJudged(result) || isVoid(result))
    default: false
    }
  }

  /// Whether a result type is `Void`, written so or as `()`.
  static func isVoid(_ type: TypeName) -> Bool {
    switch type {
    case .named("Void", []): true
    case .tuple(let elements, _): elements.isEmpty
    default: false
    }
  }

  /// The type with `Void` written one way.
  private static func normalized(_ type: TypeName) -> TypeName {
    switch type {
    case .function(let parameters, let result):
      .function(parameters.map(normalized), isVoid(result) ? .tuple([], labels: []) : normalized(result))
    default: type
    }
  }
}

extension TypeName {
  /// The type inside one level of `?`, or the type itself.
  var unwrappedOnce: TypeName {
    if case .optional(let wrapped) = self { return wrapped }
    return self
  }
}

/// A closure where the program expects a function type it knows (`(Int) -> Int`, a parameter's,
/// an annotation's): swiftc refuses it when it declares another number of parameters, other
/// parameter types, or gives a value of another type than the result.
extension Checker {
  /// Refuses a closure that cannot be of the function type `expected`, at its brace or at the
  /// value it returns.
  func checkClosure(
    _ closure: FunctionDeclaration, at location: SourceLocation, against expected: TypeName,
    role: ConversionRole
  ) throws {
    let expected = expected.unwrappedOnce
    guard case .function(let parameters, let result) = expected, Self.isJudged(expected) else { return }
    let written = closure.parameters
    if !written.isEmpty, written.count != parameters.count {
      throw InterpreterError.closureArity(
        Self.expectedSpelling(expected), parameters.count, used: written.count,
        at: closure.parameterListLocation ?? location)
    }
    if !written.isEmpty, written.contains(where: { $0.type != nil }) {
      let own = TypeName.function(
        zip(written, parameters).map { $0.type ?? $1 },
        closure.result ?? (Self.isVoid(result) ? .tuple([], labels: []) : result))
      if Self.mismatch(own, expected) != nil {
        throw InterpreterError.checkFailed(
          role.message(actual: own.sugared, shown: "'\(Self.expectedSpelling(expected))'"), at: location)
      }
    }
    let resultType = closure.result ?? result
    guard !Self.isVoid(resultType) else { return }
    for (value, single) in Self.returnedValues(of: closure) {
      if let (literal, name) = Self.literalMismatch(value, resultType) {
        throw InterpreterError.checkFailed(
          ConversionRole.closureResult.message(actual: literal, shown: "'\(name)'"), at: value.location)
      }
      // Only a single expression names nothing the closure declares itself but its parameters.
      guard single, let actual = closureValueType(of: value, closure, parameters),
        let shown = Self.mismatch(actual, resultType)
      else { continue }
      throw InterpreterError.checkFailed(
        ConversionRole.closureResult.message(actual: actual.sugared, shown: "'\(shown.sugared)'"),
        at: value.location)
    }
  }

  /// The values a closure gives: its single expression, or what the `return`s of its body (not
  /// of blocks inside it) give, each with whether it is the single expression.
  private static func returnedValues(of closure: FunctionDeclaration) -> [(Expression, Bool)] {
    if closure.isSingleExpression, closure.body.count == 1, case .expression(let value) = closure.body[0].kind
    {
      return [(value, true)]
    }
    return closure.body.compactMap {
      if case .return(let value?) = $0.kind { (value, false) } else { nil }
    }
  }

  /// The type of a closure's single expression: one of its parameters' (as written or as the
  /// context gives it), else what the name outside the closure has.
  private func closureValueType(
    of value: Expression, _ closure: FunctionDeclaration, _ context: [TypeName]
  ) -> TypeName? {
    guard case .name(let name) = value.kind else { return valueType(of: value) }
    if closure.captures.contains(where: { $0.name == name }) { return nil }
    if let index = closure.parameters.firstIndex(where: { $0.name == name }) {
      return closure.parameters[index].type ?? (index < context.count ? context[index] : nil)
    }
    if closure.parameters.isEmpty, name.hasPrefix("$"), let index = Int(name.dropFirst()) {
      return index < context.count ? context[index] : nil
    }
    return valueType(of: value)
  }
}

extension Checker {
  /// Refuses the arguments of a call of a variable that holds a function of a declared type
  /// (`let f: (Int) -> Int`; `f("a")`): its parameters take no labels.
  func checkArguments(_ arguments: [Argument], ofFunctionValue parameters: [TypeName]) throws {
    guard arguments.count == parameters.count, arguments.allSatisfy({ $0.label == nil }) else { return }
    for (argument, parameter) in zip(arguments, parameters) {
      if let (literal, name) = Self.literalMismatch(argument.value, parameter) {
        throw InterpreterError.checkFailed(
          ConversionRole.argument.message(actual: literal, shown: "'\(name)'"), at: argument.value.location)
      }
      try checkConversion(argument.value, to: parameter, role: .argument)
    }
  }

  /// Refuses the single expression a function's body returns (`func f() -> Double { n }`).
  func checkSingleExpressionResult(of function: FunctionDeclaration) throws {
    guard function.name != "closure", function.isSingleExpression, function.body.count == 1,
      case .expression(let value) = function.body[0].kind, let result = function.result
    else { return }
    if let (literal, name) = Self.literalMismatch(value, result.unwrappedOnce) {
      throw InterpreterError.checkFailed(
        ConversionRole.result.message(actual: literal, shown: "'\(name)'"), at: value.location)
    }
    try checkConversion(value, to: result, role: .result)
  }

  /// Whether an assignment's target is a variable or a property (not an element, not `_`),
  /// whose declared type is what the value must have.
  static func isPlainPlace(_ target: Expression) -> Bool {
    switch target.kind {
    case .name: true
    case .member(let base, _):
      isPlainPlace(base) || { if case .selfValue = base.kind { true } else { false } }()
    default: false
    }
  }
}
