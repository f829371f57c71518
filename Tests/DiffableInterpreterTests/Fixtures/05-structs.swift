// Structs: memberwise and custom initializers, failable init?, methods, mutating, static members,
// computed properties, lazy var, didSet/willSet, value semantics.
struct Point {
  var x: Int
  var y: Int

  static let origin = Point(x: 0, y: 0)

  var length: Int { abs(x) + abs(y) }

  func moved(by dx: Int, _ dy: Int) -> Point {
    Point(x: x + dx, y: y + dy)
  }

  mutating func move(by dx: Int) {
    x += dx
  }
}

var a = Point(x: 1, y: 2)
var b = a
b.move(by: 10)
print(a, b, a.length, b.moved(by: 1, 1), Point.origin)

struct Temperature {
  var celsius: Double

  init(celsius: Double) {
    self.celsius = celsius
  }

  init?(text: String) {
    guard let value = Double(text) else { return nil }
    celsius = value
  }

  var fahrenheit: Double {
    get { celsius * 9 / 5 + 32 }
    set { celsius = (newValue - 32) * 5 / 9 }
  }
}

var temperature = Temperature(celsius: 100)
print(temperature.fahrenheit)
temperature.fahrenheit = 32
print(temperature.celsius)
print(Temperature(text: "21.5") as Any, Temperature(text: "warm") as Any)

struct Account {
  var history: [String] = []
  var balance: Int = 0 {
    willSet { history.append("will \(newValue)") }
    didSet { history.append("was \(oldValue)") }
  }
  lazy var summary: String = "account with \(balance)"
  static var opened = 0

  init() {
    Account.opened += 1
  }
}

var account = Account()
account.balance = 50
account.balance += 25
print(account.history, account.balance)
print(account.summary)
account.balance = 0
print(account.summary, Account.opened)
_ = Account()
print(Account.opened)

struct Inventory {
  var items: [String: Int] = [:]

  mutating func add(_ name: String, count: Int = 1) {
    items[name, default: 0] += count
  }

  func count(of name: String) -> Int { items[name] ?? 0 }
}

var inventory = Inventory()
inventory.add("apple")
inventory.add("apple", count: 4)
inventory.add("pear")
var copy = inventory
copy.add("pear", count: 10)
print(
  inventory.count(of: "apple"), inventory.count(of: "pear"), copy.count(of: "pear"),
  inventory.count(of: "fig"))
