// Source: Alfian Losari, "Using Diffable Data Source iOS 13 API in UITableView" (a search
// controller whose results updater filters the list) — https://alfianlosari.com/tags/uitableview
// The view controller is the search controller's results updater: each change of the search
// bar's text filters the contacts and applies them.
import UIKit

struct Contact: Hashable {
  let id: Int
  let name: String
  let email: String
}

final class ContactListViewController: UIViewController, UISearchResultsUpdating {
  enum Section {
    case main
  }

  let tableView = UITableView()
  let searchController = UISearchController(searchResultsController: nil)
  var dataSource: UITableViewDiffableDataSource<Section, Contact>!
  let contacts = [
    Contact(id: 1, name: "Amelia Earhart", email: "amelia@example.com"),
    Contact(id: 2, name: "Emmy Noether", email: "emmy@example.com"),
    Contact(id: 3, name: "Marie Curie", email: "marie@example.com"),
    Contact(id: 4, name: "Emilie du Châtelet", email: "emilie@example.com"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    navigationItem.searchController = searchController
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    dataSource = UITableViewDiffableDataSource<Section, Contact>(tableView: tableView) {
      tableView, indexPath, contact in
      let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = contact.name
      content.secondaryText = contact.email
      cell.contentConfiguration = content
      return cell
    }
    applySnapshot(contacts)
  }

  func applySnapshot(_ contacts: [Contact]) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
    snapshot.appendSections([.main])
    snapshot.appendItems(contacts)
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  func updateSearchResults(for searchController: UISearchController) {
    guard let text = searchController.searchBar.text, !text.isEmpty else {
      applySnapshot(contacts)
      return
    }
    applySnapshot(contacts.filter { $0.name.lowercased().contains(text.lowercased()) })
  }
}

let list = ContactListViewController()
list.loadViewIfNeeded()
for text in ["em", "emi", ""] {
  list.searchController.searchBar.text = text
  list.updateSearchResults(for: list.searchController)
}
print(list.dataSource.snapshot().itemIdentifiers.map(\.id))
