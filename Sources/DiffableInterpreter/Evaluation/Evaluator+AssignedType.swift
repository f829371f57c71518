extension Evaluator {
  /// The type Swift checks a value assigned to `target` against, where the program declares it: a
  /// variable's declared (or plainly inferred) type, a stored property's, a parameter's, the
  /// element type of a variable's array or dictionary for `target[key] = value`. Nil where the
  /// interpreter cannot tell (a global of an earlier entry declared without a plain type, a
  /// computed property, a static one).
  func assignedType(of target: Expression, in environment: Environment) throws -> AssignedType? {
    switch target.kind {
    case .name(let name):
      var scope: Environment? = environment
      while let current = scope {
        if let position = current.bindings.position(of: name), current.bindings.isBound(at: position) {
          return current.bindings.type(at: position).map { AssignedType(type: $0, isElement: false) }
        }
        if current.isMethodScope, let selfValue = current.bindings["self"]?.value {
          guard hasMember(selfValue, name) else {
            scope = current.parent
            continue
          }
          return storedPropertyFacts(name, of: selfValue.typeName)?.declaredType.map {
            AssignedType(type: specialized($0, for: selfValue), isElement: false)
          }
        }
        scope = current.parent
      }
      return nil
    case .member(let base, let name):
      guard try typeDenoted(by: base, in: environment) == nil,
        let value = try? evaluate(base, in: environment)
      else { return nil }
      let native = uikitObject(of: value)
      if let native, let current = try setting(name, of: native, at: target.location) {
        // A UIKit setting has the type of the value it starts with (`separatorStyle = .none` is
        // a `UITableViewCell.SeparatorStyle`); one that starts as nil is not checked.
        return inferredType(of: current).map { AssignedType(type: $0, isElement: false) }
      }
      let instance = value.unwrappedOnce ?? value
      return storedPropertyFacts(name, of: instance.typeName)?.declaredType.map {
        AssignedType(type: specialized($0, for: instance), isElement: false)
      }
    case .subscript(let base, let arguments) where arguments.count == 1 && arguments[0].label == nil:
      guard let container = try assignedType(of: base, in: environment), !container.isElement else {
        return nil
      }
      switch container.type {
      case .array(let element): return AssignedType(type: element, isElement: true)
      case .dictionary(_, let value): return AssignedType(type: .optional(value), isElement: true)
      default: return nil
      }
    case .optionalBind(let wrapped), .forceUnwrap(let wrapped):
      // `scores?.append(3)`, `scores!.append(3)` of a `[Double]?`: the wrapped place.
      guard let place = try assignedType(of: wrapped, in: environment), case .optional(let type) = place.type
      else { return nil }
      return AssignedType(type: type, isElement: place.isElement)
    case .subscript(let base, let arguments) where arguments.count == 2 && arguments[1].label == "default":
      // `totals[key, default: []]`: the dictionary's value, never nil.
      guard let container = try assignedType(of: base, in: environment), !container.isElement,
        case .dictionary(_, let value) = container.type
      else { return nil }
      return AssignedType(type: value, isElement: true)
    default:
      return nil
    }
  }

  /// A stored property's type: written, or that of its initializer when that is a literal.
  static func declaredType(of property: VariableDeclaration) -> TypeName? {
    property.type ?? property.initializer.flatMap(literalType)
  }

  /// The type of a literal Swift types without context: `5` is an Int, `[1, 2]` an `[Int]`, `""`
  /// a String. Nil for anything else (and for an empty collection).
  static func literalType(of expression: Expression) -> TypeName? {
    switch expression.kind {
    case .integer: .named("Int", [])
    case .double: .named("Double", [])
    case .boolean: .named("Bool", [])
    case .string, .interpolation: .named("String", [])
    case .array(let elements):
      elements.first.flatMap(literalType).flatMap { first in
        elements.allSatisfy { literalType(of: $0) == first } ? .array(first) : nil
      }
    case .dictionary(let pairs):
      pairs.first.flatMap { first in
        guard let key = literalType(of: first.0), let value = literalType(of: first.1),
          pairs.allSatisfy({ literalType(of: $0.0) == key && literalType(of: $0.1) == value })
        else { return nil }
        return .dictionary(key, value)
      }
    default: nil
    }
  }

  /// The type of an array literal whose elements are all made by one initializer of the program's
  /// own struct or enum (`[Fruit(name: "apple"), Fruit(name: "pear")]` is a `[Fruit]`), or nil.
  func initializedArrayType(of expression: Expression, value: Value) -> TypeName? {
    guard case .array(let written) = expression.kind, case .call(let callee, _)? = written.first?.kind,
      case .name(let typeName) = callee.kind, case .array(let elements) = value,
      let element = elements.first.flatMap(inferredType), element == .named(typeName, []),
      written.allSatisfy({
        if case .call(let other, _) = $0.kind, case .name(typeName) = other.kind { return true }
        return false
      }),
      elements.allSatisfy({ $0.typeName == typeName })
    else { return nil }
    return .array(element)
  }

  /// The type of an empty collection made as written (`Set<Set<Int>>()`, `[Int]()`), whose
  /// elements take it (`sets.insert([1, 2])` inserts a set).
  static func writtenCollectionType(of expression: Expression) -> TypeName? {
    guard case .call(let callee, let arguments) = expression.kind, arguments.isEmpty,
      case .type(let written) = callee.kind
    else { return nil }
    switch written {
    case .array, .dictionary: return written
    case .named("Set", let elements) where elements.count == 1: return written
    default: return nil
    }
  }

  /// The type of a variable or stored property a new variable copies (`var names = store.names`),
  /// where the program states it and it is not optional; nil otherwise.
  func copiedType(of expression: Expression, in environment: Environment) -> TypeName? {
    switch expression.kind {
    case .name, .member:
      guard let place = try? assignedType(of: expression, in: environment), !place.isElement else {
        return nil
      }
      if case .optional = place.type { return nil }
      return place.type
    default:
      return nil
    }
  }

  /// The type a variable declared without one takes from a call whose value is nil: the `T?` the
  /// called function declares (`let best = largest([])` is a `Double?`, so `best ?? 0` is a
  /// Double), when `T` is a library scalar or the program's type (not a generic parameter).
  func declaredResultType(of expression: Expression, value: Value, in environment: Environment)
    -> TypeName?
  {
    guard case .optional(nil) = value, case .call = expression.kind,
      case .optional(.named(let name, []))? = declaredOptional(expression, in: environment).type,
      Self.scalarNames.contains(name) || declaresType(name)
    else { return nil }
    return .optional(.named(name, []))
  }

  /// The library's scalar types, which a literal may become.
  private static let scalarNames: Set<String> = ["Int", "Double", "Float", "String", "Bool"]

  /// The type a ternary declared without a type takes from its branches when one is a number
  /// literal and the other a name of a known number type (`let y = flag ? price : 1` is a Double
  /// whichever runs).
  func branchType(ofUnannotated expression: Expression, in environment: Environment) -> TypeName? {
    guard case .ternary(_, let then, let otherwise) = expression.kind else { return nil }
    let named: Expression
    switch (then.kind, otherwise.kind) {
    case (.integer, .name): named = otherwise
    case (.name, .integer): named = then
    default: return nil
    }
    guard let value = try? evaluate(named, in: environment) else { return nil }
    switch value {
    case .double: return .named("Double", [])
    default: return nil
    }
  }

  /// The type a variable declared without one takes from its first value, when that value tells
  /// it plainly: a library scalar, or a value of the program's own struct or enum. Nil otherwise
  /// (an array may be empty, a class instance may be a subclass's, an optional's wrapped type
  /// may not show).
  func inferredType(of value: Value) -> TypeName? {
    switch value {
    case .int: .named("Int", [])
    case .double: .named("Double", [])
    case .bool: .named("Bool", [])
    case .string: .named("String", [])
    case .structure(let instance) where declaresType(instance.typeName): .named(instance.typeName, [])
    case .enumCase(let instance) where declaresType(instance.typeName): .named(instance.typeName, [])
    default: nil
    }
  }

  /// Refuses a value assigned to a place of another type, with the compiler's words (`cannot
  /// assign value of type 'String' to type 'Int'`). An optional value is let through: the
  /// interpreter does not tell `T?` from `T!`, and Swift unwraps the latter implicitly. An array
  /// of other elements is named whole (a literal's elements were checked as it was evaluated for
  /// the type), at `operator` (the `=`), where the compiler refuses it.
  func checkAssignment(
    _ value: Value, to place: AssignedType, at location: SourceLocation, operator: SourceLocation? = nil
  ) throws {
    let role: ConversionRole = place.isElement ? .subscriptAssignment : .assignment
    if case .array(let elements) = value,
      let mismatch = try collectionMismatch(
        elements, of: place.type, role: role, at: `operator` ?? location)
    {
      throw mismatch
    }
    try checkConversion(value, to: place.type, role: role, at: location)
  }

  /// Refuses a value where a value of type `written` is wanted, as `checkAssignment` tells, with
  /// the words of `role`.
  func checkConversion(
    _ value: Value, to written: TypeName, role: ConversionRole, at location: SourceLocation
  )
    throws
  {
    var type = written
    if case .optional(let wrapped) = type {
      if case .optional = value { return }
      type = wrapped
    }
    if case .optional = value { return }
    switch (type, value) {
    case (.array, .array(let elements)):
      if let mismatch = try collectionMismatch(elements, of: type, role: role, at: location) {
        throw mismatch
      }
    case (.dictionary, .dictionary): return
    case (.array, .int), (.array, .double), (.array, .bool), (.array, .string), (.array, .structure),
      (.array, .enumCase), (.dictionary, .int), (.dictionary, .double), (.dictionary, .bool),
      (.dictionary, .string), (.dictionary, .structure), (.dictionary, .enumCase):
      throw InterpreterError.checkFailed(
        role.message(actual: value.typeName, shown: "'\(type.sugared)'"), at: location)
    case (.named, _):
      // An Int where a Double is wanted: an integer literal the context did not reach (a library
      // function's argument), which Swift would have typed Double.
      if case .int = value, case .named("Double", _) = type { return }
      try checkType(value, type, role: role, at: location)
    default:
      return
    }
  }
}

