extension Checker {
  /// What a bare name refers to: a symbol of a scope, a member of `self`, a type or library function.
  enum Resolution {
    case symbol(Symbol)
    case member
    case library
  }

  /// Whether `name` names a type here (rather than a variable or member).
  func resolveForType(_ name: String) -> Resolution? {
    switch resolve(name) {
    case .library?, .symbol(.type)?: return .library
    default: return nil
    }
  }

  func resolve(_ name: String) -> Resolution? {
    // Inside a method, a member of `self` hides a global of the same name.
    for scope in scopes.dropFirst().reversed() {
      if let symbol = scope[name] { return .symbol(symbol) }
    }
    for type in enclosingTypes.reversed() {
      if typeMembers[type]?.contains(name) == true || openTypes.contains(type) { return .member }
    }
    if let symbol = scopes.first?[name] { return .symbol(symbol) }
    if evaluator.declaresType(name) || typeMembers[name] != nil || Library.typeNames.contains(name)
      || evaluator.aliases[name] != nil || nestedAliases.contains(name)
    {
      return .library
    }
    if Library.globalFunction(name, evaluator: evaluator) != nil { return .library }
    if evaluator.sessionObjects?.object(named: name) != nil { return .symbol(.variable(isLet: true)) }
    return nil
  }

  /// The one enum of the program that has a case `name`, for the hint of a name written without
  /// its dot (`apples` for `.apples`), or nil.
  private func caseOwner(of name: String) -> String? {
    // The enums the program declared, in earlier entries or in this one.
    let owners = Set(
      enumCases.filter { type, cases in
        cases.contains(name) && evaluator.types[type]?.location.entry != UIKitPrelude.entry
      }
      .map(\.key))
    return owners.count == 1 ? owners.first : nil
  }

