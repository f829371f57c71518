// Sections from raw values, items grouped with Dictionary(grouping:by:), an enum item type
// whose cell provider switches over it, and a switch in the model code.
import UIKit

enum Section: String, CaseIterable {
  case fees = "Fees"
  case extras = "Extras"
}

struct PaymentDetailsModel: Hashable {
  let id: Int
  var title: String
  var amount: Double
  var kind: String
}

enum Item: Hashable {
  case payment(PaymentDetailsModel)
  case empty(String)
}

let payments = [
  PaymentDetailsModel(id: 1, title: "Fare", amount: 12.5, kind: "Fees"),
  PaymentDetailsModel(id: 2, title: "Tip", amount: 2, kind: "Extras"),
  PaymentDetailsModel(id: 3, title: "Booking fee", amount: 1.5, kind: "Fees"),
]

let dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) {
  tableView, indexPath, item in
  let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
  switch item {
  case .payment(let payment):
    cell.textLabel?.text = "\(payment.title): \(payment.amount)"
  case .empty(let message):
    cell.textLabel?.text = message
  }
  return cell
}

let grouped = Dictionary(grouping: payments, by: \.kind)
var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
snapshot.appendSections(Section.allCases)
for (kind, group) in grouped {
  if let section = Section(rawValue: kind) {
    snapshot.appendItems(group.map { Item.payment($0) }, toSection: section)
  }
}
dataSource.apply(snapshot, animatingDifferences: false)

let totals = ["Fees": 14.0, "Extras": 2.0]
for section in Section.allCases {
  let total = totals[section.rawValue] ?? 0
  switch section {
  case .fees: print("fees:", total)
  case .extras where total == 0: print("no extras")
  default: print("extras:", total)
  }
}

var emptied = dataSource.snapshot()
emptied.deleteItems(emptied.itemIdentifiers(inSection: .extras))
emptied.appendItems([.empty("No extras")], toSection: .extras)
dataSource.apply(emptied)
