extension MethodCall {
  /// The methods every sequence has (arrays, sets, dictionaries, ranges, strings); `filter` keeps a
  /// set a set and a dictionary a dictionary, as Swift's does.
  func sequenceMethod(_ elements: [Value], receiver: Value) throws -> Value? {
    switch (name, labels.count) {
    case ("map", 1): return .array(try elements.map { try apply(0, $0) })
    case ("compactMap", 1):
      return .array(
        try elements.compactMap { element in
          let result = try apply(0, element)
          if case .optional(let wrapped) = result { return wrapped }
          return result
        })
    case ("flatMap", 1):
      return .array(
        try elements.flatMap { element in
          let result = try apply(0, element)
          if case .optional(let wrapped) = result { return wrapped.map { [$0] } ?? [] }
          return try evaluator.sequenceElements(result, at: location)
        })
    case ("filter", 1):
      let kept = try elements.filter { try test(0, $0) }
      switch receiver {
      case .set: return try evaluator.makeSet(kept, at: location)
      case .dictionary: return try dictionary(fromPairs: kept)
      case .string:
        return .string(String(kept.compactMap { if case .character(let c) = $0 { c } else { nil } }))
      default: return .array(kept)
      }
    case ("forEach", 1):
      for element in elements { _ = try apply(0, element) }
      return .void
    case ("reduce", 2) where labels[0] == "into":
      var accumulator = values[0]
      for element in elements {
        accumulator = try evaluator.callAccumulating(values[1], &accumulator, element, at: location)
      }
      return accumulator
    case ("reduce", 2):
      var accumulator = values[0]
      for element in elements { accumulator = try apply(1, accumulator, element) }
      return accumulator
    case ("contains", 1) where labels[0] == "where":
      return .bool(try elements.contains { try test(0, $0) })
    case ("contains", 1):
      if case .string(let text) = receiver, case .string(let part) = values[0] {
        return .bool(text.contains(part))
      }
      return .bool(try elements.contains { try equals($0, values[0]) })
    case ("allSatisfy", 1): return .bool(try elements.allSatisfy { try test(0, $0) })
    case ("starts", 1) where labels[0] == "with":
      let prefix = try evaluator.sequenceElements(values[0], at: location)
      return .bool(try elements.starts(with: prefix) { try equals($0, $1) })
    case ("starts", 2) where labels == ["with", "by"]:
      let prefix = try evaluator.sequenceElements(values[0], at: location)
      return .bool(try elements.starts(with: prefix) { try test(1, $0, $1) })
    case ("elementsEqual", 1) where labels[0] == nil:
      let other = try evaluator.sequenceElements(values[0], at: location)
      return .bool(try elements.elementsEqual(other) { try equals($0, $1) })
    case ("elementsEqual", 2) where labels == [nil, "by"]:
      let other = try evaluator.sequenceElements(values[0], at: location)
      return .bool(try elements.elementsEqual(other) { try test(1, $0, $1) })
    case ("lexicographicallyPrecedes", 1) where labels[0] == nil:
      let other = try evaluator.sequenceElements(values[0], at: location)
      return .bool(
        try elements.lexicographicallyPrecedes(other) { try evaluator.lessThan($0, $1, at: location) })
    case ("lexicographicallyPrecedes", 2) where labels == [nil, "by"]:
      let other = try evaluator.sequenceElements(values[0], at: location)
      return .bool(try elements.lexicographicallyPrecedes(other) { try test(1, $0, $1) })
    case ("first", 1): return .optional(try elements.first { try test(0, $0) })
    case ("last", 1): return .optional(try elements.last { try test(0, $0) })
    case ("firstIndex", 1), ("index", 1):
      // `index(where:)` and `index(of:)`: Swift 4's names, deprecated, still compiled.
      if labels[0] == "where" {
        return .optional(try elements.firstIndex { try test(0, $0) }.map { .int($0) })
      }
      guard name == "firstIndex" || labels[0] == "of" else { return nil }
      return .optional(try elements.firstIndex { try equals($0, values[0]) }.map { .int($0) })
    case ("lastIndex", 1) where labels[0] == "where":
      return .optional(try elements.lastIndex { try test(0, $0) }.map { .int($0) })
    case ("lastIndex", 1):
      return .optional(try elements.lastIndex { try equals($0, values[0]) }.map { .int($0) })
    case ("sorted", 0): return .array(try sorted(elements) { try evaluator.lessThan($0, $1, at: location) })
    case ("shuffled", 0):
      var numbers = evaluator.randomNumbers()
      return .array(elements.shuffled(using: &numbers))
    case ("randomElement", 0):
      var numbers = evaluator.randomNumbers()
      return .optional(elements.randomElement(using: &numbers))
    case ("sorted", 1): return .array(try sorted(elements) { try test(0, $0, $1) })
    case ("min", 0): return .optional(try elements.min { try evaluator.lessThan($0, $1, at: location) })
    case ("max", 0): return .optional(try elements.max { try evaluator.lessThan($0, $1, at: location) })
    case ("min", 1): return .optional(try elements.min { try test(0, $0, $1) })
    case ("max", 1): return .optional(try elements.max { try test(0, $0, $1) })
    case ("reversed", 0):
      if case .string(let text) = receiver { return .string(String(text.reversed())) }
      return .array(elements.reversed())
    case ("enumerated", 0):
      return .array(elements.enumerated().map { .tuple([.int($0), $1], ["offset", "element"]) })
    case ("prefix", 1) where labels[0] == "through":
      return slice(receiver, Array(elements.prefix(try nonNegative(0) + 1)))
    case ("prefix", 1) where labels[0] == "upTo":
      return slice(receiver, Array(elements.prefix(try nonNegative(0))))
    case ("prefix", 1) where labels[0] == "while":
      return slice(receiver, Array(try elements.prefix { try test(0, $0) }))
    case ("drop", 1) where labels[0] == "while":
      return slice(receiver, Array(try elements.drop { try test(0, $0) }))
    case ("prefix", 1): return slice(receiver, Array(elements.prefix(try nonNegative(0))))
    case ("suffix", 1): return slice(receiver, Array(elements.suffix(try nonNegative(0))))
    case ("dropFirst", 0): return slice(receiver, Array(elements.dropFirst()))
    case ("dropFirst", 1): return slice(receiver, Array(elements.dropFirst(try nonNegative(0))))
    case ("dropLast", 0): return slice(receiver, Array(elements.dropLast()))
    case ("dropLast", 1): return slice(receiver, Array(elements.dropLast(try nonNegative(0))))
    case ("joined", _): return try joined(elements)
    case ("count", 1) where labels[0] == "where": return .int(try elements.filter { try test(0, $0) }.count)
    default: return nil
    }
  }

