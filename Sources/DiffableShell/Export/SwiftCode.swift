import DiffableKit

/// Swift source for the values, types and cell provider of a session (``SwiftExport``).
///
/// Items and sections are `AnyHashable`, so one snapshot holds every kind a session used;
/// symbols (`main`) are cases of `enum Symbol`; each declared struct becomes a struct with
/// the Hashable rule it had in diffable.
struct SwiftCode {
  /// Every symbol used, in order of first use.
  private(set) var symbols: [String] = []
  /// For each struct type and field, the Swift types of the values seen there.
  private(set) var fieldTypes: [String: [String: Set<String>]] = [:]

  /// A value as a Swift expression, noting the symbols and field types it uses.
  mutating func expression(_ value: Value) -> String {
    switch value {
    case .int(let number): return String(number)
    case .double(let number): return number.isFinite ? String(number) : "Double.nan"
    case .bool(let flag): return String(flag)
    case .string(let text): return Value.quoted(text)
    case .symbol(let name):
      if !symbols.contains(name) { symbols.append(name) }
      return "Symbol." + name
    case .structure(let structure):
      var arguments: [String] = []
      for (name, field) in zip(structure.fieldNames, structure.fields) {
        fieldTypes[structure.typeName, default: [:]][name, default: []].insert(Self.swiftType(of: field))
        arguments.append("\(name): \(expression(field))")
      }
      return structure.typeName + "(" + arguments.joined(separator: ", ") + ")"
    case .enumCase(let value):
      let arguments = zip(value.payloadLabels, value.payload).map { label, field in
        (label.map { "\($0): " } ?? "") + expression(field)
      }
      return value.typeName + "." + value.caseName
        + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
    case .array(let values):
      return "[" + values.map { expression($0) }.joined(separator: ", ") + "] as [AnyHashable]"
    case .dictionary(let keys, let values):
      if keys.isEmpty { return "[:] as [AnyHashable: AnyHashable]" }
      return "[" + zip(keys, values).map { "\(expression($0)): \(expression($1))" }.joined(separator: ", ")
        + "] as [AnyHashable: AnyHashable]"
    case .nilValue:
      return "Optional<AnyHashable>.none"
    }
  }

  /// The Swift type of a value, as a field holding it is declared.
  private static func swiftType(of value: Value) -> String {
    switch value {
    case .array: "[AnyHashable]"
    case .dictionary: "[AnyHashable: AnyHashable]"
    case .nilValue: "AnyHashable?"
    default: value.typeName
    }
  }

  /// An array literal of `values` (Swift converts each element to `AnyHashable`).
  mutating func list(_ values: [Identifier]) -> String {
    "[" + values.map { expression($0.value) }.joined(separator: ", ") + "]"
  }

  /// The Swift type of a field: the one type its values had, else `AnyHashable`.
  func fieldType(_ type: String, _ field: String) -> String {
    guard let seen = fieldTypes[type]?[field], seen.count == 1, let only = seen.first else {
      return "AnyHashable"
    }
    return only
  }

  /// An enum declared in Swift, its associated values as `AnyHashable` (Hashable is
  /// synthesized, as for the enum diffable read).
  static func declaration(of type: EnumType) -> [String] {
    let raw = type.rawType.map { "\($0), " } ?? ""
    let iterable = type.isCaseIterable ? ", CaseIterable" : ""
    var lines = [
      "/// diffable: `\(type.declarationDescription)`", "enum \(type.name): \(raw)Hashable\(iterable) {",
    ]
    for enumCase in type.cases {
      var line = "  case " + caseName(enumCase.name)
      if !enumCase.payloadLabels.isEmpty {
        line +=
          "("
          + enumCase.payloadLabels.map { ($0.map { "\($0): " } ?? "") + "AnyHashable" }.joined(
            separator: ", ") + ")"
      }
      if let rawValue = enumCase.rawValue {
        var code = SwiftCode()
        line += " = " + code.expression(rawValue)
      }
      lines.append(line)
    }
    return lines + ["}", ""]
  }

