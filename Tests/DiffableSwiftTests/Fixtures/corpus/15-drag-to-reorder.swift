// Source: Jordan Morgan, "Drag to Reorder in UITableView with Diffable Datasource" —
// https://www.swiftjectivec.com/tableview-diffable-datasource-drag-to-reorder/
// A data source subclass allows moving rows; when the person drops a row, it deletes the item
// and inserts it before or after the one at the destination, then applies without animation.
import UIKit

struct VideoGame: Hashable {
  let id: Int
  let name: String
}

extension VideoGame {
  static var data = [
    VideoGame(id: 1, name: "Mass Effect"),
    VideoGame(id: 2, name: "Mass Effect 2"),
    VideoGame(id: 3, name: "Mass Effect 3"),
    VideoGame(id: 4, name: "ME: Andromeda"),
    VideoGame(id: 5, name: "ME: Remaster"),
  ]
}

final class TableDataSource: UITableViewDiffableDataSource<Int, VideoGame> {
  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    return true
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let fromGame = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath else {
      return
    }
    var snap = snapshot()
    snap.deleteItems([fromGame])
    if let toGame = itemIdentifier(for: destinationIndexPath) {
      let isAfter = destinationIndexPath.row > sourceIndexPath.row
      if isAfter {
        snap.insertItems([fromGame], afterItem: toGame)
      } else {
        snap.insertItems([fromGame], beforeItem: toGame)
      }
    } else {
      snap.appendItems([fromGame], toSection: sourceIndexPath.section)
    }
    apply(snap, animatingDifferences: false)
  }
}

final class DragDropTableViewController: UIViewController {
  let tableView = UITableView()
  var dataSource: TableDataSource!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.setEditing(true, animated: false)
    dataSource = TableDataSource(tableView: tableView) { tableView, indexPath, game in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = game.name
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, VideoGame>()
    snapshot.appendSections([0])
    snapshot.appendItems(VideoGame.data, toSection: 0)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func drag(from: Int, to: Int) {
    dataSource.tableView(
      tableView, moveRowAt: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0))
  }
}

let games = DragDropTableViewController()
games.loadViewIfNeeded()
games.drag(from: 4, to: 0)
games.drag(from: 1, to: 3)
games.drag(from: 2, to: 2)
print(games.dataSource.snapshot().itemIdentifiers.map(\.id))
