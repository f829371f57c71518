// Functions: labels, _, default values, inout with &, variadics, recursion, nested functions,
// functions as values, throws.
func greet(_ name: String, from place: String = "home", times: Int = 1) -> String {
  var parts: [String] = []
  for _ in 0..<times {
    parts.append("hi \(name) from \(place)")
  }
  return parts.joined(separator: "; ")
}

print(greet("Ada"))
print(greet("Bob", from: "work"))
print(greet("Cy", times: 2))

func swapValues(_ a: inout Int, _ b: inout Int) {
  let temporary = a
  a = b
  b = temporary
}

var first = 1
var second = 2
swapValues(&first, &second)
print(first, second)

func sum(_ numbers: Int...) -> Int {
  numbers.reduce(0, +)
}

print(sum(), sum(1), sum(1, 2, 3))

func factorial(_ n: Int) -> Int {
  n <= 1 ? 1 : n * factorial(n - 1)
}

func fibonacci(_ n: Int) -> Int {
  func step(_ a: Int, _ b: Int, _ left: Int) -> Int {
    left == 0 ? a : step(b, a + b, left - 1)
  }
  return step(0, 1, n)
}

print(factorial(10), fibonacci(30))

func apply(_ operation: (Int, Int) -> Int, to pairs: [(Int, Int)]) -> [Int] {
  pairs.map { operation($0.0, $0.1) }
}

func multiply(_ a: Int, _ b: Int) -> Int { a * b }
print(apply(multiply, to: [(2, 3), (4, 5)]))
print(apply(+, to: [(2, 3)]))

func increment(_ values: inout [Int], by step: Int) {
  for index in values.indices {
    values[index] += step
  }
}

var scores = [1, 2, 3]
increment(&scores, by: 10)
print(scores)

func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
print(isEven(10), isOdd(7))
