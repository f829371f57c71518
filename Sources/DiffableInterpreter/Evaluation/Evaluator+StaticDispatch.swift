extension Evaluator {
  /// The method a call on a value of the program's type runs when swiftc chooses it by the type it
  /// sees at the call rather than by the value's own type, or nil when the value's type decides
  /// (the method its lookup finds, as for every other call).
  ///
  /// A method a protocol extension declares without the protocol requiring it is chosen by the
  /// type seen: `let p: P = S(); p.b()` runs the extension's `b()` even where `S` declares its own,
  /// and so does `self.b()` in another method of the extension. A class that takes a requirement's
  /// default from the protocol's extension keeps it for its subclasses: a subclass's method of that
  /// name, which overrides nothing, runs only where the subclass is the type seen.
  ///
  /// The type seen is a variable's declared type, or the type whose method the call is written in
  /// (for `self`); where it is neither, and the choice depends on it, the call is refused.
  ///
  /// Called for every method call: a program without such methods pays one check of an empty set.
  func staticallyDispatched(
    _ name: String, _ arguments: [Argument], on runtime: String, base: Expression?,
    in environment: Environment, at location: SourceLocation
  ) throws -> FoundMethod? {
    let names = protocolExtensionMethodNames
    guard !names.isEmpty, names.contains(name), let type = types[runtime], type.kind != .protocol
    else {
      return nil
    }
    let labels = arguments.map(\.label)
    let trailing = arguments.map(\.isTrailingClosure)
    let dynamic = findMethod(name, labels: labels, trailing: trailing, in: runtime, isStatic: false)
    let chain = lookupChain(of: runtime)
    let key = "\(runtime).\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
    let depends =
      derived.dispatchDependsOnSeenType[key]
      ?? chain.contains {
        !Self.isSame(resolve(name, labels, trailing, seenAs: $0, runningOn: runtime), dynamic)
      }
    derived.dispatchDependsOnSeenType[key] = depends
    guard depends else { return nil }
    guard let staticType = try staticTypeName(of: base, in: environment), chain.contains(staticType) else {
      var error = InterpreterError.unsupported(
        "'\(name)' on a value of a type not declared here", at: location)
      error.fix =
        "\(runtime) and a protocol extension both declare '\(name)', and swiftc runs the one of the type it "
        + "sees at the call: declare the variable's type (let value: \(runtime) = ...)"
      throw error
    }
    let found = resolve(name, labels, trailing, seenAs: staticType, runningOn: runtime)
    return Self.isSame(found, dynamic) ? nil : found
  }

  /// Whether a bare `name` called in a method is one of `self`'s methods that a protocol extension
  /// declares too (no variable or local function of that name comes first).
  func isMethodOfSelf(_ name: String, in environment: Environment) -> Bool {
    let names = protocolExtensionMethodNames
    guard !names.isEmpty, names.contains(name), localFunction(name, in: environment) == nil,
      let scope = environment.scope(declaring: "self"), scope.isMethodScope,
      let selfValue = scope.bindings["self"]?.value, selfValue.isNominalInstance
    else { return false }
    return findMethod(name, labels: nil, in: selfValue.typeName, isStatic: false) != nil
  }

  /// The names of the methods the program's protocol extensions declare: only a call of one of
  /// these may be chosen by the type seen.
  private var protocolExtensionMethodNames: Set<String> {
    if let known = derived.protocolExtensionMethodNames { return known }
    var names: Set<String> = []
    for type in types.values where type.kind == .protocol {
      for (name, methods) in type.methods where methods.contains(where: { !$0.isRequirement }) {
        names.insert(name)
      }
    }
    derived.protocolExtensionMethodNames = names
    return names
  }

  /// The method a call runs on a value of type `runtime` seen as `seen`.
  private func resolve(
    _ name: String, _ labels: [String?], _ trailing: [Bool], seenAs seen: String, runningOn runtime: String
  ) -> FoundMethod? {
    var implementer = seen
    if types[seen]?.kind == .protocol {
      // Not required: the extension's own. Required: the conformance's witness.
      guard requires(name, labels, trailing, in: seen) else {
        return findMethod(name, labels: labels, trailing: trailing, in: seen, isStatic: false)
      }
      implementer = conformingAncestor(of: runtime, to: seen)
    }
    let found = findMethod(name, labels: labels, trailing: trailing, in: implementer, isStatic: false)
    // A class's method is overridden by the value's class.
    if let found, types[found.owner]?.kind == .class {
      return findMethod(name, labels: labels, trailing: trailing, in: runtime, isStatic: false)
    }
    return found
  }

  /// Whether the protocol, or one it inherits, requires the method.
  private func requires(_ name: String, _ labels: [String?], _ trailing: [Bool], in protocolName: String)
    -> Bool
  {
    lookupChain(of: protocolName).contains { owner in
      (types[owner]?.methods[name] ?? []).contains { method in
        guard method.isRequirement else { return false }
        if case .success = ArgumentMatching.match(method.parameters, labels: labels, trailing: trailing) {
          return true
        }
        return false
      }
    }
  }

  /// The class highest in `runtime`'s superclasses that conforms to the protocol (whose
  /// conformance its subclasses inherit), or `runtime` itself.
  private func conformingAncestor(of runtime: String, to protocolName: String) -> String {
    var conforming = runtime
    var current = superclass(of: runtime)
    while let name = current, let type = types[name] {
      if conforms(type, to: protocolName) { conforming = name }
      current = type.superclass
    }
    return conforming
  }

  /// The type seen at a call: a variable's declared type, or the type whose method is running for
  /// `self` (a call without a receiver is one on `self`).
  private func staticTypeName(of base: Expression?, in environment: Environment) throws -> String? {
    switch base?.kind {
    case nil, .selfValue?:
      return environment.scope(declaring: "self")?.methodOwner
    case .name?:
      guard let base, let declared = try assignedType(of: base, in: environment)?.type.nominalName else {
        return nil
      }
      return declared
    case .call?:
      return base.flatMap(constructedType(of:))?.nominalName
    default:
      return nil
    }
  }

  /// The program's type an initializer call makes (`Widget()`, `Sub(name: "a")`), or nil.
  func constructedType(of expression: Expression) -> TypeName? {
    guard case .call(let callee, _) = expression.kind, case .name(let name) = callee.kind,
      let type = types[name], type.kind != .protocol, type.genericParameters.isEmpty
    else { return nil }
    return .named(name, [])
  }

  private static func isSame(_ a: FoundMethod?, _ b: FoundMethod?) -> Bool {
    a?.declaration === b?.declaration && a?.owner == b?.owner
  }
}
