import DiffableEngine

/// A line diff in the unified format of `diff -u`: hunks of changed lines with three lines
/// of context, each headed by the line numbers it covers (`@@ -12,7 +12,8 @@`).
///
/// The edit script is a shortest one (Myers' greedy algorithm, after the common prefix and
/// suffix are set aside), so the hunks show only what really changed.
///
/// ```swift
/// let diff = UnifiedDiff(old: ["a", "b"], new: ["a", "c"])
/// diff.lines(oldName: "expected", newName: "actual")
/// // ["--- expected", "+++ actual", "@@ -1,2 +1,2 @@", " a", "-b", "+c"]
/// ```
public struct UnifiedDiff: Sendable {
  /// One step of the edit script.
  enum Edit: Equatable, Sendable {
    /// A line both sides hold: its 0-based index in old and in new.
    case keep(Int, Int)
    /// A line only old holds.
    case delete(Int)
    /// A line only new holds.
    case insert(Int)
  }

  /// The lines of context around each change.
  public static let context = 3
  /// The most differing lines traced for a shortest script; beyond, the differing middle
  /// is shown replaced whole (memory grows with the square of this).
  static let differenceLimit = 2_000

  private let old: [String]
  private let new: [String]
  let edits: [Edit]

  /// Diffs `old` against `new`, lines compared with `equal`.
  /// - Complexity: O((n + m) · d) time for n and m lines and d differing lines; O(d²) memory
  ///   (d at most ``differenceLimit``).
  public init(old: [String], new: [String], equal: (String, String) -> Bool = { $0 == $1 }) {
    self.old = old
    self.new = new
    var prefix = 0
    while prefix < old.count, prefix < new.count, equal(old[prefix], new[prefix]) { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      equal(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
    {
      suffix += 1
    }
    var edits = (0..<prefix).map { Edit.keep($0, $0) }
    edits += Self.middle(
      old: Array(old[prefix..<(old.count - suffix)]), new: Array(new[prefix..<(new.count - suffix)]),
      offset: prefix, equal: equal)
    edits += (0..<suffix).map { Edit.keep(old.count - suffix + $0, new.count - suffix + $0) }
    self.edits = edits
  }

  /// Whether the two sides agree.
  public var isEmpty: Bool {
    edits.allSatisfy { if case .keep = $0 { true } else { false } }
  }

  /// The 1-based line of old at which the first difference starts.
  public var firstOldLine: Int? {
    var line = 1
    for edit in edits {
      switch edit {
      case .keep: line += 1
      case .delete, .insert: return line
      }
    }
    return nil
  }

  /// The diff as `diff -u` prints it: the two file headers, then each hunk; empty when the
  /// sides agree.
  public func lines(oldName: String, newName: String) -> [String] {
    guard !isEmpty else { return [] }
    var lines = ["--- \(oldName)", "+++ \(newName)"]
    for hunk in hunks() {
      let slice = edits[hunk]
      var oldStart = 0, newStart = 0, oldCount = 0, newCount = 0
      var body: [String] = []
      for edit in slice {
        switch edit {
        case .keep(let o, let n):
          if oldCount == 0 && newCount == 0 { (oldStart, newStart) = (o, n) }
          oldCount += 1
          newCount += 1
          body.append(" " + old[o])
        case .delete(let o):
          if oldCount == 0 && newCount == 0 {
            (oldStart, newStart) = (o, position(inNewBefore: hunk.lowerBound))
          }
          oldCount += 1
          body.append("-" + old[o])
        case .insert(let n):
          if oldCount == 0 && newCount == 0 {
            (oldStart, newStart) = (position(inOldBefore: hunk.lowerBound), n)
          }
          newCount += 1
          body.append("+" + new[n])
        }
      }
      lines.append("@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@")
      lines += body
    }
    return lines
  }

  /// `12,7`; an empty range names the line before it, as `diff -u` does.
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : "\(start + 1),\(count)"
  }

  /// The 0-based index in old of the first line at or after edit `index`.
  private func position(inOldBefore index: Int) -> Int {
    for edit in edits[index...] {
      switch edit {
      case .keep(let o, _), .delete(let o): return o
      case .insert: continue
      }
    }
    return old.count
  }

  /// The 0-based index in new of the first line at or after edit `index`.
  private func position(inNewBefore index: Int) -> Int {
    for edit in edits[index...] {
      switch edit {
      case .keep(_, let n), .insert(let n): return n
      case .delete: continue
      }
    }
    return new.count
  }

  /// The ranges of `edits` that make hunks: each change with its context, close ones merged.
  private func hunks() -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (index, edit) in edits.enumerated() {
      if case .keep = edit { continue }
      let lower = max(0, index - Self.context), upper = min(edits.count, index + 1 + Self.context)
      if let last = ranges.last, lower <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, upper)
      } else {
        ranges.append(lower..<upper)
      }
    }
    return ranges
  }

  /// Myers' shortest edit script between two line lists that differ at both ends.
  private static func middle(
    old: [String], new: [String], offset: Int, equal: (String, String) -> Bool
  ) -> [Edit] {
    let n = old.count, m = new.count
    if n == 0 { return (0..<m).map { .insert(offset + $0) } }
    if m == 0 { return (0..<n).map { .delete(offset + $0) } }
    let max = n + m
    var v = [Int](repeating: 0, count: 2 * max + 2)
    // trace[d] holds v for the diagonals -d...d as round d found it (index k + d).
    var trace: [[Int]] = []
    var found = false
    search: for d in 0...Swift.min(max, differenceLimit) {
      trace.append(Array(v[(max - d)...(max + d)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? v[max + k + 1] : v[max + k - 1] + 1
        var y = x - k
        while x < n, y < m, equal(old[x], new[y]) {
          x += 1
          y += 1
        }
        v[max + k] = x
        if x >= n && y >= m {
          found = true
          break search
        }
      }
    }
    // Too many differences to trace in reasonable memory: show the middle replaced whole.
    guard found else { return (0..<n).map { .delete(offset + $0) } + (0..<m).map { .insert(offset + $0) } }
    // Walk the trace back from the end to recover the path.
    var edits: [Edit] = []
    var x = n, y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let row = trace[d]
      let k = x - y
      let previousK = (k == -d || (k != d && row[k - 1 + d] < row[k + 1 + d])) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : row[previousK + d]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
        edits.append(.keep(offset + x, offset + y))
      }
      guard d > 0 else { break }
      if x == previousX {
        y -= 1
        edits.append(.insert(offset + y))
      } else {
        x -= 1
        edits.append(.delete(offset + x))
      }
    }
    return edits.reversed()
  }
}
