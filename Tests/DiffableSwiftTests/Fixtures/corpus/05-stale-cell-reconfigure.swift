// Source: Jesse Squires, "Diffable data source behavior changes and reconfiguring cells in iOS 15" —
// https://www.jessesquires.com/blog/2021/07/08/diffable-data-source-behavior-changes-and-reconfiguring-cells-in-ios-15/
// A model whose Hashable conformance uses its id alone: renaming it changes nothing the diff can
// see, so the row keeps its old cell until the app reconfigures that item.
import UIKit

struct Contact: Hashable {
  let id: Int
  var name: String
  var isOnline: Bool

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  static func == (lhs: Contact, rhs: Contact) -> Bool {
    lhs.id == rhs.id
  }
}

final class ContactsViewController: UIViewController {
  enum Section {
    case contacts
  }

  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<Section, Contact>!
  var contacts = [
    Contact(id: 1, name: "Ada", isOnline: true),
    Contact(id: 2, name: "Grace", isOnline: false),
    Contact(id: 3, name: "Linus", isOnline: true),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    dataSource = UITableViewDiffableDataSource<Section, Contact>(tableView: tableView) {
      tableView, indexPath, contact in
      let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
      cell.textLabel?.text = contact.isOnline ? "\(contact.name) ●" : contact.name
      return cell
    }
    applySnapshot(animatingDifferences: false)
  }

  func applySnapshot(animatingDifferences: Bool = true, reconfiguring changed: [Contact] = []) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
    snapshot.appendSections([.contacts])
    snapshot.appendItems(contacts, toSection: .contacts)
    if !changed.isEmpty {
      snapshot.reconfigureItems(changed)
    }
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  func rename(_ id: Int, to name: String, reconfigure: Bool) {
    guard let index = contacts.firstIndex(where: { $0.id == id }) else { return }
    contacts[index].name = name
    applySnapshot(reconfiguring: reconfigure ? [contacts[index]] : [])
  }
}

let screen = ContactsViewController()
screen.loadViewIfNeeded()
// The bug: == says the renamed contact is the same item, and apply sends the row nothing.
screen.rename(2, to: "Grace Hopper", reconfigure: false)
// The fix from iOS 15: reconfigure the item, and the cell provider runs again for its row.
screen.rename(3, to: "Linus T.", reconfigure: true)
print(screen.dataSource.snapshot().itemIdentifiers.map(\.name))
