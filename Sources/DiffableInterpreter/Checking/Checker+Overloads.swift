/// Overloads by type before the entry runs: a call that several functions or methods of one name
/// fit by their labels is refused when its arguments' types, as the checker knows them, fit none
/// of them or several alike (`k(true)` with `k(_: Int)` and `k(_: String)`, `f(1, 1)` with
/// `f(Int, Double)` and `f(Double, Int)`), as swiftc refuses it even where it never runs. The
/// checker decides only where every argument is a literal or a variable known to be an `Int` or a
/// `Double`, and every candidate's parameter types are the library's plain ones; the evaluator
/// decides the rest with the values (``Evaluator/chooseOverload(_:_:name:kind:in:at:)``).
extension Checker {
  /// What swiftc calls a function of this name called here: a local one when a scope inside the
  /// top level declares it.
  func functionKind(of name: String) -> Evaluator.OverloadKind {
    scopes.dropFirst().contains { $0[name] != nil } ? .localFunction : .globalFunction
  }

  /// Refuses a call whose arguments no candidate the labels fit takes, or several alike.
  func checkOverloadTypes(
    _ candidates: [FunctionDeclaration], _ arguments: [Argument], name: String, kind: Evaluator.OverloadKind,
    at location: SourceLocation
  ) throws {
    guard candidates.count > 1 else { return }
    let labels = arguments.map(\.label)
    let trailing = arguments.map(\.isTrailingClosure)
    var fitting: [OverloadRanking.Candidate] = []
    // swiftc names an ambiguous initializer by its labels (`init(_:_:)`).
    var name = name
    var seen: [FunctionDeclaration] = []
    for declaration in candidates {
      // The same signature known twice (a type declared again by the entry) is one candidate.
      guard !seen.contains(where: { $0.hasSameParameters(as: declaration) }),
        case .success(let slots) = ArgumentMatching.match(
          declaration.parameters, labels: labels, trailing: trailing)
      else { continue }
      var types: [TypeName?] = Array(repeating: nil, count: arguments.count)
      for (parameter, slot) in zip(declaration.parameters, slots) {
        switch slot {
        case .argument(let index):
          guard let type = parameter.type, Self.isPlain(type) else { return }
          types[index] = type
        case .variadic: return
        case .defaultValue: continue
        }
      }
      seen.append(declaration)
      if kind == .initializer { name = declaration.fullName }
      fitting.append(OverloadRanking.Candidate(types: types, generics: declaration.typeParameters))
    }
    guard fitting.count > 1 else { return }
    var shapes: [OverloadRanking.Shape] = []
    for argument in arguments {
      guard let shape = knownShape(of: argument.value) else { return }
      shapes.append(shape)
    }
    let ranking = OverloadRanking(
      isSubtype: { _, _ in false }, isConcrete: { Self.plainTypeNames.contains($0) }, alias: { _ in nil })
    switch ranking.choose(fitting, shapes) {
    case .success: return
    case .failure(.noMatch): throw InterpreterError.noExactMatches(calling: kind.callee(name), at: location)
    case .failure(.ambiguous): throw InterpreterError.ambiguousUse(of: name, at: location)
    }
  }

  /// What the checker knows of an argument's type: a literal's kind (of the plain ones), or a
  /// variable's `Int` or `Double`; nil where it cannot tell.
  private func knownShape(of expression: Expression) -> OverloadRanking.Shape? {
    if case .name(let variable) = expression.kind {
      guard case .symbol(.variable(_, _, let number?, _))? = resolve(variable) else { return nil }
      return .typed(.named(number.rawValue, []))
    }
    guard let shape = Evaluator.literalShape(of: expression), Self.isPlain(shape) else { return nil }
    return shape
  }

  /// The library's types whose literals and values the checker tells apart.
  private static let plainTypeNames: Set<String> = ["Int", "Double", "String", "Bool", "Character"]

  /// Whether a parameter type is built of the plain types (optionals, arrays, dictionaries of them).
  private static func isPlain(_ type: TypeName) -> Bool {
    switch type {
    case .named(let name, let arguments): arguments.isEmpty && plainTypeNames.contains(name)
    case .optional(let wrapped), .array(let wrapped): isPlain(wrapped)
    case .dictionary(let key, let value): isPlain(key) && isPlain(value)
    default: false
    }
  }

  /// Whether a literal's kind is one the checker judges (not a closure, nor an implicit member).
  private static func isPlain(_ shape: OverloadRanking.Shape) -> Bool {
    switch shape {
    case .integer, .float, .string, .boolean, .nilLiteral: true
    case .array(let elements): elements.allSatisfy(isPlain)
    case .dictionary(let pairs): pairs.allSatisfy { isPlain($0.0) && isPlain($0.1) }
    case .closure, .contextual, .typed: false
    }
  }
}
