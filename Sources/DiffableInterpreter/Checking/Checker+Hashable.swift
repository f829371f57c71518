extension Checker {
  /// Refuses `[K: V]` and `Set<K>` whose K is a user type that is not Hashable, and a diffable
  /// type (`NSDiffableDataSourceSnapshot<Section, Item>`, its data sources) whose section or item
  /// type is not: UIKit declares both `Hashable & Sendable`.
  /// Refused at the type that requires it (`Set<Plain>`, `[Plain: Int]`), as the compiler does.
  func checkHashable(_ type: TypeName, at written: TypeLocation) throws {
    let location = written.start
    switch type {
    case .dictionary(let key, let value):
      try requireHashable(key, at: location)
      try checkHashable(value, at: written.part(1))
    case .named("Set", let arguments) where arguments.count == 1:
      try requireHashable(arguments[0], at: place(of: type, from: location))
    case .named(let name, let arguments) where Self.identifierGenerics.contains(name):
      for argument in arguments { try requireHashable(argument, at: place(of: type, from: location)) }
    case .optional(let wrapped), .array(let wrapped):
      try checkHashable(wrapped, at: written.part(0))
    default:
      break
    }
  }

  /// UIKit's generic types whose arguments are identifiers, which must be Hashable.
  private static let identifierGenerics: Set<String> = [
    "NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSectionSnapshot", "UITableViewDiffableDataSource",
    "UICollectionViewDiffableDataSource",
  ]

  private func requireHashable(_ type: TypeName, at location: SourceLocation) throws {
    guard case .named(let name, _) = type else { return }
    // A generic parameter (which may shadow a type of the program's) has what it is constrained to.
    if genericParameterRequirements(name) != nil {
      guard case .fails = conformance(of: type, to: "Hashable") else { return }
      throw InterpreterError.checkFailed(
        "type '\(name)' does not conform to protocol 'Hashable'", at: location)
    }
    guard typeMembers[name] != nil else { return }
    if isHashable(name, seen: []) { return }
    throw InterpreterError.checkFailed("type '\(name)' does not conform to protocol 'Hashable'", at: location)
  }

  /// Whether the program's type can be compared with `==`: it declares `==`, conforms to
  /// Equatable (or Hashable, Comparable), or is an enum without payloads.
  func isEquatable(_ name: String, seen: Set<String>) -> Bool {
    guard !seen.contains(name) else { return false }
    if ["Equatable", "Hashable", "Comparable"].contains(name) || isSimpleEnum(name) { return true }
    // `Result` is Equatable when its arguments are, which the run checks.
    if evaluator.isLibraryResult(name) { return true }
    if typeMembers[name]?.contains("==") == true || openTypes.contains(name) { return true }
    if let type = evaluator.types[name], type.kind == .enum, type.cases.allSatisfy({ $0.payload.isEmpty }) {
      return true
    }
    return pendingParents(of: name).contains { isEquatable($0, seen: seen.union([name])) }
  }

  private func isHashable(_ name: String, seen: Set<String>) -> Bool {
    guard !seen.contains(name) else { return false }
    if name == "Hashable" || evaluator.isLibraryResult(name) { return true }
    if let type = evaluator.types[name], type.kind == .enum, type.cases.allSatisfy({ $0.payload.isEmpty }) {
      return true
    }
    if isSimpleEnum(name) { return true }
    let parents = pendingParents(of: name)
    if parents.isEmpty, !evaluator.declaresType(name), typeMembers[name] == nil { return true }
    return parents.contains { isHashable($0, seen: seen.union([name])) } || openTypes.contains(name)
  }
}

extension Checker {
  /// Refuses a literal of another kind than its annotation (`let n: Int = "one"`).
  func checkLiteral(_ value: Expression, against type: TypeName?) throws {
    guard let (literal, name) = Self.literalMismatch(value, type) else { return }
    throw InterpreterError.checkFailed(
      "cannot convert value of type '\(literal)' to specified type '\(name)'", at: value.location)
  }

  /// The literal's type and the declared type's name when a literal plainly cannot be of the
  /// declared library type (`"one"` for an Int), else nil.
  static func literalMismatch(_ value: Expression, _ type: TypeName?) -> (String, String)? {
    guard case .named(let name, _)? = type, ["Int", "Double", "String", "Bool", "Character"].contains(name)
    else { return nil }
    let literal: String? =
      switch value.kind {
      case .integer: ["Int", "Double"].contains(name) ? nil : "Int"
      case .double: name == "Double" ? nil : "Double"
      case .string, .interpolation: ["String", "Character"].contains(name) ? nil : "String"
      case .boolean: name == "Bool" ? nil : "Bool"
      default: nil
      }
    return literal.map { ($0, name) }
  }
}
