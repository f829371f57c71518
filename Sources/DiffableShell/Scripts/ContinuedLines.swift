/// Gathers physical lines into logical ones: a line ending in `\` or with an unclosed `(`,
/// `[` or `{` continues on the next (docs/LANGUAGE.md "Lines"). The prompt, scripts and standard
/// input all read lines through it.
public struct ContinuedLines: Sendable {
  private var lines: [String] = []
  private let frontEnd: (any FrontEnd)?
  private let wholeFile: Bool

  /// An empty buffer; with a `frontEnd`, an entry it claims continues by its rule (a Swift
  /// block until it is complete). `wholeFile`: the lines come from a file the front end owns.
  public init(frontEnd: (any FrontEnd)? = nil, wholeFile: Bool = false) {
    self.frontEnd = frontEnd
    self.wholeFile = wholeFile
  }

  /// Whether no line is waiting for its continuation.
  public var isEmpty: Bool { lines.isEmpty }

  /// Adds a physical line; returns the logical line when it is complete.
  public mutating func add(_ line: String) -> String? {
    lines.append(line)
    let joined = Self.join(lines)
    if let frontEnd, frontEnd.claims(joined, wholeFile: wholeFile) {
      if frontEnd.needsContinuation(joined) { return nil }
    } else if LogicalLines.needsContinuation(joined) {
      return nil
    }
    lines = []
    return joined
  }

  /// What was gathered, as it stands (at the end of input), emptying the buffer.
  public mutating func flush() -> String? {
    defer { lines = [] }
    return lines.isEmpty ? nil : Self.join(lines)
  }

  /// Drops what was gathered (Ctrl-C).
  public mutating func discard() { lines = [] }

  /// Joins physical lines into one logical line, dropping each trailing `\`.
  static func join(_ lines: [String]) -> String {
    lines.enumerated().map { index, line in
      index < lines.count - 1 && line.hasSuffix("\\") ? String(line.dropLast()) : line
    }.joined(separator: "\n")
  }
}
