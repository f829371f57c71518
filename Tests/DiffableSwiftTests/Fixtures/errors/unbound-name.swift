enum Section: String {
  case apples = "Apples"
}

struct Apple: Hashable {
  let name: String
}

var snapshot = NSDiffableDataSourceSnapshot<Section, Apple>()
snapshot.appendSections([.apples])
snapshot.appendItems(apples, toSection: .apples)
