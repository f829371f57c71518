import DiffableKit
import SwiftSyntax

/// Dictionaries, as the articles group items by section: literals (`["a": [1, 2]]`, `[:]`),
/// `Dictionary(grouping:by:)`, subscripts (`grouped[section]!`, `grouped[section] ?? []`,
/// `grouped[tag, default: []].append(x)`), `keys`, `values`, `count`, `isEmpty`, and
/// `for (key, value) in dictionary`. Entries are kept in the order of their keys (Swift's order
/// is unspecified; one fixed order makes `==` and transcripts repeat).
extension SwiftRun {
  /// `["a": [1, 2], "b": []]` or `[:]`.
  func dictionaryLiteral(_ literal: DictionaryExprSyntax) throws(SwiftError) -> Value {
    guard case .elements(let elements) = literal.content else { return .dictionary(keys: [], values: []) }
    var pairs: [(Value, Value)] = []
    for element in elements {
      let key = try value(element.key)
      if pairs.contains(where: { registry.identifier(for: $0.0) == registry.identifier(for: key) }) {
        throw SwiftError(
          element.key, "Fatal error: Dictionary literal contains duplicate keys (\(key.description))")
      }
      pairs.append((key, try value(element.value)))
    }
    return dictionary(pairs)
  }

  /// A dictionary of `pairs` (keys distinct), in key order.
  func dictionary(_ pairs: [(Value, Value)]) -> Value {
    let sorted = pairs.sorted { Self.keyPrecedes($0.0, $1.0) }
    return .dictionary(keys: sorted.map(\.0), values: sorted.map(\.1))
  }

  /// The fixed order of keys: numbers by value, strings and booleans as Swift orders them,
  /// anything else by type name, then as printed.
  static func keyPrecedes(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.int(let x), .int(let y)): return x < y
    case (.double(let x), .double(let y)): return x < y
    case (.string(let x), .string(let y)): return x < y
    case (.bool(let x), .bool(let y)): return !x && y
    default:
      if a.typeName != b.typeName { return a.typeName < b.typeName }
      return a.description < b.description
    }
  }

  /// The index of `key` in `keys`, found as a Swift dictionary finds it (hash and `==`, under
  /// the Hashable rules of the key's type).
  func index(of key: Value, in keys: [Value]) -> Int? {
    let wanted = registry.identifier(for: key)
    return keys.firstIndex { registry.identifier(for: $0) == wanted }
  }

  /// `Dictionary(grouping: episodes, by: { $0.tag })` or `by: \.tag`: each key's elements, in
  /// their order in the array.
  func grouping(_ call: FunctionCallExprSyntax) throws(SwiftError) -> Value {
    let arguments = Array(call.arguments)
    guard let first = arguments.first, first.label?.text == "grouping" else {
      throw SwiftError.unsupported(
        call, "this Dictionary initializer",
        fix: "diffable makes dictionaries with literals ([\"a\": [1]]) and Dictionary(grouping:by:)")
    }
    let elements = try self.elements(first.expression)
    let by: ExprSyntax
    if arguments.count == 2, arguments[1].label?.text == "by" {
      by = arguments[1].expression
    } else if arguments.count == 1, let trailing = call.trailingClosure {
      by = ExprSyntax(trailing)
    } else {
      throw SwiftError(call, "write Dictionary(grouping: items, by: { $0.tag }) or by: \\.tag")
    }
    var keys: [Value] = []
    var groups: [[Value]] = []
    for element in elements {
      let key: Value
      if let closure = by.as(ClosureExprSyntax.self) {
        key = try apply(closure, to: [element])
      } else if by.is(KeyPathExprSyntax.self) {
        key = try keyPath(by, of: element)
      } else {
        throw SwiftError.unsupported(
          by, "passing a function by name here", fix: "write a closure: { $0.tag }")
      }
      if let found = index(of: key, in: keys) {
        groups[found].append(element)
      } else {
        keys.append(key)
        groups.append([element])
      }
    }
    return dictionary(Array(zip(keys, groups.map(Value.array))))
  }

  /// `grouped[key]` (an optional) or `grouped[key, default: []]`.
  func dictionarySubscript(keys: [Value], values: [Value], _ subscriptCall: SubscriptCallExprSyntax)
    throws(SwiftError) -> Value
  {
    let (key, fallback) = try dictionaryArguments(subscriptCall)
    if let found = index(of: key, in: keys) { return values[found] }
    return fallback ?? .nilValue
  }

  /// The key of `d[key]` and the value of `default:`, if given.
  func dictionaryArguments(_ subscriptCall: SubscriptCallExprSyntax) throws(SwiftError) -> (Value, Value?) {
    let arguments = Array(subscriptCall.arguments)
    guard let first = arguments.first, first.label == nil, arguments.count <= 2 else {
      throw SwiftError(subscriptCall, "write dictionary[key] or dictionary[key, default: value]")
    }
    guard arguments.count == 2 else { return (try value(first.expression), nil) }
    guard arguments[1].label?.text == "default" else {
      throw SwiftError(arguments[1], "expected the label 'default:'")
    }
    return (try value(first.expression), try value(arguments[1].expression))
  }

  /// `grouped[key] = value` (`nil` removes the key): the new dictionary.
  func settingEntry(
    keys: [Value], values: [Value], _ subscriptCall: SubscriptCallExprSyntax, to newValue: Value
  ) throws(SwiftError) -> Value {
    let (key, _) = try dictionaryArguments(subscriptCall)
    var pairs = Array(zip(keys, values))
    if let found = index(of: key, in: keys) {
      if newValue == .nilValue { pairs.remove(at: found) } else { pairs[found].1 = newValue }
    } else if newValue != .nilValue {
      pairs.append((key, newValue))
    }
    return dictionary(pairs)
  }

  /// `keys`, `values`, `count`, `isEmpty` of a dictionary; `nil` for another name.
  func dictionaryProperty(_ name: String, keys: [Value], values: [Value]) -> Value? {
    switch name {
    case "keys": .array(keys)
    case "values": .array(values)
    case "count": .int(keys.count)
    case "isEmpty": .bool(keys.isEmpty)
    default: nil
    }
  }

  /// `==` of two dictionaries: the same keys, each with an equal value.
  func equalDictionaries(_ a: (keys: [Value], values: [Value]), _ b: (keys: [Value], values: [Value])) -> Bool
  {
    guard a.keys.count == b.keys.count else { return false }
    for (key, value) in zip(a.keys, a.values) {
      guard let found = index(of: key, in: b.keys), equal(value, b.values[found]) else { return false }
    }
    return true
  }
}
