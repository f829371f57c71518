extension Evaluator {
  /// Checks the `where` clause of the constrained extension that declared a member against the
  /// receiver it is used on (`extension Array where Element: Hashable`, then `items.unique()`),
  /// with swiftc's words when it does not hold.
  ///
  /// The compiler checks the receiver's static type; here its first element stands for it (the
  /// elements of a collection share one type). An empty collection, or an element whose
  /// conformance cannot be told (a closure, a tuple), passes.
  /// - Parameter member: How swiftc names the member: `instance method 'unique()'`, `property 'ids'`.
  func checkRequirements(
    _ requirements: [GenericRequirement], of receiver: Value, member: @autoclosure () -> String,
    at location: SourceLocation
  ) throws {
    for requirement in requirements {
      guard let element = firstElement(of: receiver, parameter: requirement.parameter) else { continue }
      switch requirement.kind {
      case .conforms(let protocolName):
        guard valueConforms(element, to: protocolName) == false else { continue }
        let prefix =
          member().hasPrefix("property") ? member() : "referencing \(member()) on '\(requirement.owner)'"
        throw InterpreterError.checkFailed(
          "\(prefix) requires that '\(element.typeName)' conform to '\(protocolName)'", at: location)
      case .sameType(let type):
        let wanted = resolvedTypeName(type.description)
        guard isNominal(element), element.typeName != wanted else { continue }
        throw InterpreterError.checkFailed(
          "referencing \(member()) on '\(requirement.owner)' requires the types '\(element.typeName)' and "
            + "'\(type.description)' be equivalent", at: location)
      }
    }
  }

  /// The first value of a collection's element parameter (`Element` of an array or a set, `Key`
  /// and `Value` of a dictionary, `Wrapped` of an optional), or nil when there is none.
  private func firstElement(of receiver: Value, parameter: String) -> Value? {
    switch (receiver, parameter) {
    case (.array(let elements), "Element"): elements.first
    case (.set(let store), "Element"): store.keys.first
    case (.dictionary(let store), "Key"): store.keys.first
    case (.dictionary(let store), "Value"): store.values.first
    case (.optional(let wrapped), "Wrapped"): wrapped
    default: nil
    }
  }

  /// Whether a value's type conforms to a protocol: false only when it surely does not (a type
  /// of the program that does not declare it, a library value known not to), nil when it cannot
  /// be told.
  private func valueConforms(_ value: Value, to protocolName: String) -> Bool? {
    if let type = types[value.typeName], conforms(type, to: protocolName) { return true }
    switch value {
    case .int, .double, .string, .character, .bool:
      if Self.scalarProtocols.contains(protocolName) {
        return value.typeName != "Bool" || protocolName != "Comparable"
      }
      // A protocol of the program's that no extension gave the type; another of the library's.
      return types[protocolName]?.kind == .protocol ? false : nil
    case .structure, .object:
      // A type the program declared, which does not say it conforms; the library's (`UUID`) may.
      return declaresType(value.typeName) ? false : nil
    case .enumCase:
      // An enum without payloads is Equatable and Hashable without saying so.
      guard let type = types[value.typeName] else { return nil }
      return ["Equatable", "Hashable"].contains(protocolName) && type.cases.allSatisfy { $0.payload.isEmpty }
    default:
      return nil
    }
  }

  /// The protocols of the library's that Int, Double, String and Character all conform to.
  private static let scalarProtocols: Set<String> = ["Hashable", "Equatable", "Comparable"]

  /// Whether a value's type is a named one whose name compares with a written type.
  private func isNominal(_ value: Value) -> Bool {
    switch value {
    case .int, .double, .bool, .string, .character, .structure, .enumCase, .object: true
    default: false
    }
  }
}
