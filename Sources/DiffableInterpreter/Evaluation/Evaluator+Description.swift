extension Evaluator {
  /// The module name Swift puts before a type's name in a debug description (`main.Point(...)`).
  static let moduleName = "main"

  /// How `print` and string interpolation show a value (`debug: false`), or how it shows inside a
  /// collection, an optional or another value (`debug: true`): strings quoted, user types qualified.
  func describe(_ value: Value, debug: Bool, at location: SourceLocation) throws -> String {
    switch value {
    case .void: return "()"
    case .int(let number): return String(number)
    // As `print` writes it: a NaN with its sign is `-nan` there (its `description` drops the sign).
    case .double(let number): return "\(number)"
    case .bool(let flag): return String(flag)
    case .string(let text): return debug ? text.debugDescription : text
    case .character(let character): return debug ? String(character).debugDescription : String(character)
    case .array(let elements):
      return "[" + (try elements.map { try describe($0, debug: true, at: location) }).joined(separator: ", ")
        + "]"
    case .set(let store):
      return "["
        + (try store.keys.map { try describe($0, debug: true, at: location) }).joined(separator: ", ") + "]"
    case .dictionary(let store):
      if store.count == 0 { return "[:]" }
      let pairs = try zip(store.keys, store.values).map {
        "\(try describe($0, debug: true, at: location)): \(try describe($1, debug: true, at: location))"
      }
      return "[" + pairs.joined(separator: ", ") + "]"
    case .optional(let wrapped):
      guard let wrapped else { return "nil" }
      return "Optional(\(try describe(wrapped, debug: true, at: location)))"
    case .tuple(let elements, let labels):
      let parts = try zip(elements, labels).map { element, label in
        (label.map { "\($0): " } ?? "") + (try describe(element, debug: true, at: location))
      }
      return "(" + parts.joined(separator: ", ") + ")"
    case .range(let lower, let upper, let closed) where lower == .min || (closed && upper == .max):
      // A range written with one bound (`..<5`, `3...`), which Swift prints by reflection.
      if lower != .min { return "PartialRangeFrom<Int>(lowerBound: \(lower))" }
      return "PartialRange\(closed ? "Through" : "UpTo")<Int>(upperBound: \(upper))"
    case .range(let lower, let upper, let closed):
      let text = "\(lower)\(closed ? "..." : "..<")\(upper)"
      return debug ? "\(closed ? "ClosedRange" : "Range")(\(text))" : text
    case .stride: return "StrideTo<Int>"
    case .function: return "(Function)"
    case .type(let type):
      // `print(Outer.Inner.self)` is `Inner`, `[Array<Inner>]` qualified inside a collection.
      return debug ? qualifiedDescription(of: type) : type.unqualifiedDescription
    case .hasher: return "Hasher"
    case .lazyPending: return "nil"
    case .snapshot(let snapshot):
      // UIKit's description names a private class; diffable says what the snapshot holds.
      let kit = snapshot.kit
      return "\(snapshot.typeDescription)(\(kit.numberOfSections) sections, \(kit.numberOfItems) items)"
    case .uikit(let object): return "<\(object.kind.rawValue)>"
    case .structure, .enumCase, .object:
      return try describeInstance(value, debug: debug, at: location)
    }
  }

  /// A user type's description: its own `description` if it conforms to CustomStringConvertible,
  /// else Swift's reflection: `Point(x: 1, y: 2)`, `a`, `b(1)`, `main.Object`.
  private func describeInstance(_ value: Value, debug: Bool, at location: SourceLocation) throws -> String {
    let typeName = value.typeName
    let type = types[typeName]
    if type == nil, typeName == "UUID", case .string(let text)? = value.field("uuidString") {
      return text
    }
    if let text = try foundationDescription(of: value, at: location) { return text }
    if type == nil, let text = Library.textViewDescription(value, debug: debug) { return text }
    // Inside a collection, an optional or `debugPrint`, a CustomDebugStringConvertible value is
    // its `debugDescription`; elsewhere only when it gives no `description`.
    let isDebuggable = type.map { conforms($0, to: "CustomDebugStringConvertible") } == true
    if isDebuggable, debug,
      case .string(let text)? = try memberIfPresent(of: value, "debugDescription", at: location)
    {
      return text
    }
    // NSObject is CustomStringConvertible: a subclass's `override var description` is its text.
    if let type,
      conforms(type, to: "CustomStringConvertible") || lookupChain(of: typeName).contains("NSObject"),
      case .string(let text)? = try memberIfPresent(of: value, "description", at: location)
    {
      return text
    }
    if isDebuggable,
      case .string(let text)? = try memberIfPresent(of: value, "debugDescription", at: location)
    {
      return text
    }
    // A nested type shows its full path when qualified, its own name alone otherwise.
    let fullName = type?.name ?? typeName
    var qualified =
      debug
      ? (omitsModuleName ? fullName : "\(module(ofPrelude: fullName)).\(fullName)")
      : String(fullName[(fullName.lastIndex(of: ".").map(fullName.index(after:)) ?? fullName.startIndex)...])
    let typeArguments =
      value.isObject || value.isStructure ? type.map { knownTypeArguments(of: value, $0) } ?? [] : []
    if !typeArguments.isEmpty {
      // A generic struct's or class's instance names its type arguments (`Box<Int>(value: 1)`,
      // `main.Box<Swift.Array<Swift.Int>>(value: [1])` in a debug description).
      qualified =
        debug || value.isObject
        ? qualifiedDescription(of: .named(fullName, typeArguments))
        : "\(qualified)<\(typeArguments.map(\.description).joined(separator: ", "))>"
      if value.isObject { return qualified }
    }
    switch value {
    case .structure(let instance):
      let names = (type?.storedProperties ?? []).compactMap(\.name)
      let fields = try names.map { name in
        "\(name): \(try describe(instance.fields[name] ?? .optional(nil), debug: true, at: location))"
      }
      return "\(qualified)(\(fields.joined(separator: ", ")))"
    case .enumCase(let instance) where isSessionSymbol(instance):
      return instance.caseName  // the short syntax's symbol, as the session shows it
    case .enumCase(let instance) where debug && type.map({ !$0.genericParameters.isEmpty }) == true:
      // `Swift.Result<Swift.Int, main.LoadError>.success(1)`.
      let typeText = qualifiedDescription(of: .named(fullName, displayedTypeArguments(of: instance)))
      return try describeCase(instance, named: "\(typeText).\(instance.caseName)", type, at: location)
    case .enumCase(let instance):
      let name = debug ? "\(qualified).\(instance.caseName)" : instance.caseName
      return try describeCase(instance, named: name, type, at: location)
    default:
      return omitsModuleName ? fullName : "\(Self.moduleName).\(fullName)"
    }
  }

  /// The module a type's values are shown in: `main`, or the one a stand-in's type has in Swift.
  private func module(ofPrelude typeName: String) -> String {
    isPreludeType(typeName) ? Self.preludeModules[typeName] ?? Self.moduleName : Self.moduleName
  }

  /// An enum case as Swift's reflection shows it: its name, then its payload in parentheses
  /// (`badPage(3)`, `moved(from: 1, to: 2)`, `success(1, "a")` for a tuple).
  private func describeCase(
    _ instance: EnumValue, named name: String, _ type: TypeInfo?, at location: SourceLocation
  )
    throws -> String
  {
    guard !instance.payload.isEmpty else { return name }
    let labels = type?.enumCase(named: instance.caseName)?.payload.map(\.label) ?? []
    let parts = try instance.payload.enumerated().map { index, part in
      let label = index < labels.count ? labels[index].map { "\($0): " } ?? "" : ""
      return label + (try describe(part, debug: true, at: location))
    }
    if parts.count == 1, labels.first == nil || labels.first! == nil {
      // A tuple payload shows its elements in the case's parentheses (`success(1, "a")`).
      if case .tuple = instance.payload[0] { return name + parts[0] }
      return "\(name)(\(parts[0]))"
    }
    return "\(name)(\(parts.joined(separator: ", ")))"
  }
}
