// Source: Alex Paul, "Diffable-Data-Source" (a lesson on GitHub: subclass
// UITableViewDiffableDataSource<SectionIdentifier, ItemIdentifier> to give section titles) —
// https://github.com/alexpaul/Diffable-Data-Source
// The data source as its own class: an initializer that registers the cell and hands the
// provider to super.init, a header title per section, and an update that puts a favourite in
// both sections, which UIKit reports as an identifier appended twice.
import UIKit

enum Section: String, CaseIterable {
  case favorites
  case everyone
}

struct Contact: Hashable {
  let name: String
  var isFavorite: Bool
}

final class ContactsDataSource: UITableViewDiffableDataSource<Section, Contact> {
  init(tableView: UITableView) {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    super.init(tableView: tableView) { tableView, indexPath, contact in
      let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
      cell.textLabel?.text = contact.isFavorite ? "★ \(contact.name)" : contact.name
      return cell
    }
    defaultRowAnimation = .fade
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sectionIdentifier(for: section)?.rawValue.capitalized
  }

  func show(_ contacts: [Contact], animated: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(contacts.filter(\.isFavorite), toSection: .favorites)
    snapshot.appendItems(contacts, toSection: .everyone)
    apply(snapshot, animatingDifferences: animated)
  }
}

let tableView = UITableView()
let dataSource = ContactsDataSource(tableView: tableView)
print(dataSource.defaultRowAnimation == .fade)
dataSource.show([Contact(name: "Alan", isFavorite: false)], animated: false)
// Ada is a favourite: she goes in both sections, and the second append moves her.
dataSource.show([Contact(name: "Ada", isFavorite: true), Contact(name: "Alan", isFavorite: false)])
print(
  dataSource.snapshot().numberOfItems(inSection: .favorites),
  dataSource.snapshot().numberOfItems(inSection: .everyone))
