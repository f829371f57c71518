// Optional patterns: if let shorthand, several bindings with conditions, guard let ... else,
// while let over a queue, optional chaining through methods, flatMap and ?? chains.
struct Queue {
  private var items: [String] = []

  mutating func push(_ item: String) { items.append(item) }

  mutating func pop() -> String? {
    items.isEmpty ? nil : items.removeFirst()
  }

  func peek() -> String? { items.first }
}

var queue = Queue()
for job in ["build", "test", "deploy"] { queue.push(job) }
print(queue.peek()?.uppercased() ?? "-", queue.peek()?.count as Any)
while let job = queue.pop() {
  print("running", job)
}
print(queue.pop() as Any, queue.peek()?.uppercased() as Any)

let settings: [String: String] = ["width": "20", "height": "x", "depth": "5"]
func number(_ key: String) -> Int? {
  settings[key].flatMap { Int($0) }
}

if let width = number("width"), let depth = number("depth"), width > depth {
  print("wide", width, depth)
}
let height = number("height")
if let height {
  print("height", height)
} else {
  print("no height")
}
print(number("missing") ?? number("depth") ?? 0)

func area(_ key1: String, _ key2: String) -> String {
  guard let a = number(key1), let b = number(key2) else {
    return "cannot compute \(key1)*\(key2)"
  }
  return "\(a * b)"
}
print(area("width", "depth"), area("width", "height"))

var cache: [String: [Int]]? = nil
print(cache?["a"]?.count as Any)
cache = ["a": [1, 2]]
cache?["a"]?.append(3)
print(cache?["a"]?.count as Any, cache!["a"]!)
let nestedOptional: Int?? = .some(nil)
print(nestedOptional as Any)
