extension Evaluator {
  /// `value[keyPath: path]`: the member chain the key path names, on `base` (`value.a.b`), to
  /// read or to write as that chain is; nil for any other subscript.
  func keyPathTarget(_ base: Expression, _ arguments: [Argument], in environment: Environment) throws
    -> Expression?
  {
    guard arguments.count == 1, arguments[0].label == "keyPath" else { return nil }
    let path = try evaluate(arguments[0].value, in: environment)
    guard case .function(.closure(let declaration, _)) = path, let components = declaration.keyPathComponents
    else {
      throw InterpreterError.checkFailed(
        "cannot use a value of type '\(path.typeName)' as a key path", at: arguments[0].value.location)
    }
    var chain = base
    for component in components {
      chain = Expression(kind: .member(chain, component), location: arguments[0].value.location)
    }
    return chain
  }
}
