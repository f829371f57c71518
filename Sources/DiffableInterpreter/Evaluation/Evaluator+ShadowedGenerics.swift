/// A generic parameter named like one of the program's types (`struct Section<Item: Hashable>`
/// beside `struct Item`): inside its declaration the name is the parameter, as in Swift. Its
/// signatures write it as an opaque type (``TypeName/opaque(_:)``), which no value is converted
/// to, which a call binds like the parameter (``unify(_:with:for:)``) and which a specialization
/// replaces (``substitute(_:with:in:)``).
extension Evaluator {
  /// Rewrites the signatures of the block's generic types and functions whose parameters the
  /// program's types would otherwise take the place of; run once the block's types are declared.
  func shadowGenericParameters(of statements: [Statement]) {
    for statement in statements {
      switch statement.kind {
      case .type(let declaration): shadowGenericParameters(of: declaration, named: declaration.name)
      case .function(let function): shadowGenericParameters(of: function, outer: [])
      default: continue
      }
    }
  }

  private func shadowGenericParameters(of declaration: TypeDeclaration, named name: String) {
    let shadowed = declaration.genericParameters.filter { $0 != name && types[$0] != nil }
    for method in declaration.members.methods + declaration.members.initializers {
      shadowGenericParameters(of: method, outer: shadowed)
    }
    for nested in declaration.members.nestedTypes {
      shadowGenericParameters(of: nested, named: "\(name).\(nested.name)")
    }
    guard !shadowed.isEmpty, var type = types[name] else { return }
    for index in type.storedProperties.indices {
      type.storedProperties[index].type = type.storedProperties[index].type.map {
        Self.opaque(shadowed, in: $0)
      }
    }
    types[name] = type
  }

  private func shadowGenericParameters(of function: FunctionDeclaration, outer: [String]) {
    let shadowed = outer + function.typeParameters.filter { types[$0] != nil }
    guard !shadowed.isEmpty else { return }
    function.parameters = function.parameters.map {
      var parameter = $0
      parameter.type = parameter.type.map { Self.opaque(shadowed, in: $0) }
      return parameter
    }
    function.result = function.result.map { Self.opaque(shadowed, in: $0) }
  }

  /// `written` with each of `parameters` written as an opaque type of its name.
  private static func opaque(_ parameters: [String], in written: TypeName) -> TypeName {
    written.replacingParts { part in
      if case .named(let name, []) = part, parameters.contains(name) { .opaque(name) } else { nil }
    }
  }
}
