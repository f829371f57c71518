import DiffableKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Measures the diff engine against the floor of any identity diff: one Dictionary from every
// old identifier to its position, and one lookup per new identifier.
//
//   swift build -c release --product DiffableBenchmarks
//   .build/release/DiffableBenchmarks [--items N] [--sections N] [--scenario NAME|all]
//                                     [--repetitions N] [--seed N] [--stdlib]

struct Options {
  var itemCount = 1_000_000
  var sectionCount = 1_000
  var scenarios: [Scenario] = [.mixed]
  var repetitions = 5
  var seed: UInt64 = 1
  var stdlib = false

  static let usage = """
    usage: DiffableBenchmarks [--items N] [--sections N] [--scenario NAME|all] [--repetitions N]
                              [--seed N] [--stdlib]
    scenarios: \(Scenario.allCases.map(\.rawValue).joined(separator: ", "))
    --stdlib also times [Identifier].difference(from:).inferringMoves() on the flat item lists
             (Myers, O(n·d): use small sizes)
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

func run(_ scenario: Scenario, _ options: Options) -> Bool {
  let (oldLayout, newLayout) = scenario.layouts(
    itemCount: options.itemCount, sectionCount: options.sectionCount, seed: options.seed)
  let old = oldLayout.snapshot()
  let new = newLayout.snapshot()
  let oldItems = oldLayout.flatItems
  let newItems = newLayout.flatItems
  print(
    "\(scenario.rawValue) (\(scenario.summary)): \(old.numberOfItems) items in \(old.numberOfSections)"
      + " sections -> \(new.numberOfItems) items; seed \(options.seed), best of \(options.repetitions)")

  let (engineTime, diff) = best(of: options.repetitions) { Diff(from: old, to: new) }
  let (floorTime, _) = best(of: options.repetitions) { () -> Int in
    var positions = [Identifier: Int](minimumCapacity: oldItems.count)
    for (position, item) in oldItems.enumerated() { positions[item] = position }
    var found = 0
    for item in newItems where positions[item] != nil { found += 1 }
    return found
  }
  let ratio = engineTime.seconds / floorTime.seconds
  print(
    "  diff     items: \(diff.deletedItems.count) deleted, \(diff.insertedItems.count) inserted,"
      + " \(diff.movedItems.count) moved; sections: \(diff.deletedSections.count) deleted,"
      + " \(diff.insertedSections.count) inserted, \(diff.movedSections.count) moved")
  print("  engine   Diff(from:to:)                    \(engineTime.milliseconds)")
  print("  floor    Dictionary of old + new lookups   \(floorTime.milliseconds)")
  print("  ratio    engine / floor                    \((ratio * 100).rounded() / 100) (target <= 1.5)")

  let minimum = minimumMoves(from: oldLayout, to: newLayout)
  let minimal = diff.movedItems.count == minimum.items && diff.movedSections.count == minimum.sections
  print(
    "  moves    \(diff.movedItems.count) items, \(diff.movedSections.count) sections;"
      + " minimum \(minimum.items) items, \(minimum.sections) sections: \(minimal ? "ok" : "NOT MINIMAL")")

  if options.stdlib {
    let (stdlibTime, difference) = best(of: options.repetitions) {
      newItems.difference(from: oldItems).inferringMoves()
    }
    let moves = difference.insertions.filter {
      if case .insert(_, _, let associated) = $0 { associated != nil } else { false }
    }.count
    print(
      "  stdlib   difference(from:).inferringMoves() \(stdlibTime.milliseconds)"
        + " (\(moves) moves, flat list); engine is \((stdlibTime.seconds / engineTime.seconds * 10).rounded() / 10)x faster"
    )
  }
  return minimal
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
var allMinimal = true
for scenario in options.scenarios {
  allMinimal = run(scenario, options) && allMinimal
}
if !allMinimal { exit(1) }
