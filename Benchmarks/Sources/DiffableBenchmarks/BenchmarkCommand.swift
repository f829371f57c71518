import ArgumentParser
import DiffableKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one run measures, as the command line chose it.
struct Options {
  var itemCount = 1_000_000
  var sectionCount = 1_000
  var scenarios: [Scenario] = [.mixed]
  var kind = IdentifierKind.int
  var repetitions = 5
  var seed: UInt64 = 1
  var stdlib = false
  var sizes = [10_000, 100_000, 1_000_000]
  var timeout = Duration.seconds(30)
  var memoryLimitMB = 6_144
  var binary: String?
  var scriptLines = 100_000
  var scriptItems = 5_000
  var digest = false
}

extension IdentifierKind: ExpressibleByArgument {
  init?(argument: String) {
    self.init(rawValue: argument == "int" ? "Int" : argument)
  }
}

/// `--scenario NAME|all`.
struct ScenarioChoice: ExpressibleByArgument {
  var scenarios: [Scenario]

  init?(argument: String) {
    if argument == "all" {
      scenarios = Scenario.allCases
    } else if let scenario = Scenario(rawValue: argument) {
      scenarios = [scenario]
    } else {
      return nil
    }
  }

  static var allValueStrings: [String] { Scenario.allCases.map(\.rawValue) + ["all"] }

  var defaultValueDescription: String {
    scenarios.count == 1 ? scenarios[0].rawValue : "all"
  }
}

/// `--sizes N,N,...`.
struct SizeList: ExpressibleByArgument {
  var sizes: [Int]

  init?(argument: String) {
    let parts = argument.split(separator: ",")
    let numbers = parts.compactMap { Int($0) }.filter { $0 > 0 }
    guard !numbers.isEmpty, numbers.count == parts.count else { return nil }
    sizes = numbers
  }

  var defaultValueDescription: String { sizes.map(String.init).joined(separator: ",") }
}

// Measures the diff engine against the floor of any identity diff (a Dictionary of the old
// identifiers and one lookup per new one) and against the standard library's
// `difference(from:).inferringMoves()`; and, with --suite, the whole table of the
// performance issue plus memory, script replay and start-up through the real binary.
@main
struct BenchmarkCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "DiffableBenchmarks",
    abstract: "Measures diffable: the diff engine against its floor, the session on long scripts.",
    discussion:
      "Without --suite, times one or every scenario at one size (the engine, the floor, the moves"
      + " against the minimum). scripts/bench builds this package and diffable in release and runs --suite."
  )

  @Flag(help: "Run the whole suite: memory, scripts through the binary, first prompt, the diff table.")
  var suite = false
  @Flag(help: "Run only the scale scripts and, unless --binary-only, the in-process edit and undo costs.")
  var scale = false
  @Flag(help: "With --scale: only the scripts through the binary (to measure another build's binary).")
  var binaryOnly = false
  @Flag(help: "Time UIKit's differ against the minimal one and the floor, at --sizes, for --scenario.")
  var uikit = false
  @Flag(help: "With --uikit: also print a digest of each differ's diff, to check that two builds agree.")
  var digest = false
  @Flag(help: "Time the Swift interpreter's programs against the same files compiled by swiftc -Onone.")
  var interpreter = false
  @Option(help: "With --interpreter: only the programs whose name contains this (to profile one).")
  var program: String?
  @Option(help: "With --interpreter: time this Swift file instead (no floor, no data source).")
  var programFile: String?
  @Flag(help: "Time how soon Ctrl-C stops running Swift, through the binary on a pty (needs --binary).")
  var interrupt = false
  @Flag(help: "Print the generated session script (--script-lines long) instead of measuring.")
  var writeScript = false
  @Option(help: "Items in the snapshots (single run).") var items = 1_000_000
  @Option(help: "Sections in the snapshots (single run).") var sections = 1_000
  @Option(help: "A scenario, or all.") var scenario = ScenarioChoice(argument: "mixed")!
  @Option(help: "SnapshotIdentifier kind: Int or struct.") var ids = IdentifierKind.int
  @Option(help: "Best of this many runs.") var repetitions = 5
  @Option(help: "Seed of the generated data.") var seed: UInt64 = 1
  @Flag(help: "Also time [SnapshotIdentifier].difference(from:).inferringMoves() (in a child process).")
  var stdlib = false
  @Option(help: "Sizes of the suite's diff table, like 10000,100000.") var sizes = SizeList(
    argument: "10000,100000,1000000")!
  @Option(help: "Seconds before a child running the stdlib diff is stopped.") var timeout = 30
  @Option(name: .customLong("memory-limit-mb"), help: "Memory limit of the stdlib child, in MB.")
  var memoryLimitMB = 6_144
  @Option(help: "The diffable binary the suite runs scripts through.") var binary: String?
  @Option(help: "Lines of the generated session script.") var scriptLines = 100_000
  @Option(help: "Items the generated session script keeps live.") var scriptItems = 5_000
  @Flag(name: .customLong("stdlib-child"), help: .hidden) var isStdlibChild = false
  @Flag(name: .customLong("memory-child"), help: .hidden) var isMemoryChild = false
  @Flag(name: .customLong("layouts-child"), help: .hidden) var isLayoutsChild = false

  var options: Options {
    Options(
      itemCount: items, sectionCount: max(sections, 1), scenarios: scenario.scenarios, kind: ids,
      repetitions: max(repetitions, 1), seed: seed, stdlib: stdlib, sizes: sizes.sizes,
      timeout: .seconds(timeout), memoryLimitMB: memoryLimitMB, binary: binary, scriptLines: scriptLines,
      scriptItems: scriptItems, digest: digest)
  }

  func run() throws {
    let options = options
    if isStdlibChild { stdlibChild(options) }
    if isMemoryChild { memoryChild(options, snapshots: true) }
    if isLayoutsChild { memoryChild(options, snapshots: false) }
    if suite { throw ExitCode(runSuite(options) ? 0 : 1) }
    if scale {
      guard let binary = options.binary else { throw ValidationError("--scale needs --binary PATH") }
      let checks = runScale(binary, options: options, inProcess: !binaryOnly)
      print("targets:")
      for (name, met) in checks { print("  \(met ? "met   " : "MISSED") \(name)") }
      throw ExitCode(checks.allSatisfy(\.1) ? 0 : 1)
    }
    if uikit { throw ExitCode(runUIKitDiffTable(options) ? 0 : 1) }
    if interpreter {
      let checks = runInterpreterSuite(
        repetitions: min(options.repetitions, 3), only: program, file: programFile)
      print("targets:")
      for (name, met) in checks { print("  \(met ? "met   " : "MISSED") \(name)") }
      throw ExitCode(checks.allSatisfy(\.1) ? 0 : 1)
    }
    if interrupt {
      guard let binary = options.binary else { throw ValidationError("--interrupt needs --binary PATH") }
      let checks = interruptChecks(binary, repetitions: options.repetitions)
      print("targets:")
      for (name, met) in checks { print("  \(met ? "met   " : "MISSED") \(name)") }
      throw ExitCode(checks.allSatisfy(\.1) ? 0 : 1)
    }
    if writeScript {
      print(
        GeneratedScript.session(
          lines: options.scriptLines, targetItems: options.scriptItems, seed: options.seed),
        terminator: "")
      return
    }
    var allMinimal = true
    for scenario in options.scenarios {
      allMinimal = runSingle(scenario, options) && allMinimal
    }
    if !allMinimal { throw ExitCode(1) }
  }
}
