import DiffableKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The whole suite in one run: peak memory at the largest size, scripts replayed through the
/// real binary, the time to the first prompt, the copy a command makes of a big snapshot, the
/// Swift interpreter's programs against `swiftc -Onone`, then the diff table (Int and struct identifiers, each size, each scenario); then the targets,
/// met or not. Returns whether every target was met.
func runSuite(_ options: Options) -> Bool {
  let largest = options.sizes.max() ?? 1_000_000
  print(
    "diffable benchmarks: release build, seed \(options.seed), best of \(options.repetitions);"
      + " 1,000 items per section; stdlib in a child stopped after \(Int(options.timeout.seconds)) s"
      + " or \(options.memoryLimitMB / 1024) GB")
  print("")
  var extras: [(String, Bool)] = []
  // Children whose peak memory is read come first: a child's peak starts from this
  // process's size when it was started (Linux keeps the high-water mark across exec), and the
  // table below makes this process big.
  printMemory(options, items: largest)
  if let binary = options.binary ?? siblingBinary() {
    extras += replayScripts(binary, options: options, million: largest >= 1_000_000)
    extras += runScale(binary, options: options, inProcess: true)
    if let prompt = timeToFirstPrompt(binary, repetitions: 10) {
      print(
        "first prompt (binary on a pty, 10 starts): best \(prompt.best.tableMilliseconds),"
          + " median \(prompt.median.tableMilliseconds)")
      extras.append(("first prompt < 100 ms (median)", prompt.median < .milliseconds(100)))
    } else {
      print("first prompt: could not start the binary on a pseudo-terminal")
    }
    extras += interruptChecks(binary, repetitions: 5)
  } else {
    print(
      "no diffable binary next to this one: build it (swift build -c release --product diffable) or pass --binary"
    )
  }
  printCopyCost(items: largest)
  print("")
  extras += runInterpreterSuite(repetitions: min(options.repetitions, 3))
  print("")
  printDiffTableHeader(timeout: options.timeout)
  var rows: [DiffRow] = []
  for kind in IdentifierKind.allCases {
    // A case the stdlib did not finish at one size is not tried at a larger one.
    var unfinished: Set<Scenario> = []
    for size in options.sizes.sorted() {
      for scenario in Scenario.allCases {
        let row = measureRow(
          kind: kind, items: size, sections: max(size / 1_000, 1), scenario: scenario, options: options,
          runStdlib: !unfinished.contains(scenario))
        if row.stdlib.time == nil { unfinished.insert(scenario) }
        printDiffRow(row)
        rows.append(row)
      }
    }
  }
  print(
    "  engine: Diff(from:to:) on the snapshots; floor: Dictionary of the old identifiers + one lookup per new;"
  )
  print(
    "  stdlib: [SnapshotIdentifier].difference(from:).inferringMoves() on the flat item lists (its moves are not"
  )
  print(
    "  UIKit's: it sees one list, not sections); moves: items + sections moved (the minimum, computed apart)")
  print("")

  print("")
  return printTargets(rows, extras)
}

private func printTargets(_ rows: [DiffRow], _ extras: [(String, Bool)]) -> Bool {
  var checks: [(String, Bool)] = [("moves minimal in every case", rows.allSatisfy(\.isMinimal))]
  let changed = rows.filter { $0.scenario != .unchanged }
  let worst = changed.map { $0.engine.seconds / $0.floor.seconds }.max() ?? 0
  checks.append(
    ("engine <= 1.5x floor in the changed cases (worst \(format(worst, digits: 2)))", worst <= 1.5))
  let unchanged = rows.filter { $0.scenario == .unchanged }
  let slower = unchanged.filter { row in row.stdlib.time.map { row.engine > $0 } ?? false }
  let slowest =
    unchanged.compactMap { row in row.stdlib.time.map { row.engine.seconds / $0.seconds } }.max() ?? 0
  checks.append(
    (
      "engine no slower than stdlib on no change (worst engine/stdlib \(format(slowest, digits: 2)))",
      slower.isEmpty
    ))
  checks += extras
  print("targets:")
  for (name, met) in checks { print("  \(met ? "met   " : "MISSED") \(name)") }
  return checks.allSatisfy(\.1)
}

/// Peak memory of a child that builds two snapshots of `items` items and diffs them, against
/// one that only builds the item lists.
private func printMemory(_ options: Options, items: Int) {
  for kind in IdentifierKind.allCases {
    let arguments = [
      "--ids", kind.rawValue, "--items", String(items), "--sections", String(max(items / 1_000, 1)),
      "--seed", String(options.seed),
    ]
    let full = runChild(ownExecutablePath(), ["--memory-child"] + arguments)
    let lists = runChild(ownExecutablePath(), ["--layouts-child"] + arguments)
    let snapshotBytes = full.peakMemory - lists.peakMemory
    print(
      "peak memory, \(grouped(items)) \(kind.rawValue) items: old + new snapshots + diff \(megabytes(full.peakMemory))"
        + " (item lists alone \(megabytes(lists.peakMemory)); snapshots and diff"
        + " \(snapshotBytes / max(2 * items, 1)) bytes per item)")
  }
}

