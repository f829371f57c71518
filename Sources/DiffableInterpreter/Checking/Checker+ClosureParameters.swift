extension Checker {
  /// Tells each defaulted parameter of the entry's functions whether a closure can be passed
  /// for it, where its written type is a name: a trailing closure passes over a defaulted
  /// parameter that takes none (SE-0286's forward scan), as in `Task(priority: Priority? = nil,
  /// operation:) { ... }`, and only the declarations say whether a name is a type of values or
  /// an alias of a function type. Runs before any call is checked (a call may come above the
  /// function).
  mutating func markClosureParameters(_ statements: [Statement]) {
    var aliases = evaluator.aliases
    for statement in statements {
      if case .typeAlias(let name, let type) = statement.kind { aliases[name] = type }
    }
    func mark(_ function: FunctionDeclaration) {
      for index in function.parameters.indices {
        guard function.parameters[index].defaultValue != nil, let type = function.parameters[index].type
        else {
          continue
        }
        let takes = takesClosure(type, aliases: aliases, seen: [])
        if takes != function.parameters[index].takesClosure {
          function.parameters[index].takesClosure = takes
        }
      }
    }
    func mark(_ members: Members) {
      members.methods.forEach(mark)
      members.initializers.forEach(mark)
      for nested in members.nestedTypes { mark(nested.members) }
    }
    for statement in statements {
      switch statement.kind {
      case .function(let function): mark(function)
      case .type(let declaration): mark(declaration.members)
      case .extension(let declaration): mark(declaration.members)
      default: continue
      }
    }
  }

  /// Whether a closure can be passed where `type` is written: true for a function type (or an
  /// alias of one), false for a type of values the program or the library declares, nil when the
  /// name is not known here.
  private func takesClosure(_ type: TypeName, aliases: [String: TypeName], seen: Set<String>) -> Bool? {
    switch type {
    case .function, .opaque: return true
    case .optional(let wrapped): return takesClosure(wrapped, aliases: aliases, seen: seen)
    case .array, .dictionary, .tuple: return false
    case .named(let name, _):
      if let target = aliases[name], !seen.contains(name) {
        return takesClosure(target, aliases: aliases, seen: seen.union([name]))
      }
      if typeMembers[name] != nil || evaluator.declaresType(name) || Library.typeNames.contains(name) {
        return false
      }
      return nil
    }
  }
}
