/// A value as a snapshot holds it: compared and hashed by the fields its type's Hashable rule
/// uses, while keeping every field for display and for cell content.
///
/// Two identifiers are equal when their types match and their identity fields (hash ∪ `==`)
/// are equal, which is how a hash table built on `hash(into:)` and `==` finds an entry.
/// Make identifiers with ``TypeRegistry/identifier(for:)``.
public struct SnapshotIdentifier: Hashable, Sendable {
  /// The value and its identity, in one shared box: snapshots copy identifiers all the time
  /// (a command edits a copy of its section, for atomicity and undo), and a reference copies
  /// with one retain where the two enums it holds would copy field by field; the identity's
  /// hash is worked out once, not at every lookup.
  @usableFromInline let storage: Storage

  /// The full value, as last written by the person.
  public var value: Value { storage.value }

  /// An identifier for a value that is not a struct (its identity is the whole value).
  /// Struct values must go through ``TypeRegistry/identifier(for:)``.
  ///
  /// Numbers are compared as `AnyHashable` compares them: `AnyHashable(1) == AnyHashable(1.0)`
  /// is true, so a `Double` that holds a whole number in `Int`'s range is the identifier of
  /// that `Int` (shown as written). `Bool` stays apart (`AnyHashable(true) != AnyHashable(1)`),
  /// as do `String` and symbols.
  public init(_ value: Value) {
    if case .int(let number) = value {
      storage = IntStorage(number)
    } else {
      storage = WholeStorage(value: value)
    }
  }

  /// `value` with a whole `Double` turned into the `Int` that `AnyHashable` finds equal to it.
  @usableFromInline static func bridgedNumber(_ value: Value) -> Value {
    guard case .double(let number) = value, let whole = Int(exactly: number) else { return value }
    return .int(whole)
  }

  /// An identifier shown as `value` whose identity is `identity` alone: a client that works out
  /// identity itself (the Swift interpreter runs the program's `hash(into:)` and `==`) keys its
  /// values by what it worked out. Such an identity equals no whole value's, even one that
  /// holds the same data.
  public init(value: Value, identity: Value) {
    storage = ProjectedStorage(value: value, projection: identity, isClients: true)
  }

  /// Whether the registry's rules key this identifier from its value, so that
  /// ``TypeRegistry/rekeyed(_:)`` derives it again: false for an identity a client worked out
  /// (``init(value:identity:)``) and for one shown as another value (``shown(as:)``).
  public var isKeyedByRules: Bool { storage.isKeyedByRules }

  /// An identifier whose identity is `projection`: `value` with every struct in it (itself,
  /// or one inside an enum payload or an array) cut down to its identity fields.
  init(value: Value, projection: Value) {
    storage = ProjectedStorage(value: value, projection: projection)
  }

  /// An identifier for a struct value whose identity is the top-level fields at `indexes`,
  /// none of them holding a struct that is cut down itself: the identity is read from the
  /// value when needed, not stored a second time.
  init(structure: StructValue, identityFields indexes: [Int]) {
    storage = FieldsStorage(structure: structure, indexes: indexes)
  }

  /// An identifier of a value whose type's `==` is always false: equal to no other identifier,
  /// however alike, only to copies of itself (Foundation's hash tables compare pointers before
  /// calling `isEqual:`, and a snapshot keeps the object it was given).
  init(neverEqual value: Value, projection: Value) {
    storage = NeverEqualStorage(value: value, projection: projection)
  }

  /// This identifier shown as `value`: the same identity, another text (a client whose language
  /// prints the value otherwise: Swift's `Item(section: Section.fruits)` for the session's
  /// `Item(section: fruits)`).
  public func shown(as value: Value) -> SnapshotIdentifier {
    SnapshotIdentifier(storage: ShownStorage(shown: value, identity: storage))
  }

  /// Whether the identifier's type has an `==` that is always false.
  public var isNeverEqual: Bool {
    if case .neverEqual = storage.key { return true }
    return false
  }

  /// Whether two identifiers are the same item or section: equal identity, whatever the other
  /// fields hold (as a hash table built on the type's `hash(into:)` and `==` decides).
  @inlinable public static func == (lhs: SnapshotIdentifier, rhs: SnapshotIdentifier) -> Bool {
    Storage.sameIdentity(lhs.storage, rhs.storage)
  }

