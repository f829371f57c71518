/// The declared struct types and their Hashable rules: what turns a ``Value`` into an
/// ``SnapshotIdentifier``.
public struct TypeRegistry: Hashable, Sendable {
  /// Declared types by name.
  public private(set) var types: [String: StructType] = [:]
  /// Type names in declaration order (for help, completion and `print`).
  public private(set) var typeNames: [String] = []
  /// Declared enum types by name.
  public private(set) var enums: [String: EnumType] = [:]
  /// Type aliases (`typealias Section = String`): the name and the type it stands for.
  public private(set) var aliases: [String: String] = [:]
  /// The struct types whose `==` is always false.
  private var neverEqualTypes: Set<String> = []
  /// How many declarations changed the Hashable rule of a type declared before: identifiers a
  /// client made before a change may no longer be unique under the rules now.
  public private(set) var ruleChanges = 0

  /// An empty registry: only Int, Double, Bool, String and symbols.
  public init() {}

  /// The declared type named `name`.
  public subscript(name: String) -> StructType? { types[name] }

  /// Declares `type`, or replaces the declaration of a type with the same name.
  public mutating func declare(_ type: StructType) {
    if let old = types.updateValue(type, forKey: type.name) {
      if old.hashFields != type.hashFields || old.equalityFields != type.equalityFields
        || old.isNeverEqual != type.isNeverEqual
      {
        ruleChanges += 1
      }
    } else {
      typeNames.append(type.name)
    }
    if type.isNeverEqual { neverEqualTypes.insert(type.name) } else { neverEqualTypes.remove(type.name) }
  }

  /// Declares an enum type, or replaces the declaration of an enum with the same name.
  public mutating func declare(_ type: EnumType) {
    enums[type.name] = type
  }

  /// Declares `name` as another name for `target` (`typealias Section = String`).
  public mutating func declareAlias(_ name: String, for target: String) {
    aliases[name] = target
  }

  /// The enum types that have a case named `name` without associated values, by name.
  public func enumsWithCase(named name: String) -> [EnumType] {
    enums.values.filter { $0[caseNamed: name]?.payloadLabels.isEmpty == true }.sorted { $0.name < $1.name }
  }

  /// Changes the Hashable rule of a declared type.
  /// - Throws: ``TypeError`` for an unknown type or field.
  public mutating func setRule(
    of name: String, hashFields: [String]? = nil, equalityFields: [String]? = nil
  ) throws(TypeError) {
    guard var type = types[name] else { throw .unknownType(name) }
    if let hashFields { try type.setHashFields(hashFields) }
    if let equalityFields { try type.setEqualityFields(equalityFields) }
    declare(type)
  }

  /// The identifier `value` is under the current rules.
  ///
  /// A struct is compared by its identity fields (hash ∪ `==`); an enum case by its case and
  /// associated values, and an array by its elements, as Swift's synthesized conformances
  /// do, each struct inside them by its own type's rule. A struct value of an undeclared type
  /// (or one whose fields no longer match its declaration) is compared by every field.
  public func identifier(for value: Value) -> SnapshotIdentifier {
    // An Int (the items of most scripts) is its own identity under any rule: no type to look up.
    if case .int = value { return SnapshotIdentifier(value) }
    if !neverEqualTypes.isEmpty && containsNeverEqual(value) {
      return SnapshotIdentifier(neverEqual: value, projection: projection(of: value) ?? value)
    }
    // The common case, a struct identified by some of its plain fields (`hash(id) equal(id)`):
    // the identity is read from the value, not copied into a projection.
    if case .structure(let structure) = value, let type = types[structure.typeName],
      type.fields == structure.fieldNames, type.identityFieldIndexes.count != type.fields.count,
      type.identityFieldIndexes.allSatisfy({ projection(of: structure.fields[$0]) == nil })
    {
      return SnapshotIdentifier(structure: structure, identityFields: type.identityFieldIndexes)
    }
    guard let projection = projection(of: value) else { return SnapshotIdentifier(value) }
    return SnapshotIdentifier(value: value, projection: projection)
  }

