extension Evaluator {
  /// `target op= value`: the type's own `op=` where it declares one, else `target = target op value`,
  /// the target's indices evaluated first; an implicitly unwrapped optional target is changed as
  /// its wrapped value.
  func evaluateCompoundAssignment(
    _ name: String, _ target: Expression, _ value: Expression, in environment: Environment,
    at location: SourceLocation
  ) throws -> Value {
    var target = target
    if Self.needsSettling(target, assigning: value) {
      target = try settlingSubscriptArguments(of: target, in: environment)
    }
    var context: TypeName?
    if Self.takesTargetType(value) {
      // `rows += [(3, "c")]`: the literal takes the target's type (its tuples' labels); an
      // element's too (`byKind[key, default: []] += [6]` of a `[String: [Double]]`).
      context = try assignedType(of: target, in: environment)?.type.unwrapped
    }
    let right = try unwrapImplicitly(
      try evaluate(value, in: environment, expecting: context), from: value, in: environment)
    // (The compound assignment is at its operator, where the compiler refuses it; it traps
    // where its target starts, as a binary operation does.)
    if name == "+", case .array = right, context == nil {
      try checkAppendedArray(right, to: target, in: environment, at: location)
    }
    // An optional target is asked for its declaration, which only a `T!` (`counter += 1`) passes:
    // it is changed as its wrapped value and stays optional. Most targets are not optional, and
    // are changed without the question.
    var unwrapsTarget: Bool?
    while true {
      do {
        _ = try modify(target, in: environment) { current in
          guard case .optional(let wrapped) = current, unwrapsTarget != false else {
            if current.isNominalInstance,
              try self.callUserCompoundOperator(name, &current, right, at: target.location)
            {
              return .void
            }
            current = try self.binaryOperation(name, current, right, at: target.location)
            return .void
          }
          guard unwrapsTarget == true else { throw OptionalTarget() }  // set aside untouched
          guard let wrapped else {
            throw InterpreterError.fatal(Self.implicitUnwrapFailure, at: target.location)
          }
          current = .optional(try self.binaryOperation(name, wrapped, right, at: target.location))
          return .void
        }
        return .void
      } catch is OptionalTarget {
        unwrapsTarget = declaredOptional(target, in: environment).optionality == .implicitlyUnwrapped
      } catch let mutation as LetConstantMutation {
        throw InterpreterError.checkFailed(
          "left side of mutating operator isn't mutable: '\(mutation.root)' is a 'let' constant",
          at: target.location)
      }
    }
  }

  /// Thrown out of a compound assignment whose target holds an optional, before it is changed.
  private struct OptionalTarget: Error {}

  /// Whether the right side of `+=` takes its type from the target: an array literal, or
  /// `Array(repeating: 0, count: n)` added to a `[Double]`.
  private static func takesTargetType(_ value: Expression) -> Bool {
    switch value.kind {
    case .array: true
    case .call(let callee, _): if case .name("Array") = callee.kind { true } else { false }
    default: false
    }
  }
}
