import Foundation

extension Evaluator {
  /// A library type's initializer: `Int("42")`, `String(describing:)`, `Array(set)`, `Set(array)`,
  /// `Dictionary(grouping:by:)`, `Dictionary(uniqueKeysWithValues:)`,
  /// `Dictionary(_:uniquingKeysWith:)`, `[Int]()`, `Hasher()`.
  func constructBuiltin(
    _ type: TypeName, _ values: [Value], _ arguments: [Argument], at location: SourceLocation
  )
    throws -> Value
  {
    let labels = arguments.map { $0.isTrailingClosure && $0.label == nil ? "by" : $0.label }
    switch type {
    case .array(let element) where labels == ["repeating", "count"]:
      // `[Double](repeating: 0, count: 3)`: the element takes the written element type.
      guard case .int(let count) = values[1], count >= 0 else { break }
      try checkWeight(count, at: location)
      return .array(Array(repeating: try convert(values[0], to: element, at: location), count: count))
    case .array:
      return values.isEmpty ? .array([]) : .array(try sequenceElements(values[0], at: location))
    case .dictionary:
      return values.isEmpty
        ? .dictionary(HashedStore()) : try constructDictionary(values, labels, at: location)
    case .optional:
      return .optional(values.first)
    default:
      break
    }
    let name = type.nominalName.map(resolvedTypeName) ?? ""
    if let object = try constructUIKit(type, values, arguments, at: location) { return object }
    if name == "UUID", labels.isEmpty { return makeUUID() }
    if name == "NSDiffableDataSourceSnapshot", labels.isEmpty {
      guard case .named(_, let arguments) = type, arguments.count == 2 else {
        throw InterpreterError.checkFailed(
          "generic parameter 'SectionIdentifierType' could not be inferred", at: location)
      }
      return .snapshot(SnapshotValue(sectionType: arguments[0], itemType: arguments[1]))
    }
    switch (name, labels) {
    case ("Int", [nil]):
      switch values[0] {
      case .string(let text): return .optional(Int(text).map { .int($0) })
      case .double(let number):
        guard number.isFinite, number > -9.3e18, number < 9.3e18 else {
          throw InterpreterError.fatal(
            "Double value cannot be converted to Int because the result would be greater than Int.max",
            at: location)
        }
        return .int(Int(number))
      case .character(let character): return .optional(Int(String(character)).map { .int($0) })
      default: return values[0]
      }
    case ("Int", ["exactly"]): return Library.exactInteger(values[0])
    case ("Int", [nil, "radix"]), ("String", [nil, "radix"]), ("String", [nil, "radix", "uppercase"]):
      return try Library.radixConversion(type.nominalName ?? "", values, at: location)
    case ("Double", [nil]):
      switch values[0] {
      case .int(let number): return .double(Double(number))
      case .string(let text): return .optional(Double(text).map { .double($0) })
      default: return values[0]
      }
    case ("String", [nil]), ("String", ["describing"]):
      if case .array(let elements) = values[0], labels == [nil] {
        // String(characters): the closure's literals were Characters by their context.
        return .string(
          elements.map { element in
            switch element {
            case .character(let character): String(character)
            case .string(let text): text
            default: ""
            }
          }.joined())
      }
      return .string(try describe(values[0], debug: false, at: location))
    case ("String", ["reflecting"]):
      // What `debugPrint` writes: `main.Point(x: 1)`, a string in quotes, `debugDescription`.
      return .string(try describe(values[0], debug: true, at: location))
    case ("String", ["repeating", "count"]):
      guard case .int(let count) = values[1] else { break }
      if count < 0 { throw InterpreterError.fatal("Negative count not allowed", at: location) }
      let piece = try describe(values[0], debug: false, at: location)
      try checkWeight(
        piece.utf8.count.multipliedReportingOverflow(by: count).overflow ? .max : piece.utf8.count * count,
        at: location)
      return .string(String(repeating: piece, count: count))
    case ("String", []): return .string("")
    case ("String", _) where labels.first == "format":
      return .string(try format(values, at: location))
    case ("Character", [nil]):
      guard case .string(let text) = values[0], text.count == 1 else { return values[0] }
      return .character(text.first!)
    case ("Bool", [nil]):
      if case .string(let text) = values[0] { return .optional(Bool(text).map { .bool($0) }) }
      return values[0]
    case ("Array", [nil]): return .array(try sequenceElements(values[0], at: location))
    case ("Array", ["repeating", "count"]):
      guard case .int(let count) = values[1], count >= 0 else { break }
      try checkWeight(count, at: location)
      return .array(Array(repeating: values[0], count: count))
    case ("Array", []): return .array([])
    case ("Set", []): return .set(HashedStore())
    case ("Set", [nil]): return try makeSet(try sequenceElements(values[0], at: location), at: location)
    case ("Dictionary", _):
      return values.isEmpty
        ? .dictionary(HashedStore()) : try constructDictionary(values, labels, at: location)
    case ("Hasher", []): return .hasher([])
    case ("Optional", [nil]): return .optional(values[0])
    default: break
    }
    throw InterpreterError.checkFailed(
      "no initializer of '\(type)' takes the arguments (\(labels.map { "\($0 ?? "_"):" }.joined()))",
      at: location)
  }

