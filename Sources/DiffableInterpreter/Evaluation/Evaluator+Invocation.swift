/// Running a user function: its scope, its parameters bound to the arguments (labels, defaults,
/// variadics, a closure's `$0`), its body, its result converted to the declared type, and the final
/// values of its `inout` parameters written back.
extension Evaluator {
  /// The result of running a function body, with the final values of its `inout` parameters.
  struct Invocation {
    var value: Value
    /// The final values of the `inout` parameters, by name (a few: searched in turn).
    var inoutValues: [(name: String, value: Value)] = []

    /// The final value of the `inout` parameter `name`.
    func inoutValue(named name: String) -> Value? {
      inoutValues.first { $0.name == name }?.value
    }
  }

  /// Runs a user function: binds its parameters (defaults, variadics, closures' `$0`), runs the body
  /// in a scope over the environment it was declared in, converts the result to the declared type.
  /// `keepsFirstParameter` returns the final value of a closure's first parameter too (under
  /// `"$first"`), for `reduce(into:)`, whose closure Swift declares `inout` there. `arguments` are
  /// the call's as written, when the program calls the function: an argument of the wrong type is
  /// refused at its own place, as the compiler refuses it.
  func invoke(
    _ declaration: FunctionDeclaration, in closureEnvironment: Environment, self receiver: inout Value?,
    _ values: consuming [Value], labels: [String?], trailing: [Bool], arguments: [Argument]? = nil,
    at location: SourceLocation, owner: String? = nil, keepsFirstParameter: Bool = false
  ) throws -> Invocation {
    try enterCall(at: location)
    defer { callDepth -= 1 }
    let scope = Environment(parent: closureEnvironment, generation: generation)
    scope.isCallScope = true
    scope.bindings.reserveCapacity(max(values.count, declaration.parameters.count) + 2)
    // `self` moves into the method's scope and back out (also when the body throws, as an inout
    // argument is written back), so that a mutating method changes it without copying it.
    let hasReceiver = receiver != nil
    defer { if hasReceiver { receiver = scope.bindings["self"]?.value } }
    var specialization: Specialization?
    var isStatic = false
    if let value = receiver {
      specialization = self.specialization(of: value, owner: owner)
      isStatic = value.isType
      if let specialization { bindTypeArguments(specialization, in: scope) }
      receiver = nil
      scope.isMethodScope = true
      scope.methodOwner = owner
      defineNew("self", value, isLet: !declaration.isMutating, in: scope)
      if let owner, let superclass = superclass(of: owner) {
        defineNew("super", .type(.named(superclass, [])), isLet: true, in: scope)
      }
      if declaration.name == "init" { defineNew("$initializer", .bool(true), isLet: true, in: scope) }
    }
    if declaration.capturesSelfWeakly, let selfScope = closureEnvironment.scope(declaring: "self"),
      let selfValue = selfScope.bindings["self"]?.value
    {
      define("self", .optional(selfValue), isLet: true, in: scope)
    }
    try bindParameters(
      declaration, &values, labels: labels, trailing: trailing, specialization: specialization, in: scope,
      arguments: arguments, at: location)
    if !declaration.typeParameters.isEmpty {
      bindTypeParameters(declaration.typeParameters, of: declaration, in: scope)
    }
    if isStatic, specialization == nil, let owner, let generics = types[owner]?.genericParameters,
      !generics.isEmpty
    {
      // A static method of a generic type (`Stack.of(["a"])`): its parameters tell the arguments.
      bindTypeParameters(generics, of: declaration, in: scope)
    }
    resultTypes.append(declaration.result)
    defer { resultTypes.removeLast() }
    var result: Value
    if declaration.isSingleExpression, declaration.body.count == 1,
      case .expression(let body) = declaration.body[0].kind
    {
      result = try evaluate(body, in: scope, expecting: declaration.result)
      if let type = declaration.result {
        result = try checkOptional(result, from: body, for: type, role: .result, in: scope)
      }
    } else if let only = declaration.body.first, declaration.body.count == 1, declaration.result != nil,
      Self.isConditional(only)
    {
      // A body that is one `if` or `switch` returns its branches' values.
      result = try evaluate(
        Expression(kind: .statementValue(only), location: only.location), in: scope,
        expecting: declaration.result)
    } else {
      switch try execute(declaration.body, in: scope) {
      case .returned(let value): result = value
      default: result = .void
      }
    }
    if let type = declaration.result {
      result = try convert(result, to: specialization?.apply(to: type, self) ?? type, at: location)
    }
    var invocation = Invocation(value: result)
    let parameters = declaration.parameters
    for index in parameters.indices where parameters[index].isInout {
      let name = parameters[index].name
      if let value = Self.takeBinding(name, from: scope) { invocation.inoutValues.append((name, value)) }
    }
    if keepsFirstParameter, let value = Self.takeBinding(parameters.first?.name ?? "$0", from: scope) {
      invocation.inoutValues.append(("$first", value))
    }
    return invocation
  }

