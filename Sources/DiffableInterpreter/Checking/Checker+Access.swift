extension Checker {
  /// What `private` hides of each type's members, by type name.
  struct AccessFacts {
    /// The members each type declares `private` (and nowhere without it): only the type's
    /// declaration, its extensions and the types nested in it may name them.
    var privateMembers: [String: Set<String>] = [:]
    /// The members of each type declared without `private` (an overload, a property of an
    /// extension), which keep a name accessible.
    var accessibleMembers: [String: Set<String>] = [:]
    /// The properties each type declares `private(set)`: read anywhere, changed only inside it.
    var privateSetters: [String: Set<String>] = [:]
    /// The initializers each type declares (in its body and extensions), for their access.
    var declaredInitializers: [String: [FunctionDeclaration]] = [:]
  }

  /// Notes which of a type's members are `private` and `private(set)`.
  mutating func noteAccess(of type: TypeInfo, named name: String) {
    access.declaredInitializers[name, default: []] += type.initializers
    let properties = type.storedProperties + type.computedProperties.values + type.staticProperties.values
    for property in properties {
      guard let member = property.name else { continue }
      if property.isPrivate {
        access.privateMembers[name, default: []].insert(member)
      } else {
        access.accessibleMembers[name, default: []].insert(member)
        if property.setterIsPrivate { access.privateSetters[name, default: []].insert(member) }
      }
    }
    for (member, declarations) in type.methods.merging(type.staticMethods, uniquingKeysWith: +) {
      for declaration in declarations {
        if declaration.isPrivate {
          access.privateMembers[name, default: []].insert(member)
        } else {
          access.accessibleMembers[name, default: []].insert(member)
        }
      }
    }
  }

  /// Whether `member` of `typeName` is `private` and the code being checked is outside the type
  /// (its declaration, its extensions, the types nested in it).
  func isInaccessible(_ member: String, of typeName: String) -> Bool {
    guard access.privateMembers[typeName]?.contains(member) == true,
      access.accessibleMembers[typeName]?.contains(member) != true
    else { return false }
    return !isInside(typeName)
  }

  /// Whether every initializer of `typeName` that `arguments` fit is `private`, and the code
  /// being checked is outside the type (`static let shared = Store()` with `private init()`).
  func initializerIsInaccessible(_ typeName: String, _ arguments: [Argument]) -> Bool {
    let fitting = (access.declaredInitializers[typeName] ?? []).filter {
      if case .success = ArgumentMatching.match(
        $0.parameters, labels: arguments.map(\.label), trailing: arguments.map(\.isTrailingClosure))
      {
        return true
      }
      return false
    }
    return !fitting.isEmpty && fitting.allSatisfy(\.isPrivate) && !isInside(typeName)
  }

  /// Whether the code being checked is inside `typeName` (a method of it, of an extension of it,
  /// or of a type nested in it).
  func isInside(_ typeName: String) -> Bool {
    enclosingTypes.contains { $0 == typeName || $0.hasPrefix(typeName + ".") }
  }
}

extension Checker.Symbol {
  /// Whether the name is a `let` constant.
  var isLetConstant: Bool {
    switch self {
    case .variable(let isLet, _, _, _): isLet
    case .valueConstant: true
    case .function, .type: false
    }
  }

  /// Whether the name cannot be assigned.
  var isConstant: Bool {
    switch self {
    case .variable(let isLet, _, _, _): isLet
    case .valueConstant, .function, .type: true
    }
  }
}