  /// Checks an expression's names, assignments and calls.
  mutating func check(_ expression: Expression) throws {
    let location = expression.location
    switch expression.kind {
    case .type(let type):
      // `PassthroughSubject<Int, Never>()`, `Set<Plain>()`: a type written in an expression is
      // checked as one written in an annotation.
      try checkAnnotation(type, at: TypeLocation(start: location))
    case .integer, .double, .string, .boolean, .nilLiteral, .discard, .superMember, .literalValue:
      break
    case .selector(let reference, _):
      // The method must be there, as the compiler requires (`@objc` is not asked for: diffable
      // has no Objective-C runtime to expose it to).
      try check(reference)
      if case .member(let base, let name) = reference.kind, case .name(let typeName) = base.kind,
        let members = typeMembers[typeName], !openTypes.contains(typeName), !members.contains(name)
      {
        throw InterpreterError.checkFailed(
          "type '\(typeName)' has no member '\(name)'", at: reference.location)
      }
    case .implicitMember(let name):
      try checkImplicitMember(name, at: location)
    case .dynamicSelf(let type):
      try check(Expression(kind: .name(type), location: location))
    case .selfValue:
      if enclosingTypes.isEmpty, resolve("self") == nil {
        throw InterpreterError.notInScope("self", at: location)
      }
    case .name(let name):
      guard resolve(name) != nil else {
        if Self.knownButNotRun(name) { throw InterpreterError.unsupported("'\(name)'", at: location) }
        throw InterpreterError.notInScope(name, caseOf: caseOwner(of: name), at: location)
      }
    case .interpolation(let parts):
      for case .value(let value) in parts {
        try check(value)
        try checkDescribedValue(value)
      }
    case .member(let base, let name):
      try check(base)
      // Code that asks a table view for its cells: table views keep them from now on.
      if Evaluator.cellQueryNames.contains(name) { evaluator.keepsCells = true }
      if Evaluator.classicRowUpdateNames.contains(name),
        !typeMembers.values.contains(where: { $0.contains(name) }), !declaresTableRows
      {
        throw Evaluator.classicUpdateRefusal(name, at: location)
      }
      try checkStaticMember(base, name, at: location)
      try checkInstanceMember(base, name, at: location)
      try checkAvailability(of: name, at: location)
      try checkActorProperty(name, of: base, changing: false, at: location)
    case .try(let body, _):
      let outer = insideTry
      insideTry = true
      defer { insideTry = outer }
      try check(body)
    case .await(let body):
      let outer = insideAwait
      insideAwait = true
      defer { insideAwait = outer }
      try check(body)
    case .tupleElement(let base, _), .optionalBind(let base), .optionalChain(let base),
      .forceUnwrap(let base), .prefix(_, let base), .isType(let base, _), .cast(let base, _, _),
      .inoutReference(let base):
      try check(base)
    case .call(let callee, let arguments):
      try check(call: callee, arguments, at: location)
    case .subscript(let base, let arguments):
      try check(base)
      for argument in arguments { try check(argument.value) }
    case .binary(let name, let left, let right):
      try check(left)
      try check(right)
      try checkConstant(name, left, right, at: location)
      try checkNumbers(name, left, right, at: location)
      // A comparison with `nil` needs no Equatable (`self != nil` with `[weak self]`).
      if name == "==" || name == "!=", !Self.isNilLiteral(left), !Self.isNilLiteral(right),
        let typeName = knownType(of: left) ?? constructedType(left), !isEquatable(typeName, seen: [])
      {
        throw InterpreterError.checkFailed(
          "binary operator '\(name)' cannot be applied to two '\(typeName)' operands", at: location)
      }
    case .assign(let target, let value), .compoundAssign(_, let target, let value):
      try check(value)
      if case .discard = target.kind { return }
      if case .member(let base, let name) = target.kind {
        try checkActorProperty(name, of: base, changing: true, at: target.location)
      }
      try check(target)
      try checkAssignable(target)
      try checkLetProperties(changedBy: target, compound: !isPlainAssignment(expression))
      if case .compoundAssign = expression.kind { try checkNumbers(assigning: value, to: target) }
      if case .assign = expression.kind, Self.isPlainPlace(target) {
        try checkConversion(value, to: staticType(of: target), role: .assignment)
      }
      if case .assign = expression.kind { try checkSubscriptAssignment(target, value) }
    case .ternary(let condition, let then, let otherwise):
      try check(condition)
      try check(then)
      try check(otherwise)
    case .closure(let function):
      // A closure's body needs its own `try`s.
      let outer = insideTry
      insideTry = false
      defer { insideTry = outer }
      try check(function: function, selfType: nil)
    case .array(let elements):
      for element in elements { try check(element) }
    case .dictionary(let pairs):
      for (key, value) in pairs {
        try check(key)
        try check(value)
      }
    case .tuple(let elements):
      for element in elements { try check(element.value) }
    case .statementValue(let statement):
      try checkBlock([statement], newScope: false)
    }
  }

