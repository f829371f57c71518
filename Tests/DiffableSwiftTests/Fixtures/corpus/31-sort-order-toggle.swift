// Source: Jierong Li, "Time to Use Diffable Data Source" (apply replaces the batch updates and the
// inconsistency exceptions they risk) — https://jierong.dev/2019/10/14/time-to-use-diffable-data-source.html
// A list sorted by name or by score: switching the order applies the same items in a new order,
// and the diff moves rows instead of reloading the table.
import UIKit

struct Player: Hashable {
  let name: String
  let score: Int
}

enum SortOrder {
  case name
  case score
}

final class LeaderboardViewController: UIViewController {
  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<Int, Player>!
  let players = [
    Player(name: "Maya", score: 40),
    Player(name: "Arjun", score: 75),
    Player(name: "Zoe", score: 60),
    Player(name: "Liam", score: 75),
  ]
  var order = SortOrder.name {
    didSet { applySnapshot() }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "player")
    dataSource = UITableViewDiffableDataSource<Int, Player>(tableView: tableView) {
      tableView, indexPath, player in
      let cell = tableView.dequeueReusableCell(withIdentifier: "player", for: indexPath)
      cell.textLabel?.text = "\(indexPath.row + 1). \(player.name) — \(player.score)"
      return cell
    }
    applySnapshot(animatingDifferences: false)
  }

  var sortedPlayers: [Player] {
    switch order {
    case .name:
      return players.sorted { $0.name < $1.name }
    case .score:
      return players.sorted { lhs, rhs in
        lhs.score != rhs.score ? lhs.score > rhs.score : lhs.name < rhs.name
      }
    }
  }

  func applySnapshot(animatingDifferences: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Player>()
    snapshot.appendSections([0])
    snapshot.appendItems(sortedPlayers)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }
}

let board = LeaderboardViewController()
board.loadViewIfNeeded()
board.order = .score
print(board.sortedPlayers.map(\.name))
board.order = .name
print(board.dataSource.snapshot().itemIdentifiers.map(\.name))