/// What a command costs the session at this size: it edits a copy of the snapshot (for
/// atomicity and undo), and the copy shares all but what the edit touches.
private func printCopyCost(items: Int) {
  for sections in [max(items / 1_000, 1), 1] {
    let layout = Scenario.unchanged.layouts(itemCount: items, sectionCount: sections, kind: .int, seed: 1).old
    let snapshot = layout.snapshot()
    let first = layout.items[0][0]
    let last = layout.items[sections - 1].last!
    let (time, _) = best(of: 5) { () -> Int in
      var copy = snapshot
      try! copy.moveItem(first, .after(last))
      return copy.numberOfItems
    }
    print(
      "one edit on a copy of a \(grouped(items))-item snapshot in \(grouped(sections)) section\(sections == 1 ? "" : "s"):"
        + " \(time.tableMilliseconds)")
  }
}

/// A script of Benchmarks/Models (`replay-100k.py`: edits only; `replay-mixed.py`: edits,
/// applies, queries and undo) through the binary, against the CPU time the plain Python model
/// of it takes in the same run; prints the ratio. `goal`, when given, is the ratio to meet.
private func replayAgainstModel(_ binary: String, model name: String, goal: Double?) -> (String, Bool)? {
  let model = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Models/\(name)").path
  let script = temporaryFile("", name: name + ".diffable")
  defer { unlink(script) }
  guard runChild("/usr/bin/env", ["python3", model, "write", script]).ending == .exited(0) else {
    print("\(name): python3 could not write the script; skipped")
    return nil
  }
  var modelSeconds = Double.infinity
  var diffableSeconds = Double.infinity
  for _ in 0..<3 {
    let modelRun = runChild("/usr/bin/env", ["python3", model, "model", script])
    let seconds = Double(modelRun.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .infinity
    modelSeconds = min(modelSeconds, seconds)
    let run = runChild(binary, ["--keep-going", script], environment: ["NO_COLOR": "1"])
    diffableSeconds = min(diffableSeconds, run.cpuTime.seconds)
  }
  let ratio = diffableSeconds / modelSeconds
  print(
    "\(name) (Benchmarks/Models): diffable \(format(diffableSeconds * 1000, digits: 0)) ms CPU, the Python model "
      + "\(format(modelSeconds * 1000, digits: 0)) ms CPU, ratio \(format(ratio, digits: 2)) (best of 3)")
  guard let goal else { return nil }
  return ("\(name) CPU <= \(goal) x the Python model's (\(format(ratio, digits: 2)))", ratio <= goal)
}

/// The generated long session and the million-item scripts through the binary.
private func replayScripts(_ binary: String, options: Options, million: Bool) -> [(String, Bool)] {
  var checks: [(String, Bool)] = []
  if let check = replayAgainstModel(binary, model: "replay-100k.py", goal: 0.5) { checks.append(check) }
  _ = replayAgainstModel(binary, model: "replay-mixed.py", goal: nil)
  // The same session at three sizes: a lesson's (about 100 items live), ten times that, and
  // fifty times; the per-line cost grows with the sections a command copies and the diffs.
  for items in [100, 1_000, 5_000] {
    let session = temporaryFile(
      GeneratedScript.session(lines: options.scriptLines, targetItems: items, seed: options.seed),
      name: "session-\(items).diffable")
    defer { unlink(session) }
    let run = replay(binary, script: session, repetitions: 3)
    let perLine = run.time.seconds / Double(options.scriptLines) * 1e6
    print(
      "replay of a generated \(grouped(options.scriptLines))-line session, about \(grouped(items)) items live in 20"
        + " sections, apply every 100 lines: \(run.time.tableMilliseconds) (\(format(perLine, digits: 1)) µs per line),"
        + " peak \(megabytes(run.peakMemory)), \(describe(run.ending))")
    checks.append(
      (
        "\(grouped(options.scriptLines))-line script < 2 s, \(grouped(items)) items live",
        run.time < .seconds(2) && run.ending == .exited(0)
      ))
  }
  guard million else { return checks }

  let build = temporaryFile(GeneratedScript.million(edits: 0), name: "million.diffable")
  let editCount = 5_000
  let edited = temporaryFile(GeneratedScript.million(edits: editCount), name: "million-edits.diffable")
  defer {
    unlink(build)
    unlink(edited)
  }
  let built = replay(binary, script: build, repetitions: 1)
  let moved = replay(binary, script: edited, repetitions: 1)
  let perEdit = (moved.time - built.time) / editCount
  print(
    "1,000,000 items built by a script (1,000 x appendSections + appendItems of 1,000, apply):"
      + " \(built.time.tableMilliseconds), peak \(megabytes(built.peakMemory)), \(describe(built.ending));"
      + " each further moveItem at that size: \(perEdit.tableMilliseconds)")
  return checks
}

private func describe(_ ending: ChildResult.Ending) -> String {
  switch ending {
  case .exited(let status): "exit status \(status)"
  case .signalled(let signal): "killed by signal \(signal)"
  case .timedOut: "timed out"
  }
}

/// `diffable` next to this executable (both are built into the same directory).
private func siblingBinary() -> String? {
  let own = ownExecutablePath()
  guard let slash = own.lastIndex(of: "/") else { return nil }
  let candidate = String(own[..<slash]) + "/diffable"
  return access(candidate, X_OK) == 0 ? candidate : nil
}