  /// A call: its callee and arguments, and the labels against a known function or initializer.
  private mutating func check(call callee: Expression, _ arguments: [Argument], at location: SourceLocation)
    throws
  {
    try check(callee)
    if case .name("DispatchQueue") = callee.kind,
      resolve("DispatchQueue").map({ if case .library = $0 { true } else { false } }) ?? true
    {
      throw InterpreterError.unsupported("queues other than DispatchQueue.main", at: location)
    }
    if case .member(_, "assign") = callee.kind, arguments.map(\.label) == ["to"],
      case .inoutReference = arguments[0].value.kind,
      !typeMethods.contains(where: { $0.value["assign"] != nil && !evaluator.isPreludeType($0.key) })
    {
      // iOS 14's `assign(to: &model.$items)`, which republishes into another `@Published`.
      var error = InterpreterError.unsupported(
        "Combine's 'assign(to:)' of a @Published property", at: location)
      error.fix = "assign on the object instead: .assign(to: \\.items, on: model)"
      throw error
    }
    if case .member(_, let method) = callee.kind,
      Self.methodsKnownButNotRun.keys.contains(where: { $0.hasPrefix(method + "(") }),
      !typeMethods.values.contains(where: { $0[method] != nil })
    {
      // A framework's method the program does not declare itself (a type of its own may have an
      // `encode(_:)`).
      let fullName = "\(method)(\(arguments.map { "\($0.label ?? "_"):" }.joined()))"
      if let framework = Self.methodsKnownButNotRun[fullName] {
        throw InterpreterError.unsupported("'\(fullName)' (\(framework))", at: location)
      }
    }
    try checkLibraryCall(callee, arguments, at: location)
    let outer = insideSnapshotCall
    if case .member(_, let method) = callee.kind, Library.snapshotLabels[method] != nil {
      insideSnapshotCall = true
    }
    for argument in arguments { try check(argument.value) }
    insideSnapshotCall = outer
    // On the constant itself (`numbers.append(1)`); deeper (`controllers[0].items.append(1)`) a
    // class instance on the way may be what changes, which the evaluator tells.
    if case .member(let base, let method) = callee.kind, case .name(let root) = base.kind,
      case .symbol(.valueConstant)? = resolve(root),
      Library.mutatingMethods.contains(method) || evaluatorMutates(method)
    {
      throw InterpreterError.checkFailed(
        "cannot use mutating member on immutable value: '\(root)' is a 'let' constant", at: callee.location)
    }
    try checkMutatingCall(callee)
    if case .member(let receiver, let method) = callee.kind,
      Library.mutatingMethods.contains(method) || evaluatorMutates(method), holdsValue(receiver),
      let property = changedLetProperty(receiver)
    {
      throw InterpreterError.checkFailed(
        "cannot use mutating member on immutable value: '\(property)' is a 'let' constant",
        at: callee.location)
    }
    if case .member(let receiver, let method) = callee.kind,
      case .member(let base, let property) = receiver.kind,
      Library.mutatingMethods.contains(method) || evaluatorMutates(method),
      let typeName = knownType(of: base), access.privateSetters[typeName]?.contains(property) == true,
      !isInside(typeName)
    {
      // `store.names.append(x)` changes a `private(set)` property from outside its type.
      throw InterpreterError.checkFailed(
        "cannot use mutating member on immutable value: '\(property)' setter is inaccessible",
        at: callee.location)
    }
    if case .member(let base, "get") = callee.kind, !insideTry,
      knownType(of: base).map(evaluator.isLibraryResult) == true
    {
      // `Result.get()` throws its failure.
      throw InterpreterError.unmarkedThrowingCall(at: location)
    }
    if case .member(let base, let method) = callee.kind, let typeName = knownType(of: base),
      let declarations = typeMethods[typeName]?[method], !declarations.isEmpty
    {
      try checkActorIsolation(declarations, of: typeName, at: callee.location)
      if declarations.allSatisfy(\.isAsync) { try checkAwaited(at: location) }
      try checkLabels(
        of: declarations.map(\.parameters), arguments,
        callee: Evaluator.OverloadKind.instanceMethod.callee(method),
        at: location)
      try checkOverloadTypes(
        declarations, arguments, name: method, kind: .instanceMethod, at: callee.location)
    }
    try checkGenericRequirements(of: callee, arguments)
    guard case .name(let name) = callee.kind else { return }
    if initializerIsInaccessible(name, arguments) {
      throw InterpreterError.checkFailed(
        "'\(name)' initializer is inaccessible due to 'private' protection level", at: callee.location)
    }
    switch resolve(name) {
    case .symbol(.variable(_, _, _, .function(let parameters, _)?))?,
      .symbol(.valueConstant(_, .function(let parameters, _)?))?:
      try checkArguments(arguments, ofFunctionValue: parameters)
    case .symbol(.function(let declarations))?:
      if !insideTry, declarations.allSatisfy({ $0.isThrowing && !$0.isRethrowing }) {
        throw InterpreterError.unmarkedThrowingCall(at: location)
      }
      if declarations.allSatisfy(\.isAsync) { try checkAwaited(at: location) }
      let kind = functionKind(of: name)
      try checkLabels(
        of: declarations.map(\.parameters), arguments, callee: kind.callee(name), at: location)
      try checkOverloadTypes(declarations, arguments, name: name, kind: kind, at: location)
    case .library? where structInitializers[name] != nil,
      .symbol(.type)? where structInitializers[name] != nil:
      try checkLabels(
        of: structInitializers[name] ?? [], arguments,
        callee: Evaluator.OverloadKind.initializer.callee(name), at: location)
      try checkOverloadTypes(
        access.declaredInitializers[name] ?? [], arguments, name: name, kind: .initializer, at: location)
    default:
      return
    }
  }

