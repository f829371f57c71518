/// Overloads by type: functions, methods and initializers of one name whose labels a call fits
/// alike (`k(_ x: Int)`, `k(_ x: String)`), told apart by the arguments' types as swiftc ranks
/// them (``OverloadRanking``). Only a call that several candidates fit by their labels comes here:
/// a call of a function that has no such overloads goes its usual way.
///
/// The choice is made with the arguments: a value's type is known once it is evaluated (its
/// variable's declared type where there is one, as swiftc chooses by the static type), while a
/// literal waits for the chosen parameter's type (`1` given to a `Double` becomes `1.0`).
/// Literals have no effects, so the other arguments still run in the order they are written.
extension Evaluator {
  /// One candidate: a declaration, with the type that declares it (a method's, an
  /// initializer's) or the function value it is (a global or local function's).
  struct Overload {
    var declaration: FunctionDeclaration
    var owner: String?
    var function: Function?
  }

  /// What swiftc calls the callee in its messages.
  enum OverloadKind {
    case globalFunction
    case localFunction
    case instanceMethod
    case staticMethod
    case initializer

    /// The callee of `no exact matches in call to ...` (swiftc leaves a blank after
    /// `initializer`, where the others have a name).
    func callee(_ name: String) -> String {
      switch self {
      case .globalFunction: "global function '\(name)'"
      case .localFunction: "local function '\(name)'"
      case .instanceMethod: "instance method '\(name)'"
      case .staticMethod: "static method '\(name)'"
      case .initializer: "initializer "
      }
    }
  }

  /// The overload the arguments choose, with the arguments' values for it; swiftc's refusal when
  /// none takes them or several take them alike. `name` is the callee's base name (an
  /// initializer's full name, as swiftc names an ambiguous one).
  func chooseOverload(
    _ overloads: [Overload], _ arguments: [Argument], name: String, kind: OverloadKind,
    in environment: Environment, at location: SourceLocation
  ) throws -> (Overload, [Value]) {
    let labels = arguments.map(\.label)
    let trailing = arguments.map(\.isTrailingClosure)
    var fitting: [(overload: Overload, candidate: OverloadRanking.Candidate)] = []
    for overload in overloads {
      guard
        case .success(let slots) = ArgumentMatching.match(
          overload.declaration.parameters, labels: labels, trailing: trailing)
      else { continue }
      fitting.append((overload, Self.candidate(overload.declaration, slots, count: arguments.count)))
    }
    // The values first, in order; the literals wait for their parameter's type.
    var values: [Value?] = []
    var shapes: [OverloadRanking.Shape] = []
    for argument in arguments {
      if let shape = Self.literalShape(of: argument.value) {
        values.append(nil)
        shapes.append(shape)
      } else {
        let value = try evaluate(argument.value, in: environment)
        values.append(value)
        shapes.append(.typed(staticType(of: argument.value, value, in: environment)))
      }
    }
    let chosen: Int
    switch overloadRanking.choose(fitting.map(\.candidate), shapes) {
    case .success(let index): chosen = index
    case .failure(.noMatch): throw InterpreterError.noExactMatches(calling: kind.callee(name), at: location)
    case .failure(.ambiguous): throw InterpreterError.ambiguousUse(of: name, at: location)
    }
    let types = fitting[chosen].candidate.types
    var result: [Value] = []
    result.reserveCapacity(arguments.count)
    for index in arguments.indices {
      let argument = arguments[index].value
      var value = try values[index] ?? evaluate(argument, in: environment, expecting: types[index])
      if let type = types[index] {
        value = try checkOptional(value, from: argument, for: type, role: .argument, in: environment)
      }
      result.append(value)
    }
    return (fitting[chosen].overload, result)
  }

