// Source: Renaud Pradenc, "UILocalizedIndexedCollation" (contacts in one section per initial, and
// no empty section for a letter no name starts with) — https://renaudpradenc.com/?tag=uilocalizedindexedcollation
// Contacts sorted by last name in one section per initial letter; a letter with no contact has
// no section, and deleting the last contact of a letter deletes its section.
import UIKit

struct Person: Hashable {
  let firstName: String
  let lastName: String

  var initial: Character {
    lastName.uppercased().first ?? "#"
  }
}

final class ContactsViewController: UITableViewController {
  var people = [
    Person(firstName: "Ada", lastName: "Lovelace"),
    Person(firstName: "Alan", lastName: "Turing"),
    Person(firstName: "Grace", lastName: "Hopper"),
    Person(firstName: "Tim", lastName: "Berners-Lee"),
    Person(firstName: "Barbara", lastName: "Liskov"),
  ]
  var dataSource: UITableViewDiffableDataSource<String, Person>!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "person")
    dataSource = UITableViewDiffableDataSource<String, Person>(tableView: tableView!) {
      tableView, indexPath, person in
      let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
      cell.textLabel?.text = "\(person.firstName) \(person.lastName)"
      return cell
    }
    applySnapshot(animatingDifferences: false)
  }

  func applySnapshot(animatingDifferences: Bool = true) {
    let sorted = people.sorted { ($0.lastName, $0.firstName) < ($1.lastName, $1.firstName) }
    var snapshot = NSDiffableDataSourceSnapshot<String, Person>()
    for person in sorted {
      let letter = String(person.initial)
      if snapshot.indexOfSection(letter) == nil {
        snapshot.appendSections([letter])
      }
      snapshot.appendItems([person], toSection: letter)
    }
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  func remove(lastName: String) {
    people.removeAll { $0.lastName == lastName }
    applySnapshot()
  }
}

let contacts = ContactsViewController()
contacts.loadViewIfNeeded()
print(contacts.dataSource.snapshot().sectionIdentifiers)
contacts.remove(lastName: "Turing")
contacts.remove(lastName: "Lovelace")
print(contacts.dataSource.snapshot().sectionIdentifiers)
