import DiffableKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Scripts for the real binary, generated from a seed: a long session of small commands, and
/// a million items built a thousand at a time.
enum GeneratedScript {
  /// `lineCount` lines of a working session over 20 sections that hovers around
  /// `targetItems` items: appends, inserts, moves, deletes, reloads, queries, an apply (and a
  /// fresh `dataSource.snapshot()`) every 100 lines, undo/redo pairs, failing commands under
  /// `try?`, comments and blank lines.
  /// Every command outside `try?` succeeds, so the binary exits with 0.
  static func session(lines lineCount: Int, targetItems: Int = 5_000, seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    func below(_ bound: Int) -> Int { Int(random.next(upperBound: UInt64(bound))) }
    let sections = (0..<20).map { "s\($0)" }
    var lines = [
      "struct Payment { id, title, price } hash(id) equal(id)",
      "appendSections " + sections.joined(separator: " "),
    ]
    var present: [String] = []
    var serial = 0
    func newItem() -> String {
      serial += 1
      return serial.isMultiple(of: 10)
        ? "Payment(id: \(serial), title: \"Fare \(serial)\", price: \(serial % 97))" : String(serial)
    }
    func existing() -> String { present[below(present.count)] }
    func removeRandom() -> String {
      present.swapAt(below(present.count), present.count - 1); return present.removeLast()
    }
    while lines.count < lineCount {
      if lines.count.isMultiple(of: 100) {
        // As an app does: apply, then edit the data source's snapshot (its marks cleared).
        lines.append("apply")
        lines.append("var snapshot = dataSource.snapshot()")
        continue
      }
      let roll = below(100)
      let crowded = present.count > targetItems
      switch roll {
      case 0..<30 where !crowded || present.count < 2:
        let items = (0..<3).map { _ in newItem() }
        present += items
        lines.append("appendItems \(items.joined(separator: " ")) to \(sections[below(sections.count)])")
      case 0..<45 where present.count >= 2:
        let item = removeRandom()
        lines.append("deleteItems \(item)" + (below(2) == 0 && present.count > 1 ? " \(removeRandom())" : ""))
      case 45..<55 where !present.isEmpty:
        let item = newItem()
        lines.append("insertItems \(item) \(below(2) == 0 ? "before" : "after") \(existing())")
        present.append(item)
      case 55..<65 where present.count >= 2:
        let item = existing()
        var other = existing()
        while other == item { other = existing() }
        lines.append("moveItem \(item) \(below(2) == 0 ? "before" : "after") \(other)")
      case 65..<70 where !present.isEmpty:
        lines.append("\(below(2) == 0 ? "reloadItems" : "reconfigureItems") \(existing())")
      case 70..<80 where !present.isEmpty:
        switch below(4) {
        case 0: lines.append("numberOfItems")
        case 1: lines.append("indexOfItem \(existing())")
        case 2: lines.append("sectionIdentifier containingItem \(existing())")
        default: lines.append("numberOfItems inSection \(sections[below(sections.count)])")
        }
      case 80..<84:
        lines.append(
          [
            "try? appendSections s0", "try? moveItem 0 after 0", "try? deleteItems -1",
            "try? insertItems -7 after -8",
          ][below(4)])
      case 84..<86:
        // undo then redo: the session steps back and forth and ends where it was.
        lines.append("undo")
        lines.append("redo")
      case 86..<88: lines.append("diff")
      case 88..<90: lines.append(below(2) == 0 ? "" : "# a comment, as lessons have")
      default:
        // A number: `Payment` is the short syntax's type, which Swift does not see.
        serial += 1
        let item = String(serial)
        present.append(item)
        lines.append("snapshot.appendItems([\(item)], toSection: .\(sections[below(sections.count)]))")
      }
    }
    return lines.prefix(lineCount).joined(separator: "\n") + "\napply\n"
  }

  /// A million items (`sections` sections of `perSection`), a thousand per command, then
  /// `edits` moves between sections, then an apply.
  static func million(sections: Int = 1_000, perSection: Int = 1_000, edits: Int) -> String {
    var text = ""
    text.reserveCapacity(sections * perSection * 8)
    for section in 0..<sections {
      text += "appendSections s\(section)\nappendItems"
      for item in section * perSection..<(section + 1) * perSection { text += " \(item)" }
      text += "\n"
    }
    let total = sections * perSection
    for edit in 0..<edits {
      // Item k·997 goes after item k·991 + 500: never the same item for k < 166,750.
      text += "moveItem \((edit * 997) % total) after \((edit * 991 + 500) % total)\n"
    }
    return text + "apply\n"
  }
}

/// Writes `text` to a new file under /tmp; returns its path.
func temporaryFile(_ text: String, name: String) -> String {
  let path = "/tmp/diffable-bench-\(getpid())-\(name)"
  guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
  _ = text.utf8CString.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count - 1, file) }
  fclose(file)
  return path
}

/// The best of `repetitions` runs of the binary on `script`: wall time (process start to
/// exit), peak memory, and the exit status of the last run.
func replay(_ binary: String, script: String, repetitions: Int) -> (
  time: Duration, peakMemory: Int, ending: ChildResult.Ending, cpuTime: Duration
) {
  var shortest = Duration.seconds(Int64.max)
  var leastCPU = Duration.seconds(Int64.max)
  var peak = 0
  var ending = ChildResult.Ending.exited(-1)
  for _ in 0..<max(repetitions, 1) {
    let result = runChild(binary, [script], environment: ["NO_COLOR": "1"])
    shortest = min(shortest, result.elapsed)
    leastCPU = min(leastCPU, result.cpuTime)
    peak = max(peak, result.peakMemory)
    ending = result.ending
  }
  return (shortest, peak, ending, leastCPU)
}
