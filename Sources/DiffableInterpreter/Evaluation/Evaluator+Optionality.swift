/// Optionals where Swift wants a `T`: an implicitly unwrapped `T!` is unwrapped there; a `T?`
/// (declared, inferred from an optional, or given by the library's signature: `items.first`,
/// `Int(text)`, `a?.b`, `try?`, `as?`) is refused with swiftc's "value of optional type 'T?' must
/// be unwrapped". What the declarations do not say (a closure's parameter, a pattern's name) is
/// let through.
extension Evaluator {
  /// How an expression's value is declared optional, with the declared type when known.
  struct DeclaredOptional {
    var optionality: Optionality
    var type: TypeName?
    /// Optional by the library's own signature (`items.first`), not by a declaration of the program.
    var isLibrarySignature = false

    static var unknown: DeclaredOptional { DeclaredOptional(optionality: .none, type: nil) }
  }

  /// The value for a place of a declared type (a variable, a parameter, a property, a result):
  /// an implicitly unwrapped optional unwrapped, a plain one refused, as swiftc does for a
  /// concrete type. Anything else is returned as it is.
  func checkOptional(
    _ value: Value, from expression: Expression, for type: TypeName, role: ConversionRole,
    in environment: Environment
  ) throws -> Value {
    guard case .optional(let wrapped) = value, refusesOptional(resolvedType(type)) else { return value }
    let declared = declaredOptional(expression, in: environment)
    switch declared.optionality {
    case .none: return value
    case .implicitlyUnwrapped:
      guard let wrapped else {
        throw InterpreterError.fatal(Self.implicitUnwrapFailure, at: expression.location)
      }
      return wrapped
    case .plain:
      let wanted = type.sugared
      // The wrapped value's type as declared, else spelled where it is plain (a library scalar,
      // the program's own struct or enum), as `inferredType(of:)` tells it.
      let actual = (declared.type.map(Self.wrappedType) ?? wrapped.flatMap(inferredType))?.sugared ?? wanted
      // swiftc says "must be unwrapped" of what the program declared optional, and of the
      // library's optionals but where one is assigned or differs from the type wanted.
      let message =
        !declared.isLibrarySignature && actual == wanted
          || role != .assignment && (actual == wanted || wrapped == nil)
        ? "value of optional type '\(wanted)?' must be unwrapped to a value of type '\(wanted)'"
        : role.message(actual: actual + "?", shown: "'\(wanted)'")
      throw InterpreterError.checkFailed(message, at: Self.place(of: expression))
    }
  }

  /// The wrapped value of a `T!` operand of an operator that wants a `T` (`counter + 1`);
  /// anything else as it is.
  func unwrapImplicitly(_ value: Value, from expression: Expression, in environment: Environment) throws
    -> Value
  {
    guard case .optional(let wrapped) = value,
      declaredOptional(expression, in: environment).optionality == .implicitlyUnwrapped
    else { return value }
    guard let wrapped else {
      throw InterpreterError.fatal(Self.implicitUnwrapFailure, at: expression.location)
    }
    return wrapped
  }

  /// Swift's words when a `T!` used as a `T` is nil.
  static let implicitUnwrapFailure = "Unexpectedly found nil while implicitly unwrapping an Optional value"

