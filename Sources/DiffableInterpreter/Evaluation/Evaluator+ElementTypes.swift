extension Evaluator {
  /// The library methods that add elements to an array, a set or a dictionary.
  static let elementAddingMethods: Set<String> = ["append", "insert", "update", "updateValue"]

  /// The arguments of a method that adds elements to a collection whose type the program states
  /// (declared, or plainly inferred from a literal), checked against it with the compiler's words
  /// and place: an argument of the wrong type (`append(_:)`, `insert(_:at:)`, a set's
  /// `insert(_:)` and `update(with:)`, a dictionary's `updateValue(_:forKey:)`), an element of a
  /// literal of the wrong type (`append(contentsOf: ["7"])`), or a sequence of the wrong type
  /// (`append(contentsOf: names)`, which fits none of the method's overloads). An integer
  /// literal the context did not reach becomes the `Double` the collection holds.
  func checkedAddedElements(
    _ values: [Value], _ arguments: [Argument], calling name: String, on base: Expression,
    in environment: Environment, at location: SourceLocation
  ) throws -> [Value] {
    guard let place = try assignedType(of: base, in: environment) else { return values }
    let labels = arguments.map(\.label)
    var checked = values
    switch place.type {
    case .array(let element):
      switch (name, labels) {
      case ("append", [nil]), ("insert", [nil, "at"]):
        checked[0] = try converted(values[0], from: arguments[0].value, to: element, role: .argument)
      case ("append", ["contentsOf"]), ("insert", ["contentsOf", "at"]):
        checked[0] = try checkedSequence(
          values[0], from: arguments[0].value, of: element, calling: name, at: location)
      default: break
      }
    case .named("Set", let parameters) where parameters.count == 1:
      if (name, labels) == ("insert", [nil]) || (name, labels) == ("update", ["with"]) {
        checked[0] = try converted(values[0], from: arguments[0].value, to: parameters[0], role: .argument)
      }
    case .dictionary(let key, let value):
      if (name, labels) == ("updateValue", [nil, "forKey"]) {
        checked[0] = try converted(values[0], from: arguments[0].value, to: value, role: .argument)
        checked[1] = try converted(values[1], from: arguments[1].value, to: key, role: .argument)
      }
    default:
      break
    }
    return checked
  }

  /// Whether a single argument is of the type of the elements a collection holds (`ids.append(7)`
  /// to `[1, 2]`), which were checked as they went in: the common case, which needs no look-up of
  /// the collection's declaration.
  static func isOfType(_ values: [Value], _ heldElement: String?) -> Bool {
    guard values.count == 1, let heldElement else { return false }
    return values[0].typeName == heldElement
  }

  /// Refuses `ids += names` where the right side's elements are not the target array's: the
  /// compiler finds no `+=` for the two types. A literal on the right was checked as it was
  /// evaluated, with the target's type as its context.
  func checkAppendedArray(
    _ right: Value, to target: Expression, in environment: Environment, at location: SourceLocation
  ) throws {
    guard case .array(let elements) = right,
      case .array(let element)? = try assignedType(of: target, in: environment)?.type,
      let mismatch = try firstMismatch(in: elements, of: element)
    else { return }
    throw InterpreterError.operands(
      of: "+=", TypeName.array(element).sugared, "[\(mismatch.typeName)]", at: location)
  }

  /// `value`, written as `expression`, where a `type` is wanted: refused if it is not one; an
  /// integer literal becomes a `Double` where one is wanted, as the compiler types it.
  private func converted(_ value: Value, from expression: Expression, to type: TypeName, role: ConversionRole)
    throws -> Value
  {
    if case .int(let integer) = value, type.unwrapped == .named("Double", []) {
      guard case .integer = expression.kind else {
        throw InterpreterError.checkFailed(
          role.message(actual: "Int", shown: "'\(type.unwrapped.sugared)'"), at: expression.location)
      }
      return .double(Double(integer))
    }
    try checkConversion(value, to: type, role: role, at: expression.location)
    return value
  }

  /// The sequence of `append(contentsOf:)` or `insert(contentsOf:at:)`: a literal's elements are
  /// each checked where they are written; another sequence fits no overload of the method.
  private func checkedSequence(
    _ sequence: Value, from expression: Expression, of element: TypeName, calling name: String,
    at location: SourceLocation
  ) throws -> Value {
    if case .array(let written) = expression.kind, case .array(let elements) = sequence {
      return .array(
        try zip(elements, written).map { value, place in
          try converted(value, from: place, to: element, role: .element)
        })
    }
    let elements: [Value]
    switch sequence {
    case .array(let values): elements = values
    case .set(let store): elements = store.keys
    default: return sequence
    }
    if try firstMismatch(in: elements, of: element) != nil {
      throw InterpreterError.noExactMatches(instanceMethod: name, at: location)
    }
    return sequence
  }

  /// The error for an array of other elements than `type`'s, named whole as the compiler names
  /// it (`cannot convert value of type '[String]' to expected argument type '[Int]'`); nil if its
  /// elements fit (the problem is elsewhere). An `Int` is let through where a `Double` is wanted:
  /// an integer literal may have missed its context.
  func collectionMismatch(
    _ elements: [Value], of type: TypeName, role: ConversionRole, at location: SourceLocation
  ) throws -> InterpreterError? {
    guard case .array(let element) = type,
      let mismatch = try firstMismatch(in: elements, of: element, strictNumbers: false)
    else { return nil }
    return .checkFailed(
      role.message(actual: "[\(mismatch.typeName)]", shown: "'\(type.sugared)'"), at: location)
  }

  /// The first of `elements` that is not of type `element`; with `strictNumbers`, an `Int` is not
  /// a `Double` (the values are not literals).
  private func firstMismatch(in elements: [Value], of element: TypeName, strictNumbers: Bool = true) throws
    -> Value?
  {
    let wantsDouble = strictNumbers && element.unwrapped == .named("Double", [])
    for value in elements {
      if wantsDouble, case .int = value { return value }
      do {
        try checkConversion(value, to: element, role: .argument, at: SourceLocation(line: 0, column: 0))
      } catch let error as InterpreterError where error.stage == .check {
        return value
      }
    }
    return nil
  }

  /// The contexts of a library subscript's arguments: the key's type for the key, and for a
  /// dictionary's `default:` its value type (`totals[day, default: 0] += 1.5` of a
  /// `[Int: Double]` starts from `0.0`), declared or held.
  func subscriptArgumentTypes(
    of container: Value, _ base: Expression, _ arguments: [Argument], in environment: Environment
  ) throws -> (key: TypeName?, defaultValue: TypeName?) {
    let key = Self.keyType(of: container)
    guard arguments.count == 2, arguments[1].label == "default", case .dictionary(let store) = container
    else {
      return (key, key)
    }
    if case .dictionary(_, let value)? = try assignedType(of: base, in: environment)?.type {
      return (key, value)
    }
    return (key, store.values.first.flatMap(TypeName.of))
  }
}
