// Source: l984-451/Rivulet pull request #187, "fix(detail): dedup cast identifiers in below-fold
// collection" — https://github.com/l984-451/Rivulet/pull/187
// The fix for duplicate identifiers: two credits of one person in one role collapse to the same
// identifier, so the order is built with a set of the identifiers seen, first one wins.
import UIKit

struct Credit {
  let name: String
  let role: String
}

enum DetailSection: Hashable {
  case cast
  case directors
}

enum DetailItem: Hashable {
  case cast(String)
  case director(String)
}

final class TitleDetailViewController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .grouped)
  var dataSource: UITableViewDiffableDataSource<DetailSection, DetailItem>!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "credit")
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "credit", for: indexPath)
      switch item {
      case .cast(let key), .director(let key):
        cell.textLabel?.text = key
      }
      return cell
    }
  }

  static func castIdentifier(_ credit: Credit) -> String {
    "cast:\(credit.name)-\(credit.role)"
  }

  func show(cast: [Credit], directors: [String]) {
    var seenCastIDs = Set<String>()
    var castOrder: [DetailItem] = []
    for credit in cast {
      let key = Self.castIdentifier(credit)
      guard seenCastIDs.insert(key).inserted else { continue }
      castOrder.append(.cast(key))
    }
    var snapshot = NSDiffableDataSourceSnapshot<DetailSection, DetailItem>()
    snapshot.appendSections([.cast, .directors])
    snapshot.appendItems(castOrder, toSection: .cast)
    snapshot.appendItems(directors.map(DetailItem.director), toSection: .directors)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

let detail = TitleDetailViewController()
detail.loadViewIfNeeded()
detail.show(
  cast: [
    Credit(name: "Mike", role: "(voice)"),
    Credit(name: "Ana", role: "Lead"),
    Credit(name: "Mike", role: "(voice)"),
  ],
  directors: ["Lena"])
detail.show(
  cast: [Credit(name: "Ana", role: "Lead"), Credit(name: "Mike", role: "(voice)")],
  directors: ["Lena", "Omar"])
print(detail.dataSource.snapshot().numberOfItems(inSection: .cast), "cast rows")
