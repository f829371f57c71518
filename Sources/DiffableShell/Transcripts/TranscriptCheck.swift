import DiffableEngine

/// The result of checking one transcript: replayed in a fresh session, its output compared
/// line by line (trailing spaces ignored) with the transcript; on a mismatch, a unified diff
/// with line numbers.
///
/// ```swift
/// let check = TranscriptCheck(transcript: text, name: "lesson.transcript")
/// if !check.passed { check.report.forEach { print($0) } }
/// ```
public struct TranscriptCheck: Sendable {
  /// The transcript's name (its path), for messages.
  public let name: String
  /// The transcript as given.
  public let expected: String
  /// What the replay printed: the transcript `--update` writes.
  public let actual: String
  /// Whether the two agree, line by line, trailing spaces ignored.
  public let passed: Bool
  /// The 1-based line of the transcript where the first difference is (past the last line
  /// when the replay printed more).
  public let firstDifference: Int?
  /// The unified diff from the transcript to the replay (empty when they agree).
  public let differences: [String]

  /// Replays `transcript` and compares.
  /// - Parameter name: the transcript's path; the replay runs under the name the transcript
  ///   was recorded with (see ``Transcript/recordedName(of:)``), else under this one.
  /// - Precondition: the transcript has at least one `> ` line (see ``Transcript/script(of:)``).
  /// - Complexity: the replay, plus O((n + m) · d) for a diff of n and m lines with d
  ///   differing lines.
  /// - Parameter frontEnd: the front end beside the short syntax, as the executable has it.
  public init(transcript: String, name: String, frontEnd: (any FrontEnd)? = nil) {
    self.name = name
    self.expected = transcript
    let script = Transcript.script(of: transcript) ?? ""
    actual = Transcript.record(
      script: script, name: Transcript.recordedName(of: transcript) ?? name, frontEnd: frontEnd)
    let old = Transcript.lines(of: transcript), new = Transcript.lines(of: actual)
    let diff = UnifiedDiff(
      old: old, new: new,
      equal: { Transcript.trimmingTrailingSpace($0) == Transcript.trimmingTrailingSpace($1) })
    passed = diff.isEmpty
    firstDifference = diff.firstOldLine
    differences = diff.lines(oldName: "\(name) (transcript)", newName: "\(name) (replayed)")
  }

  /// What `diffable check` prints for this transcript: `ok NAME`, or a `FAIL NAME:LINE:`
  /// line followed by the diff.
  public var report: [String] {
    if passed { return ["ok    \(name)"] }
    let line = firstDifference.map { ":\($0)" } ?? ""
    return ["FAIL  \(name)\(line): the replay differs from the transcript (- transcript, + replay)"]
      + differences
  }
}
