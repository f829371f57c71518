/// The program's types the checker knows a value has: as declared, or as plainly constructed.
extension Checker {
  /// The program's type a declared type names, if the checker knows all of its members.
  func knownType(_ type: TypeName?) -> String? {
    // `Result<[Item], LoadError>` is known as `Result`, its arguments aside.
    guard case .named(let name, let arguments)? = type,
      arguments.isEmpty || genericParameters(of: name)?.count == arguments.count,
      typeMembers[name] != nil,
      !openTypes.contains(name), !Library.typeNames.contains(name)
    else { return nil }
    return name
  }

  /// The program's type an initializer plainly constructs (`Point(x: 1)`).
  func constructedType(_ expression: Expression) -> String? {
    switch expression.kind {
    case .call(let callee, _):
      if case .name(let name) = callee.kind, case .library? = resolveForType(name) {
        return knownType(.named(name, []))
      }
      if case .type(let written) = callee.kind, case .named(let name, let arguments) = written,
        !arguments.isEmpty,
        case .library? = resolveForType(name)
      {
        // `Cache<String, Int>()`.
        return knownType(written)
      }
      // `Kind.payload(1)`; not a static method's value or a nested type's (`Outer.Plain(value: 3)`).
      if case .member(let base, let member) = callee.kind, case .name(let name) = base.kind,
        enumCases[name]?.contains(member) == true, case .library? = resolveForType(name)
      {
        return knownType(.named(name, []))
      }
      return nil
    case .member(let base, let member):
      guard case .name(let name) = base.kind, enumCases[name]?.contains(member) == true,
        case .library? = resolveForType(name)
      else { return nil }
      return knownType(.named(name, []))
    default:
      return nil
    }
  }

  /// Whether an initializer plainly makes a value type: a collection or string literal, or a struct.
  func isValueTyped(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .array, .dictionary, .string, .interpolation: true
    case .call(let callee, _):
      switch callee.kind {
      case .name(let name): structInitializers[name] != nil
      // A value type of the library or a generic struct of the program, spelled with its
      // generic arguments.
      case .type(let type):
        type.nominalName == "NSDiffableDataSourceSnapshot"
          || type.nominalName.map { structInitializers[$0] != nil } == true
      default: false
      }
    default: false
    }
  }
}
