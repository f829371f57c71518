#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How soon Ctrl-C stops running Swift: each program is typed at the prompt of the binary on a
/// pseudo-terminal, and once the child has used CPU time for it (it runs), Ctrl-C is typed; the
/// time from the keystroke to `interrupted` on screen is the latency. Median and worst of
/// `repetitions` per program; the goal is under 100 ms.
func interruptLatency(_ binary: String, repetitions: Int) -> [(
  program: String, median: Duration, worst: Duration
)]? {
  var results: [(String, Duration, Duration)] = []
  for (name, line) in interruptedPrograms {
    var times: [Duration] = []
    for _ in 0..<max(repetitions, 1) {
      guard let child = PtyChild(binary) else { return nil }
      defer { child.finish() }
      guard child.waitFor("diffable> ") != nil else { return nil }
      let before = child.cpuTicks
      child.type(line + "\n")
      // Running: the child has used at least 0.2 s of CPU time since the line was typed.
      var waited = 0
      while child.cpuTicks - before < 20 && waited < 1_000 {
        usleepForBenchmark(10_000)
        waited += 1
      }
      let start = child.seen.count
      child.type("\u{3}")
      guard let latency = child.waitFor("interrupted", since: start) else { return nil }
      times.append(latency)
    }
    times.sort()
    results.append((name, times[times.count / 2], times[times.count - 1]))
  }
  return results
}

/// Prints the latency of Ctrl-C for each program and returns the target: every median under
/// 100 ms.
func interruptChecks(_ binary: String, repetitions: Int) -> [(String, Bool)] {
  guard let latencies = interruptLatency(binary, repetitions: repetitions) else {
    print("Ctrl-C latency: could not run the binary on a pseudo-terminal, or it was not interrupted")
    return [("Ctrl-C stops running Swift < 100 ms (median)", false)]
  }
  for latency in latencies {
    print(
      "Ctrl-C in \(latency.program) (binary on a pty, \(repetitions) runs): median"
        + " \(latency.median.tableMilliseconds), worst \(latency.worst.tableMilliseconds)")
  }
  return [
    ("Ctrl-C stops running Swift < 100 ms (median)", latencies.allSatisfy { $0.median < .milliseconds(100) })
  ]
}

/// The programs Ctrl-C stops: a loop, a closure called for each of 3,000,000 elements (an array:
/// the interpreter makes a range's elements, and 100,000,000 of them outgrow its memory budget),
/// a loop inside a function called from a closure.
private let interruptedPrograms: [(String, String)] = [
  ("while loop", "var n = 0; while true { n += 1 }"),
  ("reduce over an array", "let total = Array(0..<3_000_000).reduce(0) { $0 + $1 }"),
  ("loop in a function in a closure", "func spin() { while true { } }; [1, 2].forEach { _ in spin() }"),
]

/// Sleeps `microseconds` (a poll between readings of the child's CPU time, not a measure).
private func usleepForBenchmark(_ microseconds: UInt32) {
  #if canImport(Glibc)
    _ = Glibc.usleep(microseconds)
  #elseif canImport(Darwin)
    _ = Darwin.usleep(microseconds)
  #endif
}
