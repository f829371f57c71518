import DiffableKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the standard library's diff did in its child process.
enum StdlibOutcome {
  case time(Duration, moves: Int)
  /// Still running at the deadline, and killed.
  case timedOut(Duration)
  /// Ended without a result: a Myers diff keeps O(d²) memory, so it hit the memory limit.
  case outOfMemory(limitMB: Int)
  /// Not run, because it did not finish at a smaller size.
  case skipped

  var time: Duration? { if case .time(let time, _) = self { time } else { nil } }

  var text: String {
    switch self {
    case .time(let time, _): time.tableMilliseconds
    case .timedOut(let limit): "> \(Int(limit.seconds)) s"
    case .outOfMemory(let limit): "OOM > \(limit / 1024) GB"
    case .skipped: "(skipped)"
    }
  }
}

/// One line of the table: one identifier kind, size and scenario.
struct DiffRow {
  var kind: IdentifierKind
  var items: Int
  var scenario: Scenario
  var engine: Duration
  var floor: Duration
  var stdlib: StdlibOutcome
  var moves: Int
  var minimumMoves: Int

  var isMinimal: Bool { moves == minimumMoves }
}

/// Measures one row: engine and floor here (best of `repetitions`), the stdlib in a child.
func measureRow(
  kind: IdentifierKind, items itemCount: Int, sections: Int, scenario: Scenario, options: Options,
  runStdlib: Bool
) -> DiffRow {
  let (oldLayout, newLayout) = scenario.layouts(
    itemCount: itemCount, sectionCount: sections, kind: kind, seed: options.seed)
  let old = oldLayout.snapshot()
  let new = newLayout.snapshot()
  let oldItems = oldLayout.flatItems
  let newItems = newLayout.flatItems
  let (engine, diff) = best(of: options.repetitions) { Diff(from: old, to: new) }
  let (floor, _) = best(of: options.repetitions) { floorPass(oldItems, newItems) }
  let minimum = minimumMoves(from: oldLayout, to: newLayout)
  var stdlib = StdlibOutcome.skipped
  if runStdlib {
    stdlib = stdlibInChild(
      kind: kind, items: itemCount, sections: sections, scenario: scenario, options: options)
  }
  return DiffRow(
    kind: kind, items: itemCount, scenario: scenario, engine: engine, floor: floor, stdlib: stdlib,
    moves: diff.movedItems.count + diff.movedSections.count, minimumMoves: minimum.items + minimum.sections)
}

/// The floor of any identity diff: a Dictionary from every old identifier to its position,
/// and one lookup per new identifier.
func floorPass(_ oldItems: [SnapshotIdentifier], _ newItems: [SnapshotIdentifier]) -> Int {
  var positions = [SnapshotIdentifier: Int](minimumCapacity: oldItems.count)
  for (position, item) in oldItems.enumerated() { positions[item] = position }
  var found = 0
  for item in newItems where positions[item] != nil { found += 1 }
  return found
}

/// Runs `[SnapshotIdentifier].difference(from:).inferringMoves()` in a child with a deadline and a
/// memory limit.
func stdlibInChild(
  kind: IdentifierKind, items: Int, sections: Int, scenario: Scenario, options: Options
) -> StdlibOutcome {
  let result = runChild(
    ownExecutablePath(),
    [
      "--stdlib-child", "--ids", kind.rawValue, "--items", String(items), "--sections", String(sections),
      "--scenario", scenario.rawValue, "--seed", String(options.seed), "--repetitions",
      String(options.repetitions),
      "--memory-limit-mb", String(options.memoryLimitMB),
    ], timeout: options.timeout, readyLine: "ready")
  switch result.ending {
  case .timedOut: return .timedOut(options.timeout)
  case .exited(0):
    for line in result.output.split(separator: "\n") where line.hasPrefix("stdlib ") {
      let fields = line.split(separator: " ")
      if fields.count == 3, let nanoseconds = Int64(fields[1]), let moves = Int(fields[2]) {
        return .time(.nanoseconds(nanoseconds), moves: moves)
      }
    }
    return .outOfMemory(limitMB: options.memoryLimitMB)
  default: return .outOfMemory(limitMB: options.memoryLimitMB)
  }
}

