import DiffableKit

/// A type declared in Swift, already read into the model (the Swift front end reads the
/// declaration; the session registers it).
public enum Declaration: Hashable, Sendable {
  /// `struct T: Hashable { ... }` (also an `NSObject` subclass), with its Hashable rule.
  case structure(StructType)
  /// `enum T { case ... }`
  case enumeration(EnumType)
  /// `typealias T = U`
  case alias(name: String, target: String)
  /// `struct T: Hashable { ... }` whose `hash(into:)` and `==` its client runs as code: what they
  /// combine and compare, for the announcement and the explanations (its values are keyed by the
  /// client).
  case executedRule(ExecutedRule)
}

/// Where a newly bound snapshot comes from.
public enum SnapshotSource: Hashable, Sendable {
  /// `NSDiffableDataSourceSnapshot<Section, Item>()`, with its element types when written.
  case empty(SnapshotElementTypes?)
  /// `dataSource.snapshot()`
  case applied
  /// Another snapshot variable (`var copy = snapshot`).
  case copy(of: String)
  /// A snapshot value a client holds (the interpreter's variable `snapshot`, which is the short
  /// syntax's working snapshot), with its element types when known.
  case value(Snapshot, SnapshotElementTypes?)
}

/// The element types of a snapshot written `NSDiffableDataSourceSnapshot<Section, Item>`, as
/// spelled (aliases are followed when values are checked against them).
public struct SnapshotElementTypes: Hashable, Sendable {
  /// The section identifier type.
  public var section: String
  /// The item identifier type.
  public var item: String

  /// Element types as written.
  public init(section: String, item: String) {
    self.section = section
    self.item = item
  }
}
