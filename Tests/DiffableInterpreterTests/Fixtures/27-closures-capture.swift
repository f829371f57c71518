// Closure captures: each loop turn captures its own constant, a shared var is captured by
// reference, [weak self] in a class, closures stored in dictionaries and called later.
var actions: [() -> Int] = []
for value in 1...3 {
  actions.append { value * 10 }
}
print(actions.map { $0() })

var shared = 0
let bump = { shared += 1 }
let read = { shared }
bump()
bump()
print(read(), shared)

final class Timer {
  var ticks = 0
  var handlers: [String: () -> Void] = [:]

  func install() {
    handlers["tick"] = { [weak self] in
      self?.ticks += 1
    }
    handlers["double"] = { [weak self] in
      guard let self = self else { return }
      self.ticks *= 2
    }
  }

  func fire(_ name: String) {
    handlers[name]?()
  }
}

let timer = Timer()
timer.install()
timer.fire("tick")
timer.fire("tick")
timer.fire("double")
timer.fire("missing")
print(timer.ticks, timer.handlers.keys.sorted())

func makeAccumulator(start: Int) -> (inc: () -> Int, get: () -> Int) {
  var total = start
  return (
    {
      total += 5; return total
    }, { total }
  )
}

let accumulator = makeAccumulator(start: 100)
_ = accumulator.inc()
print(accumulator.inc(), accumulator.get())

let operations: [String: (Int, Int) -> Int] = ["add": (+), "mul": { $0 * $1 }, "max": { max($0, $1) }]
for name in operations.keys.sorted() {
  print(name, operations[name]!(6, 7))
}
var memo: [Int: Int] = [:]
func fib(_ n: Int) -> Int {
  if n < 2 { return n }
  if let known = memo[n] { return known }
  let result = fib(n - 1) + fib(n - 2)
  memo[n] = result
  return result
}
print(fib(60), memo.count)
