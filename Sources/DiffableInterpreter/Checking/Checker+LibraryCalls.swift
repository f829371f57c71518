extension Checker {
  /// Refuses a call of the library whose value swiftc gives and diffable cannot: a description of
  /// `x.reversed()`, a `pow` of literals that is Foundation's `Decimal` or ambiguous.
  func checkLibraryCall(_ callee: Expression, _ arguments: [Argument], at location: SourceLocation) throws {
    if case .name(let function) = callee.kind, ["print", "debugPrint", "String"].contains(function),
      case .library? = resolve(function)
    {
      // `String(text.reversed())` makes a string of its characters; `String(describing:)` describes.
      for argument in arguments where argument.label == (function == "String" ? "describing" : nil) {
        try checkDescribedValue(argument.value)
      }
    }
    if case .name("type") = callee.kind, case .library? = resolve("type"), arguments.count == 1,
      arguments[0].label == "of", wrapper(of: arguments[0].value) == .slice
    {
      throw InterpreterError.unsupported(
        "type(of:) of a slice (a Substring or an ArraySlice)", at: arguments[0].value.location)
    }
    if case .name("pow") = callee.kind, case .library? = resolve("pow"),
      let refusal = Library.powerLiteralRefusal(arguments, at: location)
    {
      throw refusal
    }
    try checkArrayClosure(callee, arguments)
    try checkArrayElementArgument(callee, arguments)
  }

  /// Refuses a description of a library wrapper of a sequence (printed, interpolated,
  /// `String(describing:)`): `x.reversed()`, `x.enumerated()`, `x.lazy`, itself or held by a name
  /// (`let r = x.reversed(); print(r)`). Swift's is a `ReversedCollection` (an
  /// `EnumeratedSequence`, a `LazySequence`) that prints its base
  /// (`ReversedCollection<Array<Int>>(_base: [1, 2])`), where diffable's is an array. Looping over
  /// it, mapping it or making an `Array` or `String` of it runs.
  func checkDescribedValue(_ expression: Expression) throws {
    guard let wrapper = wrapper(of: expression), wrapper.describesItsBase else { return }
    var error = InterpreterError.unsupported(
      "a description of '\(wrapper.call)' (\(wrapper.article) \(wrapper.rawValue))",
      at: Self.start(of: expression))
    error.fix = wrapper.fix
    throw error
  }

  /// The library's wrapper an expression makes or a name holds (``sequenceWrapper(made:)``).
  private func wrapper(of expression: Expression) -> SequenceWrapper? {
    guard case .name(let name) = expression.kind else { return sequenceWrapper(made: expression) }
    guard case .symbol(let symbol)? = resolve(name),
      case .named(let type, [])? = Self.declaredType(of: symbol)
    else { return nil }
    return SequenceWrapper(rawValue: type)
  }

  /// The library's wrapper that an expression makes, if it is one whose description diffable does
  /// not give: `x.reversed()` of a collection (of a sequence that is no collection, or with the
  /// program's own `reversed()`, it is an array), `x.enumerated()`, `x.lazy`.
  func sequenceWrapper(made expression: Expression) -> SequenceWrapper? {
    switch expression.kind {
    case .call(let callee, let arguments):
      if case .name(let function) = callee.kind {
        guard case .library? = resolve(function) else { return nil }
        switch (function, arguments.map(\.label)) {
        case ("zip", [nil, nil]): return .zip
        case ("stride", ["from", "to", "by"]): return .strideTo
        case ("stride", ["from", "through", "by"]): return .strideThrough
        default: return nil
        }
      }
      guard case .member(let base, let name) = callee.kind else { return nil }
      // `items.lazy.map { ... }` is lazy too (a `LazyMapSequence`).
      if ["map", "filter", "compactMap", "flatMap"].contains(name), sequenceWrapper(made: base) == .lazy {
        return .lazy
      }
      let wrapper: SequenceWrapper? =
        switch name {
        case "reversed": arguments.isEmpty && !Self.isSequenceOnly(base) ? .reversed : nil
        case "enumerated": arguments.isEmpty ? .enumerated : nil
        case "prefix", "suffix", "dropFirst", "dropLast": .slice
        default: nil
        }
      // The program's own method of the name gives what it gives.
      guard let wrapper, !typeMethods.values.contains(where: { $0[name] != nil }) else { return nil }
      return wrapper
    case .member(_, "lazy"):
      return typeMembers.values.contains(where: { $0.contains("lazy") }) ? nil : .lazy
    default:
      return nil
    }
  }

  /// Where an expression starts: a member's (`items.lazy`) is where its base does.
  private static func start(of expression: Expression) -> SourceLocation {
    guard case .member(let base, _) = expression.kind else { return expression.location }
    return start(of: base)
  }

  /// The type a name bound to a library wrapper holds, for its descriptions to be refused.
  func wrapperType(made expression: Expression) -> TypeName? {
    sequenceWrapper(made: expression).map { .named($0.rawValue, []) }
  }

  /// The type a symbol was declared with, or was found to hold.
  private static func declaredType(of symbol: Symbol) -> TypeName? {
    switch symbol {
    case .variable(_, _, _, let declared), .valueConstant(_, let declared): declared
    default: nil
    }
  }

  /// Whether a receiver is a sequence that is no collection (`enumerated()`, `zip`), whose
  /// `reversed()` is an array.
  private static func isSequenceOnly(_ expression: Expression) -> Bool {
    guard case .call(let callee, _) = expression.kind else { return false }
    switch callee.kind {
    case .member(_, let name): return ["enumerated", "lazy"].contains(name)
    case .name(let name): return ["zip", "sequence", "stride"].contains(name)
    default: return false
    }
  }
}

/// A wrapper the library makes of a sequence, where diffable holds an array (a string): one that
/// describes itself by its base (`ReversedCollection<Array<Int>>(_base: [1, 2])`), or a slice
/// (a `Substring`, an `ArraySlice`), which describes itself as its elements but has a type of its
/// own.
enum SequenceWrapper: String {
  case reversed = "ReversedCollection"
  case enumerated = "EnumeratedSequence"
  case lazy = "LazySequence"
  case zip = "Zip2Sequence"
  case strideTo = "StrideTo"
  case strideThrough = "StrideThrough"
  case slice = "Slice"

  /// Whether its description is not its elements'.
  var describesItsBase: Bool { self != .slice }

  /// How code makes it.
  var call: String {
    switch self {
    case .reversed: "reversed()"
    case .enumerated: "enumerated()"
    case .lazy: "lazy"
    case .zip: "zip(_:_:)"
    case .strideTo: "stride(from:to:by:)"
    case .strideThrough: "stride(from:through:by:)"
    case .slice: "prefix(_:)"
    }
  }

  /// The article its type's name takes in a message.
  var article: String { self == .enumerated ? "an" : "a" }

  /// What to describe instead.
  var fix: String {
    switch self {
    case .reversed: "describe an array of it: Array(items.reversed()), or String(text.reversed())"
    case .enumerated, .lazy, .slice: "describe an array of it: Array(items.\(call))"
    case .zip: "describe an array of it: Array(zip(a, b))"
    case .strideTo, .strideThrough: "describe an array of it: Array(stride(from: 0, to: 10, by: 2))"
    }
  }
}
