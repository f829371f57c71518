/// The instances of the program's generic structs and classes: the type arguments each carries
/// (in its fields' layout, ``NameTable/typeArguments``), how they are found when it is made, and
/// what its methods see of them.
extension Evaluator {
  /// A new instance of the generic struct or class `typeName` with its type arguments, as the
  /// compiler infers them: the ones `written` (`Stack<Int>()`), else the context's
  /// (`let box: Box<[Int]> = Box(value: [])`), else what its stored properties hold
  /// (`Box(value: 3)` is a `Box<Int>`). One nothing tells stays `_`.
  /// Each stored property declared with a type parameter is then converted to its argument
  /// (`Box<Double>(value: 3)` holds `3.0`; a `Box<String>` refuses an Int).
  func typedInstance(
    _ value: Value, of typeName: String, written: [TypeName]?, context: TypeName?, at location: SourceLocation
  ) throws -> Value {
    guard let type = types[typeName], !type.genericParameters.isEmpty else { return value }
    if case .optional(let wrapped) = value {
      // A failable initializer's result.
      return .optional(
        try wrapped.map {
          try typedInstance($0, of: typeName, written: written, context: context, at: location)
        })
    }
    var arguments =
      written.flatMap { typeArguments(of: type, in: .named(typeName, $0)) }
      ?? typeArguments(of: type, in: context)
      ?? Array(repeating: Self.unknownTypeArgument, count: type.genericParameters.count)
    for (position, parameter) in type.genericParameters.enumerated()
    where arguments[position] == Self.unknownTypeArgument {
      arguments[position] = inferredTypeArgument(parameter, of: type, from: value) ?? Self.unknownTypeArgument
    }
    var typed = withTypeArguments(value, arguments)
    for property in type.storedProperties {
      guard let name = property.name, let declared = property.type,
        case let specialized = substitute(type.genericParameters, with: arguments, in: declared),
        specialized != declared, let field = typed.field(name)
      else { continue }
      try setField(
        name, of: &typed, to: try convert(field, to: specialized, role: .argument, at: location),
        at: location)
    }
    return typed
  }

  /// A stored property's declared type as an instance of a generic type has it: its type
  /// parameters replaced by the instance's arguments (`value: T` of a `Box<Int>` is an `Int`).
  func specialized(_ declared: TypeName, for instance: Value) -> TypeName {
    let arguments = instance.typeArguments
    guard !arguments.isEmpty, !instance.isEnumCase, let type = types[instance.typeName],
      type.genericParameters.count == arguments.count
    else { return declared }
    return substitute(type.genericParameters, with: arguments, in: declared)
  }

  /// `value` with `arguments` as its type arguments. An object is changed in place: it is new,
  /// and nothing else holds it yet.
  private func withTypeArguments(_ value: Value, _ arguments: [TypeName]) -> Value {
    switch value {
    case .structure(var instance):
      instance.fields.typeArguments = arguments
      return .structure(instance)
    case .object(let object):
      object.fields.typeArguments = arguments
      return value
    default:
      return value
    }
  }

  /// The type a generic parameter stands for, read from the first stored property declared with
  /// it (`var value: T`, `var items: [Item]`) whose value shows it; nil when none does (an empty
  /// array, a nil optional).
  private func inferredTypeArgument(_ parameter: String, of type: TypeInfo, from value: Value) -> TypeName? {
    for property in type.storedProperties {
      guard let name = property.name, let declared = property.type, let field = value.field(name) else {
        continue
      }
      var actual = Library.dynamicType(of: field)
      if case .enumCase(let instance) = field, types[instance.typeName]?.genericParameters.isEmpty == false {
        actual = .named(instance.typeName, displayedTypeArguments(of: instance))
      }
      guard let found = Self.unify(declared, with: actual, for: parameter) else { continue }
      return found
    }
    return nil
  }

