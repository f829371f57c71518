// Formatting numbers and dates for a cell, as a product list and a feed do: NumberFormatter and
// DateFormatter (whose properties apply in the order they are set), formatted() with styles.
// Every locale and time zone is written: the compiled program's defaults are the machine's.
import Foundation

let us = Locale(identifier: "en_US")
let utc = TimeZone(identifier: "UTC")!

struct Product {
  let name: String
  let price: Double
  let stock: Int
  let added: Date
}

let products = [
  Product(name: "Tea", price: 4.5, stock: 1200, added: Date(timeIntervalSince1970: 1_767_258_000)),
  Product(name: "Cake", price: 12, stock: 3, added: Date(timeIntervalSince1970: 1_767_344_400 + 3600 * 15)),
]

let prices = NumberFormatter()
prices.locale = us
print(prices.numberStyle == .none, prices.maximumFractionDigits)
prices.numberStyle = .currency
print(prices.maximumFractionDigits, prices.currencyCode ?? "-")
for product in products {
  print(product.name, prices.string(from: NSNumber(value: product.price)) ?? "-")
}

let counts = NumberFormatter()
counts.locale = us
counts.numberStyle = .decimal
print(products.map { counts.string(from: NSNumber(value: $0.stock)) ?? "-" })
counts.minimumFractionDigits = 1
print(counts.string(from: 1200) ?? "-", counts.string(from: 2.25) ?? "-")
counts.numberStyle = .decimal
print(counts.minimumFractionDigits, counts.string(from: 1200) ?? "-")
print(counts.number(from: "1,234")?.intValue ?? -1, counts.number(from: "many") == nil)

let german = NumberFormatter()
german.numberStyle = .currency
german.locale = Locale(identifier: "de_DE")
german.currencyCode = "EUR"
print(german.string(from: 1234.5) ?? "-")

let dates = DateFormatter()
dates.locale = us
dates.timeZone = utc
dates.dateStyle = .medium
dates.timeStyle = .none
print(products.map { dates.string(from: $0.added) })
dates.dateFormat = "EEE d MMM, HH:mm"
print(products.map { dates.string(from: $0.added) })
dates.timeZone = TimeZone(identifier: "America/New_York")
print(dates.string(from: products[1].added))
dates.dateFormat = "yyyy-MM-dd"
dates.timeZone = utc
if let parsed = dates.date(from: "2026-03-04") {
  print(parsed.timeIntervalSince1970)
}
print(dates.date(from: "March") == nil, TimeZone(identifier: "Mars/Olympus") == nil)

for product in products {
  let price = product.price.formatted(.currency(code: "USD").locale(us))
  let stock = product.stock.formatted(.number.locale(us))
  print("\(product.name): \(price), \(stock) in stock")
}
print(0.256.formatted(.percent.locale(us)), 5.formatted(.percent.locale(us)))
print(
  3.14159.formatted(.number.precision(.fractionLength(2)).locale(us)), 1234567.formatted(.number.locale(us)))
print(products[0].added.formatted(date: .long, time: .omitted).isEmpty)