  /// Foundation's `String(format:)` with Int, Double and String arguments.
  private func format(_ values: [Value], at location: SourceLocation) throws -> String {
    guard case .string(let pattern)? = values.first else {
      throw InterpreterError.checkFailed("String(format:) needs a format string", at: location)
    }
    if let conversion = Self.pointerConversion(in: pattern) {
      // What it prints is whatever the argument's bits point at: it differs from run to run.
      var error = InterpreterError.unsupported("'%\(conversion)' in String(format:)", at: location)
      error.fix = "'%\(conversion)' reads a C pointer, not a Swift value: write a String's with '%@'"
      throw error
    }
    let arguments: [any CVarArg] = try values.dropFirst().map { value in
      switch value {
      case .int(let number): return number
      case .double(let number): return number
      case .string(let text): return text
      default: throw InterpreterError.unsupported("this String(format:) argument", at: location)
      }
    }
    return String(format: pattern, arguments: arguments)
  }

  /// The first conversion of a format that reads a C pointer (`%s`, `%S`, `%p`, `%n`), or nil.
  private static func pointerConversion(in pattern: String) -> Character? {
    var characters = pattern.makeIterator()
    while let character = characters.next() {
      guard character == "%" else { continue }
      // Flags, a width, a precision, a position (`2$`) and a length come before the conversion.
      while let next = characters.next() {
        if next == "%" { break }
        if next.isNumber || "-+ #0.$*'hlqLzjt".contains(next) { continue }
        if "sSpn".contains(next) { return next }
        break
      }
    }
    return nil
  }

  /// `Dictionary(grouping:by:)`, `Dictionary(uniqueKeysWithValues:)` and
  /// `Dictionary(_:uniquingKeysWith:)`.
  private func constructDictionary(_ values: [Value], _ labels: [String?], at location: SourceLocation) throws
    -> Value
  {
    var store = HashedStore()
    let equal: (Value, Value) throws -> Bool = { try self.equals($0, $1, at: location) }
    switch labels {
    case ["grouping", "by"]:
      for element in try sequenceElements(values[0], at: location) {
        let key = try callValue(values[1], [element], at: location)
        let hash = try hashKey(of: key, at: location)
        if let position = try store.position(of: key, hash: hash, equals: equal) {
          store.modifyValue(at: position) { group in _ = group.withArray { $0.append(element) } }
        } else {
          store.append(key, hash: hash, value: .array([element]))
        }
      }
    case ["uniqueKeysWithValues"]:
      for pair in try sequenceElements(values[0], at: location) {
        guard case .tuple(let parts, _) = pair, parts.count == 2 else { continue }
        let hash = try hashKey(of: parts[0], at: location)
        if try store.position(of: parts[0], hash: hash, equals: equal) != nil {
          throw InterpreterError.fatal(
            "Duplicate values for key: '\(try describe(parts[0], debug: false, at: location))'", at: location)
        }
        store.append(parts[0], hash: hash, value: parts[1])
      }
    case [nil, "uniquingKeysWith"], [nil, "by"]:
      // `Dictionary(pairs, uniquingKeysWith: { old, new in ... })` (the closure trailing too):
      // a key seen again keeps what the closure makes of its two values.
      for pair in try sequenceElements(values[0], at: location) {
        guard case .tuple(let parts, _) = pair, parts.count == 2 else { continue }
        let hash = try hashKey(of: parts[0], at: location)
        if let position = try store.position(of: parts[0], hash: hash, equals: equal) {
          let combined = try callValue(values[1], [store.values[position], parts[1]], at: location)
          store.setValue(combined, at: position)
        } else {
          store.append(parts[0], hash: hash, value: parts[1])
        }
      }
    default:
      throw InterpreterError.unsupported("this Dictionary initializer", at: location)
    }
    return .dictionary(store)
  }
}
