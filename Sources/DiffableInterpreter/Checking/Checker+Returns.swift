/// Missing returns: a function, closure or getter with a result type must give it on every path,
/// or the compiler refuses it ("missing return in global function expected to return 'Int'", at
/// the body's closing brace). Without this, such a body runs until a path falls off its end, and
/// fails there ("this branch has no value") or returns nothing.
///
/// The compiler reports a missing return after every other error of the file (its flow analysis
/// runs on code that type-checks), so the first one found is kept and thrown when the entry's
/// other checks have passed: the one nearest the start of the entry.
extension Checker {
  /// Notes a body that may end without returning its value, as the compiler would refuse it:
  /// `kind` is how the compiler calls it (`global function`, `getter`...), `end` the place of its
  /// closing brace (nil where no body was written, which is not checked).
  mutating func noteMissingReturn(
    in body: [Statement], result: TypeName?, kind: String, end: SourceLocation?
  ) {
    guard let end, let result, !needsNoValue(result), !givesItsValue(body) else { return }
    if let earlier = missingReturn?.location, (earlier.line, earlier.column) < (end.line, end.column) {
      return
    }
    missingReturn = .checkFailed("missing return in \(kind) expected to return '\(result.sugared)'", at: end)
  }

  /// Notes a closure without a written result type whose context gives it one
  /// (`let f: (Int) -> Int = { x in ... }`), as ``noteMissingReturn(in:result:kind:end:)`` does.
  mutating func noteMissingReturn(ofClosure value: Expression, typedAs type: TypeName?) {
    guard case .closure(let closure) = value.kind, closure.result == nil else { return }
    switch type {
    case .function(_, let result)?, .optional(.function(_, let result))?:
      noteMissingReturn(in: closure.body, result: result, kind: "closure", end: closure.bodyEnd)
    default:
      break
    }
  }

  /// How the compiler calls a function in its messages: `global function`, `local function`,
  /// `instance method`, `static method`, `class method`, `operator function`, `closure`, and
  /// `getter` for a subscript's; nil for an initializer or a setter, which return no value.
  func functionKind(of function: FunctionDeclaration, selfType: String?) -> String? {
    switch function.name {
    case "closure": return "closure"
    case "init", FunctionDeclaration.subscriptSetter: return nil
    case FunctionDeclaration.subscriptGetter: return "getter"
    default: break
    }
    if let first = function.name.first, !first.isLetter, first != "_" { return "operator function" }
    guard selfType != nil else { return scopes.count == 1 ? "global function" : "local function" }
    if function.isClassMethod { return "class method" }
    return function.isStatic ? "static method" : "instance method"
  }

  /// Whether a result type asks for no value: `Void` (`()`), and `Never`, whose functions end by
  /// calling another that never returns rather than by a `return`, or an alias of one. An opaque
  /// result (`some View`) may be a result builder's, whose statements are its value.
  private func needsNoValue(_ result: TypeName, aliasesFollowed: Int = 0) -> Bool {
    switch result {
    case .tuple(let elements, _): return elements.isEmpty
    case .named("Never", let arguments): return arguments.isEmpty
    case .named(let name, let arguments) where arguments.isEmpty && aliasesFollowed < 8:
      guard let target = entryAliases[name] ?? evaluator.aliases[name] else { return false }
      return needsNoValue(target, aliasesFollowed: aliasesFollowed + 1)
    case .opaque: return true
    default: return false
    }
  }

  /// Whether a body gives its value on every path: one expression (returned implicitly), one
  /// `if` or `switch` used as an expression, or statements that always leave by a `return`, a
  /// `throw` or a call that never returns.
  private func givesItsValue(_ body: [Statement]) -> Bool {
    if body.count == 1 {
      if case .expression = body[0].kind { return true }
      if Self.isValueOfBranches(body[0]) { return true }
    }
    return exits(body)
  }

  /// Whether an `if` (with an `else`) or a `switch` is an expression whose value is its
  /// branches': each branch one expression, one `throw`, or such an `if` or `switch` itself. The
  /// compiler reads one with a branch of several statements as a statement (`if x > 0 { print(x);
  /// 1 } else { 2 }` misses its return).
  private static func isValueOfBranches(_ statement: Statement) -> Bool {
    func isBranchValue(_ branch: [Statement]) -> Bool {
      guard branch.count == 1 else { return false }
      switch branch[0].kind {
      case .expression, .throw: return true
      default: return isValueOfBranches(branch[0])
      }
    }
    switch statement.kind {
    case .if(_, let body, let otherwise?): return isBranchValue(body) && isBranchValue(otherwise)
    case .switch(_, _, let cases): return !cases.isEmpty && cases.allSatisfy { isBranchValue($0.body) }
    default: return false
    }
  }

  /// Whether statements never end by reaching their end: one of them leaves (the last is looked
  /// at first, as it usually is the `return`).
  private func exits(_ statements: [Statement]) -> Bool {
    statements.reversed().contains { exits($0) }
  }

