extension Library {
  /// Calls a library method on a receiver, changing it in place when the method is mutating.
  static func callMethod(
    on receiver: inout Value, _ name: String, _ values: [Value], labels: [String?], evaluator: Evaluator,
    at location: SourceLocation
  ) throws -> Value {
    let call = MethodCall(
      name: name, values: values, labels: labels, evaluator: evaluator, location: location)
    switch receiver.shape {
    case .array:
      if let result = try receiver.withArray({ try call.arrayMutation(&$0) }), let result { return result }
    case .dictionary:
      if let result = try call.dictionaryMethod(&receiver) { return result }
    case .set:
      if let result = try call.setMethod(&receiver) { return result }
    case .string:
      guard case .string(var text) = receiver else { break }
      receiver = .void
      defer { receiver = .string(text) }
      if let result = try call.stringMethod(&text) { return result }
    case .snapshot:
      guard case .snapshot(var snapshot) = receiver else { break }
      // Taken out while it changes, so that the edit does not copy the snapshot's storage.
      receiver = .void
      defer { receiver = .snapshot(snapshot) }
      if let result = try evaluator.snapshotMethod(&snapshot, name, values, labels: labels, at: location) {
        return result
      }
    default:
      break
    }
    if name == "formatted",
      let result = try evaluator.formatted(receiver, values, labels: labels, at: location)
    {
      return result
    }
    if case .structure = receiver,
      let result = try evaluator.calendarMethod(receiver, name, values, labels: labels, at: location)
    {
      return result
    }
    switch receiver {
    case .uikit(let object):
      if let result = try evaluator.uikitMethod(object, name, values, labels: labels, at: location) {
        return result
      }
    case .hasher(var combined) where name == "combine":
      combined.append(try evaluator.hashKey(of: values[0], at: location))
      receiver = .hasher(combined)
      return .void
    case .hasher(let combined) where name == "finalize":
      return .int(HashKey.list("Hasher", combined).hashValue)
    case .character(let character) where name == "uppercased" || name == "lowercased":
      return .string(name == "uppercased" ? character.uppercased() : character.lowercased())
    case .bool(let flag) where name == "toggle":
      receiver = .bool(!flag)
      return .void
    case .int(let number) where name == "isMultiple" && labels == ["of"]:
      guard case .int(let divisor) = values[0] else { break }
      return .bool(divisor == 0 ? number == 0 : number % divisor == 0)
    case .double(let number):
      if let result = try doubleMethod(number, call) ?? remainderMethod(number, call) { return result }
    case .int(let number):
      if let result = try evaluator.quotientAndRemainder(number, call) { return result }
      if name == "signum", labels.isEmpty { return .int(number.signum()) }
    case .optional(let wrapped) where name == "map" || name == "flatMap":
      guard let wrapped else { return .optional(nil) }
      let result = try evaluator.callValue(values[0], [wrapped], at: location)
      if name == "flatMap", case .optional = result { return result }
      return .optional(result)
    case .enumCase(let instance) where evaluator.isLibraryResult(instance.typeName):
      if let result = try evaluator.resultMethod(instance, call) { return result }
    default:
      break
    }
    if case .range(let lower, let upper, let closed) = receiver,
      let result = try call.rangeMethod(lower: lower, upper: upper, closed: closed)
    {
      return result
    }
    if let refusal = Library.textViewMethodRefusal(receiver, name, at: location) { throw refusal }
    if let elements = try Library.elements(of: receiver, evaluator: evaluator, at: location),
      let result = try call.sequenceMethod(elements, receiver: receiver)
    {
      return result
    }
    if case .snapshot = receiver, let mismatch = Library.snapshotLabelMismatch(name, labels: call.labels) {
      throw InterpreterError.checkFailed(mismatch, at: location)
    }
    if case .uikit(let object) = receiver { throw Evaluator.unmodeledMember(name, of: object, at: location) }
    if let refusal = evaluator.unmodeledCombineMember(name, of: receiver, at: location) { throw refusal }
    if let refusal = Library.stringIndexRefusal(name, of: receiver, at: location) { throw refusal }
    throw InterpreterError.checkFailed(
      "value of type '\(dynamicType(of: receiver).sugared)' has no member '\(name)'", at: location)
  }
}

/// One call of a library method: its arguments and the evaluator that runs closures passed to it.
struct MethodCall {
  var name: String
  var values: [Value]
  var labels: [String?]
  unowned var evaluator: Evaluator
  var location: SourceLocation

  /// The calls's labels and argument count, as `name(label:)` matches.
  func signature(_ expected: String?...) -> Bool {
    labels == expected
  }

  /// Calls the closure argument at `index`.
  func apply(_ index: Int, _ arguments: Value...) throws -> Value {
    try evaluator.callValue(values[index], arguments, at: location)
  }

  /// Calls the closure argument at `index` as a predicate.
  func test(_ index: Int, _ arguments: Value...) throws -> Bool {
    try evaluator.isTrue(try evaluator.callValue(values[index], arguments, at: location), at: location)
  }

  func equals(_ a: Value, _ b: Value) throws -> Bool {
    try evaluator.equals(a, b, at: location)
  }

  /// The `Int` argument at `index`.
  func integer(_ index: Int) throws -> Int {
    guard index < values.count, case .int(let number) = values[index] else {
      throw InterpreterError.checkFailed("'\(name)' needs an Int argument", at: location)
    }
    return number
  }

  /// Traps as Swift's collections do for an index outside `0..<count`.
  func checkIndex(_ index: Int, count: Int, closedEnd: Bool = false) throws {
    if index < 0 || index > count || (!closedEnd && index == count) {
      throw InterpreterError.fatal("Index out of range", at: location)
    }
  }
}
