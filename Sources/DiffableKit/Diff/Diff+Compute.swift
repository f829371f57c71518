// PLACEHOLDER: the diff algorithm is being written in its own change; this stub keeps the
// package building until it lands.
extension Diff {
  /// The diff that turns `old` into `new` (see ``Diff``).
  /// - Complexity: O(n log n) in the number of identifiers; O(n) when nothing moved.
  public init(from old: Snapshot, to new: Snapshot) {
    fatalError("Diff(from:to:) is not implemented yet")
  }
}
