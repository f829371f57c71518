// Control flow: if/else if, guard, while, repeat-while, for-in with where and tuple patterns,
// labelled break/continue, switch over literals, ranges, tuples, fallthrough, defer order.
func classify(_ score: Int) -> String {
  if score >= 90 {
    return "A"
  } else if score >= 75 {
    return "B"
  } else if score >= 50 {
    return "C"
  }
  return "F"
}

print([95, 80, 55, 10].map(classify))

func size(_ value: Int) -> String {
  switch value {
  case Int.min..<0: return "negative"
  case 0: return "zero"
  case 1...9: return "small"
  case 10, 20, 30: return "round"
  default: return "large"
  }
}

print([-5, 0, 7, 20, 25].map(size))

let points = [(0, 0), (1, 0), (0, 2), (3, 3), (2, 5)]
for point in points {
  switch point {
  case (0, 0): print("origin")
  case (let x, 0): print("on x axis at", x)
  case (0, let y): print("on y axis at", y)
  case let (x, y) where x == y: print("diagonal", x)
  case (_, let y): print("elsewhere, y =", y)
  }
}

var log: [String] = []
for number in 1...4 {
  switch number {
  case 1:
    log.append("one")
    fallthrough
  case 2:
    log.append("one or two")
  case 3:
    log.append("three")
    break
  default:
    log.append("other")
  }
}
print(log)

var countdown = 3
while countdown > 0 {
  print("t-\(countdown)")
  countdown -= 1
}
repeat {
  countdown += 2
} while countdown < 5
print(countdown)

outer: for row in 0..<4 {
  for column in 0..<4 {
    if column > row { continue outer }
    if row == 3 { break outer }
    print(row, column, separator: ":", terminator: " ")
  }
}
print()

let grid = [[1, 2, 3], [4, 5, 6]]
var found: (Int, Int)?
search: for (r, row) in grid.enumerated() {
  for (c, value) in row.enumerated() where value % 5 == 0 {
    found = (r, c)
    break search
  }
}
print(found.map { "\($0.0),\($0.1)" } ?? "none")

for (name, score) in [("ada", 3), ("bob", 1)] where score > 2 {
  print(name, score)
}

func orders() {
  defer { print("first defer runs last") }
  defer { print("second defer runs first") }
  print("body")
}
orders()

var total = 0
for i in stride(from: 1, through: 9, by: 2) { total += i }
let message = total > 20 ? "big \(total)" : "small \(total)"
print(message)
let value = 7
let parity = if value % 2 == 0 { "even" } else { "odd" }
let word =
  switch value {
  case 7: "seven"
  default: "?"
  }
print(parity, word)
