extension Evaluator {
  /// The type arguments a context gives a generic enum (`Result<[Item], LoadError>` written as a
  /// variable's or a parameter's type), through aliases and optionals; nil when the context does not
  /// name the type with all of its arguments, or the type is not generic.
  func typeArguments(of type: TypeInfo, in context: TypeName?) -> [TypeName]? {
    guard !type.genericParameters.isEmpty, let context else { return nil }
    guard case .named(let name, let arguments) = resolvedType(context).unwrapped,
      arguments.count == type.genericParameters.count, types[name]?.name == type.name
    else { return nil }
    // A generic function's own parameter (`-> LoadState<T>`) names no type here: what the value
    // holds says it (``displayedTypeArguments(of:)``).
    return arguments.map { namesAType($0) ? normalized($0) : Self.unknownTypeArgument }
  }

  /// The standard library's types a type argument may name that the library does not declare
  /// as types of its own.
  private static let standardTypeNames: Set<String> = [
    "Any", "AnyObject", "AnyHashable", "Never", "Void", "Error", "Float", "Substring", "Range", "ClosedRange",
    "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]

  /// Whether every name in `type` is a type the program or the library declares (a generic
  /// parameter's name is not).
  private func namesAType(_ type: TypeName) -> Bool {
    switch type {
    case .named(let name, let arguments):
      let known =
        declaresType(name) || aliases[name] != nil || Library.typeNames.contains(name)
        || Self.standardTypeNames.contains(name) || Checker.knownProtocols.contains(name)
        || name.contains(".")
      return known && arguments.allSatisfy(namesAType)
    case .optional(let wrapped), .array(let wrapped): return namesAType(wrapped)
    case .dictionary(let key, let value): return namesAType(key) && namesAType(value)
    case .tuple(let elements, _): return elements.allSatisfy(namesAType)
    default: return true
    }
  }

  /// A closure literal without parameter types, passed or stored where a function type taking (or
  /// returning, as `flatMap`'s does) a Double or a generic enum is declared (`completion: @escaping (Result<[Item], LoadError>) -> Void`), as a
  /// closure with that type's parameter types: what it is called with then takes its context
  /// from them (`completion(.failure(.offline))`), and its parameters hold values that know their
  /// type arguments. One passed where the function type returns an optional (`(Int) -> T?`)
  /// returns one, as Swift converts what it returns (`if let v = f(1)` holds). Nil for any other
  /// closure, which runs as written. Made once per closure and type.
  func typedClosure(
    _ declaration: FunctionDeclaration, _ environment: Environment, _ types: [TypeName],
    result: TypeName? = nil
  )
    -> Value?
  {
    guard declaration.name == "closure",
      types.contains(where: mentionsGenericEnum) || result.map(mentionsGenericEnum) == true
        || (declaration.result == nil && result?.isOptional == true)
        || types.contains(where: Self.holdsDouble) || result.map(Self.holdsDouble) == true
    else { return nil }
    let parameters = declaration.parameters
    let isAnonymous = parameters.isEmpty && declaration.anonymousParameterCount > 0
    guard parameters.allSatisfy({ $0.type == nil }),
      isAnonymous ? declaration.anonymousParameterCount <= types.count : parameters.count == types.count
    else { return nil }
    let key = ObjectIdentifier(declaration)
    if let known = derived.typedClosures[key], known.parameterTypes == types, known.result == result {
      return .function(.closure(known.typed, environment))
    }
    let typedParameters = types.enumerated().map { index, type in
      var parameter = isAnonymous ? Parameter(label: nil, name: "$\(index)") : parameters[index]
      parameter.type = type
      return parameter
    }
    let typed = FunctionDeclaration(
      name: declaration.name, parameters: typedParameters, result: declaration.result ?? result,
      body: declaration.body, location: declaration.location)
    typed.isThrowing = declaration.isThrowing
    typed.isSingleExpression = declaration.isSingleExpression
    typed.capturesSelfWeakly = declaration.capturesSelfWeakly
    typed.keyPathComponents = declaration.keyPathComponents
    derived.typedClosures[key] = TypedClosure(
      original: declaration, parameterTypes: types, result: result, typed: typed)
    return .function(.closure(typed, environment))
  }

  /// The function type `name` is an alias of (`typealias Completion = (Result<[Item], E>) -> Void`),
  /// or nil.
  func functionAlias(_ name: String) -> TypeName? {
    guard !aliases.isEmpty, let target = aliases[name], case .function = target else { return nil }
    return target
  }

  /// Whether a type names a generic enum with its arguments (`Result<Int, E>`), perhaps inside an
  /// optional, an array or through an alias.
  /// Whether a closure's parameter or result of this type takes integer literals as Doubles
  /// (`let double: (Double) -> Double = { $0 * 2 }`, then `double(3)` is `6.0`).
  private static func holdsDouble(_ type: TypeName) -> Bool {
    switch type {
    case .named("Double", let arguments): arguments.isEmpty
    case .optional(let wrapped), .array(let wrapped): holdsDouble(wrapped)
    default: false
    }
  }

  private func mentionsGenericEnum(_ type: TypeName) -> Bool {
    switch type {
    case .named(let name, let arguments):
      if arguments.isEmpty { return aliases[name].map(mentionsGenericEnum) ?? false }
      return types[name]?.genericParameters.isEmpty == false
    case .optional(let wrapped), .array(let wrapped): return mentionsGenericEnum(wrapped)
    default: return false
    }
  }

  /// A generic enum's payload types with its type arguments in place of its parameters
  /// (`failure(Failure)` of a `Result<[Item], LoadError>` takes a `LoadError`). A parameter whose
  /// argument is not known is left opaque, so that nothing is checked against it.
  func payloadTypes(of enumCase: EnumCaseDeclaration, in type: TypeInfo, arguments: [TypeName]?)
    -> [TypeName]
  {
    guard !type.genericParameters.isEmpty else { return enumCase.payload.map(\.type) }
    return enumCase.payload.map { substitute(type.genericParameters, with: arguments, in: $0.type) }
  }

  /// `written` with each of `parameters` replaced by its argument (opaque when not known).
  func substitute(_ parameters: [String], with arguments: [TypeName]?, in written: TypeName)
    -> TypeName
  {
    written.replacingParts { part in
      switch part {
      case .named(let name, []):
        guard let index = parameters.firstIndex(of: name) else { return nil }
        return arguments.map { $0[index] } ?? .opaque(name)
      case .opaque(let name):
        // A parameter named like a program's type (``shadowGenericParameters(of:)``).
        guard let index = parameters.firstIndex(of: name) else { return nil }
        return arguments.map { $0[index] }
      default:
        return nil
      }
    }
  }

  /// A type argument as Swift shows it: through aliases (`[Item]` for `Page`), and `any Error` as
  /// `Error`.
  private func normalized(_ type: TypeName) -> TypeName {
    switch type {
    case .opaque(let text) where text.hasPrefix("any "):
      return .named(String(text.dropFirst(4)), [])
    case .named(let name, let arguments) where !arguments.isEmpty:
      return .named(name, arguments.map(normalized))
    case .optional(let wrapped): return .optional(normalized(wrapped))
    case .array(let element): return .array(normalized(element))
    case .dictionary(let key, let value): return .dictionary(normalized(key), normalized(value))
    case .tuple(let elements, let labels): return .tuple(elements.map(normalized), labels: labels)
    default:
      let resolved = resolvedType(type)
      return resolved == type ? type : normalized(resolved)
    }
  }

  /// A value of a generic enum converted to a type that names its arguments: its payload converted
  /// to theirs (an Int literal to a Double, a wrong type refused), and the arguments kept for its
  /// description. Nil when `type` is not the value's generic enum.
  func convertGeneric(
    _ instance: EnumValue, to type: TypeName, role: ConversionRole, at location: SourceLocation
  )
    throws -> Value?
  {
    guard let info = types[instance.typeName], let arguments = typeArguments(of: info, in: type),
      let enumCase = info.enumCase(named: instance.caseName)
    else { return nil }
    if instance.typeArguments.count == arguments.count,
      zip(instance.typeArguments, arguments).contains(where: { !sameType($0, $1) })
    {
      // A generic type's arguments are its own: a `Result<Int, E>` is no `Result<String, E>`.
      let actual = TypeName.named(info.name, displayedTypeArguments(of: instance)).sugared
      let shown = "'\(TypeName.named(info.name, arguments).sugared)'"
      throw InterpreterError.checkFailed(
        (role == .declaration ? .assignment : role).message(actual: actual, shown: shown), at: location)
    }
    var converted = instance
    let payloadTypes = payloadTypes(of: enumCase, in: info, arguments: arguments)
    converted.payload = try zip(instance.payload, payloadTypes).map {
      try convert($0, to: $1, role: .argument, at: location)
    }
    converted.typeArguments = arguments
    return .enumCase(converted)
  }

  /// An instance of a generic struct or class converted to a type that names its arguments:
  /// refused when it has other ones (a `Box<Int>` is no `Box<String>`); a struct whose arguments
  /// were not known takes the context's. Any other value is checked as usual.
  func convertGenericInstance(
    _ value: Value, to type: TypeName, role: ConversionRole, at location: SourceLocation
  )
    throws -> Value
  {
    guard let info = types[value.typeName], let arguments = typeArguments(of: info, in: type) else {
      try checkType(value, type, role: role, at: location)
      return value
    }
    let own = value.typeArguments
    if own.count == arguments.count, zip(own, arguments).contains(where: { !sameType($0, $1) }) {
      let actual = TypeName.named(info.name, own).sugared
      let shown = "'\(TypeName.named(info.name, arguments).sugared)'"
      throw InterpreterError.checkFailed(
        (role == .declaration ? .assignment : role).message(actual: actual, shown: shown), at: location)
    }
    guard case .structure(var instance) = value, own.contains(Self.unknownTypeArgument) else { return value }
    instance.fields.typeArguments = zip(own, arguments).map { $0 == Self.unknownTypeArgument ? $1 : $0 }
    return .structure(instance)
  }

  /// Whether two type arguments name the same type: through aliases and nested types' short
  /// names; one not known (`_`) or not resolved here (`any P`) is taken to be the same.
  private func sameType(_ known: TypeName, _ wanted: TypeName) -> Bool {
    switch (known, wanted) {
    case (.opaque, _), (_, .opaque): return true
    case (.named(let a, let first), .named(let b, let second)):
      guard first.count == second.count else { return false }
      let (left, right) = (types[a]?.name ?? a, types[b]?.name ?? b)
      let isKnown = { (name: String) in self.declaresType(name) || Library.typeNames.contains(name) }
      guard left == right || !isKnown(left) || !isKnown(right) else { return false }
      return zip(first, second).allSatisfy { sameType($0, $1) }
    case (.optional(let a), .optional(let b)), (.array(let a), .array(let b)):
      return sameType(a, b)
    case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
      return sameType(k1, k2) && sameType(v1, v2)
    case (.tuple(let a, _), .tuple(let b, _)):
      return a.count == b.count && zip(a, b).allSatisfy { sameType($0, $1) }
    case (.function, .function):
      return true
    default:
      return false
    }
  }

  /// A generic enum value's type arguments as its description and `type(of:)` show them: those the
  /// context gave it, else what its payload shows (`success(1)`'s `Int`), with `_` for one no
  /// value shows (the other case's).
  func displayedTypeArguments(of instance: EnumValue) -> [TypeName] {
    guard let type = types[instance.typeName], let enumCase = type.enumCase(named: instance.caseName) else {
      return instance.typeArguments
    }
    let known = instance.typeArguments.count == type.genericParameters.count ? instance.typeArguments : nil
    return type.genericParameters.enumerated().map { position, parameter in
      if let known, known[position] != Self.unknownTypeArgument { return known[position] }
      let index = enumCase.payload.firstIndex { $0.type == .named(parameter, []) }
      return index.map { Library.dynamicType(of: instance.payload[$0]) } ?? Self.unknownTypeArgument
    }
  }

  /// A type as a debug description spells it: each name qualified by its module
  /// (`Swift.Result<Swift.Array<Swift.Int>, main.LoadError>`), unless the session leaves module
  /// names out.
  func qualifiedDescription(of type: TypeName) -> String {
    let arguments = { (types: [TypeName]) in types.map(self.qualifiedDescription).joined(separator: ", ") }
    switch type {
    case .named(let name, let inner):
      let base = qualifiedName(name)
      return inner.isEmpty ? base : "\(base)<\(arguments(inner))>"
    case .optional(let wrapped): return "\(qualifiedName("Optional"))<\(qualifiedDescription(of: wrapped))>"
    case .array(let element): return "\(qualifiedName("Array"))<\(qualifiedDescription(of: element))>"
    case .dictionary(let key, let value): return "\(qualifiedName("Dictionary"))<\(arguments([key, value]))>"
    case .tuple(let elements, _): return "(\(arguments(elements)))"
    case .function(let parameters, let result):
      return "(\(arguments(parameters))) -> \(qualifiedDescription(of: result))"
    case .opaque(let text): return text
    }
  }

  /// A type's name with its module: the program's types are in `main`, the prelude's stand-ins in
  /// Foundation or UIKit, and the library's in `Swift`.
  private func qualifiedName(_ name: String) -> String {
    let module: String
    if let type = types[name], type.location.entry != UIKitPrelude.entry {
      if omitsModuleName { return type.name }
      return "\(Self.moduleName).\(type.name)"
    } else if let own = Self.preludeModules[name] {
      module = own
    } else if Self.foundationTypeNames.contains(name) {
      module = "Foundation"
    } else if name.hasPrefix("UI") {
      module = "UIKit"
    } else {
      module = "Swift"
    }
    return omitsModuleName ? name : "\(module).\(name)"
  }

  /// The stand-ins whose values Swift shows with a module of their own, as this machine's
  /// compiled program does (`FoundationEssentials.ComparisonResult.orderedSame` in an array).
  static let preludeModules = [
    "ComparisonResult": "FoundationEssentials", "FloatingPointRoundingRule": "Swift",
  ]

  /// The Foundation types a type argument may name.
  private static let foundationTypeNames: Set<String> = ["Date", "IndexPath", "UUID", "TimeInterval"]
}
