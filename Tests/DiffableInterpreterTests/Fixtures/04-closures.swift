// Closures: several statements, captures by reference, $0, trailing closures, stored and
// called later, returned from functions.
func makeCounter() -> () -> Int {
  var count = 0
  return {
    count += 1
    return count
  }
}

let counter = makeCounter()
print(counter(), counter(), counter())
let other = makeCounter()
print(other(), counter())

var handlers: [(String) -> Void] = []
var log: [String] = []
handlers.append { message in log.append("first: \(message)") }
handlers.append { log.append("second: \($0)") }
for handler in handlers {
  handler("tap")
}
print(log)

var total = 0
let add = { (value: Int) in total += value }
add(5)
add(7)
print(total)

let words = ["pear", "fig", "banana", "kiwi"]
let sortedByLength = words.sorted { $0.count < $1.count }
print(sortedByLength)
let shouted = words.map { word -> String in
  let upper = word.uppercased()
  return upper + "!"
}
print(shouted)

func perform(times: Int, _ action: (Int) -> Void) {
  for index in 0..<times { action(index) }
}

perform(times: 3) { index in
  print("turn", index)
}

struct Button {
  var title: String
  var onTap: (() -> Void)?

  func tap() {
    onTap?()
  }
}

var taps = 0
let button = Button(title: "OK") { taps += 1 }
button.tap()
button.tap()
print(button.title, taps)
let silent = Button(title: "No", onTap: nil)
silent.tap()
print(taps)

func makeMultiplier(_ factor: Int) -> (Int) -> Int { { $0 * factor } }
let triple = makeMultiplier(3)
print([1, 2, 3].map(triple))
