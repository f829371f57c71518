// Source: Stack Overflow, "Can UITableViewDiffableDataSource detect an item changed?" (the asker's
// answer: == decides whether an item changed, and a changed one is deleted and inserted) —
// https://stackoverflow.com/questions/61073340/can-uitableviewdiffabledatasource-detect-an-item-changed
// Hashed by id, compared by every field: editing an item makes it a new item that hashes like the
// old one, so the apply deletes the old row and inserts the new one in its place.
import UIKit

struct Item: Hashable {
  let id: Int
  var value: String

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  static func == (lhs: Item, rhs: Item) -> Bool {
    lhs.id == rhs.id && lhs.value == rhs.value
  }
}

final class ItemsViewController: UIViewController {
  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<Int, Item>!
  var items = (1...4).map { Item(id: $0, value: "v\($0)") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    dataSource = UITableViewDiffableDataSource<Int, Item>(tableView: tableView) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
      cell.textLabel?.text = item.value
      return cell
    }
    applySnapshot(animatingDifferences: false)
  }

  func applySnapshot(animatingDifferences: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  // Editing one item changes another one shown in the same table, as in the question.
  func edit(_ id: Int, to value: String, alsoTouching other: Int) {
    for index in items.indices where items[index].id == id || items[index].id == other {
      items[index].value = items[index].id == id ? value : items[index].value + "*"
    }
    applySnapshot()
  }
}

let screen = ItemsViewController()
screen.loadViewIfNeeded()
screen.edit(2, to: "two", alsoTouching: 4)
print(screen.dataSource.snapshot().itemIdentifiers.map(\.value))
