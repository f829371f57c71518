import Foundation

/// A string's `utf8` and `unicodeScalars` views, as far as app code counts and walks them:
/// `count`, `isEmpty`, `first`, `last`, `for-in`, `Array(text.utf8)` and the sequence methods that make an array
/// or a single value (`map`, `filter`, `reduce`, `contains`...). The rest of each view (its
/// indices, its slices) is refused by name. A view holds its string in a field no Swift name can
/// reach; its bytes are Ints here (UInt8 in Swift), which print and compare the same, and its
/// scalars are `Unicode.Scalar` values with their `value`.
extension Library {
  /// The type names of the views, by the String property that makes each.
  private static let textViews = ["utf8": "String.UTF8View", "unicodeScalars": "String.UnicodeScalarView"]

  /// The field that holds a view's string (a space makes it a name no program can write).
  private static let viewText = " text"

  /// The type name of a Unicode scalar, an element of `unicodeScalars`.
  private static let scalarType = "Unicode.Scalar"

  /// The sequence methods a view runs: those whose result is an array or a single value, the
  /// same whatever the sequence.
  private static let viewMethods: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "contains", "allSatisfy", "first",
    "last", "count", "min", "max", "sorted", "starts", "elementsEqual",
  ]

  /// `text.utf8` or `text.unicodeScalars`, or nil for another property.
  static func textView(of text: String, _ name: String) -> Value? {
    guard let typeName = textViews[name] else { return nil }
    return .structure(StructValue(typeName: typeName, fields: [viewText: .string(text)]))
  }

  /// The view's name and string, or nil for a value that is not a view.
  private static func viewedText(_ value: Value) -> (typeName: String, text: String)? {
    guard case .structure(let instance) = value, textViews.values.contains(instance.typeName),
      case .string(let text)? = instance.fields[viewText]
    else { return nil }
    return (instance.typeName, text)
  }

  /// The elements of a view: its bytes as Ints, or its scalars; nil for a value that is not a view.
  static func textViewElements(_ value: Value) -> [Value]? {
    guard let (typeName, text) = viewedText(value) else { return nil }
    if typeName == "String.UTF8View" { return text.utf8.map { .int(Int($0)) } }
    return text.unicodeScalars.map {
      .structure(StructValue(typeName: scalarType, fields: ["value": .int(Int($0.value))]))
    }
  }

  /// `count`, `isEmpty`, `first` and `last` of a view, `value` of a scalar; any other member of either is
  /// refused by name. Nil for a value that is neither.
  static func textViewProperty(_ value: Value, _ name: String, at location: SourceLocation) throws -> Value? {
    if case .structure(let instance) = value, instance.typeName == scalarType {
      if name == "value", let number = instance.fields["value"] { return number }
      throw InterpreterError.unsupported("'\(name)' of a Unicode.Scalar", at: location)
    }
    guard let (typeName, text) = viewedText(value) else { return nil }
    switch name {
    case "count": return .int(typeName == "String.UTF8View" ? text.utf8.count : text.unicodeScalars.count)
    case "isEmpty": return .bool(text.isEmpty)
    case "first", "last":
      let elements = textViewElements(value) ?? []
      return .optional(name == "first" ? elements.first : elements.last)
    default: throw viewRefusal(name, typeName, at: location)
    }
  }

  /// Refuses a method of a view that diffable does not run (one whose result is a view, a slice or
  /// an index in Swift); nil for one it runs, or a value that is not a view.
  static func textViewMethodRefusal(_ value: Value, _ name: String, at location: SourceLocation)
    -> InterpreterError?
  {
    guard let (typeName, _) = viewedText(value), !viewMethods.contains(name) else { return nil }
    return viewRefusal(name, typeName, at: location)
  }

  private static func viewRefusal(_ name: String, _ typeName: String, at location: SourceLocation)
    -> InterpreterError
  {
    var error = InterpreterError.unsupported("'\(name)' of a \(typeName)", at: location)
    let property = typeName == "String.UTF8View" ? "utf8" : "unicodeScalars"
    error.fix = "use Array(text.\(property)), or count and for-in"
    return error
  }

  /// How a view or a scalar prints: as Swift prints it (a view as its string, `UTF8View("é")` in a
  /// collection; a scalar as its character, `"\u{00E9}"` in a collection); nil for another value.
  static func textViewDescription(_ value: Value, debug: Bool) -> String? {
    if case .structure(let instance) = value, instance.typeName == scalarType,
      case .int(let number)? = instance.fields["value"], let scalar = Unicode.Scalar(UInt32(number))
    {
      return debug ? String(reflecting: scalar) : String(scalar)
    }
    guard let (typeName, text) = viewedText(value) else { return nil }
    if !debug { return text }
    return typeName == "String.UTF8View"
      ? String(reflecting: text.utf8) : String(reflecting: text.unicodeScalars)
  }
}
