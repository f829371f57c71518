import DiffableKit

/// Settings that shape output and behaviour; they are not part of undo.
public struct Settings: Hashable, Sendable {
  /// The output format.
  public var format: OutputFormat = .text
  /// Whether text output is coloured.
  public var color = false
  /// Whether a script stops at the first failed command.
  public var bail = true
  /// The UIKit behaviour profile (13 to 18 and 26; default 26).
  public var iOS = BehaviourProfile.latest

  /// The default settings.
  public init() {}
}
