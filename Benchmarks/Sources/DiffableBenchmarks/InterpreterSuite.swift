import DiffableInterpreter
import DiffableKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program the Swift interpreter runs, held against the same file compiled by `swiftc -Onone`
/// (the floor: what the toolchain's unoptimized code does with it).
struct InterpreterProgram {
  var name: String
  var source: String
  /// The most CPU time the interpreter may take, when the issue sets a target.
  var target: Duration?

  /// A `for` loop of 1,000,000 turns appending a struct to an array.
  static let loop = InterpreterProgram(
    name: "for loop: 1,000,000 appends of a struct",
    source: """
      struct Row {
        let id: Int
        var title: String
      }
      var rows: [Row] = []
      for i in 0..<1_000_000 {
        rows.append(Row(id: i, title: "row"))
      }
      print(rows.count, rows[999_999].id)
      """,
    target: .seconds(2))

  /// `Dictionary(grouping:by:)` over 100,000 structs (their array built first, by a loop).
  static let grouping = InterpreterProgram(
    name: "Dictionary(grouping:) of 100,000 structs (built by a loop first)",
    source: """
      struct Episode {
        let id: Int
        let tag: String
      }
      let tags = ["news", "sport", "music", "film", "tech", "food", "travel"]
      var episodes: [Episode] = []
      for i in 0..<100_000 {
        episodes.append(Episode(id: i, tag: tags[i % tags.count]))
      }
      let groups = Dictionary(grouping: episodes, by: { $0.tag })
      print(groups.count, groups["news"]!.count)
      """,
    target: nil)

  /// 100,000 items whose `hash(into:)` and `==` are the program's code, applied: the program's
  /// loop builds them, the cell provider runs for each row. Then a copy of each with its title
  /// changed (`==` ignores titles), every hundredth left out.
  private static let executedEqualitySetup = """
    struct Item: Hashable {
      let id: Int
      var title: String
      static func == (lhs: Item, rhs: Item) -> Bool { lhs.id == rhs.id }
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
    let tableView = UITableView()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    let dataSource = UITableViewDiffableDataSource<Int, Item>(tableView: tableView) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
      cell.textLabel?.text = item.title
      return cell
    }
    var items: [Item] = []
    for i in 0..<100_000 {
      items.append(Item(id: i, title: "item \\(i)"))
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: false)
    let renamedItems = items.filter { $0.id % 100 != 0 }.map { Item(id: $0.id, title: $0.title + "!") }

    """

  /// The diff: the renamed items appended to a new snapshot (where their `hash(into:)` runs, and
  /// their `==` against the identity each hash finds) and applied (99,000 rows kept, 1,000
  /// deleted). Timed after ``executedEqualitySetup`` has run as an entry of its own.
  private static let executedEqualityDiff = """
    var renamed = NSDiffableDataSourceSnapshot<Int, Item>()
    renamed.appendSections([0])
    renamed.appendItems(renamedItems)
    dataSource.apply(renamed)
    print(dataSource.snapshot().numberOfItems)
    """

  static let executedEquality = InterpreterProgram(
    name: "diff of 100,000 items whose hash(into:) and == are executed",
    source: executedEqualityDiff,
    target: .seconds(1),
    setup: executedEqualitySetup,
    needsDataSource: true)

  /// The same as one program, timed whole: the loop that builds the items, the cell provider
  /// for 100,000 rows, `filter` and `map`, both snapshots and both applies.
  static let executedEqualityWhole = InterpreterProgram(
    name: "whole program around that diff (items built, 100,000 cells, two applies)",
    source: executedEqualitySetup + executedEqualityDiff,
    target: nil,
    needsDataSource: true)

  /// Run first as an entry of its own, not timed (what the timed `source` works on).
  var setup: String?
  /// Whether the program applies snapshots (it runs with a data source of its own, and has no
  /// floor).
  var needsDataSource = false

  static let all = [loop, grouping, executedEquality, executedEqualityWhole]
}

/// A data source for the benchmarks' programs: DiffableKit's, whose table asks the program's
/// cell provider for its rows' cells.
private final class BenchmarkDataSource: UIKitHost {
  private var dataSource = DataSource()

