/// The generic requirements of the program's own generic types and functions (`struct
/// Box<T: Hashable>`, `func index<T>(_: [T]) where T: Equatable`), held before anything runs to
/// the types a use of them gives their parameters, with swiftc's words: written out
/// (`Box<Plain>`: `type 'Plain' does not conform to protocol 'Hashable'`) or inferred from a
/// call's arguments (`Box(value: plain)`: `generic struct 'Box' requires that 'Plain' conform
/// to 'Hashable'`).
///
/// A parameter is bound only by an argument whose type the checker knows for sure
/// (``staticType(of:)``); one it cannot tell is left to run, as is a requirement on a protocol
/// it does not decide (``decides(_:)``).
extension Checker {
  /// Refuses a generic type of the program's written with arguments that do not meet its
  /// requirements, at the place the type is written; its arguments' own arguments too.
  func checkGenericArguments(_ type: TypeName, at location: SourceLocation) throws {
    try type.forEachPart { part in
      guard case .named(let name, let arguments) = part else { return }
      guard !arguments.isEmpty, genericParameterRequirements(name) == nil, let declared = declaredType(name),
        declared.genericParameters.count == arguments.count
      else { return }
      let bindings = Dictionary(
        zip(declared.genericParameters, arguments.map { Binding(type: $0, fromLiteral: false) }),
        uniquingKeysWith: { first, _ in first })
      let groups = failures(
        of: declared.genericRequirements, bound: bindings, order: declared.genericParameters)
      if let (failing, protocolName, _) = groups.first?.first {
        throw InterpreterError.checkFailed(
          "type '\(failing)' does not conform to protocol '\(protocolName)'",
          at: place(of: part, from: location))
      }
    }
  }

  /// Refuses a call of a generic function, method, initializer or enum case of the program's
  /// whose arguments give a type parameter a type that does not meet its requirements.
  func checkGenericRequirements(of callee: Expression, _ arguments: [Argument]) throws {
    guard let (candidates, location) = genericCallee(callee) else { return }
    let labels = arguments.map(\.label)
    let trailing = arguments.map(\.isTrailingClosure)
    let fitting = candidates.compactMap { candidate -> (GenericCandidate, [ArgumentMatching.Slot])? in
      guard
        case .success(let slots) = ArgumentMatching.match(
          candidate.parameters, labels: labels, trailing: trailing)
      else { return nil }
      return (candidate, slots)
    }
    // Which of several the call means is the overload checks' and the run's to tell.
    guard fitting.count == 1, let (candidate, slots) = fitting.first,
      !candidate.signature.requirements.isEmpty
    else { return }
    let signature = candidate.signature
    var bindings: [String: Binding] = [:]
    let typeParameters = Set(signature.parameters)
    for (parameter, slot) in zip(candidate.parameters, slots) {
      guard let declared = parameter.type else { continue }
      let indices: [Int] =
        switch slot {
        case .argument(let index): [index]
        case .variadic(let indices): indices
        case .defaultValue: []
        }
      for index in indices {
        let value = arguments[index].value
        guard let type = staticType(of: value) else { continue }
        guard
          bind(
            declared, to: type, literal: Self.isLiteral(value), parameters: typeParameters, into: &bindings)
        else { return }
      }
    }
    guard let group = failures(of: signature.requirements, bound: bindings, order: signature.parameters).first
    else { return }
    // swiftc reports a parameter's second failing requirement first, when it has several.
    let (failing, protocolName, throughContainer) = group.count > 1 ? group[1] : group[0]
    // What an array's (an optional's) element fails is reported in words the checker does not
    // know for sure but of a global function.
    guard !throughContainer || candidate.namesContainerFailures else { return }
    throw InterpreterError.checkFailed(
      "\(candidate.what) requires that '\(failing)' conform to '\(protocolName)'", at: location)
  }

  /// What a type parameter is bound to by a call, and whether by a literal (whose type swiftc
  /// settles after the others', so that its failures come after theirs).
  struct Binding {
    var type: TypeName
    var fromLiteral: Bool
  }

  /// A callee's generic parameters and their requirements.
  struct GenericSignature {
    var parameters: [String]
    var requirements: [GenericRequirement]
  }

