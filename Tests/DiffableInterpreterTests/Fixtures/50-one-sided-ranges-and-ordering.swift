// One-sided ranges as app code uses them (the tail of an array, numbering with zip, an endless
// loop left with break, the first few of an endless range), and the ordering Swift synthesizes
// for an enum with associated values (case order first, then the values in order).
let notes = ["milk", "bread", "eggs", "tea"]
print(notes[1...], notes[0...], notes[3...])
print(Array(notes[2...]).sorted())
for (number, note) in zip(1..., notes) where number.isMultiple(of: 2) {
  print(number, note)
}
for turn in 1... {
  if turn > 3 { break }
  print("turn", turn)
}
print((1...).prefix(3).map { $0 * 10 })
print((0..<10).prefix(3).map { $0 }, (0..<10).dropFirst(8).map { $0 })
print((1...5).dropFirst(2).map { $0 }, (1...5).prefix(9).map { $0 }, (5..<5).prefix(2).map { $0 })

enum Section: Comparable {
  case pinned
  case folder(String)
  case tagged(Int, String)
}
let sections: [Section] = [
  .folder("b"), .tagged(2, "a"), .pinned, .folder("a"), .tagged(1, "z"), .tagged(1, "b"),
]
print(sections.sorted())
print(sections.max()!, sections.min()!)
print(
  Section.folder("a") < .folder("b"), Section.folder("b") < .folder("a"), Section.tagged(1, "a") > .pinned)
