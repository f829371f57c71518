/// A value as a snapshot holds it: compared and hashed by the fields its type's Hashable rule
/// uses, while keeping every field for display and for cell content.
///
/// Two identifiers are equal when their types match and their identity fields (hash ∪ `==`)
/// are equal, which is how a hash table built on `hash(into:)` and `==` finds an entry.
/// Make identifiers with ``TypeRegistry/identifier(for:)``.
public struct Identifier: Hashable, Sendable {
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
    storage = Storage(value: value, key: .whole(Self.bridgedNumber(value)))
  }

  /// `value` with a whole `Double` turned into the `Int` that `AnyHashable` finds equal to it.
  private static func bridgedNumber(_ value: Value) -> Value {
    guard case .double(let number) = value, let whole = Int(exactly: number) else { return value }
    return .int(whole)
  }

  /// An identifier whose identity is `projection`: `value` with every struct in it (itself,
  /// or one inside an enum payload or an array) cut down to its identity fields.
  init(value: Value, projection: Value) {
    storage = Storage(value: value, key: .projected(projection))
  }

  /// An identifier of a value whose type's `==` is always false: equal to no other identifier,
  /// however alike, only to copies of itself (Foundation's hash tables compare pointers before
  /// calling `isEqual:`, and a snapshot keeps the object it was given).
  init(neverEqual value: Value, projection: Value) {
    storage = Storage(value: value, key: .neverEqual(projection))
  }

  /// Whether the identifier's type has an `==` that is always false.
  public var isNeverEqual: Bool {
    if case .neverEqual = storage.key { return true }
    return false
  }

  /// Whether two identifiers are the same item or section: equal identity, whatever the other
  /// fields hold (as a hash table built on the type's `hash(into:)` and `==` decides).
  @inlinable public static func == (lhs: Identifier, rhs: Identifier) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.storage.keyHash == rhs.storage.keyHash && lhs.storage.key == rhs.storage.key)
  }

  /// Hashes the identity only, so equal identifiers hash alike.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(storage.keyHash) }

  /// What Set, Dictionary and OrderedSet ask for: the identity's hash, already SipHash-mixed
  /// once when the identifier was made, mixed with the table's seed by a multiply-xorshift
  /// (SplitMix64's finalizer) instead of a second SipHash round per lookup.
  @inlinable public func _rawHashValue(seed: Int) -> Int {
    var z = UInt64(bitPattern: Int64(storage.keyHash ^ seed))
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(Int64(bitPattern: z ^ (z >> 31)))
  }

  /// What an identifier holds; immutable, so shared freely.
  @usableFromInline final class Storage: Sendable {
    @usableFromInline let value: Value
    /// What decides identity: the whole value, or its projection onto its identity fields.
    @usableFromInline let key: IdentityKey
    /// `key`'s hash (seeded per process, as every Swift hash).
    @usableFromInline let keyHash: Int

    init(value: Value, key: IdentityKey) {
      self.value = value
      self.key = key
      keyHash = key.hashValue
    }
  }
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

extension Identifier: CustomStringConvertible {
  /// The value's display text (see ``Value/description``).
  public var description: String { value.description }
}

extension Identifier: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
  /// An `Int` identifier: `let a: Identifier = 1`.
  public init(integerLiteral value: Int) { self.init(.int(value)) }
  /// A symbol identifier: `let main: Identifier = "main"` (for strings use `Identifier(.string(...))`).
  public init(stringLiteral value: String) { self.init(.symbol(value)) }
}
