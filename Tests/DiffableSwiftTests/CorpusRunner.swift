import DiffableSwift
import Foundation

/// Runs a snippet of the corpus (Fixtures/corpus/NN-name.swift) two ways: in diffable, as
/// `diffable` runs a file (the shell with the interpreted front end, the file
/// a script), and compiled by swiftc against the UIKit stand-in (``StandInModule``). Both must
/// print the snippet's golden output, NN-name.out.
enum CorpusRunner {
  /// The corpus folder.
  static let folder = packageRoot.appendingPathComponent("Tests/DiffableSwiftTests/Fixtures/corpus")

  /// `swiftc`, found on the PATH.
  static let swiftc: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
    .split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Whether the compiled test writes the golden outputs (from the compiled programs, the oracle)
  /// instead of checking them: `DIFFABLE_RECORD_CORPUS=1 swift test --filter Corpus`.
  static let isRecording = ProcessInfo.processInfo.environment["DIFFABLE_RECORD_CORPUS"] != nil

  /// The snippets' names (NN-name), sorted.
  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }

  /// The snippet's source.
  static func source(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent("\(name).swift"), encoding: .utf8)
  }

  /// The snippet's golden output.
  static func expected(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent("\(name).out"), encoding: .utf8)
  }

  /// Writes the snippet's golden output.
  static func record(_ output: String, for name: String) throws {
    try output.write(to: folder.appendingPathComponent("\(name).out"), atomically: true, encoding: .utf8)
  }

  // MARK: - Two ways

  /// What diffable prints for the snippet run as a script named NN-name.swift.
  static func diffableOutput(_ name: String) throws -> String {
    let session = SwiftFrontEndTests.interpreted()
    let lines = session.runScript(try source(name), name: "\(name).swift")
    // diffable announces each type the snippet declares, with its rule; the compiled program
    // cannot, so the announcements are left out of the comparison.
    let announcements = try declarationLines(name)
    return lines.filter { !announcements.contains($0) }.map { $0 + "\n" }.joined()
  }

  /// `output` without the hints and fixes `expected` does not have: diffable knows the rules of
  /// the types the snippet declares, which the compiled program's session is never told, so it
  /// may add hints that name them (`as == compares value`), and it phrases a fix under UIKit's
  /// exceptions, which the compiled program's crash report has not; every other line must agree.
  ///
  /// A hint both print may end otherwise: its observation (up to the first `; `) must agree, and
  /// diffable's advice after it may name the rule (`as hash(into:) reads isSelected`); the
  /// expected line then stands for diffable's.
  static func withoutAddedHints(_ output: String, expected: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedSet = Set(expectedLines)
    func observation(_ hint: Substring) -> Substring { hint.prefix { $0 != ";" } }
    let expectedHints = Dictionary(
      expectedLines.filter { $0.hasPrefix("hint: ") && $0.contains(";") }.map { (observation($0), $0) },
      uniquingKeysWith: { first, _ in first })
    return output.split(separator: "\n", omittingEmptySubsequences: false)
      .compactMap { line -> Substring? in
        guard line.hasPrefix("hint: ") || line.hasPrefix("  fix: "), !expectedSet.contains(line) else {
          return line
        }
        return line.contains(";") ? expectedHints[observation(line)] : nil
      }
      .joined(separator: "\n")
  }

  /// The lines diffable printed for the snippet's declarations (and the warnings they carry),
  /// read from its JSON report.
  static func declarationLines(_ name: String) throws -> Set<String> {
    let session = SwiftSession(format: .json)
    session.shell.frontEnd = SwiftFrontEnd()
    var lines: Set<String> = []
    for line in session.runScript(try source(name), name: "\(name).swift") {
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        object["command"] as? String == "declare"
      else { continue }
      lines.formUnion(object["text"] as? [String] ?? [])
      lines.formUnion((object["warnings"] as? [String] ?? []).map { "warning: \($0)" })
    }
    return lines
  }

  /// What the snippet prints compiled against the stand-in. The program is kept in a temporary
  /// folder named by a hash of its source and of the module, so that a second run compiles
  /// nothing.
  static func compiledOutput(_ name: String) throws -> String {
    let module = try StandInModule.folder()
    let source = try source(name)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diffable-corpus")
      .appendingPathComponent(String(fingerprint(module.lastPathComponent + "\0" + source), radix: 16))
    let program = folder.appendingPathComponent(name)
    if !FileManager.default.isExecutableFile(atPath: program.path) {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      // The file keeps the snippet's name: a crash names it (`NN-name.swift:12: error: ...`).
      let file = folder.appendingPathComponent("\(name).swift")
      try source.write(to: file, atomically: true, encoding: .utf8)
      let arguments =
        ["-module-name", programModule, "-swift-version", "5", "-Onone", file.path]
        + StandInModule.linkFlags(module) + ["-o", program.path + ".partial"]
      let result = try execute(swiftc ?? "swiftc", arguments, in: folder)
      guard result.status == 0 else {
        throw RunError(description: "swiftc refused \(name):\n\(result.errors)")
      }
      try FileManager.default.moveItem(atPath: program.path + ".partial", toPath: program.path)
    }
    let result = try execute(program.path, [], in: folder)
    // A UIKit crash ends the program with status 1 after printing it, as diffable's script ends.
    guard result.status == 0 || result.status == 1 else {
      throw RunError(
        description: "\(name) stopped with status \(result.status):\n\(result.output)\(result.errors)")
    }
    return result.output
  }

  /// The compiled program's module name, which the stand-in leaves out of the identifiers it
  /// shows as the interpreter does (StandIns/UIKit/DiffableSession.swift names it too).
  static let programModule = "main"

  // MARK: - Processes

  /// What a program did: its exit status, standard output and standard error.
  struct Run {
    let status: Int32
    let output: String
    let errors: String
  }

  /// Why a snippet gave no output.
  struct RunError: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `path` with `arguments` in `directory`; standard error goes through a file, so that
  /// neither pipe can fill while the other is read.
  static func execute(_ path: String, _ arguments: [String], in directory: URL) throws -> Run {
    let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "diffable-corpus-\(UUID()).err")
    guard FileManager.default.createFile(atPath: errorsFile.path, contents: nil) else {
      throw RunError(description: "could not make \(errorsFile.path)")
    }
    defer { try? FileManager.default.removeItem(at: errorsFile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorsFile)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errors = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
    return Run(
      status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self), errors: errors)
  }

  /// The first line where two outputs differ, for a readable failure.
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
