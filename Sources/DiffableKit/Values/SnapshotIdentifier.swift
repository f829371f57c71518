/// A value as a snapshot holds it: compared and hashed by the fields its type's Hashable rule
/// uses, while keeping every field for display and for cell content.
///
/// Two identifiers are equal when their types match and their identity fields (hash ∪ `==`)
/// are equal, which is how a hash table built on `hash(into:)` and `==` finds an entry.
/// Make identifiers with ``TypeRegistry/identifier(for:)``.
public struct SnapshotIdentifier: Hashable, Sendable {
  /// How an identifier is held: an `Int` that fits in 32 bits inline, any other value with its
  /// identity in one shared box.
  ///
  /// Snapshots copy identifiers all the time, and a box copies with one retain where the two
  /// enums it holds would copy field by field; its identity's hash is worked out once, not at
  /// every lookup. The numbers most scripts are made of need no box at all: held inline they
  /// cost no allocation, no retain or release when copied, and no memory read to hash or
  /// compare (an apply of a million items read a million boxes). Either way the identifier is
  /// one word: the case is told by bits a reference never uses.
  @usableFromInline enum Representation: Sendable {
    /// An `Int` identity in `Int32`'s range, shown as that `Int`.
    case small(Int32)
    /// Any other value, with its identity (see ``Storage``).
    case boxed(Storage)
  }

  @usableFromInline let representation: Representation

  /// The full value, as last written by the person.
  public var value: Value {
    switch representation {
    case .small(let number): .int(Int(number))
    case .boxed(let storage): storage.value
    }
  }

