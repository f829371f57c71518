import DiffableKit

/// `--uikit`: UIKit's differ (`Diff(uikitFrom:to:)`, what `apply` sends) against the minimal
/// one (`Diff(from:to:)`) and the floor of any identity diff, on the same snapshots, at every
/// size of `--sizes` and every scenario, in one run. The target: UIKit's differ is never more
/// than 2x the minimal one.
func runUIKitDiffTable(_ options: Options) -> Bool {
  print(
    "UIKit's differ against the minimal one and the floor: release build, seed \(options.seed), "
      + "best of \(options.repetitions), \(options.kind.rawValue) identifiers, 1,000 items per section")
  print(
    pad("items", 11) + pad("case", 17) + pad("uikit", 11) + pad("minimal", 11) + pad("floor", 11)
      + pad("uikit/minimal", 15) + pad("uikit/floor", 13) + pad("minimal/floor", 15)
      + "row moves (uikit, minimal)" + (options.digest ? "   digest (uikit, minimal)" : ""))
  var worst = 0.0
  for size in options.sizes {
    for scenario in options.scenarios {
      let sections = max(1, size / 1_000)
      let (oldLayout, newLayout) = scenario.layouts(
        itemCount: size, sectionCount: sections, kind: options.kind, seed: options.seed)
      let old = oldLayout.snapshot()
      let new = newLayout.snapshot()
      let oldItems = oldLayout.flatItems
      let newItems = newLayout.flatItems
      let (uikit, uikitDiff) = best(of: options.repetitions) { Diff(uikitFrom: old, to: new) }
      let (minimal, minimalDiff) = best(of: options.repetitions) { Diff(from: old, to: new) }
      let (floor, _) = best(of: options.repetitions) { floorPass(oldItems, newItems) }
      let ratio = uikit.seconds / minimal.seconds
      worst = max(worst, ratio)
      print(
        pad(grouped(size), 11) + pad(scenario.rawValue, 17) + pad(uikit.preciseMilliseconds, 11)
          + pad(minimal.preciseMilliseconds, 11) + pad(floor.preciseMilliseconds, 11)
          + pad(format(ratio, digits: 2), 15) + pad(format(uikit.seconds / floor.seconds, digits: 2), 13)
          + pad(format(minimal.seconds / floor.seconds, digits: 2), 15)
          + pad("\(uikitDiff.movedItems.count), \(minimalDiff.movedItems.count)", 27)
          + (options.digest ? "\(DiffDigest(uikitDiff)), \(DiffDigest(minimalDiff))" : ""))
      flushStandardOutput()
    }
  }
  let met = worst <= 2
  print("worst uikit/minimal: \(format(worst, digits: 2)) (target <= 2.00): \(met ? "met" : "MISSED")")
  return met
}

extension Duration {
  /// `0.355 ms`, `12.3 ms`: three significant digits, as the sizes of this table range from
  /// tenths of a millisecond to a tenth of a second.
  var preciseMilliseconds: String {
    let milliseconds = seconds * 1000
    let digits = milliseconds < 1 ? 3 : milliseconds < 10 ? 2 : milliseconds < 100 ? 1 : 0
    return format(milliseconds, digits: digits) + " ms"
  }
}
