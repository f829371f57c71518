/// The best (shortest) of `repetitions` runs of `body`, and the last result. Each result is
/// released after the clock stops, so deallocation is not measured.
func best<Result>(of repetitions: Int, _ body: () -> Result) -> (Duration, Result) {
  let clock = ContinuousClock()
  var shortest = Duration.seconds(Int64.max)
  var result: Result? = nil
  for _ in 0..<max(repetitions, 1) {
    let start = clock.now
    let value = body()
    let elapsed = clock.now - start
    shortest = min(shortest, elapsed)
    result = value
  }
  return (shortest, result!)
}

extension Duration {
  /// Seconds as a Double.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// `12.345 ms`.
  var milliseconds: String {
    let value = (seconds * 1_000_000).rounded() / 1000
    return "\(value) ms"
  }
}
