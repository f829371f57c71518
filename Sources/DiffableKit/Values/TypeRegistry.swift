/// The declared struct types and their Hashable rules: what turns a ``Value`` into an
/// ``Identifier``.
public struct TypeRegistry: Hashable, Sendable {
  /// Declared types by name.
  public private(set) var types: [String: StructType] = [:]
  /// Type names in declaration order (for help, completion and `print`).
  public private(set) var typeNames: [String] = []

  /// An empty registry: only Int, Double, Bool, String and symbols.
  public init() {}

  /// The declared type named `name`.
  public subscript(name: String) -> StructType? { types[name] }

  /// Declares `type`, or replaces the declaration of a type with the same name.
  public mutating func declare(_ type: StructType) {
    if types.updateValue(type, forKey: type.name) == nil { typeNames.append(type.name) }
  }

  /// Changes the Hashable rule of a declared type.
  /// - Throws: ``TypeError`` for an unknown type or field.
  public mutating func setRule(
    of name: String, hashFields: [String]? = nil, equalityFields: [String]? = nil
  ) throws(TypeError) {
    guard var type = types[name] else { throw .unknownType(name) }
    if let hashFields { try type.setHashFields(hashFields) }
    if let equalityFields { try type.setEqualityFields(equalityFields) }
    types[name] = type
  }

  /// The identifier `value` is under the current rules.
  ///
  /// A struct value of an undeclared type (or one whose fields no longer match its
  /// declaration) is compared by every field.
  public func identifier(for value: Value) -> Identifier {
    guard case .structure(let structure) = value,
      let type = types[structure.typeName], type.fields == structure.fieldNames
    else { return Identifier(value) }
    if type.identityFieldIndexes.count == type.fields.count { return Identifier(value) }
    let indexes = type.identityFieldIndexes
    let key = StructValue(
      type: structure.typeName, fieldNames: indexes.map { type.fields[$0] },
      fields: indexes.map { structure.fields[$0] })
    return Identifier(value: value, identityFields: key)
  }

  /// Re-derives `identifier` under the current rules (after a rule change).
  public func rekeyed(_ identifier: Identifier) -> Identifier { self.identifier(for: identifier.value) }

  /// The first pair of identifiers in `identifiers` that are `==` under their type's rule but
  /// hash differently: what UIKit reports as EQUAL_IDENTIFIERS_HAVE_DIFFERENT_HASH_VALUES.
  ///
  /// Only types whose rule hashes a field that `==` ignores can produce such a pair.
  /// - Complexity: O(n) expected.
  public func equalIdentifiersWithDifferentHashes(
    in identifiers: some Sequence<Identifier>
  ) -> (Identifier, Identifier)? {
    // The positions of the `==` fields of each type that can break the contract, worked out
    // once: per identifier, a lookup by name would cost O(fields) per field.
    var equalityIndexes: [String: [Int]] = [:]
    for type in types.values where !type.hashedButNotCompared.isEmpty {
      let position = Dictionary(
        type.fields.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      equalityIndexes[type.name] = type.equalityFields.map { position[$0]! }
    }
    guard !equalityIndexes.isEmpty else { return nil }
    var firstByEquality: [Value: Identifier] = [:]
    for identifier in identifiers {
      guard case .structure(let structure) = identifier.value,
        let indexes = equalityIndexes[structure.typeName], let type = types[structure.typeName],
        type.fields == structure.fieldNames
      else { continue }
      let equalityKey = Value.structure(
        StructValue(
          type: type.name, fieldNames: type.equalityFields, fields: indexes.map { structure.fields[$0] }))
      if let earlier = firstByEquality[equalityKey] {
        if earlier != identifier { return (earlier, identifier) }
      } else {
        firstByEquality[equalityKey] = identifier
      }
    }
    return nil
  }
}