  func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool, cells: ProgramCells?, at location: SourceLocation
  ) -> Bool {
    (try? dataSource.apply(snapshot) { Self.text(of: $0, at: $1, cells) }) != nil
  }

  func applyUsingReloadData(_ snapshot: Snapshot, cells: ProgramCells?, at location: SourceLocation) -> Bool {
    dataSource.applyUsingReloadData(snapshot) { Self.text(of: $0, at: $1, cells) }
    return true
  }

  func appliedSnapshot() -> Snapshot { dataSource.snapshot }

  func reloadData(cells: ProgramCells?, at location: SourceLocation) -> Bool {
    dataSource.applyUsingReloadData(dataSource.snapshot) { Self.text(of: $0, at: $1, cells) }
    return true
  }

  // The benchmarks' programs change no cell themselves and have no data source of their own.
  func editCells(_ cells: [(path: IndexPath, content: String)], at location: SourceLocation) -> Bool {
    false
  }
  func programTable(
    _ call: ProgramTableCall?, rows: any TableViewDataSource, failure: @escaping () -> InterpreterError?,
    at location: SourceLocation
  ) -> Bool { false }
  func programTableRowCounts() -> [Int]? { nil }

  func showSectionTitles(_ titles: [String?], at location: SourceLocation) -> Bool {
    dataSource.setSectionTitles(titles)
    return true
  }

  // The session's declarations are refused: the program's types are keyed by their own
  // `hash(into:)` and `==`, run, as the benchmark means to time (a session would key a type
  // whose rule is plain fields itself).
  func declare(structure: StructType, at location: SourceLocation) -> Bool { false }
  func declare(executedRule: ExecutedRule, at location: SourceLocation) -> Bool { false }
  func declare(enumeration: EnumType, at location: SourceLocation) -> Bool { false }
  func declare(alias: String, for target: String, at location: SourceLocation) -> Bool { true }
  func identifier(for value: DiffableKit.Value) -> SnapshotIdentifier { SnapshotIdentifier(value) }

  /// The row's text: its cell's, or the item's own without a cell provider.
  private static func text(of item: SnapshotIdentifier, at indexPath: IndexPath, _ cells: ProgramCells?)
    -> String
  {
    guard let cells else { return item.value.description }
    return text(cells.cell(for: item, at: indexPath))
  }

  private static func text(_ cell: ProgramCells.Cell) -> String {
    if case .text(let text) = cell { return text }
    return ""
  }
}

/// The interpreter's benchmarks: each program run in this process (CPU time of the best of
/// `repetitions`, parse and check included) and compiled by `swiftc -Onone` (CPU time of the best
/// of as many runs, compilation excluded); both must print the same. Returns the targets.
/// `only` keeps the programs whose name contains it; `file` times that file's program instead.
func runInterpreterSuite(repetitions: Int, only: String? = nil, file: String? = nil) -> [(String, Bool)] {
  var checks: [(String, Bool)] = []
  var programs = InterpreterProgram.all.filter { only.map($0.name.contains) ?? true }
  if let file {
    guard let source = contents(of: file) else {
      print("cannot read \(file)")
      return [("\(file) read", false)]
    }
    programs = [InterpreterProgram(name: file, source: source, target: nil)]
  }
  for program in programs {
    var printed = ""
    var best = Duration.seconds(Int64.max)
    for _ in 0..<max(repetitions, 1) {
      var output = ""
      var start = processCPUTime()
      do {
        let interpreter = Interpreter()
        let dataSource = program.needsDataSource ? BenchmarkDataSource() : nil
        interpreter.uikit = dataSource
        if let setup = program.setup {
          try interpreter.run(setup) { output += $0 }
          start = processCPUTime()
        }
        try interpreter.run(program.source, entry: program.setup == nil ? 0 : 1) { output += $0 }
      } catch {
        print("\(program.name): the interpreter failed: \(error)")
        checks.append(("\(program.name) runs", false))
        break
      }
      best = min(best, processCPUTime() - start)
      printed = output
    }
    guard best < .seconds(Int64.max) else { continue }
    let floor = program.needsDataSource ? nil : compiledFloor(program, repetitions: repetitions)
    var line = "\(program.name): interpreter \(best.tableMilliseconds) CPU"
    if let floor {
      let ratio = best.seconds / max(floor.time.seconds, 1e-9)
      line += ", swiftc -Onone \(floor.time.tableMilliseconds) CPU, ratio \(format(ratio, digits: 1))"
      if floor.output != printed {
        line +=
          "; OUTPUTS DIFFER (interpreter \(printed.debugDescription), compiled \(floor.output.debugDescription))"
        checks.append(("\(program.name): same output as compiled", false))
      }
    } else if program.needsDataSource {
      line += " (no floor: swiftc has no UIKit here)"
    } else {
      line += ", swiftc -Onone: could not compile (no floor)"
    }
    print(line)
    if let target = program.target {
      checks.append(
        ("\(program.name) < \(target.tableMilliseconds) CPU (\(best.tableMilliseconds))", best < target))
    }
  }
  return checks
}

/// The program compiled by `swiftc -Onone` and run `repetitions` times: its best CPU time and
/// what it printed, or nil when it does not compile.
private func compiledFloor(_ program: InterpreterProgram, repetitions: Int) -> (
  time: Duration, output: String
)? {
  let source = temporaryFile(program.source + "\n", name: "program.swift")
  let binary = source + ".bin"
  defer {
    unlink(source)
    unlink(binary)
  }
  guard runChild("/usr/bin/env", ["swiftc", "-Onone", "-o", binary, source]).ending == .exited(0) else {
    return nil
  }
  var best = Duration.seconds(Int64.max)
  var output = ""
  for _ in 0..<max(repetitions, 1) {
    let run = runChild(binary, [])
    guard run.ending == .exited(0) else { return nil }
    best = min(best, run.cpuTime)
    output = run.output
  }
  return (best, output)
}

/// The CPU time of this process so far, every thread's (the interpreter runs on one of its own).
private func processCPUTime() -> Duration {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

/// The text of a file, or nil when it cannot be read.
private func contents(of path: String) -> String? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}
