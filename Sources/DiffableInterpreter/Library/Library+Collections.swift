extension MethodCall {
  /// Array's mutating methods; nil for a method that is not one of them.
  func arrayMutation(_ elements: inout [Value]) throws -> Value? {
    switch (name, labels) {
    case ("append", [nil]):
      elements.append(values[0])
      if elements.count > Evaluator.maximumValueWeight {
        _ = try evaluator.checkWeight(.array(elements), at: location)
      }
      return .void
    case ("append", ["contentsOf"]):
      let added = try evaluator.sequenceElements(values[0], at: location)
      try evaluator.checkWeight(elements.count + added.count, at: location)
      elements += added
      return .void
    case ("insert", [nil, "at"]):
      let index = try integer(1)
      try checkIndex(index, count: elements.count, closedEnd: true)
      elements.insert(values[0], at: index)
      return .void
    case ("insert", ["contentsOf", "at"]):
      let index = try integer(1)
      try checkIndex(index, count: elements.count, closedEnd: true)
      elements.insert(contentsOf: try evaluator.sequenceElements(values[0], at: location), at: index)
      if elements.count > Evaluator.maximumValueWeight {
        _ = try evaluator.checkWeight(.array(elements), at: location)
      }
      return .void
    case ("remove", ["at"]):
      let index = try integer(0)
      try checkIndex(index, count: elements.count)
      return elements.remove(at: index)
    case ("removeAll", []):
      elements.removeAll()
      return .void
    case ("removeAll", ["where"]):
      elements = try elements.filter { !(try test(0, $0)) }
      return .void
    case ("removeLast", []), ("removeFirst", []):
      guard !elements.isEmpty else {
        throw InterpreterError.fatal(
          "Can't remove \(name == "removeLast" ? "last" : "first") element from an empty collection",
          at: location)
      }
      return name == "removeLast" ? elements.removeLast() : elements.removeFirst()
    case ("removeFirst", [nil]), ("removeLast", [nil]):
      let count = try integer(0)
      guard count >= 0 else {
        throw InterpreterError.fatal("Number of elements to remove should be non-negative", at: location)
      }
      guard count <= elements.count else {
        throw InterpreterError.fatal(
          "Can't remove more items from a collection than it \(name == "removeLast" ? "contains" : "has")",
          at: location)
      }
      if name == "removeFirst" { elements.removeFirst(count) } else { elements.removeLast(count) }
      return .void
    case ("popLast", []):
      return .optional(elements.popLast())
    case ("sort", []):
      let result = try sequenceMethod(elements, receiver: .void)
      _ = result
      if case .array(let sorted)? = try MethodCall(
        name: "sorted", values: [], labels: [], evaluator: evaluator, location: location
      ).sequenceMethod(elements, receiver: .void) {
        elements = sorted
      }
      return .void
    case ("sort", ["by"]):
      if case .array(let sorted)? = try MethodCall(
        name: "sorted", values: values, labels: labels, evaluator: evaluator, location: location
      ).sequenceMethod(elements, receiver: .void) {
        elements = sorted
      }
      return .void
    case ("reverse", []):
      elements.reverse()
      return .void
    case ("replaceSubrange", [nil, "with"]), ("removeSubrange", [nil]):
      guard case .range(let lower, let upper, let closed) = values[0] else { return nil }
      // `a[n...]`'s range is `n...Int.max` and `a[..<n]`'s `Int.min..<n`, as in a subscript.
      let start = lower == .min ? 0 : lower
      let end = closed ? (upper == .max ? elements.count : upper + 1) : upper
      guard start >= 0 else {
        throw InterpreterError.fatal("Array replace: subrange start is negative", at: location)
      }
      guard end <= elements.count else {
        throw InterpreterError.fatal("Array replace: subrange extends past the end", at: location)
      }
      let added = labels.count == 2 ? try evaluator.sequenceElements(values[1], at: location) : []
      try evaluator.checkWeight(elements.count - (end - start) + added.count, at: location)
      elements.replaceSubrange(start..<end, with: added)
      return .void
    case ("swapAt", [nil, nil]):
      let (i, j) = (try integer(0), try integer(1))
      try checkIndex(i, count: elements.count)
      try checkIndex(j, count: elements.count)
      elements.swapAt(i, j)
      return .void
    default:
      return nil
    }
  }

  /// Dictionary's own methods; nil for one it shares with every sequence.
  func dictionaryMethod(_ receiver: inout Value) throws -> Value? {
    guard case .dictionary(var store) = receiver else { return nil }
    switch (name, labels) {
    case ("removeValue", ["forKey"]):
      receiver = .void
      let removed = try remove(values[0], from: &store)
      receiver = .dictionary(store)
      return .optional(removed?.value)
    case ("updateValue", [nil, "forKey"]):
      let hash = try evaluator.hashKey(of: values[1], at: location)
      receiver = .void
      defer { receiver = .dictionary(store) }
      if let position = try store.position(of: values[1], hash: hash, equals: equals) {
        let old = store.values[position]
        store.setValue(values[0], at: position)
        return .optional(old)
      }
      store.append(values[1], hash: hash, value: values[0])
      return .optional(nil)
    case ("removeAll", []):
      receiver = .dictionary(HashedStore())
      return .void
    case ("mapValues", [nil]):
      var mapped = HashedStore()
      for (key, value) in zip(store.keys, store.values) {
        mapped.append(key, hash: try evaluator.hashKey(of: key, at: location), value: try apply(0, value))
      }
      return .dictionary(mapped)
    case ("compactMapValues", [nil]):
      var mapped = HashedStore()
      for (key, value) in zip(store.keys, store.values) {
        // A closure's result is an optional by its type: a value it returns is wrapped
        // (`{ $0 > 1 ? $0 : nil }` returns 3 as `Optional(3)`), as `compactMap`'s is.
        var result: Value? = try apply(0, value)
        if case .optional(let wrapped)? = result { result = wrapped }
        if let result {
          mapped.append(key, hash: try evaluator.hashKey(of: key, at: location), value: result)
        }
      }
      return .dictionary(mapped)
    case ("merge", [nil, nil]), ("merging", [nil, nil]):
      guard case .dictionary(let other) = values[0] else { return nil }
      var merged = store
      for (key, value) in zip(other.keys, other.values) {
        let hash = try evaluator.hashKey(of: key, at: location)
        if let position = try merged.position(of: key, hash: hash, equals: equals) {
          merged.setValue(try apply(1, merged.values[position], value), at: position)
        } else {
          merged.append(key, hash: hash, value: value)
        }
      }
      if name == "merging" { return .dictionary(merged) }
      receiver = .dictionary(merged)
      return .void
    case ("index", ["forKey"]):
      let hash = try evaluator.hashKey(of: values[0], at: location)
      return .optional(try store.position(of: values[0], hash: hash, equals: equals).map { .int($0) })
    default:
      return nil
    }
  }

  /// Removes `key` from a dictionary's or set's storage, returning what was there.
  private func remove(_ key: Value, from store: inout HashedStore) throws -> (key: Value, value: Value)? {
    let hash = try evaluator.hashKey(of: key, at: location)
    guard let position = try store.position(of: key, hash: hash, equals: equals) else { return nil }
    let removed = (store.keys[position], store.values[position])
    store.remove(at: position)
    return removed
  }

  /// Whether the set `set` holds `element`.
  private func contains(_ element: Value, in set: Value) throws -> Bool {
    guard case .set(let store) = set else { return false }
    return try store.position(
      of: element, hash: try evaluator.hashKey(of: element, at: location), equals: equals)
      != nil
  }

  /// Set's own methods; nil for one it shares with every sequence.
  func setMethod(_ receiver: inout Value) throws -> Value? {
    guard case .set(var store) = receiver else { return nil }
    switch (name, labels) {
    case ("insert", [nil]):
      let hash = try evaluator.hashKey(of: values[0], at: location)
      if let position = try store.position(of: values[0], hash: hash, equals: equals) {
        return .tuple([.bool(false), store.keys[position]], ["inserted", "memberAfterInsert"])
      }
      receiver = .void
      store.append(values[0], hash: hash)
      receiver = .set(store)
      return .tuple([.bool(true), values[0]], ["inserted", "memberAfterInsert"])
    case ("remove", [nil]):
      receiver = .void
      let removed = try remove(values[0], from: &store)
      receiver = .set(store)
      return .optional(removed?.key)
    case ("contains", [nil]):
      let hash = try evaluator.hashKey(of: values[0], at: location)
      return .bool(try store.position(of: values[0], hash: hash, equals: equals) != nil)
    case ("removeAll", []):
      receiver = .set(HashedStore())
      return .void
    case ("union", [nil]), ("formUnion", [nil]):
      let result = try evaluator.makeSet(
        store.keys + (try evaluator.sequenceElements(values[0], at: location)), at: location)
      if name == "union" { return result }
      receiver = result
      return .void
    case ("intersection", [nil]), ("formIntersection", [nil]), ("subtracting", [nil]), ("subtract", [nil]),
      ("isDisjoint", ["with"]):
      let other = try evaluator.makeSet(try evaluator.sequenceElements(values[0], at: location), at: location)
      let keep = name == "intersection" || name == "formIntersection" || name == "isDisjoint"
      let kept = try store.keys.filter { try contains($0, in: other) == keep }
      if name == "isDisjoint" { return .bool(kept.isEmpty) }
      let result = try evaluator.makeSet(kept, at: location)
      if name == "subtract" || name == "formIntersection" {
        receiver = result
        return .void
      }
      return result
    case ("symmetricDifference", [nil]), ("formSymmetricDifference", [nil]):
      // The receiver's elements the other lacks, then the other's the receiver lacks.
      let other = try evaluator.makeSet(try evaluator.sequenceElements(values[0], at: location), at: location)
      guard case .set(let otherStore) = other else { return nil }
      let mine = try store.keys.filter { try !contains($0, in: other) }
      let theirs = try otherStore.keys.filter { try !contains($0, in: receiver) }
      let result = try evaluator.makeSet(mine + theirs, at: location)
      if name == "symmetricDifference" { return result }
      receiver = result
      return .void
    case ("isSubset", ["of"]), ("isSuperset", ["of"]):
      let other = try evaluator.makeSet(try evaluator.sequenceElements(values[0], at: location), at: location)
      let (inner, outer) = name == "isSubset" ? (receiver, other) : (other, receiver)
      guard case .set(let innerStore) = inner, case .set(let outerStore) = outer else { return .bool(false) }
      for key in innerStore.keys
      where try outerStore.position(
        of: key, hash: try evaluator.hashKey(of: key, at: location), equals: equals) == nil
      {
        return .bool(false)
      }
      return .bool(true)
    default:
      return nil
    }
  }
}
