import DiffableInterpreter
import Foundation

/// Runs a fixture both ways: compiled by `swiftc` (the oracle) and by the interpreter.
enum FixtureRunner {
  /// The folder of the fixtures, beside this file.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  /// `swiftc`, found on the PATH.
  static let swiftc: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
    .split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }

  /// The fixture files' names, sorted.
  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// The fixture's source.
  static func source(_ name: String) throws -> String {
    try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
  }

  /// What the interpreter prints for a source, or its error after what it printed.
  static func interpret(_ source: String) -> String {
    let interpreter = Interpreter()
    var printed = ""
    do {
      try interpreter.run(source) { printed += $0 }
    } catch {
      printed += "error: \(error)\n"
    }
    return printed
  }

  /// What the interpreter prints running `source` as a file: compiled whole, then run step by
  /// step (``Interpreter/compileFile(_:file:entry:)``), each step an entry, as `diffable FILE.swift`
  /// runs it; the first error ends it.
  static func interpretAsFile(_ source: String) -> String {
    let interpreter = Interpreter()
    var printed = ""
    do {
      let file = try interpreter.compileFile(source, file: "main.swift", entry: 1)
      for (number, step) in file.steps.enumerated() where step.runs {
        try interpreter.run(step, entry: number + 2) { printed += $0 }
      }
    } catch {
      printed += "error: \(error)\n"
    }
    return printed
  }

  /// What the compiled program prints. Binaries are kept in a temporary folder by the hash of
  /// their source, so that a second run of the suite compiles nothing.
  static func compiledOutput(_ source: String) throws -> String {
    // Two tests ask for the same fixture's output at once: one compiles, the other waits.
    try oracleLock.withLock { try compiledOutputUnlocked(source) }
  }

  private static let oracleLock = NSLock()

  private static func compiledOutputUnlocked(_ source: String) throws -> String {
    // A fixture that uses a snapshot is compiled with the stand-in of UIKit's (StandIns/).
    let standIn = source.contains("NSDiffableDataSourceSnapshot") ? try snapshotStandIn() : nil
    let digest = String(fingerprint(source + (standIn ?? "")), radix: 16)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diffable-interpreter-oracle")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let binary = folder.appendingPathComponent(digest)
    let expected = folder.appendingPathComponent("\(digest).out")
    if let cached = try? String(contentsOf: expected, encoding: .utf8) { return cached }
    if !FileManager.default.fileExists(atPath: binary.path) {
      // Top-level code must be in main.swift when a second file is compiled with it.
      let sources = folder.appendingPathComponent(digest + "-sources")
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      let file = sources.appendingPathComponent("main.swift")
      try source.write(to: file, atomically: true, encoding: .utf8)
      var files = [file.path]
      if let standIn {
        let standInFile = sources.appendingPathComponent("NSDiffableDataSourceSnapshot.swift")
        try standIn.write(to: standInFile, atomically: true, encoding: .utf8)
        files.append(standInFile.path)
      }
      // Built under a name of its own, then moved: another test process may build it too.
      let built = binary.path + ".\(UUID().uuidString).tmp"
      let (status, _, errors) = try execute(
        swiftc ?? "swiftc", ["-module-name", "main", "-Onone"] + files + ["-o", built])
      guard status == 0 else { throw OracleError(message: errors) }
      if (try? FileManager.default.moveItem(atPath: built, toPath: binary.path)) == nil {
        try? FileManager.default.removeItem(atPath: built)
        guard FileManager.default.fileExists(atPath: binary.path) else {
          throw OracleError(message: "the compiled program could not be kept at \(binary.path)")
        }
      }
    }
    let (status, output, errors) = try execute(binary.path, [])
    guard status == 0 else { throw OracleError(message: "the compiled program failed: \(errors)") }
    try output.write(to: expected, atomically: true, encoding: .utf8)
    return output
  }

  /// The stand-in NSDiffableDataSourceSnapshot that swiftc compiles with a fixture using one.
  static func snapshotStandIn() throws -> String {
    let file = fixtures.deletingLastPathComponent().appendingPathComponent(
      "StandIns/NSDiffableDataSourceSnapshot.swift")
    return try String(contentsOf: file, encoding: .utf8)
  }

  /// A 64-bit FNV-1a hash of the source, naming its cached binary.
  private static func fingerprint(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }

  /// Runs a program and collects its status and outputs.
  private static func execute(_ path: String, _ arguments: [String]) throws -> (Int32, String, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let errorData = UncheckedData()
    let reader = Thread { errorData.data = errors.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.done { usleep(1000) }
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData.data, as: UTF8.self)
    )
  }

  /// Why the oracle gave no answer.
  struct OracleError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}

/// Bytes read on another thread.
private final class UncheckedData: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = Data()
  private var finished = false

  var data: Data {
    get { lock.withLock { stored } }
    set {
      lock.withLock {
        stored = newValue; finished = true
      }
    }
  }

  var done: Bool { lock.withLock { finished } }
}
