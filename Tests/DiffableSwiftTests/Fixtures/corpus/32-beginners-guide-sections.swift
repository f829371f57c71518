// Source: Swifty Journey, "A Beginner's Guide to Diffable Data Source in Swift" (populate, section
// and filter a table view controller's data) — https://swiftyjourney.com/a-beginners-guide-to-diffable-data-source-in-swift
// A table view controller with two kinds of items in two sections; a filter keeps the items
// whose name matches, and a section left empty is left out of the snapshot.
import UIKit

enum Section: CaseIterable {
  case fruits
  case vegetables
}

struct Item: Hashable {
  let name: String
  let section: Section
}

final class MyTableViewController: UITableViewController {
  var dataSource: UITableViewDiffableDataSource<Section, Item>!
  let items: [Item] = [
    Item(name: "Apple", section: .fruits),
    Item(name: "Banana", section: .fruits),
    Item(name: "Carrot", section: .vegetables),
    Item(name: "Pea", section: .vegetables),
    Item(name: "Pear", section: .fruits),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView!) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = item.name
      return cell
    }
    updateSnapshot(filter: "")
  }

  func updateSnapshot(filter: String) {
    let matching = filter.isEmpty ? items : items.filter { $0.name.localizedCaseInsensitiveContains(filter) }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    for section in Section.allCases {
      let sectionItems = matching.filter { $0.section == section }
      guard !sectionItems.isEmpty else { continue }
      snapshot.appendSections([section])
      snapshot.appendItems(sectionItems, toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

let controller = MyTableViewController(style: .insetGrouped)
controller.loadViewIfNeeded()
controller.updateSnapshot(filter: "pe")
print(controller.dataSource.snapshot().sectionIdentifiers, controller.dataSource.snapshot().numberOfItems)
controller.updateSnapshot(filter: "AN")
controller.updateSnapshot(filter: "")
print(controller.tableView.numberOfSections, controller.tableView.numberOfRows(inSection: 0))
