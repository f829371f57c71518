import Foundation

extension MethodCall {
  /// Foundation's set of a program's `CharacterSet` (``UIKitPrelude``): one of its named sets or
  /// the characters given, inverted or not; nil for a value of another type.
  static func characterSet(_ value: Value, at location: SourceLocation) throws -> CharacterSet? {
    guard case .structure(let set) = value, set.typeName == "CharacterSet",
      case .string(let name)? = set.fields["name"], case .string(let characters)? = set.fields["characters"],
      case .bool(let isInverted)? = set.fields["isInverted"]
    else { return nil }
    let named: [String: CharacterSet] = [
      "whitespaces": .whitespaces, "newlines": .newlines, "whitespacesAndNewlines": .whitespacesAndNewlines,
      "punctuationCharacters": .punctuationCharacters, "decimalDigits": .decimalDigits, "letters": .letters,
      "lowercaseLetters": .lowercaseLetters, "uppercaseLetters": .uppercaseLetters,
      "alphanumerics": .alphanumerics, "symbols": .symbols,
    ]
    guard let base = name.isEmpty ? CharacterSet(charactersIn: characters) : named[name] else {
      throw InterpreterError.unsupported("the character set '\(name)'", at: location)
    }
    return isInverted ? base.inverted : base
  }

  /// String's own methods (with Foundation's `components(separatedBy:)` and friends); nil for one it
  /// shares with every sequence.
  func stringMethod(_ text: inout String) throws -> Value? {
    switch (name, labels) {
    case ("lowercased", []): return .string(text.lowercased())
    case ("uppercased", []): return .string(text.uppercased())
    case ("hasPrefix", [nil]): return .bool(text.hasPrefix(try string(0)))
    case ("hasSuffix", [nil]): return .bool(text.hasSuffix(try string(0)))
    case ("contains", [nil]):
      if case .character(let character) = values[0] { return .bool(text.contains(character)) }
      return .bool(text.contains(try string(0)))
    case ("split", ["separator"]), ("split", ["separator", "maxSplits"]),
      ("split", ["separator", "omittingEmptySubsequences"]),
      ("split", ["separator", "maxSplits", "omittingEmptySubsequences"]):
      let separator: Character
      switch values[0] {
      case .character(let character): separator = character
      case .string(let piece) where piece.count == 1: separator = piece.first!
      default: throw InterpreterError.checkFailed("split(separator:) needs a Character", at: location)
      }
      var maxSplits = Int.max
      var omitting = true
      for (index, label) in labels.enumerated().dropFirst() {
        switch (label, values[index]) {
        case ("maxSplits", .int(let count)) where count >= 0: maxSplits = count
        case ("maxSplits", _):
          throw InterpreterError.fatal("Must take zero or more splits", at: location)
        case ("omittingEmptySubsequences", .bool(let flag)): omitting = flag
        default:
          let expected = label == "maxSplits" ? "Int" : "Bool"
          throw InterpreterError.checkFailed(
            "cannot convert value of type '\(values[index].typeName)' to expected argument type '\(expected)'",
            at: location)
        }
      }
      return .array(
        text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map {
          .string(String($0))
        })
    case ("components", ["separatedBy"]):
      if let set = try Self.characterSet(values[0], at: location) {
        return .array(text.components(separatedBy: set).map { .string($0) })
      }
      return .array(text.components(separatedBy: try string(0)).map { .string($0) })
    case ("replacingOccurrences", ["of", "with"]):
      return .string(text.replacingOccurrences(of: try string(0), with: try string(1)))
    case ("trimmingCharacters", ["in"]):
      guard let set = try Self.characterSet(values[0], at: location) else {
        throw InterpreterError.checkFailed(
          "cannot convert value of type '\(values[0].typeName)' to expected argument type 'CharacterSet'",
          at: location)
      }
      return .string(text.trimmingCharacters(in: set))
    case ("append", [nil]):
      switch values[0] {
      case .character(let character): text.append(character)
      default: text += try string(0)
      }
      _ = try evaluator.checkWeight(.string(text), at: location)
      return .void
    case ("append", ["contentsOf"]):
      text += try string(0)
      _ = try evaluator.checkWeight(.string(text), at: location)
      return .void
    case ("padding", ["toLength", "withPad", "startingAt"]):
      guard case .int(let length) = values[0], case .int(let start) = values[2] else { return nil }
      return .string(text.padding(toLength: length, withPad: try string(1), startingAt: start))
    case ("compare", [nil]), ("caseInsensitiveCompare", [nil]), ("localizedCompare", [nil]),
      ("localizedCaseInsensitiveCompare", [nil]), ("localizedStandardCompare", [nil]):
      return Self.comparison(text, try string(0), name)
    case ("localizedCaseInsensitiveContains", [nil]), ("localizedStandardContains", [nil]):
      return .bool(text.localizedCaseInsensitiveContains(try string(0)))
    case ("removeAll", []):
      text = ""
      return .void
    case ("removeFirst", []), ("removeLast", []):
      // A String's traps are a collection's.
      guard !text.isEmpty else {
        throw InterpreterError.fatal(
          "Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection",
          at: location)
      }
      return .character(name == "removeFirst" ? text.removeFirst() : text.removeLast())
    case ("popLast", []):
      return .optional(text.popLast().map { .character($0) })
    default:
      return nil
    }
  }

  /// Foundation's comparison of two strings by the method `name`, as a `ComparisonResult` of the
  /// stand-ins (``FoundationPrelude``).
  private static func comparison(_ text: String, _ other: String, _ name: String) -> Value {
    let result: ComparisonResult =
      switch name {
      case "caseInsensitiveCompare": text.caseInsensitiveCompare(other)
      case "localizedCompare": text.localizedCompare(other)
      case "localizedCaseInsensitiveCompare": text.localizedCaseInsensitiveCompare(other)
      case "localizedStandardCompare": text.localizedStandardCompare(other)
      default: text.compare(other)
      }
    let caseName =
      switch result {
      case .orderedAscending: "orderedAscending"
      case .orderedSame: "orderedSame"
      case .orderedDescending: "orderedDescending"
      }
    return .enumCase(EnumValue(typeName: "ComparisonResult", caseName: caseName, payload: []))
  }

  /// The String argument at `index`.
  private func string(_ index: Int) throws -> String {
    switch values[index] {
    case .string(let text): return text
    case .character(let character): return String(character)
    default: throw InterpreterError.checkFailed("'\(name)' needs a String argument", at: location)
    }
  }
}

extension Library {
  /// `text.index(text.startIndex, offsetBy: 2)` and the rest of `String.Index`, which is not
  /// modelled: refused by name, with what to write instead; nil for any other member.
  static func stringIndexRefusal(_ name: String, of receiver: Value, at location: SourceLocation)
    -> InterpreterError?
  {
    guard case .string = receiver, ["index", "startIndex", "endIndex", "indices"].contains(name) else {
      return nil
    }
    var error = InterpreterError.unsupported("String indices ('\(name)')", at: location)
    error.fix = "use Array(text), or text.prefix(n) and text.dropFirst(n)"
    return error
  }
}