  /// The identifier whose storage is `storage` (a flattened item, or an index entry, turned back
  /// into one).
  init(storage: Storage) { self.storage = storage }

  /// Hashes the identity only, so equal identifiers hash alike.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(storage.keyHash) }

  /// What Set, Dictionary and OrderedSet ask for: the identity's hash, already SipHash-mixed
  /// once when the identifier was made, mixed with the table's seed by a multiply-xorshift
  /// (SplitMix64's finalizer) instead of a second SipHash round per lookup.
  @inlinable public func _rawHashValue(seed: Int) -> Int { Self.rawHash(storage.keyHash, seed: seed) }

  /// ``_rawHashValue(seed:)`` of an identifier whose identity hashes to `keyHash`.
  @inlinable static func rawHash(_ keyHash: Int, seed: Int) -> Int {
    var z = UInt64(bitPattern: Int64(keyHash ^ seed))
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(Int64(bitPattern: z ^ (z >> 31)))
  }

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

    /// Whether the registry's rules key this storage's value (see ``SnapshotIdentifier/isKeyedByRules``).
    var isKeyedByRules: Bool { true }

    /// What decides identity: the whole value (a whole `Double` as its `Int`), or its
    /// projection onto its identity fields.
    @usableFromInline var key: IdentityKey { preconditionFailure("each kind of storage has its key") }

    /// Whether `other`'s identity is this one's (`key == other.key`, which a subclass may
    /// answer without making the keys).
    @usableFromInline func hasSameKey(as other: Storage) -> Bool { key == other.key }

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
  static func intKeyHash(_ number: Int) -> Int {
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

  /// The storage of an `Int` value, the identifiers most scripts are made of: its hash alone
  /// (a 24-byte object, where a ``WholeStorage`` holds a whole ``Value``), the number read
  /// back from it, and two of them compared by their hashes.
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
  /// the other storage's.
  @usableFromInline final class ShownStorage: Storage, @unchecked Sendable {
    let shown: Value
    let identity: Storage

    init(shown: Value, identity: Storage) {
      self.shown = shown
      self.identity = identity
      super.init(keyHash: identity.keyHash)
    }

    override var value: Value { shown }

    override var isKeyedByRules: Bool { false }

    @usableFromInline override var key: IdentityKey { identity.key }

    @usableFromInline override func hasSameKey(as other: Storage) -> Bool {
      Storage.sameIdentity(identity, (other as? ShownStorage)?.identity ?? other)
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

  /// The number that files this identifier in a snapshot's index next to its neighbours (see
  /// ``IndexKey``): an `Int` identity, or the first identity field of a struct when it is an
  /// `Int`; `nil` for any other identity.
  var localityNumber: Int? { storage.localityNumber }
}

/// The part of a value that decides identity. A projection is its own case so that it never
/// equals a whole value that happens to hold the same fields (a `Payment(id: 1)` written with
/// fewer fields than `Payment` declares is not the projection of `Payment(id: 1, title: ...)`).
@usableFromInline enum IdentityKey: Hashable, Sendable {
  case whole(Value)
  case projected(Value)
  /// A value (cut down to its hashed fields) whose `==` is always false: no key equals it.
  case neverEqual(Value)

  @inlinable static func == (lhs: IdentityKey, rhs: IdentityKey) -> Bool {
    switch (lhs, rhs) {
    case (.whole(let a), .whole(let b)), (.projected(let a), .projected(let b)): a == b
    default: false
    }
  }
}

extension SnapshotIdentifier: CustomStringConvertible {
  /// The value's display text (see ``Value/description``).
  public var description: String { value.description }
}

extension SnapshotIdentifier: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
  /// An `Int` identifier: `let a: SnapshotIdentifier = 1`.
  public init(integerLiteral value: Int) { self.init(.int(value)) }
  /// A symbol identifier: `let main: SnapshotIdentifier = "main"` (for strings use `SnapshotIdentifier(.string(...))`).
  public init(stringLiteral value: String) { self.init(.symbol(value)) }
}

extension Value {
  /// The number an `Int` value holds.
  var intValue: Int? {
    if case .int(let number) = self { number } else { nil }
  }
}
