import DiffableKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
