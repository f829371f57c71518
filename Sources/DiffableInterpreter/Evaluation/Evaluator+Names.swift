extension Evaluator {
  /// A name's value: the innermost variable, a member of `self` inside a method, a global, a type,
  /// or a library function.
  func lookup(_ name: String, in environment: Environment, at location: SourceLocation) throws -> Value {
    var scope: Environment? = environment
    while let current = scope {
      if let position = current.bindings.position(of: name), let value = current.bindings.value(at: position)
      {
        if case .lazyPending = value {
          throw InterpreterError.checkFailed("variable '\(name)' used before being initialized", at: location)
        }
        if current.isGlobal, !computedGlobals.isEmpty, computedGlobals.contains(name),
          case .function(let getter) = value
        {
          var noSelf: Value? = nil
          return try call(getter, [], [], self: &noSelf, in: environment, at: location)
        }
        return value
      }
      if current.isMethodScope, let selfValue = current.bindings["self"]?.value,
        let member = try memberIfPresent(of: selfValue, name, at: location)
      {
        return member
      }
      scope = current.parent
    }
    if declaresType(name) || Library.typeNames.contains(name) { return .type(.named(name, [])) }
    if let function = Library.globalFunction(name, evaluator: self) { return .function(function) }
    if let object = sessionObjects?.object(named: name) { return .uikit(object) }
    throw InterpreterError.notInScope(name, at: location)
  }

  /// The member `name` of `self` if a method scope on the way to the globals has one and no
  /// variable of that name is closer.
  func implicitSelfMember(_ name: String, in environment: Environment) throws -> Value? {
    var scope: Environment? = environment
    while let current = scope {
      if current.bindings.contains(name) { return nil }
      if current.isMethodScope, let selfValue = current.bindings["self"]?.value {
        return try memberIfPresent(of: selfValue, name, at: SourceLocation(line: 0, column: 0))
      }
      scope = current.parent
    }
    return nil
  }

  /// `base.name` as a value.
  func evaluateMember(
    _ base: Expression, _ name: String, in environment: Environment, at location: SourceLocation
  )
    throws -> Value
  {
    if let type = try typeDenoted(by: base, in: environment) {
      return try staticMember(type, name, at: location)
    }
    var value = try evaluate(base, in: environment)
    if case .optional = value {
      try refuseMemberOfOptional(value, base: base, member: name, at: location, in: environment)
    }
    // A struct's stored property (the most common member read) is read once.
    if case .structure(let instance) = value, let field = instance.fields[name], !field.isLazyPending {
      traceRead(name, of: instance.typeName)
      return field
    }
    if case .lazyPending? = try lazyField(of: value, name), isAssignable(base) {
      // The first read of a lazy var stores its value.
      return try refusingLetConstants("cannot use mutating getter on immutable value", at: location) {
        try modify(base, in: environment) { receiver in
          try self.member(of: &receiver, name, at: location)
        }
      }
    }
    return try member(of: &value, name, at: location)
  }

  /// The stored value of a field if `value` is an instance that has it.
  private func lazyField(of value: Value, _ name: String) throws -> Value? {
    switch value {
    case .structure(let instance): instance.fields[name]
    case .object(let object): object.fields[name]
    default: nil
    }
  }

  /// Notes a stored property read while the reads of its type are traced (``fieldTrace``).
  @inline(__always)
  private func traceRead(_ name: String, of typeName: String) {
    if let fieldTrace, fieldTrace.typeName == typeName { fieldTrace.read.insert(name) }
  }

  /// A member of a value; a lazy field is computed and stored into `value`.
  func member(of value: inout Value, _ name: String, at location: SourceLocation) throws -> Value {
    if case .lazyPending? = try lazyField(of: value, name) {
      let computed = try initialValue(of: name, in: value.typeName, receiver: value, at: location)
      try setField(name, of: &value, to: computed, at: location)
      return computed
    }
    if let member = try memberIfPresent(of: value, name, at: location) { return member }
    if case .optional(let wrapped) = value {
      // An implicitly unwrapped optional (`var tableView: UITableView!`), as for methods
      // (``callMethod(on:_:_:_:at:)``): the checker does not tell `T!` from `T?`.
      guard var wrapped else {
        throw InterpreterError.fatal(Self.implicitUnwrapFailure, at: location)
      }
      return try member(of: &wrapped, name, at: location)
    }
    if case .uikit(let object) = value { throw Self.unmodeledMember(name, of: object, at: location) }
    if let refusal = Library.stringIndexRefusal(name, of: value, at: location) { throw refusal }
    throw InterpreterError.checkFailed(
      "value of type '\(Library.dynamicType(of: value).sugared)' has no member '\(name)'", at: location)
  }

  /// A member of a framework object that the object has in UIKit or Foundation, but that
  /// diffable does not run (a typo reads the same: diffable cannot tell them apart).
  static func unmodeledMember(_ name: String, of object: UIKitObject, at location: SourceLocation)
    -> InterpreterError
  {
    var error = InterpreterError.unsupported("'\(name)' of \(object.kind.rawValue)", at: location)
    error.fix = "`help swift` lists what diffable runs of \(object.kind.rawValue); check the name's spelling"
    return error
  }

  /// A member of a value, or nil if it has none of that name.
  func memberIfPresent(of value: Value, _ name: String, at location: SourceLocation) throws -> Value? {
    switch value {
    case .type(let type):
      guard let typeName = type.nominalName else { return nil }
      return try? staticMember(typeName, name, at: location)
    case .structure(let instance):
      if let field = instance.fields[name] {
        traceRead(name, of: instance.typeName)
        return field
      }
    case .object(let object):
      if case .lazyPending? = object.fields[name] {
        // A `lazy var` read for the first time (a bare name in a method, a closure property
        // called): computed and kept, the object being shared.
        var shared = value
        return try member(of: &shared, name, at: location)
      }
      if let field = object.fields[name] {
        traceRead(name, of: object.typeName)
        return field
      }
    case .enumCase(let instance):
      if name == "rawValue", let raw = try rawValue(of: instance, at: location) { return raw }
    default:
      break
    }
    let typeName = value.typeName
    if let property = findComputedProperty(name, in: typeName) {
      if !property.declaration.requirements.isEmpty {
        try checkRequirements(
          property.declaration.requirements, of: value, member: "property '\(name)'", at: location)
      }
      var receiver: Value? = value
      let getter = FunctionDeclaration.getter(
        named: name, of: property.declaration, at: property.declaration.location)
      return try invoke(
        getter, in: globals, self: &receiver, [], labels: [], trailing: [], at: location,
        owner: property.owner
      ).value
    }
    let hasMethod = findMethod(name, labels: nil, in: typeName, isStatic: false) != nil
    if !hasMethod, let native = nativeMethod(of: value, name) { return native }
    if hasMethod {
      return .function(
        .builtin(name) { [unowned self] values, labels, location in
          var receiver = value
          let arguments = labels.map {
            Argument(label: $0, value: Expression(kind: .discard, location: location))
          }
          return try self.callMethod(on: &receiver, name, values, arguments, at: location)
        })
    }
    if let native = nativeObject(of: value), let found = try setting(name, of: native, at: location) {
      // A native property of a data source subclass's instance (`defaultRowAnimation`).
      return found
    }
    if name == "localizedDescription", let text = try localizedDescription(of: value, at: location) {
      return .string(text)
    }
    return try Library.property(of: value, name, evaluator: self, at: location)
  }

  /// Foundation's `localizedDescription` of an error of the program: its `errorDescription` when it
  /// is a LocalizedError that gives one, else the text iOS shows for an error it knows nothing
  /// of, with the case's number (a struct's is 1); nil for a value that is not an error.
  private func localizedDescription(of value: Value, at location: SourceLocation) throws -> String? {
    guard let type = types[value.typeName],
      conforms(type, to: "Error") || conforms(type, to: "LocalizedError")
    else { return nil }
    if conforms(type, to: "LocalizedError"), findComputedProperty("errorDescription", in: type.name) != nil,
      case .string(let text)? = try memberIfPresent(of: value, "errorDescription", at: location)?
        .unwrappedOnce
    {
      return text
    }
    var code = 1
    if case .enumCase(let instance) = value,
      let index = type.cases.firstIndex(where: { $0.name == instance.caseName })
    {
      code = index
    }
    return "The operation couldn’t be completed. (\(Self.moduleName).\(type.name) error \(code).)"
  }

  /// `Type.name`: an enum case, a static property or method, `init`, or a nested type.
  func staticMember(_ typeName: String, _ name: String, at location: SourceLocation) throws -> Value {
    if name == "self" { return .type(.named(typeName, [])) }
    if name == "init" {
      // `Type.init` as a function value (`map(String.init)`).
      return .function(
        .builtin("init") { [unowned self] values, labels, location in
          // Called as a function value (`map(Country.init)`), it is given no labels: the
          // initializer is the one that takes that many arguments, and they are its own.
          var labels = labels
          if labels.allSatisfy({ $0 == nil }), let type = self.types[typeName],
            let parameters = Checker.initializers(of: type).first(where: { $0.count == values.count })
          {
            labels = parameters.map(\.label)
          }
          let arguments = zip(values, labels).map { value, label in
            Argument(label: label, value: Expression(kind: .literalValue(value), location: location))
          }
          return try self.construct(typeName, arguments, in: self.globals, receiver: nil, at: location)
        })
    }
    if let type = types[typeName] {
      if let enumCase = type.enumCase(named: name) {
        // The type's own name, whatever name reached it (a nested type's short name, an alias).
        if enumCase.payload.isEmpty {
          return .enumCase(EnumValue(typeName: type.name, caseName: name, payload: []))
        }
        return .function(.enumCase(typeName: type.name, caseName: name))
      }
      if let value = try staticProperty(name, of: typeName, at: location) { return value }
      if let method = findMethod(name, labels: nil, in: typeName, isStatic: true) {
        return .function(.closure(method.declaration, staticScope(of: typeName)))
      }
      if types["\(typeName).\(name)"] != nil { return .type(.named("\(typeName).\(name)", [])) }
      if name == "allCases", type.kind == .enum, conforms(type, to: "CaseIterable") {
        return .array(
          type.cases.map { .enumCase(EnumValue(typeName: type.name, caseName: $0.name, payload: [])) })
      }
    }
    if let value = Library.staticMember(typeName, name) { return value }
    if let random = randomStatic(typeName, name) { return random }
    if let queue = mainQueueValue(typeName, name) { return queue }
    throw InterpreterError.checkFailed("type '\(typeName)' has no member '\(name)'", at: location)
  }

  /// A scope in which a static method runs: `self` is the type.
  func staticScope(of typeName: String) -> Environment {
    let scope = Environment(parent: globals, generation: generation)
    scope.isMethodScope = true
    scope.bindings["self"] = Binding(value: .type(.named(typeName, [])), isLet: true)
    return scope
  }

  /// A static stored property's value, initialized on first use as Swift's are (stored among the
  /// globals as `Type.name`, so that a failed entry's change is undone with the rest).
  func staticProperty(_ name: String, of typeName: String, at location: SourceLocation) throws -> Value? {
    // The type's own, a superclass's (one storage for the class and its subclasses), or a
    // protocol extension's default (`static var reuseIdentifier: String { String(describing: self) }`,
    // computed with `self` the type asked).
    var owner = typeName
    var found = types[typeName]?.staticProperties[name]
    if found == nil {
      for next in lookupChain(of: typeName).dropFirst() {
        if let declaration = types[next]?.staticProperties[name] {
          (owner, found) = (next, declaration)
          break
        }
      }
    }
    guard let declaration = found else { return nil }
    if declaration.isComputed {
      let getter = FunctionDeclaration.getter(named: name, of: declaration, at: declaration.location)
      var noSelf: Value? = nil
      return try invoke(
        getter, in: staticScope(of: typeName), self: &noSelf, [], labels: [], trailing: [], at: location
      )
      .value
    }
    let key = "\(owner).\(name)"
    if let binding = globals.bindings[key] { return binding.value }
    var value =
      try declaration.initializer.map {
        try evaluate($0, in: staticScope(of: owner), expecting: declaration.type)
      } ?? .optional(nil)
    if let type = declaration.type { value = try convert(value, to: type, at: location) }
    define(key, value, isLet: declaration.isLet, in: globals)
    return value
  }

  /// `.name` or `.name(arguments)` where the type comes from the context: the expected type if
  /// known, else the one user type that has such a case or static member.
  func implicitMember(
    _ name: String, arguments: [Argument]?, _ expected: TypeName?, in environment: Environment,
    at location: SourceLocation
  ) throws -> Value {
    if name == "none", arguments == nil, case .optional? = expected { return .optional(nil) }
    if name == "some", let arguments, arguments.count == 1, case .optional(let wrapped)? = expected {
      return .optional(try evaluate(arguments[0].value, in: environment, expecting: wrapped))
    }
    if arguments == nil, expected?.unwrapped.nominalName == Self.sessionSymbolType,
      !declaresType(Self.sessionSymbolType)
    {
      // An untyped snapshot's `.main`: the case of the one enum of the program that has it, as the
      // short syntax reads `main`; else the short syntax's symbol.
      let owners = Set(
        types.values.filter {
          $0.location.entry != UIKitPrelude.entry && $0.enumCase(named: name)?.payload.isEmpty == true
        }.map(\.name))
      if owners.count == 1, let owner = owners.first {
        return .enumCase(EnumValue(typeName: owner, caseName: name, payload: []))
      }
      return Self.sessionSymbol(name)
    }
    var typeName = expected.map(resolvedType)?.unwrapped.nominalName
    if typeName == nil || types[typeName!] == nil && !Library.typeNames.contains(typeName!) {
      // A nested type is registered under its short name too: count each type once.
      var candidates = Set(
        types.values.filter {
          $0.enumCase(named: name) != nil || $0.staticProperties[name] != nil || $0.staticMethods[name] != nil
        }.map(\.name)
      ).sorted()
      // The program's own types come before the stand-ins' (`.orange` of its enum, not UIColor's).
      let programs = candidates.filter { types[$0]?.location.entry != UIKitPrelude.entry }
      if !programs.isEmpty { candidates = programs }
      // Only a member that takes the call fits (`.cast(name)` is a case with a payload).
      let fitting = candidates.filter { candidate in
        guard let type = types[candidate] else { return false }
        if let enumCase = type.enumCase(named: name) {
          return enumCase.payload.count == (arguments?.count ?? 0)
        }
        return arguments == nil ? type.staticProperties[name] != nil : type.staticMethods[name] != nil
      }
      if !fitting.isEmpty { candidates = fitting }
      guard candidates.count == 1 else {
        throw InterpreterError.checkFailed(
          candidates.isEmpty
            ? "cannot infer contextual base in reference to member '\(name)'"
            : "diffable cannot tell which type '.\(name)' belongs to here; write the type's name before it",
          at: location)
      }
      typeName = candidates[0]
    }
    guard let typeName else {
      throw InterpreterError.checkFailed("cannot infer contextual base", at: location)
    }
    guard let arguments else { return try staticMember(typeName, name, at: location) }
    return try callStatic(typeName, name, arguments, in: environment, expecting: expected, at: location)
  }

  /// `super.name` as a value (a property or a method of the superclass).
  func superMember(_ name: String, in environment: Environment, at location: SourceLocation) throws -> Value {
    let receiver = try lookup("self", in: environment, at: location)
    guard case .type(let superType)? = environment.scope(declaring: "super")?.bindings["super"]?.value,
      let superName = superType.nominalName
    else { throw InterpreterError.checkFailed("'super' cannot be used outside of a subclass", at: location) }
    if let property = findComputedProperty(name, in: superName) {
      var selfValue: Value? = receiver
      let getter = FunctionDeclaration.getter(named: name, of: property.declaration, at: location)
      return try invoke(
        getter, in: globals, self: &selfValue, [], labels: [], trailing: [], at: location,
        owner: property.owner
      ).value
    }
    return try memberIfPresent(of: receiver, name, at: location) ?? .void
  }
}
