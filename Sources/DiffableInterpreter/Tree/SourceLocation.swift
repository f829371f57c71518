/// A place in the user's source: the line and column every lowered node keeps, so that a refusal,
/// a check or a trap names where it happened.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The line, counted from 1.
  public var line: Int
  /// The column, counted from 1 in UTF-8 bytes, as the compiler counts it.
  public var column: Int

  /// A place at `line` and `column`.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `LINE:COLUMN`, the form every message starts with.
  public var description: String { "\(line):\(column)" }
}
