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
    if case .name("pow") = callee.kind, case .library? = resolve("pow"),
      let refusal = Library.powerLiteralRefusal(arguments, at: location)
    {
      throw refusal
    }
    try checkArrayClosure(callee, arguments)
    try checkArrayElementArgument(callee, arguments)
  }

  /// Refuses a description of `x.reversed()` itself (printed, interpolated, `String(describing:)`):
  /// Swift's is a `ReversedCollection` that prints its base (`ReversedCollection<Array<Int>>(_base:
  /// [1, 2])`), where diffable's is the reversed array. Looping over it, mapping it or making an
  /// `Array` or `String` of it runs.
  func checkDescribedValue(_ expression: Expression) throws {
    guard case .call(let callee, let arguments) = expression.kind, arguments.isEmpty,
      case .member(let base, "reversed") = callee.kind, !Self.isSequenceOnly(base),
      !typeMethods.values.contains(where: { $0["reversed"] != nil })
    else { return }
    var error = InterpreterError.unsupported(
      "a description of 'reversed()' (a ReversedCollection)", at: expression.location)
    error.fix = "describe an array of it: Array(items.reversed()), or String(text.reversed())"
    throw error
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
