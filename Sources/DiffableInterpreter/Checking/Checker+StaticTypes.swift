/// The types the checker knows an expression has for sure, for the generic requirements a call
/// binds (``checkGenericRequirements(of:_:)``): a literal's, a construction's, an enum case's, an
/// array literal's of such elements, a variable's or property's as declared.
extension Checker {
  /// The type `expression` surely has, or nil when the checker cannot tell.
  func staticType(of expression: Expression) -> TypeName? {
    switch expression.kind {
    case .integer: return literalType("Int")
    case .double: return literalType("Double")
    case .string, .interpolation: return literalType("String")
    case .boolean: return literalType("Bool")
    case .name(let name):
      switch resolve(name) {
      case .symbol(let symbol)?: return staticType(of: symbol)
      case .member?:
        return enclosingTypes.last.flatMap { propertyType(name, of: $0) }
      default: return nil
      }
    case .selfValue:
      return enclosingTypes.last.flatMap(plainDeclaredType)
    case .member(let base, let member):
      if case .selfValue = base.kind, let type = enclosingTypes.last {
        return propertyType(member, of: type)
      }
      if let type = knownType(of: base), declaredType(type)?.genericParameters.isEmpty == true {
        return propertyType(member, of: type)
      }
      return enumCaseType(base, member)
    case .call(let callee, _):
      switch callee.kind {
      case .name(let name):
        guard case .library? = resolveForType(name), genericParameterRequirements(name) == nil else {
          return nil
        }
        if declaredType(name) == nil, name == "UUID" || (name == "Date" && evaluator.isPreludeType(name)) {
          return .named(name, [])
        }
        // An alias the entry declares of the program's type (`typealias Row = Contact`).
        if declaredType(name) == nil, case .named(let target, [])? = entryAliases[name] {
          return plainDeclaredType(target)
        }
        return plainDeclaredType(name)
      case .type(let written):
        if case .named(let name, let arguments) = written {
          guard genericParameterRequirements(name) == nil,
            declaredType(name)?.genericParameters.count == arguments.count || name == "Set"
          else { return nil }
        }
        return written
      case .member(let base, let member):
        // `Outer.Inner(...)` makes the nested type.
        if let outer = Self.qualifiedName(base), declaredType("\(outer).\(member)") != nil {
          return plainDeclaredType("\(outer).\(member)")
        }
        return enumCaseType(base, member)
      default:
        return nil
      }
    case .array(let elements):
      let types = elements.map(staticType(of:))
      guard let first = types.first ?? nil, types.allSatisfy({ $0 == first }) else { return nil }
      return .array(first)
    default:
      return nil
    }
  }

  /// `for item in items`: the name the loop binds holds the elements of an array or a set whose
  /// type the checker knows.
  mutating func declareElement(of sequence: Expression, boundBy pattern: Pattern) {
    guard case .binding(let name) = pattern.kind else { return }
    let element: TypeName? =
      switch staticType(of: sequence) {
      case .array(let element)?: element
      case .named("Set", let arguments)? where arguments.count == 1: arguments[0]
      default: nil
      }
    guard let element else { return }
    declare(name, .variable(isLet: !pattern.bindsVariable, declared: element))
  }

  /// `Outer` or `Outer.Inner` written as an expression, as a type's name.
  private static func qualifiedName(_ expression: Expression) -> String? {
    switch expression.kind {
    case .name(let name): name
    case .member(let base, let member): qualifiedName(base).map { "\($0).\(member)" }
    default: nil
    }
  }

  /// The type of a stored property: as written, or what its value plainly constructs
  /// (`var store = Store()`: a call of a type, which names nothing of the scope it is read in).
  private func propertyType(_ name: String, of typeName: String) -> TypeName? {
    guard let property = storedProperty(name, of: typeName) else { return nil }
    if let type = property.type { return type }
    guard let value = property.initializer, case .call(let callee, _) = value.kind,
      case .name(let called) = callee.kind, declaredType(called) != nil
    else { return nil }
    return staticType(of: value)
  }

  /// Whether the value is written as a literal, whose type adapts to where it goes.
  static func isLiteral(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .integer, .double, .string, .interpolation, .boolean: true
    case .array(let elements): elements.allSatisfy(isLiteral)
    default: false
    }
  }

  /// A literal's own type, unless the program declares a type that literals may make
  /// (`ExpressibleByIntegerLiteral`), which a generic parameter could then be.
  private func literalType(_ name: String) -> TypeName? {
    declaresLiteralTypes ? nil : .named(name, [])
  }

  private func staticType(of symbol: Symbol) -> TypeName? {
    switch symbol {
    case .variable(_, let type, let number, let declared):
      declared ?? number.map { .named($0.rawValue, []) } ?? type.flatMap(plainDeclaredType)
    case .valueConstant(let type, let declared):
      declared ?? type.flatMap(plainDeclaredType)
    default:
      nil
    }
  }

  /// The program's type of this name when it has no generic parameters (a generic one written
  /// bare has arguments the checker does not know).
  private func plainDeclaredType(_ name: String) -> TypeName? {
    guard genericParameterRequirements(name) == nil, let declared = declaredType(name),
      declared.genericParameters.isEmpty, declared.kind != .protocol
    else { return nil }
    return .named(name, [])
  }

  /// `Kind.small` or `Kind.sized(3)`: the program's enum that has the case.
  private func enumCaseType(_ base: Expression, _ member: String) -> TypeName? {
    guard case .name(let name) = base.kind, case .library? = resolveForType(name),
      enumCases[name]?.contains(member) == true, declaredType(name)?.kind == .enum
    else { return nil }
    return plainDeclaredType(name)
  }

  /// The payload of the case `name` of the program's enum, or nil for a case without one.
  func enumPayload(of typeName: String, _ name: String) -> [(label: String?, type: TypeName)]? {
    let cases =
      entryDeclarations[typeName]?.declaration.members.cases ?? evaluator.types[typeName]?.cases ?? []
    guard let found = cases.first(where: { $0.name == name }), !found.payload.isEmpty else { return nil }
    return found.payload
  }

  /// The initializers a class of the program's declares.
  func initializers(of typeName: String) -> [FunctionDeclaration] {
    entryDeclarations[typeName]?.declaration.members.initializers ?? evaluator.types[typeName]?.initializers
      ?? []
  }

  /// The static methods named `name` of a type of the program's.
  func staticMethods(of typeName: String, _ name: String) -> [FunctionDeclaration] {
    if let (declaration, _) = entryDeclarations[typeName] {
      return declaration.members.methods.filter { $0.isStatic && $0.name == name }
    }
    return evaluator.types[typeName]?.staticMethods[name] ?? []
  }
}
