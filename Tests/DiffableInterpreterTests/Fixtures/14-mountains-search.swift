// Modelled on Apple's "Mountains" search sample for diffable data sources: a Hashable model
// with an identifier, a filter method with guard let, and a controller that filters and sorts.
struct Mountain: Hashable {
  let name: String
  let height: Int
  let identifier: Int

  func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }

  static func == (lhs: Mountain, rhs: Mountain) -> Bool {
    lhs.identifier == rhs.identifier
  }

  func contains(_ filter: String?) -> Bool {
    guard let filterText = filter else { return true }
    if filterText.isEmpty { return true }
    let lowercasedFilter = filterText.lowercased()
    return name.lowercased().contains(lowercasedFilter)
  }
}

final class MountainsController {
  private var mountains: [Mountain] = []
  private var nextIdentifier = 0

  init(data: String) {
    for line in data.split(separator: "\n") {
      let parts = line.split(separator: ",")
      guard parts.count == 2, let height = Int(parts[1]) else { continue }
      mountains.append(Mountain(name: String(parts[0]), height: height, identifier: nextIdentifier))
      nextIdentifier += 1
    }
  }

  func filteredMountains(with filter: String? = nil, limit: Int? = nil) -> [Mountain] {
    let filtered = mountains.filter { $0.contains(filter) }
    if let limit = limit {
      return Array(filtered.prefix(through: limit))
    }
    return filtered.sorted { $0.name < $1.name }
  }
}

let data = """
  Everest,8848
  K2,8611
  Kangchenjunga,8586
  Lhotse,8516
  Makalu,8485
  Cho Oyu,8188
  Dhaulagiri,8167
  Manaslu,8163
  Nanga Parbat,8126
  Annapurna,8091
  """
let controller = MountainsController(data: data)
for query in [nil, "", "an", "K", "zzz"] as [String?] {
  let names = controller.filteredMountains(with: query).map { $0.name }
  print(query ?? "nil", names.count, names)
}
let tallest = controller.filteredMountains().max { $0.height < $1.height }
print(tallest?.name ?? "-", controller.filteredMountains(with: "a", limit: 2).map(\.name))
let rename = Mountain(name: "Chomolungma", height: 8848, identifier: 0)
print(controller.filteredMountains().contains(rename), Set(controller.filteredMountains()).contains(rename))
