// A view controller as the diffable articles write one (modelled on the common "applySnapshot
// (animatingDifferences:)" pattern of Kodeco's and Apple's table samples, in our own words): it
// holds the data source (implicitly unwrapped), rebuilds the snapshot in a method, applies it
// with a completion handler, and renames an item whose == compares only its id: the cell goes stale.
struct Fruit: Hashable {
  let id: Int
  var name: String

  static func == (lhs: Fruit, rhs: Fruit) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

final class FruitsViewController {
  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<String, Fruit>!
  var fruits = [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear")]

  func viewDidLoad() {
    dataSource = UITableViewDiffableDataSource<String, Fruit>(tableView: tableView) {
      tableView, indexPath, fruit in
      nil
    }
    applySnapshot(animatingDifferences: false)
  }

  func applySnapshot(animatingDifferences: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<String, Fruit>()
    snapshot.appendSections(["fruits"])
    snapshot.appendItems(fruits)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences) {
      print("applied", snapshot.numberOfItems)
    }
  }

  func rename(_ id: Int, to name: String) {
    guard let index = fruits.firstIndex(where: { $0.id == id }) else { return }
    fruits[index].name = name
    applySnapshot()
  }
}

let controller = FruitsViewController()
controller.viewDidLoad()
controller.fruits.append(Fruit(id: 3, name: "fig"))
controller.applySnapshot()
controller.rename(1, to: "green apple")
print(controller.dataSource.snapshot().itemIdentifiers.map(\.name))
