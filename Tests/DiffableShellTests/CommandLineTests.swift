import Foundation
import Testing

/// The built `diffable` binary, next to the test bundle; nil when it was not built (the tests
/// that need it then fail).
func diffableBinary() -> URL? {
  var directory = Bundle.main.bundleURL
  for _ in 0..<4 {
    let candidate = directory.appendingPathComponent("diffable")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory.deleteLastPathComponent()
  }
  let fallback = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
    ".build/debug/diffable")
  return FileManager.default.isExecutableFile(atPath: fallback.path) ? fallback : nil
}

/// Runs the binary with `arguments` and `input` on standard input.
func runDiffable(_ arguments: [String], input: String = "") throws -> (
  status: Int32, output: String, errors: String
) {
  let binary = try #require(diffableBinary(), "build the diffable product first (swift build)")
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  var environment = ProcessInfo.processInfo.environment
  environment["NO_COLOR"] = "1"
  process.environment = environment
  let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  let errors = stderr.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: output, as: UTF8.self),
    String(decoding: errors, as: UTF8.self)
  )
}

func temporaryScript(_ text: String, name: String = "script.diffable") throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "diffable-cli-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  try text.write(to: url, atomically: true, encoding: .utf8)
  return url
}

// No `.enabled(if:)`: without the binary these tests fail (at `#require`) rather than skip,
// so a run that forgot to build it cannot pass.
@Suite("Command line: the built binary, end to end")
struct CommandLineTests {
  @Test func standardInputIsAScriptAndSucceeds() throws {
    let result = try runDiffable([], input: "appendSections main\nappendItems 1 2\napply\n")
    #expect(result.status == 0)
    #expect(
      result.output == "apply (animated): 1 section inserted\n  insertSections  0  main  (with its 2 items)\n"
    )
  }

  @Test func aFailedCommandExitsOneAndNamesFileAndLine() throws {
    let script = try temporaryScript("appendSections main\nappendSections main\necho not reached\n")
    let result = try runDiffable([script.path])
    #expect(result.status == 1)
    #expect(
      result.output.hasPrefix(
        "\(script.path):2: error: Diffable data source detected an attempt to insert or append 1 section identifier"
      ))
    #expect(!result.output.contains("not reached"))
  }

  @Test func keepGoingAndTryDoNotStopTheScript() throws {
    let script = try temporaryScript("appendItems 1\necho reached\n")
    let result = try runDiffable(["--keep-going", script.path])
    #expect(result.status == 1)
    #expect(result.output.hasSuffix("reached\n"))
    let tried = try runDiffable([], input: "try? appendItems 1\necho reached\n")
    #expect(tried.status == 0)
  }

  @Test func unreadableFilesAndBadOptionsExitTwo() throws {
    #expect(try runDiffable(["/nonexistent/file.diffable"]).status == 2)
    let bad = try runDiffable(["--format", "yaml"])
    #expect(bad.status == 2)
    #expect(bad.errors.contains("yaml"))
    #expect(try runDiffable(["--ios", "12"]).status == 2)
  }

  @Test func echoPrintsATranscript() throws {
    let result = try runDiffable(["--echo"], input: "# hello\n\nappendSections main\nnumberOfSections\n")
    #expect(result.output == "> # hello\n>\n> appendSections main\n> numberOfSections\n1\n")
  }

  @Test func jsonFormatPrintsJSONLines() throws {
    let result = try runDiffable(["--format", "json"], input: "appendSections main\nnumberOfSections\n")
    #expect(
      result.output == "{\"ok\": true, \"command\": \"appendSections\", \"file\": \"<stdin>\", \"line\": 1}\n"
        + "{\"ok\": true, \"command\": \"numberOfSections\", \"result\": 1, \"file\": \"<stdin>\", \"line\": 2}\n"
    )
  }

  @Test func versionAndHelp() throws {
    let version = try runDiffable(["--version"])
    #expect(version.status == 0)
    #expect(version.output.hasPrefix("diffable "))
    let help = try runDiffable(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("--keep-going"))
  }

  @Test func iosProfileChangesTheDuplicateWording() throws {
    let result = try runDiffable(
      ["--ios", "13", "--keep-going"], input: "appendSections main\nappendItems 1 1\n")
    #expect(result.output.contains("error: Fatal: supplied identifiers are not unique.\n"))
  }
}