  /// One parameter list a call may mean, with the generic signature it binds and how swiftc
  /// names it (`global function 'f'`, `instance method 'add(item:)'`, `generic struct 'Box'`).
  struct GenericCandidate {
    var parameters: [Parameter]
    var signature: GenericSignature
    var what: String
    /// Whether swiftc names the callee itself when an array's (an optional's) element does not
    /// conform: a global function. Of a method it names the declaration around it, of a generic
    /// type's initializer either the type or the initializer, by how it is compiled.
    var namesContainerFailures: Bool
  }

  /// The parameter lists a callee may call and where swiftc reports a failed requirement; nil
  /// for a callee the checker does not know.
  private func genericCallee(_ callee: Expression) -> ([GenericCandidate], SourceLocation)? {
    switch callee.kind {
    case .name(let name):
      switch resolve(name) {
      case .symbol(.function(let declarations))?:
        let kind = functionKind(of: name)
        return (
          Self.candidates(declarations, kind, namesContainerFailures: kind == .globalFunction),
          callee.location
        )
      case .member?:
        guard let type = enclosingTypes.last, let methods = typeMethods[type]?[name] else { return nil }
        return (Self.candidates(methods, .instanceMethod, namesContainerFailures: false), callee.location)
      case .library?, .symbol(.type)?:
        return genericInitializers(of: name).map { ($0, callee.location) }
      default:
        return nil
      }
    case .member(let base, let member):
      if case .name(let typeName) = base.kind, genericParameterRequirements(typeName) == nil,
        case .library? = resolveForType(typeName), let declared = declaredType(typeName)
      {
        if declared.kind == .enum, let payload = enumPayload(of: typeName, member) {
          let signature = GenericSignature(
            parameters: declared.genericParameters, requirements: declared.genericRequirements)
          let parameters = payload.map { Parameter(label: $0.label, name: $0.label ?? "_", type: $0.type) }
          let candidate = GenericCandidate(
            parameters: parameters, signature: signature, what: "generic enum '\(typeName)'",
            namesContainerFailures: false)
          return ([candidate], base.location)
        }
        let methods = staticMethods(of: typeName, member)
        return (Self.candidates(methods, .staticMethod, namesContainerFailures: false), callee.location)
      }
      guard let typeName = knownType(of: base) ?? receiverType(base),
        let methods = typeMethods[typeName]?[member]
      else { return nil }
      return (Self.candidates(methods, .instanceMethod, namesContainerFailures: false), callee.location)
    default:
      return nil
    }
  }

  /// The program's type a receiver surely has (`Store()`, `Kind.small`), without generic
  /// parameters.
  private func receiverType(_ base: Expression) -> String? {
    guard case .named(let name, [])? = staticType(of: base), declaredType(name) != nil else { return nil }
    return name
  }

  /// The initializers of the program's generic struct or class `name`, as candidates.
  private func genericInitializers(of name: String) -> [GenericCandidate]? {
    guard genericParameterRequirements(name) == nil, let declared = declaredType(name),
      !declared.genericRequirements.isEmpty
    else { return nil }
    let signature = GenericSignature(
      parameters: declared.genericParameters, requirements: declared.genericRequirements)
    let lists: [[Parameter]] =
      switch declared.kind {
      case .struct: structInitializers[name] ?? []
      case .class where !declared.isActor: initializers(of: name).map(\.parameters)
      default: []
      }
    let what = "generic \(declared.kind == .class ? "class" : "struct") '\(name)'"
    return lists.map {
      GenericCandidate(parameters: $0, signature: signature, what: what, namesContainerFailures: false)
    }
  }

  /// The declarations as candidates, each with its own generic signature, named as swiftc names
  /// them: by the base name when no parameter has a label, else by the full name.
  private static func candidates(
    _ declarations: [FunctionDeclaration], _ kind: Evaluator.OverloadKind, namesContainerFailures: Bool
  ) -> [GenericCandidate] {
    declarations.map {
      GenericCandidate(
        parameters: $0.parameters,
        signature: GenericSignature(parameters: $0.typeParameters, requirements: $0.genericRequirements),
        what: kind.callee($0.parameters.allSatisfy { $0.label == nil } ? $0.name : $0.fullName),
        namesContainerFailures: namesContainerFailures)
    }
  }

