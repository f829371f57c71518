/// A type as the program writes it (`Int`, `[String: [Episode]]`, `Recipe.ID?`), kept as names:
/// the interpreter resolves it only where a value must be converted, cast or checked.
indirect enum TypeName: Hashable, CustomStringConvertible {
  /// A named type with its generic arguments (`Int`, `Set<String>`, `Recipe.ID` as `"Recipe.ID"`).
  case named(String, [TypeName])
  /// `T?` (and `T!`, which behaves the same here).
  case optional(TypeName)
  /// `[T]`.
  case array(TypeName)
  /// `[K: V]`.
  case dictionary(TypeName, TypeName)
  /// `(A, b: B)` with its labels (nil where unlabelled); an empty tuple is `Void`.
  case tuple([TypeName], labels: [String?])
  /// `(A) throws -> B`.
  case function([TypeName], TypeName)
  /// A type the interpreter does not need to look into (`some View`, `any P & Q`).
  case opaque(String)

  /// Swift's spelling, used by messages and by `print(T.self)`.
  var description: String {
    switch self {
    case .named(let name, let arguments):
      arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
    case .optional(let wrapped): "Optional<\(wrapped)>"
    case .array(let element): "Array<\(element)>"
    case .dictionary(let key, let value): "Dictionary<\(key), \(value)>"
    case .tuple(let elements, _): "(\(elements.map(\.description).joined(separator: ", ")))"
    case .function(let parameters, let result):
      "(\(parameters.map(\.description).joined(separator: ", "))) -> \(result)"
    case .opaque(let text): text
    }
  }

  /// The type as `print(T.self)` shows it: a nested type by its own name (`Inner` for
  /// `Outer.Inner`), at every level (`Array<Inner>`).
  var unqualifiedDescription: String {
    switch self {
    case .named(let name, let arguments):
      let own = name.split(separator: ".").last.map(String.init) ?? name
      return arguments.isEmpty
        ? own : "\(own)<\(arguments.map(\.unqualifiedDescription).joined(separator: ", "))>"
    case .optional(let wrapped): return "Optional<\(wrapped.unqualifiedDescription)>"
    case .array(let element): return "Array<\(element.unqualifiedDescription)>"
    case .dictionary(let key, let value):
      return "Dictionary<\(key.unqualifiedDescription), \(value.unqualifiedDescription)>"
    case .tuple(let elements, _): return "(\(elements.map(\.unqualifiedDescription).joined(separator: ", ")))"
    case .function(let parameters, let result):
      return
        "(\(parameters.map(\.unqualifiedDescription).joined(separator: ", "))) -> \(result.unqualifiedDescription)"
    case .opaque(let text): return text
    }
  }

  /// Whether the type is written `T?` (or `T!`).
  var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }

  /// The type without its optional wrapping, for `as?` and `is`.
  var unwrapped: TypeName {
    if case .optional(let wrapped) = self { return wrapped.unwrapped }
    return self
  }

  /// The name a declaration registers, or nil for structural types.
  var nominalName: String? {
    switch self {
    case .named(let name, _): name
    case .array: "Array"
    case .dictionary: "Dictionary"
    case .optional: "Optional"
    default: nil
    }
  }
}

extension TypeName {
  /// Calls `body` with every type written inside this one and then with this one: the parts
  /// first, as the compiler reports a problem of `[Box<Plain>]`'s `Box<Plain>` before the array's.
  func forEachPart(_ body: (TypeName) throws -> Void) rethrows {
    switch self {
    case .named(_, let arguments):
      for argument in arguments { try argument.forEachPart(body) }
    case .optional(let wrapped), .array(let wrapped):
      try wrapped.forEachPart(body)
    case .dictionary(let key, let value):
      try key.forEachPart(body)
      try value.forEachPart(body)
    case .tuple(let elements, _):
      for element in elements { try element.forEachPart(body) }
    case .function(let parameters, let result):
      for parameter in parameters { try parameter.forEachPart(body) }
      try result.forEachPart(body)
    case .opaque:
      break
    }
    try body(self)
  }
}

extension TypeName {
  /// The type rebuilt from the outside in: a part that `replace` gives a type for becomes that
  /// type, and the parts of any other are rebuilt the same way.
  func replacingParts(_ replace: (TypeName) -> TypeName?) -> TypeName {
    if let replaced = replace(self) { return replaced }
    return switch self {
    case .named(let name, let arguments): .named(name, arguments.map { $0.replacingParts(replace) })
    case .optional(let wrapped): .optional(wrapped.replacingParts(replace))
    case .array(let element): .array(element.replacingParts(replace))
    case .dictionary(let key, let value):
      .dictionary(key.replacingParts(replace), value.replacingParts(replace))
    case .tuple(let elements, let labels): .tuple(elements.map { $0.replacingParts(replace) }, labels: labels)
    case .function(let parameters, let result):
      .function(parameters.map { $0.replacingParts(replace) }, result.replacingParts(replace))
    case .opaque: self
    }
  }

  /// The type with the arguments of nested generic types (`Outer.Inner<T>`) left out, as a
  /// signature compares them (``FunctionDeclaration/hasSameParameters(as:)``).
  var withoutNestedTypeArguments: TypeName {
    replacingParts { part in
      if case .named(let name, _) = part, name.contains(".") { .named(name, []) } else { nil }
    }
  }
}
