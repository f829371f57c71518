// Which variable a name means: shadowing in nested scopes, members of self used bare beside
// globals and locals of the same name, mutating calls on variables found at different depths,
// closures that capture a loop turn's scope or a shared variable, nested functions, defer.
var rows: [Int] = []
var count = 100

struct Tally {
  var rows: [Int] = []
  var count = 0

  mutating func add(_ value: Int) {
    rows.append(value)
    count += 1
  }

  mutating func addShadowed(_ value: Int) {
    var rows = [value, value]
    rows.append(value)
    self.rows.append(rows.count)
    count += rows.count
  }

  func total() -> Int {
    let count = rows.reduce(0, +)
    return count + self.count
  }
}

var tally = Tally()
tally.add(1)
tally.add(2)
tally.addShadowed(7)
rows.append(count)
print(tally.rows, tally.count, tally.total(), rows, count)

func shadowing() -> [String] {
  var log: [String] = []
  let value = "outer"
  do {
    let value = "inner"
    log.append(value)
    var rows = ["local"]
    rows.append(value)
    log.append(rows.joined(separator: "+"))
  }
  log.append(value)
  if let value = Optional("bound") {
    log.append(value)
  }
  for value in ["a", "b"] where value != "c" {
    log.append(value)
  }
  log.append(value)
  return log
}
print(shadowing())

var makers: [() -> Int] = []
var captured: [() -> [Int]] = []
for turn in 0..<3 {
  var local = [turn]
  local.append(turn * 10)
  makers.append { turn * 2 }
  captured.append { local }
  local.append(-1)
}
print(makers.map { $0() }, captured.map { $0() })

var index = 0
var counters: [() -> Int] = []
while index < 3 {
  var seen = index
  counters.append {
    seen += 100
    return seen
  }
  index += 1
}
print(counters.map { $0() }, counters.map { $0() })

func outer(_ start: Int) -> Int {
  var total = start
  func addTwice(_ amount: Int) {
    func addOnce() { total += amount }
    addOnce()
    addOnce()
  }
  addTwice(3)
  let count = total
  addTwice(count)
  return total
}
print(outer(1), count)

func deferred() -> [String] {
  var log: [String] = []
  func run(_ name: String) {
    var steps = [name]
    defer { log.append(steps.joined(separator: ">")) }
    steps.append("body")
    if name == "early" { return }
    steps.append("end")
  }
  run("early")
  run("late")
  for step in 0..<2 {
    defer { log.append("turn \(step)") }
    log.append("in \(step)")
  }
  return log
}
print(deferred())

final class Screen {
  var rows: [String] = []
  var title = "screen"

  func load(_ titles: [String]) {
    for title in titles {
      rows.append(title + "/" + self.title)
    }
    let handler = { (extra: String) in
      self.rows.append(extra)
    }
    handler("tail")
    title = "loaded"
  }
}

let screen = Screen()
screen.load(["a", "b"])
print(screen.rows, screen.title, rows)

struct Point {
  var x: Int
  var y: Int = 5
  let label: String
}

var points: [Point] = []
for step in 0..<3 {
  points.append(Point(x: step, label: "p\(step)"))
  points.append(Point(x: step, y: -step, label: "q"))
}
print(points.map { "\($0.label):\($0.x),\($0.y)" })

var letters = ["x"]
func appendLetter(_ letter: String) {
  letters.append(letter)
  var letters = ["shadow"]
  letters.append(letter)
  print(letters)
}
appendLetter("y")
print(letters)
