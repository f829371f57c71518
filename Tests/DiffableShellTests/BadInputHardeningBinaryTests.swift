import Foundation
import Testing

/// Issue 13's catalogue run through the built binary: every case's exit status, message and
/// (for scripts) the state left behind. The existing command catalogue runs through it too.
@Suite(
  "Bad input: issue 13's cases and the command catalogue through the built binary",
  .enabled(if: BadInput.binary != nil, "the diffable binary is not built (swift build)"))
struct BadInputHardeningBinaryTests {
  /// Runs `command` in `sh -c` with `$0` the binary (for redirections Process cannot make).
  private func shell(_ command: String, input: [UInt8] = []) throws -> BadInput.Exit {
    let binary = try #require(BadInput.binary)
    return try BadInput.launch(
      ["-c", command, binary.path], input: input, executable: URL(fileURLWithPath: "/bin/sh"))
  }

  /// What the probe prints after `script`: the state, as `show` and the identifiers tell it.
  private static let probe = "echo --- probe ---\nshow\nsectionIdentifiers\nitemIdentifiers\n"

  // 1. Line endings.
  @Test func carriageReturnOnlyAndByteOrderMarkScriptsRunLineByLine() throws {
    let cr = try BadInput.launch(
      [], input: Array("appendSections main\rappendItems 1\r\nsectionIdentifiers\n".utf8))
    #expect(cr.status == 0 && cr.output == "[main]\n", "\(cr.output)")
    let bom = try BadInput.launch(
      [], input: [0xEF, 0xBB, 0xBF] + Array("appendSections main\nsectionIdentifiers\n".utf8))
    #expect(bom.status == 0 && bom.output == "[main]\n", "\(bom.output)")
  }

