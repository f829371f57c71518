// Source: Florent Vilmart and Giordano Scalzo, "Hands-On Design Patterns with Swift" (Packt),
// chapter 10, "Model-View-ViewModel in Swift": data binding through a generic Observable class
// whose observers run from the value's didSet —
// https://www.packtpub.com/product/hands-on-design-patterns-with-swift/9781789135565
// A view model exposes its rows as an Observable<[Task]>; the view controller binds to it and
// applies a snapshot each time the rows change. Finishing a task makes a new value: UIKit sees
// a delete and an insert, since the value is the identity.
import UIKit

final class Observable<Value> {
  typealias Observer = (Value) -> Void

  private var observers: [Observer] = []

  var value: Value {
    didSet { observers.forEach { $0(value) } }
  }

  init(_ value: Value) {
    self.value = value
  }

  func bind(_ observer: @escaping Observer) {
    defer { observer(value) }
    observers.append(observer)
  }
}

struct Task: Hashable {
  let title: String
  var isDone: Bool
}

final class TasksViewModel {
  let tasks = Observable<[Task]>([])

  func load() {
    tasks.value = [Task(title: "Buy milk", isDone: false), Task(title: "Call Sam", isDone: false)]
  }

  func finish(_ title: String) {
    guard let index = tasks.value.firstIndex(where: { $0.title == title }) else { return }
    tasks.value[index].isDone = true
  }
}

final class TasksViewController: UITableViewController {
  let viewModel = TasksViewModel()
  var dataSource: UITableViewDiffableDataSource<Int, Task>!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "task")
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, task in
      let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
      cell.textLabel?.text = (task.isDone ? "✓ " : "") + task.title
      return cell
    }
    viewModel.tasks.bind { [weak self] tasks in
      self?.render(tasks)
    }
  }

  func render(_ tasks: [Task]) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Task>()
    snapshot.appendSections([0])
    snapshot.appendItems(tasks)
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

let controller = TasksViewController()
controller.loadViewIfNeeded()
controller.viewModel.load()
controller.viewModel.finish("Call Sam")
print(type(of: controller.viewModel.tasks), controller.dataSource.snapshot().numberOfItems)