  /// Refuses a member of a `T?` used as a member of its `T` (`name.count` of a `String?`), as
  /// swiftc does; the members of `Optional` itself (`map`, `flatMap`, the program's extensions)
  /// are its own. An implicitly unwrapped optional's member is its wrapped value's.
  /// swiftc points at the base's last token: a name's, or a call's or subscript's closing
  /// bracket, which the lowered tree does not keep; it is taken as the column before the period
  /// that precedes the member's name at `memberLocation` (where code writes them).
  func refuseMemberOfOptional(
    _ value: Value, base: Expression, member name: String, at memberLocation: SourceLocation,
    in environment: Environment
  ) throws {
    guard case .optional(let wrapped) = value, !isOptionalMember(name) else { return }
    let declared = declaredOptional(base, in: environment)
    guard declared.optionality == .plain else { return }
    guard let wrappedType = declared.type.map(Self.wrappedType) ?? wrapped.flatMap(inferredType) else {
      return
    }
    var place = Self.place(of: base)
    switch base.kind {
    case .call, .subscript:
      if memberLocation.column > 2 {
        place = SourceLocation(line: memberLocation.line, column: memberLocation.column - 2)
      }
    default: break
    }
    let shown = wrappedType.sugared
    throw InterpreterError.checkFailed(
      "value of optional type '\(shown)?' must be unwrapped to refer to member '\(name)' of wrapped base type '\(shown)'",
      at: place)
  }

  /// Whether `name` is a member of `Optional` itself.
  private func isOptionalMember(_ name: String) -> Bool {
    Self.optionalMethods.contains(name) || ["debugDescription", "unsafelyUnwrapped"].contains(name)
      || findMethod(name, labels: nil, in: "Optional", isStatic: false) != nil
      || findComputedProperty(name, in: "Optional") != nil
  }

  /// How the value of `expression` is declared optional: the library's signature, a variable's or
  /// parameter's declaration, a stored property's, a function's or method's result, a
  /// dictionary's subscript. The bases read to find a property or method are plain paths
  /// (`a.b.c`, `self.x`), which reading again changes nothing.
  func declaredOptional(_ expression: Expression, in environment: Environment) -> DeclaredOptional {
    if Self.givesOptional(expression) {
      return DeclaredOptional(optionality: .plain, type: nil, isLibrarySignature: true)
    }
    switch expression.kind {
    case .name(let name):
      return declaredOptional(name: name, in: environment)
    case .member(let base, let name):
      guard let value = pathValue(base, in: environment),
        let property = storedPropertyFacts(name, of: value.unwrappedOnce?.typeName ?? value.typeName)
      else { return .unknown }
      return DeclaredOptional(optionality: property.optionality, type: property.declaredType)
    case .call(let callee, _):
      let function: FunctionDeclaration?
      switch callee.kind {
      case .name(let name):
        if case .function(.closure(let declaration, _))? = localFunction(name, in: environment) {
          function = declaration
        } else {
          function = nil
        }
      case .member(let base, let name):
        function = pathValue(base, in: environment).flatMap {
          findMethod(name, labels: nil, in: $0.typeName, isStatic: false)?.declaration
        }
      default: function = nil
      }
      guard let result = function?.result, case .optional = result else { return .unknown }
      return DeclaredOptional(optionality: .plain, type: result)
    case .subscript(let base, let arguments) where arguments.count == 1 && arguments[0].label == nil:
      guard case .dictionary? = pathValue(base, in: environment) else { return .unknown }
      return DeclaredOptional(optionality: .plain, type: nil)
    default:
      return .unknown
    }
  }

  /// How the variable `name` is declared optional: the innermost scope's, or a stored property of
  /// `self` in a method.
  private func declaredOptional(name: String, in environment: Environment) -> DeclaredOptional {
    var scope: Environment? = environment
    while let current = scope {
      if let position = current.bindings.position(of: name), current.bindings.isBound(at: position) {
        return DeclaredOptional(
          optionality: current.bindings.optionality(at: position), type: current.bindings.type(at: position))
      }
      if current.isMethodScope, let selfValue = current.bindings["self"]?.value,
        let property = storedPropertyFacts(name, of: selfValue.typeName)
      {
        return DeclaredOptional(optionality: property.optionality, type: property.declaredType)
      }
      scope = current.parent
    }
    return .unknown
  }

  /// The value of a plain path (`a`, `self`, `a.b.c`), or nil for anything else (a call, a
  /// subscript), which reading again could change.
  private func pathValue(_ expression: Expression, in environment: Environment) -> Value? {
    Self.isPlainPath(expression) ? try? evaluate(expression, in: environment) : nil
  }

