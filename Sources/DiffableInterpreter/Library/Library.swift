/// The part of Swift's standard library (and of Foundation's String additions) that app code
/// uses, over runtime values. Closures passed to it run through the evaluator.
enum Library {
  /// The library types a program may name.
  static let typeNames: Set<String> = [
    "Int", "Double", "Bool", "String", "Character", "Array", "Dictionary", "Set", "Hasher", "Optional",
    "NSDiffableDataSourceSnapshot", "UITableView", "UITableViewDiffableDataSource", "UUID", "DispatchQueue",
    "NumberFormatter", "DateFormatter",
  ]

  /// Library methods that change their receiver.
  static let mutatingMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "popLast", "sort", "reverse",
    "removeValue", "updateValue", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
    "toggle", "combine", "swapAt", "replaceSubrange", "removeSubrange",
    "merge",
    // NSDiffableDataSourceSnapshot's edits.
    "appendSections", "appendItems", "insertSections", "insertItems", "deleteSections", "deleteItems",
    "deleteAllItems", "moveSection", "moveItem", "reloadSections", "reloadItems", "reconfigureItems",
  ]

  /// The library's collection protocols an extension may extend, with the library types that
  /// adopt them (an extension of one gives its members to each).
  static let collectionProtocolAdopters: [String: [String]] = [
    "Sequence": ["Array", "Set", "Dictionary", "String"],
    "Collection": ["Array", "Set", "Dictionary", "String"],
    "BidirectionalCollection": ["Array", "String"], "RandomAccessCollection": ["Array"],
    "MutableCollection": ["Array"], "RangeReplaceableCollection": ["Array", "String"],
  ]

  /// The label a trailing closure stands for in a library method (`removeAll { }` is `removeAll(where:)`).
  static func trailingClosureLabel(of method: String) -> String? {
    switch method {
    case "removeAll", "contains", "first", "firstIndex", "index", "last", "lastIndex", "allSatisfy", "count":
      "where"
    case "sorted", "sort", "min", "max", "starts", "elementsEqual", "lexicographicallyPrecedes": "by"
    case "apply", "applySnapshotUsingReloadData": "completion"
    case "async", "asyncAfter", "sync": "execute"
    default: nil
    }
  }

  /// `Int.max`, `Double.pi` and the like.
  static func staticMember(_ typeName: String, _ name: String) -> Value? {
    switch (typeName, name) {
    case ("Int", "max"): .int(.max)
    case ("Int", "min"): .int(.min)
    case ("Double", "pi"): .double(.pi)
    case ("Optional", "none"): .optional(nil)
    case ("Double", "infinity"): .double(.infinity)
    case ("Double", "nan"): .double(.nan)
    case ("Double", "greatestFiniteMagnitude"): .double(.greatestFiniteMagnitude)
    default: nil
    }
  }

  /// How many Ints a range holds, or nil when the count itself overflows an Int (`Int.min...Int.max`).
  static func count(lower: Int, upper: Int, closed: Bool) -> Int? {
    let (span, overflow) = upper.subtractingReportingOverflow(lower)
    if overflow { return nil }
    if !closed { return span }
    let (count, overflowAgain) = span.addingReportingOverflow(1)
    return overflowAgain ? nil : count
  }

  /// The elements a sequence yields, or nil if the value is not a sequence.
  static func elements(of value: Value, evaluator: Evaluator, at location: SourceLocation) throws -> [Value]?
  {
    switch value {
    case .array(let elements): return elements
    case .set(let store):
      if store.keys.count > 1 { evaluator.readUnorderedOrder = true }
      return store.keys
    case .dictionary(let store):
      if store.keys.count > 1 { evaluator.readUnorderedOrder = true }
      return zip(store.keys, store.values).map { .tuple([$0, $1], ["key", "value"]) }
    case .range(let lower, let upper, let closed):
      let count = Self.count(lower: lower, upper: upper, closed: closed) ?? Int.max
      try evaluator.checkWeight(count, at: location)
      return (0..<count).map { .int(lower + $0) }
    case .string(let text): return text.map { .character($0) }
    case .stride(let values): return values
    case .structure: return textViewElements(value)
    default: return nil
    }
  }
}

extension Evaluator {
  /// Runs `body` for each element of a sequence until it returns false; ranges are walked without
  /// being built, so a loop over `0..<1_000_000` holds one Int at a time.
  func forEachElement(of value: Value, at location: SourceLocation, _ body: (Value) throws -> Bool) throws {
    if case .range(let lower, let upper, let closed) = value {
      guard closed ? lower <= upper : lower < upper else { return }
      var current = lower
      while true {
        guard try body(.int(current)) else { return }
        if closed ? current == upper : current + 1 == upper { return }
        current += 1
      }
    }
    guard let elements = try Library.elements(of: value, evaluator: self, at: location) else {
      throw InterpreterError.checkFailed(
        "for-in loop requires '\(value.typeName)' to conform to 'Sequence'", at: location)
    }
    for element in elements where !(try body(element)) { return }
  }

  /// The elements of a sequence, or the compiler's error.
  func sequenceElements(_ value: Value, at location: SourceLocation) throws -> [Value] {
    guard let elements = try Library.elements(of: value, evaluator: self, at: location) else {
      throw InterpreterError.checkFailed("value of type '\(value.typeName)' is not a sequence", at: location)
    }
    return elements
  }
}