  /// `value` with every struct in it cut down to its identity fields, or `nil` when nothing
  /// is cut (the whole value is its identity).
  private func projection(of value: Value) -> Value? {
    switch value {
    case .int, .double, .bool, .string, .symbol, .nilValue: return nil
    case .structure(let structure):
      guard let type = types[structure.typeName], type.fields == structure.fieldNames else { return nil }
      let indexes = type.identityFieldIndexes
      var changed = indexes.count != type.fields.count
      var fields: [Value] = []
      fields.reserveCapacity(indexes.count)
      for index in indexes {
        let field = structure.fields[index]
        if let projected = projection(of: field) {
          fields.append(projected)
          changed = true
        } else {
          fields.append(field)
        }
      }
      guard changed else { return nil }
      return .structure(
        StructValue(type: structure.typeName, fieldNames: type.identityFields, fields: fields))
    case .enumCase(var enumValue):
      guard let payload = projection(ofElements: enumValue.payload) else { return nil }
      enumValue.payload = payload
      return .enumCase(enumValue)
    case .array(let elements):
      return projection(ofElements: elements).map(Value.array)
    case .dictionary(let keys, let values):
      let projectedKeys = projection(ofElements: keys)
      let projectedValues = projection(ofElements: values)
      guard projectedKeys != nil || projectedValues != nil else { return nil }
      return .dictionary(keys: projectedKeys ?? keys, values: projectedValues ?? values)
    }
  }

  /// Whether `value` is, or holds, a struct whose type's `==` is always false (a synthesized
  /// `==` of an enum or array compares it, so is false too).
  private func containsNeverEqual(_ value: Value) -> Bool {
    switch value {
    case .int, .double, .bool, .string, .symbol, .nilValue: false
    case .structure(let structure):
      neverEqualTypes.contains(structure.typeName) || structure.fields.contains(where: containsNeverEqual)
    case .enumCase(let enumValue): enumValue.payload.contains(where: containsNeverEqual)
    case .array(let elements): elements.contains(where: containsNeverEqual)
    case .dictionary(let keys, let values):
      keys.contains(where: containsNeverEqual) || values.contains(where: containsNeverEqual)
    }
  }

  /// The first identifier in `identifiers` that is not `==` to itself: what UIKit's identifier
  /// validator reports as IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF (it checks that before hashes).
  public func identifierNotEqualToItself(in identifiers: some Sequence<SnapshotIdentifier>)
    -> SnapshotIdentifier?
  {
    guard !neverEqualTypes.isEmpty else { return nil }
    return identifiers.first { $0.isNeverEqual }
  }

  private func projection(ofElements elements: [Value]) -> [Value]? {
    var result: [Value]?
    for (index, element) in elements.enumerated() {
      guard let projected = projection(of: element) else { continue }
      if result == nil { result = elements }
      result![index] = projected
    }
    return result
  }

  /// Re-derives `identifier` under the current rules (after a rule change).
  public func rekeyed(_ identifier: SnapshotIdentifier) -> SnapshotIdentifier {
    self.identifier(for: identifier.value)
  }

  /// The first pair of identifiers in `identifiers` that are `==` under their type's rule but
  /// hash differently: what UIKit reports as EQUAL_IDENTIFIERS_HAVE_DIFFERENT_HASH_VALUES.
  ///
  /// Only types whose rule hashes a field that `==` ignores can produce such a pair.
  /// - Complexity: O(n) expected.
  public func equalIdentifiersWithDifferentHashes(
    in identifiers: some Sequence<SnapshotIdentifier>
  ) -> (SnapshotIdentifier, SnapshotIdentifier)? {
    // The positions of the `==` fields of each type that can break the contract, worked out
    // once: per identifier, a lookup by name would cost O(fields) per field.
    var equalityIndexes: [String: [Int]] = [:]
    for type in types.values where !type.hashedButNotCompared.isEmpty {
      let position = Dictionary(
        type.fields.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      equalityIndexes[type.name] = type.equalityFields.map { position[$0]! }
    }
    guard !equalityIndexes.isEmpty else { return nil }
    var firstByEquality: [Value: SnapshotIdentifier] = [:]
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
