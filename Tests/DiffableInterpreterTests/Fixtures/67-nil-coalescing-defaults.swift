// The default of `??` takes the type the optional wraps, as swiftc types it: `Double(text) ?? 0`
// prints 0.0, as a price read from a text field does when the text is not a number.
struct Cart {
  var prices: [Double] = []
  var discounts: [String: Double] = [:]

  func cheapest() -> Double? { prices.min() }
}

let typed = ["4.5", "free", ""]
print(typed.map { Double($0) ?? 0 })
print(Int("12") ?? -1, Int("twelve") ?? -1)

var cart = Cart()
print(cart.prices.first ?? 1, cart.prices.last ?? 2, cart.cheapest() ?? 3)
print(cart.discounts["spring"] ?? 0, cart.prices.max() ?? 4)
cart.prices = [2.5, 1.25]
cart.discounts["spring"] = 0.1
print(cart.prices.first ?? 1, cart.cheapest() ?? 3, cart.discounts["spring"] ?? 0)

let empty: [Double] = []
let scores: [String: Double] = [:]
let missing: Double? = nil
print(empty.first ?? 7, empty.randomElement() ?? 8, scores["a"] ?? 9, missing ?? 10)

func total(_ values: [Double]) -> Double {
  (values.first ?? 0) + (values.last ?? 0)
}
print(total([]), total([1, 2]))
