// Source: Apple Developer Forums thread 756295, "Attempted to dequeue a cell for a different
// registration or reuse identifier than the existing cell when reconfiguring an item" (a toggle
// that reconfigures every item of a snapshot it rebuilds) —
// https://forums.developer.apple.com/forums/thread/756295
// A computed snapshot depends on a Boolean: toggling it removes an item and reconfigures all the
// others in the same apply.
import UIKit

final class ToggleViewController: UIViewController {
  var boolean = false {
    didSet {
      var snapshot = self.snapshot
      snapshot.reconfigureItems(snapshot.itemIdentifiers)
      dataSource.apply(snapshot)
    }
  }

  var snapshot: NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(boolean ? ["one"] : ["one", "two"])
    return snapshot
  }

  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<String, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    configureDataSource()
  }

  func configureDataSource() {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    dataSource = UITableViewDiffableDataSource<String, String>(tableView: tableView) {
      [unowned self] tableView, indexPath, itemIdentifier in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = itemIdentifier
      content.secondaryText = self.boolean ? "on" : "off"
      cell.contentConfiguration = content
      return cell
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func toggleBoolean() {
    boolean.toggle()
  }
}

let toggle = ToggleViewController()
toggle.loadViewIfNeeded()
toggle.toggleBoolean()
toggle.toggleBoolean()
print(toggle.dataSource.snapshot().itemIdentifiers, toggle.boolean)
