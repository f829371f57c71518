/// Finding what a bare name stands for in one walk up the scopes, where the evaluator asked
/// several questions that each walked them (a mutating call `rows.append(...)` walked them five
/// times before it changed `rows`).
extension Evaluator {
  /// Whether `name` is neither a variable in scope nor, inside a method, a member of `self`: what
  /// `environment.scope(declaring: name) == nil` and `implicitSelfMember(name, in:) == nil` say
  /// together, asked in one walk (`self`'s members are looked at only when no scope binds the
  /// name, as before).
  func isUnbound(_ name: String, in environment: Environment) throws -> Bool {
    var scope: Environment? = environment
    var methodScope: Environment?
    while let current = scope {
      if current.bindings.contains(name) { return false }
      if methodScope == nil, current.isMethodScope, current.bindings.contains("self") {
        methodScope = current
      }
      scope = current.parent
    }
    guard let selfValue = methodScope?.bindings["self"]?.value else { return true }
    return try memberIfPresent(of: selfValue, name, at: SourceLocation(line: 0, column: 0)) == nil
  }

  /// What the scopes make of the name a call is made to.
  enum CalledName {
    /// A function or closure in a scope no method's `self` comes before.
    case function(Function)
    /// Bound to nothing, in any scope or as a member of `self`: a type, an alias or a library
    /// function.
    case unbound
    /// Bound to something else: a variable, or a member of `self` other than a method.
    case bound
    /// A method of `self` (of its type, in a static method), found before any variable of that
    /// name: called as `self.name(...)` is, so that a mutating one changes `self` and a refused
    /// argument is refused at its place.
    case method(of: Value)
  }

  /// What `name` is bound to, for a call made to it: ``localFunction(_:in:)`` and
  /// ``isUnbound(_:in:)`` in one walk of the scopes where no method scope or removed variable
  /// asks for more (the walk a loop's `Row(...)` makes at every turn).
  func scanCalledName(_ name: String, in environment: Environment) throws -> CalledName {
    var scope: Environment? = environment
    while let current = scope {
      if let position = current.bindings.position(of: name) {
        guard let value = current.bindings.value(at: position),
          !(current.isGlobal && !computedGlobals.isEmpty && computedGlobals.contains(name))
        else { break }
        if case .function(let function) = value { return .function(function) }
        return .bound
      }
      if current.isMethodScope {
        if let selfValue = current.bindings["self"]?.value, hasMethod(name, of: selfValue) {
          return .method(of: selfValue)
        }
        break
      }
      scope = current.parent
    }
    if scope == nil { return .unbound }
    if case .function(let function)? = localFunction(name, in: environment) { return .function(function) }
    return try isUnbound(name, in: environment) ? .unbound : .bound
  }

  /// Whether the program's type of `selfValue` (the type itself, for a static method's `self`)
  /// declares a method `name`.
  private func hasMethod(_ name: String, of selfValue: Value) -> Bool {
    if case .type(let type) = selfValue {
      guard let typeName = type.nominalName, declaresType(typeName) else { return false }
      return findMethod(name, labels: nil, in: typeName, isStatic: true) != nil
    }
    return isUserType(selfValue.typeName)
      && findMethod(name, labels: nil, in: selfValue.typeName, isStatic: false) != nil
  }

  /// The scope that binds the variable `name` when no method scope comes before it (so that no
  /// member of `self` can stand for the name instead), or nil.
  func scopeBindingVariable(_ name: String, in environment: Environment) -> (
    scope: Environment, position: Int
  )? {
    var scope: Environment? = environment
    while let current = scope {
      if let position = current.bindings.position(of: name), current.bindings.isBound(at: position) {
        return (current, position)
      }
      if current.isMethodScope { return nil }
      scope = current.parent
    }
    return nil
  }

  /// What a mutating call needs to know of its receiver `base` before its arguments are
  /// evaluated: its type's name and the types its arguments are expected to have. A receiver
  /// that is a `let` holding a value is refused. The receiver is read and let go, so that no
  /// second reference forces a copy of its storage when it is changed in place.
  /// Whether an argument's value depends on the type expected of it: an implicit member
  /// (`.success(1)`) or an integer literal (an element of a `[Double]`).
  private static func takesTypeFromContext(_ argument: Expression) -> Bool {
    switch argument.kind {
    case .implicitMember, .integer, .tuple: true
    case .call(let callee, _): if case .implicitMember = callee.kind { true } else { false }
    default: false
    }
  }

