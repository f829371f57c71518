/// The scripts of the scale issue (12), generated: how the session copes with many lines, a
/// million items in one section, and a logical line spread over many physical lines.
enum ScaleScript {
  /// `lines` lines over 100 sections: `appendItems N N+1 N+2 to sK` with, one line in 20, a
  /// `moveItem X after Y` of two items already added; then one `apply`.
  static func sections(lines: Int, seed: UInt64) -> String {
    var random = SplitMix64Generator(seed: seed)
    var text = "appendSections " + (0..<100).map { "s\($0)" }.joined(separator: " ") + "\n"
    var next = 0
    for _ in 0..<lines {
      if next > 6, random.below(20) == 0 {
        let item = random.below(next)
        var other = random.below(next)
        while other == item { other = random.below(next) }
        text += "moveItem \(item) after \(other)\n"
      } else {
        text += "appendItems \(next) \(next + 1) \(next + 2) to s\(random.below(100))\n"
        next += 3
      }
    }
    return text + "apply\n"
  }

  /// Edit number `edit` of a section of `items` items: in threes on one item X spread over
  /// the section (k·7919 mod n), `moveItem X after Y`, `deleteItems X`, `insertItems X before
  /// Y` with Y half the section away, so that every edit is valid and the items stay the same.
  static func editLine(_ edit: Int, items: Int, _ item: (Int) -> String = { "\($0)" }) -> String {
    let moved = (edit / 3 * 7_919) % items
    let other = (moved + items / 2 + 1) % items
    switch edit % 3 {
    case 0: return "moveItem \(item(moved)) after \(item(other))"
    case 1: return "deleteItems \(item(moved))"
    default: return "insertItems \(item(moved)) before \(item(other))"
    }
  }

  /// `items` items in ONE section, appended `perLine` at a time (Int identifiers, or
  /// `Row(id: N, title: "row N")` structs compared by id), then `edits` single-item edits
  /// (see ``editLine(_:items:_:)``), then `undos`
  /// undo commands, then one `apply` unless `apply` is false.
  static func oneSection(
    items: Int, perLine: Int = 1_000, edits: Int, undos: Int = 0, structs: Bool = false, apply: Bool = true
  ) -> String {
    var text = structs ? "struct Row { id, title } hash(id) equal(id)\n" : ""
    text.reserveCapacity(items * (structs ? 30 : 8))
    text += "appendSections main\n"
    func item(_ number: Int) -> String {
      structs ? "Row(id: \(number), title: \"row \(number)\")" : "\(number)"
    }
    var start = 0
    while start < items {
      let end = min(start + perLine, items)
      text += "appendItems"
      for number in start..<end { text += " " + item(number) }
      text += "\n"
      start = end
    }
    for edit in 0..<edits { text += editLine(edit, items: items, item) + "\n" }
    text += String(repeating: "undo\n", count: undos)
    return apply ? text + "apply\n" : text
  }

  /// One `appendItems [` whose items come one per line, `lines` of them, then `]` and an
  /// `apply`.
  static func continued(lines: Int) -> String {
    var text = "appendSections main\nappendItems [\n"
    for number in 0..<lines { text += "  \(number),\n" }
    return text + "]\napply\n"
  }
}

/// SplitMix64 for the generators (DiffableKit's is the same algorithm).
struct SplitMix64Generator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
