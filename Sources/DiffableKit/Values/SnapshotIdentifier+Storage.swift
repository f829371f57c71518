/// How an identifier that is not held inline keeps its value and identity (see
/// ``SnapshotIdentifier/Representation``), and the hash of an `Int` identity.
extension SnapshotIdentifier {
  /// What an identifier holds; immutable, so shared freely. Each kind keeps the value in its
  /// own way (a struct identified by some of its fields keeps just the struct: a 40-byte
  /// object), and none stores its identity twice when it is the value itself.
  @usableFromInline class Storage: @unchecked Sendable {
    /// `key`'s hash (seeded per process, as every Swift hash).
    @usableFromInline let keyHash: Int

    init(keyHash: Int) { self.keyHash = keyHash }

    /// Whether two storages are one identity (see ``SnapshotIdentifier/==(_:_:)``).
    @inlinable static func sameIdentity(_ lhs: Storage, _ rhs: Storage) -> Bool {
      lhs === rhs || (lhs.keyHash == rhs.keyHash && lhs.hasSameKey(as: rhs))
    }

    /// The full value, as last written by the person.
    var value: Value { preconditionFailure("each kind of storage keeps its value") }

    /// See ``SnapshotIdentifier/content``.
    var content: Value { value }

    /// Whether the registry's rules key this storage's value (see ``SnapshotIdentifier/isKeyedByRules``).
    var isKeyedByRules: Bool { true }

    /// What decides identity: the whole value (a whole `Double` as its `Int`), or its
    /// projection onto its identity fields.
    @usableFromInline var key: IdentityKey { preconditionFailure("each kind of storage has its key") }

    /// Whether `other`'s identity is this one's (`key == other.key`, which a subclass may
    /// answer without making the keys).
    @usableFromInline func hasSameKey(as other: Storage) -> Bool { key == other.key }

    /// Whether this identity is the `Int` `number`, which an identifier holds inline (a whole
    /// `Double`, or an identifier shown as another value, may be it).
    @usableFromInline func isIdentity(ofSmall number: Int32) -> Bool {
      keyHash == SnapshotIdentifier.intKeyHash(Int(number)) && key == .whole(.int(Int(number)))
    }

    /// See ``SnapshotIdentifier/localityNumber``.
    var localityNumber: Int? {
      switch value {
      case .int(let number): number
      case .double(let number): Int(exactly: number)
      case .structure(let structure): structure.fields.first?.intValue
      default: nil
      }
    }
  }

  /// The hash of the identity `Int` `number` (an `Int` value, or a `Double` that holds it):
  /// SplitMix64's finalizer, where a `Hasher` would run SipHash for every identifier made. It
  /// is a bijection, so the number is read back from it (``number(ofIntKeyHash:)``).
  @inlinable static func intKeyHash(_ number: Int) -> Int {
    var z = UInt64(bitPattern: Int64(number)) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(Int64(bitPattern: z ^ (z >> 31)))
  }

  /// The number whose ``intKeyHash(_:)`` is `hash`: each step undone, last first (an
  /// `x ^ (x >> s)` by the same shifts repeated, a multiplication by the inverse of its odd
  /// factor modulo 2⁶⁴).
  static func number(ofIntKeyHash hash: Int) -> Int {
    var z = UInt64(bitPattern: Int64(hash))
    z = z ^ (z >> 31) ^ (z >> 62)
    z = z &* 0x3196_42B2_D24D_8EC3
    z = z ^ (z >> 27) ^ (z >> 54)
    z = z &* 0x96DE_1B17_3F11_9089
    z = z ^ (z >> 30) ^ (z >> 60)
    return Int(Int64(bitPattern: z &- 0x9E37_79B9_7F4A_7C15))
  }

  /// The storage of an `Int` value too large to be held inline (see ``Representation``): its
  /// hash alone (a 24-byte object, where a ``WholeStorage`` holds a whole ``Value``), the
  /// number read back from it, and two of them compared by their hashes.
  @usableFromInline final class IntStorage: Storage, @unchecked Sendable {
    init(_ number: Int) { super.init(keyHash: SnapshotIdentifier.intKeyHash(number)) }

    /// The number.
    var number: Int { SnapshotIdentifier.number(ofIntKeyHash: keyHash) }

    override var value: Value { .int(number) }

    @usableFromInline override var key: IdentityKey { .whole(.int(number)) }

    @usableFromInline override func hasSameKey(as other: Storage) -> Bool {
      // The hash tells numbers apart: it is a bijection.
      guard other is IntStorage else { return key == other.key }
      return keyHash == other.keyHash
    }

    override var localityNumber: Int? { number }
  }

  /// The storage of a value that is its own identity (a whole `Double` compared as its `Int`),
  /// other than an `Int` (``IntStorage``).
  @usableFromInline final class WholeStorage: Storage, @unchecked Sendable {
    let stored: Value

