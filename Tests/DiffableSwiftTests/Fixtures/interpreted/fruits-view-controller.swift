// A view controller as the diffable articles write one (modelled on the common "applySnapshot
// (animatingDifferences:)" pattern of Kodeco's and Apple's table samples, in our own words): a
// UIViewController whose viewDidLoad registers the cell and makes the data source (implicitly
// unwrapped) with a cell provider that sets a content configuration. It rebuilds the snapshot in
// a method, applies it with a completion handler, and renames an item whose == compares only its
// id: the cell goes stale.
struct Fruit: Hashable {
  let id: Int
  var name: String

  static func == (lhs: Fruit, rhs: Fruit) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

final class FruitsViewController: UIViewController {
  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<String, Fruit>!
  var fruits = [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear")]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FruitCell")
    dataSource = UITableViewDiffableDataSource<String, Fruit>(tableView: tableView) {
      tableView, indexPath, fruit in
      let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = fruit.name
      cell.contentConfiguration = content
      return cell
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
controller.loadViewIfNeeded()
controller.fruits.append(Fruit(id: 3, name: "fig"))
controller.applySnapshot()
controller.rename(1, to: "green apple")
print(controller.dataSource.snapshot().itemIdentifiers.map(\.name))