  /// A candidate's parameter types by argument: a variadic parameter's for each argument it takes.
  private static func candidate(
    _ declaration: FunctionDeclaration, _ slots: [ArgumentMatching.Slot], count: Int
  )
    -> OverloadRanking.Candidate
  {
    var types: [TypeName?] = Array(repeating: nil, count: count)
    for (parameter, slot) in zip(declaration.parameters, slots) {
      switch slot {
      case .argument(let index): types[index] = parameter.type
      case .variadic(let indexes): for index in indexes { types[index] = parameter.type }
      case .defaultValue: break
      }
    }
    return OverloadRanking.Candidate(types: types, generics: declaration.typeParameters)
  }

  /// What a literal argument gives the choice, or nil for an expression whose value is evaluated
  /// first (an array or dictionary literal is a literal only when its elements all are).
  static func literalShape(of expression: Expression) -> OverloadRanking.Shape? {
    switch expression.kind {
    case .integer: return .integer
    case .double: return .float
    case .string(let text): return .string(singleCharacter: text.count == 1)
    case .interpolation: return .string(singleCharacter: false)
    case .boolean: return .boolean
    case .nilLiteral: return .nilLiteral
    case .closure: return .closure
    case .implicitMember: return .contextual
    case .prefix("-", let operand):
      if case .double = operand.kind { return .float }
      return nil
    case .array(let elements):
      if elements.isEmpty { return .contextual }
      var shapes: [OverloadRanking.Shape] = []
      for element in elements {
        guard let shape = literalShape(of: element) else { return nil }
        shapes.append(shape)
      }
      return .array(shapes)
    case .dictionary(let pairs):
      if pairs.isEmpty { return .contextual }
      var shapes: [(OverloadRanking.Shape, OverloadRanking.Shape)] = []
      for (key, value) in pairs {
        guard let keyShape = literalShape(of: key), let valueShape = literalShape(of: value) else {
          return nil
        }
        shapes.append((keyShape, valueShape))
      }
      return .dictionary(shapes)
    default:
      return isImplicitMemberChain(expression) ? .contextual : nil
    }
  }

  /// The type swiftc chooses an overload by: a variable's declared type (`let a: Animal = Dog()`
  /// is an Animal), else the value's own.
  private func staticType(of expression: Expression, _ value: Value, in environment: Environment) -> TypeName
  {
    if case .name = expression.kind, let declared = try? assignedType(of: expression, in: environment) {
      return declared.type
    }
    switch value {
    case .optional(nil): return .optional(.opaque("_"))
    case .function: return .function([], .tuple([], labels: []))
    case .tuple: return .opaque("tuple")
    default: return Library.dynamicType(of: value)
    }
  }

  /// The ranking with the program's types: a class's superclasses and the protocols a type
  /// conforms to are its supertypes.
  var overloadRanking: OverloadRanking {
    OverloadRanking(
      isSubtype: { [unowned self] actual, wanted in
        lookupChain(of: actual).contains(wanted) || types[actual].map { conforms($0, to: wanted) } == true
      },
      isConcrete: { [unowned self] name in
        Self.concreteLibraryTypes.contains(name) || types[name].map { $0.kind != .protocol } == true
      },
      alias: { [unowned self] name in aliases[name] })
  }

  /// The library's types whose values the interpreter tells apart from others'.
  private static let concreteLibraryTypes: Set<String> = [
    "Int", "Double", "Float", "CGFloat", "String", "Character", "Bool", "Array", "Dictionary", "Set",
    "Optional",
  ]

  /// The overloads of a function value that the call's labels fit, when more than one does (a
  /// choice by type is then needed); nil otherwise.
  static func typeOverloads(of function: Function, labels: [String?], trailing: [Bool]) -> [Overload]? {
    guard case .overloads(let list) = function else { return nil }
    var fitting: [Overload] = []
    for function in list {
      guard case .closure(let declaration, _) = function,
        case .success = ArgumentMatching.match(declaration.parameters, labels: labels, trailing: trailing)
      else { continue }
      fitting.append(Overload(declaration: declaration, function: function))
    }
    return fitting.count > 1 ? fitting : nil
  }

