// A shopping cart: prices in cents, quantities in a dictionary keyed by product, discounts as
// an enum with payloads, totals computed with reduce, and a receipt printed in order.
struct Product: Hashable {
  let sku: String
  let name: String
  let cents: Int
}

enum Discount {
  case none
  case percent(Int)
  case fixed(cents: Int)
  case buyTwoGetOne(sku: String)
}

struct Cart {
  private(set) var quantities: [Product: Int] = [:]
  var discount = Discount.none

  mutating func add(_ product: Product, quantity: Int = 1) {
    quantities[product, default: 0] += quantity
  }

  mutating func remove(_ product: Product) {
    guard let current = quantities[product] else { return }
    if current <= 1 {
      quantities[product] = nil
    } else {
      quantities[product] = current - 1
    }
  }

  var subtotal: Int {
    quantities.reduce(0) { $0 + $1.key.cents * $1.value }
  }

  var savings: Int {
    switch discount {
    case .none: return 0
    case .percent(let rate): return subtotal * rate / 100
    case .fixed(let cents): return min(cents, subtotal)
    case .buyTwoGetOne(let sku):
      guard let (product, count) = quantities.first(where: { $0.key.sku == sku }).map({ ($0.key, $0.value) })
      else {
        return 0
      }
      return count / 3 * product.cents
    }
  }

  var total: Int { subtotal - savings }
}

func money(_ cents: Int) -> String {
  let remainder = cents % 100
  return "$\(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
}

let tea = Product(sku: "T1", name: "Tea", cents: 450)
let cake = Product(sku: "C1", name: "Cake", cents: 325)
var cart = Cart()
cart.add(tea, quantity: 3)
cart.add(cake)
cart.add(cake)
cart.remove(cake)
for (product, quantity) in cart.quantities.sorted(by: { $0.key.name < $1.key.name }) {
  print(product.name, "x\(quantity)", money(product.cents * quantity))
}
for discount in [Discount.none, .percent(10), .fixed(cents: 5000), .buyTwoGetOne(sku: "T1")] {
  cart.discount = discount
  print(discount, money(cart.subtotal), money(cart.savings), money(cart.total))
}