  /// Methods of Apple's frameworks on values the interpreter has (a String's), which it does not
  /// run yet, with what they belong to: refused by name rather than by what follows from them.
  static let methodsKnownButNotRun: [String: String] = [
    "data(using:)": "Foundation's Data", "write(to:atomically:encoding:)": "Foundation's file writing",
    "decode(_:from:)": "Foundation's JSONDecoder", "encode(_:)": "Foundation's JSONEncoder",
  ]

  /// Whether a type of the program answers a table view's rows itself
  /// (`tableView(_:numberOfRowsInSection:)`): its table's own updates then run.
  private var declaresTableRows: Bool {
    typeMethods.values.contains { methods in
      methods["tableView"]?.contains { $0.parameters.map(\.label) == [nil, "numberOfRowsInSection"] } == true
    }
  }

  private static func isNilLiteral(_ expression: Expression) -> Bool {
    if case .nilLiteral = expression.kind { return true }
    return false
  }

  /// Refuses a call whose labels fit none of the parameter lists it may call: the compiler's
  /// message for the only candidate, or `no exact matches in call to <callee>` when there are several.
  private func checkLabels(
    of candidates: [[Parameter]], _ arguments: [Argument], callee: String, at location: SourceLocation
  ) throws {
    let labels = arguments.map(\.label)
    let trailing = arguments.map(\.isTrailingClosure)
    var mismatch: ArgumentMatching.Mismatch?
    for parameters in candidates {
      switch ArgumentMatching.match(parameters, labels: labels, trailing: trailing) {
      case .success(let slots):
        if candidates.count == 1 { try checkArgumentLiterals(arguments, parameters, slots) }
        return
      case .failure(let failure): mismatch = mismatch ?? failure
      }
    }
    if candidates.count > 1 { throw InterpreterError.noExactMatches(calling: callee, at: location) }
    if let mismatch { throw InterpreterError.checkFailed(mismatch.message, at: location) }
  }

  /// Refuses a literal argument of plainly the wrong type for its parameter.
  private func checkArgumentLiterals(
    _ arguments: [Argument], _ parameters: [Parameter], _ slots: [ArgumentMatching.Slot]
  ) throws {
    for (parameter, slot) in zip(parameters, slots) {
      guard case .argument(let index) = slot else { continue }
      // An `inout` parameter takes a variable marked `&` (else the change would be lost).
      if parameter.isInout, !Self.isInoutReference(arguments[index].value), let type = parameter.type {
        throw InterpreterError.checkFailed(
          "passing value of type '\(type)' to an inout parameter requires explicit '&'",
          at: arguments[index].value.location)
      }
      guard !parameter.isAutoclosure else { continue }
      if let (literal, name) = Self.literalMismatch(arguments[index].value, parameter.type) {
        throw InterpreterError.checkFailed(
          "cannot convert value of type '\(literal)' to expected argument type '\(name)'",
          at: arguments[index].value.location)
      }
      if !parameter.isInout, !parameter.isVariadic {
        try checkConversion(arguments[index].value, to: parameter.type, role: .argument)
      }
    }
  }

  private static func isInoutReference(_ expression: Expression) -> Bool {
    if case .inoutReference = expression.kind { return true }
    return false
  }
}