  /// Whether an expression is a name, `self`, or members of them.
  private static func isPlainPath(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .name, .selfValue: true
    case .member(let base, _): isPlainPath(base)
    default: false
    }
  }

  /// The type an optional expression wraps, where the program declares it or a library
  /// conversion spells it (`Double(text)` wraps a `Double`): the type the right side of `??`
  /// takes, as Swift types `Double(text) ?? -1` as a Double.
  func wrappedType(of expression: Expression, in environment: Environment) -> TypeName? {
    if case .call(let callee, let arguments) = expression.kind, arguments.count == 1 {
      let name: String? =
        switch callee.kind {
        case .name(let name): name
        case .type(let type): type.nominalName
        default: nil
        }
      if let name, ["Int", "Double", "Bool"].contains(name), !declaresType(name) { return .named(name, []) }
    }
    // An element of a declared collection (`prices.first`, `prices.min()`, `totals["a"]`).
    var elementOf: Expression?
    switch expression.kind {
    case .member(let base, let name) where ["first", "last"].contains(name): elementOf = base
    case .call(let callee, _):
      if case .member(let base, let name) = callee.kind,
        ["first", "last", "min", "max", "randomElement", "popLast"].contains(name)
      {
        elementOf = base
      }
    case .subscript:
      if let place = try? assignedType(of: expression, in: environment) {
        return Self.wrappedType(place.type)
      }
    default: break
    }
    if let base = elementOf, let place = try? assignedType(of: base, in: environment), !place.isElement {
      switch place.type {
      case .array(let element): return element
      default: return nil
      }
    }
    return declaredOptional(expression, in: environment).type.map(Self.wrappedType)
  }

  /// `T` of a declared `T?`.
  private static func wrappedType(_ type: TypeName) -> TypeName {
    if case .optional(let wrapped) = type { return wrapped }
    return type
  }

  /// Where swiftc points for an expression it names whole (an optional, an argument of the wrong
  /// type): a property's or method's name (`xs.min()` at `min`), a subscript's opening bracket
  /// (found after a name, where code writes it).
  static func place(of expression: Expression) -> SourceLocation {
    switch expression.kind {
    case .call(let callee, _):
      if case .member = callee.kind { return callee.location }
    case .subscript(let base, _):
      return bracketLocation(of: base, at: expression.location)
    default: break
    }
    return expression.location
  }

  /// Whether a declared type takes no optional: a concrete type, not `Any`, a protocol, a
  /// generic parameter or an optional itself.
  private func refusesOptional(_ type: TypeName) -> Bool {
    switch type {
    case .optional, .opaque, .function, .tuple: false
    case .array, .dictionary: true
    case .named(let name, _):
      ["Int", "Double", "Bool", "String", "Character"].contains(name)
        || types[name].map { $0.kind != .protocol && !isPreludeType(name) } == true
    }
  }

  /// The library's methods whose result is an optional.
  private static let optionalResultMethods: Set<String> = [
    "first", "last", "popLast", "randomElement", "firstIndex", "lastIndex", "min", "max", "index",
  ]

  /// Whether an expression's value is an optional by the library's own signature.
  private static func givesOptional(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .optionalChain: return true
    case .try(_, .optional), .cast(_, _, .optional): return true
    case .member(_, let name): return ["first", "last", "randomElement"].contains(name)
    case .call(let callee, let arguments):
      switch callee.kind {
      case .member(_, let name):
        // `min()` and `min(by:)` give optionals; `min(a, b)` is the global function.
        return optionalResultMethods.contains(name)
          && (name != "min" && name != "max" || arguments.count <= 1)
      case .name(let name):
        return ["Int", "Double"].contains(name) && arguments.count == 1 && arguments[0].label == nil
      default: return false
      }
    default: return false
    }
  }
}
