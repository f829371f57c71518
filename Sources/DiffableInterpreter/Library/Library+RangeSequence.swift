extension MethodCall {
  /// The sequence methods of a range that need not hold its elements: they walk it one Int at a
  /// time (`(0..<100_000_000).reduce(0, +)` runs in constant memory, as Swift's does), or answer
  /// from its bounds (`contains`, `min`, `max`). Nil for the others, which build the elements.
  func rangeMethod(lower: Int, upper: Int, closed: Bool) throws -> Value? {
    let isEmpty = closed ? lower > upper : lower >= upper
    switch (name, labels) {
    case ("forEach", [nil]):
      try walk(lower, upper, closed) { element in
        _ = try apply(0, element)
        return true
      }
      return .void
    case ("reduce", [nil, nil]):
      var accumulator = values[0]
      try walk(lower, upper, closed) { element in
        accumulator = try apply(1, accumulator, element)
        return true
      }
      return accumulator
    case ("reduce", ["into", nil]):
      var accumulator = values[0]
      try walk(lower, upper, closed) { element in
        accumulator = try evaluator.callAccumulating(values[1], &accumulator, element, at: location)
        return true
      }
      return accumulator
    case ("contains", ["where"]), ("first", ["where"]), ("allSatisfy", [nil]):
      var found: Value?
      try walk(lower, upper, closed) { element in
        let passes = try test(0, element)
        if passes != (name == "allSatisfy") { found = element }
        return found == nil
      }
      switch name {
      case "contains": return .bool(found != nil)
      case "first": return .optional(found)
      default: return .bool(found == nil)
      }
    case ("count", ["where"]):
      var count = 0
      try walk(lower, upper, closed) { element in
        if try test(0, element) { count += 1 }
        return true
      }
      return .int(count)
    case ("contains", [nil]):
      guard case .int(let number) = values[0] else { return nil }
      return .bool(lower <= number && (closed ? number <= upper : number < upper))
    case ("prefix", [nil]), ("dropFirst", [nil]):
      // A range again (`(1...).prefix(3)` is the first three of an endless range), as Range's
      // own subsequences are.
      guard case .int(let count) = values[0] else { return nil }
      guard count >= 0 else {
        throw InterpreterError.fatal(
          name == "prefix"
            ? "Can't take a prefix of negative length from a collection"
            : "Can't drop a negative number of elements from a collection", at: location)
      }
      let end = closed ? (upper == .max ? Int.max : upper + 1) : upper
      let span = end.subtractingReportingOverflow(lower)
      let length = isEmpty ? 0 : span.overflow ? Int.max : span.partialValue
      let taken = min(count, length)
      return name == "prefix"
        ? .range(lower, lower + taken, closed: false)
        : .range(lower + taken, max(end, lower + taken), closed: false)
    case ("min", []): return .optional(isEmpty ? nil : .int(lower))
    case ("max", []): return .optional(isEmpty ? nil : .int(closed ? upper : upper - 1))
    default: return nil
    }
  }

  /// Calls `body` with each element of the range until it returns false, asking Ctrl-C now and
  /// then (a body of library calls asks nothing itself).
  private func walk(_ lower: Int, _ upper: Int, _ closed: Bool, _ body: (Value) throws -> Bool) throws {
    var turns = 0
    try evaluator.forEachElement(of: .range(lower, upper, closed: closed), at: location) { element in
      turns &+= 1
      if turns & 0xFFFF == 0 { try evaluator.checkInterruption(at: location) }
      return try body(element)
    }
  }
}
