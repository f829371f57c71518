/// A call's arguments: evaluated with their parameters' types as context, and the function of
/// an overload set their labels choose.
extension Evaluator {
  /// The arguments' values, each evaluated with its parameter's type as context when the callee is known.
  func evaluateArguments(
    _ arguments: [Argument], for declaration: FunctionDeclaration?, in environment: Environment,
    hint: TypeName? = nil, hints: [TypeName?]? = nil
  ) throws -> [Value] {
    if arguments.isEmpty { return [] }
    if declaration == nil, hints == nil {
      var values: [Value] = []
      values.reserveCapacity(arguments.count)
      for argument in arguments {
        values.append(try evaluate(argument.value, in: environment, expecting: hint))
      }
      return values
    }
    if let declaration, ArgumentMatching.isDirect(declaration.parameters, arguments),
      !declaration.parameters.contains(where: \.isAutoclosure)
    {
      // Each argument for the parameter at its position: its type is the context.
      var values: [Value] = []
      values.reserveCapacity(arguments.count)
      for index in arguments.indices {
        let type = declaration.parameters[index].type
        var value = try evaluate(arguments[index].value, in: environment, expecting: type)
        if let type {
          value = try checkOptional(
            value, from: arguments[index].value, for: type, role: .argument, in: environment)
        }
        values.append(value)
      }
      return values
    }
    var types: [TypeName?] = Array(repeating: declaration == nil ? hint : nil, count: arguments.count)
    if declaration == nil, let hints {
      for index in types.indices where index < hints.count { types[index] = hints[index] }
    }
    if let declaration,
      case .success(let slots) = ArgumentMatching.match(
        declaration.parameters, labels: arguments.map(\.label), trailing: arguments.map(\.isTrailingClosure))
    {
      for (parameter, slot) in zip(declaration.parameters, slots) {
        switch slot {
        case .argument(let index): types[index] = parameter.type
        case .variadic(let indexes): for index in indexes { types[index] = parameter.type }
        case .defaultValue: break
        }
      }
    }
    let autoclosures = Self.autoclosureArguments(of: declaration, arguments)
    return try arguments.enumerated().map { index, argument in
      if autoclosures.contains(index) {
        // `@autoclosure () -> Bool`: evaluated where the body calls it, as often as it does.
        let result: TypeName? = if case .function(_, let result)? = types[index] { result } else { nil }
        return .function(
          .builtin("autoclosure") { [unowned self] _, _, _ in
            try self.evaluate(argument.value, in: environment, expecting: result)
          })
      }
      let value = try evaluate(argument.value, in: environment, expecting: types[index])
      if declaration != nil, let type = types[index] {
        return try checkOptional(value, from: argument.value, for: type, role: .argument, in: environment)
      }
      return value
    }
  }

  /// The positions of the arguments given for `@autoclosure` parameters.
  private static func autoclosureArguments(of declaration: FunctionDeclaration?, _ arguments: [Argument])
    -> Set<Int>
  {
    guard let declaration, declaration.parameters.contains(where: \.isAutoclosure),
      case .success(let slots) = ArgumentMatching.match(
        declaration.parameters, labels: arguments.map(\.label), trailing: arguments.map(\.isTrailingClosure))
    else { return [] }
    var indexes: Set<Int> = []
    for (parameter, slot) in zip(declaration.parameters, slots) where parameter.isAutoclosure {
      if case .argument(let index) = slot { indexes.insert(index) }
    }
    return indexes
  }

  /// The function of an overload set that the labels fit.
  func choose(_ function: Function, labels: [String?], trailing: [Bool], at location: SourceLocation) throws
    -> Function?
  {
    guard case .overloads(let candidates) = function else { return nil }
    for candidate in candidates {
      guard case .closure(let declaration, _) = candidate else { continue }
      if case .success = ArgumentMatching.match(declaration.parameters, labels: labels, trailing: trailing) {
        return candidate
      }
    }
    throw InterpreterError.checkFailed("no exact matches in call to function", at: location)
  }
}