  /// `enum Symbol` and one struct per declared type, with its Hashable rule.
  func declarations(types: [[StructType]]) -> [String] {
    var lines: [String] = []
    if !symbols.isEmpty {
      lines += [
        "/// The symbols of the session (`main`, `.fruit`): diffable's section and item names.",
        "enum Symbol: Hashable {",
      ]
      lines += symbols.map { "  case " + Self.caseName($0) }
      lines += ["}", ""]
    }
    for versions in types {
      guard let type = versions.last else { continue }
      let fields = type.fields.isEmpty ? "{}" : "{ \(type.fields.joined(separator: ", ")) }"
      let rules = versions.map(\.ruleDescription).joined(separator: ", then ")
      lines.append("/// diffable: `struct \(type.name) \(fields)`, \(rules)")
      lines.append("struct \(type.name): Hashable {")
      lines += type.fields.map { "  var \($0): \(fieldType(type.name, $0))" }
      if versions.count > 1 {
        lines += [
          "",
          "  /// The rule in force: diffable changed it during the session (`\(type.name).rule = N` in the test).",
          "  nonisolated(unsafe) static var rule = 0",
        ]
      }
      if versions.count > 1 || !type.isSynthesized {
        lines += [""] + Self.hashFunction(versions) + [""] + Self.equalFunction(versions, type: type.name)
      }
      lines += ["}", ""]
    }
    return lines
  }

  /// `hash(into:)` combining the fields of the rule in force.
  private static func hashFunction(_ versions: [StructType]) -> [String] {
    func combine(_ type: StructType, indent: String) -> [String] {
      type.hashFields.map { indent + "hasher.combine(\($0))" }
    }
    guard versions.count > 1, let name = versions.first?.name else {
      return ["  func hash(into hasher: inout Hasher) {"] + combine(versions[0], indent: "    ") + ["  }"]
    }
    var lines = ["  func hash(into hasher: inout Hasher) {", "    switch \(name).rule {"]
    for (index, version) in versions.enumerated() {
      lines.append(index == versions.count - 1 ? "    default:" : "    case \(index):")
      let body = combine(version, indent: "      ")
      lines += body.isEmpty ? ["      break"] : body
    }
    return lines + ["    }", "  }"]
  }

  /// `==` comparing the fields of the rule in force.
  private static func equalFunction(_ versions: [StructType], type name: String) -> [String] {
    func comparison(_ type: StructType) -> String {
      let parts = type.equalityFields.map { "lhs.\($0) == rhs.\($0)" }
      return parts.isEmpty ? "true" : parts.joined(separator: " && ")
    }
    var lines = ["  static func == (lhs: \(name), rhs: \(name)) -> Bool {"]
    guard versions.count > 1 else { return lines + ["    " + comparison(versions[0]), "  }"] }
    lines.append("    switch \(name).rule {")
    for (index, version) in versions.enumerated() {
      lines.append(index == versions.count - 1 ? "    default:" : "    case \(index):")
      lines.append("      return " + comparison(version))
    }
    return lines + ["    }", "  }"]
  }

  /// The cell provider's text for each item: a `case` per type with a cell template, and
  /// `"\(item)"` for the others, as diffable shows them.
  func contentFunction(templates: [String: CellTemplate]) -> [String] {
    var lines = [
      "/// The text the cell provider shows for `item`: diffable's `cell` templates.",
      "func content(of item: AnyHashable) -> String {",
      "  switch item.base {",
    ]
    for name in templates.keys.sorted() {
      guard let template = templates[name] else { continue }
      let text = interpolation(of: template.text, type: name)
      lines.append(text.contains("\\(value") ? "  case let value as \(name):" : "  case is \(name):")
      lines.append("    return " + text)
    }
    if templates["String"] == nil { lines += ["  case let text as String:", "    return text"] }
    lines += [
      "  default:",
      "    return \"\\(item.base)\"",
      "  }",
      "}",
    ]
    return lines
  }

  /// A template (`"{title}: {price}"`) as a Swift string with interpolations of `value`
  /// (an `AnyHashable` field through its `base`, which prints as the value itself).
  func interpolation(of template: String, type: String) -> String {
    var out = "\""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      out += Self.escapedLiteral(rest[..<open])
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let name = rest[rest.index(after: open)..<close].trimmingCharacters(in: " ")
      let base = fieldType(type, name) == "AnyHashable" ? ".base" : ""
      out += name == "value" ? "\\(value)" : "\\(value.\(name)\(base))"
      rest = rest[rest.index(after: close)...]
    }
    return out + Self.escapedLiteral(rest) + "\""
  }

  private static func escapedLiteral(_ text: Substring) -> String {
    String(Value.quoted(String(text)).dropFirst().dropLast())
  }

  /// A symbol as an enum case name (keywords in backquotes).
  static func caseName(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let",
    "operator", "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch",
    "where", "while", "as", "is", "nil", "self", "Self", "super", "throw", "throws", "true", "false", "try",
    "catch", "any", "some", "internal", "private", "public", "fileprivate", "open",
  ]
}

extension Substring {
  fileprivate func trimmingCharacters(in blank: Character) -> String {
    String(drop { $0 == blank }.reversed().drop { $0 == blank }.reversed())
  }
}
