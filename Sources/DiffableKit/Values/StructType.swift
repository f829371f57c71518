/// A declared struct type and its `Hashable` rule: which fields `hash(into:)` combines and
/// which fields `==` compares.
///
/// Swift synthesizes both from every stored property; a custom conformance may pick fewer.
/// Two values are the same identifier when they hash alike and are `==` (a hash table finds
/// an entry by hash, then by `==`), so identity uses the union of both field lists.
///
/// ```swift
/// let payment = try StructType(name: "Payment", fields: ["id", "title"], hashFields: ["id"],
///                              equalityFields: ["id"])
/// payment.ignoredByEquality  // ["title"]: a changed title leaves the item equal
/// ```
public struct StructType: Hashable, Sendable {
  /// The type's name, as written in the declaration.
  public let name: String
  /// Every field, in declared order.
  public let fields: [String]
  /// The fields `hash(into:)` combines, in declared order.
  public private(set) var hashFields: [String]
  /// The fields `==` compares, in declared order.
  public private(set) var equalityFields: [String]
  /// Whether `==` is always false (`static func == (...) -> Bool { false }`): a value is not
  /// equal even to itself, which breaks Equatable's contract. ``equalityFields`` is then empty.
  public private(set) var isNeverEqual = false
  /// Indexes into ``fields`` of the fields that decide identity (hash ∪ equality).
  public private(set) var identityFieldIndexes: [Int]
  /// The names of the identity fields, in declared order: one array that every identifier's
  /// projection shares (see ``TypeRegistry/identifier(for:)``).
  public private(set) var identityFields: [String]
  /// What a memberwise initialiser puts in a field that it is not given (`let id = UUID()`,
  /// `var note: String? = nil`); a field without an entry must be given.
  public var defaults: [String: FieldDefault] = [:]
  /// Each field's declared type as written (`String`, `[String]`, `Int?`), when declared.
  public var fieldTypes: [String: String] = [:]

  /// Declares a type; `nil` rules mean Swift's synthesized conformance (every field).
  /// - Throws: ``TypeError`` when a field is repeated or a rule names an unknown field.
  public init(
    name: String, fields: [String], hashFields: [String]? = nil, equalityFields: [String]? = nil
  ) throws(TypeError) {
    var seen = Set<String>()
    for field in fields where !seen.insert(field).inserted {
      throw .duplicateField(type: name, field: field)
    }
    self.name = name
    self.fields = fields
    self.hashFields = fields
    self.equalityFields = fields
    self.identityFieldIndexes = Array(fields.indices)
    self.identityFields = fields
    try setHashFields(hashFields ?? fields)
    try setEqualityFields(equalityFields ?? fields)
  }

  /// Changes the fields `hash(into:)` combines (`hash T: ...`).
  /// - Throws: ``TypeError/unknownField(type:field:)`` for a field the type does not have.
  public mutating func setHashFields(_ names: [String]) throws(TypeError) {
    hashFields = try inDeclaredOrder(names)
    updateIdentity()
  }

  /// Changes the fields `==` compares (`equal T: ...`).
  /// - Throws: ``TypeError/unknownField(type:field:)`` for a field the type does not have.
  public mutating func setEqualityFields(_ names: [String]) throws(TypeError) {
    equalityFields = try inDeclaredOrder(names)
    isNeverEqual = false
    updateIdentity()
  }

  /// Makes `==` always false (a hand-written `==` whose body is `false`).
  public mutating func setNeverEqual() {
    equalityFields = []
    isNeverEqual = true
    updateIdentity()
  }

  /// Fields that `hash(into:)` combines but `==` ignores. Not empty means the rule breaks
  /// Hashable's contract: two values that are `==` could hash differently.
  public var hashedButNotCompared: [String] {
    // Sets, not Array.contains: a struct may have thousands of fields.
    let compared = Set(equalityFields)
    return hashFields.filter { !compared.contains($0) }
  }

  /// Fields that `==` ignores: a change in one of them leaves an item equal (and its cell stale).
  public var ignoredByEquality: [String] {
    let compared = Set(equalityFields)
    return fields.filter { !compared.contains($0) }
  }

