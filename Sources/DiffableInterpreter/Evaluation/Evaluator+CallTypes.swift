/// The types a call reads its callee and its arguments as.
extension Evaluator {
  /// The types a library function's arguments are read as (`floor(5)` takes a Double), or nil.
  func libraryFunctionArgumentTypes(_ function: Function) -> [TypeName?]? {
    guard case .builtin(let name, _) = function, ["floor", "ceil", "round", "sqrt", "pow"].contains(name)
    else {
      return nil
    }
    return name == "pow" ? [.named("Double", []), .named("Double", [])] : [.named("Double", [])]
  }

  /// Whether a callee may spell `Array`, `Dictionary` or a literal of them, so that a call of a
  /// function by name does not look its name up among the types.
  static func mayBeCollectionType(_ callee: Expression) -> Bool {
    if case .name(let name) = callee.kind { return name == "Array" || name == "Dictionary" }
    return true
  }

  /// The type an array or dictionary literal spells when it is called (`[String]()`, `[[Int]]()`,
  /// `[String: [Episode]]()`), or nil for a literal of values.
  func typeLiteral(_ expression: Expression) -> TypeName? {
    switch expression.kind {
    case .name(let name):
      return declaresType(name) || Library.typeNames.contains(name) ? .named(name, []) : nil
    case .type(let type):
      return type
    case .member(let base, let name):
      // `[Product.Category: Int]()`: a nested type.
      guard case .named(let outer, [])? = typeLiteral(base), declaresType("\(outer).\(name)") else {
        return nil
      }
      return .named("\(outer).\(name)", [])
    case .array(let elements) where elements.count == 1:
      return typeLiteral(elements[0]).map { .array($0) }
    case .dictionary(let pairs) where pairs.count == 1:
      guard let key = typeLiteral(pairs[0].0), let value = typeLiteral(pairs[0].1) else { return nil }
      return .dictionary(key, value)
    case .optionalBind(let wrapped):
      return typeLiteral(wrapped).map { .optional($0) }
    default:
      return nil
    }
  }
}
