// Source: openillumi, "NSDiffableDataSourceSnapshot reloadItems: the trap" (reloadItems of an
// edited value crashes: the item does not exist in the snapshot) —
// https://openillumi.com/en/en-fix-nsdiffabledatasource-reloaditems-trap
// The model's synthesized Hashable uses every field; the app edits a task and asks to reload the
// edited value, which no snapshot holds: UIKit raises.
import UIKit

struct Task: Hashable {
  let id: Int
  var title: String
  var isDone: Bool
}

final class TasksViewController: UIViewController {
  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<Int, Task>!
  var tasks = [
    Task(id: 1, title: "Water plants", isDone: false), Task(id: 2, title: "Pay rent", isDone: false),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "task")
    dataSource = UITableViewDiffableDataSource<Int, Task>(tableView: tableView) {
      tableView, indexPath, task in
      let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
      cell.textLabel?.text = (task.isDone ? "☑︎ " : "☐ ") + task.title
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Task>()
    snapshot.appendSections([0])
    snapshot.appendItems(tasks)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func markDone(_ id: Int) {
    guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
    tasks[index].isDone = true
    var snapshot = dataSource.snapshot()
    print("reloading", tasks[index])
    snapshot.reloadItems([tasks[index]])
    dataSource.apply(snapshot)
  }
}

let tasks = TasksViewController()
tasks.loadViewIfNeeded()
tasks.markDone(2)
print("not reached")
