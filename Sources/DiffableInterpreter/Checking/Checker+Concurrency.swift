/// Where code waits: an `async` function's call is awaited in code that can wait, and so is a
/// call of an actor's method from outside the actor.
extension Checker {
  /// Refuses a call of an `async` function where swiftc does: in code that cannot wait (a function
  /// that is not `async`), or not marked `await`.
  func checkAwaited(at location: SourceLocation) throws {
    guard mayAwait.last ?? true else {
      throw InterpreterError.checkFailed(
        "'async' call in a function that does not support concurrency", at: location)
    }
    guard insideAwait else {
      throw InterpreterError.checkFailed("expression is 'async' but is not marked with 'await'", at: location)
    }
  }

  /// Refuses a call of an actor's method (one of `declarations`, of `typeName`) from outside the
  /// actor that is not awaited, or made in code that cannot wait, with swiftc's messages at the
  /// method's name. `nonisolated` and `static` methods are called as a class's.
  func checkActorIsolation(
    _ declarations: [FunctionDeclaration], of typeName: String, at location: SourceLocation
  ) throws {
    guard actorNames.contains(typeName), !isInside(typeName),
      let isolated = declarations.first(where: { !$0.isStatic && !$0.isNonisolated })
    else { return }
    let method = "actor-isolated instance method '\(isolated.fullName)'"
    if !(mayAwait.last ?? true) {
      throw InterpreterError.checkFailed(
        "call to \(method) in a synchronous nonisolated context", at: location)
    }
    if !insideAwait {
      throw InterpreterError.checkFailed("\(method) cannot be called from outside of the actor", at: location)
    }
  }

  /// Refuses a read of an actor's `var` property from outside the actor that is not awaited, and
  /// any change of one from outside, with swiftc's messages at the property's name (top-level
  /// code is a synchronous context; a `let` property is read as a class's).
  func checkActorProperty(_ name: String, of base: Expression, changing: Bool, at location: SourceLocation)
    throws
  {
    guard let typeName = knownType(of: base), actorNames.contains(typeName), !isInside(typeName),
      let property = storedProperty(name, of: typeName), !property.isLet
    else { return }
    let isAsync = mayAwait.last ?? false
    if changing {
      throw InterpreterError.checkFailed(
        "actor-isolated property '\(name)' can not be mutated from a nonisolated context", at: location)
    }
    guard !insideAwait else { return }
    throw InterpreterError.checkFailed(
      isAsync
        ? "actor-isolated property '\(name)' cannot be accessed from outside of the actor"
        : "actor-isolated property '\(name)' can not be referenced from a nonisolated context",
      at: location)
  }
}
