// Control flow of app code checked against swiftc: an enum that changes itself, switch over
// strings with where clauses, for case let with optional patterns, recursion, a nested function
// as a counter, inout elements, defer in a loop, labelled continue, tuples in a dictionary,
// and type(of:) of collections.
enum Light {
  case red, yellow, green
  mutating func next() {
    switch self {
    case .red: self = .green;
    case .green: self = .yellow;
    case .yellow: self = .red
    }
  }
  var canGo: Bool { if case .green = self { return true } else { return false } }
}
var light = Light.red
for _ in 0..<4 { light.next(); print(light, light.canGo) }
func classify(_ s: String) -> String {
  switch s.lowercased() {
  case "a", "e", "i", "o", "u": return "vowel"
  case let x where x.count > 1: return "word(\(x.count))"
  default: return "consonant"
  }
}
print(["A", "b", "hello"].map(classify))
let pairs: [(String, Int?)] = [("a", 1), ("b", nil), ("c", 3)]
for case let (name, value?) in pairs { print(name, value) }
for (name, value) in pairs where value == nil { print("missing", name) }
if case .some(let v) = pairs[0].1 { print("some", v) }
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
print((0..<10).map(fib))
func counter() -> () -> Int { var c = 0; func inc() -> Int { c += 1; return c }; return inc }
let next = counter()
print(next(), next(), next())
struct Player { var name: String; var score = 0 }
var players = [Player(name: "a"), Player(name: "b")]
func award(_ p: inout Player, _ points: Int) { p.score += points }
award(&players[1], 5)
for i in players.indices { players[i].score += 1 }
print(players.map { "\($0.name):\($0.score)" })
var log: [String] = []
for i in 1...3 { defer { log.append("end \(i)") }; if i == 2 { continue }; log.append("body \(i)") }
print(log)
var total = 0
var k = 10
while k > 0 { k -= 3; if k % 2 == 0 { continue }; total += k }
print(total, k)
let grid = [[1, 2], [3, 4]]
print(grid.map { $0.reduce(0, +) }, grid.flatMap { $0 }.filter { $0.isMultiple(of: 2) }, grid[1][0])
let dict: [String: (Int, String)] = ["x": (1, "one")]
if let (n, w) = dict["x"] { print(n, w) }
guard case let (n?, _) = (Optional(5), 2) else { fatalError() }
print(n)
let words = ["apple": 3, "fig": 1]
let sortedWords = words.sorted { $0.value > $1.value }.map(\.key)
print(sortedWords, words.keys.contains("fig"), words.values.reduce(0, +))
print(type(of: 5), type(of: "s"), type(of: [1]), type(of: light))