    init(value: Value) {
      stored = value
      let key = SnapshotIdentifier.bridgedNumber(value)
      // A whole `Double` hashes as the `Int` it equals.
      let keyHash =
        if case .int(let number) = key { SnapshotIdentifier.intKeyHash(number) } else {
          IdentityKey.whole(key).hashValue
        }
      super.init(keyHash: keyHash)
    }

    override var value: Value { stored }

    @usableFromInline override var key: IdentityKey { .whole(SnapshotIdentifier.bridgedNumber(stored)) }

    @usableFromInline override func hasSameKey(as other: Storage) -> Bool {
      // Two whole values compare as their keys would, without making the keys (a section named
      // on each line of a script is looked up this way).
      guard let other = other as? WholeStorage else { return key == other.key }
      return SnapshotIdentifier.bridgedNumber(stored) == SnapshotIdentifier.bridgedNumber(other.stored)
    }
  }

  /// The storage of a value cut down to its identity fields (``TypeRegistry/identifier(for:)``).
  @usableFromInline final class ProjectedStorage: Storage, @unchecked Sendable {
    let stored: Value
    let projection: Value

    let isClients: Bool

    init(value: Value, projection: Value, isClients: Bool = false) {
      stored = value
      self.projection = projection
      self.isClients = isClients
      super.init(keyHash: IdentityKey.projected(projection).hashValue)
    }

    override var value: Value { stored }

    override var isKeyedByRules: Bool { !isClients }

    @usableFromInline override var key: IdentityKey { .projected(projection) }

    override var localityNumber: Int? {
      if case .structure(let structure) = projection { structure.fields.first?.intValue } else { nil }
    }
  }

  /// The storage of an identifier shown as another value (see ``shown(as:)``): the identity is
  /// the other identifier's.
  @usableFromInline final class ShownStorage: Storage, @unchecked Sendable {
    let shown: Value
    let identity: SnapshotIdentifier
    /// See ``SnapshotIdentifier/instance``.
    let instance: Int?

    init(shown: Value, identity: SnapshotIdentifier, instance: Int?) {
      self.shown = shown
      self.identity = identity
      self.instance = instance
      super.init(keyHash: identity.keyHash)
    }

    override var value: Value { shown }

    override var content: Value { identity.content }

    override var isKeyedByRules: Bool { false }

    @usableFromInline override var key: IdentityKey { identity.key }

    @usableFromInline override func hasSameKey(as other: Storage) -> Bool {
      identity == ((other as? ShownStorage)?.identity ?? SnapshotIdentifier(storage: other))
    }

    override var localityNumber: Int? { identity.localityNumber }
  }

  /// The storage of a value whose type's `==` is always false (see ``init(neverEqual:projection:)``).
  @usableFromInline final class NeverEqualStorage: Storage, @unchecked Sendable {
    let stored: Value
    let projection: Value

    init(value: Value, projection: Value) {
      stored = value
      self.projection = projection
      super.init(keyHash: IdentityKey.neverEqual(projection).hashValue)
    }

    override var value: Value { stored }

    @usableFromInline override var key: IdentityKey { .neverEqual(projection) }

    /// Equal to nothing but itself: filed by its own hash.
    override var localityNumber: Int? { nil }
  }

  /// The storage of a struct value whose identity is some of its top-level fields: the
  /// projection is made from the value when compared, so each identity field is stored once,
  /// and the fields' names are read from the value's (the type's) field names.
  @usableFromInline final class FieldsStorage: Storage, @unchecked Sendable {
    let structure: StructValue
    /// The positions of the identity fields (shared with the type).
    let indexes: [Int]

    init(structure: StructValue, indexes: [Int]) {
      self.structure = structure
      self.indexes = indexes
      super.init(keyHash: IdentityKey.projected(Self.projection(structure, indexes)).hashValue)
    }

    override var value: Value { .structure(structure) }

    @usableFromInline override var key: IdentityKey { .projected(Self.projection(structure, indexes)) }

    /// Two such projections compared field by field in the values, without making them (a
    /// projection is a new struct value each time: an allocation per side and per comparison,
    /// most of the cost of a hash table lookup or a diff of struct items).
    @usableFromInline override func hasSameKey(as other: Storage) -> Bool {
      guard let other = other as? FieldsStorage else { return key == other.key }
      return structure.hasSameFields(at: indexes, as: other.structure, at: other.indexes)
    }

    override var localityNumber: Int? { indexes.first.flatMap { structure.fields[$0].intValue } }

    private static func projection(_ structure: StructValue, _ indexes: [Int]) -> Value {
      let names = structure.fieldNames
      return .structure(
        StructValue(
          type: structure.typeName, fieldNames: indexes.map { names[$0] },
          fields: indexes.map { structure.fields[$0] }))
    }
  }
}
