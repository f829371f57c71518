/// Gathers physical lines into logical ones: a line ending in `\` or with an unclosed `(`,
/// `[` or `{` continues on the next (LANGUAGE.md "Lines"). The prompt, scripts and standard
/// input all read lines through it.
///
/// Each physical line is lexed once and appended once, so a logical line of n bytes costs
/// O(n) however many lines it spans.
public struct ContinuedLines: Sendable {
  /// The lines gathered so far, joined with "\n", the trailing `\` of each but the last
  /// dropped.
  private var joined = ""
  /// The last line added, whose trailing `\` is dropped only when another line follows.
  private var pending: String?
  private var scanner = LogicalLines.Scanner()

  /// An empty buffer.
  public init() {}

  /// Whether no line is waiting for its continuation.
  public var isEmpty: Bool { pending == nil }

  /// Adds a physical line; returns the logical line when it is complete.
  public mutating func add(_ line: String) -> String? {
    if let pending {
      joined += pending.hasSuffix("\\") ? pending.dropLast() : Substring(pending)
      joined += "\n"
    }
    pending = line
    if scanner.add(line) { return nil }
    return flush()
  }

  /// What was gathered, as it stands (at the end of input), emptying the buffer.
  public mutating func flush() -> String? {
    defer { discard() }
    guard let pending else { return nil }
    return joined + pending
  }

  /// Drops what was gathered (Ctrl-C).
  public mutating func discard() {
    joined = ""
    pending = nil
    scanner = LogicalLines.Scanner()
  }
}
