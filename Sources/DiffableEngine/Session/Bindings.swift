import DiffableKit

/// The names Swift input bound with `let` and `var` to values, which of its names may be
/// assigned again, and the element types of the snapshots it declared with their types
/// written. The snapshots themselves are values of ``SnapshotsAndTable``, by name. Part of the
/// session's state, so bindings last from one entry to the next and undo takes them back.
public struct Bindings: Sendable {
  /// Bound values by name.
  public private(set) var values: [String: Value] = [:]
  /// The names bound with `var` (they may be assigned again).
  public private(set) var mutableNames: Set<String> = [SnapshotsAndTable.workingName]
  /// The element types of the snapshots whose types were written, by name.
  public private(set) var elementTypes: [String: SnapshotElementTypes] = [:]

  /// No bindings.
  public init() {}

  /// Whether `name` was bound with `var`.
  public func isMutable(_ name: String) -> Bool { mutableNames.contains(name) }

  /// Binds `name` to a value (a snapshot of that name is then the state's to forget).
  mutating func bind(_ name: String, to value: Value, mutable: Bool) {
    elementTypes[name] = nil
    values[name] = value
    setMutable(name, mutable)
  }

  /// Binds `name` to a snapshot with element types `types` (nil: not written).
  mutating func bindSnapshot(_ name: String, types: SnapshotElementTypes?, mutable: Bool) {
    values[name] = nil
    elementTypes[name] = types
    setMutable(name, mutable)
  }

  private mutating func setMutable(_ name: String, _ mutable: Bool) {
    if mutable { mutableNames.insert(name) } else { mutableNames.remove(name) }
  }
}

extension SessionState {
  /// Whether `name` is bound to a snapshot (``SnapshotsAndTable/workingName`` is, unless Swift
  /// bound a value to it).
  public func isSnapshot(_ name: String) -> Bool {
    bindings.values[name] == nil && snapshots[named: name] != nil
  }

  /// Whether `name` is bound at all.
  public func isBound(_ name: String) -> Bool { bindings.values[name] != nil || isSnapshot(name) }
}
