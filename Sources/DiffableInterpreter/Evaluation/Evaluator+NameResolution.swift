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

  /// The scope that binds the variable `name` when no method scope comes before it (so that no
  /// member of `self` can stand for the name instead), or nil.
  func scopeBindingVariable(_ name: String, in environment: Environment) -> Environment? {
    var scope: Environment? = environment
    while let current = scope {
      if current.bindings.contains(name) { return current }
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
  ) throws -> (typeName: String, hint: TypeName?, hints: [TypeName?]?) {
    let peek: Value
    // A plain variable's declared element type (`var pages: [Result<Int, E>] = []`), for an
    // argument such as `.success(1)` that takes its type from the context.
    var declaredElement: TypeName?
    if case .name(let root) = base.kind, let scope = scopeBindingVariable(root, in: environment),
      let position = scope.bindings.position(of: root), let value = scope.bindings.value(at: position),
      !(scope.isGlobal && !computedGlobals.isEmpty && computedGlobals.contains(root))
    {
      // A plain variable: what `lookup` reads, and what `refuseMutatingALetValue` refuses.
      if case .lazyPending = value {
        throw InterpreterError.checkFailed("variable '\(root)' used before being initialized", at: location)
      }
      if scope.bindings.isLet(root), mayMutate(name) {
        switch value {
        case .object, .uikit, .optional: break
        default:
          throw InterpreterError.checkFailed(
            "cannot use mutating member on immutable value: '\(root)' is a 'let' constant", at: location)
        }
      }
      peek = value
      if case .array(let element)? = scope.bindings.type(at: position) { declaredElement = element }
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
        peek.typeName, nil, Self.snapshotArgumentTypes(name, labels: arguments.map(\.label), of: snapshot)
      )
    }
    return (peek.typeName, declaredElement ?? Self.elementType(of: peek), nil)
  }
}