  /// Whether a statement never completes to the next one: it returns, throws, calls a function
  /// that never returns, or jumps (a `break` or `continue` is accounted for by the statement it
  /// leaves, which then completes). A condition the compiler folds (`if true`, `while true`)
  /// counts as such.
  private func exits(_ statement: Statement) -> Bool {
    switch statement.kind {
    case .return, .throw, .break, .continue, .fallthrough: return true
    case .expression(let expression): return neverReturns(expression)
    case .if(let conditions, let body, let otherwise):
      switch Self.constant(conditions) {
      case true?: return exits(body)
      case false?: return otherwise.map(exits) ?? false
      case nil: return otherwise.map { exits(body) && exits($0) } ?? false
      }
    case .while(let label, let conditions, let body):
      return Self.constant(conditions) == true && !Self.jumps(.break, to: label, from: body)
    case .repeat(let label, let body, let condition):
      if Self.jumps(.break, to: label, from: body) { return false }
      return Self.constant([.boolean(condition)]) == true
        || (exits(body) && !Self.jumps(.continue, to: label, from: body))
    case .switch(let label, _, let cases):
      return !cases.isEmpty && cases.allSatisfy { exits($0.body) }
        && !cases.contains { Self.jumps(.break, to: label, from: $0.body) }
    case .do(let label, let body, let clauses):
      // A `catch` the body cannot reach is no path (the compiler warns it is unreachable).
      let paths = [body] + (Self.mayThrow(body) ? clauses.map(\.body) : [])
      guard paths.allSatisfy(exits) else { return false }
      return label.map { label in !paths.contains { Self.jumps(.break, to: label, from: $0, bare: false) } }
        ?? true
    case .guard, .forIn, .defer, .variable, .function, .type, .extension, .typeAlias: return false
    }
  }

  /// Whether an expression statement is a call that never returns: `fatalError`,
  /// `preconditionFailure`, a function or method the program declares `-> Never`, and
  /// `precondition(false)` or `assert(false)`, which the compiler folds to a trap.
  private func neverReturns(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .try(let inner, .plain), .try(let inner, .forced), .await(let inner): return neverReturns(inner)
    case .call(let callee, let arguments):
      let name: String
      switch callee.kind {
      case .name(let bare): name = bare
      case .member(_, let member): name = member
      default: return false
      }
      if ["fatalError", "preconditionFailure"].contains(name) { return true }
      if ["precondition", "assert"].contains(name), case .boolean(false)? = arguments.first?.value.kind {
        return true
      }
      if case .symbol(.function(let declarations))? = resolve(name) {
        return declarations.contains { $0.result == .named("Never", []) }
      }
      return neverReturningMethods.contains(name)
    default: return false
    }
  }

  /// The value the compiler folds a condition list to: one Boolean literal, perhaps negated.
  private static func constant(_ conditions: [Condition]) -> Bool? {
    guard conditions.count == 1, case .boolean(let expression) = conditions[0] else { return nil }
    func value(_ expression: Expression) -> Bool? {
      switch expression.kind {
      case .boolean(let literal): literal
      case .prefix("!", let operand): value(operand).map { !$0 }
      default: nil
      }
    }
    return value(expression)
  }

  /// A jump out of a statement: `break` or `continue`.
  private enum Jump {
    case `break`, `continue`
  }

  /// Whether `body` (of a loop, a switch or a `do` labelled `label`) jumps out of it: by a `jump`
  /// with its label, or by a bare one not inside an inner loop (or, for `break`, switch) that it
  /// would leave instead. A bare `break` cannot leave a `do`: `bare` is false for one.
  private static func jumps(_ jump: Jump, to label: String?, from body: [Statement], bare: Bool = true)
    -> Bool
  {
    func search(_ statements: [Statement], bare: Bool) -> Bool {
      statements.contains { statement in
        switch statement.kind {
        case .break(let target): jump == .break && (target == nil ? bare : target == label)
        case .continue(let target): jump == .continue && (target == nil ? bare : target == label)
        case .if(_, let body, let otherwise): search(body + (otherwise ?? []), bare: bare)
        case .guard(_, let body): search(body, bare: bare)
        case .do(_, let body, let clauses): search(body + clauses.flatMap(\.body), bare: bare)
        case .while(_, _, let body), .repeat(_, let body, _), .forIn(_, _, _, _, let body):
          search(body, bare: false)
        case .switch(_, _, let cases): cases.contains { search($0.body, bare: bare && jump == .continue) }
        default: false
        }
      }
    }
    return search(body, bare: bare)
  }

  /// Whether statements may throw to a `catch` around them: a `throw`, or a `try` (not `try?` or
  /// `try!`) at the head of a statement's expression, its operands or arguments.
  private static func mayThrow(_ statements: [Statement]) -> Bool {
    func tries(_ expression: Expression?) -> Bool {
      guard let expression else { return false }
      switch expression.kind {
      case .try(_, .plain): return true
      case .await(let inner), .cast(let inner, _, _), .member(let inner, _), .forceUnwrap(let inner):
        return tries(inner)
      case .assign(let left, let right), .compoundAssign(_, let left, let right),
        .binary(_, let left, let right):
        return tries(left) || tries(right)
      case .call(let callee, let arguments): return tries(callee) || arguments.contains { tries($0.value) }
      default: return false
      }
    }
    func triesIn(_ conditions: [Condition]) -> Bool {
      conditions.contains {
        switch $0 {
        case .boolean(let value), .optionalBinding(_, _, _, let value), .matching(_, let value): tries(value)
        case .availability: false
        }
      }
    }
    return statements.contains { statement in
      switch statement.kind {
      case .throw: true
      case .expression(let value): tries(value)
      case .return(let value): tries(value)
      case .variable(let declaration): tries(declaration.initializer)
      case .if(let conditions, let body, let otherwise):
        triesIn(conditions) || mayThrow(body) || mayThrow(otherwise ?? [])
      case .guard(let conditions, let body): triesIn(conditions) || mayThrow(body)
      case .while(_, let conditions, let body): triesIn(conditions) || mayThrow(body)
      case .repeat(_, let body, let condition): mayThrow(body) || tries(condition)
      case .forIn(_, _, let sequence, _, let body): tries(sequence) || mayThrow(body)
      case .switch(_, let subject, let cases): tries(subject) || cases.contains { mayThrow($0.body) }
      case .do(_, let body, let clauses): mayThrow(body) || clauses.contains { mayThrow($0.body) }
      default: false
      }
    }
  }
}