  // 2. Closed or odd standard streams: errors, never a crash.
  @Test func aClosedStandardInputIsAnError() throws {
    let result = try shell(#"exec "$0" <&-"#)
    #expect(result.status == 2)
    #expect(result.output.contains("error: standard input is closed"), "\(result.output)\(result.errors)")
  }

  @Test func aDirectoryAsStandardInputIsAnError() throws {
    let result = try shell(#"exec "$0" < /tmp"#)
    #expect(result.status == 2)
    #expect(result.output.contains("error: standard input is a directory, not a script"), "\(result.output)")
  }

  @Test func aBadCommandLineWithAnUnwritableStandardErrorExitsTwo() throws {
    let result = try shell(#"exec "$0" --bogus 2>/dev/full"#)
    #expect(result.status == 2, "a usage error, not a crash")
  }

  @Test func aClosedStandardOutputIsAnErrorOnStandardError() throws {
    let result = try shell(#"echo 'echo hi' | "$0" >&-"#)
    #expect(result.status == 2)
    #expect(result.errors.contains("standard output is closed"), "\(result.errors)")
  }

  // 3. Standard input has the file reader's limits.
  @Test func endlessStandardInputStopsAtTheSizeLimit() throws {
    let result = try shell(#"exec "$0" < /dev/zero"#)
    #expect(result.status == 2)
    #expect(result.output.contains("standard input is larger than 256 MB"), "\(result.output)")
  }

  // 6. A huge bad line prints a short error.
  @Test func aMegabyteBadLinePrintsAShortError() throws {
    let result = try BadInput.launch(
      [], input: Array(("bogus" + String(repeating: "x", count: 1_000_000)).utf8))
    #expect(result.status == 1)
    #expect(result.output.utf8.count < 2000, "\(result.output.utf8.count) bytes")
    #expect(result.output.contains("characters in all)"))
  }

  // 7. check --update and output errors.
  @Test func checkUpdateKeepsModeFollowsSymlinksAndRefusesReadOnlyFiles() throws {
    let directory = try BadInput.directory()
    let stale = Array("> numberOfSections\n5\n".utf8)
    let privateFile = try BadInput.write(stale, to: "private.transcript", in: directory)
    chmod(privateFile, 0o600)
    var result = try BadInput.launch(["check", "--update", privateFile])
    #expect(result.status == 0, "\(result.output)")
    #expect(try String(contentsOfFile: privateFile, encoding: .utf8) == "> numberOfSections\n0\n")
    #expect(try mode(privateFile) == 0o600)

    let target = try BadInput.write(stale, to: "target.transcript", in: directory)
    let link = directory.appendingPathComponent("link.transcript").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    result = try BadInput.launch(["check", "--update", link])
    #expect(result.status == 0, "\(result.output)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target, "still a link")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "> numberOfSections\n0\n")

    let readOnly = try BadInput.write(stale, to: "read-only.transcript", in: directory)
    chmod(readOnly, 0o444)
    result = try BadInput.launch(["check", "--update", readOnly])
    #expect(result.status == 2)
    #expect(
      result.output.contains("error: \(readOnly) cannot be written: it is read-only (mode 0444"),
      "\(result.output)")
    #expect(result.output.contains("  fix: make it writable (chmod u+w)"), "\(result.output)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: readOnly)) == Data(stale), "left as it was")
    #expect(try mode(readOnly) == 0o444)
  }

  private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require(attributes[.posixPermissions] as? Int)
  }

  @Test func outputWriteErrorsAreReported() throws {
    var result = try shell(#"echo 'echo hi' | "$0" > /dev/full"#)
    #expect(result.status == 1)
    #expect(result.errors.contains("cannot write the output: No space left on device"), "\(result.errors)")
    result = try shell(#"exec "$0" --help > /dev/full"#)
    #expect(result.status == 1)
    #expect(result.errors.contains("cannot write the output"))
  }

  @Test func aClosedPipeStillSaysTheScriptFailed() throws {
    // The failure comes first; the reader goes away during the lines after it.
    let script = "bogus\n" + (0..<50_000).map { "echo line \($0)" }.joined(separator: "\n")
    let directory = try BadInput.directory()
    let path = try BadInput.write(Array(script.utf8), to: "fails.diffable", in: directory)
    // The binary's own status, from inside the pipeline (`pipefail` is not POSIX sh).
    let statusFile = directory.appendingPathComponent("status").path
    _ = try shell(
      #"( "$0" --keep-going "# + path + #"; echo $? > "# + statusFile + #" ) | head -c 5 > /dev/null"#)
    let status = try String(contentsOfFile: statusFile, encoding: .utf8)
    #expect(status == "1\n", "a script that failed exits 1 even when its reader went away")
  }

  // 8. JSON output and options.
  @Test func jsonOutputReportsUnreadableInputAsJSON() throws {
    let missing = try BadInput.launch(["--format", "json", "/nonexistent.diffable"])
    #expect(missing.status == 2)
    #expect(missing.output.hasPrefix(#"{"ok": false, "command": "read", "error": {"code": "fileNotFound""#))
    let latin = try BadInput.launch(["--format", "json"], input: Array("echo a\n".utf8) + [0xE9, 0x0A])
    #expect(latin.status == 2)
    #expect(latin.output.contains(#""code": "invalidUTF8""#), "\(latin.output)")
  }

  @Test func jsonWithEchoIsRefusedOnTheCommandLine() throws {
    let result = try BadInput.launch(["--format", "json", "--echo"], input: Array("echo a\n".utf8))
    #expect(result.status == 2)
    #expect(result.errors.contains("--echo prints a text transcript and cannot be mixed into --format json"))
    #expect(result.output.isEmpty)
  }

  @Test func aRowOfNSNotFoundIsAnError() throws {
    let script = """
      mode classic
      appendSections a
      appendItems 1 2
      tableView.reloadData
      tableView.moveRow [0, 9223372036854775807] to [0, 0]
      """
    let result = try BadInput.launch([], input: Array(script.utf8))
    #expect(result.status == 1)
    #expect(result.output.contains("row 9223372036854775807 is NSNotFound"))
    #expect(!result.output.contains("1 row moved"))
  }

  // 9. `help check`.
  @Test func helpCheckPrintsChecksHelp() throws {
    let result = try BadInput.launch(["help", "check"])
    #expect(result.status == 0)
    #expect(result.output.contains("OVERVIEW: Replay transcripts"), "\(result.output)\(result.errors)")
  }

  // The command catalogue, through the binary: exit status 1, the message, the state unchanged.
  @Test(arguments: BadInputCommandTests.catalogue)
  func everyCatalogueLineFailsThroughTheBinaryAndChangesNothing(_ bad: BadLine) throws {
    let directory = try BadInput.directory()
    let setup = try BadInput.write(Array(BadInput.setup.utf8), to: "setup.diffable", in: directory)
    // The bad line ends its own file: an open bracket has nothing to continue onto.
    let badFile = try BadInput.write(Array(bad.line.utf8), to: "bad.diffable", in: directory)
    let probe = try BadInput.write(Array(Self.probe.utf8), to: "probe.diffable", in: directory)
    let expected = try BadInput.launch(["--keep-going", setup, probe])
    let result = try BadInput.launch(["--keep-going", setup, badFile, probe])
    if bad.line.contains("\u{0}") {
      // A file with a NUL byte is refused whole, before any of it runs.
      #expect(result.status == 2)
      #expect(result.output.contains("bad.diffable looks like a binary file"), "\(result.output)")
    } else {
      #expect(result.status == 1)
      #expect(result.output.contains("bad.diffable:1: error: "), "\(result.output)")
      #expect(result.output.contains(bad.message), "\(result.output)")
    }
    let after = { (output: String) in output.components(separatedBy: "--- probe ---").last }
    #expect(
      after(result.output) == after(expected.output), "the state after the bad line is the state before")
  }
}
