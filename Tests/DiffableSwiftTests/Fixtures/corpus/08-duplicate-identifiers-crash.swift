// Source: mastodon/mastodon-ios issue #1366, "[BUG] Crash in Thread view" (NSInternalInconsistencyException:
// supplied item identifiers are not unique) — https://github.com/mastodon/mastodon-ios/issues/1366
// A thread merges the statuses it had with a refreshed page; one status comes back in both, the
// merge keeps both copies, and appending them crashes the app.
import UIKit

enum StatusSection: Hashable {
  case main
}

enum StatusItem: Hashable {
  case root(Int)
  case reply(Int)
  case bottomLoader
}

struct Status {
  let id: Int
  let isRoot: Bool
}

final class ThreadViewController: UIViewController {
  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<StatusSection, StatusItem>!
  private(set) var statuses: [Status] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "status")
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "status", for: indexPath)
      switch item {
      case .root(let id): cell.textLabel?.text = "Status \(id)"
      case .reply(let id): cell.textLabel?.text = "↳ Reply \(id)"
      case .bottomLoader: cell.textLabel?.text = "Loading…"
      }
      return cell
    }
  }

  func receive(_ page: [Status]) {
    // The bug: the page is appended as it comes, with no check for statuses already shown.
    statuses += page
    applySnapshot()
  }

  func applySnapshot(animatingDifferences: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<StatusSection, StatusItem>()
    snapshot.appendSections([.main])
    let items = statuses.map { $0.isRoot ? StatusItem.root($0.id) : StatusItem.reply($0.id) }
    snapshot.appendItems(items + [.bottomLoader], toSection: .main)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }
}

let thread = ThreadViewController()
thread.loadViewIfNeeded()
thread.receive([Status(id: 10, isRoot: true), Status(id: 11, isRoot: false)])
print("statuses:", thread.statuses.count)
thread.receive([Status(id: 11, isRoot: false), Status(id: 12, isRoot: false)])
print("not reached")
