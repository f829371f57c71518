import Foundation
import Testing

// No `.enabled(if:)`: without the binary these tests fail (at `#require`) rather than skip.
@Suite("Bad input: the built binary on bad files, bad standard input, closed pipes, corrupt history")
struct BadInputBinaryTests {
  @Test func aBinaryFileGivenOnTheCommandLineExitsTwoWithItsName() throws {
    let directory = try BadInput.directory()
    let path = try BadInput.write([0x7F, 0x45, 0x4C, 0x46, 0, 0, 1, 2], to: "program", in: directory)
    let result = try BadInput.launch([path])
    #expect(result.status == 2)
    #expect(result.output.contains("\(path) looks like a binary file"), "\(result.output)")
  }

  @Test func aMissingFileExitsTwoAndTheNextFileStillRuns() throws {
    let directory = try BadInput.directory()
    let next = try BadInput.write(Array("echo next\n".utf8), to: "next.diffable", in: directory)
    let result = try BadInput.launch([directory.path + "/missing.diffable", next])
    #expect(result.status == 2)
    #expect(result.output.contains("missing.diffable: no such file"))
    #expect(result.output.contains("next\n"))
  }

  @Test func invalidUTF8OnStandardInputExitsTwo() throws {
    let result = try BadInput.launch([], input: Array("appendSections a\n".utf8) + [0xFF, 0xFE, 0x0A])
    #expect(result.status == 2)
    #expect(result.output.contains("standard input is not valid UTF-8"), "\(result.output)")
  }

  @Test func nulBytesOnStandardInputAreAnErrorAtTheirPlace() throws {
    let result = try BadInput.launch(
      [], input: Array("appendSections a\nappendItems 1 ".utf8) + [0] + Array(" 2\n".utf8))
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("<stdin>:2: error: "), "\(result.output)")
  }

  @Test func aClosedPipeEndsTheProgramQuietlyWithStatusZero() throws {
    // `diffable script | head -1`: the reader goes away after the first line.
    let directory = try BadInput.directory()
    let lines = (0..<50_000).map { "echo line \($0)" }.joined(separator: "\n")
    let path = try BadInput.write(Array(lines.utf8), to: "long.diffable", in: directory)
    let binary = try #require(BadInput.binary)
    let process = Process()
    process.executableURL = binary
    process.arguments = [path]
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let first = try #require(try stdout.fileHandleForReading.read(upToCount: 5))
    #expect(String(decoding: first, as: UTF8.self) == "line ")
    try stdout.fileHandleForReading.close()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "not killed by SIGPIPE")
    #expect(process.terminationStatus == 0)
    #expect(errors.isEmpty, "\(String(decoding: errors, as: UTF8.self))")
  }

  #if os(Linux)
    /// util-linux `script` runs the binary on a pseudo-terminal, where the line editor starts.
    static let script = URL(fileURLWithPath: "/usr/bin/script")

    @Test(
      .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux script")
    )
    func aCorruptHistoryFileIsSetAsideWithAWarning() throws {
      let directory = try BadInput.directory()
      let history = try BadInput.write(
        [0x00, 0xFF, 0xFE] + Array("garbage\n".utf8) + [1, 2, 0], to: "history", in: directory)
      let binary = try #require(BadInput.binary)
      let result = try BadInput.launch(
        ["-qec", "'\(binary.path)'", "/dev/null"],
        input: Array("appendSections a\nnumberOfSections\nquit\n".utf8),
        environment: ["DIFFABLE_HISTORY": history], executable: Self.script)
      #expect(result.status == 0, "\(result.output)")
      #expect(
        result.output.contains("warning: history file \(history) is not a diffable history file"),
        "\(result.output)")
      #expect(result.shownOutput.contains("diffable> numberOfSections\r\n1\r\n"), "\(result.output)")
      let setAside = try Data(contentsOf: URL(fileURLWithPath: history + ".corrupt"))
      #expect(Array(setAside.prefix(3)) == [0x00, 0xFF, 0xFE], "the corrupt file is kept, not lost")
      let saved = try String(contentsOfFile: history, encoding: .utf8)
      #expect(saved.contains("numberOfSections"), "a new history replaces it")
    }
  #endif
}
