extension Checker {
  /// Checks a type the program writes (a parameter's, a result's, a variable's): its Dictionary
  /// keys and Set elements are Hashable, and it names no framework type diffable does not model
  /// (`URL`, `Data`, `UICollectionView`), which is refused by name before anything runs rather
  /// than by what follows from it (`cannot infer contextual base in reference to member
  /// 'failure'`). A type of that name the program declares itself is its own.
  func checkAnnotation(_ type: TypeName, at location: SourceLocation) throws {
    try checkHashable(type, at: location)
    try refuseUnmodeled(type, at: location)
  }

  private func refuseUnmodeled(_ type: TypeName, at location: SourceLocation) throws {
    switch type {
    case .named(let qualified, let arguments):
      // `UITableView.Style` is known when `UITableView` is.
      let name = qualified.split(separator: ".").first.map(String.init) ?? qualified
      if Self.unmodeledInAnnotations(name), resolveForType(name) == nil, typeMembers[name] == nil {
        throw InterpreterError.unsupported("'\(name)'", at: location)
      }
      for argument in arguments { try refuseUnmodeled(argument, at: location) }
    case .optional(let wrapped), .array(let wrapped):
      try refuseUnmodeled(wrapped, at: location)
    case .dictionary(let key, let value):
      try refuseUnmodeled(key, at: location)
      try refuseUnmodeled(value, at: location)
    case .tuple(let elements, _):
      for element in elements { try refuseUnmodeled(element, at: location) }
    case .function(let parameters, let result):
      for parameter in parameters { try refuseUnmodeled(parameter, at: location) }
      try refuseUnmodeled(result, at: location)
    case .opaque:
      break
    }
  }

  /// The framework types refused where an annotation names them: those whose values no code
  /// here can make (a number type such as `CGFloat`, or `AnyHashable`, runs as written).
  private static func unmodeledInAnnotations(_ name: String) -> Bool {
    let names: Set<String> = [
      "URL", "Data", "JSONDecoder", "JSONEncoder", "Timer", "NotificationCenter", "Task",
      "Calendar", "Locale", "DateFormatter", "NumberFormatter", "UserDefaults", "Decimal",
    ]
    return names.contains(name) || name.hasPrefix("UI") || name.hasPrefix("NS")
  }
}
