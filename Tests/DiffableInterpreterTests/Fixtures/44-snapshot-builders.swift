// Snapshots built by functions, as view controllers build them: a function that returns a fresh
// snapshot from a model grouped by category (Dictionary(grouping:)), sections sorted, and a
// filtered rebuild for a search, in the manner of Apple's mountains-search sample.
struct Mountain: Hashable {
  let name: String
  let height: Int
  let range: String

  func contains(_ filter: String?) -> Bool {
    guard let filterText = filter, !filterText.isEmpty else { return true }
    return name.lowercased().contains(filterText.lowercased())
  }
}

let mountains = [
  Mountain(name: "Mont Blanc", height: 4808, range: "Alps"),
  Mountain(name: "Matterhorn", height: 4478, range: "Alps"),
  Mountain(name: "Denali", height: 6190, range: "Alaska"),
  Mountain(name: "Foraker", height: 5304, range: "Alaska"),
  Mountain(name: "Aconcagua", height: 6961, range: "Andes"),
]

func makeSnapshot(filter: String? = nil) -> NSDiffableDataSourceSnapshot<String, Mountain> {
  var snapshot = NSDiffableDataSourceSnapshot<String, Mountain>()
  let groups = Dictionary(grouping: mountains.filter { $0.contains(filter) }, by: { $0.range })
  for range in groups.keys.sorted() {
    snapshot.appendSections([range])
    snapshot.appendItems(groups[range]!.sorted { $0.height > $1.height }, toSection: range)
  }
  return snapshot
}

let all = makeSnapshot()
print(all.sectionIdentifiers)
for range in all.sectionIdentifiers {
  print(range, all.itemIdentifiers(inSection: range).map(\.name))
}
let searched = makeSnapshot(filter: "MA")
print(searched.sectionIdentifiers, searched.itemIdentifiers.map(\.name))
print(all.numberOfItems, searched.numberOfItems)