  /// A stable sort, as Swift's `sorted` is: ties keep their order by comparing positions.
  private func sorted(_ elements: [Value], by less: (Value, Value) throws -> Bool) throws -> [Value] {
    try elements.enumerated().sorted { a, b in
      if try less(a.element, b.element) { return true }
      if try less(b.element, a.element) { return false }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// A count argument, which Swift requires to be non-negative.
  private func nonNegative(_ index: Int) throws -> Int {
    let count = try integer(index)
    if count < 0 {
      throw InterpreterError.fatal("Can't take a prefix of negative length from a collection", at: location)
    }
    return count
  }

  /// A prefix, suffix or drop of a string stays text; of any other sequence, an array.
  private func slice(_ receiver: Value, _ elements: [Value]) -> Value {
    if case .string = receiver {
      return .string(String(elements.compactMap { if case .character(let c) = $0 { c } else { nil } }))
    }
    return .array(elements)
  }

  /// `joined(separator:)` of strings, or `joined()` of arrays.
  private func joined(_ elements: [Value]) throws -> Value {
    var separator = ""
    if case .string(let text)? = values.first { separator = text }
    if elements.allSatisfy({ if case .string = $0 { true } else { false } }) {
      let texts = elements.map { if case .string(let text) = $0 { text } else { "" } }
      return try evaluator.checkWeight(.string(texts.joined(separator: separator)), at: location)
    }
    return .array(try elements.flatMap { try evaluator.sequenceElements($0, at: location) })
  }

  /// A dictionary of `(key, value)` tuples.
  func dictionary(fromPairs pairs: [Value]) throws -> Value {
    var store = HashedStore()
    for pair in pairs {
      guard case .tuple(let parts, _) = pair, parts.count == 2 else { continue }
      store.append(parts[0], hash: try evaluator.hashKey(of: parts[0], at: location), value: parts[1])
    }
    return .dictionary(store)
  }
}

extension Evaluator {
  /// Calls a `reduce(into:)` closure: its first parameter is `inout`, its final value the new accumulator.
  /// The accumulator is moved into the closure (`.void` is left behind) so that changing it there
  /// does not copy it.
  func callAccumulating(
    _ function: Value, _ accumulator: inout Value, _ element: Value, at location: SourceLocation
  ) throws -> Value {
    guard case .function(.closure(let declaration, let environment)) = function else {
      return try callValue(function, [accumulator, element], at: location)
    }
    var noSelf: Value? = nil
    let result = try invoke(
      declaration, in: environment, self: &noSelf, [Self.take(&accumulator), element], labels: [nil, nil],
      trailing: [false, false], at: location, keepsFirstParameter: true)
    return result.inoutValue(named: "$first") ?? .void
  }
}
