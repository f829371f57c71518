// Search filtering as search-bar code does it: a scope enum, case-insensitive matching on several
// fields, results sorted by relevance, prices shown with String(format:), and an empty state.
import Foundation

struct Product: Hashable {
  let name: String
  let brand: String
  let price: Double
  let tags: Set<String>
}

enum Scope: String, CaseIterable {
  case all, cheap, premium

  func includes(_ product: Product) -> Bool {
    switch self {
    case .all: return true
    case .cheap: return product.price < 20
    case .premium: return product.price >= 100
    }
  }
}

let catalog = [
  Product(name: "Trail Runner", brand: "Stride", price: 129.99, tags: ["shoes", "running"]),
  Product(name: "Water Bottle", brand: "Flow", price: 14.5, tags: ["hydration"]),
  Product(name: "Running Socks", brand: "Stride", price: 9.0, tags: ["running", "socks"]),
  Product(name: "Rain Jacket", brand: "Drift", price: 89.0, tags: ["outerwear"]),
]

func search(_ query: String, scope: Scope) -> [String] {
  let trimmed = query.trimmingCharacters(in: .whitespaces)
  let matches = catalog.filter { product in
    guard scope.includes(product) else { return false }
    guard !trimmed.isEmpty else { return true }
    return product.name.localizedCaseInsensitiveContains(trimmed)
      || product.brand.lowercased().hasPrefix(trimmed.lowercased())
      || product.tags.contains(trimmed.lowercased())
  }
  let ranked = matches.sorted { lhs, rhs in
    let lhsInName = lhs.name.lowercased().contains(trimmed.lowercased())
    let rhsInName = rhs.name.lowercased().contains(trimmed.lowercased())
    if lhsInName != rhsInName { return lhsInName }
    return lhs.price < rhs.price
  }
  return ranked.map { "\($0.name) \(String(format: "$%.2f", $0.price))" }
}

for (query, scope) in [
  ("run", Scope.all), ("  STRIDE ", .all), ("", .cheap), ("socks", .premium), ("rain", .all),
] {
  let results = search(query, scope: scope)
  print("[\(query)] in \(scope.rawValue):", results.isEmpty ? "no results" : results.joined(separator: "; "))
}
