import DiffableKit

/// The names Swift input bound with `let` and `var`: values, and snapshots other than the
/// working one. Part of the session's state, so bindings last from one entry to the next and
/// undo takes them back.
public struct Bindings: Sendable {
  /// Bound values by name.
  public private(set) var values: [String: Value] = [:]
  /// The names bound with `var` (they may be assigned again).
  public private(set) var mutableNames: Set<String> = ["snapshot"]
  /// Snapshots bound to a name that are not the working one, kept as they were left.
  public private(set) var snapshots: [String: Snapshot] = [:]
  /// The name of the working snapshot: `snapshot` (Swift's `var snapshot`, what the short
  /// syntax edits) until Swift binds another.
  public private(set) var workingName = "snapshot"
  /// The element types of the snapshots whose types were written, by name (the working one
  /// included).
  public private(set) var elementTypes: [String: SnapshotElementTypes] = [:]

  /// No bindings.
  public init() {}

  /// Whether `name` is bound to a snapshot.
  public func isSnapshot(_ name: String) -> Bool {
    values[name] == nil && (name == workingName || snapshots[name] != nil)
  }

  /// Whether `name` is bound at all.
  public func isBound(_ name: String) -> Bool { values[name] != nil || isSnapshot(name) }

  /// Whether `name` was bound with `var`.
  public func isMutable(_ name: String) -> Bool { mutableNames.contains(name) }

  mutating func bind(_ name: String, to value: Value, mutable: Bool) {
    snapshots[name] = nil
    elementTypes[name] = nil
    values[name] = value
    setMutable(name, mutable)
  }

  /// Makes `name` the working snapshot's name; returns the snapshot to work on when it was
  /// kept under that name. The previous working snapshot is kept under its own name.
  mutating func select(_ name: String, mutable: Bool?, saving working: Snapshot) -> Snapshot? {
    guard name != workingName else {
      if let mutable { setMutable(name, mutable) }
      return nil
    }
    if !values.keys.contains(workingName) { snapshots[workingName] = working }
    workingName = name
    values[name] = nil
    if let mutable { setMutable(name, mutable) }
    return snapshots.removeValue(forKey: name)
  }

  /// Records the element types of the snapshot bound to `name` (nil: not written).
  mutating func setElementTypes(_ types: SnapshotElementTypes?, of name: String) {
    elementTypes[name] = types
  }

  private mutating func setMutable(_ name: String, _ mutable: Bool) {
    if mutable { mutableNames.insert(name) } else { mutableNames.remove(name) }
  }
}
