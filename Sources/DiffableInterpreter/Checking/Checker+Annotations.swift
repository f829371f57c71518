extension Checker {
  /// Checks a type the program writes (a parameter's, a result's, a variable's): its Dictionary
  /// keys and Set elements are Hashable, and it names no framework type diffable does not model
  /// (`URL`, `Data`, `UICollectionView`), which is refused by name before anything runs rather
  /// than by what follows from it (`cannot infer contextual base in reference to member
  /// 'failure'`). A type of that name the program declares itself is its own. Each refusal points
  /// at the part of the type it is about, where `location` places it (as the compiler does: the
  /// `Set<Plain>` of `[Set<Plain>]`, the `Strin` of `[Strin]`).
  func checkAnnotation(_ type: TypeName, at location: TypeLocation) throws {
    try refuseUnmodeled(type, at: location)
    try checkHashable(type, at: location)
    try checkMemberTypes(type, at: location.start)
    try checkGenericArguments(type, at: location.start)
  }

  private func refuseUnmodeled(_ type: TypeName, at written: TypeLocation) throws {
    let location = written.start
    switch type {
    case .named(let qualified, let arguments):
      // `UITableView.Style` is known when `UITableView` is.
      let name = qualified.split(separator: ".").first.map(String.init) ?? qualified
      if Self.unmodeledInAnnotations(name), resolveForType(name) == nil, typeMembers[name] == nil {
        throw InterpreterError.unsupported("'\(name)'", at: location)
      }
      try refuseUnknownType(name, at: location)
      if let expected = evaluator.types[name]?.genericParameters.count, expected > 0, !arguments.isEmpty,
        arguments.count != expected
      {
        throw InterpreterError.checkFailed(
          "generic type '\(name)' specialized with too \(arguments.count < expected ? "few" : "many") type "
            + "parameters (got \(arguments.count), but expected \(expected))", at: location)
      }
      if name == Evaluator.resultTypeName, arguments.count == 2, !conformsToError(arguments[1], seen: []) {
        // `Result<Int, String>`: its Failure must be an Error.
        throw InterpreterError.checkFailed(
          "type '\(arguments[1])' does not conform to protocol 'Error'", at: location)
      }
      for (index, argument) in arguments.enumerated() {
        try refuseUnmodeled(argument, at: written.part(index))
      }
    case .optional(let wrapped), .array(let wrapped):
      try refuseUnmodeled(wrapped, at: written.part(0))
    case .dictionary(let key, let value):
      try refuseUnmodeled(key, at: written.part(0))
      try refuseUnmodeled(value, at: written.part(1))
    case .tuple(let elements, _):
      for (index, element) in elements.enumerated() { try refuseUnmodeled(element, at: written.part(index)) }
    case .function(let parameters, let result):
      for (index, parameter) in parameters.enumerated() {
        try refuseUnmodeled(parameter, at: written.part(index))
      }
      try refuseUnmodeled(result, at: written.part(parameters.count))
    case .opaque:
      break
    }
  }

  /// Whether `type` is an Error: `Error` itself, or a type declared to conform (directly or
  /// through its protocols and superclasses). The library's value types are not; a name not known
  /// here is not refused.
  private func conformsToError(_ type: TypeName, seen: Set<String>) -> Bool {
    guard case .named(let name, _) = type else { return type.description.hasPrefix("any ") }
    if ["Error", "LocalizedError"].contains(name) { return true }
    if ["Int", "Double", "Bool", "String", "Character"].contains(name) { return false }
    guard !seen.contains(name) else { return false }
    let known = evaluator.types[name]
    let parents =
      (known?.conformances ?? []) + (known?.superclass.map { [$0] } ?? []) + pendingParents(of: name)
    if known == nil && parents.isEmpty && typeMembers[name] == nil { return true }
    return parents.contains { conformsToError(.named($0, []), seen: seen.union([name])) }
  }

  /// Names of Apple's frameworks that a program may use but this interpreter does not model yet:
  /// refused as such rather than reported as unknown.
  static func knownButNotRun(_ name: String) -> Bool {
    let names: Set<String> = [
      "Timer", "NotificationCenter", "URL", "Data", "JSONDecoder",
      "JSONEncoder",
      "Decimal", "IndexPath", "CGFloat", "RelativeDateTimeFormatter", "ISO8601DateFormatter",
      "CGRect",
      "CGSize", "CGPoint", "Bundle", "UserDefaults", "Float", "Int8", "Int16", "Int32", "Int64", "UInt",
      "UInt8",
      "UInt16", "UInt32", "UInt64", "Substring", "AnyHashable",
      // Structured concurrency: work that runs alongside other work.
      "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withCheckedContinuation",
      "withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation",
      "AsyncStream", "AsyncThrowingStream",
      // Combine's types beyond those CombinePrelude.swift declares.
      "Publishers", "Future", "Deferred", "Empty", "Fail", "ObservableObjectPublisher",
    ]
    return names.contains(name) || name.hasPrefix("UI") || name.hasPrefix("NS")
  }

  /// The framework types refused where an annotation names them: those whose values no code
  /// here can make (a number type such as `CGFloat`, or `AnyHashable`, runs as written).
  private static func unmodeledInAnnotations(_ name: String) -> Bool {
    let names: Set<String> = [
      "URL", "Data", "JSONDecoder", "JSONEncoder", "Timer", "NotificationCenter",
      "UserDefaults", "Decimal", "RelativeDateTimeFormatter", "ISO8601DateFormatter",
      // Numbers of other widths round and overflow as Int and Double do not (`Float(1) / 3` is
      // 0.33333334): refused rather than run as Int or Double.
      "Float", "Float16", "Float32", "Int8", "Int16", "Int32", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    return names.contains(name) || name.hasPrefix("UI") || name.hasPrefix("NS")
  }
}
