/// What an array's methods take: the closure or function its `map` or `filter` is given takes
/// one element, and swiftc refuses a closure of two parameters (`xs.map { a, b in a }`) and a
/// function of another parameter type given to `map` (`xs.map(h)` with `func h(_ s: String) ->
/// Int`), before anything runs. Checked where the array's element type is a plain one the checker
/// knows and the program declares no `map` or `filter` of its own for arrays; where swiftc's words
/// depend on what it infers of the closure's result and the checker cannot tell them, the
/// evaluator refuses the call when it runs.
extension Checker {
  /// Refuses `receiver.map(argument)` or `receiver.filter(argument)` whose argument takes other
  /// than one element.
  func checkArrayClosure(_ callee: Expression, _ arguments: [Argument]) throws {
    guard case .member(let receiver, let method) = callee.kind, method == "map" || method == "filter",
      arguments.count == 1, arguments[0].label == nil,
      !["Array", "Sequence", "Collection"].contains(where: { typeMethods[$0]?[method] != nil }),
      case .array(let element)? = staticType(of: receiver), Self.isPlainValue(element)
    else { return }
    let argument = arguments[0].value
    let literalReceiver = Self.isLiteral(receiver)
    switch argument.kind {
    case .closure(let closure):
      guard closure.parameters.count > 1,
        let result = method == "filter"
          ? "Bool" : mapResult(of: closure, element: element, literalReceiver: literalReceiver)
      else { return }
      let expected = "(\(element.sugared))\(method == "filter" ? " throws" : "") -> \(result)"
      throw InterpreterError.closureArity(
        expected, 1, used: closure.parameters.count, at: closure.parameterListLocation ?? argument.location)
    case .name:
      guard case .function(let parameters, let result)? = valueType(of: argument), parameters.count == 1,
        Self.isPlainValue(parameters[0]), parameters[0] != element
      else { return }
      if literalReceiver {
        // swiftc takes the function's parameter type for the elements'.
        guard method == "map", case .array(let items) = receiver.kind, let first = items.first,
          let literal = Evaluator.literalType(of: first)
        else { return }
        throw InterpreterError.checkFailed(
          ConversionRole.element.message(actual: literal.sugared, shown: "'\(parameters[0].sugared)'"),
          at: first.location)
      }
      // Foundation's `filter(_: Predicate)` changes swiftc's words for `filter(h)`.
      guard method == "map" else { return }
      let expected = "(\(element.sugared)) -> \(result.sugared)"
      throw InterpreterError.checkFailed(
        ConversionRole.argument.message(
          actual: TypeName.function(parameters, result).sugared, shown: "'\(expected)'"),
        at: argument.location)
    default:
      return
    }
  }

  /// The result swiftc shows for a `map` closure of the wrong length: a literal's type, an
  /// element's (a generic `T` when the array is a literal); nil where it infers more.
  private func mapResult(of closure: FunctionDeclaration, element: TypeName, literalReceiver: Bool) -> String?
  {
    guard closure.isSingleExpression, closure.body.count == 1,
      case .expression(let value) = closure.body[0].kind
    else { return nil }
    if case .name(let name) = value.kind, closure.parameters.first?.name == name {
      return literalReceiver ? "T" : element.sugared
    }
    return Self.isLiteral(value) ? Evaluator.literalType(of: value)?.sugared : nil
  }

  /// Whether a type is one of the library's plain value types (`Int`, `Double`, `String`,
  /// `Bool`), whose values never convert into each other.
  static func isPlainValue(_ type: TypeName) -> Bool {
    guard case .named(let name, let arguments) = type else { return false }
    return arguments.isEmpty && plainNames.contains(name)
  }

  private static let plainNames: Set<String> = ["Int", "Double", "String", "Bool"]
}

/// An element given to an array of another plain element type (`xs.append(n)` of an `Int` to a
/// `[Double]`), or assigned to an array's or dictionary's subscript (`a[0] = n`).
extension Checker {
  /// Refuses `receiver.append(value)` or `receiver.insert(value, at:)` of a value of another
  /// plain type than the array's elements.
  func checkArrayElementArgument(_ callee: Expression, _ arguments: [Argument]) throws {
    guard case .member(let receiver, let method) = callee.kind,
      (method == "append" && arguments.map(\.label) == [nil])
        || (method == "insert" && arguments.map(\.label) == [nil, "at"]),
      !["Array", "RangeReplaceableCollection"].contains(where: { typeMethods[$0]?[method] != nil }),
      case .array(let element)? = staticType(of: receiver), Self.isPlainValue(element)
    else { return }
    try checkConversion(arguments[0].value, to: element, role: .argument)
  }

  /// Refuses `container[key] = value` of a value of another plain type than the elements of an
  /// array or the values of a dictionary whose type the checker knows.
  func checkSubscriptAssignment(_ target: Expression, _ value: Expression) throws {
    guard case .subscript(let base, let arguments) = target.kind, arguments.count == 1,
      arguments[0].label == nil, let container = staticType(of: base)
    else { return }
    switch container {
    case .array(let element), .dictionary(_, let element):
      guard Self.isPlainValue(element) else { return }
      try checkConversion(value, to: element, role: .subscriptAssignment)
    default:
      return
    }
  }
}