  /// Binds type parameters in a function's scope, as type values: to the type a metatype
  /// argument names (`dequeue(ContactCell.self, ...)` for `_ type: T.Type`), else to the type an
  /// argument declared with it shows (`T`, `[T]`). One no argument gives stays unbound.
  private func bindTypeParameters(
    _ typeParameters: [String], of declaration: FunctionDeclaration, in scope: Environment
  ) {
    for typeParameter in typeParameters {
      if joinsIntegersToDoubles(typeParameter, of: declaration, in: scope) { continue }
      for parameter in declaration.parameters {
        guard let value = scope.bindings[parameter.name]?.value, let type = parameter.type else { continue }
        if type == .opaque("\(typeParameter).Type"), case .type = value {
          defineNew(typeParameter, value, isLet: true, in: scope)
          break
        }
        if let bound = Self.unify(type, with: Library.dynamicType(of: value), for: typeParameter) {
          defineNew(typeParameter, .type(bound), isLet: true, in: scope)
          break
        }
      }
    }
  }

  /// `pair(1, 2.5)` of `func pair<T>(_ a: T, _ b: T)`: the compiler makes `T` a `Double`, which
  /// the integer literal becomes. When the parameters typed `T` hold both an Int and a Double
  /// (only literals can, in a program that compiles), `T` is bound to Double and the Ints made
  /// Doubles. Returns whether it did.
  private func joinsIntegersToDoubles(
    _ typeParameter: String, of declaration: FunctionDeclaration, in scope: Environment
  ) -> Bool {
    let typed = declaration.parameters.filter { $0.type == .named(typeParameter, []) && !$0.isInout }
    guard typed.count > 1 else { return false }
    let values = typed.compactMap { scope.bindings[$0.name]?.value }
    guard values.contains(where: { if case .double = $0 { true } else { false } }),
      values.contains(where: { if case .int = $0 { true } else { false } })
    else { return false }
    for parameter in typed {
      if case .int(let number)? = scope.bindings[parameter.name]?.value {
        scope.bindings[parameter.name]?.value = .double(Double(number))
      }
    }
    defineNew(typeParameter, .type(.named("Double", [])), isLet: true, in: scope)
    return true
  }

  /// The value of a variable of a scope that is ending, taken out (not copied, so that the
  /// caller's is the only reference to an array or a struct's storage).
  private static func takeBinding(_ name: String, from scope: Environment) -> Value? {
    guard let position = scope.bindings.position(of: name), scope.bindings.isBound(at: position) else {
      return nil
    }
    var value = Value.void
    swap(&value, &scope.bindings[at: position]!.value)
    return value
  }

  /// The value, leaving `.void` in its place.
  static func take(_ value: inout Value) -> Value {
    let taken = value
    value = .void
    return taken
  }

  /// Whether a statement is an `if` or a `switch`, which may be a function's implicit result.
  static func isConditional(_ statement: Statement) -> Bool {
    switch statement.kind {
    case .if, .switch: true
    default: false
    }
  }

  /// `$0` to `$7`, made once rather than at every call of a closure.
  private static let anonymousNames = (0..<8).map { "$\($0)" }

  /// Labels and trailing-closure flags of calls with no labels, by argument count.
  static let unlabelled: [(labels: [String?], trailing: [Bool])] = (0..<4).map {
    (Array(repeating: nil, count: $0), Array(repeating: false, count: $0))
  }

  /// The type an `inout` parameter's assignments are checked against; nil for the others, which
  /// cannot be assigned (and whose bindings are then cheaper to copy).
  private static func assignable(_ parameter: Parameter) -> TypeName? {
    parameter.isInout ? parameter.type : nil
  }

