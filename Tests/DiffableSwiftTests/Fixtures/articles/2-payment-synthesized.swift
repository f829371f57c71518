// Article 2: the same breakdown with synthesized Hashable: every stored property counts,
// so a changed amount is a different item: the row is deleted and inserted.
enum Section {
  case main
}

struct PaymentDetailsModel: Hashable {
  let id: Int
  var title: String
  var amount: Double
}

enum Item: Hashable {
  case payment(PaymentDetailsModel)
}

var payments = [
  PaymentDetailsModel(id: 1, title: "Fare", amount: 12.5),
  PaymentDetailsModel(id: 2, title: "Tip", amount: 2),
]

var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
snapshot.appendSections([.main])
snapshot.appendItems(payments.map { Item.payment($0) }, toSection: .main)
dataSource.apply(snapshot, animatingDifferences: true)

payments[0].amount = 15

snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
snapshot.appendSections([.main])
snapshot.appendItems(payments.map { .payment($0) }, toSection: .main)
dataSource.apply(snapshot, animatingDifferences: true)
