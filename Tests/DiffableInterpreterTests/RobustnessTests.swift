import DiffableInterpreter
import Testing

/// Broken and cut-off programs end in an error or in output, never in a crash of diffable: every
/// fixture is cut at many places and has lines removed, and each piece runs.
@Suite("Robustness: mutated fixtures never crash the interpreter")
struct RobustnessTests {
  /// The pieces of a fixture: prefixes at every 97th character, and the fixture without each
  /// 5th line (deterministic, so a failure repeats).
  static func mutations(of source: String) -> [String] {
    var pieces: [String] = []
    var cut = 0
    while cut < source.count {
      pieces.append(String(source.prefix(cut)))
      cut += 97
    }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    for removed in stride(from: 0, to: lines.count, by: 5) {
      var kept = lines
      kept.remove(at: removed)
      pieces.append(kept.joined(separator: "\n"))
    }
    return pieces
  }

  @Test(arguments: FixtureRunner.names)
  func everyMutationEndsCleanly(name: String) throws {
    for piece in Self.mutations(of: try FixtureRunner.source(name)) {
      var printed = ""
      _ = failure(of: piece, in: interrupted(afterAsking: 200_000), printed: &printed)
    }
  }

  /// Inputs the fuzzer found that crashed diffable, each now a syntax error at its place.
  @Test(arguments: [
    // swift-syntax builds a Fix-It of no change for an `=` after characters the lexer could not
    // read, and traps.
    ("var score \u{FFFD}1️⃣= 0", "'=' must have consistent whitespace on both sides"),
    ("var score \u{1}1️⃣= 0", "'=' must have consistent whitespace on both sides"),
  ])
  func aFoundCrashIsASyntaxError(source: String, message: String) throws {
    let marked = MarkedSource(source)
    var printed = ""
    let error = try #require(failure(of: marked.text, printed: &printed))
    #expect(error.stage == .syntax && error.message == message)
    // Columns count UTF-8 bytes, as swiftc's do.
    let before = source.components(separatedBy: MarkedSource.marker)[0]
    #expect(error.location.line == 1 && error.location.column == before.utf8.count + 1)
  }
}
