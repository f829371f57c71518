extension Evaluator {
  /// Changes a variable that has its own `willSet`/`didSet`, running them around the change.
  func modifyObservedVariable(
    _ name: String, in scope: Environment, _ observers: Accessors, at location: SourceLocation,
    _ body: (inout Value) throws -> Value
  ) throws -> Value {
    activeObservers.append(ObservedPlace.variable(name, of: scope))
    defer { activeObservers.removeLast() }
    let old = scope.bindings[name]?.value ?? .void
    var new = old
    let result = try body(&new)
    if let willSet = observers.willSet { try runObserver(willSet, argument: new, in: scope, at: location) }
    modifyBinding(name, in: scope) { $0 = new }
    if let didSet = observers.didSet { try runObserver(didSet, argument: old, in: scope, at: location) }
    return result
  }

  /// Runs a variable's observer body with its parameter (`newValue`, `oldValue`).
  private func runObserver(
    _ accessor: (name: String, body: [Statement]), argument: Value, in scope: Environment,
    at location: SourceLocation
  ) throws {
    let observer = FunctionDeclaration(
      name: "accessor", parameters: [Parameter(label: nil, name: accessor.name)], result: nil,
      body: accessor.body, location: location)
    var noSelf: Value? = nil
    _ = try invoke(
      observer, in: scope, self: &noSelf, [argument], labels: [nil], trailing: [false], at: location)
  }

  /// Runs a setter or observer with its parameter and `self`.
  func runAccessor(
    _ accessor: (name: String, body: [Statement]), argument: Value, on receiver: inout Value,
    at location: SourceLocation
  ) throws {
    let function = FunctionDeclaration(
      name: "accessor", parameters: [Parameter(label: nil, name: accessor.name)], result: nil,
      body: accessor.body,
      location: location)
    function.isMutating = true
    var selfValue: Value? = receiver
    receiver = .void
    defer { if let selfValue { receiver = selfValue } }
    _ = try invoke(
      function, in: globals, self: &selfValue, [argument], labels: [nil], trailing: [false], at: location)
  }

  /// Stores a field without observers (an initializer's assignment, a lazy value's first read).
  func setField(_ name: String, of container: inout Value, to value: Value, at location: SourceLocation)
    throws
  {
    switch container.shape {
    case .object:
      guard case .object(let object) = container else { return }
      modifyField(object, name) { $0 = value }
    case .structure:
      container.withStruct { $0.fields[name] = value }
    default:
      throw InterpreterError.checkFailed("cannot assign to '\(name)'", at: location)
    }
  }

  /// The value a lazy property's initializer gives, with `self` bound to its instance.
  func initialValue(of name: String, in typeName: String, receiver: Value, at location: SourceLocation) throws
    -> Value
  {
    guard let property = storedProperty(name, of: typeName), let initializer = property.initializer else {
      return .optional(nil)
    }
    let getter = FunctionDeclaration(
      name: name, parameters: [], result: property.type,
      body: [Statement(kind: .expression(initializer), location: location)],
      location: location)
    getter.isSingleExpression = true
    var selfValue: Value? = receiver
    return try invoke(getter, in: globals, self: &selfValue, [], labels: [], trailing: [], at: location).value
  }
}