  func peekReceiver(
    _ base: Expression, calling name: String, _ arguments: [Argument], in environment: Environment,
    at location: SourceLocation
  ) throws -> (typeName: String, hint: TypeName?, hints: [TypeName?]?, heldElement: String?) {
    let peek: Value
    // A plain variable's declared element type (`var pages: [Result<Int, E>] = []`), for an
    // argument such as `.success(1)` that takes its type from the context.
    var declaredElement: TypeName?
    if case .name(let root) = base.kind, let (scope, position) = scopeBindingVariable(root, in: environment),
      let binding = scope.bindings[at: position],
      !(scope.isGlobal && !computedGlobals.isEmpty && computedGlobals.contains(root))
    {
      // A plain variable: what `lookup` reads, and what `refuseMutatingALetValue` refuses. (Its
      // binding is read once: each read copies it.)
      let value = binding.value
      if case .lazyPending = value {
        throw InterpreterError.checkFailed("variable '\(root)' used before being initialized", at: location)
      }
      if binding.isLet, mayMutate(name) {
        switch value {
        case .object, .uikit, .optional: break
        default:
          throw InterpreterError.checkFailed(
            "cannot use mutating member on immutable value: '\(root)' is a 'let' constant", at: location)
        }
      }
      peek = value
      switch binding.type {
      case .array(let element)?: declaredElement = element
      case .named("Set", let arguments)? where arguments.count == 1: declaredElement = arguments[0]
      default: break
      }
    } else {
      peek = try evaluate(base, in: environment)
      try refuseMutatingALetValue(base, peek, calling: name, in: environment, at: location)
      if case .array = peek, arguments.contains(where: { Self.takesTypeFromContext($0.value) }) {
        // `state.pages.append(.success(1))`, or `pages.append(1)` in a method: the stored
        // property's declared element type.
        var property: (owner: Value, name: String)?
        if case .member(let owner, let field) = base.kind {
          property = (try evaluate(owner, in: environment), field)
        } else if case .name(let field) = base.kind,
          let owner = environment.scope(declaring: "self")?.bindings["self"]?.value
        {
          property = (owner, field)
        }
        if let property,
          case .array(let element)? = storedProperty(property.name, of: property.owner.typeName)?.type
        {
          declaredElement = element
        }
      }
    }
    if case .snapshot(let snapshot) = peek {
      return (
        peek.typeName, nil, Self.snapshotArgumentTypes(name, labels: arguments.map(\.label), of: snapshot),
        nil
      )
    }
    let element = declaredElement ?? Self.elementType(of: peek)
    var heldElement: String?
    switch peek {
    case .array(let elements): heldElement = elements.first?.typeName
    case .set(let store): heldElement = store.keys.first?.typeName
    default: break
    }
    if case .array = peek, let element {
      return (peek.typeName, element, Self.arrayArgumentTypes(name, arguments, element: element), heldElement)
    }
    if case .set = peek, let element, Self.setSequenceMethods.contains(name) {
      // `seen.formUnion([3])` of a `Set<Double>`: the literal is a sequence of elements.
      return (peek.typeName, element, [.array(element)], heldElement)
    }
    return (peek.typeName, element, nil, heldElement)
  }

  /// The types an array's mutating method takes, as contexts for its arguments: an element
  /// (`append(_:)`, the first of `insert(_:at:)`), a sequence of them (`contentsOf:`), a closure
  /// over them (`removeAll(where:)`, `sort(by:)`); an index or a count takes none, and an integer
  /// literal there stays an `Int` in an array of `Double` (`prices.swapAt(0, 1)`).
  /// A set's mutating methods that take a sequence of its elements.
  private static let setSequenceMethods: Set<String> = [
    "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
  ]

  /// Nil when each argument takes the element type (`append(_:)`, the common case, allocates
  /// nothing).
  private static func arrayArgumentTypes(_ name: String, _ arguments: [Argument], element: TypeName)
    -> [TypeName?]?
  {
    func type(_ index: Int, _ argument: Argument) -> TypeName? {
      if case .closure = argument.value.kind { return element }
      switch (name, index, argument.label) {
      case ("append", 0, nil), ("insert", 0, nil): return element
      case (_, _, "contentsOf"): return .array(element)
      default: return nil
      }
    }
    if arguments.count == 1, type(0, arguments[0]) == element { return nil }
    return arguments.enumerated().map(type)
  }
}