  /// Whether `hash(into:)` and `==` both use every field, as Swift synthesizes them.
  public var isSynthesized: Bool { hashFields == fields && equalityFields == fields && !isNeverEqual }

  /// A warning when the rule breaks Hashable's contract, naming the fields at fault.
  public var contractWarning: String? {
    if isNeverEqual {
      return "\(name) breaks Equatable's contract: == is always false, so a value is not == even to "
        + "itself. A snapshot can then never find an item of this type again: deleteItems skips it, "
        + "reloadItems, reconfigureItems and moveItem do not find it, appendItems adds it a second time "
        + "instead of moving it, and apply stops with UIKit's IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF. An "
        + "identifier must be == to itself."
    }
    let offending = hashedButNotCompared
    guard !offending.isEmpty else { return nil }
    let list = offending.map { "'\($0)'" }.joined(separator: ", ")
    let noun = offending.count == 1 ? "field" : "fields"
    return "\(name) breaks Hashable's contract: hash(into:) combines the \(noun) \(list), which == ignores, "
      + Self.brokenContractConsequence
  }

  /// How every warning of a broken Hashable contract ends: what follows, and Swift's rule.
  static let brokenContractConsequence =
    "so two values that are == can hash differently. The components used for hashing must be the same as "
    + "the components compared in ==."

  /// The Swift source this rule stands for, as help and `print` show it.
  public var ruleDescription: String {
    if isSynthesized { return "synthesized Hashable (hash and == use every field)" }
    let equal = isNeverEqual ? "always false" : equalityFields.joined(separator: ", ")
    return "hash(\(hashFields.joined(separator: ", "))) equal(\(equal))"
  }

  private func inDeclaredOrder(_ names: [String]) throws(TypeError) -> [String] {
    let declared = Set(fields)
    for name in names where !declared.contains(name) {
      throw .unknownField(type: self.name, field: name, fields: fields)
    }
    let named = Set(names)
    return fields.filter { named.contains($0) }
  }

  private mutating func updateIdentity() {
    let identity = Set(hashFields).union(equalityFields)
    identityFieldIndexes = fields.indices.filter { identity.contains(fields[$0]) }
    identityFields = identityFieldIndexes.map { fields[$0] }
  }
}

/// What a memberwise initialiser puts in a field it is not given.
public enum FieldDefault: Hashable, Sendable {
  /// This value, the same each time (`let emptyMessage = "Nothing here"`).
  case value(Value)
  /// A fresh `UUID()` each time a value is made (`let id = UUID()`): two values made alike are
  /// then never equal, as in an app.
  case freshUUID
}

/// A mistake in a struct declaration or rule.
public enum TypeError: Error, Hashable, Sendable {
  /// A field listed twice in a declaration.
  case duplicateField(type: String, field: String)
  /// A rule naming a field the type does not declare.
  case unknownField(type: String, field: String, fields: [String])
  /// A name that is not a declared struct type.
  case unknownType(String)
  /// A redeclaration that changes the fields of a type already in use.
  case typeInUse(String)
  /// An enum case declared twice.
  case duplicateCase(type: String, name: String)

  /// A stable camelCase code for JSON output.
  public var code: String {
    switch self {
    case .duplicateField: "duplicateField"
    case .unknownField: "unknownField"
    case .unknownType: "unknownType"
    case .typeInUse: "typeInUse"
    case .duplicateCase: "duplicateCase"
    }
  }
}

extension TypeError: CustomStringConvertible {
  /// The message a person reads.
  public var description: String {
    switch self {
    case .duplicateField(let type, let field):
      return "struct \(type) declares the field '\(field)' twice"
    case .unknownField(let type, let field, let fields):
      let list = fields.isEmpty ? "none" : fields.joined(separator: ", ")
      return "\(type) has no field '\(field)' (its fields: \(list))"
    case .unknownType(let name):
      return "no struct named '\(name)' has been declared"
    case .typeInUse(let name):
      return "\(name) already has values in the snapshot or on screen, so its fields cannot change"
    case .duplicateCase(let type, let name):
      return "enum \(type) declares the case '\(name)' twice"
    }
  }
}
