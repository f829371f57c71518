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
  /// - Throws: a ``SessionError`` naming an unknown placeholder or an unclosed `{`.
  public init(_ text: String, typeName: String, fields: [String]) throws(SessionError) {
    guard text.count <= Self.maximumTemplateLength else {
      throw .templateTooLong(length: text.count, limit: Self.maximumTemplateLength)
    }
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

  /// The longest template accepted, in characters.
  public static let maximumTemplateLength = 1000
  /// The most UTF-8 bytes of a cell's content kept: every cell holds its content, so a
  /// template that repeats a long field must not multiply memory by the number of items.
  public static let maximumContentLength = 4096

  /// The content a cell shows for `value`; past ``maximumContentLength`` bytes it is cut at a
  /// character and ends with `… (N bytes in all)`.
  public func render(_ value: Value) -> String {
    var content = ""
    var total = 0
    for part in parts {
      let text: String
      switch part {
      case .literal(let literal): text = literal
      case .placeholder("value"): text = Self.plain(value)
      case .placeholder(let name):
        guard case .structure(let structure) = value, let field = structure[field: name] else { continue }
        text = Self.plain(field)
      }
      total += text.utf8.count
      if total <= Self.maximumContentLength {
        content += text
      } else if content.utf8.count < Self.maximumContentLength {
        for character in text {
          guard content.utf8.count + character.utf8.count <= Self.maximumContentLength else { break }
          content.append(character)
        }
      }
    }
    return total <= Self.maximumContentLength ? content : content + "… (\(total) bytes in all)"
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
