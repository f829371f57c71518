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
