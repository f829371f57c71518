import DiffableKit

/// The stored properties of one type read while a trace is on (``Evaluator/fieldTrace``).
final class FieldTrace {
  let typeName: String
  var read: Set<String> = []

  init(typeName: String) { self.typeName = typeName }
}

extension Evaluator {
  /// Hashable's contract for a type whose `hash(into:)` and `==` are the program's code, checked
  /// once per type, on its first value a snapshot keys: the stored properties `hash(into:)` reads
  /// are traced, then those `==` reads when it compares the value with itself (as UIKit's
  /// validator asks, and on the path where every comparison passes, so that it reads all it
  /// compares). A property hashed but not read by `==` lets two `==` values hash differently:
  /// the session's warning for that rule (`StructType.contractWarning`) is logged. A trace
  /// follows computed properties and methods the bodies call.
  func checkHashableContract(of value: Value, at location: SourceLocation) throws {
    let typeName = value.typeName
    guard uikit != nil, !tracedTypes.contains(typeName), let type = types[typeName] else { return }
    tracedTypes.insert(typeName)
    guard findMethod("hash", labels: ["into"], in: typeName, isStatic: false) != nil,
      findMethod("==", labels: nil, in: typeName, isStatic: true) != nil
    else { return }
    let fields = type.storedProperties.compactMap(\.name)
    let outer = fieldTrace
    defer { fieldTrace = outer }
    let hashTrace = FieldTrace(typeName: typeName)
    fieldTrace = hashTrace
    _ = try hashKey(of: value, at: location)
    let equalityTrace = FieldTrace(typeName: typeName)
    fieldTrace = equalityTrace
    guard try equals(value, value, at: location) else { return }
    fieldTrace = outer
    let rule = try? StructType(
      name: typeName, fields: fields, hashFields: fields.filter(hashTrace.read.contains),
      equalityFields: fields.filter(equalityTrace.read.contains))
    if let warning = rule?.contractWarning { uikit?.log(warning, in: "declare") }
  }
}
