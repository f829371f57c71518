extension Evaluator {
  /// `target = value`, converted to the target's type (optional wrapping, Int literal to Double).
  func assign(_ value: Value, to target: Expression, in environment: Environment) throws {
    let location = target.location
    if case .tuple(let targets) = target.kind {
      // `(a, b) = (b, a)`: the right side is evaluated whole before any part is assigned.
      guard case .tuple(let values, _) = value, values.count == targets.count else {
        throw InterpreterError.checkFailed(
          "cannot assign this value to a tuple of \(targets.count)", at: location)
      }
      for (part, element) in zip(values, targets) where !Self.isDiscard(element.value) {
        try assign(part, to: element.value, in: environment)
      }
      return
    }
    let message =
      if case .subscript = target.kind { "cannot assign through subscript" } else {
        "cannot assign to property"
      }
    try refusingLetConstants(message, at: location) {
      _ = try modify(target, in: environment, initializing: true) { current in
        current = try self.adapt(value, like: current, at: location)
        return .void
      }
    }
  }

  /// A change of a part of a `let` constant that holds a value, found where the change reaches
  /// the constant; ``refusingLetConstants(_:at:_:)`` says it at the place the change was written.
  struct LetConstantMutation: Error {
    let root: String
  }

  /// Runs a change, saying a change of a part of a `let` value as the compiler does
  /// (`cannot assign to property: 'line' is a 'let' constant`) at `location`.
  func refusingLetConstants<R>(_ message: String, at location: SourceLocation, _ change: () throws -> R)
    throws
    -> R
  {
    do {
      return try change()
    } catch let mutation as LetConstantMutation {
      throw InterpreterError.checkFailed("\(message): '\(mutation.root)' is a 'let' constant", at: location)
    }
  }

  /// Whether a value is a reference, whose members change without changing the variable that
  /// holds it (an optional one too).
  static func isReference(_ value: Value?) -> Bool {
    switch value {
    case .object?, .uikit?, .optional(nil)?: true
    case .optional(let wrapped?)?: isReference(wrapped)
    default: false
    }
  }

  /// Whether two values are one reference (the same object, or nil for both).
  static func isSameReference(_ first: Value, _ second: Value) -> Bool {
    switch (first, second) {
    case (.object(let a), .object(let b)): a === b
    case (.uikit(let a), .uikit(let b)): a === b
    case (.optional(nil), .optional(nil)): true
    case (.optional(let a?), .optional(let b?)): isSameReference(a, b)
    default: false
    }
  }

  private static func isDiscard(_ expression: Expression) -> Bool {
    if case .discard = expression.kind { return true }
    return false
  }

  /// The type a target is declared with, as the context of the value assigned to it.
  func declaredType(of target: Expression, in environment: Environment) throws -> TypeName? {
    if case .member(let base, let name) = target.kind, let value = try? evaluate(base, in: environment),
      let property = storedProperty(name, of: value.typeName)
    {
      return property.type.map { specialized($0, for: value) }
    }
    if case .name(let name) = target.kind, try implicitSelfMember(name, in: environment) != nil,
      let selfValue = try? lookup("self", in: environment, at: target.location),
      let property = storedProperty(name, of: selfValue.typeName)
    {
      return property.type.map { specialized($0, for: selfValue) }
    }
    guard let current = try? evaluate(target, in: environment) else { return nil }
    return TypeName.of(current)
  }

  /// Whether a value has a member of this name that can be assigned (for `name = ...` in a method).
  func hasMember(_ value: Value, _ name: String) -> Bool {
    if case .type(let type) = value, let typeName = type.nominalName {
      return types[typeName]?.staticProperties[name] != nil
    }
    if storedPropertyFacts(name, of: value.typeName) != nil
      || findComputedProperty(name, in: value.typeName) != nil
    {
      return true
    }
    // A setting of the native part of a subclass's instance (`defaultRowAnimation` of a data source).
    guard let native = nativeObject(of: value) else { return false }
    return native.settings[name] != nil || UIKitObject.settingDefaults(of: native.kind)[name] != nil
  }

  /// What a stored property an initializer has not set yet holds while it is set: nil for an
  /// optional one, so that the value given is wrapped as the property's type says (`let network:
  /// Network?` set from a `Network`).
  private func unsetField(_ name: String, of typeName: String) -> Value {
    if case .optional? = storedProperty(name, of: typeName)?.type { return .optional(nil) }
    return .void
  }

  /// A new value shaped like the one it replaces: wrapped in an optional, or an Int made a Double.
  func adapt(_ value: Value, like current: Value, at location: SourceLocation) throws -> Value {
    switch (current, value) {
    case (.optional, .optional): value
    case (.optional(let old?), _): .optional(try adapt(value, like: old, at: location))
    case (.optional(nil), _): .optional(value)
    case (.double, .int(let number)): .double(Double(number))
    default: try checkWeight(value, at: location)
    }
  }

  /// Changes the place `target` names in place: a variable, `self`, a member, an element, an
  /// unwrapped optional. Struct values are changed inside their containers without copies; an
  /// object's field is changed through the reference.
  /// Refuses a mutating method called on a `let` constant that holds a value (not a reference),
  /// as the compiler does; the checker catches the constants whose kind it knows before running.
  func refuseMutatingALetValue(
    _ base: Expression, _ value: Value, calling method: String, in environment: Environment,
    at location: SourceLocation
  ) throws {
    guard case .name(let root) = base.kind, environment.scope(declaring: root)?.bindings.isLet(root) == true,
      Library.mutatingMethods.contains(method) || mutatingMethodNames.contains(method),
      // Inside a method, a member of `self` hides a global of the same name.
      try implicitSelfMember(root, in: environment) == nil
    else { return }
    switch value {
    case .object, .uikit, .optional: return
    default:
      throw InterpreterError.checkFailed(
        "cannot use mutating member on immutable value: '\(root)' is a 'let' constant", at: location)
    }
  }

  func modify(
    _ target: Expression, in environment: Environment, initializing: Bool = false,
    _ body: (inout Value) throws -> Value
  ) throws -> Value {
    let location = target.location
    switch target.kind {
    case .name(let name):
      var scope: Environment? = environment
      while let current = scope {
        if let position = current.bindings.position(of: name), current.bindings.isBound(at: position) {
          if let observers = current.bindings.observers(at: position),
            !activeObservers.contains(
              ObservedPlace.variable(name, of: current))
          {
            return try modifyObservedVariable(name, in: current, observers, at: location, body)
          }
          if !initializing, current.bindings.isLet(at: position),
            !Self.isReference(current.bindings.value(at: position))
          {
            // A part of a `let` value (`line.start.x = 5`, `points[0].x = 1`); through a class
            // instance (`videos[0].title = ...`) the reference is not changed, and this is not reached.
            throw LetConstantMutation(root: name)
          }
          return try modifyBinding(name, in: current, body)
        }
        // The check reads `self` and lets go of it before `self` is changed in place.
        if current.isMethodScope, current.bindings["self"].map({ hasMember($0.value, name) }) == true {
          let observe = { !self.isInitializerScope(environment) }
          return try modifyBinding("self", in: current) { receiver in
            try self.modifyMember(of: &receiver, name, observing: observe, at: location, body)
          }
        }
        scope = current.parent
      }
      throw InterpreterError.notInScope(name, at: location)
    case .selfValue:
      guard let scope = environment.scope(declaring: "self") else {
        throw InterpreterError.notInScope("self", at: location)
      }
      return try modifyBinding("self", in: scope, body)
    case .member(let base, let name):
      if let typeName = try typeDenoted(by: base, in: environment) {
        _ = try staticProperty(name, of: typeName, at: location)
        return try modifyBinding("\(typeName).\(name)", in: globals, body)
      }
      // Whether observers run is asked only of an observed property (it walks the scopes).
      let observe = { !self.isInitializerScope(environment) }
      if case .object(let object) = try evaluate(base, in: environment) {
        var reference = Value.object(object)
        return try modifyMember(of: &reference, name, observing: observe, at: location, body)
      }
      return try modify(base, in: environment) { container in
        try self.modifyMember(of: &container, name, observing: observe, at: location, body)
      }
    case .subscript(let base, let arguments):
      if let path = try keyPathTarget(base, arguments, in: environment) {
        return try modify(path, in: environment, initializing: initializing, body)
      }
      // The container is read for what it is and let go before it is changed in place (a second
      // reference would make the change copy its storage).
      let (getter, types) = try { () -> (FoundMethod?, (key: TypeName?, defaultValue: TypeName?)) in
        guard let container = try? self.evaluate(base, in: environment) else { return (nil, (nil, nil)) }
        return (
          self.userSubscript(of: container, arguments),
          try self.subscriptArgumentTypes(of: container, base, arguments, in: environment)
        )
      }()
      if let getter {
        return try modifyUserSubscript(getter, base, arguments, in: environment, at: location, body)
      }
      let (keys, defaultValue) = try subscriptKeys(arguments, types: types, in: environment)
      let labels = arguments.map(\.label)
      return try modify(base, in: environment) { container in
        try self.modifySubscript(
          of: &container, keys, labels: labels, default: defaultValue, at: location, body)
      }
    case .forceUnwrap(let base):
      return try modify(base, in: environment) { optional in
        guard case .optional(var wrapped?) = optional else {
          if case .optional = optional {
            throw InterpreterError.fatal(
              "Unexpectedly found nil while unwrapping an Optional value", at: location)
          }
          return try body(&optional)
        }
        optional = .void
        defer { optional = .optional(wrapped) }
        return try body(&wrapped)
      }
    case .optionalBind(let base):
      return try modify(base, in: environment) { optional in
        guard case .optional(var wrapped?) = optional else { throw OptionalChainEnded() }
        optional = .void
        defer { optional = .optional(wrapped) }
        return try body(&wrapped)
      }
    case .optionalChain(let chain):
      do {
        let result = try modify(chain, in: environment, body)
        if case .optional = result { return result }
        return .optional(result)
      } catch is OptionalChainEnded {
        return .optional(nil)
      }
    case .tupleElement(let base, let index):
      return try modify(base, in: environment) { tuple in
        guard case .tuple(var values, let labels) = tuple, index < values.count else {
          throw InterpreterError.checkFailed("value has no element \(index)", at: location)
        }
        tuple = .void
        defer { tuple = .tuple(values, labels) }
        return try body(&values[index])
      }
    default:
      throw InterpreterError.checkFailed("cannot assign to this expression", at: location)
    }
  }

  /// The property `name` of `container`: of that object, or of a struct of its type.
  private static func observedPlace(_ name: String, of container: Value) -> ObservedPlace {
    if case .object(let object) = container {
      return ObservedPlace(owner: ObjectIdentifier(object), typeName: object.typeName, name: name)
    }
    return ObservedPlace(owner: nil, typeName: container.typeName, name: name)
  }

  /// Changes a member of a value: a stored field (running `willSet`/`didSet` outside initializers),
  /// or a computed property through its getter and setter.
  func modifyMember(
    of container: inout Value, _ name: String, observing: () -> Bool, at location: SourceLocation,
    _ body: (inout Value) throws -> Value
  ) throws -> Value {
    let stored = storedPropertyFacts(name, of: container.typeName)
    // A `let` property is set only by an initializer (outside one, `observing` is true); the
    // checker refuses what it can type before the entry runs, this the rest. One that holds a
    // reference may change the object (`tableView.delegate = self`), not what it refers to.
    if let stored, stored.declaration.isLet, observing() {
      guard let current = container.field(name), Self.isReference(current) else {
        throw LetConstantMutation(root: name)
      }
      var through = current
      let result = try body(&through)
      guard Self.isSameReference(through, current) else { throw LetConstantMutation(root: name) }
      return result
    }
    if let stored, stored.isObserved, case let place = Self.observedPlace(name, of: container),
      !activeObservers.contains(place), observing()
    {
      let property = stored.declaration
      // A property set inside its own observer does not run the observers again, as in Swift.
      activeObservers.append(place)
      defer { activeObservers.removeLast() }
      let old = try member(of: &container, name, at: location)
      var new = old
      let result = try body(&new)
      let chain = [property] + stored.overriddenObservers
      for willSet in chain.compactMap(\.accessors.willSet) {
        try runAccessor(willSet, argument: new, on: &container, at: location)
      }
      try setField(name, of: &container, to: new, at: location)
      for didSet in chain.reversed().compactMap(\.accessors.didSet) {
        try runAccessor(didSet, argument: old, on: &container, at: location)
      }
      return result
    }
    if case .optional(let wrapped) = container, wrapped?.isObject == true || wrapped?.shape == .structure {
      // Through an implicitly unwrapped optional (`dataSource.delegate = self` where
      // `dataSource: DiaryDataSource!`): the checker does not tell `T!` from `T?`.
      guard var inner = wrapped else {
        throw InterpreterError.fatal(Self.implicitUnwrapFailure, at: location)
      }
      defer { container = .optional(inner) }
      return try modifyMember(of: &inner, name, observing: observing, at: location, body)
    }
    let isStored = stored != nil || container.field(name) != nil
    if case .lazyPending? = container.field(name) { _ = try member(of: &container, name, at: location) }
    switch container.shape {
    case .tuple:
      guard case .tuple(var values, let labels) = container, let index = labels.firstIndex(of: name) else {
        break
      }
      container = .void
      defer { container = .tuple(values, labels) }
      return try body(&values[index])
    case .type:
      if case .type(let type) = container, let typeName = type.nominalName,
        types[typeName]?.staticProperties[name] != nil
      {
        _ = try staticProperty(name, of: typeName, at: location)
        return try modifyBinding("\(typeName).\(name)", in: globals, body)
      }
    case .object where isStored:
      guard case .object(let object) = container else { break }
      if object.fields[name] == nil { object.fields[name] = unsetField(name, of: object.typeName) }
      return try modifyField(object, name, body)
    case .structure where isStored:
      let unset = container.field(name) == nil ? unsetField(name, of: container.typeName) : .void
      return try container.withStruct { value in
        var field = value.fields[name] ?? unset
        value.fields[name] = .void
        defer { value.fields[name] = field }
        return try body(&field)
      } ?? .void
    default:
      break
    }
    let native = uikitObject(of: container)
    if let object = native, object.kind == .tableView, name == "dataSource" {
      return try setDataSource(of: object, at: location, body)
    }
    if let object = native, var value = try setting(name, of: object, at: location) {
      // A UIKit property that changes nothing diffable draws (`tableView.delegate = self`, through
      // a `UITableView!` too; a data source subclass's `defaultRowAnimation`).
      let result = try body(&value)
      try store(value, asSetting: name, of: object, at: location)
      return result
    }
    if let property = findComputedProperty(name, in: container.typeName),
      let setter = property.declaration.accessors.setter
    {
      var value = try member(of: &container, name, at: location)
      let result = try body(&value)
      try runAccessor(setter, argument: value, on: &container, at: location)
      return result
    }
    throw InterpreterError.checkFailed(
      "cannot assign to property: '\(name)' is a get-only property", at: location)
  }

  /// `tableView.dataSource = dataSource`: the diffable data source made with the table already is
  /// its data source (UIKit's initializer sets it), so setting it again changes nothing; any other
  /// value is refused, as a table that asks another object for its rows is not modeled.
  private func setDataSource(
    of tableView: UIKitObject, at location: SourceLocation, _ body: (inout Value) throws -> Value
  ) throws -> Value {
    var value: Value =
      tableView.programDataSource.map { .optional(.object($0)) } ?? tableView.dataSource.map {
        .optional(.uikit($0))
      }
      ?? .optional(nil)
    let result = try body(&value)
    if case .object(let object)? = value.unwrappedOnce, nativeObject(of: .object(object)) == nil {
      // The program's own object (a view controller's `tableView.dataSource = self`).
      attachProgramDataSource(object, to: tableView)
      return result
    }
    let given = uikitObject(of: value)
    guard let given, given === tableView.dataSource else {
      throw InterpreterError.unsupported(
        "a table view whose 'dataSource' is not the diffable data source made with it", at: location)
    }
    return result
  }
}
