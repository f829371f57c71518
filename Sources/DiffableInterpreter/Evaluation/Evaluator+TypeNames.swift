/// Which type a name or `Self` stands for where code runs.
extension Evaluator {
  /// The type an expression names, if it names one (`Kind`, `Outer.Inner`, `[Int]`), rather than a value.
  func typeDenoted(by expression: Expression, in environment: Environment) throws -> String? {
    switch expression.kind {
    case .name(let name):
      // Whether the name is a type's is asked first: most names are not, and whether a variable or
      // a member of `self` hides the type walks the scopes.
      guard mayNameType(name), declaresType(name) || Library.typeNames.contains(name) else { return nil }
      return try isUnbound(name, in: environment) ? name : nil
    case .type(let type): return type.nominalName
    case .dynamicSelf(let written): return dynamicSelf(written, in: environment)
    case .member(let base, let name):
      guard let outer = try typeDenoted(by: base, in: environment), types["\(outer).\(name)"] != nil else {
        return nil
      }
      return "\(outer).\(name)"
    default: return nil
    }
  }

  /// The type `Self` names where code runs: that of `self` (the subclass of an instance, the type a
  /// class method is called on, the type that conforms to an extended protocol), or the type it
  /// is written in where there is no `self`.
  func dynamicSelf(_ written: String, in environment: Environment) -> String {
    guard let value = environment.scope(declaring: "self")?.bindings["self"]?.value else { return written }
    switch value {
    case .type(let type): return type.nominalName ?? written
    default: return value.typeName
    }
  }

  /// Whether `name` may be a type's. A name that starts with a lower-case letter or `_` (most
  /// variables) is not, unless the program declares such a type: known without hashing the name.
  func mayNameType(_ name: String) -> Bool {
    guard let first = name.utf8.first, Self.isLowercaseInitial(first) else { return true }
    if let known = derived.declaresLowercaseTypeName { return known }
    let declares = types.keys.contains { $0.utf8.first.map(Self.isLowercaseInitial) ?? false }
    derived.declaresLowercaseTypeName = declares
    return declares
  }

  private static func isLowercaseInitial(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "_")
  }
}
