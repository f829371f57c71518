import DiffableKit
import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Helpers of the bad-input catalogue: a shell with some state, the output of one bad script,
/// and whether the state survived it. Namespaced, so that other suites' helpers never clash.
enum BadInput {
  /// The state every bad input meets: a declared type, an applied snapshot and a pending edit,
  /// so that "unchanged" covers the registry, the data source and the working snapshot.
  static let setup = """
    struct Payment { id, title } hash(id) equal(id)
    appendSections main
    appendItems 1 2 Payment(id: 7, title: "Fare")
    apply
    appendItems 3
    """

  /// Everything a failed command must leave as it was.
  struct Fingerprint: Hashable {
    var working: Snapshot
    var dataSource: DataSource
    var registry: TypeRegistry
    var cellTemplates: [String: CellTemplate]
    var classic: ClassicTable?

    init(_ session: Session) {
      classic = session.state.classic
      working = session.state.working
      dataSource = session.state.dataSource
      registry = session.state.registry
      cellTemplates = session.state.cellTemplates
    }
  }

  /// What running a bad script did.
  struct Run {
    /// The output lines of the bad script alone.
    var lines: [String]
    /// Whether the state after it is the state before it.
    var stateUnchanged: Bool
    /// The shell, for more checks.
    var shell: Shell

    /// The first line that reports an error, if any.
    var errorLine: String? { lines.first { $0.contains("error") } }
  }

  /// Runs `setup`, then `script` as a file named `name`, in one shell.
  static func run(_ script: String, name: String = "bad.diffable", settings: Settings = Settings()) -> Run {
    final class Sink: @unchecked Sendable { var lines: [String] = [] }
    let sink = Sink()
    let shell = Shell(settings: settings) { sink.lines.append($0) }
    shell.runScript(setup, name: "setup.diffable")
    precondition(!shell.hadFailure, "the setup failed: \(sink.lines)")
    let before = Fingerprint(shell.session)
    sink.lines = []
    shell.runScript(script, name: name)
    return Run(lines: sink.lines, stateUnchanged: Fingerprint(shell.session) == before, shell: shell)
  }

  /// Runs the file at `path` in a shell after `setup`, as `diffable FILE` does.
  static func runFile(_ path: String) -> (run: Run, readable: Bool) {
    final class Sink: @unchecked Sendable { var lines: [String] = [] }
    let sink = Sink()
    let shell = Shell { sink.lines.append($0) }
    shell.runScript(setup, name: "setup.diffable")
    let before = Fingerprint(shell.session)
    sink.lines = []
    let readable = shell.runFile(path)
    return (
      Run(lines: sink.lines, stateUnchanged: Fingerprint(shell.session) == before, shell: shell), readable
    )
  }

  /// A new empty directory for one test's files.
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "diffable-bad-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `bytes` to `name` in `directory`; returns its path.
  @discardableResult
  static func write(_ bytes: some Sequence<UInt8>, to name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  /// The built `diffable` binary: next to the test bundle, or in `.build/debug` under the
  /// current directory; nil when it was not built (the tests that need it are then skipped).
  static let binary: URL? = {
    var candidates: [URL] = []
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      candidates.append(directory.appendingPathComponent("diffable"))
      directory.deleteLastPathComponent()
    }
    if let argument = CommandLine.arguments.first {
      var directory = URL(fileURLWithPath: argument).deletingLastPathComponent()
      for _ in 0..<4 {
        candidates.append(directory.appendingPathComponent("diffable"))
        directory.deleteLastPathComponent()
      }
    }
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    candidates.append(here.appendingPathComponent(".build/debug/diffable"))
    return candidates.first { url in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
        && FileManager.default.isExecutableFile(atPath: url.path)
    }
  }()

  /// What the binary did.
  struct Exit {
    var status: Int32
    var output: String
    var errors: String

    /// The output as a terminal shows it, without the switches of bracketed paste mode that the
    /// line editor sends around each line it reads.
    var shownOutput: String {
      output.replacingOccurrences(of: "\u{1B}[?2004h", with: "").replacingOccurrences(
        of: "\u{1B}[?2004l", with: "")
    }
  }

  /// Runs the binary with `arguments`, `input` on standard input, and NO_COLOR set.
  static func launch(
    _ arguments: [String], input: [UInt8] = [], environment extra: [String: String] = [:],
    executable: URL? = nil
  ) throws -> Exit {
    let binary = try #require(BadInput.binary, "build the diffable product first (swift build)")
    let process = Process()
    process.executableURL = executable ?? binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["DIFFABLE_HISTORY"] = ""
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    // A child that exits before reading all its input must not kill the tests with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    // Written from another thread: a big input and a big output would each fill their pipe.
    let writer = Thread {
      try? stdin.fileHandleForWriting.write(contentsOf: input)
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Exit(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }
}
