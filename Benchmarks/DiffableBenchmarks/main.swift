import DiffableKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Measures the diff engine against the floor of any identity diff (a Dictionary of the old
// identifiers and one lookup per new one) and against the standard library's
// `difference(from:).inferringMoves()`; and, with --suite, the whole table of the
// performance issue plus memory, script replay and start-up through the real binary.
//
//   swift build -c release --product DiffableBenchmarks --product diffable
//   .build/release/DiffableBenchmarks --suite          (scripts/bench runs this)
//   .build/release/DiffableBenchmarks [--items N] [--sections N] [--scenario NAME|all]
//                                     [--ids Int|struct] [--repetitions N] [--seed N] [--stdlib]

struct Options {
  var itemCount = 1_000_000
  var sectionCount = 1_000
  var scenarios: [Scenario] = [.mixed]
  var kind = IdentifierKind.int
  var repetitions = 5
  var seed: UInt64 = 1
  var stdlib = false
  var suite = false
  var sizes = [10_000, 100_000, 1_000_000]
  var timeout = Duration.seconds(30)
  var memoryLimitMB = 6_144
  var binary: String?
  var scriptLines = 100_000
  var scriptItems = 5_000
  var mode = Mode.single

  enum Mode { case single, suite, stdlibChild, memoryChild, layoutsChild, writeScript }

  static let usage = """
    usage: DiffableBenchmarks --suite [--sizes N,N,...] [--timeout SECONDS] [--memory-limit-mb N]
                              [--binary PATH] [--script-lines N] [--script-items N] [--repetitions N] [--seed N]
           DiffableBenchmarks --write-script [--script-lines N] [--script-items N] [--seed N]
           DiffableBenchmarks [--items N] [--sections N] [--scenario NAME|all] [--ids Int|struct]
                              [--repetitions N] [--seed N] [--stdlib]
    scenarios: \(Scenario.allCases.map(\.rawValue).joined(separator: ", "))
    --stdlib also times [Identifier].difference(from:).inferringMoves() on the flat item lists
             (in a child process, stopped after --timeout seconds, default 30)
    """

  init(_ arguments: [String]) {
    var rest = arguments[...]
    func value(_ name: String) -> String {
      guard let next = rest.popFirst() else { Options.fail("\(name) needs a value") }
      return next
    }
    func number(_ name: String) -> Int {
      guard let number = Int(value(name)), number >= 0 else { Options.fail("\(name) needs a count") }
      return number
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--items": itemCount = number(argument)
      case "--sections": sectionCount = max(number(argument), 1)
      case "--repetitions": repetitions = max(number(argument), 1)
      case "--seed": seed = UInt64(number(argument))
      case "--stdlib": stdlib = true
      case "--suite": mode = .suite
      case "--timeout": timeout = .seconds(number(argument))
      case "--memory-limit-mb": memoryLimitMB = number(argument)
      case "--binary": binary = value(argument)
      case "--script-lines": scriptLines = number(argument)
      case "--script-items": scriptItems = number(argument)
      case "--write-script":
        // Prints the generated session script (--script-lines long) instead of measuring.
        mode = .writeScript
      case "--stdlib-child": mode = .stdlibChild
      case "--memory-child": mode = .memoryChild
      case "--layouts-child": mode = .layoutsChild
      case "--sizes":
        let list = value(argument).split(separator: ",").compactMap { Int($0) }
        guard !list.isEmpty else { Options.fail("--sizes needs counts, like 10000,100000") }
        sizes = list
      case "--ids":
        let name = value(argument)
        guard let parsed = IdentifierKind(rawValue: name) ?? (name == "int" ? .int : nil) else {
          Options.fail("unknown identifier kind '\(name)'")
        }
        kind = parsed
      case "--scenario":
        let name = value(argument)
        if name == "all" {
          scenarios = Scenario.allCases
        } else if let scenario = Scenario(rawValue: name) {
          scenarios = [scenario]
        } else {
          Options.fail("unknown scenario '\(name)'")
        }
      case "--help", "-h":
        print(Options.usage)
        exit(0)
      default: Options.fail("unknown option '\(argument)'")
      }
    }
  }

  static func fail(_ message: String) -> Never {
    print("\(message)\n\(usage)")
    exit(2)
  }
}

/// One scenario at one size, with the details the table leaves out.
func runSingle(_ scenario: Scenario, _ options: Options) -> Bool {
  let row = measureRow(
    kind: options.kind, items: options.itemCount, sections: options.sectionCount, scenario: scenario,
    options: options, runStdlib: options.stdlib)
  print(
    "\(scenario.rawValue) (\(scenario.summary)), \(options.kind.rawValue) identifiers, seed \(options.seed), best of \(options.repetitions)"
  )
  print("  engine   Diff(from:to:)                     \(row.engine.milliseconds)")
  print("  floor    Dictionary of old + new lookups    \(row.floor.milliseconds)")
  print(
    "  ratio    engine / floor                     \(format(row.engine.seconds / row.floor.seconds, digits: 2)) (target <= 1.5)"
  )
  print("  moves    \(row.moves); minimum \(row.minimumMoves): \(row.isMinimal ? "ok" : "NOT MINIMAL")")
  if options.stdlib { print("  stdlib   difference(from:).inferringMoves() \(row.stdlib.text)") }
  return row.isMinimal
}

/// The memory children: build the layouts (and with `snapshots`, both snapshots and their
/// diff) and exit; the parent reads their peak memory.
func memoryChild(_ options: Options, snapshots: Bool) -> Never {
  let (oldLayout, newLayout) = Scenario.mixed.layouts(
    itemCount: options.itemCount, sectionCount: options.sectionCount, kind: options.kind, seed: options.seed)
  if snapshots {
    let old = oldLayout.snapshot()
    let new = newLayout.snapshot()
    let diff = Diff(from: old, to: new)
    print(diff.movedItems.count + old.numberOfItems + new.numberOfItems)
  }
  print(oldLayout.itemCount + newLayout.itemCount)
  exit(0)
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
switch options.mode {
case .stdlibChild: stdlibChild(options)
case .memoryChild: memoryChild(options, snapshots: true)
case .layoutsChild: memoryChild(options, snapshots: false)
case .suite: exit(runSuite(options) ? 0 : 1)
case .writeScript:
  print(
    GeneratedScript.session(lines: options.scriptLines, targetItems: options.scriptItems, seed: options.seed),
    terminator: "")
case .single:
  var allMinimal = true
  for scenario in options.scenarios {
    allMinimal = runSingle(scenario, options) && allMinimal
  }
  if !allMinimal { exit(1) }
}
