// Capture lists, as view models and callbacks write them: a name in `[...]` is read when the
// closure is made (a value type keeps that value), `[weak x]` makes `x` optional inside (unwrapped
// with `guard let x`, or read with `?.`), and `[name = expression]` binds a new constant.
final class Counter {
  var value = 0
  func increment() { value += 1 }
}

var n = 1
let early = { [n] in print("captured", n) }
let late = { print("read", n) }
n = 2
early()
late()

let counter = Counter()
let bump = { [weak counter] in
  guard let counter else {
    print("gone")
    return
  }
  counter.increment()
}
bump()
bump()
print(counter.value)

let report = { [weak counter, total = n * 10] (label: String) -> String in
  "\(label): \(counter?.value ?? -1), \(total)"
}
n = 5
print(report("now"))

var handlers: [() -> Void] = []
for i in 0..<3 {
  handlers.append { [i] in print("handler", i) }
}
handlers.forEach { $0() }

final class Store {
  private(set) var names: [String] = []
  var onChange: (([String]) -> Void)?

  func add(_ name: String) {
    names.append(name)
    onChange?(names)
  }
}

let store = Store()
var received = 0
store.onChange = { [weak store] names in
  guard let store = store else { return }
  received = names.count
  print("changed:", store.names.joined(separator: ", "))
}
store.add("Pear")
store.add("Fig")
print(received)
let label = { [unowned store] in "\(store.names.count) names" }
print(label())
