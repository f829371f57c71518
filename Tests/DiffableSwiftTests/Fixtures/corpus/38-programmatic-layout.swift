// Source: "How to use UITableViewDiffableDataSource with UITableView in UIKit" (dudee.rocks,
// 2024-11-28: a table made in code, pinned with Auto Layout, fed by a diffable data source) —
// https://dudee.rocks/2024/11/28/how-to-use-diffable-data-source-with-uitableview/
// A view controller as written without a storyboard: the table pinned to the safe area, an Edit
// button, a custom cell whose label is laid out in its content view and whose corners are
// rounded. None of that changes what UIKit sends the table; the snapshot does.
import UIKit

struct Task: Hashable {
  let id: Int
  var title: String
}

final class TaskCell: UITableViewCell {
  let titleLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
    ])
    layer.cornerRadius = 10
    layer.masksToBounds = true
  }

  required init?(coder: NSCoder) { nil }

  func configure(with task: Task) {
    titleLabel.text = task.title
    textLabel?.text = task.title
  }
}

final class TasksViewController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  var dataSource: UITableViewDiffableDataSource<Int, Task>!
  var tasks = [Task(id: 1, title: "Write the outline"), Task(id: 2, title: "Record the demo")]
  var constraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Tasks"
    navigationItem.rightBarButtonItem = editButtonItem
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.add("New task") })
    view.addSubview(tableView)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    constraints = [
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, task in
      // Made here rather than dequeued: the compiled oracle's table cannot make a subclass.
      let cell = TaskCell(style: .default, reuseIdentifier: "task")
      cell.configure(with: task)
      return cell
    }
    applySnapshot(animatingDifferences: false)
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.isEditing = editing
  }

  func applySnapshot(animatingDifferences: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Task>()
    snapshot.appendSections([0])
    snapshot.appendItems(tasks)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  func add(_ title: String) {
    tasks.append(Task(id: (tasks.map(\.id).max() ?? 0) + 1, title: title))
    applySnapshot()
  }
}

let controller = TasksViewController()
controller.loadViewIfNeeded()
print(controller.constraints.allSatisfy(\.isActive), controller.constraints.count)
controller.add("Publish the post")
// A tap on the Add button runs its action (here, the program asks for it).
controller.navigationItem.leftBarButtonItem?.primaryAction?.handler(UIAction { _ in })
controller.setEditing(true, animated: true)
print(controller.isEditing, controller.tableView.isEditing)
// Renaming a task makes a new item: its == compares the title too.
controller.tasks[0].title = "Write the outline again"
controller.applySnapshot()
