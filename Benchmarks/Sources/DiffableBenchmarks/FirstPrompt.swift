/// The time from starting the binary on a pseudo-terminal (so that the line editor starts, as
/// for a person) to the first prompt on screen; then `quit` ends it. Best and median of
/// `repetitions` starts.
func timeToFirstPrompt(_ binary: String, repetitions: Int) -> (best: Duration, median: Duration)? {
  var times: [Duration] = []
  for _ in 0..<max(repetitions, 1) {
    let clock = ContinuousClock()
    let start = clock.now
    guard let child = PtyChild(binary) else { return nil }
    defer { child.finish() }
    guard child.waitFor("diffable> ") != nil else { return nil }
    times.append(clock.now - start)
  }
  times.sort()
  return (times[0], times[times.count / 2])
}