  /// Binds parameters to the matched arguments.
  /// The arguments are moved into the scope (the array is left holding `.void`), so that a closure
  /// that changes its parameter (`reduce(into:)`) owns the only reference to it.
  private func bindParameters(
    _ declaration: FunctionDeclaration, _ values: inout [Value], labels: [String?], trailing: [Bool],
    specialization: Specialization? = nil, in scope: Environment, arguments: [Argument]?,
    at location: SourceLocation
  ) throws {
    if declaration.anonymousParameterCount > 0
      || (declaration.name == "closure" && declaration.parameters.isEmpty)
    {
      if values.count == 1, declaration.anonymousParameterCount > 1, case .tuple(let parts, _) = values[0] {
        values = parts
      }
      for index in values.indices {
        let name = index < Self.anonymousNames.count ? Self.anonymousNames[index] : "$\(index)"
        defineNew(name, Self.take(&values[index]), isLet: false, in: scope)
      }
      return
    }
    if declaration.name == "closure" {
      if values.count == 1, declaration.parameters.count > 1, case .tuple(let parts, _) = values[0] {
        values = parts
      }
      guard values.count == declaration.parameters.count else {
        throw InterpreterError.checkFailed(
          "contextual closure type expects \(values.count) arguments, but \(declaration.parameters.count) were used in closure body",
          at: declaration.location)
      }
      for (index, parameter) in declaration.parameters.enumerated() {
        var converted = Self.take(&values[index])
        if let type = parameter.type {
          // A closure the program calls by name takes arguments; one the library calls is given
          // values of its own, the closure's declared types.
          converted =
            if let arguments {
              try convert(converted, toParameter: type, argument: index, of: arguments, at: location)
            } else {
              try convert(converted, to: type, at: location)
            }
        }
        define(
          parameter.name, converted, isLet: false, type: parameter.type, optionality: parameter.optionality,
          in: scope)
      }
      return
    }
    if values.count == labels.count,
      ArgumentMatching.isDirect(declaration.parameters, labels: labels, trailing: trailing)
    {
      let parameters = declaration.parameters
      for index in parameters.indices {
        var value = Self.take(&values[index])
        if let type = parameters[index].type {
          value = try convert(
            value, toParameter: specialization?.apply(to: type, self) ?? type, argument: index, of: arguments,
            at: location)
        }
        let isInout = parameters[index].isInout
        let optionality = parameters[index].optionality
        defineNew(
          parameters[index].name, value, isLet: !isInout,
          type: isInout || optionality != .none ? parameters[index].type : nil, optionality: optionality,
          in: scope)
      }
      return
    }
    let slots: [ArgumentMatching.Slot]
    switch ArgumentMatching.match(declaration.parameters, labels: labels, trailing: trailing) {
    case .success(let matched): slots = matched
    case .failure(let mismatch): throw InterpreterError.checkFailed(mismatch.message, at: location)
    }
    for (parameter, slot) in zip(declaration.parameters, slots) {
      var value: Value
      var argument: Int?
      switch slot {
      case .argument(let index): (value, argument) = (values[index], index)
      case .variadic(let indexes):
        // Each argument is an element of the parameter's type (`Int...` takes Ints).
        let element = parameter.type.map { specialization?.apply(to: $0, self) ?? $0 }
        value = .array(
          try indexes.map { index in
            guard let element else { return values[index] }
            return try convert(
              values[index], toParameter: element, argument: index, of: arguments, at: location)
          })
      case .defaultValue:
        value = try evaluate(parameter.defaultValue!, in: scope, expecting: parameter.type)
      }
      if let type = parameter.type, !parameter.isVariadic {
        value = try convert(
          value, toParameter: specialization?.apply(to: type, self) ?? type, argument: argument,
          of: arguments,
          at: location)
      }
      define(
        parameter.name, value, isLet: !parameter.isInout,
        type: parameter.optionality != .none ? parameter.type : Self.assignable(parameter),
        optionality: parameter.optionality, in: scope)
    }
  }

  /// Converts the value of argument number `argument` of a call at `location` to its parameter's
  /// type. A value of another type is refused at the argument as written in `arguments`, where the
  /// compiler points (the call's place when there is none): the place is looked up only then, so
  /// that a call that binds its arguments pays nothing for it.
  private func convert(
    _ value: Value, toParameter type: TypeName, argument: Int?, of arguments: [Argument]?,
    at location: SourceLocation
  ) throws -> Value {
    do {
      return try convert(value, to: type, role: .argument, at: location)
    } catch var error as InterpreterError where error.stage == .check && error.location == location {
      if let argument, let arguments, argument < arguments.count {
        error.location = Self.place(of: arguments[argument].value)
      }
      throw error
    }
  }

  /// Writes the final values of `inout` parameters back to the `&` arguments.
  func writeBack(
    inoutArguments arguments: [Argument], of declaration: FunctionDeclaration,
    _ values: [(name: String, value: Value)], in environment: Environment
  ) throws {
    guard !values.isEmpty,
      case .success(let slots) = ArgumentMatching.match(
        declaration.parameters, labels: arguments.map(\.label), trailing: arguments.map(\.isTrailingClosure))
    else { return }
    for (parameter, slot) in zip(declaration.parameters, slots) where parameter.isInout {
      guard case .argument(let index) = slot, case .inoutReference(let target) = arguments[index].value.kind,
        let value = values.first(where: { $0.name == parameter.name })?.value
      else { continue }
      try assign(value, to: target, in: environment)
    }
  }
}