  /// An identifier for a value that is not a struct (its identity is the whole value).
  /// Struct values must go through ``TypeRegistry/identifier(for:)``.
  ///
  /// Numbers are compared as `AnyHashable` compares them: `AnyHashable(1) == AnyHashable(1.0)`
  /// is true, so a `Double` that holds a whole number in `Int`'s range is the identifier of
  /// that `Int` (shown as written). `Bool` stays apart (`AnyHashable(true) != AnyHashable(1)`),
  /// as do `String` and symbols.
  public init(_ value: Value) {
    if case .int(let number) = value {
      if let small = Int32(exactly: number) {
        representation = .small(small)
      } else {
        representation = .boxed(IntStorage(number))
      }
    } else {
      representation = .boxed(WholeStorage(value: value))
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
    representation = .boxed(ProjectedStorage(value: value, projection: identity, isClients: true))
  }

  /// Whether the registry's rules key this identifier from its value, so that
  /// ``TypeRegistry/rekeyed(_:)`` derives it again: false for an identity a client worked out
  /// (``init(value:identity:)``) and for one shown as another value (``shown(as:)``).
  public var isKeyedByRules: Bool {
    switch representation {
    case .small: true
    case .boxed(let storage): storage.isKeyedByRules
    }
  }

  /// An identifier whose identity is `projection`: `value` with every struct in it (itself,
  /// or one inside an enum payload or an array) cut down to its identity fields.
  init(value: Value, projection: Value) {
    representation = .boxed(ProjectedStorage(value: value, projection: projection))
  }

  /// An identifier for a struct value whose identity is the top-level fields at `indexes`,
  /// none of them holding a struct that is cut down itself: the identity is read from the
  /// value when needed, not stored a second time.
  init(structure: StructValue, identityFields indexes: [Int]) {
    representation = .boxed(FieldsStorage(structure: structure, indexes: indexes))
  }

  /// An identifier of a value whose type's `==` is always false: equal to no other identifier,
  /// however alike, only to copies of itself (Foundation's hash tables compare pointers before
  /// calling `isEqual:`, and a snapshot keeps the object it was given).
  init(neverEqual value: Value, projection: Value) {
    representation = .boxed(NeverEqualStorage(value: value, projection: projection))
  }

  /// This identifier shown as `value`: the same identity and ``content``, another text (a
  /// client whose language prints the value otherwise: Swift's `Item(section: Section.fruits)`
  /// for the session's `Item(section: fruits)`, `Video` for an instance of a class).
  /// - Parameter instance: the object the item is, when it is an instance of a class (see
  ///   ``instance``).
  public func shown(as value: Value, instance: Int? = nil) -> SnapshotIdentifier {
    SnapshotIdentifier(storage: ShownStorage(shown: value, identity: self, instance: instance))
  }

  /// What the item held when it was put in the snapshot, as the model reads it to tell what
  /// changed (a stale cell, an edit): ``value``, or for an identifier shown as another text
  /// (``shown(as:instance:)``) the value behind that text, with its fields.
  public var content: Value {
    switch representation {
    case .small(let number): .int(Int(number))
    case .boxed(let storage): storage.content
    }
  }

  /// The object the item is, when a client's item is an instance of a class, which a snapshot
  /// holds by reference: identifiers of one object have one number, so the model can tell that
  /// an old and a new snapshot hold the very object whose fields changed in between (UIKit
  /// then compares the object with itself, whatever its `==` compares). `nil` for a value.
  public var instance: Int? {
    if case .boxed(let storage as ShownStorage) = representation { return storage.instance }
    return nil
  }

  /// Whether the identifier's type has an `==` that is always false.
  public var isNeverEqual: Bool {
    if case .boxed(let storage) = representation, case .neverEqual = storage.key { return true }
    return false
  }

  /// Whether two identifiers are the same item or section: equal identity, whatever the other
  /// fields hold (as a hash table built on the type's `hash(into:)` and `==` decides).
  @inlinable public static func == (lhs: SnapshotIdentifier, rhs: SnapshotIdentifier) -> Bool {
    switch (lhs.representation, rhs.representation) {
    case (.small(let left), .small(let right)): left == right
    case (.boxed(let left), .boxed(let right)): Storage.sameIdentity(left, right)
    case (.small(let number), .boxed(let storage)), (.boxed(let storage), .small(let number)):
      storage.isIdentity(ofSmall: number)
    }
  }

  /// Whether `other` is this very identifier as held (the same inline number, or the same box),
  /// not only an equal one: what tells the identifier a snapshot stores from an equal value that
  /// may carry other fields.
  public func isIdentical(to other: SnapshotIdentifier) -> Bool {
    switch (representation, other.representation) {
    case (.small(let left), .small(let right)): left == right
    case (.boxed(let left), .boxed(let right)): left === right
    default: false
    }
  }

  /// The identifier held in `storage` (a flattened item, or an index entry, turned back into one).
  init(storage: Storage) { representation = .boxed(storage) }

  /// The identifier held as `representation`.
  init(representation: Representation) { self.representation = representation }

  /// The hash of the identity (seeded per process, as every Swift hash, except an `Int`'s):
  /// worked out from the inline number, or kept in the box.
  @inlinable var keyHash: Int {
    switch representation {
    case .small(let number): Self.intKeyHash(Int(number))
    case .boxed(let storage): storage.keyHash
    }
  }

  /// What decides identity (see ``Storage/key``).
  @usableFromInline var key: IdentityKey {
    switch representation {
    case .small(let number): .whole(.int(Int(number)))
    case .boxed(let storage): storage.key
    }
  }

  /// Hashes the identity only, so equal identifiers hash alike.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(keyHash) }

  /// What Set, Dictionary and OrderedSet ask for: the identity's hash (``keyHash``: kept in the
  /// box, or worked out from the inline number), mixed with the table's seed by a
  /// multiply-xorshift (SplitMix64's finalizer) instead of a SipHash round per lookup.
  @inlinable public func _rawHashValue(seed: Int) -> Int { Self.rawHash(keyHash, seed: seed) }

  /// ``_rawHashValue(seed:)`` of an identifier whose identity hashes to `keyHash`.
  @inlinable static func rawHash(_ keyHash: Int, seed: Int) -> Int {
    var z = UInt64(bitPattern: Int64(keyHash ^ seed))
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(Int64(bitPattern: z ^ (z >> 31)))
  }

  /// The number that files this identifier in a snapshot's index next to its neighbours (see
  /// ``IndexKey``): an `Int` identity, or the first identity field of a struct when it is an
  /// `Int`; `nil` for any other identity.
  var localityNumber: Int? {
    switch representation {
    case .small(let number): Int(number)
    case .boxed(let storage): storage.localityNumber
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
