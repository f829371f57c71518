extension Array where Element == UInt64 {
  /// The first index whose element is not below `value` (ascending elements), or `count`.
  func firstIndex(notBelow value: UInt64) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
