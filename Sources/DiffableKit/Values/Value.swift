/// A value a person writes as an identifier: the Swift values a snapshot can hold.
///
/// `Value` equality is structural (every field). Identity inside a snapshot is decided by
/// ``SnapshotIdentifier``, which applies the Hashable rules of the value's ``StructType``.
///
/// ```swift
/// let fare = Value.structure(StructValue(type: "Payment", fieldNames: ["id", "title"],
///                                        fields: [.int(1), .string("Fare")]))
/// fare.description  // Payment(id: 1, title: "Fare")
/// ```
public enum Value: Hashable, Sendable {
  /// An `Int`, written `42` or `-3`.
  case int(Int)
  /// A `Double`, written `9.99`.
  case double(Double)
  /// A `Bool`, written `true` or `false`.
  case bool(Bool)
  /// A `String`, written in double quotes.
  case string(String)
  /// A case of an enum-like symbol type, written `main` or `.main`.
  case symbol(String)
  /// A value of a declared struct type (one reference: its name, field names and fields
  /// live in one allocation).
  case structure(StructValue)
  /// A case of a declared enum type, with its associated values (`.payment(details)`).
  indirect case enumCase(EnumValue)
  /// An array of values (`[1, 2]`), as an array field or an item holds it.
  case array([Value])
  /// A dictionary (`["a": [1, 2]]`): keys and values, parallel, in the order of their keys
  /// (Swift's order is unspecified; one order makes equality and transcripts repeat).
  case dictionary(keys: [Value], values: [Value])
  /// `nil`: an optional field that holds nothing.
  case nilValue

  /// The name of the value's type as Swift would print it (`Int`, `String`, `Payment`);
  /// symbols belong to one enum-like type named `Symbol`.
  public var typeName: String {
    switch self {
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .string: "String"
    case .symbol: "Symbol"
    case .structure(let value): value.typeName
    case .enumCase(let value): value.typeName
    case .array: "Array"
    case .dictionary: "Dictionary"
    case .nilValue: "Optional"
    }
  }
}

extension Value: CustomStringConvertible {
  /// The value as diffable prints it everywhere (text output, JSON `id`, UIKit messages):
  /// `main`, `42`, `9.99`, `"Fare"`, `Payment(id: 1, title: "Fare", price: 10)`.
  public var description: String {
    switch self {
    case .int(let value): String(value)
    case .double(let value): String(value)
    case .bool(let value): String(value)
    case .string(let value): Value.quoted(value)
    case .symbol(let name): name
    case .structure(let value): value.description
    case .enumCase(let value): value.description
    case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
    case .dictionary(let keys, let values):
      keys.isEmpty ? "[:]" : "[" + zip(keys, values).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
    case .nilValue: "nil"
    }
  }

  /// `text` as a Swift string literal, escaping what would not read back.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