/// The child's side: limits its own address space, builds the layouts, says it is ready,
/// then times the stdlib diff (best of `repetitions`, or fewer when one run is long).
func stdlibChild(_ options: Options) -> Never {
  var limit = rlimit(
    rlim_cur: rlim_t(options.memoryLimitMB) << 20, rlim_max: rlim_t(options.memoryLimitMB) << 20)
  #if canImport(Glibc)
    setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
  #else
    setrlimit(RLIMIT_DATA, &limit)
  #endif
  let scenario = options.scenarios.first ?? .mixed
  let (old, new) = scenario.layouts(
    itemCount: options.itemCount, sectionCount: options.sectionCount, kind: options.kind, seed: options.seed)
  let oldItems = old.flatItems
  let newItems = new.flatItems
  print("ready")
  flushStandardOutput()
  let clock = ContinuousClock()
  var shortest = Duration.seconds(Int64.max)
  var moves = 0
  var spent = Duration.zero
  for _ in 0..<options.repetitions where spent < .seconds(2) {
    let start = clock.now
    let difference = newItems.difference(from: oldItems).inferringMoves()
    let elapsed = clock.now - start
    spent += elapsed
    shortest = min(shortest, elapsed)
    moves =
      difference.insertions.filter {
        if case .insert(_, _, let associated) = $0 { associated != nil } else { false }
      }.count
  }
  let (seconds, attoseconds) = shortest.components
  print("stdlib \(seconds * 1_000_000_000 + attoseconds / 1_000_000_000) \(moves)")
  flushStandardOutput()
  exit(0)
}

/// Prints the table header.
func printDiffTableHeader(timeout: Duration) {
  print(
    "ids     items      case             engine     floor      stdlib         engine/floor  stdlib/engine  moves (minimum)"
  )
}

/// Prints one row of the table.
func printDiffRow(_ row: DiffRow) {
  let ratio = row.engine.seconds / row.floor.seconds
  let stdlibRatio = row.stdlib.time.map { format($0.seconds / row.engine.seconds, digits: 1) + "x" } ?? "-"
  let moves = "\(row.moves) (\(row.minimumMoves))" + (row.isMinimal ? " ok" : " NOT MINIMAL")
  print(
    pad(row.kind.rawValue, 8) + pad(grouped(row.items), 11) + pad(row.scenario.rawValue, 17)
      + pad(row.engine.tableMilliseconds, 11) + pad(row.floor.tableMilliseconds, 11)
      + pad(row.stdlib.text, 15)
      + pad(format(ratio, digits: 2), 14) + pad(stdlibRatio, 15) + moves)
  flushStandardOutput()
}

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

func format(_ value: Double, digits: Int) -> String {
  guard value.isFinite else { return "-" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = String(rounded)
  if let dot = text.firstIndex(of: ".") {
    let decimals = text.distance(from: dot, to: text.endIndex) - 1
    if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
  }
  return text
}

/// 1,000,000.
func grouped(_ number: Int) -> String {
  var digits = Array(String(number))
  var index = digits.count - 3
  while index > 0 {
    digits.insert(",", at: index)
    index -= 3
  }
  return String(digits)
}

extension Duration {
  /// `12.35 ms` with a precision that suits the size.
  var tableMilliseconds: String {
    let milliseconds = seconds * 1000
    return format(milliseconds, digits: milliseconds < 10 ? 2 : milliseconds < 100 ? 1 : 0) + " ms"
  }
}

/// Writes what `print` buffered (a child's output is a pipe, so it is not line-buffered).
func flushStandardOutput() {
  fflush(nil)
}