  /// The part of `actual` that stands where `declared` names `parameter` (`[T]` against
  /// `Array<Int>` gives `Int`); nil when `declared` does not name it there, or `actual` does not
  /// show it (the bare `Array` of an empty array).
  static func unify(_ declared: TypeName, with actual: TypeName, for parameter: String) -> TypeName? {
    switch (declared, actual) {
    case (.named(parameter, []), _), (.opaque(parameter), _):
      return isComplete(actual) ? actual : nil
    case (.optional(let wrapped), .optional(let inner)):
      return unify(wrapped, with: inner, for: parameter)
    case (.optional(let wrapped), _):
      return unify(wrapped, with: actual, for: parameter)
    case (.array(let element), .array(let inner)):
      return unify(element, with: inner, for: parameter)
    case (.dictionary(let key, let value), .dictionary(let actualKey, let actualValue)):
      return unify(key, with: actualKey, for: parameter) ?? unify(value, with: actualValue, for: parameter)
    case (.named(let name, let arguments), .named(let actualName, let actualArguments))
    where name == actualName && arguments.count == actualArguments.count:
      for (argument, actualArgument) in zip(arguments, actualArguments) {
        if let found = unify(argument, with: actualArgument, for: parameter) { return found }
      }
      return nil
    default:
      return nil
    }
  }

  /// Whether a dynamic type names every type argument it needs (not the bare `Array` of an empty
  /// array, nor `Optional` of nil).
  private static func isComplete(_ type: TypeName) -> Bool {
    switch type {
    case .named(let name, let arguments):
      return !(arguments.isEmpty && ["Array", "Dictionary", "Set", "Optional"].contains(name))
        && arguments.allSatisfy(isComplete)
    case .optional(let wrapped), .array(let wrapped): return isComplete(wrapped)
    case .dictionary(let key, let value): return isComplete(key) && isComplete(value)
    default: return true
    }
  }
}

extension Evaluator {
  /// The type arguments of the instance a method of a generic type runs on (`Stack<Int>`'s
  /// `Element` is `Int`): in scope as types (`T.self`, `as? T`), and what its parameters and
  /// result are converted to (`push("a")` on a `Stack<Int>` is refused).
  struct Specialization {
    let parameters: [String]
    let arguments: [TypeName]

    /// `type` with the type parameters replaced by their arguments.
    func apply(to type: TypeName, _ evaluator: Evaluator) -> TypeName {
      evaluator.substitute(parameters, with: arguments, in: type)
    }
  }

  /// The specialization a method of `owner` runs with on `receiver`; nil unless the receiver is
  /// an instance of a generic type that knows its type arguments.
  func specialization(of receiver: Value, owner: String?) -> Specialization? {
    if case .type(.named(let name, let written)) = receiver, !written.isEmpty {
      // `Stack<Int>.of([1])`: a static method of the type as written.
      guard let type = types[owner ?? name], type.genericParameters.count == written.count else { return nil }
      return Specialization(parameters: type.genericParameters, arguments: written)
    }
    guard receiver.isStructure || receiver.isObject, !receiver.typeArguments.isEmpty,
      let type = types[owner ?? receiver.typeName]
    else { return nil }
    let arguments = knownTypeArguments(of: receiver, type)
    guard type.genericParameters.count == arguments.count else { return nil }
    return Specialization(parameters: type.genericParameters, arguments: arguments)
  }

  /// An instance's type arguments, with any it did not know when it was made (`_`) read from
  /// what its stored properties hold now (an empty array filled since).
  func knownTypeArguments(of instance: Value, _ type: TypeInfo) -> [TypeName] {
    var arguments = instance.typeArguments
    guard arguments.count == type.genericParameters.count, arguments.contains(Self.unknownTypeArgument) else {
      return arguments
    }
    for (position, parameter) in type.genericParameters.enumerated()
    where arguments[position] == Self.unknownTypeArgument {
      arguments[position] =
        inferredTypeArgument(parameter, of: type, from: instance) ?? Self.unknownTypeArgument
    }
    return arguments
  }

  /// Binds each type parameter the specialization knows the argument of, as a type value.
  func bindTypeArguments(_ specialization: Specialization, in scope: Environment) {
    for (parameter, argument) in zip(specialization.parameters, specialization.arguments)
    where argument != Self.unknownTypeArgument {
      defineNew(parameter, .type(argument), isLet: true, in: scope)
    }
  }
}
