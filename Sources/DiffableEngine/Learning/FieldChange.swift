import DiffableKit

/// One field whose value differs between two values of a struct type, as explain and the
/// hints name it: `title "Fare" → "Taxi"`.
package struct FieldChange: Hashable, Sendable {
  /// The field's name.
  package let name: String
  /// Its value before.
  let old: Value
  /// Its value after.
  package let new: Value

  /// `title "Fare" → "Taxi"`.
  var description: String { "\(name) \(old) → \(new)" }

  /// The fields that differ between `old` and `new`, in declared order; empty unless both
  /// are values of one struct type with the same fields.
  package static func between(_ old: Value, _ new: Value) -> [FieldChange] {
    guard case .structure(let before) = old, case .structure(let after) = new,
      before.typeName == after.typeName, before.fieldNames == after.fieldNames
    else { return [] }
    return before.fieldNames.indices.compactMap { index in
      before.fields[index] == after.fields[index]
        ? nil
        : FieldChange(name: before.fieldNames[index], old: before.fields[index], new: after.fields[index])
    }
  }

  /// Whether two values of one struct type agree on at least one field (so that one can
  /// pass for an edit of the other).
  static func shareAField(_ old: Value, _ new: Value) -> Bool {
    guard case .structure(let before) = old, case .structure(let after) = new,
      before.typeName == after.typeName, before.fieldNames == after.fieldNames
    else { return false }
    return zip(before.fields, after.fields).contains { $0 == $1 }
  }
}

extension [FieldChange] {
  /// `title "Fare" → "Taxi", price 10 → 12`.
  var listed: String { map(\.description).joined(separator: ", ") }

  /// `title, price`.
  var names: [String] { map(\.name) }
}

/// Lists for sentences: `title`, `title and price`, `id, title and price`.
enum Words {
  static func and(_ words: [String]) -> String {
    switch words.count {
    case 0: return ""
    case 1: return words[0]
    default: return words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
  }

  /// `1 cell`, `2 cells`.
  static func count(_ count: Int, _ noun: String) -> String { SnapshotDrawing.plural(count, noun) }
}
