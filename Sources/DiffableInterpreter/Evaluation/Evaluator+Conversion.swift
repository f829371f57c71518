extension Evaluator {
  /// Converts a value to a declared type where Swift converts implicitly: into an optional, an
  /// integer literal into a Double, a string literal into a Character, elements of collections.
  /// A value of a plainly different type is the compiler's type error, in the words of `role`
  /// (an element of an array literal, an argument, a declaration's value); a collection whose
  /// elements are of another type is named whole, as the compiler names it (`'[String]'`).
  func convert(
    _ value: Value, to type: TypeName, role: ConversionRole = .declaration, at location: SourceLocation
  ) throws -> Value {
    switch (type, value) {
    case (.optional(let wrapped), .optional(let inner)):
      return .optional(try inner.map { try convert($0, to: wrapped, role: role, at: location) })
    case (.optional(let wrapped), _):
      return .optional(try convert(value, to: wrapped, role: role, at: location))
    case (.named("Double", _), .int(let number)):
      return .double(Double(number))
    case (.named("Character", _), .string(let text)) where text.count == 1:
      return .character(text.first!)
    case (.named(let name, []), .tuple)
    where aliases[name].map({ if case .tuple = $0 { true } else { false } }) == true:
      // `typealias Coordinate = (lat: Double, lon: Double)`: the tuple takes the alias's labels.
      return try convert(value, to: aliases[name]!, role: role, at: location)
    case (.tuple(let types, let labels), .tuple(let values, let written)) where types.count == values.count:
      let converted = try zip(values, types).map { try convert($0, to: $1, at: location) }
      return .tuple(converted, labels.allSatisfy { $0 == nil } ? written : labels)
    case (.array(let element), .array(let elements)):
      do {
        return .array(try elements.map { try convert($0, to: element, at: location) })
      } catch let error as InterpreterError where error.stage == .check {
        throw try collectionMismatch(elements, of: type, role: role, at: location) ?? error
      }
    case (.named("Set", let arguments), .array(let elements)) where arguments.count == 1:
      return try makeSet(try elements.map { try convert($0, to: arguments[0], at: location) }, at: location)
    case (.named("Set", let arguments), .array(let elements)) where arguments.isEmpty:
      // `let a: Set = [1, 2]`: the element type is the literal's.
      return try makeSet(elements, at: location)
    case (.named("Set", let arguments), .set(let store)) where arguments.count == 1:
      return try makeSet(try store.keys.map { try convert($0, to: arguments[0], at: location) }, at: location)
    case (.dictionary(_, let valueType), .dictionary(var store)):
      for index in 0..<store.count {
        store.setValue(try convert(store.values[index], to: valueType, at: location), at: index)
      }
      return .dictionary(store)
    case (.named(let name, let arguments), .enumCase(let instance))
    where !arguments.isEmpty || (!aliases.isEmpty && aliases[name] != nil):
      // A `Result<[Int], LoadError>` (perhaps through an alias): its payload converted to the
      // arguments' types, which it keeps.
      if let converted = try convertGeneric(instance, to: type, role: role, at: location) { return converted }
      try checkType(value, type, role: role, at: location)
      return value
    case (.named(_, let arguments), _) where !arguments.isEmpty && (value.isStructure || value.isObject):
      // A `Box<Int>` where a `Box<String>` is declared is refused.
      return try convertGenericInstance(value, to: type, role: role, at: location)
    case (.function(let parameterTypes, let result), .function(.closure(let declaration, let environment))):
      // `completion: @escaping (Result<[Item], E>) -> Void`: the closure takes those types;
      // `transform: (Int) -> T?`: what it returns is an optional.
      return typedClosure(declaration, environment, parameterTypes, result: result) ?? value
    case (.named(let name, []), .function(.closure)) where functionAlias(name) != nil:
      // `completion: @escaping Completion`, an alias of a function type.
      return try convert(value, to: functionAlias(name)!, role: role, at: location)
    default:
      // An integer literal fills an alias of Double (`let day: TimeInterval = 86_400`).
      if case .int(let number) = value, case .named(let name, []) = type, name != "Int",
        case .named("Double", _)? = aliases[name]
      {
        return .double(Double(number))
      }
      try checkType(value, type, role: role, at: location)
      return value
    }
  }

  /// Refuses a value whose type plainly differs from the declared one (an Int where a String is declared).
  func checkType(_ value: Value, _ written: TypeName, role: ConversionRole, at location: SourceLocation)
    throws
  {
    guard case .named(let writtenName, let arguments) = written else { return }
    let actual = value.typeName
    // The common case first: the value is of the declared type.
    if actual == writtenName { return }
    // An alias of a library type stands for it (`typealias Section = String`).
    var type = written
    if arguments.isEmpty, let target = aliases[writtenName] { type = target }
    guard case .named(let name, _) = type else { return }
    if actual == name { return }
    let scalars = Self.scalarTypeNames
    guard scalars.contains(name) || types[name].map({ $0.kind != .protocol }) == true else { return }
    guard scalars.contains(actual) || declaresType(actual) || Self.libraryValueTypeNames.contains(actual)
    else { return }
    // A nested type named with its outer type or without (`Store.Entry`, `Entry`) is one type.
    if let info = types[actual], info.name == types[name]?.name { return }
    if let info = types[actual], info.kind == .class, lookupChain(of: actual).contains(name) { return }
    let shown = written == type ? "'\(name)'" : "'\(written)' (aka '\(name)')"
    throw InterpreterError.checkFailed(role.message(actual: actual, shown: shown), at: location)
  }

  /// The library types whose values `checkType` tells apart.
  private static let scalarTypeNames: Set<String> = ["Int", "Double", "Bool", "String", "Character"]

  /// Foundation's value types the library makes, which are no other type (a `UUID` where an
  /// `Item` is wanted: `appendItems(items.map(\.id))` to a snapshot of items).
  private static let libraryValueTypeNames: Set<String> = ["UUID", "Date"]

  /// `value as? T`: the value if it is a T (a subclass instance, a conforming type), else nil.
  func cast(_ value: Value, to type: TypeName) throws -> Value? {
    if case .optional(let wrapped) = value {
      guard let wrapped else { return nil }
      return try cast(wrapped, to: type)
    }
    let target = type.unwrapped
    switch target {
    case .named(let name, _):
      if name == "Any" || name == "AnyObject" || name == "AnyHashable" { return value }
      if value.typeName == name { return value }
      if name == "Error", let info = types[value.typeName], conforms(info, to: "Error") { return value }
      if let info = types[value.typeName],
        lookupChain(of: value.typeName).contains(name) || conforms(info, to: name)
      {
        return value
      }
      return nil
    case .array(let element):
      guard case .array(let elements) = value else { return nil }
      var converted: [Value] = []
      for element_ in elements {
        guard let cast = try cast(element_, to: element) else { return nil }
        converted.append(cast)
      }
      return .array(converted)
    case .dictionary:
      if case .dictionary = value { return value }
      return nil
    default:
      return nil
    }
  }

  /// `as`, `as?` and `as!`.
  func evaluateCast(_ value: Value, _ type: TypeName, _ kind: CastKind, at location: SourceLocation) throws
    -> Value
  {
    switch kind {
    case .plain:
      return try convert(value, to: type, at: location)
    case .optional:
      return .optional(try cast(value, to: type))
    case .forced:
      guard let result = try cast(value, to: type) else {
        throw InterpreterError.fatal(
          "Could not cast value of type '\(value.typeName)' to '\(type)'", at: location)
      }
      return result
    }
  }
}
