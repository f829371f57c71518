import Foundation
import Testing

@Suite("Buffered output survives a termination signal", .enabled(if: diffableBinary() != nil))
struct OutputSignalTests {
  /// The script prints `count` lines, then sources a FIFO, where it blocks; opening the FIFO
  /// for writing returns once the script got there, so the lines were computed before the
  /// signal is sent.
  private func linesBeforeSignal(_ signal: Int32, count: Int) throws -> (status: Int32, output: String) {
    let binary = try #require(diffableBinary())
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "diffable-signal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let fifo = directory.appendingPathComponent("wait.diffable").path
    #expect(mkfifo(fifo, 0o600) == 0)
    var text = ""
    for number in 1...count { text += "echo line \(number)\n" }
    text += "source \(fifo)\n"
    let script = directory.appendingPathComponent("main.diffable")
    try text.write(to: script, atomically: true, encoding: .utf8)
    let outputPath = directory.appendingPathComponent("out.txt").path
    #expect(FileManager.default.createFile(atPath: outputPath, contents: nil))
    let process = Process()
    process.executableURL = binary
    process.arguments = [script.path]
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let writer = open(fifo, O_WRONLY)  // returns when the script opened the FIFO
    #expect(writer >= 0)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    close(writer)
    let output = try String(contentsOfFile: outputPath, encoding: .utf8)
    return (process.terminationStatus, output)
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func linesPrintedBeforeTheSignalAreWritten(signal: Int32) throws {
    let (status, output) = try linesBeforeSignal(signal, count: 500)
    let lines = output.split(separator: "\n")
    #expect(lines.prefix(500).map(String.init) == (1...500).map { "line \($0)" }, "\(output.suffix(300))")
    #expect(status == 128 + signal)
  }
}
