import DiffableEngine
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
    case .double(let number):
      if number.isNaN { return "Double.nan" }
      if number.isInfinite { return number < 0 ? "-Double.infinity" : "Double.infinity" }
      return String(number)
    case .bool(let flag): return String(flag)
    case .string(let text): return Self.literal(text)
    case .symbol(let name):
      if !symbols.contains(name) { symbols.append(name) }
      return "Symbol." + Self.name(name)
    case .structure(let structure):
      var arguments: [String] = []
      for (name, field) in zip(structure.fieldNames, structure.fields) {
        fieldTypes[structure.typeName, default: [:]][name, default: []].insert(Self.swiftType(of: field))
        arguments.append("\(Self.name(name)): \(expression(field))")
      }
      return Self.name(structure.typeName) + "(" + arguments.joined(separator: ", ") + ")"
    case .enumCase(let value):
      let arguments = zip(value.payloadLabels, value.payload).map { label, field in
        (label.map { "\(Self.name($0)): " } ?? "") + expression(field)
      }
      return Self.name(value.typeName) + "." + Self.name(value.caseName)
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
  mutating func list(_ values: [Value]) -> String {
    "[" + values.map { expression($0) }.joined(separator: ", ") + "]"
  }

  /// An array literal of the values of `identifiers`.
  mutating func list(_ identifiers: [SnapshotIdentifier]) -> String { list(identifiers.map(\.value)) }

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
    var lines = comment("`\(type.declarationDescription)`", prefix: "diffable: ").map { "/" + $0 }
    lines.append("enum \(name(type.name)): \(raw)Hashable\(iterable) {")
    for enumCase in type.cases {
      var line = "  case " + name(enumCase.name)
      if !enumCase.payloadLabels.isEmpty {
        line +=
          "("
          + enumCase.payloadLabels.map { ($0.map { "\(name($0)): " } ?? "") + "AnyHashable" }.joined(
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
      lines += symbols.map { "  case " + Self.name($0) }
      lines += ["}", ""]
    }
    for versions in types {
      guard let type = versions.last else { continue }
      let fields = type.fields.isEmpty ? "{}" : "{ \(type.fields.joined(separator: ", ")) }"
      let rules = versions.map(\.ruleDescription).joined(separator: ", then ")
      lines += Self.comment("`struct \(type.name) \(fields)`, \(rules)", prefix: "diffable: ").map {
        "/" + $0
      }
      lines.append("struct \(Self.name(type.name)): Hashable {")
      lines += type.fields.map { "  var \(Self.name($0)): \(fieldType(type.name, $0))" }
      if versions.count > 1 {
        lines += [
          "",
          "  /// The rule in force: diffable changed it during the session (`TYPE.rule = N` in the test).",
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
      type.hashFields.map { indent + "hasher.combine(\(name($0)))" }
    }
    guard versions.count > 1, let name = versions.first?.name else {
      return ["  func hash(into hasher: inout Hasher) {"] + combine(versions[0], indent: "    ") + ["  }"]
    }
    var lines = ["  func hash(into hasher: inout Hasher) {", "    switch \(Self.name(name)).rule {"]
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
      let parts = type.equalityFields.map { "lhs.\(Self.name($0)) == rhs.\(Self.name($0))" }
      return parts.isEmpty ? "true" : parts.joined(separator: " && ")
    }
    let type = Self.name(name)
    var lines = ["  static func == (lhs: \(type), rhs: \(type)) -> Bool {"]
    guard versions.count > 1 else { return lines + ["    " + comparison(versions[0]), "  }"] }
    lines.append("    switch \(type).rule {")
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
      lines.append(
        text.contains("\\(value")
          ? "  case let value as \(Self.name(name)):" : "  case is \(Self.name(name)):")
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
      if name == "value" {
        out += "\\(value)"
      } else if Self.isIdentifier(name) {
        out += "\\(value.\(Self.name(name))\(base))"
      } else {
        // Not a field (`cell` checks its placeholders; a template never reaches here with
        // one): the braces stay text, never code.
        out += Self.escapedLiteral(rest[open...close])
      }
      rest = rest[rest.index(after: close)...]
    }
    return out + Self.escapedLiteral(rest) + "\""
  }

  private static func escapedLiteral(_ text: Substring) -> String {
    String(literal(String(text)).dropFirst().dropLast())
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in blank: Character) -> String {
    String(drop { $0 == blank }.reversed().drop { $0 == blank }.reversed())
  }
}
