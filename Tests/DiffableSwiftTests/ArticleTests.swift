import Foundation
import Testing

/// The built `diffable` binary (next to the test bundle, or .build/debug).
func diffableBinary() -> URL? {
  var directory = Bundle.main.bundleURL
  for _ in 0..<4 {
    let candidate = directory.appendingPathComponent("diffable")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory.deleteLastPathComponent()
  }
  let fallback = packageRoot.appendingPathComponent(".build/debug/diffable")
  return FileManager.default.isExecutableFile(atPath: fallback.path) ? fallback : nil
}

/// Runs the binary on `arguments`; returns its exit status and standard output.
func runDiffable(_ arguments: [String]) throws -> (status: Int32, output: String) {
  let binary = try #require(diffableBinary(), "build the diffable product first (swift build)")
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  process.currentDirectoryURL = packageRoot
  let stdout = Pipe()
  process.standardOutput = stdout
  process.standardInput = FileHandle.nullDevice
  try process.run()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// The snippets of the five articles diffable was made from, run as written through the
/// binary (`diffable FILE.swift`); each output is kept beside its fixture as FILE.out.
@Suite("Articles: the five articles' Swift runs end to end")
struct ArticleTests {
  static let articles = [
    "1-payment-stale-cell", "2-payment-synthesized", "3-hash-id-equal-title", "4-fruit-stand",
    "5-episodes-by-tag", "6-sections-by-raw-value",
  ]

  @Test(arguments: articles)
  func theArticleRunsAsWritten(name: String) throws {
    let path = "Tests/DiffableSwiftTests/Fixtures/articles/\(name).swift"
    let (status, output) = try runDiffable(["--color", "never", path])
    #expect(status == 0, "\(output)")
    let expected = try fixture("articles/\(name).out")
    #expect(
      output == expected,
      "record it again with .build/debug/diffable --color never \(path) > \(path.dropLast(6)).out")
  }

  @Test func aSwiftErrorInAFileNamesItsLine() throws {
    let path = "Tests/DiffableSwiftTests/Fixtures/errors/unbound-name.swift"
    let (status, output) = try runDiffable(["--color", "never", path])
    #expect(status == 1)
    #expect(output == (try fixture("errors/unbound-name.out")))
  }

  @Test func sourceRunsASwiftFile() throws {
    let (status, output) = try runDiffable([
      "--color", "never", "Tests/DiffableSwiftTests/Fixtures/source-swift.diffable",
    ])
    #expect(status == 0, "\(output)")
    #expect(output.contains("apply (animated): 1 section inserted"))
    #expect(output.contains("PaymentDetailsModel: synthesized Hashable"))
  }
}
