import DiffableKit

extension SessionState {
  /// Why the last apply treated each item (or `item`) as it did, as lines; a fix that changes
  /// a type's rule is written in the words of the language that declared the type, else in
  /// `phrasing`'s.
  /// - Throws: ``SessionError`` when nothing has been applied yet. `interruption` is asked
  ///   inside its long loops (Ctrl-C).
  public func explain(
    _ focus: SnapshotIdentifier?, settings: Settings, phrasing: any Phrasing,
    interruption: Interruption = .never
  ) throws(SessionError) -> [String] {
    guard let lastApply else {
      throw .nothingToExplain
    }
    do {
      return try Explanation.lines(
        for: lastApply, item: focus, iOS: settings.iOS, phrasing: { types.phrasing(of: $0) ?? phrasing },
        interruption: interruption)
    } catch {
      throw .interrupted
    }
  }
}