  /// A function's overloads as swiftc names them: by the base name, a global function's when it
  /// was declared at the top level, else a local function's.
  static func functionCallee(_ overloads: [Overload]) -> (name: String, kind: OverloadKind) {
    let isGlobal = overloads.contains {
      if case .closure(_, let environment)? = $0.function { return environment.isGlobal }
      return false
    }
    return (overloads[0].declaration.name, isGlobal ? .globalFunction : .localFunction)
  }

  /// The overload already evaluated arguments choose by their values' types (a function passed
  /// as a value, which the library calls: `[1, 2].forEach(k)`).
  func chooseOverload(_ overloads: [Overload], values: [Value], at location: SourceLocation) throws
    -> Overload
  {
    let candidates = overloads.map { overload in
      OverloadRanking.Candidate(
        types: overload.declaration.parameters.map(\.type), generics: overload.declaration.typeParameters)
    }
    let shapes = values.map { value -> OverloadRanking.Shape in
      if case .optional(nil) = value { return .typed(.optional(.opaque("_"))) }
      return .typed(Library.dynamicType(of: value))
    }
    let callee = Self.functionCallee(overloads)
    switch overloadRanking.choose(candidates, shapes) {
    case .success(let index): return overloads[index]
    case .failure(.noMatch):
      throw InterpreterError.noExactMatches(calling: callee.kind.callee(callee.name), at: location)
    case .failure(.ambiguous): throw InterpreterError.ambiguousUse(of: callee.name, at: location)
    }
  }

  /// The method (or initializer) of `overloads` the arguments choose, with their values.
  func chooseMethod(
    _ overloads: [FoundMethod], _ arguments: [Argument], name: String, kind: OverloadKind,
    in environment: Environment, at location: SourceLocation
  ) throws -> (FoundMethod, [Value]) {
    let (overload, values) = try chooseOverload(
      overloads.map { Overload(declaration: $0.declaration, owner: $0.owner) }, arguments, name: name,
      kind: kind, in: environment, at: location)
    return (FoundMethod(declaration: overload.declaration, owner: overload.owner ?? ""), values)
  }

  /// The instance method of `typeName` the arguments choose, with their values, when the call's
  /// labels fit several of its methods `name` (overloads by type); nil otherwise, found without a
  /// lookup when no type of the program has such overloads of the name.
  func chooseMethod(
    _ name: String, _ arguments: [Argument], of typeName: String, in environment: Environment,
    at location: SourceLocation
  ) throws -> (method: FoundMethod, values: [Value])? {
    guard mayBeOverloadedByType(name),
      let found = findMethod(
        name, labels: arguments.map(\.label), trailing: arguments.map(\.isTrailingClosure), in: typeName,
        isStatic: false),
      !found.overloads.isEmpty
    else { return nil }
    return try chooseMethod(
      found.overloads, arguments, name: name, kind: .instanceMethod, in: environment, at: location)
  }

  /// Whether some type declares two methods `name` of the same labels and other parameter types
  /// (its own, or one of a type and one of another, which may be its superclass or protocol):
  /// worked out once per change of the declarations, so that a call of a method of a program
  /// without such overloads asks no more than this. The names are few (the prelude's
  /// `constraint`): compared in turn, faster than hashing the name at every call.
  private func mayBeOverloadedByType(_ name: String) -> Bool {
    if let known = derived.typeOverloadedNames { return known.contains(name) }
    var byFullName: [String: [FunctionDeclaration]] = [:]
    var names: Set<String> = []
    for type in types.values {
      for declarations in type.methods.values {
        for method in declarations where !method.isRequirement {
          let known = byFullName[method.fullName, default: []]
          if known.contains(where: { !$0.hasSameParameters(as: method) }) { names.insert(method.name) }
          byFullName[method.fullName, default: []].append(method)
        }
      }
    }
    derived.typeOverloadedNames = names.sorted()
    return names.contains(name)
  }
}
