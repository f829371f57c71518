import DiffableKit

/// A cell provider written as a template: `{field}` stands for a field of a struct value,
/// `{value}` for the whole value's display text. Strings render without quotes, as a
/// `cellProvider` closure that sets `cell.textLabel?.text = item.title` would show them.
public struct CellTemplate: Hashable, Sendable {
  /// The template as written.
  public let text: String
  private let parts: [Part]

  private enum Part: Hashable, Sendable {
    case literal(String)
    case placeholder(String)
  }

  /// Parses `text`, checking every placeholder against `fields` (the type's fields; empty
  /// for built-in types, which allow only `{value}`).
  /// - Throws: a ``ShellError`` naming an unknown placeholder or an unclosed `{`.
  public init(_ text: String, typeName: String, fields: [String]) throws(ShellError) {
    var parts: [Part] = []
    var literal = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "{" {
        guard let close = text[index...].firstIndex(of: "}") else {
          throw .unclosedPlaceholder
        }
        let name = String(text[text.index(after: index)..<close]).trimmingSpaces()
        guard name == "value" || fields.contains(name) else {
          throw .unknownPlaceholder(name, type: typeName, fields: fields)
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        literal = ""
        parts.append(.placeholder(name))
        index = text.index(after: close)
      } else {
        literal.append(character)
        index = text.index(after: index)
      }
    }
    if !literal.isEmpty { parts.append(.literal(literal)) }
    self.text = text
    self.parts = parts
  }

  /// The content a cell shows for `value`.
  public func render(_ value: Value) -> String {
    parts.map { part in
      switch part {
      case .literal(let text): return text
      case .placeholder("value"): return Self.plain(value)
      case .placeholder(let name):
        guard case .structure(let structure) = value, let field = structure[field: name] else { return "" }
        return Self.plain(field)
      }
    }.joined()
  }

  /// A value as a label shows it: strings without quotes.
  static func plain(_ value: Value) -> String {
    if case .string(let text) = value { return text }
    return value.description
  }
}

extension String {
  func trimmingSpaces() -> String {
    var slice = Substring(self)
    while slice.first == " " { slice = slice.dropFirst() }
    while slice.last == " " { slice = slice.dropLast() }
    return String(slice)
  }
}
