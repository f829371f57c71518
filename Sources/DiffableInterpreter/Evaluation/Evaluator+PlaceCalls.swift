extension Evaluator {
  /// A call of a global function of the library that needs its arguments as written, not only
  /// their values: `swap(&a, &b)`, and `type(of:)` of a variable declared as a collection, whose
  /// values do not tell its element type (`[Animal]` holding a `Dog`, `[Any]` holding Ints).
  /// Nil for any other call.
  func globalCallOfPlaces(_ callee: Expression, _ arguments: [Argument], in environment: Environment)
    throws -> Value?
  {
    guard case .name(let name) = callee.kind, name == "swap" || name == "type",
      environment.scope(declaring: name) == nil
    else { return nil }
    if name == "swap", arguments.count == 2,
      case .inoutReference(let first) = arguments[0].value.kind,
      case .inoutReference(let second) = arguments[1].value.kind
    {
      // swap(&a, &b): both read, then both written.
      let (a, b) = (try evaluate(first, in: environment), try evaluate(second, in: environment))
      try assign(b, to: first, in: environment)
      try assign(a, to: second, in: environment)
      return .void
    }
    if name == "type", arguments.count == 1, arguments[0].label == "of", case .name = arguments[0].value.kind,
      let declared = try assignedType(of: arguments[0].value, in: environment)?.type,
      isCollectionOfKnownTypes(declared)
    {
      return .type(declared)
    }
    return nil
  }

  /// Whether a declared type is an array, a dictionary or a set whose every part names a type
  /// of the library or of the program (not a generic parameter, whose argument it does not show).
  private func isCollectionOfKnownTypes(_ type: TypeName) -> Bool {
    switch type {
    case .array, .dictionary: break
    case .named("Set", let arguments) where arguments.count == 1: break
    default: return false
    }
    var known = true
    type.forEachPart { part in
      switch part {
      case .named(let name, _):
        if !(Library.typeNames.contains(name) || types[name] != nil
          || ["Any", "AnyHashable", "AnyObject"].contains(name))
        {
          known = false
        }
      case .opaque: known = false
      default: break
      }
    }
    return known
  }
}
