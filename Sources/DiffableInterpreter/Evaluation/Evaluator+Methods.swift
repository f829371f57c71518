extension Evaluator {
  /// A method found on a type, with the type (or protocol) that declared it.
  struct FoundMethod {
    var declaration: FunctionDeclaration
    var owner: String
    /// Every method (or initializer) the call's labels fit as well, this one first, when there
    /// are several whose parameter types differ: the arguments' types choose among them
    /// (``chooseOverload(_:_:name:kind:in:at:)``). Empty otherwise.
    var overloads: [FoundMethod] = []

    /// Notes `other`, which the labels fit too, unless it has the parameters of one noted
    /// already (an override, which hides the method it overrides).
    mutating func note(_ other: FoundMethod) {
      guard !declaration.hasSameParameters(as: other.declaration),
        !overloads.contains(where: { $0.declaration.hasSameParameters(as: other.declaration) })
      else { return }
      if overloads.isEmpty { overloads = [FoundMethod(declaration: declaration, owner: owner)] }
      overloads.append(other)
    }
  }

  /// The types whose members `typeName` sees, in lookup order: itself, its superclasses, then the
  /// protocols it conforms to (for their extensions' default implementations).
  func lookupChain(of typeName: String) -> [String] {
    // The type asked for last is compared before the table is hashed: a loop asks for one type.
    if let last = derived.lastLookupChain, last.typeName == typeName { return last.chain }
    let chain: [String]
    if let known = derived.lookupChains[typeName] {
      chain = known
    } else {
      chain = computeLookupChain(of: typeName)
      derived.lookupChains[typeName] = chain
    }
    derived.lastLookupChain = (typeName, chain)
    return chain
  }

  /// The superclass of a declared type, asked at every method call (the type asked for last is
  /// compared before the types are hashed).
  func superclass(of typeName: String) -> String? {
    if let last = derived.lastSuperclass, last.typeName == typeName { return last.superclass }
    let superclass = types[typeName]?.superclass
    derived.lastSuperclass = (typeName, superclass)
    return superclass
  }

  private func computeLookupChain(of typeName: String) -> [String] {
    var chain: [String] = []
    var current: String? = typeName
    while let name = current, let type = types[name], !chain.contains(name) {
      chain.append(name)
      current = type.superclass
    }
    var protocols: [String] = []
    func addProtocols(of name: String) {
      for conformance in types[name]?.conformances ?? [] where !protocols.contains(conformance) {
        protocols.append(conformance)
        addProtocols(of: conformance)
      }
    }
    for name in chain { addProtocols(of: name) }
    return chain + protocols.filter { types[$0]?.kind == .protocol }
  }

  /// The method `name` of a type (the first whose labels fit, when labels are given; `trailing`
  /// says which arguments are trailing closures).
  func findMethod(
    _ name: String, labels: [String?]?, trailing: [Bool]? = nil, in typeName: String, isStatic: Bool
  ) -> FoundMethod? {
    let query = MethodQuery(
      name: name, typeName: typeName, labels: labels, trailing: trailing, isStatic: isStatic)
    for recent in derived.recentMethods where recent.query == query { return recent.found }
    let found = searchMethod(name, labels: labels, trailing: trailing, in: typeName, isStatic: isStatic)
    if derived.recentMethods.count == Self.recentMethodCount { derived.recentMethods.removeLast() }
    derived.recentMethods.insert((query, found), at: 0)
    return found
  }

  /// How many method lookups are remembered.
  private static var recentMethodCount: Int { 8 }

  private func searchMethod(
    _ name: String, labels: [String?]?, trailing: [Bool]?, in typeName: String, isStatic: Bool
  ) -> FoundMethod? {
    var found: FoundMethod?
    for owner in lookupChain(of: typeName) {
      guard let type = types[owner] else { continue }
      for method in (isStatic ? type.staticMethods[name] : type.methods[name]) ?? []
      where !method.isRequirement {
        guard let labels else { return FoundMethod(declaration: method, owner: owner) }
        if case .failure = ArgumentMatching.match(
          method.parameters, labels: labels, trailing: trailing ?? labels.map { _ in false })
        {
          continue
        }
        // The first the labels fit, and the others they fit: overloads by type.
        if found == nil {
          found = FoundMethod(declaration: method, owner: owner)
        } else {
          found?.note(FoundMethod(declaration: method, owner: owner))
        }
      }
    }
    return found
  }

  /// The declaration of the method `name` on a receiver's type, to give its arguments their types.
  func method(named name: String, of typeName: String) -> FunctionDeclaration? {
    findMethod(name, labels: nil, in: typeName, isStatic: false)?.declaration
  }

  /// A computed property of a type or of a protocol it conforms to.
  func findComputedProperty(_ name: String, in typeName: String) -> (
    declaration: VariableDeclaration, owner: String
  )? {
    for owner in lookupChain(of: typeName) {
      if let property = types[owner]?.computedProperties[name] { return (property, owner) }
    }
    return nil
  }

  /// Whether the type conforms to `protocolName`, directly, through a superclass or another protocol.
  func conforms(_ type: TypeInfo, to protocolName: String) -> Bool {
    conformedNames(of: type.name).contains(protocolName)
  }

  /// The type's own name and every protocol and superclass it reaches, and Equatable when it
  /// reaches the library's Hashable or Comparable; worked out once per type.
  private func conformedNames(of typeName: String) -> Set<String> {
    if let known = derived.conformedNames[typeName] { return known }
    var seen: Set<String> = []
    var implied: Set<String> = []
    func visit(_ name: String) {
      guard seen.insert(name).inserted else { return }
      guard let info = types[name] else {
        if name == "Hashable" || name == "Comparable" { implied.insert("Equatable") }
        return
      }
      for conformance in info.conformances { visit(conformance) }
      if let superclass = info.superclass { visit(superclass) }
    }
    visit(typeName)
    let names = seen.union(implied)
    derived.conformedNames[typeName] = names
    return names
  }

  /// Whether an expression can be changed in place (a variable, a member or element of one).
  func isAssignable(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .name, .selfValue: true
    case .member(let base, _), .subscript(let base, _), .forceUnwrap(let base), .optionalBind(let base),
      .tupleElement(let base, _):
      isAssignable(base)
    case .optionalChain(let base): isAssignable(base)
    default: false
    }
  }

  /// Whether a method of this name may change its receiver (a library mutating method, or a
  /// user method declared `mutating`).
  func mayMutate(_ name: String) -> Bool {
    Library.mutatingMethods.contains(name) || mutatingMethodNames.contains(name)
  }

  /// Calls the method `name` on a receiver, changing it if the method is mutating.
  /// `environment` is where the call is written: its `&` arguments are written back there.
  /// `chosen` is the method an overload set's choice by type found (``chooseMethod(_:_:of:isStatic:in:at:)``).
  func callMethod(
    on receiver: inout Value, _ name: String, _ values: [Value], _ arguments: [Argument],
    in environment: Environment? = nil, at location: SourceLocation, chosen: FoundMethod? = nil
  ) throws -> Value {
    let labels = arguments.map(\.label)
    if case .optional(let wrapped) = receiver, !Self.optionalMethods.contains(name),
      findMethod(name, labels: nil, in: "Optional", isStatic: false) == nil
    {
      // An implicitly unwrapped optional (`var dataSource: DataSource!`): the checker does not
      // tell `T!` from `T?`, and code that compiles never calls a `T?`'s wrapped methods directly.
      guard var value = wrapped else {
        throw InterpreterError.fatal(Self.implicitUnwrapFailure, at: location)
      }
      let result = try callMethod(
        on: &value, name, values, arguments, in: environment, at: location, chosen: chosen)
      receiver = .optional(value)
      return result
    }
    // A type the program did not declare (nor extend) has no lookup chain: no method to find.
    let isDeclared = !lookupChain(of: receiver.typeName).isEmpty
    if isDeclared,
      let found = chosen
        ?? findMethod(
          name, labels: labels, trailing: arguments.map(\.isTrailingClosure), in: receiver.typeName,
          isStatic: false)
    {
      if !found.declaration.requirements.isEmpty {
        try checkRequirements(
          found.declaration.requirements, of: receiver,
          member: "instance method '\(found.declaration.fullName)'", at: location)
      }
      return try invoke(
        found.declaration, owner: found.owner, self: &receiver, values, arguments, in: environment,
        at: location)
    }
    // A trailing closure stands for the library method's label (`apply(snapshot) { ... }` is
    // `apply(_:completion:)`).
    let libraryLabels =
      !arguments.contains(where: \.isTrailingClosure)
      ? labels
      : zip(arguments, labels).map { argument, label in
        argument.isTrailingClosure && label == nil ? Library.trailingClosureLabel(of: name) : label
      }
    // The UIKit object itself, or the native part of a program's subclass of one.
    let native = receiver.isObject ? nativeObject(of: receiver) : uikitObject(of: receiver)
    if let native, let result = try uikitMethod(native, name, values, labels: libraryLabels, at: location) {
      // A native method the subclass does not override (`dataSource.apply(snapshot)`).
      return result
    }
    // A method of that name with other labels is the error, unless the library's type has its own
    // (an extension of UITableView declaring `register(_:)` calls `register(_:forCellReuseIdentifier:)`).
    if isDeclared, native == nil, !Library.typeNames.contains(receiver.typeName),
      let other = findMethod(name, labels: nil, in: receiver.typeName, isStatic: false),
      case .failure(let mismatch) = ArgumentMatching.match(
        other.declaration.parameters, labels: labels, trailing: arguments.map(\.isTrailingClosure))
    {
      // A method of that name exists, with other labels.
      throw InterpreterError.checkFailed(mismatch.message, at: location)
    }
    // A property (or a labelled tuple element) holding a closure.
    if isDeclared || receiver.shape == .tuple,
      let member = try memberIfPresent(of: receiver, name, at: location),
      case .function(let function) = member
    {
      var noSelf: Value? = nil
      return try call(function, values, arguments, self: &noSelf, in: globals, at: location)
    }
    return try Library.callMethod(
      on: &receiver, name, values, labels: libraryLabels, evaluator: self, at: location)
  }

  /// The methods Optional itself has.
  static let optionalMethods: Set<String> = ["map", "flatMap"]

  /// Whether `name` is a type the program declared.
  func isUserType(_ name: String) -> Bool { declaresType(name) }

  /// Runs a method with `self` bound to the receiver (written back when the method is mutating),
  /// and writes its `inout` parameters' final values back to the `&` arguments, in `environment`
  /// (the scope the call is written in).
  func invoke(
    _ declaration: FunctionDeclaration, owner: String, self receiver: inout Value, _ values: [Value],
    _ arguments: [Argument], in environment: Environment? = nil, at location: SourceLocation
  ) throws -> Value {
    var selfValue: Value? = receiver
    receiver = .void
    defer { if let selfValue { receiver = selfValue } }
    let invocation = try invoke(
      declaration, in: globals, self: &selfValue, values, labels: arguments.map(\.label),
      trailing: arguments.map(\.isTrailingClosure), arguments: arguments, at: location, owner: owner)
    if let environment, !invocation.inoutValues.isEmpty {
      // `self` goes back first: the argument may be one of its properties (`token.store(in: &bag)`
      // in a method of the class that holds `bag`).
      if let value = selfValue {
        receiver = value
        selfValue = nil
      }
      try writeBack(inoutArguments: arguments, of: declaration, invocation.inoutValues, in: environment)
    }
    return invocation.value
  }

  /// `Type.name(arguments)`: a static method, an enum case with its payload, an initializer.
  func callStatic(
    _ typeName: String, _ name: String, _ arguments: [Argument], in environment: Environment,
    expecting: TypeName?, memberAt memberLocation: SourceLocation? = nil,
    at location: SourceLocation
  ) throws -> Value {
    if name == "init" {
      return try construct(
        typeName, arguments, in: environment, receiver: nil, expecting: expecting, at: location)
    }
    if types["\(typeName).\(name)"] != nil {
      // `API.Page(items: [1])` for an `API.Page<Double>`: the context's type arguments.
      return try construct(
        "\(typeName).\(name)", arguments, in: environment, receiver: nil, expecting: expecting, at: location)
    }
    if let type = types[typeName], let enumCase = type.enumCase(named: name) {
      // A generic enum's payload takes its type from the context's arguments (`.failure(.offline)`
      // where a `Result<[Item], LoadError>` is expected).
      let typeArguments = typeArguments(of: type, in: expecting)
      let payloadTypes = payloadTypes(of: enumCase, in: type, arguments: typeArguments)
      let values = try arguments.enumerated().map { index, argument in
        guard index < payloadTypes.count else { return try evaluate(argument.value, in: environment) }
        let value = try evaluate(argument.value, in: environment, expecting: payloadTypes[index])
        // Refused at the argument, as an argument (`.success("a")` where an Int is expected).
        return try convert(value, to: payloadTypes[index], role: .argument, at: argument.value.location)
      }
      return try makeEnumCase(
        typeName, name, values, labels: arguments.map(\.label), typeArguments: typeArguments,
        converted: true, at: location)
    }
    if let queue = try globalQueue(typeName, name, arguments, in: environment) { return queue }
    if var found = findMethod(name, labels: arguments.map(\.label), in: typeName, isStatic: true) {
      let values: [Value]
      if found.overloads.isEmpty {
        values = try evaluateArguments(arguments, for: found.declaration, in: environment)
      } else {
        (found, values) = try chooseMethod(
          found.overloads, arguments, name: name, kind: .staticMethod, in: environment,
          at: memberLocation ?? location)
      }
      var written: [TypeName] = []
      if case .named(typeName, let generics)? = expecting,
        types[typeName]?.genericParameters.count == generics.count
      {
        written = generics.map { boundTypeParameter($0, in: environment) ?? $0 }
      }
      var receiver = Value.type(.named(typeName, written))
      return try invoke(
        found.declaration, owner: found.owner, self: &receiver, values, arguments, in: environment,
        at: location)
    }
    if let drawn = try randomDouble(typeName, name, arguments, in: environment, at: location) { return drawn }
    let member = try staticMember(typeName, name, at: location)
    guard case .function(let function) = member else {
      throw InterpreterError.checkFailed("cannot call value of non-function type", at: location)
    }
    var noSelf: Value? = nil
    let values = try evaluateArguments(arguments, for: nil, in: environment)
    return try call(function, values, arguments, self: &noSelf, in: environment, at: location)
  }

  /// An enum case with its payload, converted to the payload's declared types (a generic enum's,
  /// to its type arguments where they are known) unless the caller `converted` it already.
  func makeEnumCase(
    _ typeName: String, _ caseName: String, _ values: [Value], labels: [String?],
    typeArguments: [TypeName]? = nil, converted: Bool = false, at location: SourceLocation
  )
    throws -> Value
  {
    guard let type = types[typeName], let declaration = type.enumCase(named: caseName) else {
      throw InterpreterError.checkFailed("type '\(typeName)' has no member '\(caseName)'", at: location)
    }
    guard declaration.payload.count == values.count else {
      throw InterpreterError.checkFailed(
        values.count < declaration.payload.count ? "missing argument in call" : "extra argument in call",
        at: location)
    }
    for (expected, label) in zip(declaration.payload.map(\.label), labels) where expected != label {
      throw InterpreterError.checkFailed(
        ArgumentMatching.Mismatch.wrongLabel(have: label, expected: expected).message, at: location)
    }
    var payload = values
    if !converted {
      let payloadTypes = payloadTypes(of: declaration, in: type, arguments: typeArguments)
      payload = try zip(values, payloadTypes).map { try convert($0, to: $1, at: location) }
    }
    // The type's own name, whatever name reached it (a nested type's short name, an alias).
    return .enumCase(
      EnumValue(typeName: type.name, caseName: caseName, payload: payload, typeArguments: typeArguments ?? [])
    )
  }

  /// The raw value of an enum case: written, or the case's name for String, or counted up for Int.
  func rawValue(of instance: EnumValue, at location: SourceLocation) throws -> Value? {
    guard let type = types[instance.typeName], let rawType = type.rawType else { return nil }
    var next = 0
    for enumCase in type.cases {
      var value: Value
      if let written = enumCase.rawValue {
        value = try evaluate(written, in: globals, expecting: rawType)
      } else if case .named("String", _) = rawType {
        value = .string(enumCase.name)
      } else {
        value = .int(next)
      }
      if case .int(let number) = value { next = number + 1 }
      if enumCase.name == instance.caseName { return value }
    }
    return nil
  }
}