/// Where a value is assigned, and whether that place is an element of a collection (whose
/// message the compiler words differently).
struct AssignedType {
  var type: TypeName
  var isElement: Bool
}

/// What a value is converted for, which decides the compiler's words for a mismatch.
enum ConversionRole {
  /// `let x: Int = value`.
  case declaration
  /// An element of an array literal.
  case element
  /// An argument of a call.
  case argument
  /// `x = value`.
  case assignment
  /// `x[key] = value`.
  case subscriptAssignment
  /// `return value`.
  case result
  /// What a closure gives (its single expression, a `return` in it).
  case closureResult

  /// The compiler's message for a value of type `actual` where `shown` (quoted) is wanted.
  func message(actual: String, shown: String) -> String {
    switch self {
    case .declaration: "cannot convert value of type '\(actual)' to specified type \(shown)"
    case .element: "cannot convert value of type '\(actual)' to expected element type \(shown)"
    case .argument: "cannot convert value of type '\(actual)' to expected argument type \(shown)"
    case .assignment: "cannot assign value of type '\(actual)' to type \(shown)"
    case .subscriptAssignment: "cannot assign value of type '\(actual)' to subscript of type \(shown)"
    case .result: "cannot convert return expression of type '\(actual)' to return type \(shown)"
    case .closureResult: "cannot convert value of type '\(actual)' to closure result type \(shown)"
    }
  }
}

extension TypeName {
  /// Swift's sugared spelling, as the compiler's messages write types (`[Int]`, `[String : Int]`
  /// with a blank each side of the colon, `Int?`).
  var sugared: String {
    switch self {
    case .named(let name, let arguments):
      arguments.isEmpty ? name : "\(name)<\(arguments.map(\.sugared).joined(separator: ", "))>"
    case .optional(let wrapped):
      if case .function = wrapped { "(\(wrapped.sugared))?" } else { "\(wrapped.sugared)?" }
    case .array(let element): "[\(element.sugared)]"
    case .dictionary(let key, let value): "[\(key.sugared) : \(value.sugared)]"
    case .tuple(let elements, let labels):
      "("
        + zip(elements, labels).map { element, label in
          label.map { "\($0): \(element.sugared)" } ?? element.sugared
        }.joined(separator: ", ") + ")"
    case .function(let parameters, let result):
      "(\(parameters.map(\.sugared).joined(separator: ", "))) -> \(result.sugared)"
    case .opaque(let text): text
    }
  }
}
