/// What a change may set: not a `let` property, and not `self` where it is immutable.
///
/// The `let` properties of the program's types are set by an initializer of the type, and by nothing
/// else. A change through a member chain reaches every value on its way (`line.start.x = 5` sets
/// `start` of `line`), up to the first class instance, whose members change in place; the first
/// `let` property it would set is refused with the compiler's message, before the entry runs.
///
/// What the checker cannot type (a part reached through an array, a value of a library type) the
/// evaluator refuses when the change is made, with the same message and nothing changed.
extension Checker {
  /// Refuses an assignment (`compound`: `+=` and the like) that sets a `let` property, or `self`
  /// where it is immutable (`x = 1` in a struct's method that is not `mutating`).
  func checkLetProperties(changedBy target: Expression, compound: Bool) throws {
    let message =
      compound
      ? "left side of mutating operator isn't mutable"
      : Self.isSubscript(target) ? "cannot assign through subscript" : "cannot assign to property"
    if let property = changedLetProperty(target) {
      throw InterpreterError.checkFailed("\(message): '\(property)' is a 'let' constant", at: target.location)
    }
    if changesImmutableSelf(target) {
      let whole = if case .selfValue = target.kind, !compound { "cannot assign to value" } else { message }
      throw InterpreterError.checkFailed("\(whole): 'self' is immutable", at: target.location)
    }
  }

  /// Refuses a call of a mutating method that changes `self` where it is immutable: on a value
  /// that is a part of `self` (`items.append(1)`), or on `self` itself (`bump()`).
  func checkMutatingCall(_ callee: Expression) throws {
    guard selfIsImmutable.last == true else { return }
    let changesSelf: Bool
    switch callee.kind {
    case .member(let receiver, let method):
      changesSelf =
        (Library.mutatingMethods.contains(method) || evaluatorMutates(method))
        && (isKnownValue(receiver) && changesImmutableSelf(receiver))
    case .name(let method):
      guard case .member? = resolve(method), let typeName = enclosingTypes.last else { return }
      changesSelf = typeMethods[typeName]?[method]?.contains(where: \.isMutating) == true
    default:
      return
    }
    guard changesSelf else { return }
    throw InterpreterError.checkFailed(
      "cannot use mutating member on immutable value: 'self' is immutable", at: callee.location)
  }

  /// Whether a change of `target` changes `self` where it is immutable: `self`, or a part of it
  /// reached through values only (a class instance on the way changes itself).
  func changesImmutableSelf(_ target: Expression) -> Bool {
    guard selfIsImmutable.last == true else { return false }
    var link = target
    while true {
      switch link.kind {
      case .selfValue:
        return true
      case .name(let name):
        if case .member? = resolve(name) { return true }
        return false
      case .member(let base, _), .subscript(let base, _), .tupleElement(let base, _):
        guard isKnownValue(base) else { return false }
        link = base
      case .forceUnwrap(let base), .optionalBind(let base):
        link = base
      case .optionalChain(let chain):
        link = chain
      default:
        return false
      }
    }
  }

  /// Whether `expression` is known to be a value: `self` of a struct, a struct of the program, an
  /// array, a dictionary...
  private func isKnownValue(_ expression: Expression) -> Bool {
    if case .selfValue = expression.kind { return enclosingTypes.last.map(isValueType) == true }
    if let typeName = partType(of: expression) { return isValueType(typeName) }
    return holdsValue(expression)
  }

  /// Whether the program's type `name` is a struct or an enum.
  func isValueType(_ name: String) -> Bool {
    structInitializers[name] != nil || enumCases[name] != nil
  }

  /// Whether `expression` is a plain `=`, not a compound assignment.
  func isPlainAssignment(_ expression: Expression) -> Bool {
    if case .assign = expression.kind { return true }
    return false
  }

  private static func isSubscript(_ expression: Expression) -> Bool {
    if case .subscript = expression.kind { return true }
    return false
  }

  /// The `let` property a change of `target` would set outside an initializer of its type, or
  /// nil when it sets none the checker can tell.
  func changedLetProperty(_ target: Expression) -> String? {
    var link = target
    while true {
      switch link.kind {
      case .member(let base, let name):
        guard let typeName = partType(of: base) else { return nil }
        if storedProperty(name, of: typeName)?.isLet == true, !initializes(typeName, through: base) {
          return name
        }
        // A member of a struct is a part of it: the change reaches the place that holds it.
        guard structInitializers[typeName] != nil else { return nil }
        link = base
      case .name(let name):
        // A property of `self` named bare, in a method.
        guard case .member? = resolve(name), let typeName = enclosingTypes.last,
          storedProperty(name, of: typeName)?.isLet == true, initializedTypes.last != typeName
        else { return nil }
        return name
      case .subscript(let base, _), .tupleElement(let base, _), .forceUnwrap(let base),
        .optionalBind(let base):
        link = base
      case .optionalChain(let chain):
        link = chain
      default:
        return nil
      }
    }
  }

