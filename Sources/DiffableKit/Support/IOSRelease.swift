/// The iOS releases diffable imitates.
public enum IOSRelease {
  /// The latest, imitated unless a session is told otherwise (`--ios N`, `set ios N`).
  public static let latest = 26
}
