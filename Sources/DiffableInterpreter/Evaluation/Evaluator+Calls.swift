extension Evaluator {
  /// A call: of a function value, a method (mutating ones change their receiver in place), an
  /// initializer, an enum case with a payload, or a library function.
  func evaluateCall(
    _ callee: Expression, _ arguments: [Argument], in environment: Environment, expecting: TypeName?,
    at location: SourceLocation
  ) throws -> Value {
    switch callee.kind {
    case .member(let base, let name):
      if name == "init", case .selfValue = base.kind {
        // self.init(...) delegates to another initializer of the same type.
        let receiver = try lookup("self", in: environment, at: location)
        var constructed = try construct(
          receiver.typeName, arguments, in: environment, receiver: receiver.isObject ? receiver : nil,
          at: location)
        if case .optional(let made) = constructed {
          // A failable initializer's value: its failure is this initializer's too
          // (`init?(raw: String) { self.init(rawValue: raw) }`).
          guard let made else { throw FailedInitialization() }
          constructed = made
        }
        if !receiver.isObject { try assign(constructed, to: base, in: environment) }
        return .void
      }
      if let type = try typeDenoted(by: base, in: environment) {
        // `Result<Int, E>.success(1)`: the written type arguments are the context.
        var context = expecting
        if case .type(let written) = base.kind, case .named(_, let generics) = written, !generics.isEmpty {
          context = written
        }
        return try callStatic(
          type, name, arguments, in: environment, expecting: context, memberAt: callee.location, at: location)
      }
      if isAssignable(base), mayMutate(name) {
        let base = try settledReceiver(base, in: environment)
        // The receiver is read once for its type and dropped before it is changed in place, so
        // that no second reference forces a copy of its storage.
        let (typeName, hint, hints, heldElement) = try peekReceiver(
          base, calling: name, arguments, in: environment, at: location)
        if typeName == "Optional" {
          try refuseMemberOfOptional(
            try evaluate(base, in: environment), base: base, member: name, at: callee.location,
            in: environment)
        }
        let seen = try staticallyDispatched(
          name, arguments, on: typeName, base: base, in: environment, at: callee.location)
        let chosen =
          seen == nil
          ? try chooseMethod(name, arguments, of: typeName, in: environment, at: callee.location) : nil
        var values =
          try chosen?.values
          ?? evaluateArguments(
            arguments, for: seen?.declaration ?? method(named: name, of: typeName), in: environment,
            hint: hint,
            hints: hints)
        if !Self.isOfType(values, heldElement), Self.elementAddingMethods.contains(name),
          typeName == "Array" || typeName == "Set" || typeName == "Dictionary"
        {
          values = try checkedAddedElements(
            values, arguments, calling: name, on: base, in: environment, at: callee.location)
        }
        return try refusingLetConstants("cannot use mutating member on immutable value", at: callee.location)
        {
          try modify(base, in: environment) { receiver in
            try self.callMethod(
              on: &receiver, name, values, arguments, in: environment, at: location,
              chosen: seen ?? chosen?.method)
          }
        }
      }
      // An implicit member chain (`.percent.locale(us)`) takes its root's type from the context.
      var receiver = try evaluate(
        base, in: environment, expecting: Self.isImplicitMemberChain(base) ? expecting : nil)
      if case .optional = receiver {
        try refuseMemberOfOptional(receiver, base: base, member: name, at: callee.location, in: environment)
      }
      if case .type(let type) = receiver, let typeName = type.nominalName, declaresType(typeName) {
        // A metatype held in a value (`let kind: Base.Type = Derived.self`, `$0.init()`): a
        // static member or an initializer of the type it holds.
        if name == "init" {
          return try construct(typeName, arguments, in: environment, receiver: nil, at: location)
        }
        return try callStatic(
          typeName, name, arguments, in: environment, expecting: expecting, memberAt: callee.location,
          at: location)
      }
      if let seen = try staticallyDispatched(
        name, arguments, on: receiver.typeName, base: base, in: environment, at: callee.location)
      {
        let values = try evaluateArguments(arguments, for: seen.declaration, in: environment)
        return try callMethod(
          on: &receiver, name, values, arguments, in: environment, at: location, chosen: seen)
      }
      if let chosen = try chooseMethod(
        name, arguments, of: receiver.typeName, in: environment, at: callee.location)
      {
        return try callMethod(
          on: &receiver, name, chosen.values, arguments, in: environment, at: location, chosen: chosen.method)
      }
      let values = try evaluateArguments(
        arguments, for: method(named: name, of: receiver.typeName), in: environment,
        hint: Self.elementType(of: receiver),
        hints: libraryArgumentTypes(of: receiver, name, labels: arguments.map(\.label)))
      return try callMethod(on: &receiver, name, values, arguments, in: environment, at: location)
    case .implicitMember(let name):
      return try implicitMember(name, arguments: arguments, expecting, in: environment, at: location)
    case .superMember(let name):
      guard case .type(let superType)? = environment.scope(declaring: "super")?.bindings["super"]?.value,
        let superName = superType.nominalName
      else {
        if name == "init", let made = try initializeNativeBase(arguments, in: environment, at: location) {
          return made
        }
        if let made = try callNativeBase(name, arguments, in: environment, at: location) { return made }
        throw InterpreterError.checkFailed("'super' cannot be used outside of a subclass", at: location)
      }
      var receiver = try lookup("self", in: environment, at: location)
      if name == "init" {
        return try construct(superName, arguments, in: environment, receiver: receiver, at: location)
      }
      guard var method = findMethod(name, labels: arguments.map(\.label), in: superName, isStatic: false)
      else {
        throw InterpreterError.checkFailed(
          "value of type '\(superName)' has no member '\(name)'", at: location)
      }
      let values: [Value]
      if method.overloads.isEmpty {
        values = try evaluateArguments(arguments, for: method.declaration, in: environment)
      } else {
        (method, values) = try chooseMethod(
          method.overloads, arguments, name: name, kind: .instanceMethod, in: environment, at: callee.location
        )
      }
      return try invoke(
        method.declaration, owner: method.owner, self: &receiver, values, arguments, in: environment,
        at: location)
    default:
      break
    }
    var called: CalledName?
    if case .name(let name) = callee.kind { called = try scanCalledName(name, in: environment) }
    if case .function(let target)? = called {
      // A function or closure in a scope no method's `self` comes before: what the checks below
      // would find after looking for types, `swap` and library members first.
      return try callFunction(target, arguments, in: environment, at: location)
    }
    if case .name(let name) = callee.kind, case .method(let selfValue)? = called {
      // `bump()` in a method is `self.bump()` (`Self.make()` in a static one).
      let base =
        if case .type(let type) = selfValue {
          Expression(kind: .type(type), location: callee.location)
        } else {
          Expression(kind: .selfValue, location: callee.location)
        }
      return try evaluateCall(
        Expression(kind: .member(base, name), location: callee.location), arguments, in: environment,
        expecting: expecting, at: location)
    }
    if case .name(let name) = callee.kind, case .unbound? = called {
      let isDeclared = declaresType(name)
      if !isDeclared, let expected = expecting.map(resolvedType)?.unwrapped,
        case .named(name, let generics) = expected, !generics.isEmpty
      {
        // `dataSource = UITableViewDiffableDataSource(tableView:...)`: the generic arguments are the
        // property's, as the compiler infers them.
        return try evaluateCall(
          Expression(kind: .type(expected), location: callee.location), arguments, in: environment,
          expecting: expecting, at: location)
      }
      if isDeclared || Library.typeNames.contains(name) {
        return try construct(
          name, arguments, in: environment, receiver: nil, expecting: expecting, at: location)
      }
      if let target = aliases[name] {
        // An alias of a library type (`typealias DataSource = UITableViewDiffableDataSource<S, I>`).
        return try evaluateCall(
          Expression(kind: .type(target), location: callee.location), arguments, in: environment,
          expecting: expecting, at: location)
      }
    }
    if case .type(let type) = callee.kind, let name = type.nominalName, declaresType(name),
      !Library.typeNames.contains(name)
    {
      // `Stack<Int>()`: a generic type of the program, constructed as written.
      if case .named(_, let written) = type, !written.isEmpty {
        // `Stack<Element>()` in a method of a generic type names the arguments bound there.
        let arguments_ = written.map { boundTypeParameter($0, in: environment) ?? $0 }
        return try construct(
          name, arguments, in: environment, receiver: nil, written: arguments_, at: location)
      }
      return try construct(
        name, arguments, in: environment, receiver: nil, expecting: expecting, at: location)
    }
    if case .type(let written) = callee.kind {
      let type = resolvedType(written)
      let hints = Self.uikitArgumentTypes(ofInitializer: type.nominalName, labels: arguments.map(\.label))
      return try constructBuiltin(
        type, try evaluateArguments(arguments, for: nil, in: environment, hints: hints), arguments,
        at: location)
    }
    if let value = try globalCallOfPlaces(callee, arguments, in: environment) { return value }
    if Self.mayBeCollectionType(callee), let type = typeLiteral(callee),
      type.nominalName == "Array" || type.nominalName == "Dictionary"
    {
      let values = try evaluateArguments(arguments, for: nil, in: environment)
      return try constructBuiltin(type, values, arguments, at: location)
    }
    if case .name(let name) = callee.kind, environment.scope(declaring: name) == nil,
      let selfScope = environment.scope(declaring: "self"), selfScope.isMethodScope,
      let selfValue = selfScope.bindings["self"]?.value, !selfValue.isObject, !selfValue.isType,
      Library.typeNames.contains(selfValue.typeName) || !isUserType(selfValue.typeName),
      Library.globalFunction(name, evaluator: self) == nil
    {
      // A method of an extension of a library type calls the type's own methods bare
      // (`appendSections(...)` in `extension NSDiffableDataSourceSnapshot`): on `self`; a global
      // function (`print`) stays one.
      let member = Expression(
        kind: .member(Expression(kind: .selfValue, location: callee.location), name),
        location: callee.location)
      return try evaluateCall(member, arguments, in: environment, expecting: expecting, at: location)
    }
    if case .name(let name) = callee.kind, isMethodOfSelf(name, in: environment) {
      // `b()` in a method is `self.b()`, whose method may be chosen by the type seen.
      let member = Expression(
        kind: .member(Expression(kind: .selfValue, location: callee.location), name),
        location: callee.location)
      return try evaluateCall(member, arguments, in: environment, expecting: expecting, at: location)
    }
    let function = try evaluate(callee, in: environment)
    if case .type(let type) = function, let name = type.nominalName, declaresType(name) {
      // A type named bare where `self`'s members are in scope (`In(x: 1)` in a static method of
      // the type that nests `In`).
      return try construct(name, arguments, in: environment, receiver: nil, at: location)
    }
    guard case .function(let target) = function else {
      throw InterpreterError.checkFailed(
        "cannot call value of non-function type '\(function.typeName)'", at: location)
    }
    return try callFunction(target, arguments, in: environment, at: location)
  }

  /// The types the arguments of a method the library runs natively are read as, where its
  /// parameters' types give an implicit member its type (`scrollPosition: .none`, `.day`,
  /// `.currency(code:)`), or nil.
  private func libraryArgumentTypes(of receiver: Value, _ name: String, labels: [String?]) -> [TypeName?]? {
    switch receiver {
    case .snapshot(let snapshot):
      return Self.snapshotArgumentTypes(name, labels: labels, of: snapshot)
    case .double where name == "rounded":
      return [.named("FloatingPointRoundingRule", [])]
    case .uikit(let object) where object.kind == .mainQueue:
      return name == "asyncAfter" ? [.named("DispatchTime", []), nil] : nil
    case .structure(let instance) where instance.typeName == "Calendar" && isPreludeType("Calendar"):
      return Self.calendarArgumentTypes(name, labels: labels)
    default:
      if let object = uikitObject(of: receiver), object.kind == .tableView {
        return Self.tableViewArgumentTypes(name, labels: labels)
      }
      return name == "formatted" ? Self.formattedArgumentTypes(receiver, labels: labels) : nil
    }
  }

  /// Whether `expression` is an implicit member (`.percent`) or a chain of members and calls on one
  /// (`.number.precision(.fractionLength(2))`), whose root Swift types from the whole chain's context.
  static func isImplicitMemberChain(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .implicitMember: true
    case .member(let base, _): isImplicitMemberChain(base)
    case .call(let callee, _): isImplicitMemberChain(callee)
    default: false
    }
  }

  /// The value of `name` when a scope below any method's scope binds it (so that no member of
  /// `self` can stand for it) and it is not a computed global; nil otherwise.
  func localFunction(_ name: String, in environment: Environment) -> Value? {
    var scope: Environment? = environment
    while let current = scope {
      if let position = current.bindings.position(of: name) {
        guard let value = current.bindings.value(at: position) else { return nil }
        if current.isGlobal, !computedGlobals.isEmpty, computedGlobals.contains(name) { return nil }
        return value
      }
      if current.isMethodScope { return nil }
      scope = current.parent
    }
    return nil
  }

  /// Calls a function value with the call's arguments: an overload chosen by the labels, the
  /// arguments evaluated for its parameters.
  private func callFunction(
    _ target: Function, _ arguments: [Argument], in environment: Environment, at location: SourceLocation
  ) throws -> Value {
    var chosen = target
    if case .overloads = target {
      let (labels, trailing) = (arguments.map(\.label), arguments.map(\.isTrailingClosure))
      if let overloads = Self.typeOverloads(of: target, labels: labels, trailing: trailing) {
        // Overloads the labels do not tell apart: the arguments' types choose.
        let callee = Self.functionCallee(overloads)
        let (overload, values) = try chooseOverload(
          overloads, arguments, name: callee.name, kind: callee.kind, in: environment, at: location)
        var noSelf: Value? = nil
        return try call(
          overload.function ?? target, values, arguments, self: &noSelf, in: environment, at: location)
      }
      chosen = try choose(target, labels: labels, trailing: trailing, at: location) ?? target
    }
    // The arguments are evaluated for the parameters' types, as the compiler types them.
    let values = try evaluateArguments(
      arguments, for: { if case .closure(let d, _) = chosen { d } else { nil } }(), in: environment,
      hints: libraryFunctionArgumentTypes(chosen))
    var noSelf: Value? = nil
    return try call(chosen, values, arguments, self: &noSelf, in: environment, at: location)
  }

  /// Whether `environment` is inside an initializer's body.
  func isInitializerScope(_ environment: Environment) -> Bool {
    var scope: Environment? = environment
    while let current = scope {
      if current.bindings.contains("$initializer") { return true }
      // A closure made in the initializer runs later, as code of its own: observers run there.
      if current.isCallScope { return false }
      scope = current.parent
    }
    return false
  }

  /// Calls a function value with evaluated arguments. `receiver` is `self` for a method (written
  /// back when the method is mutating).
  func call(
    _ function: Function, _ values: [Value], _ arguments: [Argument], self receiver: inout Value?,
    in environment: Environment, at location: SourceLocation
  ) throws -> Value {
    switch function {
    case .closure(let declaration, let closureEnvironment):
      let (labels, trailing) =
        ArgumentMatching.isDirect(declaration.parameters, arguments)
        ? declaration.directCall : (arguments.map(\.label), arguments.map(\.isTrailingClosure))
      let result = try invoke(
        declaration, in: closureEnvironment, self: &receiver, values, labels: labels, trailing: trailing,
        arguments: arguments, at: location)
      try writeBack(inoutArguments: arguments, of: declaration, result.inoutValues, in: environment)
      return result.value
    case .overloads:
      let (labels, trailing) = (arguments.map(\.label), arguments.map(\.isTrailingClosure))
      if let overloads = Self.typeOverloads(of: function, labels: labels, trailing: trailing),
        let chosen = try chooseOverload(overloads, values: values, at: location).function
      {
        // A function passed as a value (`forEach(k)`): the values' types choose.
        return try call(chosen, values, arguments, self: &receiver, in: environment, at: location)
      }
      let chosen = try choose(
        function, labels: arguments.map(\.label), trailing: arguments.map(\.isTrailingClosure), at: location)
      return try call(chosen ?? function, values, arguments, self: &receiver, in: environment, at: location)
    case .builtin(_, let body):
      try enterCall(at: location)
      defer { callDepth -= 1 }
      return try body(values, arguments.map(\.label), location)
    case .enumCase(let typeName, let caseName):
      return try makeEnumCase(typeName, caseName, values, labels: arguments.map(\.label), at: location)
    }
  }

  /// Calls a closure value from library code (`map`, `sorted(by:)`...), with positional arguments.
  func callValue(_ function: Value, _ values: [Value], at location: SourceLocation) throws -> Value {
    guard case .function(let target) = function else {
      throw InterpreterError.checkFailed(
        "cannot call value of non-function type '\(function.typeName)'", at: location)
    }
    var noSelf: Value? = nil
    if case .closure(let declaration, let environment) = target, values.count < Self.unlabelled.count {
      // A closure the library calls (`map`, `filter`): no labels, nothing written back.
      let (labels, trailing) = Self.unlabelled[values.count]
      return try invoke(
        declaration, in: environment, self: &noSelf, values, labels: labels, trailing: trailing, at: location
      ).value
    }
    let arguments = values.map { _ in
      Argument(label: nil, value: Expression(kind: .discard, location: location))
    }
    return try call(target, values, arguments, self: &noSelf, in: globals, at: location)
  }

  /// Counts a call against the depth limit and asks whether to stop.
  func enterCall(at location: SourceLocation) throws {
    callDepth += 1
    if callDepth > Self.maximumCallDepth {
      callDepth -= 1
      throw InterpreterError.limit(
        "unbounded recursion: more than \(Self.maximumCallDepth) nested calls", at: location)
    }
    do { try checkInterruption(at: location) } catch {
      callDepth -= 1
      throw error
    }
  }
}
