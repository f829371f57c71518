// Operators a model type defines for itself, as money and geometry types in app code do: a
// static `+` and its `+=` (run for `a += b`, not `a = a + b`), an operator in an extension, and
// global operator functions (`func + (lhs: Vector, rhs: Vector)`), found by their operand types.
struct Money: CustomStringConvertible, Equatable {
  private(set) var cents: Int
  init(cents: Int) { self.cents = cents }
  var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
  static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
  static func += (lhs: inout Money, rhs: Money) {
    print("adding", rhs)
    lhs.cents += rhs.cents
  }
  static func -= (lhs: inout Money, rhs: Money) { lhs.cents -= rhs.cents }
}

struct Vector { var x = 0, y = 0 }
func += (lhs: inout Vector, rhs: Vector) {
  lhs.x += rhs.x
  lhs.y += rhs.y
}
extension Vector {
  static func * (lhs: Vector, factor: Int) -> Vector { Vector(x: lhs.x * factor, y: lhs.y * factor) }
}

var wallet = Money(cents: 150)
wallet += Money(cents: 275)
wallet -= Money(cents: 5)
print(wallet, wallet == Money(cents: 420))
var totals = [Money(cents: 1), Money(cents: 2)]
totals[1] += Money(cents: 10)
print(totals)
var v = Vector(x: 1, y: 2)
v = v * 3
print(v.x, v.y)
func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
v += Vector(x: 1, y: 1)
print(v.x, v.y)
let w = v + Vector(x: 10, y: 10)
print(w.x, w.y)
final class Tally {
  var count = 0
  static func += (lhs: Tally, rhs: Int) { lhs.count += rhs }
}
let tally = Tally()
var sameTally = tally
sameTally += 3
print(tally.count)
