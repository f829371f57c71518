// Article 4: a fruit stand with two item types behind AnyHashable, and an empty state.
enum Section: String, CaseIterable {
  case apples = "Apples"
  case oranges = "Oranges"
  case empty = "Empty"
}

struct Apple: Hashable {
  let id = UUID()
  let name: String
  let coreThickness: Int
}

struct Orange: Hashable {
  let id = UUID()
  let name: String
  let segmentCount: Int
}

struct EmptyData: Hashable {
  let emptyMessage = "We're out of fruit today."
}

let apples = [
  Apple(name: "Fuji", coreThickness: 2),
  Apple(name: "Gala", coreThickness: 3),
]
let oranges = [Orange(name: "Navel", segmentCount: 10)]

var snapshot = NSDiffableDataSourceSnapshot<Section, AnyHashable>()
snapshot.appendSections([.apples, .oranges])
snapshot.appendItems(apples, toSection: .apples)
snapshot.appendItems(oranges, toSection: .oranges)
dataSource.apply(snapshot, animatingDifferences: false)

// Sold out: show the empty state instead.
snapshot = NSDiffableDataSourceSnapshot<Section, AnyHashable>()
snapshot.appendSections([.empty])
snapshot.appendItems([EmptyData()], toSection: .empty)
dataSource.apply(snapshot)
print(Section.allCases.map { $0.rawValue })
