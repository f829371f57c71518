import DiffableKit

/// An `NSDiffableDataSourceSnapshot` as the program holds it: a DiffableKit snapshot (persistent,
/// so that `var b = a` is a cheap copy and Swift's value semantics hold) and the program's own
/// values of the identifiers it was given, which queries hand back.
///
/// The snapshot keys its identifiers as UIKit's hash tables do, by `hash(into:)` and `==`: both
/// run as the program wrote them (``Evaluator/snapshotIdentifier(for:at:)``), so an item whose
/// `==` ignores a field is the same item whatever that field holds.
struct SnapshotValue {
  /// The section identifier type, as written (`NSDiffableDataSourceSnapshot<Section, Item>`).
  var sectionType: TypeName?
  /// The item identifier type, as written.
  var itemType: TypeName?
  var kit = DiffableKit.Snapshot()
  /// The program's value of each identifier the snapshot stores, as last appended or inserted
  /// (an append of an equal item moves it and keeps the new value, as UIKit keeps the new object).
  var values: [SnapshotIdentifier: Value] = [:]

  /// The name `type(of:)` and messages give it.
  var typeDescription: String {
    "NSDiffableDataSourceSnapshot<\(sectionType?.description ?? "_"), \(itemType?.description ?? "_")>"
  }
}

/// One identity of a value the program put in a snapshot: its hash key and an `==` class among
/// the values with that key, numbered in the order they were first seen.
///
/// The classes are found by the key's hash value, an Int: a table keyed by the keys themselves
/// would compare boxed keys at every probe, each a miss in the cache once there are many.
struct IdentityClasses {
  private var classes: [Int: [(key: HashKey, representative: Value, number: Int)]] = [:]
  private var count = 0
  /// The classes of values that are not `==` to themselves: each sighting is a class of its own,
  /// and UIKit refuses to apply a snapshot that holds one.
  private(set) var selfUnequal: Set<Int> = []

  /// The number of the class of `value`, whose hash is `key`; `equals` is the program's `==`.
  ///
  /// An object is the same item as itself, whatever its fields hold now: Foundation's ordered sets,
  /// which UIKit's snapshots and diff are made of, compare pointers before `-hash` and
  /// `-isEqual:` (docs/UIKIT.md §4.6), so an object changed in place is no new item.
  mutating func number(of value: Value, key: HashKey, equals: (Value, Value) throws -> Bool) rethrows -> Int {
    if case .object(let object) = value, object.identityNumber != 0 { return object.identityNumber }
    let number = try classNumber(of: value, key: key, equals: equals)
    if case .object(let object) = value, !selfUnequal.contains(number) { object.identityNumber = number }
    return number
  }

  /// The number of the class of `value` among those already seen, or of a new class.
  private mutating func classNumber(of value: Value, key: HashKey, equals: (Value, Value) throws -> Bool)
    rethrows
    -> Int
  {
    let hash = key.hashValue
    for candidate in classes[hash] ?? [] where candidate.key == key {
      if try equals(candidate.representative, value) { return candidate.number }
    }
    count += 1
    // A new class: its value is asked once whether it is `==` to itself, as UIKit's validator asks.
    guard try equals(value, value) else {
      selfUnequal.insert(count)
      return count
    }
    classes[hash, default: []].append((key, value, count))
    return count
  }

  private var instances = 0

  /// The number of `object` among the instances of classes put in snapshots: one per object, so
  /// that the session tells an object changed in place from a new one made alike.
  mutating func instanceNumber(of object: Object) -> Int {
    if object.instanceNumber == 0 {
      instances += 1
      object.instanceNumber = instances
    }
    return object.instanceNumber
  }
}
