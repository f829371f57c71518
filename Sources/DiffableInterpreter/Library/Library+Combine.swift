extension Evaluator {
  /// A value a statement makes and keeps nowhere (`publisher.sink { ... }` without `store(in:)`,
  /// `_ = ...`): Swift frees it at the end of the statement, and a Combine subscription's
  /// `AnyCancellable` cancels it as it is freed. Other values are dropped as they are.
  func dropped(_ value: Value, at location: SourceLocation) throws {
    guard case .object(let object) = value, object.typeName == UIKitPrelude.cancellableName,
      types[object.typeName]?.location.entry == UIKitPrelude.entry
    else { return }
    var receiver = value
    _ = try callMethod(on: &receiver, "cancel", [], [], at: location)
  }
}

extension Evaluator {
  /// Combine's operators a publisher here does not have (`assign(to:)` of a `@Published`
  /// property, `flatMap`, `throttle`...), refused by name, with what to write instead for the one
  /// that writes to a property; nil for a receiver that is not one of the prelude's publishers.
  func unmodeledCombineMember(_ name: String, of receiver: Value, at location: SourceLocation)
    -> InterpreterError?
  {
    guard case .object(let object) = receiver, types[object.typeName]?.location.entry == UIKitPrelude.entry,
      lookupChain(of: object.typeName).contains(UIKitPrelude.publisherName)
    else { return nil }
    var error = InterpreterError.unsupported("Combine's '\(name)'", at: location)
    if name == "assign" {
      error.fix = "assign it on its object, or set it in a sink: .assign(to: \\.items, on: self)"
    }
    return error
  }
}
