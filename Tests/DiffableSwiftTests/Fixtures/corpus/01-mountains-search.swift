// Source: Apple, "Implementing Modern Collection Views" sample, its mountains search screen —
// https://developer.apple.com/documentation/uikit/views_and_controls/collection_views/implementing_modern_collection_views
// A search bar filters a list of mountains; each keystroke applies a snapshot of the matches,
// sorted by name, and the diff deletes and inserts rows as the filter narrows and widens.
import UIKit

final class MountainsController {
  struct Mountain: Hashable {
    let name: String
    let height: Int
    let identifier: Int

    func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    static func == (lhs: Mountain, rhs: Mountain) -> Bool {
      lhs.identifier == rhs.identifier
    }

    func contains(_ filter: String?) -> Bool {
      guard let filterText = filter, !filterText.isEmpty else { return true }
      return name.lowercased().contains(filterText.lowercased())
    }
  }

  private let mountains: [Mountain]

  init() {
    let raw =
      "Mount Everest,8848;K2,8611;Kangchenjunga,8586;Lhotse,8516;Makalu,8485;Cho Oyu,8188;Manaslu,8163"
    mountains = raw.split(separator: ";").enumerated().map { index, entry in
      let parts = entry.split(separator: ",")
      return Mountain(name: String(parts[0]), height: Int(parts[1])!, identifier: index)
    }
  }

  func filteredMountains(with filter: String? = nil, limit: Int? = nil) -> [Mountain] {
    let filtered = mountains.filter { $0.contains(filter) }
    if let limit {
      return Array(filtered.prefix(through: limit))
    }
    return filtered
  }
}

final class MountainsViewController: UIViewController, UISearchBarDelegate {
  enum Section: CaseIterable {
    case main
  }

  let mountainsController = MountainsController()
  let searchBar = UISearchBar()
  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<Section, MountainsController.Mountain>!

  override func viewDidLoad() {
    super.viewDidLoad()
    searchBar.delegate = self
    configureDataSource()
    performQuery(with: nil)
  }

  func configureDataSource() {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "mountain")
    dataSource = UITableViewDiffableDataSource<Section, MountainsController.Mountain>(tableView: tableView) {
      tableView, indexPath, mountain in
      let cell = tableView.dequeueReusableCell(withIdentifier: "mountain", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = mountain.name
      content.secondaryText = "\(mountain.height) m"
      cell.contentConfiguration = content
      return cell
    }
  }

  func performQuery(with filter: String?) {
    let mountains = mountainsController.filteredMountains(with: filter).sorted { $0.name < $1.name }
    var snapshot = NSDiffableDataSourceSnapshot<Section, MountainsController.Mountain>()
    snapshot.appendSections([.main])
    snapshot.appendItems(mountains)
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    performQuery(with: searchText)
  }
}

let controller = MountainsViewController()
controller.loadViewIfNeeded()
for text in ["k", "ka", "", "ma"] {
  controller.searchBar.text = text
  controller.searchBar(controller.searchBar, textDidChange: text)
  print("\"\(text)\":", controller.dataSource.snapshot().itemIdentifiers.map(\.name))
}
