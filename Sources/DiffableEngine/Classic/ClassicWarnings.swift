/// Classic mode's warnings (its errors are ``SessionError`` cases).
enum ClassicWarnings {
  /// The warning of `reset` when it throws away an open batch.
  static func discardedBatch(_ batch: OpenBatch) -> String {
    "the open tableView.beginUpdates batch (\(SnapshotDrawing.plural(batch.calls.count, "call"))) was "
      + "discarded unchecked"
  }
}
