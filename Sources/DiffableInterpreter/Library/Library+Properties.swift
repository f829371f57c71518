extension Library {
  /// A library property of a value (`count`, `isEmpty`, `first`, `keys`...), or nil if it has none.
  static func property(of value: Value, _ name: String, evaluator: Evaluator, at location: SourceLocation)
    throws
    -> Value?
  {
    switch (value, name) {
    case (.dictionary(let store), "keys"), (.dictionary(let store), "values"),
      (.dictionary(let store), "first"),
      (.set(let store), "first"):
      if store.count > 1 { evaluator.readUnorderedOrder = true }
      return unorderedProperty(of: value, name)
    case (.snapshot(let snapshot), _): return evaluator.snapshotProperty(snapshot, name)
    case (.uikit(let object), _): return try evaluator.uikitProperty(object, name, at: location)
    case (.string(let text), "count"): return .int(text.count)
    case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
    case (.string(let text), "first"): return .optional(text.first.map { .character($0) })
    case (.string(let text), "last"): return .optional(text.last.map { .character($0) })
    case (.string(let text), "capitalized"): return .string(text.capitalized)
    case (.string(let text), "description"): return .string(text)
    case (.string(let text), "utf8"), (.string(let text), "unicodeScalars"): return textView(of: text, name)
    case (.array, "lazy"), (.set, "lazy"), (.dictionary, "lazy"), (.range, "lazy"):
      // A lazy view gives the same elements; diffable computes them at once.
      return value
    case (.array(let elements), "count"): return .int(elements.count)
    case (.array(let elements), "isEmpty"): return .bool(elements.isEmpty)
    case (.array(let elements), "first"): return .optional(elements.first)
    case (.array(let elements), "last"): return .optional(elements.last)
    case (.array(let elements), "indices"): return .range(0, elements.count, closed: false)
    case (.array(let elements), "startIndex"): return .int(elements.startIndex)
    case (.array(let elements), "endIndex"): return .int(elements.endIndex)
    case (.dictionary(let store), "count"), (.set(let store), "count"): return .int(store.count)
    case (.dictionary(let store), "isEmpty"), (.set(let store), "isEmpty"): return .bool(store.count == 0)
    case (.range(let lower, let upper, let closed), "count"):
      guard let count = Library.count(lower: lower, upper: upper, closed: closed) else {
        throw InterpreterError.overflow("count", at: location)
      }
      return .int(count)
    case (.range(let lower, let upper, let closed), "isEmpty"): return .bool(!closed && lower == upper)
    case (.range(let lower, _, _), "lowerBound"): return .int(lower)
    case (.range(_, let upper, _), "upperBound"): return .int(upper)
    case (.int(let number), "description"): return .string(String(number))
    case (.double(let number), "description"): return .string(String(number))
    case (.bool(let flag), "description"): return .string(String(flag))
    case (.character(let character), _): return characterProperty(character, name)
    case (.tuple(let values, let labels), _):
      if let index = labels.firstIndex(of: name) { return values[index] }
      // `\.1`: a key path to an element by its position.
      if let index = Int(name), values.indices.contains(index) { return values[index] }
      return nil
    case (_, "hashValue"):
      return .int(try evaluator.hashKey(of: value, at: location).hashValue)
    case (.double(let number), _): return doubleProperty(number, name)
    case (.int(let number), "isMultiple"): return .bool(number % 2 == 0)
    case (.structure, _): return try textViewProperty(value, name, at: location)
    default: return nil
    }
  }

  private static func characterProperty(_ character: Character, _ name: String) -> Value? {
    switch name {
    case "isLetter": .bool(character.isLetter)
    case "isNumber": .bool(character.isNumber)
    case "isUppercase": .bool(character.isUppercase)
    case "isLowercase": .bool(character.isLowercase)
    case "isWhitespace": .bool(character.isWhitespace)
    case "isPunctuation": .bool(character.isPunctuation)
    case "isSymbol": .bool(character.isSymbol)
    case "isHexDigit": .bool(character.isHexDigit)
    case "isASCII": .bool(character.isASCII)
    case "wholeNumberValue": .optional(character.wholeNumberValue.map { .int($0) })
    case "hexDigitValue": .optional(character.hexDigitValue.map { .int($0) })
    // A UInt8 in Swift; an Int here, which prints and compares the same.
    case "asciiValue": .optional(character.asciiValue.map { .int(Int($0)) })
    case "description": .string(String(character))
    default: nil
    }
  }

  private static func doubleProperty(_ number: Double, _ name: String) -> Value? {
    switch name {
    case "isNaN": .bool(number.isNaN)
    case "isInfinite": .bool(number.isInfinite)
    default: nil
    }
  }

  /// `keys`, `values` and `first` of a dictionary, `first` of a set: in the order the store keeps.
  private static func unorderedProperty(of value: Value, _ name: String) -> Value? {
    switch (value, name) {
    case (.dictionary(let store), "keys"): .array(store.keys)
    case (.dictionary(let store), "values"): .array(store.values)
    case (.dictionary(let store), "first"):
      .optional(store.keys.first.map { .tuple([$0, store.values[0]], ["key", "value"]) })
    case (.set(let store), "first"): .optional(store.keys.first)
    default: nil
    }
  }
}
