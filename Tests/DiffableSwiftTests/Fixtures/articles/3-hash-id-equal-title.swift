// Article 3: hash(into:) by id, == by title: the two disagree, which breaks Hashable's
// contract (equal values must hash alike).
enum Section {
  case main
}

struct Payment: Hashable {
  let id: Int
  var title: String

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  static func == (lhs: Payment, rhs: Payment) -> Bool {
    lhs.title == rhs.title
  }
}

var snapshot = NSDiffableDataSourceSnapshot<Section, Payment>()
snapshot.appendSections([.main])
snapshot.appendItems([Payment(id: 1, title: "Fare"), Payment(id: 2, title: "Tip")])
dataSource.apply(snapshot)

// Renaming keeps the id (same hash) but changes ==: delete and insert.
let current = dataSource.snapshot()
var renamed = current
renamed.deleteItems([Payment(id: 1, title: "Fare")])
renamed.insertItems([Payment(id: 1, title: "Fare total")], beforeItem: Payment(id: 2, title: "Tip"))
dataSource.apply(renamed)
