// Source: Jonathan Rasmusson, swift-arcade "Diffable Data Source" notes (a Mountain hashed by a
// UUID made in its initializer) —
// https://github.com/jrasmusson/swift-arcade/blob/master/UIKIt/DiffableDataSource/README.md
// Each reload makes the models again, and with them new UUIDs: every row is a new item, and the
// apply deletes and inserts them all even though nothing the person sees changed.
import UIKit

struct Mountain: Hashable, CustomStringConvertible {
  let name: String
  let height: Int
  let identifier = UUID()

  func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }

  static func == (lhs: Mountain, rhs: Mountain) -> Bool {
    lhs.identifier == rhs.identifier
  }

  var description: String { "\(name) (\(height) m)" }
}

final class MountainsController {
  func loadMountains() -> [Mountain] {
    [("Denali", 6190), ("Logan", 5959), ("Pico de Orizaba", 5636)].map { Mountain(name: $0.0, height: $0.1) }
  }
}

final class MountainsViewController: UIViewController {
  enum Section: CaseIterable {
    case main
  }

  let reuseIdentifier = "mountain-cell"
  let tableView = UITableView()
  let mountainsController = MountainsController()
  var dataSource: UITableViewDiffableDataSource<Section, Mountain>!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: reuseIdentifier)
    configureDataSource()
    refresh()
  }

  func configureDataSource() {
    dataSource = UITableViewDiffableDataSource<Section, Mountain>(tableView: tableView) {
      (tableView: UITableView, indexPath: IndexPath, item: Mountain) -> UITableViewCell? in
      let cell = tableView.dequeueReusableCell(withIdentifier: self.reuseIdentifier, for: indexPath)
      cell.textLabel?.text = item.name
      return cell
    }
  }

  func refresh() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()
    snapshot.appendSections([.main])
    snapshot.appendItems(mountainsController.loadMountains())
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

let mountains = MountainsViewController()
mountains.loadViewIfNeeded()
let before = mountains.dataSource.snapshot().itemIdentifiers
mountains.refresh()
let after = mountains.dataSource.snapshot().itemIdentifiers
print("same names:", before.map(\.name) == after.map(\.name), "same items:", before == after)