  /// Whether `expression` is known to hold a value (a struct of the program, an array, a
  /// dictionary, a string...), which a mutating method changes in the place that holds it: a
  /// class instance of the same method's name changes itself.
  func holdsValue(_ expression: Expression) -> Bool {
    let property: VariableDeclaration?
    switch expression.kind {
    case .member(let base, let name): property = partType(of: base).flatMap { storedProperty(name, of: $0) }
    case .name(let name):
      guard case .member? = resolve(name), let typeName = enclosingTypes.last else { return false }
      property = storedProperty(name, of: typeName)
    default: return false
    }
    guard let property else { return false }
    if let type = property.type { return Self.isLibraryValueType(type) || knownStruct(type) }
    return property.initializer.map { isValueTyped($0) } == true
  }

  /// An array, a dictionary, a tuple, or a value type of the standard library.
  private static func isLibraryValueType(_ type: TypeName) -> Bool {
    switch type {
    case .array, .dictionary, .tuple: true
    case .named(let name, _): ["Set", "String", "Int", "Double", "Bool", "Character"].contains(name)
    default: false
    }
  }

  private func knownStruct(_ type: TypeName) -> Bool {
    knownType(type).map { structInitializers[$0] != nil } == true
  }

  /// Whether a change of `base`'s properties is the initialization of `typeName`'s: `self` in an
  /// initializer of that type.
  private func initializes(_ typeName: String, through base: Expression) -> Bool {
    guard case .selfValue = base.kind else { return false }
    return initializedTypes.last == typeName
  }

  /// The program's type of a part of a member chain, when the checker can tell.
  private func partType(of expression: Expression) -> String? {
    switch expression.kind {
    case .name(let name):
      if case .member? = resolve(name), let typeName = enclosingTypes.last {
        return storedProperty(name, of: typeName).flatMap(memberType)
      }
      return knownType(of: expression)
    case .selfValue:
      return knownType(of: expression)
    case .member(let base, let name):
      return partType(of: base).flatMap { storedProperty(name, of: $0) }.flatMap(memberType)
    default:
      return nil
    }
  }

  /// The program's type a stored property holds: as written, or as its initial value makes it.
  private func memberType(_ property: VariableDeclaration) -> String? {
    knownType(property.type) ?? property.initializer.flatMap(constructedType)
  }

  /// A stored property of `typeName` or of the classes it inherits from.
  func storedProperty(_ name: String, of typeName: String) -> VariableDeclaration? {
    var pending = [typeName]
    var seen: Set<String> = []
    while let current = pending.popLast() {
      guard seen.insert(current).inserted else { continue }
      if let found = storedDeclarations[current]?[name] { return found }
      if classNames.contains(current) { pending += pendingParents(of: current) }
    }
    return nil
  }

  /// Refuses an assignment to a `let` constant (or to a function or type).
  func checkAssignable(_ target: Expression) throws {
    switch target.kind {
    case .name(let name):
      if case .symbol(let symbol)? = resolve(name), symbol.isLetConstant {
        throw InterpreterError.checkFailed(
          "cannot assign to value: '\(name)' is a 'let' constant", at: target.location)
      }
      if case .symbol(.function)? = resolve(name) {
        throw InterpreterError.checkFailed(
          "cannot assign to value: '\(name)' is a function", at: target.location)
      }
    case .member(let base, let member)
    where knownType(of: base).map { access.privateSetters[$0]?.contains(member) == true && !isInside($0) }
      == true:
      throw InterpreterError.checkFailed(
        "cannot assign to property: '\(member)' setter is inaccessible", at: target.location)
    case .member(let base, _), .subscript(let base, _):
      // A value held in a `let` cannot change; a class instance can, so only lets known to hold
      // values (and subscripts of lets) are refused here.
      guard let name = Self.rootName(of: base), case .symbol(let symbol)? = resolve(name) else { break }
      // A class instance's own subscript may set through a `let` that holds it, and a key path
      // (`object[keyPath: path]`) through a reference.
      if case .subscript(_, let arguments) = target.kind, symbol.isConstant, !holdsObject(symbol),
        arguments.first?.label != "keyPath"
      {
        throw InterpreterError.checkFailed(
          "cannot assign through subscript: '\(name)' is a 'let' constant", at: target.location)
      }
      // A member of the constant itself (`point.x = 1`); deeper (`videos[0].title`, `box.view.x`)
      // a class instance on the way may be what changes, which the evaluator tells.
      if case .valueConstant = symbol, case .member(let root, _) = target.kind, case .name = root.kind {
        throw InterpreterError.checkFailed(
          "cannot assign to property: '\(name)' is a 'let' constant", at: target.location)
      }
    default:
      break
    }
  }

  /// Whether a name is known to hold an instance of one of the program's classes.
  private func holdsObject(_ symbol: Symbol) -> Bool {
    guard case .variable(_, let typeName?, _, _) = symbol else { return false }
    return classNames.contains(typeName)
  }

  /// The variable at the root of a chain of members and subscripts (`a` of `a.b[0].c`).
  static func rootName(of expression: Expression) -> String? {
    switch expression.kind {
    case .name(let name): name
    case .member(let base, _), .subscript(let base, _), .tupleElement(let base, _): rootName(of: base)
    default: nil
    }
  }
}
