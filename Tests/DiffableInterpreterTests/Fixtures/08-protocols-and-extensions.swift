// Protocols with requirements and default implementations in extensions, extensions adding
// methods and conformances, typealias, CustomStringConvertible.
protocol Describable {
  var title: String { get }
  func summary() -> String
}

extension Describable {
  func summary() -> String { "<\(title)>" }
  func shouted() -> String { title.uppercased() }
}

struct Book: Describable {
  var title: String
  var pages: Int
}

struct Film: Describable {
  var title: String
  func summary() -> String { "film \(title)" }
}

let shelf: [Describable] = [Book(title: "Dune", pages: 412), Film(title: "Alien")]
for item in shelf {
  print(item.summary(), item.shouted())
}

extension Book {
  var isLong: Bool { pages > 300 }

  static func sample() -> Book { Book(title: "Sample", pages: 10) }
}

print(Book(title: "Dune", pages: 412).isLong, Book.sample().isLong)

struct Money: CustomStringConvertible {
  var cents: Int
  var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

let price = Money(cents: 1205)
print(price, [price, Money(cents: 99)], "cost: \(price)")

typealias Catalog = [String: Money]
let catalog: Catalog = ["tea": Money(cents: 350)]
print(catalog["tea"]!, catalog.count)

protocol Shape {
  func area() -> Double
}

extension Shape {
  func describe() -> String { "shape with area \(area())" }
}

struct Square: Shape {
  var side: Double
  func area() -> Double { side * side }
}

struct Circle: Shape {
  var radius: Double
  func area() -> Double { 3.0 * radius * radius }
}

let shapes: [Shape] = [Square(side: 2), Circle(radius: 1)]
print(shapes.map { $0.describe() })
print(shapes.map { $0.area() }.reduce(0, +))

extension Int {
  var isSmall: Bool { self < 10 }
}
