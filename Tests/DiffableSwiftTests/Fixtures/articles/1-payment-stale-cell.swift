// Article 1: a payment breakdown whose model hashes and compares by id only.
// Changing an amount keeps the item "equal", so apply leaves the old cell on screen.
import UIKit

enum Section {
  case main
}

struct PaymentDetailsModel: Hashable {
  let id: Int
  var title: String
  var amount: Double

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  static func == (lhs: PaymentDetailsModel, rhs: PaymentDetailsModel) -> Bool {
    return lhs.id == rhs.id
  }
}

var payments = [
  PaymentDetailsModel(id: 1, title: "Fare", amount: 12.5),
  PaymentDetailsModel(id: 2, title: "Tip", amount: 2),
  PaymentDetailsModel(id: 3, title: "Booking fee", amount: 1.5),
]

tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PaymentCell")

let dataSource = UITableViewDiffableDataSource<Section, PaymentDetailsModel>(tableView: tableView) {
  tableView, indexPath, payment in
  let cell = tableView.dequeueReusableCell(withIdentifier: "PaymentCell", for: indexPath)
  cell.textLabel?.text = "\(payment.title): \(payment.amount)"
  return cell
}

var snapshot = NSDiffableDataSourceSnapshot<Section, PaymentDetailsModel>()
snapshot.appendSections([.main])
snapshot.appendItems(payments, toSection: .main)
dataSource.apply(snapshot, animatingDifferences: true)

// The fare goes up. Same id, so == says nothing changed.
payments[0].amount = 15

var updated = NSDiffableDataSourceSnapshot<Section, PaymentDetailsModel>()
updated.appendSections([.main])
updated.appendItems(payments, toSection: .main)
dataSource.apply(updated, animatingDifferences: true)

// The fix: ask for the cell to be configured again.
updated.reconfigureItems([payments[0]])
dataSource.apply(updated, animatingDifferences: true)
