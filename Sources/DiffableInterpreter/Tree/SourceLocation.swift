/// A place in the user's source: the line and column every lowered node keeps, so that a refusal,
/// a check or a trap names where it happened.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The line, counted from 1.
  public var line: Int
  /// The column, counted from 1 in UTF-8 bytes, as the compiler counts it.
  public var column: Int
  /// The entry whose text the line and column are in, as its runner numbered it (0: unnamed).
  /// A function declared by one entry and called by a later one traps in the earlier text.
  public var entry: Int

  /// A place at `line` and `column` of entry `entry`.
  public init(line: Int, column: Int, entry: Int = 0) {
    self.line = line
    self.column = column
    self.entry = entry
  }

  /// `LINE:COLUMN`, the form every message starts with.
  public var description: String { "\(line):\(column)" }
}