  /// Binds the type parameters `declared` names to the parts of `type` in the same places
  /// (`[T]` and `[Plain]` bind `T` to `Plain`); false when a parameter would be bound to two
  /// types (the call is then the type checks' to refuse).
  private func bind(
    _ declared: TypeName, to type: TypeName, literal: Bool, parameters: Set<String>,
    into bindings: inout [String: Binding]
  ) -> Bool {
    switch (declared, type) {
    case (.named(let name, []), _) where parameters.contains(name):
      if let bound = bindings[name] { return bound.type == type }
      bindings[name] = Binding(type: type, fromLiteral: literal)
      return true
    case (.optional(let wrapped), .optional(let inner)), (.array(let wrapped), .array(let inner)):
      return bind(wrapped, to: inner, literal: literal, parameters: parameters, into: &bindings)
    case (.optional(let wrapped), _):
      return bind(wrapped, to: type, literal: literal, parameters: parameters, into: &bindings)
    case (.dictionary(let key, let value), .dictionary(let innerKey, let innerValue)):
      return bind(key, to: innerKey, literal: literal, parameters: parameters, into: &bindings)
        && bind(value, to: innerValue, literal: literal, parameters: parameters, into: &bindings)
    case (.named(let name, let arguments), .named(let other, let inner))
    where name == other && arguments.count == inner.count:
      for (argument, part) in zip(arguments, inner)
      where !bind(argument, to: part, literal: literal, parameters: parameters, into: &bindings) {
        return false
      }
      return true
    default:
      return true
    }
  }

  /// The requirements that fail, by parameter (in the order of `order`, those bound by literals
  /// last): each parameter's failing ones as swiftc orders them, the standard library's protocols
  /// before the program's, then by name, once those implied by another are left out.
  private func failures(
    of requirements: [GenericRequirement], bound bindings: [String: Binding], order: [String]
  ) -> [[(String, String, Bool)]] {
    var groups: [(literal: Bool, failures: [(String, String, Bool)])] = []
    for parameter in order {
      guard let binding = bindings[parameter] else { continue }
      let own = requirements.filter { $0.parameter == parameter }
      var protocols: [String] = []
      for requirement in own {
        guard case .conforms(let name) = requirement.kind else { continue }
        if !protocols.contains(name) { protocols.append(name) }
      }
      // A parameter bound to one type by its requirement is not decided here.
      guard !own.contains(where: { if case .sameType = $0.kind { true } else { false } }) else { continue }
      let reduced = protocols.filter { name in !protocols.contains { implies($0, name) } }
      let sorted = reduced.sorted { (moduleOrder($0), $0) < (moduleOrder($1), $1) }
      let failing: [(String, String, Bool)] = sorted.compactMap { name in
        guard decides(name), case .fails(let shown) = conformance(of: binding.type, to: name) else {
          return nil
        }
        return (shown, name, Self.isContainer(binding.type))
      }
      if !failing.isEmpty { groups.append((binding.fromLiteral, failing)) }
    }
    return groups.filter { !$0.literal }.map(\.failures) + groups.filter(\.literal).map(\.failures)
  }

  /// Whether a type conforms through its elements' conformance (an array, a dictionary, an optional).
  private static func isContainer(_ type: TypeName) -> Bool {
    switch type {
    case .array, .optional, .dictionary: true
    default: false
    }
  }

  /// Where a protocol's module sorts: the standard library's (`Swift`) before the program's (`main`).
  private func moduleOrder(_ protocolName: String) -> Int {
    declaredType(protocolName) == nil ? 0 : 1
  }

  /// The place a type is written at or after `location` (where the declaration that writes it
  /// starts), else `location`.
  func place(of type: TypeName, from location: SourceLocation) -> SourceLocation {
    let after = (typePlaces[type] ?? []).filter {
      $0.entry == location.entry && ($0.line, $0.column) >= (location.line, location.column)
    }
    return after.min { ($0.line, $0.column) < ($1.line, $1.column) } ?? location
  }

  /// The generic parameters of the type `name`: of a type this entry declares, else of one the
  /// evaluator knows; nil for a name of neither.
  func genericParameters(of name: String) -> [String]? {
    entryGenericParameters[name] ?? evaluator.types[name]?.genericParameters
  }

  /// Each generic parameter with its requirements, for ``genericScopes``.
  static func requirementsByParameter(_ parameters: [String], _ requirements: [GenericRequirement])
    -> [String: [GenericRequirement]]
  {
    var result: [String: [GenericRequirement]] = [:]
    for parameter in parameters { result[parameter] = requirements.filter { $0.parameter == parameter } }
    return result
  }
}
