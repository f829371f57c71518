/// Redeclarations: two functions of one name, labels and parameter types in one scope (a block,
/// or a type with its extensions of the same entry) are the compiler's error, at the second's
/// name. Without this the second silently replaces the first. A later entry may still declare a
/// function again: it replaces the earlier one, as in Swift's REPL.
extension Checker {
  /// The compiler's refusal of a name declared twice, at the second declaration.
  static func redeclaration(of name: String, at location: SourceLocation) -> InterpreterError {
    .checkFailed("invalid redeclaration of '\(name)'", at: location)
  }

  /// Refuses `function` if one of `earlier` (declared before it in the same scope) has its
  /// signature: its overloads by labels, parameter types, result type, `static` or `async` are
  /// others. A generic function, or a method of a constrained extension, is not compared (its
  /// requirements, which the tree does not keep whole, may tell it apart).
  static func checkRedeclaration(of function: FunctionDeclaration, among earlier: [FunctionDeclaration])
    throws
  {
    guard isComparable(function),
      earlier.contains(where: { isComparable($0) && sameSignature($0, function) })
    else { return }
    throw redeclaration(of: function.redeclaredName, at: function.location)
  }

  /// Refuses a method of `typeName` declared twice by its body or the extensions of the entry,
  /// remembering the entry's methods of each type for the extensions that follow.
  mutating func checkRedeclarations(of methods: [FunctionDeclaration], in typeName: String) throws {
    for method in methods where !method.isRequirement {
      try Self.checkRedeclaration(of: method, among: entryMethods[typeName] ?? [])
      entryMethods[typeName, default: []].append(method)
    }
  }

  private static func isComparable(_ function: FunctionDeclaration) -> Bool {
    function.typeParameters.isEmpty && function.requirements.isEmpty
      && function.name != FunctionDeclaration.subscriptSetter
  }

  private static func sameSignature(_ one: FunctionDeclaration, _ other: FunctionDeclaration) -> Bool {
    let void = TypeName.tuple([], labels: [])
    return one.name == other.name && one.isStatic == other.isStatic && one.isAsync == other.isAsync
      && (one.result ?? void) == (other.result ?? void) && one.parameters.count == other.parameters.count
      && zip(one.parameters, other.parameters).allSatisfy {
        $0.label == $1.label && $0.type == $1.type && $0.isInout == $1.isInout
          && $0.isVariadic == $1.isVariadic
      }
  }
}

/// The names one block declares, for those it declares twice: a name declared twice by one block
/// is the compiler's error (an inner block may shadow it), and so is a function of one signature,
/// a variable named as a type, and at the top level of a file a variable named as a function
/// without parameters (`var h = 1` and `func h()`), which Swift accepts inside a body.
struct BlockNames {
  let topLevel: Bool
  private var variables: Set<String> = []
  private var types: Set<String> = []
  private var functions: [FunctionDeclaration] = []

  init(topLevel: Bool) { self.topLevel = topLevel }

  mutating func declare(_ statement: Statement) throws {
    switch statement.kind {
    case .variable(let declaration):
      for name in declaration.pattern.kind.boundNames {
        let clashes =
          !variables.insert(name).inserted || types.contains(name)
          || (topLevel && functions.contains { $0.name == name && $0.parameters.isEmpty })
        if clashes { throw Checker.redeclaration(of: name, at: declaration.location) }
      }
    case .function(let function):
      try Checker.checkRedeclaration(of: function, among: functions)
      if topLevel, function.parameters.isEmpty, variables.contains(function.name) {
        throw Checker.redeclaration(of: function.redeclaredName, at: function.location)
      }
      functions.append(function)
    case .type(let declaration):
      if !types.insert(declaration.name).inserted || variables.contains(declaration.name) {
        throw Checker.redeclaration(
          of: declaration.name, at: declaration.nameLocation ?? statement.location)
      }
    default:
      break
    }
  }
}

extension FunctionDeclaration {
  /// How the compiler names a function it refuses as redeclared: with its labels (`f()`,
  /// `h(x:y:)`, `subscript(_:)`), but by its base name alone when every parameter is unlabelled
  /// (`g` for `g(_:)`, `==`).
  var redeclaredName: String {
    let unlabelled = !parameters.isEmpty && parameters.allSatisfy { $0.label == nil }
    return unlabelled && name != Self.subscriptGetter ? name : fullName
  }
}
