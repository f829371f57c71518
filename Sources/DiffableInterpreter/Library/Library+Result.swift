/// `Result`'s members that are not its cases (ResultPrelude.swift declares those): `get()`, `map`,
/// `mapError`, `flatMap`, `flatMapError`, the catching initializer, and its conditional Equatable
/// and Hashable conformances. Each keeps the type arguments it knows (``EnumValue/typeArguments``):
/// `map` keeps the failure's type and takes the new success's from the value the closure returns.
extension Evaluator {
  /// The name the prelude declares Swift's `Result` under.
  static let resultTypeName = "Result"

  /// Whether `typeName` is the library's `Result` (not one the program declares for itself).
  func isLibraryResult(_ typeName: String) -> Bool {
    typeName == Self.resultTypeName && types[typeName]?.location.entry == UIKitPrelude.entry
  }

  /// The members of `Result` that are not its cases, as the checker knows them.
  static let resultMethodNames: Set<String> = ["get", "map", "mapError", "flatMap", "flatMapError"]

  /// A type argument not known yet (the success type of a failure that `map` made).
  static var unknownTypeArgument: TypeName { .opaque("_") }

  /// A case of the library's `Result` with its type arguments.
  func makeResult(success: Bool, _ payload: Value, typeArguments: [TypeName]) -> Value {
    .enumCase(
      EnumValue(
        typeName: Self.resultTypeName, caseName: success ? "success" : "failure", payload: [payload],
        typeArguments: typeArguments))
  }

  /// `Result { try body() }` and `Result(catching:)`: the closure's value as a success, or what it
  /// threw as a failure (whose type is `Error`, or `Never` for a closure that cannot throw). Nil
  /// for another construction.
  func constructResult(_ arguments: [Argument], in environment: Environment, at location: SourceLocation)
    throws -> Value?
  {
    guard arguments.count == 1, arguments[0].label == "catching" || arguments[0].isTrailingClosure else {
      return nil
    }
    let body = try evaluate(arguments[0].value, in: environment)
    // A closure that cannot throw makes a `Result<Success, Never>`.
    var failureType = TypeName.named("Error", [])
    if case .function(.closure(let declaration, _)) = body, !declaration.isThrowing {
      failureType = .named("Never", [])
    }
    do {
      let value = try callValue(body, [], at: location)
      return makeResult(success: true, value, typeArguments: [Self.unknownTypeArgument, failureType])
    } catch let thrown as ThrownError {
      return makeResult(success: false, thrown.value, typeArguments: [Self.unknownTypeArgument, failureType])
    }
  }

  /// A method of the library's `Result`, or nil if it has none of that name.
  func resultMethod(_ instance: EnumValue, _ call: MethodCall) throws -> Value? {
    let isSuccess = instance.caseName == "success"
    let payload = instance.payload[0]
    var arguments = instance.typeArguments
    if arguments.count != 2 { arguments = [Self.unknownTypeArgument, Self.unknownTypeArgument] }
    switch (call.name, call.labels) {
    case ("get", []):
      guard isSuccess else { throw ThrownError(value: payload, location: call.location) }
      return payload
    case ("map", [nil]), ("mapError", [nil]):
      // The case that the method does not transform keeps its payload; its own type is not known.
      guard isSuccess == (call.name == "map") else {
        arguments[isSuccess ? 1 : 0] = Self.unknownTypeArgument
        return makeResult(success: isSuccess, payload, typeArguments: arguments)
      }
      // The new type is the closure's, which shows only in its value: not known, shown from the
      // payload (``displayedTypeArguments(of:)``).
      arguments[isSuccess ? 0 : 1] = Self.unknownTypeArgument
      return makeResult(success: isSuccess, try call.apply(0, payload), typeArguments: arguments)
    case ("flatMap", [nil]), ("flatMapError", [nil]):
      guard isSuccess == (call.name == "flatMap") else {
        arguments[isSuccess ? 1 : 0] = Self.unknownTypeArgument
        return makeResult(success: isSuccess, payload, typeArguments: arguments)
      }
      // The closure returns a Result whose other type is this one's: its `.failure(.offline)`
      // takes its context from it.
      var expected = arguments
      expected[isSuccess ? 0 : 1] = Self.unknownTypeArgument
      var transform = call.values[0]
      if case .function(.closure(let declaration, let environment)) = transform,
        let typed = typedClosure(
          declaration, environment, [arguments[isSuccess ? 0 : 1]],
          result: .named(Self.resultTypeName, expected))
      {
        transform = typed
      }
      let transformed = try callValue(transform, [payload], at: call.location)
      guard case .enumCase(let result) = transformed, isLibraryResult(result.typeName) else {
        throw InterpreterError.checkFailed(
          "cannot convert value of type '\(transformed.typeName)' to closure result type 'Result'",
          at: call.location)
      }
      return transformed
    default:
      return nil
    }
  }

  /// Refuses `==` (`Equatable`) or hashing (`Hashable`) of a `Result` whose success or failure type
  /// does not conform, in the compiler's words: by its type arguments where they are known, else
  /// by its payload.
  func requireResultConformance(_ instance: EnumValue, to protocolName: String, at location: SourceLocation)
    throws
  {
    let arguments = displayedTypeArguments(of: instance)
    for argument in arguments where !typeConforms(argument, to: protocolName) {
      if protocolName == "Equatable", argument == .named("Error", []) {
        // An existential conforms to nothing: the compiler names the whole type.
        let spelled = arguments.map { $0 == .named("Error", []) ? TypeName.opaque("any Error") : $0 }
        throw InterpreterError.notEquatable(TypeName.named(instance.typeName, spelled).sugared, at: location)
      }
      throw InterpreterError.checkFailed(
        protocolName == "Equatable"
          ? "operator function '==' requires that '\(argument)' conform to 'Equatable'"
          : "type '\(TypeName.named(instance.typeName, arguments))' does not conform to protocol 'Hashable'",
        at: location)
    }
  }

  /// Whether values of `type` are Equatable or Hashable, as Swift derives it: the library's
  /// scalars are, an array or an optional is when its element is, a program's type is when it
  /// conforms (an enum without payloads always does), `Error` and tuples are not. A type not
  /// known here (`_`) is taken to conform.
  func typeConforms(_ type: TypeName, to protocolName: String) -> Bool {
    switch type {
    case .named(let name, let arguments):
      if ["Int", "Double", "Bool", "String", "Character", "Date", "UUID", "IndexPath"].contains(name) {
        return true
      }
      if ["Array", "Set", "Optional", "Dictionary"].contains(name) || isLibraryResult(name) {
        return arguments.allSatisfy { typeConforms($0, to: protocolName) }
      }
      guard let info = types[resolvedTypeName(name)] else {
        if case .named? = aliases[name] { return typeConforms(resolvedType(type), to: protocolName) }
        return name != "Error"
      }
      if info.kind == .enum, info.cases.allSatisfy({ $0.payload.isEmpty }) { return true }
      if conforms(info, to: protocolName) || conforms(info, to: "Hashable") { return true }
      return protocolName == "Equatable" && conforms(info, to: "Comparable")
    case .optional(let element), .array(let element):
      return typeConforms(element, to: protocolName)
    case .dictionary(_, let value):
      return typeConforms(value, to: protocolName)
    case .tuple, .function:
      return false
    case .opaque(let text):
      return text == "_"
    }
  }
}
