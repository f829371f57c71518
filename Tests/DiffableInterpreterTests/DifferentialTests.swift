import Testing

/// Each fixture prints the same compiled by `swiftc` and run by the interpreter.
@Suite("Differential: the interpreter prints what the compiled program prints")
struct DifferentialTests {
  /// Each fixture runs as one entry, and as `diffable FILE.swift` runs a file: checked whole,
  /// then statement by statement, each an entry, the declarations below the code taken ahead of it.
  @Test(
    .enabled(if: FixtureRunner.swiftc != nil, "swiftc is not on the PATH"),
    arguments: FixtureRunner.names, [false, true])
  func fixturePrintsWhatSwiftcPrints(name: String, asFile: Bool) throws {
    let source = try FixtureRunner.source(name)
    let expected = try FixtureRunner.compiledOutput(source)
    let actual = asFile ? FixtureRunner.interpretAsFile(source) : FixtureRunner.interpret(source)
    #expect(actual == expected, "\(name): \(Self.firstDifference(actual, expected))")
  }

  /// The first line where the two outputs differ, for a readable failure.
  static func firstDifference(_ actual: String, _ expected: String) -> String {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(actualLines.count, expectedLines.count) {
      let got = index < actualLines.count ? String(actualLines[index]) : "<end>"
      let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
      if got != want { return "line \(index + 1): got <\(got)> expected <\(want)>" }
    }
    return "same"
  }
}
