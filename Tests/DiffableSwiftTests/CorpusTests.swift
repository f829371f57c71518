import Testing

/// Real UIKit snippets (Fixtures/corpus: each modelled on a public sample, article or answer it
/// names) print their golden output in diffable, and compiled by swiftc against the UIKit
/// stand-in: the compiled program is the oracle of what diffable must print.
///
/// A snippet diffable does not run as Swift does is kept, its diffable test marked as a known
/// issue of the interpreter (below); its golden output is still the compiled program's, so its
/// compiled test passes and stays unmarked (a known issue that no longer happens fails the test:
/// the mark goes when the interpreter is fixed). Record the golden outputs again with
/// `DIFFABLE_RECORD_CORPUS=1 swift test --filter Corpus`.
@Suite("Corpus: real UIKit snippets print the same in diffable and compiled by swiftc")
struct CorpusTests {
  /// The snippets diffable runs differently from Swift today, and why: the first thing each one
  /// stops at (the report of the branch lists the minimal programs, and what else follows).
  static let knownIssues: [String: String] = [:]

  @Test(arguments: CorpusRunner.names)
  func diffablePrintsWhatTheSnippetPrints(name: String) throws {
    let expected = try CorpusRunner.expected(name)
    try Self.check(name, knownIssue: Self.knownIssues[name]) {
      let actual = CorpusRunner.withoutAddedHints(try CorpusRunner.diffableOutput(name), expected: expected)
      #expect(actual == expected, "\(name): \(CorpusRunner.firstDifference(actual, expected))")
    }
  }

  @Test(
    .enabled(if: CorpusRunner.swiftc != nil, "swiftc is not on the PATH"),
    arguments: CorpusRunner.names)
  func theCompiledSnippetPrintsItsGoldenOutput(name: String) throws {
    let actual = try CorpusRunner.compiledOutput(name)
    if CorpusRunner.isRecording { try CorpusRunner.record(actual, for: name) }
    let expected = try CorpusRunner.expected(name)
    #expect(actual == expected, "\(name): \(CorpusRunner.firstDifference(actual, expected))")
  }

  /// Every snippet of the corpus names its source.
  @Test(arguments: CorpusRunner.names)
  func theSnippetNamesItsSource(name: String) throws {
    let header = try CorpusRunner.source(name).prefix(1000)
    #expect(header.contains("// Source: "), "\(name) must say what public source it is modelled on")
  }

  /// Runs `body`, as a known issue when the snippet is listed with one.
  private static func check(_ name: String, knownIssue: String?, _ body: () throws -> Void) throws {
    guard let knownIssue else { return try body() }
    withKnownIssue(Comment(rawValue: knownIssue)) { try body() }
  }
}
